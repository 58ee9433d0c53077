import Foundation

/// The running app (UIKit's `UIApplication`,
/// https://developer.apple.com/documentation/uikit/uiapplication): its windows, the first
/// responder's action route, and the lifecycle notifications' names.
public final class UIApplication: UIResponder {
    unowned let owner: World

    init(world: World) {
        owner = world
        super.init()
    }

    /// The running world's application.
    public class var shared: UIApplication { World.running("UIApplication.shared").application }

    public override var world: World? { owner }

    /// The app's windows (deprecated on iOS 15 in favour of `UIWindowScene.windows`, still
    /// widely used). One window per world.
    public var windows: [UIWindow] { [owner.window] }

    /// The key window (deprecated on iOS 13, still widely used).
    public var keyWindow: UIWindow? { owner.window }

    /// The app's scenes: one window scene per world.
    public var connectedScenes: Set<UIScene> { [owner.windowScene] }

    /// The app's delegate (UIKit's `unowned(unsafe) var delegate: (any UIApplicationDelegate)?`,
    /// https://developer.apple.com/documentation/uikit/uiapplication/delegate). A world starts
    /// with none — nothing launches the app through `UIApplicationMain` — so code that reads
    /// `UIApplication.shared.delegate?.window??` finds `nil` unless a test sets one. Held
    /// strongly here: on iOS `UIApplicationMain` keeps the delegate it makes alive, and a test
    /// that sets one expects it to stay. Next on the responder chain after the application when
    /// it is a `UIResponder` (and not a view, a controller or the application).
    public var delegate: (any UIApplicationDelegate)?

    /// Sends `action` to `target`, or along the responder chain from the first responder when
    /// `target` is `nil` — the usual "dismiss the keyboard" call. On Linux the action is a
    /// method reference (`UIResponder.resignFirstResponder`) in place of
    /// `#selector(UIResponder.resignFirstResponder)`. Returns whether someone handled it.
    @discardableResult
    public func sendAction(_ action: (UIResponder) -> () -> Bool, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard let responder = (target as? UIResponder) ?? owner.firstResponder else { return false }
        _ = action(responder)()
        return true
    }

    /// Sends an action that takes its sender (`func findFirstResponder(_ sender: Any)`, the
    /// "which responder is first?" idiom) to `target`, or to the first responder when `target`
    /// is `nil`; on Linux a method reference in place of the `#selector`. Returns whether
    /// someone handled it (`false` when nothing is first responder).
    @discardableResult
    public func sendAction(_ action: (UIResponder) -> (Any) -> Void, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard let responder = (target as? UIResponder) ?? owner.firstResponder else { return false }
        action(responder)(sender as Any)
        return true
    }

    /// The same for an action whose sender is optional (`func dismiss(_ sender: Any?)`).
    @discardableResult
    public func sendAction(_ action: (UIResponder) -> (Any?) -> Void, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard let responder = (target as? UIResponder) ?? owner.firstResponder else { return false }
        action(responder)(sender)
        return true
    }

    /// Sends a method of any responder class (`#selector(LoginViewController.save)` on iOS, a
    /// method reference here) to `target`, or, when `target` is `nil`, to the first object on
    /// the responder chain from the first responder that is of the method's class: "if you
    /// specify nil, the app sends the message to the first responder, from whence it
    /// progresses up the responder chain until it is handled"
    /// (https://developer.apple.com/documentation/uikit/uiapplication/sendaction(_:to:from:for:)).
    /// Returns whether someone handled it.
    @discardableResult
    public func sendAction<Target>(_ action: (Target) -> () -> Void, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard let receiver = receiver(of: Target.self, target: target) else { return false }
        action(receiver)()
        return true
    }

    /// The same for a method that takes the sender (`func save(_ sender: Any?)`); a sender
    /// not of the parameter's type is not sent, and answers `false`.
    @discardableResult
    public func sendAction<Target, Sender>(_ action: (Target) -> (Sender) -> Void, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard let receiver = receiver(of: Target.self, target: target), let sender = sender as? Sender else { return false }
        action(receiver)(sender)
        return true
    }

