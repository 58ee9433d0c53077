@testable import Clearance
import ClearanceUIKit
import Testing

/// A screen that reads the screen's width once, in `viewDidLoad` (real-bug pair 19's sign-up
/// button: `UIScreen.main.bounds.width * 0.8`), with a field pinned to the keyboard layout
/// guide. After a rotation the button keeps the width it was given, on a device as here,
/// whether or not a keyboard ever showed.
struct WidthReadOnceForm: AvoidanceStrategy {
    var id: String { "test-width-read-once" }
    var summary: String { "a button as wide as 80 % of the screen when the screen loaded" }
    var source: String { "Tests/ClearanceTests/RotatedReferenceTests.swift" }
    var iOSVersions: ClosedRange<Int> { 15...26 }
    var containers: [GeneratedForm.Container] { [.stackAtTop] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift) }
    /// How the app also moves the button on every keyboardWillShow, never putting it back: a
    /// keyboard bug of its own, which the rotation does not explain.
    enum Move { case none, down, sideways }
    var alsoMovesButtonOnShow = Move.none

    final class Screen: UIViewController {
        let field = UITextField()
        let button = UIButton(type: .system)
        var buttonTop: NSLayoutConstraint!
        var buttonCenter: NSLayoutConstraint!
        var movesButtonOnShow = Move.none

        override func viewDidLoad() {
            super.viewDidLoad()
            field.name = "field"
            button.name = "button"
            for view in [field, button] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                self.view.addSubview(view)
            }
            buttonTop = button.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20)
            buttonCenter = button.centerXAnchor.constraint(equalTo: view.centerXAnchor)
            NSLayoutConstraint.activate([
                buttonTop, buttonCenter,
                button.widthAnchor.constraint(equalToConstant: UIScreen.main.bounds.width * 0.8),
                button.heightAnchor.constraint(equalToConstant: 42),
                field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                field.heightAnchor.constraint(equalToConstant: 44),
                field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
            ])
            let move = movesButtonOnShow
            if move != .none {
                NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] _ in
                    if move == .down { self?.buttonTop.constant += 40 } else { self?.buttonCenter.constant += 30 }
                }
            }
        }
    }

    func makeScreen(for form: GeneratedForm) -> UIViewController {
        let screen = Screen()
        screen.movesButtonOnShow = alsoMovesButtonOnShow
        return screen
    }
}

@Suite("The reference layout after a rotation is the screen rotated as the case was")
struct RotatedReferenceTests {
    /// Focus, resign, then rotate to landscape: the keyboard came and went in portrait.
    let scenario = Scenario(device: .catalog("iphone_x_xs_11pro"), form: GeneratedForm(container: .stackAtTop),
                            events: [TimedEvent(.focus(0)), TimedEvent(.resign), TimedEvent(.rotate)])

    /// The button keeps its portrait width in landscape, as it would with no keyboard: the
    /// rotation left it so, not the keyboard. Compared with the screen built afresh in
    /// landscape (a button 80 % of the landscape width), it was "not back where it was:
    /// moved 0 pt, resized 0 pt" — a false report, its horizontal move not even named.
    @Test func aSizeReadOnceIsNotTakenForWhatTheKeyboardLeft() throws {
        let runner = ScenarioRunner(strategy: WidthReadOnceForm(), invariants: [.hideRestores], assumptions: Assumptions())
        let outcome = runner.run(scenario, keepWorld: true)
        let world = try #require(outcome.world)
        // The case is the one meant: landscape, and the button still as wide as in portrait.
        #expect(world.orientation == .landscape)
        #expect(abs(try #require(world.view(named: "button")).frame.width - 375 * 0.8) < 0.5)
        #expect(outcome.violation == nil, "\(outcome.violation.map { "\($0)" } ?? "")")
    }

    /// The same button moved by the app for the keyboard and never put back is still
    /// reported after the rotation, by how far it moved.
    @Test func whatTheAppMovedForTheKeyboardIsStillReported() throws {
        let runner = ScenarioRunner(strategy: WidthReadOnceForm(alsoMovesButtonOnShow: .down), invariants: [.hideRestores], assumptions: Assumptions())
        let violation = try #require(runner.run(scenario).violation)
        #expect(violation.invariant == .hideRestores)
        #expect(violation.viewName == "button")
        #expect(violation.message.contains("moved 40 pt"), "\(violation.message)")
    }

    /// A view back in height and top but moved sideways says so: the report named only its
    /// vertical move and its height ("moved 0 pt, resized 0 pt").
    @Test func aSidewaysMoveIsNamed() throws {
        var portrait = scenario
        portrait.events = [TimedEvent(.focus(0)), TimedEvent(.resign)]
        let runner = ScenarioRunner(strategy: WidthReadOnceForm(alsoMovesButtonOnShow: .sideways), invariants: [.hideRestores], assumptions: Assumptions())
        let violation = try #require(runner.run(portrait).violation)
        #expect(violation.viewName == "button")
        #expect(violation.message.contains("30 pt sideways"), "\(violation.message)")
    }
}
