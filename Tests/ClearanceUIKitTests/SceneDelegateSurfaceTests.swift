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
