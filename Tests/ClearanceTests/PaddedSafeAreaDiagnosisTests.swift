import Clearance
import Testing

/// Seed 001's `contentInset.bottom = keyboardFrame.height` under a contract that allows 10 pt of
/// padding (IQKeyboardManager's default `keyboardDistanceFromTextField`, Tests/RealBugs 37): the
/// inset is still 34 pt too deep on a Face ID iPhone, which reads as 24 pt past covered + padding.
/// Diagnosed "no known cause" before the diagnosis added the padding back.
@Suite("A safe area counted twice is named under a padded contract")
struct PaddedSafeAreaDiagnosisTests {
    /// The naive inset with a 10-pt padding contract.
    struct PaddedNaiveInset: AvoidanceStrategy {
        let base = NaiveInsetOnShow()
        var id: String { "naive-inset-on-show-padded" }
        var summary: String { base.summary }
        var source: String { base.source }
        var iOSVersions: ClosedRange<Int> { base.iOSVersions }
        var containers: [GeneratedForm.Container] { base.containers }
        var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift, padding: 10) }
        func makeScreen(for form: GeneratedForm) -> UIViewController { base.makeScreen(for: form) }
    }

    @Test func anInsetThirtyFourPointsTooDeepIsTheSafeAreaCountedTwice() throws {
        let scenario = Scenario(device: DeviceChoice.catalog("iphone_x_xs_11pro"),
                                form: GeneratedForm(items: [GeneratedForm.Item(.textField), GeneratedForm.Item(.textView, height: 900)]))
        let found = try #require(Clearance.run(scenario, strategy: PaddedNaiveInset(), invariants: [.noDoubleShift]).violation)
        #expect(found.number("excess") == 24)
        #expect(found.number("inset") == CGFloat(336 + 34))
        #expect(found.diagnosis == .safeAreaCountedTwice, "\(found)")
    }
}
