import LayoutCore
import Testing

/// A screen a full-screen presentation covers leaves the window
/// ("The views belonging to the presenting view controller are removed after the presentation
/// completes", https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen)
/// and is not laid out while covered (``Assumption/coveredScreenKeepsItsLayout``): it comes
/// back with the layout it had. It used to be solved out of the window, where its safe area is
/// 0, so a list pinned to the safe area's top filled the screen while covered, and the first
/// pass after the return measured its first row under the status bar.
@MainActor
@Suite("A screen covered full screen keeps its layout while covered and after it returns")
struct CoveredScreenLayoutTests {
    /// A screen whose content view is pinned to the safe area's edges.
    final class SafeAreaScreen: UIViewController {
        let content = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        }
    }

    /// The iPhone X's safe area, portrait: 44 pt at the top, 34 at the bottom.
    static let inSafeArea = CGRect(x: 0, y: 44, width: 375, height: 812 - 44 - 34)

    func present(_ screen: SafeAreaScreen, _ assumptions: Assumptions = Assumptions()) -> (World, UIViewController) {
        let world = World(device: Devices.iPhoneX, assumptions: assumptions).showing(screen)
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        world.run { screen.present(cover, animated: false, completion: nil) }
        _ = world.settle()
        return (world, cover)
    }

    @Test func whileCoveredTheScreenKeepsItsFramesAndComesBackWithThem() {
        let screen = SafeAreaScreen()
        let (world, _) = present(screen)
        #expect(screen.view.window == nil)
        #expect(screen.content.frame == Self.inSafeArea, "laid out out of the window: \(screen.content.frame)")
        world.run { screen.dismiss(animated: false, completion: nil) }
        _ = world.settle()
        #expect(screen.view.window != nil)
        #expect(screen.content.frame == Self.inSafeArea)
        #expect(world.conflicts.isEmpty)
    }

    /// Constraints activated on the covered screen wait for its return (and a screen that
    /// comes back is solved again with them).
    @Test func aConstraintActivatedWhileCoveredTakesEffectOnReturn() {
        let screen = SafeAreaScreen()
        let (world, _) = present(screen)
        let box = UIView()
        world.run {
            box.translatesAutoresizingMaskIntoConstraints = false
            screen.content.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: screen.content.topAnchor, constant: 10),
                box.leadingAnchor.constraint(equalTo: screen.content.leadingAnchor),
                box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        _ = world.settle()
        world.run { screen.dismiss(animated: false, completion: nil) }
        _ = world.settle()
        #expect(box.frameInWindow == CGRect(x: 0, y: 54, width: 50, height: 20))
    }

    /// Off, the covered screen is solved out of the window, with no safe area.
    @Test func withTheAssumptionOffTheCoveredScreenIsLaidOutWithNoSafeArea() {
        var assumptions = Assumptions()
        assumptions[.coveredScreenKeepsItsLayout] = false
        let screen = SafeAreaScreen()
        let (world, _) = present(screen, assumptions)
        #expect(screen.content.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
        withExtendedLifetime(world) {}
    }
}
