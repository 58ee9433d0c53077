import Foundation

/// A button in a navigation bar or toolbar (UIKit's `UIBarButtonItem`): the "Done" above the
/// keyboard that ends editing, the "Save" in the navigation bar. Items are not views; a test
/// taps one with ``World/tap(_:)``. Their widths are not modelled (a toolbar's height is the
/// device's, whatever its items).
///
/// On Linux an action is a method reference (`Self.done`) in place of `#selector(done)`, or a
/// `UIAction` (iOS 14); where the Objective-C runtime exists the selector form is available.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// The system's items (UIKit's `UIBarButtonItem.SystemItem`).
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
             pageCurl, close
    }

    /// An item's style (UIKit's `UIBarButtonItem.Style`).
    public enum Style: Int, Sendable {
        case plain
        @available(*, deprecated, message: "Use UIBarButtonItem.Style.plain")
        case bordered
        case done
    }

    // Open as the SDK declares them (UIBarItem's `var title: String?`, UIBarButtonItem's
    // `var style`, `var width`, `var customView`, `var tintColor`,
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/tintcolor): libraries
    // subclass the item and override them (IQKeyboardManager's IQBarButtonItem retints its
    // title when `tintColor` is set). Layout reads none of them, so their dynamic dispatch is
    // off the timed paths (not measured).

    /// The title.
    open var title: String?
    /// The style.
    open var style: Style = .plain
    /// Whether a tap performs the action.
    open var isEnabled = true
    /// The tint colour (UIKit's `var tintColor: UIColor? { get set }`,
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/tintcolor): drawing only.
    open var tintColor: UIColor?
    /// The width of a fixed space (widths are not modelled otherwise).
    open var width: CGFloat = 0
    /// A view shown in place of the button.
    open var customView: UIView?
    /// The object a tap sends ``action`` to, not retained (UIKit's `weak var target: AnyObject? { get set }`,
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/target): the target the
    /// item was made with, or set later; `nil` sends nothing.
    open weak var target: AnyObject?
    /// What a tap sends ``target`` (UIKit's `var action: Selector? { get set }`,
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/action): on Linux a
    /// ``Selector`` holding the method reference the item was made with (`Selector(Self.done)`),
    /// or set later; `nil` sends nothing.
    open var action: Selector?
    /// The image shown in place of a title (UIKit's `UIBarItem.image`,
    /// https://developer.apple.com/documentation/uikit/uibaritem/image); drawn only, so an
    /// item lays out alike with or without one.
    public var image: UIImage?
    /// The image shown in landscape bars on a phone (UIKit's `UIBarItem.landscapeImagePhone`,
    /// https://developer.apple.com/documentation/uikit/uibaritem/landscapeimagephone); drawn only.
    public var landscapeImagePhone: UIImage?
    /// The action performed on a tap (iOS 14).
    public var primaryAction: UIAction?
    /// The system item this was made as, if any.
    public private(set) var systemItem: SystemItem?
    /// Where the Objective-C runtime exists, a method reference's call (a `Selector` there names
    /// a method and cannot hold one).
    private var targetAction: (() -> Void)?

    /// An item without title or action.
    public override init() {}

    /// An item from an archive (UIKit's `init?(coder: NSCoder)`, required as `UIBarItem` adopts
    /// `NSCoding`, https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(coder:)):
    /// a subclass that declares its own designated initializer writes it, as in the SDK.
    /// Archives are not modelled, decoding fails (`nil`), as ``UIView/init(coder:)`` does for any
    /// coder but the storyboard loader's.
    public required init?(coder: NSCoder) { return nil }

    /// A titled item calling `target`'s method (no argument); the target is not retained.
    public convenience init<Target>(title: String?, style: Style, target: Any?, action: @escaping (Target) -> () -> Void) {
        self.init()
        self.title = title
        self.style = style
        setAction(target: target, action)
    }

    /// A titled item calling `target`'s method with the item; the target is not retained.
    public convenience init<Target>(title: String?, style: Style, target: Any?, action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init()
        self.title = title
        self.style = style
        setAction(target: target, action)
    }

    /// An item showing an image, calling `target`'s method (no argument) — UIKit's
    /// `init(image:style:target:action:)`
    /// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(image:style:target:action:)),
    /// its `#selector` written as a method reference. The target is not retained.
    public convenience init<Target>(image: UIImage?, style: Style, target: Any?, action: @escaping (Target) -> () -> Void) {
        self.init(image: image, landscapeImagePhone: nil, style: style, target: target, action: action)
    }

    /// An item showing an image, calling `target`'s method with the item.
    public convenience init<Target>(image: UIImage?, style: Style, target: Any?, action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(image: image, landscapeImagePhone: nil, style: style, target: target, action: action)
    }

    /// An item showing an image, and another in landscape bars on a phone, calling `target`'s
    /// method (no argument) — UIKit's `init(image:landscapeImagePhone:style:target:action:)`
    /// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(image:landscapeimagephone:style:target:action:)).
    public convenience init<Target>(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: @escaping (Target) -> () -> Void) {
        self.init()
        self.image = image
        self.landscapeImagePhone = landscapeImagePhone
        self.style = style
        setAction(target: target, action)
    }

    /// An item showing an image, and another in landscape bars on a phone, calling `target`'s
    /// method with the item.
    public convenience init<Target>(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init()
        self.image = image
        self.landscapeImagePhone = landscapeImagePhone
        self.style = style
        setAction(target: target, action)
    }

    /// A system item calling `target`'s method (no argument).
    public convenience init<Target>(barButtonSystemItem systemItem: SystemItem, target: Any?, action: @escaping (Target) -> () -> Void) {
        self.init()
        self.systemItem = systemItem
        setAction(target: target, action)
    }

    /// A system item calling `target`'s method with the item.
    public convenience init<Target>(barButtonSystemItem systemItem: SystemItem, target: Any?, action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init()
        self.systemItem = systemItem
        setAction(target: target, action)
    }

    /// A system item with no action (a space).
    convenience init(barButtonSystemItem systemItem: SystemItem) {
        self.init()
        self.systemItem = systemItem
    }

    /// A system item performing `primaryAction` (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
    }

    /// A titled item performing `primaryAction` (iOS 14).
    public convenience init(title: String? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.primaryAction = primaryAction
    }

    /// An item showing a view.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// UIKit's selector form: tapping the item sends the target's method the item (on Linux
    /// a ``Selector`` kept in a variable, `action: type.action`); `action: nil` makes an item
    /// without one. The target is not retained.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        setSelector(target: target, action)
    }

    /// UIKit's system item form with a selector, or with no action, as spaces are made
    /// (`UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)`).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(barButtonSystemItem: systemItem)
        setSelector(target: target, action)
    }

    /// UIKit's image form with a selector, or with no action (`action: nil`).
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, landscapeImagePhone: nil, style: style, target: target, action: action)
    }

    /// UIKit's two-image form with a selector, or with no action (`action: nil`).
    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.landscapeImagePhone = landscapeImagePhone
        self.style = style
        setSelector(target: target, action)
    }

    /// Keeps the target (weakly) and the selector, as UIKit's `target` and `action`.
    private func setSelector(target: Any?, _ action: Selector?) {
        self.target = target as AnyObject?
        self.action = action
    }

    /// Sends ``action`` to ``target`` with the item, as a tap does: where the Objective-C runtime
    /// exists the target performs the selector; on Linux the ``Selector`` sends its method to
    /// the target when the target is of its class.
    private func sendAction() {
        guard let action, let target else { return }
        #if canImport(ObjectiveC)
        _ = target.perform(action, with: self)
        #else
        action.send(to: target, with: self)
        #endif
    }

    /// A flexible space (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace) }

    /// A fixed space of a width (iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    #if canImport(ObjectiveC)
    private func setAction<Target>(target: Any?, _ action: @escaping (Target) -> () -> Void) {
        let object = target as AnyObject?
        targetAction = { [weak object] in if let target = object as? Target { action(target)() } }
    }

    private func setAction<Target>(target: Any?, _ action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        let object = target as AnyObject?
        targetAction = { [weak object, unowned self] in if let target = object as? Target { action(target)(self) } }
    }
    #else
    /// On Linux the method reference becomes the item's ``action`` (a ``Selector`` holds one),
    /// so that `target` and `action` read back what the item was made with.
    private func setAction<Target>(target: Any?, _ action: @escaping (Target) -> () -> Void) {
        setSelector(target: target, Selector(action))
    }

    private func setAction<Target>(target: Any?, _ action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        setSelector(target: target, Selector(action))
    }
    #endif

    /// Performs the item's action: its primary action if it has one, else its target's.
    func tapped() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if action != nil {
            sendAction()
        } else {
            targetAction?()
        }
    }
}

extension World {
    /// The user taps a bar button item — in a navigation bar, a toolbar, or a toolbar above
    /// the keyboard: an enabled item performs its primary action, or its target's action.
    public func tap(_ item: UIBarButtonItem) {
        run {
            item.tapped()
            layoutIfNeeded()
        }
    }
}
