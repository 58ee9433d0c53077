import Clearance
import ClearanceTesting
import Testing

// Two strategies written the way an app's own test target would write them: outside the
// package, against the layout core's UIKit-shaped API.

/// An app's old handler: `contentInset.bottom = keyboard frame height` (the README example).
struct MyInsetOnShow: AvoidanceStrategy {
    var id: String { "my-inset-on-show" }
    var summary: String { "inset the form by the keyboard's frame height" }
    var source: String { "an app's ProfileViewController" }
    var iOSVersions: ClosedRange<Int> { 13...26 }
    var containers: [GeneratedForm.Container] { [.scrollView] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift) }

    func makeScreen(for form: GeneratedForm) -> UIViewController { ScreenUnderTest(form: form) }

    final class ScreenUnderTest: UIViewController {
        let form: GeneratedForm
        private var scrollView: UIScrollView!
        init(form: GeneratedForm) {
            self.form = form
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView = FormViews.makeFilledScrollView(form, in: view).0
            NotificationCenter.default.addObserver(self, selector: Self.keyboardWillShow(_:), name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: Self.keyboardWillHide(_:), name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        func keyboardWillShow(_ note: Notification) {
            guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            scrollView.contentInset.bottom = frame.height
        }

        func keyboardWillHide(_ note: Notification) {
            scrollView.contentInset.bottom = 0
        }
    }
}

/// An app's form pinned to the keyboard layout guide, with no observers at all.
struct MyPinnedForm: AvoidanceStrategy {
    var id: String { "my-pinned-form" }
    var summary: String { "scroll view bottom = keyboardLayoutGuide.top" }
    var source: String { "an app's SettingsViewController" }
    var iOSVersions: ClosedRange<Int> { 15...26 }
    var containers: [GeneratedForm.Container] { [.scrollView] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .pin, pinnedViewNames: ["scrollView"]) }

    func makeScreen(for form: GeneratedForm) -> UIViewController { ScreenUnderTest(form: form) }

    final class ScreenUnderTest: UIViewController {
        let form: GeneratedForm
        init(form: GeneratedForm) {
            self.form = form
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let scrollView = UIScrollView(name: "scrollView")
            FormViews.pinTopAndSides(scrollView, to: view)
            scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
            FormViews.embed(FormViews.makeStack(FormViews.makeItems(form), spacing: form.spacing), in: scrollView, margin: form.margin)
        }
    }
}

@Suite("Strategies defined in a test target plug into the harness")
struct UserStrategyTests {
    @Test func aBuggyStrategyOfYourOwnFailsTheTestWithItsMinimalScenario() {
        withKnownIssue {
            let report = expectStrategy(MyInsetOnShow(), config: HarnessConfig(cases: 500, seed: 1, invariants: [.noDoubleShift], readsEnvironment: false))
            #expect(report.failure?.violation.invariant == .noDoubleShift)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("my-inset-on-show breaks no-double-shift") && text.contains("adjustedContentInset.bottom") && !text.contains("clearance replay")
                && text.contains("CLEARANCE_REPLAY=cl2.my-inset-on-show.n.pt2-")
                && text.contains("swift test --filter aBuggyStrategyOfYourOwnFailsTheTestWithItsMinimalScenario")
        }
    }

    @Test func aStrategyOfYourOwnThatHoldsPassesOverEveryCase() {
        let report = expectStrategy(MyPinnedForm(), config: HarnessConfig(
            cases: 500, seed: 1, invariants: [.noDoubleShift, .hideRestores, .noObserverLeak, .finiteGeometry], readsEnvironment: false))
        #expect(report.passed)
        #expect(report.casesRun == 500)
    }

    @Test func theBuggyOneIsCaughtWhereTheCatalogsTwinIs() throws {
        // The same code as the built-in naive-inset-on-show: the same minimal scenario.
        var config = HarnessConfig(cases: 500, seed: 1, invariants: [.noDoubleShift], readsEnvironment: false)
        // The first failure is the same with or without the others after it.
        config.maxFailures = 1
        let mine = try #require(Clearance.check(strategy: MyInsetOnShow(), config: config).failure)
        let builtIn = try #require(Clearance.check(strategy: NaiveInsetOnShow(), config: config).failure)
        #expect(mine.scenario == builtIn.scenario)
        #expect(mine.violation.diagnosis == builtIn.violation.diagnosis)
    }
}
