import ClearanceUIKit
import Testing

/// A SceneDelegate as Xcode's iOS app template writes it (since iOS 13): it compiles as it is.
/// The world connects its scene itself and calls no scene delegate.
final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: UIViewController())
        window?.makeKeyAndVisible()
    }

    func sceneDidBecomeActive(_ scene: UIScene) {}
}

@Suite("A scene delegate's UIWindow(windowScene:)")
struct SceneDelegateSurfaceTests {
    @Test func aWindowMadeForTheSceneIsListedByItAndKeepsItsRootWithoutTouchingTheWorldsWindow() throws {
        let world = World(device: try #require(DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")))
        let screen = UIViewController()
        world.present(screen)
        let delegate = TemplateSceneDelegate()
        world.run {
            delegate.scene(world.windowScene, willConnectTo: UISceneSession(), options: UIScene.ConnectionOptions())
        }
        try check(delegate, in: world, showing: screen)
        delegate.window = nil
        #expect(world.windowScene.windows.count == 1, "the scene does not keep a window alive")
    }

    func check(_ delegate: TemplateSceneDelegate, in world: World, showing screen: UIViewController) throws {
        let window = try #require(delegate.window)
        // Apple: "You can access this window later from the scene's windows property."
        #expect(world.windowScene.windows.count == 2)
        #expect(world.windowScene.windows.first === world.window)
        #expect(world.windowScene.windows.last === window)
        #expect(window.windowScene === world.windowScene)
        #expect(window.frame == world.window.frame)
        #expect(window.rootViewController is UINavigationController)
        // Not the world's window: the screen under test stays where the world shows it, and
        // the world's window stays the key one.
        #expect(!window.isKeyWindow)
        #expect(world.window.isKeyWindow)
        #expect(world.window.rootViewController === screen)
        // App code replacing the world's window's root has no modelled effect.
        world.run { world.window.rootViewController = UIViewController() }
        #expect(world.window.rootViewController === screen)
    }
}

/// An AppDelegate as Xcode's templates write it (a window of its own before iOS 13).
final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var dismissals = 0

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        return true
    }

    /// An action only the app delegate answers, sent down the responder chain.
    func dismissEverything() { dismissals += 1 }
}

/// A delegate that declares no window (UIKit's `window` requirement is optional).
final class WindowlessAppDelegate: NSObject, UIApplicationDelegate {}

@MainActor
@Suite("The app delegate: UIApplication.shared.delegate, its optional window, the responder chain")
struct AppDelegateSurfaceTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    /// `UIApplication.shared.delegate?.window??` reads as UIKit's optional requirement does:
    /// nil without a delegate or without a `window` member, `.some(nil)` before the window is
    /// made, then the window.
    @Test func theDelegatesWindowReadsThroughTheOptionalRequirement() {
        let world = World(device: Self.phone, iOSVersion: 17)
        world.present(UIViewController())
        world.run {
            #expect(UIApplication.shared.delegate == nil, "the world launches no app")
            #expect(UIApplication.shared.delegate?.window??.rootViewController == nil)
            let delegate = TemplateAppDelegate()
            UIApplication.shared.delegate = delegate
            #expect(UIApplication.shared.delegate?.window.map { $0 == nil } == true, "implemented, still nil")
            #expect(delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
            #expect(UIApplication.shared.delegate?.window??.rootViewController != nil)
            #expect((UIApplication.shared.delegate?.window ?? nil) === delegate.window)
            UIApplication.shared.delegate = WindowlessAppDelegate()
            #expect(UIApplication.shared.delegate?.window == nil, "not implemented")
            #expect(UIApplication.shared.delegate?.applicationDidBecomeActive(UIApplication.shared) != nil)
        }
    }

    /// The app delegate, a responder, is next after the application on the responder chain.
    @Test func anActionSentToNilReachesTheAppDelegate() {
        let world = World(device: Self.phone, iOSVersion: 17)
        let screen = UIViewController()
        let field = UITextField(frame: CGRect(x: 16, y: 100, width: 300, height: 34))
        world.present(screen)
        let delegate = TemplateAppDelegate()
        world.run {
            screen.view.addSubview(field)
            _ = field.becomeFirstResponder()
            #expect(!UIApplication.shared.sendAction(TemplateAppDelegate.dismissEverything, to: nil, from: nil, for: nil), "no delegate yet")
            UIApplication.shared.delegate = delegate
            #expect(UIApplication.shared.sendAction(TemplateAppDelegate.dismissEverything, to: nil, from: nil, for: nil))
        }
        #expect(delegate.dismissals == 1)
    }
}
