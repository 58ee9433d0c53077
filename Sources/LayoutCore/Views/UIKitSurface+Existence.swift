import Foundation

// Members real keyboard code uses that exist in the SDK with these exact signatures and have
// no effect on layout in the model (or a fixed, stated one). Each is listed in
// Sources/ClearanceUIKit/ClearanceUIKit.docc/NoModelledEffect.md.

/// Core Foundation's time interval (`CFTimeInterval`, a `Double` of seconds), which Core
/// Animation code uses for durations.
public typealias CFTimeInterval = Double

extension CGRect {
    /// Whether two rectangles have equal origins and sizes (Core Graphics' `equalTo(_:)`).
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}

extension NSValue {
    /// The wrapped point (UIKit's `NSValue.cgPointValue`).
    public var cgPointValue: CGPoint { pointValue }
    /// Wraps a point (UIKit's `NSValue(cgPoint:)`).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

    /// Wraps edge insets (UIKit's `NSValue(uiEdgeInsets:)`,
    /// https://developer.apple.com/documentation/foundation/nsvalue/init(uiedgeinsets:)), as
    /// code keeping a scroll view's insets in a dictionary or an associated object does.
    /// Foundation on Linux cannot hold a structure in an `NSValue` ("NSConcreteValue.TypeInfo:
    /// cannot encode structs"), so the four values are held as an array of doubles: `objCType`
    /// reads `[4d]` where iOS gives `{UIEdgeInsets=dddd}`; the insets read back, equality and
    /// hashing are the same.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        var insets = insets
        self.init(bytes: &insets, objCType: NSValue.edgeInsetsEncoding)
    }

    /// The wrapped edge insets (UIKit's `NSValue.uiEdgeInsetsValue`); zero when the value holds
    /// something else.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard String(cString: objCType) == String(cString: NSValue.edgeInsetsEncoding) else { return .zero }
        var insets = UIEdgeInsets.zero
        getValue(&insets)
        return insets
    }

    private static let edgeInsetsEncoding: UnsafePointer<CChar> = {
        let encoding = Array("[4d]".utf8CString)
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: encoding.count)
        copy.initialize(from: encoding, count: encoding.count)
        return UnsafePointer(copy)
    }()
}

extension UIScene {
    /// A scene's state (UIKit's `UIScene.ActivationState`,
    /// https://developer.apple.com/documentation/uikit/uiscene/activationstate).
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }
}

extension UIScene {
    /// The scene's state (UIKit's `var activationState: UIScene.ActivationState { get }` on
    /// `UIScene`, https://developer.apple.com/documentation/uikit/uiscene/activationstate):
    /// the world's scene is always on screen and receiving events (`.foregroundActive`).
    public var activationState: UIScene.ActivationState { .foregroundActive }
}

/// Edge insets that follow the layout direction (UIKit's `NSDirectionalEdgeInsets`).
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The inset on the leading side.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The inset on the trailing side.
    public var trailing: CGFloat
    /// Insets from four values.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()
}

