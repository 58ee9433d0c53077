import Foundation

/// A storyboard (UIKit's `UIStoryboard`), read from its source text `Name.storyboard` in a
/// bundle (the main bundle when `nil`), its `Base.lproj`, or
/// ``InterfaceBuilder/searchDirectories``. Custom classes it names must be registered
/// (``InterfaceBuilder/register(_:as:)``). What UIKit raises — a missing file, an unknown
/// identifier, an outlet the class lacks — is recorded as an exception of the running world
/// (``InterfaceBuilder``); ``InterfaceBuilderFile`` offers the same loading with thrown errors.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    let file: InterfaceBuilderFile?

    /// The storyboard `name.storyboard` in `storyboardBundleOrNil`
    /// (https://developer.apple.com/documentation/uikit/uistoryboard/init(name:bundle:)).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        do {
            file = try InterfaceBuilder.file(named: name, extension: "storyboard", bundle: storyboardBundleOrNil)
        } catch {
            file = nil
            InterfaceBuilder.report(error)
        }
        super.init()
    }

    /// The storyboard's initial view controller, `nil` when it names none.
    open func instantiateInitialViewController() -> UIViewController? {
        instantiate(identifier: nil, creator: nil)
    }

    /// The initial view controller, made by `block` from the coder when given (UIKit's
    /// `instantiateInitialViewController(creator:)`, iOS 13).
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        instantiate(identifier: nil, creator: block.map { make in { make($0) } }) as? ViewController
    }

    /// The view controller with storyboard identifier `identifier`.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiate(identifier: identifier, creator: nil) ?? UIViewController()
    }

    /// The view controller with storyboard identifier `identifier`, made by `block` from the
    /// coder when given (UIKit's `instantiateViewController(identifier:creator:)`, iOS 13).
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        if let made = instantiate(identifier: identifier, creator: block.map { make in { make($0) } }) as? ViewController { return made }
        if let made = ViewController(coder: InterfaceBuilderCoder()) { return made }
        preconditionFailure("instantiateViewController(identifier: \"\(identifier)\"): no \(ViewController.self) could be made")
    }

    private func instantiate(identifier: String?, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let file else { return nil }
        do {
            return try file.instantiateController(identifier: identifier, storyboard: self, creator: creator)
        } catch InterfaceBuilderError.noInitialViewController where identifier == nil {
            return nil
        } catch {
            InterfaceBuilder.report(error)
            return nil
        }
    }
}

/// A XIB (UIKit's `UINib`), read from its source text `Name.xib` (see ``UIStoryboard`` for
/// where files are found and how errors are reported).
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Keys of `instantiate(withOwner:options:)`'s options (UIKit's `UINib.OptionsKey`).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects standing for the file's external-object placeholders (not modelled).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    let file: InterfaceBuilderFile?

    /// The nib `name.xib` in `bundleOrNil`
    /// (https://developer.apple.com/documentation/uikit/uinib/init(nibname:bundle:)).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        do {
            file = try InterfaceBuilder.file(named: name, extension: "xib", bundle: bundleOrNil)
        } catch {
            file = nil
            InterfaceBuilder.report(error)
        }
        super.init()
    }

    /// A nib from a XIB's text.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        do {
            file = try InterfaceBuilderFile(data: data, fileName: "nib data")
        } catch {
            file = nil
            InterfaceBuilder.report(error)
        }
        super.init()
    }

    /// Creates the nib's top-level objects with `ownerOrNil` as File's Owner, connects
    /// outlets and actions and sends `awakeFromNib()`; returns the top-level objects.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        guard let file else { return [] }
        do {
            return try file.instantiate(owner: ownerOrNil.map { $0 as AnyObject })
        } catch {
            InterfaceBuilder.report(error)
            return []
        }
    }
}

extension Bundle {
    /// Loads `name.xib` from this bundle with `owner` as File's Owner (UIKit's
    /// `loadNibNamed(_:owner:options:)`); returns its top-level objects.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        do {
            let file = try InterfaceBuilder.file(named: name, extension: "xib", bundle: self)
            return try file.instantiate(owner: owner.map { $0 as AnyObject })
        } catch {
            InterfaceBuilder.report(error)
            return nil
        }
    }
}

extension UIViewController {
    /// The nib the controller was created with (`init(nibName:bundle:)`), `nil` otherwise.
    public var nibName: String? { interfaceBuilderSource?.nibName }
    /// The bundle of ``nibName``.
    public var nibBundle: Bundle? { interfaceBuilderSource?.nibBundle }
    /// The storyboard the controller was instantiated from.
    public var storyboard: UIStoryboard? { interfaceBuilderSource?.storyboard }

    /// Remembers `init(nibName:bundle:)`'s nib, loaded by `loadView()`.
    func rememberNib(_ name: String?, bundle: Bundle?) {
        guard let name else { return }
        let source = InterfaceBuilderSource()
        source.nibName = name
        source.nibBundle = bundle
        interfaceBuilderSource = source
    }

    /// The default `loadView()`'s Interface Builder part: a storyboard scene's view, or the
    /// view outlet of the nib named at creation (loaded with the controller as File's Owner).
    /// Returns whether it set `view`; errors are reported as UIKit raises them.
    func loadInterfaceBuilderView() -> Bool {
        guard let source = interfaceBuilderSource else { return false }
        do {
            if let file = source.file, let scene = source.scene {
                guard let view = try file.loadSceneView(of: self, scene: scene) else { return false }
                self.view = view
                return true
            }
            if let name = source.nibName {
                let file = try InterfaceBuilder.file(named: name, extension: "xib", bundle: source.nibBundle)
                source.file = file
                _ = try file.instantiate(owner: self)
                guard isViewLoaded else {
                    throw InterfaceBuilderError.viewOutletNotSet(file: name, className: String(describing: type(of: self)))
                }
                return true
            }
        } catch {
            InterfaceBuilder.report(error)
        }
        return false
    }
}
