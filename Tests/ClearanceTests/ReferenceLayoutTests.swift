@testable import Clearance
import Testing

/// A runner keeps the reference layouts it built (the scenario laid out with the keyboard
/// never shown, in an orientation): cases that differ only in their events share them.
@Suite("Reference layouts are built once per runner and setup")
struct ReferenceLayoutTests {
    static let form = GeneratedForm(container: .scrollView, items: [GeneratedForm.Item(.textField), GeneratedForm.Item(.textView)])

    static func scenario(_ events: [TimedEvent], device: String = "iphone_x_xs_11pro") -> Scenario {
        Scenario(device: .catalog(device), form: form, events: events)
    }

    @Test func aRotationBuildsTheOtherOrientationsReferenceOnceAndCasesShareIt() {
        // The careful strategy breaks nothing, so every case runs to its last event.
        let runner = ScenarioRunner(strategy: KeyboardGuideCareful())
        #expect(runner.references.count == 0)
        #expect(runner.run(Self.scenario([TimedEvent(.focus(0)), TimedEvent(.rotate)])).violation == nil)
        // The landscape reference (the portrait one is the case's own first state).
        #expect(runner.references.count == 1)
        _ = runner.run(Self.scenario([TimedEvent(.focus(1)), TimedEvent(.rotate), TimedEvent(.resign), TimedEvent(.rotate)]))
        #expect(runner.references.count == 1, "same device, form and keyboard: the same reference")
        _ = runner.run(Self.scenario([TimedEvent(.focus(0)), TimedEvent(.rotate)], device: "iphone_se_2_3_and_8"))
        #expect(runner.references.count == 2, "another device: another reference")
    }

    @Test func aSharedReferenceGivesTheVerdictsOfOneBuiltAfresh() {
        let strategies: [any AvoidanceStrategy] = [KeyboardGuideCareful(), NaiveInsetOnShow(), RootViewShift(), InsetOnChangeFrame()]
        let scenarios = [
            Self.scenario([TimedEvent(.rotate), TimedEvent(.focus(0))]),
            Self.scenario([TimedEvent(.rotate), TimedEvent(.focus(1)), TimedEvent(.rotate), TimedEvent(.focus(0))]),
            Self.scenario([TimedEvent(.rotate), TimedEvent(.focus(0)), TimedEvent(.resign)]),
        ]
        for strategy in strategies {
            let warm = ScenarioRunner(strategy: strategy)
            for scenario in scenarios {
                let shared = warm.run(scenario)
                let afresh = ScenarioRunner(strategy: strategy).run(scenario)
                #expect(shared.violation?.description == afresh.violation?.description, "\(strategy.id)")
            }
            // Every scenario rotates before anything can fail: the landscape reference was
            // built by the first case and shared by the others; so was, for the strategies
            // that fail after the rotation, the screen rotated as the cases were, which a
            // failure against the first asks for (``ScenarioRunner/rotatedReferenceLayout(_:orientation:sheetDetent:start:)``).
            #expect(warm.references.count == (strategy is KeyboardGuideCareful ? 1 : 2), "\(strategy.id)")
        }
    }

    @Test func aCaseWithoutRotationBuildsNoReference() {
        let runner = ScenarioRunner(strategy: KeyboardGuideCareful())
        _ = runner.run(Self.scenario([TimedEvent(.focus(0)), TimedEvent(.resign)]))
        #expect(runner.references.count == 0)
    }
}