extension UIButton {
    /// A button's appearance (UIKit's `UIButton.Configuration`, iOS 15,
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration). The title
    /// becomes the button's title; the style, colours, insets and size have no modelled
    /// effect (the button keeps the model's control height).
    public struct Configuration: Hashable, Sendable {
        /// The title.
        public var title: String?
        /// The subtitle.
        public var subtitle: String?
        /// The image (UIKit's `var image: UIImage?`,
        /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/image):
        /// kept; the button keeps the model's control height.
        public var image: UIImage?
        /// The foreground colour's base.
        public var baseForegroundColor: UIColor?
        /// The background colour's base.
        public var baseBackgroundColor: UIColor?
        /// Insets around the content.
        public var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        /// Space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// Whether an activity indicator replaces the image.
        public var showsActivityIndicator = false
        /// How the corners are rounded.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class of the button.
        public var buttonSize: Size = .medium

        /// Corner rounding (UIKit's `UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: Int, Sendable {
            /// Rounding that follows the button size.
            case dynamic = -1
            /// The style's fixed radius.
            case fixed = 0
            /// Small rounding.
            case small = 1
            /// Medium rounding.
            case medium = 2
            /// Large rounding.
            case large = 3
            /// Fully rounded ends.
            case capsule = 4
        }

        /// Button sizes (UIKit's `UIButton.Configuration.Size`).
        public enum Size: Int, Sendable {
            /// Mini.
            case mini = 0
            /// Small.
            case small = 1
            /// Medium.
            case medium = 2
            /// Large.
            case large = 3
        }

        private var style = 0

        private init(style: Int) { self.style = style }

        /// A plain button.
        public static func plain() -> Configuration { Configuration(style: 0) }
        /// A tinted button.
        public static func tinted() -> Configuration { Configuration(style: 1) }
        /// A gray button.
        public static func gray() -> Configuration { Configuration(style: 2) }
        /// A filled button.
        public static func filled() -> Configuration { Configuration(style: 3) }
        /// A borderless button.
        public static func borderless() -> Configuration { Configuration(style: 4) }
        /// A bordered button.
        public static func bordered() -> Configuration { Configuration(style: 5) }
        /// A bordered, tinted button.
        public static func borderedTinted() -> Configuration { Configuration(style: 6) }
        /// A bordered, prominent button.
        public static func borderedProminent() -> Configuration { Configuration(style: 7) }
        /// A Liquid Glass button (UIKit's `static func glass() -> UIButton.Configuration`, iOS 26,
        /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/glass()):
        /// drawing only, as every style.
        public static func glass() -> Configuration { Configuration(style: 8) }
        /// A clear Liquid Glass button (UIKit's `static func clearGlass() -> UIButton.Configuration`, iOS 26).
        public static func clearGlass() -> Configuration { Configuration(style: 9) }
        /// A prominent Liquid Glass button (UIKit's `static func prominentGlass() -> UIButton.Configuration`, iOS 26).
        public static func prominentGlass() -> Configuration { Configuration(style: 10) }
        /// A prominent clear Liquid Glass button (UIKit's `static func prominentClearGlass() -> UIButton.Configuration`, iOS 26).
        public static func prominentClearGlass() -> Configuration { Configuration(style: 11) }
    }

    /// A button with a configuration and an optional primary action (iOS 15).
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    /// The button's configuration; setting one sets the title to its `title`.
    public var configuration: UIButton.Configuration? {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue
            if let title = newValue?.title { setTitle(title, for: .normal) }
        }
    }
}

extension UIView {
    /// The guides added to the view with `addLayoutGuide(_:)`, in order (UIKit's
    /// `layoutGuides`, https://developer.apple.com/documentation/uikit/uiview/layoutguides).
    public var layoutGuides: [UILayoutGuide] { addedLayoutGuides }

    /// Removes a guide added with `addLayoutGuide(_:)`.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard addedLayoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        addedLayoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.detach()
        world?.layoutEngine.structureDidChange()
    }
}

extension NSLayoutConstraint {
    /// The first item of the relation (UIKit's `firstItem`: a view or a layout guide).
    public var firstItem: AnyObject? { isItemless ? nil : firstAnchor.item }
    /// The second item of the relation, if any (UIKit's `secondItem`).
    public var secondItem: AnyObject? { secondAnchor?.item }
    /// The attribute of the first item (UIKit's `firstAttribute`).
    public var firstAttribute: NSLayoutConstraint.Attribute { firstAnchor.attribute }
    /// The attribute of the second item; `.notAnAttribute` without one (UIKit's `secondAttribute`).
    public var secondAttribute: NSLayoutConstraint.Attribute { secondAnchor?.attribute ?? .notAnAttribute }
}

extension UITableView {
    /// Deselects a row (UIKit's `deselectRow(at:animated:)`). Selection is not modelled: the
    /// call has no effect.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {}
}

// A scene delegate's vocabulary (UIKit's `UISceneDelegate`, `UIWindowSceneDelegate`,
// `UISceneSession`, `UIScene.ConnectionOptions`), so that a SceneDelegate compiles: the world
// connects its one scene itself and calls no scene delegate (NoModelledEffect.md).

