@testable import LayoutCore
import Testing

/// A view that comes or goes without ever having been an item of a constraint (frames set by
/// hand: a generated input accessory and the host it is shown in) leaves the solver's system
/// as it was: a layout pass, not a rebuilt system. The harness lost about an eighth of its
/// scenarios a second when text fields' own accessories came on screen and each one rebuilt it
/// (clearance-bench harness: median 6,347 → 5,566 scenarios/s; 6,361 with this).
@Suite("Layout engine: what rebuilds the solver's system")
struct SolverRebuildTests {
    /// A screen with a view laid out by constraints, so that the solver has a system.
    func constrainedScreen() -> (World, FieldsScreen) {
        let screen = FieldsScreen(count: 2)
        let world = World(device: Devices.iPhoneX).showing(screen)
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        world.run {
            screen.view.addSubview(pinned)
            NSLayoutConstraint.activate([pinned.topAnchor.constraint(equalTo: screen.view.topAnchor), pinned.heightAnchor.constraint(equalToConstant: 10)])
        }
        world.layoutIfNeeded()
        return (world, screen)
    }

    @Test func aFrameBasedSubtreeComingAndGoingDoesNotRebuild() {
        let (world, _) = constrainedScreen()
        #expect(world.layoutEngine.rebuilds > 0)
        let before = world.layoutEngine.rebuilds
        let bar = UIView(frame: CGRect(0, 0, 320, 44))
        bar.addSubview(UIView(frame: CGRect(0, 0, 100, 44)))
        world.run { world.window.addSubview(bar) }
        world.layoutIfNeeded()
        world.run { bar.removeFromSuperview() }
        world.layoutIfNeeded()
        #expect(world.layoutEngine.rebuilds == before)
    }

    @Test func aViewWithConstraintsStillRebuilds() {
        let (world, screen) = constrainedScreen()
        let before = world.layoutEngine.rebuilds
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        world.run {
            screen.view.addSubview(pinned)
            NSLayoutConstraint.activate([pinned.topAnchor.constraint(equalTo: screen.view.topAnchor), pinned.heightAnchor.constraint(equalToConstant: 10)])
        }
        world.layoutIfNeeded()
        #expect(world.layoutEngine.rebuilds > before)
        // A view the solver held comes back: the system is rebuilt for it.
        let again = world.layoutEngine.rebuilds
        world.run { pinned.removeFromSuperview() }
        world.layoutIfNeeded()
        #expect(world.layoutEngine.rebuilds > again)
    }
}
