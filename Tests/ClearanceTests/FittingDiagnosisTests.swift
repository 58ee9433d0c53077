import Clearance
import Testing

/// Diagnoses that fit the code (issue 48 #6, #9): the causes the numbers show where they
/// named none, no cause that names a mechanism the screen does not use, and the rule a
/// verdict rests on listed under "depends on".
@Suite("Diagnoses that fit the code")
struct FittingDiagnosisTests {
    static let iPhoneX = DeviceChoice.catalog("iphone_x_xs_11pro")
    static let iPhonePortrait = AppProfile(devices: [.iPhone], orientations: [.portrait], iOS: 16...26)

    /// A short form (its content fits the screen) in a scroll view filling the screen, its
    /// lower fields under where the keyboard comes up. On willShow it insets the scroll view
    /// by the keyboard's overlap less the safe area — the careful formula where UIKit adds
    /// the safe area, which it does not for content that does not scroll (`.automatic`,
    /// outside a bar controller, like `.scrollableAxes`).
    /// `scrollsToTop`: instead, once the keyboard is up, it scrolls the field to the scroll
    /// view's top, ignoring the inset UIKit keeps for the status bar.
    final class ShortFormController: UIViewController {
        let scrollsToTop: Bool
        var scrollView: UIScrollView!
        init(scrollsToTop: Bool = false) {
            self.scrollsToTop = scrollsToTop
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let items = scrollsToTop
                ? [GeneratedForm.Item(.label, height: 300)] + (0..<4).map { _ in GeneratedForm.Item(.textField) } + [GeneratedForm.Item(.label, height: 600)]
                : [GeneratedForm.Item(.label, height: 520)] + (0..<4).map { _ in GeneratedForm.Item(.textField) }
            scrollView = FormViews.makeFilledScrollView(GeneratedForm(items: items), in: view).0
            for (index, field) in scrollView.subtree.compactMap({ $0 as? UITextField }).enumerated() { field.name = "field\(index)" }
            if scrollsToTop {
                NotificationCenter.default.addObserver(self, selector: Self.didBeginEditing, name: UIResponder.keyboardDidShowNotification, object: nil)
            } else {
                NotificationCenter.default.addObserver(self, selector: Self.keyboardWillShow, name: UIResponder.keyboardWillShowNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: Self.keyboardWillHide, name: UIResponder.keyboardWillHideNotification, object: nil)
            }
        }

        func keyboardWillShow(_ note: Notification) {
            guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            let keyboard = scrollView.convert(frame, from: UIScreen.main.coordinateSpace)
            scrollView.contentInset.bottom = max(0, scrollView.bounds.maxY - keyboard.minY - scrollView.safeAreaInsets.bottom)
        }

        func keyboardWillHide(_ note: Notification) {
            scrollView.contentInset.bottom = 0
        }

        func didBeginEditing(_ note: Notification) {
            guard let field = scrollView.subtree.lazy.compactMap({ $0 as? UITextField }).first(where: { $0.isFirstResponder }) else { return }
            scrollView.contentOffset.y = field.convert(field.bounds, to: scrollView).minY
        }
    }

    /// The rule is Apple's (`.scrollableAxes`), registered so that verdicts name it: with it,
    /// a short form's scroll view gets no bottom safe area; switched off, it gets it.
    @Test(arguments: [true, false])
    func aScrollViewAddsTheSafeAreaOnlyWhenItsContentScrolls(on: Bool) throws {
        let screen = UIKitScreen(id: "short-form") { ShortFormController() }
        let runner = ScenarioRunner(strategy: screen, invariants: [],
                                    assumptions: Assumptions().with(.scrollViewAddsSafeAreaOnlyWhenScrollable, on))
        let outcome = runner.run(Scenario(iOSVersion: 17, device: Self.iPhoneX), keepWorld: true)
        let scroll = try #require(outcome.world?.view(named: "scrollView") as? UIScrollView)
        #expect(scroll.contentSize.height < scroll.bounds.height)
        #expect(scroll.adjustedContentInset.bottom - scroll.contentInset.bottom == (on ? 0 : 34))
        #expect(outcome.consultedAssumptions.contains(.scrollViewAddsSafeAreaOnlyWhenScrollable))
    }

    /// The short form's inset falls short by exactly the 34 pt safe area: named so, and the
    /// failure depends on the rule (switched off, UIKit would add the safe area and the field
    /// would be clear).
    @Test func anInsetShortByTheSafeAreaUIKitDoesNotAddIsNamedAndDependsOnTheRule() throws {
        let report = Clearance.check(screen: { ShortFormController() }, named: "short-form", profile: Self.iPhonePortrait,
                                     config: HarnessConfig(cases: 100, seed: 5, invariants: [.fieldVisible], readsEnvironment: false))
        let failure = try #require(report.failures.first)
        #expect(failure.violation.diagnosis == .shortBySafeArea, "\(failure.violation)")
        #expect(failure.violation.number("insetDeficit") == 34)
        #expect(failure.dependsOn.contains(.scrollViewAddsSafeAreaOnlyWhenScrollable))
    }

    /// A form that scrolls the focused field to its scroll view's top, ignoring the 44 pt
    /// UIKit keeps for the status bar, leaves it under the status bar: named for what was
    /// measured (issue 48 #6: "no known cause" before).
    @Test func aFieldScrolledUnderTheStatusBarIsNamedSo() throws {
        let scenario = Scenario(iOSVersion: 17, device: Self.iPhoneX, events: [TimedEvent(.focus(1))])
        let found = try #require(Clearance.run(scenario, strategy: UIKitScreen(id: "to-top") { ShortFormController(scrollsToTop: true) },
                                               invariants: [.fieldVisible]).violation)
        #expect(found.property == "aboveTop")
        #expect(found.diagnosis == .scrolledUnderTopBars, "\(found)")
    }

    /// A screen that reads no keyboard frame (a scroll view pinned to the keyboard guide, the
    /// screen's own) is never told it mixed coordinates or used the frame's height; the
    /// careful inset handler, which reads the frame, is.
    @Test func aScreenThatReadsNoKeyboardFrameIsNotToldWhatItDidWithOne() {
        let scenario = Scenario(iOSVersion: 17, device: Self.iPhoneX, events: [TimedEvent(.focus(0))])
        let guide = ScenarioRunner(strategy: ScrollViewPinnedToGuide(), invariants: [], assumptions: Assumptions()).run(scenario, keepWorld: true)
        #expect(guide.world?.keyboardFrameWasRead == false)
        let inset = ScenarioRunner(strategy: NaiveInsetOnShow(), invariants: [], assumptions: Assumptions()).run(scenario, keepWorld: true)
        #expect(inset.world?.keyboardFrameWasRead == true)
    }
}
