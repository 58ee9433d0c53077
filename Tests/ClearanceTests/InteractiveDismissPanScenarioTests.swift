@testable import Clearance
import ClearanceUIKit
import Testing

/// A chat screen that moves its bar in the handler of a pan it adds to the `.interactive`
/// message list, as InputBarAccessoryView's KeyboardManager does (issue 50, pairs 04 and 17):
/// the bar's bottom follows the finger's place, never the keyboard's notifications.
struct PanDrivenChatBar: AvoidanceStrategy {
    var id: String { "test-pan-driven-chat-bar" }
    var summary: String { "a chat bar moved by the handler of a pan added to an interactive list" }
    var source: String { "Tests/ClearanceTests/InteractiveDismissPanScenarioTests.swift" }
    var iOSVersions: ClosedRange<Int> { 15...26 }
    var containers: [GeneratedForm.Container] { [.chatInputBar] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .pin, padding: 0, pinnedViewNames: ["message"]) }

    final class Screen: UIViewController, UIGestureRecognizerDelegate {
        let list = UIScrollView()
        let field = UITextField()
        var pans: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            list.keyboardDismissMode = .interactive
            list.contentSize = CGSize(width: 320, height: 2_000)
            field.name = "message"
            for view in [list, field] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                self.view.addSubview(view)
            }
            NSLayoutConstraint.activate([
                list.topAnchor.constraint(equalTo: view.topAnchor),
                list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                list.bottomAnchor.constraint(equalTo: field.topAnchor),
                field.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                field.heightAnchor.constraint(equalToConstant: 44),
                field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
            let pan = UIPanGestureRecognizer(target: self, action: Screen.handlePan(_:))
            pan.delegate = self
            list.addGestureRecognizer(pan)
        }

        func handlePan(_ pan: UIPanGestureRecognizer) { pans.append("\(pan.state) \(Int(pan.location(in: view).y))") }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    }

    func makeScreen(for form: GeneratedForm) -> UIViewController { Screen() }
}

@Suite("An interactive dismissal event pans the scroll view the user drags")
struct InteractiveDismissPanScenarioTests {
    /// The scenario's `interactive dismiss` event reaches the pan the screen added to its
    /// `.interactive` list: began above the keyboard, changed where the finger reaches the
    /// keyboard (iPhone X: its top at 476) and where it lets it go (476 + 0.7 × 336), ended
    /// there; the keyboard then hides. Before, no pan target was ever called.
    @Test func theEventReachesThePanTheScreenAdded() throws {
        let scenario = Scenario(device: .catalog("iphone_x_xs_11pro"), form: GeneratedForm(container: .chatInputBar),
                                events: [TimedEvent(.focus(0)), TimedEvent(.interactiveDismiss(fraction: 0.7, completes: true))])
        let runner = ScenarioRunner(strategy: PanDrivenChatBar(), invariants: InvariantID.allCases, assumptions: Assumptions(), strictUndocked: false)
        let outcome = runner.run(scenario, keepWorld: true)
        let world = try #require(outcome.world)
        let screen = try #require(world.rootViewController as? PanDrivenChatBar.Screen)
        #expect(screen.pans == ["began 216", "changed 476", "changed 711", "ended 711"])
        #expect(!world.keyboard.isOnScreen)
    }
}