/// A scene's session (UIKit's `UISceneSession`), passed to a scene delegate; the world makes
/// none.
@preconcurrency @MainActor
public final class UISceneSession {
    /// The session's configuration (unnamed: the world uses no configurations).
    public var configuration: UISceneConfiguration { UISceneConfiguration(name: nil, sessionRole: .windowApplication) }
    /// The session's role.
    public var role: UISceneSession.Role { .windowApplication }

    /// A session (the package's tests make one; the world makes none).
    package init() {}

    /// A scene session's role (UIKit's `UISceneSession.Role`).
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name.
        public var rawValue: String
        /// A role from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's main, interactive window.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
}

/// A scene's configuration (UIKit's `UISceneConfiguration`), as an app delegate returns one
/// from `application(_:configurationForConnecting:options:)`.
@preconcurrency @MainActor
public final class UISceneConfiguration {
    /// The configuration's name.
    public let name: String?
    /// The role of the sessions it is for.
    public let role: UISceneSession.Role
    /// The scene delegate's class.
    public var delegateClass: AnyClass?

    /// A configuration named `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

extension UIScene {
    /// What a scene was connected with (UIKit's `UIScene.ConnectionOptions`: URLs, user
    /// activities, shortcut items); the world connects with none.
    @preconcurrency @MainActor
    public final class ConnectionOptions {
        /// Empty options (the package's tests make them; the world makes none).
        package init() {}
    }
}

/// A scene's delegate (UIKit's `UISceneDelegate`). UIKit's methods are optional; here each has
/// an empty default implementation. The world calls none of them.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene is being connected to the app.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was disconnected.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to resign the active state.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to enter the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene entered the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Nothing (UIKit's method is optional).
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Nothing (UIKit's method is optional).
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Nothing (UIKit's method is optional).
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Nothing (UIKit's method is optional).
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Nothing (UIKit's method is optional).
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Nothing (UIKit's method is optional).
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

extension UIApplication {
    /// A key of the options an app is launched with (UIKit's `UIApplication.LaunchOptionsKey`);
    /// the world launches with none.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// A key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// The app's delegate (UIKit's `UIApplicationDelegate`,
/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate), so that an
/// AppDelegate compiles and code reading `UIApplication.shared.delegate` does. UIKit's members
/// are all optional; here each method has a default implementation, and the world calls none
/// (it launches no app: a test that wants a delegate sets `UIApplication.shared.delegate`).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// Launching is about to finish (UIKit's default, when not implemented: `true`).
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launching finished (UIKit's default, when not implemented: `true`).
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The configuration for a scene being connected.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// The app became active.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app entered the background.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to enter the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end.
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    /// `true` (UIKit's method is optional).
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// `true` (UIKit's method is optional).
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// An unnamed configuration for the session's role (UIKit's method is optional; without it
    /// the app's Info.plist configuration is used).
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    /// Nothing (UIKit's method is optional).
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Nothing (UIKit's method is optional).
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Nothing (UIKit's method is optional).
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Nothing (UIKit's method is optional).
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Nothing (UIKit's method is optional).
    public func applicationWillTerminate(_ application: UIApplication) {}

    /// The delegate's window, read through the protocol as UIKit's optional requirement
    /// `optional var window: UIWindow? { get set }` reads: `nil` when the delegate declares no
    /// `window`, else its value (`UIApplication.shared.delegate?.window??.rootViewController`).
    /// A protocol extension cannot store a property, so the delegate's own stored
    /// `var window: UIWindow?` is found by reflection; inside the delegate, `window` is its own
    /// property. A computed `window` is not seen (it reads as not implemented).
    public var window: UIWindow?? {
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == "window" }), let window = child.value as? UIWindow? {
                return .some(window)
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}

/// A window scene's delegate (UIKit's `UIWindowSceneDelegate`). UIKit's optional `window`
/// property is not a requirement here (a protocol extension cannot store it): a delegate's own
/// `var window: UIWindow?` compiles as it is.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}
