import Clearance
import Testing

/// The cells the harness issue is sure of, pinned on hand-written scenarios with exact numbers
/// and diagnoses, next to the situations where the same strategy is right.
@Suite("Known bugs are caught; the same code in a harmless situation passes")
struct KnownBugsTests {
    static let iPhoneSE = DeviceChoice.catalog("iphone_se_2_3_and_8")
    /// The first Face ID iPhone of the catalog.
    static let iPhoneX = DeviceChoice.catalog("iphone_x_xs_11pro")
    static let iPadAir = DeviceChoice.catalog("ipad_air_11")

    func violation(_ strategy: any AvoidanceStrategy, _ scenario: Scenario, _ invariant: InvariantID) -> Violation? {
        Clearance.run(scenario, strategy: strategy, invariants: [invariant]).violation
    }

    /// Seed 001's `contentInset.bottom = keyboardFrame.height` on a Face ID iPhone: UIKit
    /// already adds the 34 pt home-indicator inset to a scrollable scroll view's
    /// `adjustedContentInset` (keyboard-platform.md §3.4), so the inset is 34 pt too deep.
    /// (The form is taller than the 812 pt screen, so the scroll view scrolls.)
    @Test func naiveInsetCountsTheSafeAreaTwiceOnAFaceIDiPhone() throws {
        let scenario = Scenario(device: Self.iPhoneX, form: GeneratedForm(items: [GeneratedForm.Item(.textField), GeneratedForm.Item(.textView, height: 900)]))
        let found = try #require(violation(NaiveInsetOnShow(), scenario, .noDoubleShift))
        #expect(found.diagnosis == .safeAreaCountedTwice)
        #expect(found.number("excess") == 34)
        #expect(found.number("inset") == CGFloat(336 + 34))
        // On a home-button iPhone there is no bottom safe area to count twice.
        #expect(violation(NaiveInsetOnShow(), Scenario(device: Self.iPhoneSE, form: scenario.form), .noDoubleShift) == nil)
    }

    /// With one short field the scroll view is not scrollable, so `.automatic` adds no safe
    /// area (`.scrollableAxes` rule, keyboard-platform.md §3.4) and the keyboard's height is
    /// exactly what the keyboard covers of a full-height scroll view: nothing is counted twice.
    @Test func naiveInsetOnANonScrollingFormCountsNothingTwice() {
        let scenario = Scenario(device: Self.iPhoneX, form: GeneratedForm(items: [GeneratedForm.Item(.textField)]))
        #expect(violation(NaiveInsetOnShow(), scenario, .noDoubleShift) == nil)
    }

    /// The iPad hardware-keyboard bar: the frame keeps the full keyboard's height below the
    /// screen while only a 55 pt strip shows (device-geometry.md §6); insetting by the frame's
    /// height is the classic mistake.
    @Test func naiveInsetUsesTheFrameHeightWithTheHardwareBar() throws {
        var scenario = Scenario(device: Self.iPadAir, form: GeneratedForm(items: [GeneratedForm.Item(.textField)]))
        scenario.keyboard.hardwareKeyboard = true
        let found = try #require(violation(NaiveInsetOnShow(), scenario, .noDoubleShift))
        #expect(found.diagnosis == .keyboardFrameHeightUsed)
        #expect(found.number("covered") == 55)
        // The careful strategy insets by the strip only.
        #expect(violation(KeyboardGuideCareful(), scenario, .noDoubleShift) == nil)
    }

    /// Seed 004: `.offset(y: -keyboardHeight)` on top of SwiftUI's own keyboard avoidance
    /// (iOS 14+) moves the field twice; on iOS 13 there is no keyboard safe area, so the
    /// offset is the only move.
    @Test func offsetByKeyboardHeightShiftsTwiceFromiOS14() throws {
        var scenario = Scenario(device: Self.iPhoneSE, form: GeneratedForm(container: .swiftUIForm, items: [GeneratedForm.Item(.textField)]))
        scenario.iOSVersion = 14
        let found = try #require(violation(SwiftUIOffsetByHeight(), scenario, .noDoubleShift))
        #expect(found.diagnosis == .shiftedTwice)
        #expect(found.number("lift") == 520)
        #expect(found.number("covered") == 260)
        scenario.iOSVersion = 13
        #expect(violation(SwiftUIOffsetByHeight(), scenario, .noDoubleShift) == nil)
    }

