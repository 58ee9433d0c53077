import ClearanceUIKit
import Testing

/// A screen with a field near the bottom, recording its appearance callbacks.
final class TabScreen: UIViewController {
    let field = UITextField()
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear") }
}

@Suite("UINavigationController and UITabBarController give their bars to the screen they show")
struct ContainerControllerTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    @Test func aNavigationControllerShowsItsTopScreenUnderANavigationBar() throws {
        let world = World(device: Self.phone)
        let screen = TabScreen()
        let navigation = UINavigationController(rootViewController: screen)
        world.present(navigation)
        #expect(world.window.rootViewController === navigation)
        #expect(world.rootViewController === screen)
        #expect(screen.navigationController === navigation)
        #expect(screen.view.superview === navigation.view)
        // Status bar 59 + navigation bar 44; home indicator 34 (no toolbar: hidden by default).
        #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        let barFrame = navigation.navigationBar.frameInWindow
        #expect(barFrame.maxY == 103)
        #expect(navigation.navigationBar.superview === navigation.view)
        #expect(screen.log == ["willAppear", "didAppear"])
    }

    @Test func largeTitlesAndTheToolbarFollowTheControllersSettings() {
        let world = World(device: Self.phone)
        let screen = TabScreen()
        let navigation = UINavigationController(rootViewController: screen)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.isToolbarHidden = false
        world.present(navigation)
        let large = screen.view.safeAreaInsets
        let statusBar: CGFloat = 59, bar: CGFloat = 44, largeTitle: CGFloat = 52, homeIndicator: CGFloat = 34
        #expect(large.top == statusBar + bar + largeTitle)
        #expect(large.bottom == homeIndicator + bar)
        screen.navigationItem.largeTitleDisplayMode = .never
        navigation.setToolbarHidden(true, animated: false)
        world.layoutIfNeeded()
        #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        navigation.setNavigationBarHidden(true, animated: true)
        world.layoutIfNeeded()
        #expect(screen.view.safeAreaInsets.top == 59)
        #expect(world.view(named: "navigationBar") == nil)
    }

    @Test func pushingAScreenResignsTheOldFirstResponderAndPoppingComesBack() {
        let world = World(device: Self.phone)
        let first = TabScreen()
        let second = TabScreen()
        let navigation = UINavigationController(rootViewController: first)
        world.present(navigation)
        world.run { _ = first.field.becomeFirstResponder() }
        world.settle()
        #expect(world.keyboard.isOnScreen)
        navigation.pushViewController(second, animated: true)
        world.settle()
        #expect(world.rootViewController === second)
        #expect(first.field.window == nil)
        #expect(!first.field.isFirstResponder)
        #expect(!world.keyboard.isOnScreen)
        #expect(first.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(second.log == ["willAppear", "didAppear"])
        #expect(navigation.viewControllers.count == 2)
        let popped = navigation.popViewController(animated: true)
        #expect(popped === second)
        #expect(world.rootViewController === first)
        #expect(first.view.superview === navigation.view)
        #expect(second.parent == nil)
        #expect(navigation.popViewController(animated: true) == nil)
    }

    @Test func theStackIsSettableAndRefusesWhatUIKitRefuses() {
        let world = World(device: Self.phone)
        let first = TabScreen(), second = TabScreen()
        let navigation = UINavigationController(rootViewController: first)
        world.present(navigation)
        navigation.viewControllers = [first, second]
        #expect(world.rootViewController === second)
        #expect(navigation.topViewController === second)
        navigation.pushViewController(first, animated: false)
        #expect(navigation.viewControllers.count == 2)
        #expect(world.rootViewController === second)
        #expect(world.exceptions.count == 1)
        navigation.pushViewController(UITabBarController(), animated: false)
        #expect(world.exceptions.count == 2)
        // A controller never contains itself or an ancestor.
        first.addChild(navigation)
        #expect(navigation.parent == nil)
        #expect(first.navigationController === navigation)
        first.title = "Profile"
        #expect(first.navigationItem.title == "Profile")
        #expect(navigation.toolbar?.name == "toolbar")
    }

    @Test func aTabBarControllerShowsTheSelectedTabAboveItsTabBar() {
        let world = World(device: Self.phone)
        let first = TabScreen()
        let second = TabScreen()
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: first), second]
        world.present(tabs)
        #expect(world.rootViewController === first)
        #expect(first.tabBarController === tabs)
        // Navigation bar on top; tab bar 49 above the home indicator.
        #expect(first.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        #expect(tabs.tabBar.frameInWindow.height == 83)
        #expect(tabs.tabBar.superview === tabs.view)
        // The field sits on the keyboard guide, whose resting top is the safe area's bottom.
        #expect(first.field.frameInWindow.maxY == world.window.bounds.height - 83 - 8)
        tabs.selectedIndex = 1
        #expect(world.rootViewController === second)
        #expect(first.view.window == nil)
        #expect(second.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
        #expect(world.view(named: "navigationBar") == nil)
        tabs.selectedViewController = tabs.viewControllers?[0]
        #expect(world.rootViewController === first)
        #expect(first.view.safeAreaInsets.top == 103)
    }

    @Test func rotationReachesTheScreenThroughItsContainers() {
        let world = World(device: Self.phone)
        let screen = CallbackScreen()
        world.present(UITabBarController().with([UINavigationController(rootViewController: screen)]))
        world.keyboardSystem.rotate(to: .landscape)
        world.settle()
        #expect(screen.log.first { !$0.hasPrefix("didScroll") } == "willTransition 852×393 from 393")
    }

    @Test func tearingDownRemovesTheContainerAndItsBars() {
        let world = World(device: Self.phone)
        let screen = TabScreen()
        let navigation = UINavigationController(rootViewController: screen)
        world.present(navigation)
        world.tearDown()
        #expect(navigation.view.window == nil)
        #expect(world.window.rootViewController == nil)
        #expect(world.view(named: "navigationBar") == nil)
        #expect(screen.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }
}

private extension UITabBarController {
    func with(_ controllers: [UIViewController]) -> UITabBarController {
        viewControllers = controllers
        return self
    }
}
