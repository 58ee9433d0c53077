@testable import Clearance
import ClearanceUIKit
import Testing

/// A chat screen whose message field is pinned to the keyboard guide below an `.interactive`
/// scroll view: the field is in no scroll view, so the user's drag is on the screen's.
struct PinnedChatBar: AvoidanceStrategy {
    var dismissMode: UIScrollView.KeyboardDismissMode = .interactive
    var id: String { "test-pinned-chat-bar" }
    var summary: String { "a field pinned to the keyboard guide under an interactive scroll view" }
    var source: String { "Tests/ClearanceTests/InteractiveDismissTests.swift" }
    var iOSVersions: ClosedRange<Int> { 15...26 }
    var containers: [GeneratedForm.Container] { [.chatInputBar] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .pin, padding: 0, pinnedViewNames: ["message"]) }

    final class Screen: UIViewController {
        let scroll = UIScrollView()
        let field = UITextField()
        var dismissMode: UIScrollView.KeyboardDismissMode = .interactive

        override func viewDidLoad() {
            super.viewDidLoad()
            scroll.keyboardDismissMode = dismissMode
            scroll.contentSize = CGSize(width: 320, height: 2_000)
            field.name = "message"
            for view in [scroll, field] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                self.view.addSubview(view)
            }
            NSLayoutConstraint.activate([
                scroll.topAnchor.constraint(equalTo: view.topAnchor),
                scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scroll.bottomAnchor.constraint(equalTo: field.topAnchor),
                field.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                field.heightAnchor.constraint(equalToConstant: 44),
                field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
        }
    }

    func makeScreen(for form: GeneratedForm) -> UIViewController {
        let screen = Screen()
        screen.dismissMode = dismissMode
        return screen
    }
}

@Suite("An interactive dismissal drags the scroll view the user can drag")
struct InteractiveDismissTests {
    /// UIKit dismisses the keyboard with the drag of a scroll view whose keyboardDismissMode is
    /// `.interactive`; a field outside any scroll view leaves the screen's to drag — before,
    /// the runner only scrolled it, and the keyboard stayed.
    ///
    /// iOS 16's `.interactiveWithAccessory` dismisses interactively too ("the keyboard and its
    /// accessory view follow the dragging touch", Apple's page); before, the runner only
    /// scrolled such a scroll view.
    @Test(arguments: [UIScrollView.KeyboardDismissMode.interactive, .interactiveWithAccessory])
    func aFieldOutsideAnyScrollViewIsDismissedByTheScreensScrollView(mode: UIScrollView.KeyboardDismissMode) throws {
        let scenario = Scenario(device: .catalog("iphone_x_xs_11pro"), form: GeneratedForm(container: .chatInputBar),
                                events: [TimedEvent(.focus(0)), TimedEvent(.interactiveDismiss(fraction: 0.7, completes: true))])
        let runner = ScenarioRunner(strategy: PinnedChatBar(dismissMode: mode), invariants: InvariantID.allCases, assumptions: Assumptions(), strictUndocked: false)
        let outcome = runner.run(scenario, keepWorld: true)
        #expect(outcome.violation == nil)
        let world = try #require(outcome.world)
        #expect(world.firstResponder == nil)
        #expect(!world.keyboard.isOnScreen)
    }
}