    #if !canImport(ObjectiveC)
    /// Sends a ``Selector`` kept in a variable to `target`, or, when `target` is `nil`, to the
    /// first object on the responder chain from the first responder that is of the method's
    /// class, as the method reference forms do. Returns whether someone handled it.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target { return action.send(to: target as AnyObject, with: sender) }
        var responder: UIResponder? = owner.firstResponder
        while let current = responder {
            if action.canBeSent(to: current) { return action.send(to: current, with: sender) }
            responder = nextResponder(after: current)
        }
        return false
    }
    #endif

    /// `target` when it is a `Target`; for a `nil` target, the first responder or the first
    /// of its next responders that is one.
    private func receiver<Target>(of type: Target.Type, target: Any?) -> Target? {
        if let target { return target as? Target }
        var responder: UIResponder? = owner.firstResponder
        while let current = responder {
            if let receiver = current as? Target { return receiver }
            responder = nextResponder(after: current)
        }
        return nil
    }

    /// The responder after `responder` on the chain: its ``UIResponder/next``.
    private func nextResponder(after responder: UIResponder) -> UIResponder? { responder.next }

    public nonisolated static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public nonisolated static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
}

/// A scene (UIKit's `UIScene`): one instance of the app's UI.
/// Equal and hashed by identity, as every `NSObject` is.
open class UIScene: UIResponder {}

/// The scene that holds the world's window (UIKit's `UIWindowScene`).
public final class UIWindowScene: UIScene {
    unowned let owner: World

    init(world: World) {
        owner = world
        super.init()
    }

    public override var world: World? { owner }
    /// Windows made for this scene with `UIWindow(windowScene:)`, while they live.
    private var attachedWindows: [WeakWindow] = []

    func attach(_ window: UIWindow) {
        attachedWindows.removeAll { $0.window == nil }
        attachedWindows.append(WeakWindow(window: window))
    }

    /// The scene's windows: the world's, then those made with `UIWindow(windowScene:)` that
    /// are still alive, in the order they were made.
    public var windows: [UIWindow] { [owner.window] + attachedWindows.compactMap(\.window) }
    /// The key window.
    public var keyWindow: UIWindow? { owner.window }
    /// The screen the scene is on.
    public var screen: UIScreen { owner.screen }
    /// The interface orientation.
    public var interfaceOrientation: UIInterfaceOrientation { owner.orientation == .portrait ? .portrait : .landscapeRight }
    /// The scene's status bar (UIKit's `var statusBarManager: UIStatusBarManager? { get }`, iOS 13,
    /// https://developer.apple.com/documentation/uikit/uiwindowscene/statusbarmanager): one
    /// object for the scene's life (StatusBarManager.swift).
    public private(set) lazy var statusBarManager: UIStatusBarManager? = UIStatusBarManager(world: owner)
}

/// A window held without keeping it alive.
struct WeakWindow {
    weak var window: UIWindow?
}

/// UIKit's `UIInterfaceOrientation` (the modelled cases).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    /// Whether the orientation is a landscape one.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the orientation is a portrait one.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// The device (UIKit's `UIDevice`): idiom, orientation and system version of the simulated
/// device.
@preconcurrency @MainActor
public final class UIDevice {
    unowned let owner: World

    init(world: World) { owner = world }

    /// The running world's device.
    public class var current: UIDevice { World.running("UIDevice.current").deviceObject }

    /// The interface idiom (UIKit's `UIUserInterfaceIdiom`).
    public var userInterfaceIdiom: UIUserInterfaceIdiom { owner.device.idiom == .pad ? .pad : .phone }

    /// The physical orientation (the model rotates device and interface together; portrait is
    /// upright, landscape is turned left).
    public var orientation: UIDeviceOrientation { owner.orientation == .portrait ? .portrait : .landscapeLeft }

    /// The iOS version, as `"17.0"`.
    public var systemVersion: String { "\(owner.iOSVersion).0" }

    /// Posted when the device rotates.
    public nonisolated static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// UIKit's `UIUserInterfaceIdiom` (the modelled cases).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
}

/// UIKit's `UIDeviceOrientation` (the modelled cases).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4

    /// Whether the orientation is a landscape one.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the orientation is a portrait one.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}