    /// Seeds 000/002's `SignUpForm` relies on SwiftUI's keyboard avoidance, which does not
    /// scroll a focused `TextEditor` into view (``Assumption/swiftUIScrollsToFocusedTextEditor``,
    /// off by default: GordianSeedTool-iOS#1, SOLPLY-iOS PR #306): a TextEditor below the
    /// keyboard stays under it. A TextField there is scrolled to; the careful reference
    /// (`swiftui-scroll-to-focused`) scrolls to the focused editor with a `ScrollViewReader`.
    @Test func theSeedsSignUpFormLeavesAFocusedTextEditorUnderTheKeyboard() throws {
        var scenario = Scenario(device: Self.iPhoneX, form: GeneratedForm(container: .swiftUIForm,
                                                                          items: [GeneratedForm.Item(.label, height: 500), GeneratedForm.Item(.textView, height: 120)]))
        scenario.events = [TimedEvent(.focus(1))]
        let found = try #require(violation(SwiftUIKeyboardSafeArea(), scenario, .fieldVisible))
        #expect(found.viewName == "item1")
        #expect(found.property == "clipped")
        #expect(found.number("clipped") == 264)
        #expect(found.diagnosis == .textEditorNotScrolledTo)
        #expect(violation(SwiftUIScrollToFocused(), scenario, .fieldVisible) == nil)
        // Switched on, the assumption scrolls it for the seed's form too.
        #expect(Clearance.run(scenario, strategy: SwiftUIKeyboardSafeArea(), invariants: [.fieldVisible],
                              assumptions: Assumptions().with(.swiftUIScrollsToFocusedTextEditor, true)).violation == nil)
        // A TextField in its place is scrolled into view by SwiftUI itself.
        scenario.form.items[1] = GeneratedForm.Item(.textField)
        #expect(violation(SwiftUIKeyboardSafeArea(), scenario, .fieldVisible) == nil)
    }

    /// The same cause whatever the amounts equal: a 600 pt TextEditor at the top of the
    /// seeds' form on an 11-inch iPad Pro, left 20 pt above the band after a scroll for the
    /// last field, was labelled "safe area counted twice" (20 pt is the iPad's bottom safe
    /// area, by chance); SwiftUI scrolls to its caret line no more than to a short one.
    @Test func aTallTextEditorLeftAboveTheBandIsNotScrolledToNotASafeAreaCountedTwice() throws {
        let items = [GeneratedForm.Item(.textView, height: 600)] + Array(repeating: GeneratedForm.Item(.textField), count: 3)
        let scenario = Scenario(device: .catalog("ipad_pro_11"), bars: Chrome(navigationBar: .standard),
                                form: GeneratedForm(container: .swiftUIForm, items: items), events: [TimedEvent(.focus(3)), TimedEvent(.focus(0))])
        let found = try #require(violation(SwiftUIKeyboardSafeArea(), scenario, .fieldVisible))
        #expect(found.property == "aboveTop")
        #expect(found.diagnosis == .textEditorNotScrolledTo)
        #expect(violation(SwiftUIScrollToFocused(), scenario, .fieldVisible) == nil)
    }

    /// The nightly clean-set run's failure of the SwiftUI reference (issue 35): a 600 pt
    /// TextEditor in a form sheet on an iPad mini, iOS 26, tab bar; focus, the user scrolls,
    /// a hardware keyboard is attached. The keyboard goes down to its 55 pt bar and the
    /// lifted sheet comes down with it (one animation); the reference's scrollTo on every
    /// keyboardWillChangeFrame, one turn later and not animated, dropped the editor 46 pt at
    /// once onto where the keyboard was still drawn: covered for 2 frames (33 ms). A keyboard
    /// that goes down hides nothing new, so the reference now scrolls only when the keyboard
    /// comes to cover more — and the user's scroll stands when the keyboard only shrinks
    /// (the runner's own rule, "until the keyboard covers something new"; before, any change
    /// of coverage ended it, so field-visible asked for the caret the user had scrolled away).
    @Test func theSwiftUIReferenceDoesNotScrollWhileTheKeyboardGoesDownToTheHardwareBar() throws {
        var scenario = Scenario(iOSVersion: 26, device: .catalog("ipad_mini_6"), window: .formSheet, bars: Chrome(tabBar: true),
                                form: GeneratedForm(container: .swiftUIForm, items: [GeneratedForm.Item(.textView, height: 600)]),
                                events: [TimedEvent(.focus(0)), TimedEvent(.userScroll(dy: 600)), TimedEvent(.hardwareKeyboard(attached: true))])
        #expect(Clearance.run(scenario, strategy: SwiftUIScrollToFocused()).violation == nil)
        // The seed's form, which never scrolls to the editor, is not asked to show the caret
        // the user scrolled away when the keyboard only went down.
        #expect(violation(SwiftUIKeyboardSafeArea(), scenario, .fieldVisible) == nil)
        // When the keyboard comes to cover more (the hardware keyboard detached after the
        // scroll: the full keyboard again), the user's scroll no longer stands: the seed's
        // form is asked again and leaves the caret line above the band.
        scenario.events = [TimedEvent(.focus(0)), TimedEvent(.hardwareKeyboard(attached: true)), TimedEvent(.userScroll(dy: 600)),
                           TimedEvent(.hardwareKeyboard(attached: false))]
        let found = try #require(violation(SwiftUIKeyboardSafeArea(), scenario, .fieldVisible))
        #expect(found.diagnosis == .textEditorNotScrolledTo)
        #expect(found.number("aboveTop") == 46)
        #expect(Clearance.run(scenario, strategy: SwiftUIScrollToFocused()).violation == nil)
    }

    /// Corpus guide-pinned-stack/no-double-shift-55159c00 (issue 35): the login stack pinned
    /// to a guide that follows undocked keyboards, in a form sheet on an iPad mini, under a
    /// floating keyboard at the screen's top-left corner. The guide took the keyboard's whole
    /// rectangle, its top 256 pt above the sheet, and the stack was lifted 877 pt ("no known
    /// cause"); the guide is the part of the sheet the keyboard covers
    /// (``Assumption/keyboardGuideClampedToOwningView``), so the stack goes no higher than
    /// the sheet's top less the padding, within what no-double-shift allows.
    @Test func aGuideFollowingAFloatingKeyboardAboveAFormSheetDoesNotLiftTheStackPastTheSheet() throws {
        let scenario = Scenario(device: .catalog("ipad_mini_6"), window: .formSheet, keyboard: KeyboardSetup(placement: .floating(x: 0, y: 0)),
                                form: GeneratedForm(container: .stackPinnedToBottom, items: [GeneratedForm.Item(.textField)]))
        #expect(violation(GuidePinnedStack(), scenario, .noDoubleShift) == nil)
        let unclamped = Clearance.run(scenario, strategy: GuidePinnedStack(), invariants: [.noDoubleShift],
                                      assumptions: Assumptions().with(.keyboardGuideClampedToOwningView, false)).violation
        let found = try #require(unclamped)
        #expect(found.number("lift") == 877)
    }

    /// Seeds 000/002, "mixing approaches": pinned to the guide *and* inset by the old handler.
    @Test func guidePlusInsetHandlerShiftsTwice() throws {
        let scenario = Scenario(device: Self.iPhoneSE, form: GeneratedForm(items: [GeneratedForm.Item(.textField)]))
        let found = try #require(violation(GuidePlusInsetHandler(), scenario, .noDoubleShift))
        #expect(found.diagnosis == .shiftedTwice)
        #expect(found.number("inset") == 260)
        #expect(violation(ScrollViewPinnedToGuide(), scenario, .noDoubleShift) == nil)
    }

    /// Seeds 000/002's login stack pinned above the guide: a form taller than the space above
    /// the keyboard is pushed through the top of the window; a short one is fine.
    @Test func guidePinnedStackPushesATallFormOffscreen() throws {
        let tall = Scenario(device: Self.iPhoneSE, form: GeneratedForm(container: .stackPinnedToBottom, items: [GeneratedForm.Item(.textView, height: 600)]))
        let found = try #require(violation(GuidePinnedStack(), tall, .nothingOffscreen))
        #expect(found.viewName == "item0")
        #expect(found.number("top") == -209)
        let short = Scenario(device: Self.iPhoneSE, form: GeneratedForm(container: .stackPinnedToBottom, items: [GeneratedForm.Item(.textField)]))
        #expect(violation(GuidePinnedStack(), short, .nothingOffscreen) == nil)
    }

    /// The minimal counterexamples the harness finds by itself for the sure cells read
    /// as the ordinary case plus only what matters.
    @Test func theHarnessFindsTheMinimalCounterexamplesByItself() async throws {
        /// The minimal failure with a cause (each distinct cause is shrunk on its own), among
        /// the first 8 distinct failures of the verdict table's budget. The run ends once it
        /// is found (the failures before it are the whole run's: ``HarnessConfig/ending(when:)``);
        /// when it is the first failure, that is the verdict table's run of the cell.
        func minimal(_ strategy: any AvoidanceStrategy, _ invariant: InvariantID, _ diagnosis: Diagnosis) async throws -> StrategyFailure {
            let first = await VerdictTableTests.firstFailureRun(strategy, invariant)
            if let failure = first.failure, failure.violation.diagnosis == diagnosis { return failure }
            var config = VerdictTableTests.config([invariant])
            config.maxFailures = 8
            let report = Clearance.check(strategy: strategy, config: config.ending { $0.last?.violation.diagnosis == diagnosis })
            return try #require(report.failures.first { $0.violation.diagnosis == diagnosis },
                                "\(strategy.id): \(report.failures.map(\.signature))")
        }
        let offset = try await minimal(SwiftUIOffsetByHeight(), .noDoubleShift, .shiftedTwice)
        #expect(offset.scenario.description == """
            iPhone XS (375×812) portrait, iOS 17, full screen
            keyboard: letters, docked
            form: swiftUIForm [textField]
            events: 1. +1000 ms focus 0
            """)
        let mixed = try await minimal(GuidePlusInsetHandler(), .noDoubleShift, .shiftedTwice)
        #expect(mixed.scenario.description == """
            iPhone XS (375×812) portrait, iOS 17, full screen
            keyboard: letters, docked
            form: scrollView [textField]
            events: 1. +1000 ms focus 0
            """)
        // The first failure of the verdict table's run (its baseline, not looked at here, not run).
        let stack = try #require(await VerdictTableTests.firstFailureRun(GuidePinnedStack(), .nothingOffscreen).failure)
        // A field and a text view do not fit above a landscape keyboard on a 375 pt-tall
        // screen (the everyday pass moves it from the iPhone SE to a Face ID iPhone of the
        // same height, where it still shows).
        #expect(stack.scenario.description == """
            iPhone XS (375×812) landscape, iOS 17, full screen
            keyboard: letters, docked
            form: stackPinnedToBottom [textField, textView]
            events: 1. +1000 ms focus 0
            """)
        // Safe area counted twice needs a bottom safe area UIKit adds to the inset. Since
        // bar-controller-adjusts-first-subview-scroll-view is on by default (UIScrollView.h:
        // a bar controller adjusts its screen's first-subview scroll view whether or not it
        // scrolls), a one-field form needs no scrollable content: a toolbar's 44 pt and the
        // portrait home indicator's 34 pt are both in the system's inset (it was a 600 pt
        // text view in landscape, 21 pt, while only scrolling content was adjusted).
        let naive = try await minimal(NaiveInsetOnShow(), .noDoubleShift, .safeAreaCountedTwice)
        #expect(naive.scenario.description == """
            iPhone XS (375×812) portrait, iOS 17, full screen, toolbar
            keyboard: letters, docked
            form: scrollView [textField]
            events: 1. +1000 ms focus 0
            """)
        #expect(naive.violation.number("excess") == 78) // the toolbar and the home indicator, counted again
        #expect(naive.violation.diagnosis == .safeAreaCountedTwice)
    }
}
