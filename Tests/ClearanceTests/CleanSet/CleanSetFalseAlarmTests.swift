import Clearance
import Testing

/// The false alarms the clean set found, each pinned where the model or an invariant was
/// wrong.
@Suite("Clean set: false alarms fixed")
struct CleanSetFalseAlarmTests {
    static let iPhoneSE = DeviceChoice.catalog("iphone_se_2_3_and_8")

    /// Issue 35 #10: a 44 pt text field in the 42 pt band an iPhone SE in landscape leaves
    /// above a keyboard with a 50 pt accessory and the screen's own 83 pt bottom inset. A text
    /// field's caret line is the whole field, which no strategy can show there, so field-visible
    /// asks nothing (``Feasibility``); it used to report 2 pt "below the band".
    @Test func aFieldTallerThanTheBandIsExcusedWhenItsCaretLineIsTheWholeField() {
        let form = GeneratedForm(items: [GeneratedForm.Item(.textField, height: 44)], scrollContentInset: 83, inputAccessoryHeight: 50)
        let scenario = Scenario(device: Self.iPhoneSE, orientation: .landscape, form: form)
        let outcome = Clearance.run(scenario, strategy: IndependentGuidePinnedScrollView(), invariants: [.fieldVisible])
        #expect(outcome.violation == nil, "\(String(describing: outcome.violation))")
        // A 34 pt field fits the same band, and is asked for.
        #expect(Feasibility.canAvoid(freeBand: 42, fieldHeight: 34, lineHeight: 34))
        #expect(!Feasibility.canAvoid(freeBand: 42, fieldHeight: 44, lineHeight: 44))
        #expect(Feasibility.canAvoid(freeBand: 42, fieldHeight: 120))
    }

    /// Issue 35 #9: a field scrolled a few points under the navigation bar inside a scroll
    /// view pinned to the keyboard guide (iPhone SE in landscape) was blamed on the pinned view
    /// being taller than the free band. A scroll view's content scrolls: where the field sits
    /// is its scrolling's doing. With bar-controller-adjusts-first-subview-scroll-view off the
    /// failure is real — `.automatic` then adds no bars to a short form that is not the
    /// controller's view (the `.scrollableAxes` rule), so `scrollRectToVisible` put the first
    /// field under the bar — and is named for what was measured, scrolled under the top bars
    /// (issue 48 #6; it had no known cause before). With it on (the default, UIScrollView.h:
    /// the navigation controller adjusts the first subview whether or not it scrolls) the bar
    /// is in the inset and the field is scrolled below it: no failure.
    @Test func aFieldScrolledUnderTheBarsOfAPinnedScrollViewIsNotBlamedOnItsHeight() throws {
        let form = GeneratedForm(items: [GeneratedForm.Item(.textField), GeneratedForm.Item(.textView)], scrollContentInset: 44)
        let scenario = Scenario(device: Self.iPhoneSE, orientation: .landscape, bars: Chrome(navigationBar: .standard),
                                keyboard: KeyboardSetup(predictive: false), form: form,
                                events: [TimedEvent(.focus(1)), TimedEvent(.focus(0))])
        let first = IndependentGuidePinnedScrollView(leavesAutomaticAdjustment: true)
        #expect(Clearance.run(scenario, strategy: first, invariants: [.fieldVisible]).violation == nil)
        let off = Assumptions().with(.barControllerAdjustsFirstSubviewScrollView, false)
        let found = try #require(Clearance.run(scenario, strategy: first, invariants: [.fieldVisible], assumptions: off).violation)
        #expect(found.property == "aboveTop", "\(found)")
        #expect(found.diagnosis == .scrolledUnderTopBars, "\(found)")
        #expect(Clearance.run(scenario, strategy: IndependentGuidePinnedScrollView(), invariants: [.fieldVisible]).violation == nil)
    }
}
