// Built in the Swift 6 language mode: a screen written the way Swift 6 code for iOS is
// (UIKit main-actor isolated, `@Sendable` observer blocks that assume the main actor on the
// main queue) compiles against ClearanceUIKit and runs in the harness.

#if canImport(UIKit)
import UIKit
#else
import ClearanceUIKit
#endif
import Clearance
import Testing

/// Seed 001's handler, written for Swift 6.
final class Swift6InsetViewController: UIViewController {
    let scrollView = UIScrollView()
    private var observers: [any NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        let original = scrollView.contentInset
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
            let height = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0
            MainActor.assumeIsolated { self?.scrollView.contentInset.bottom = height }
        })
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.scrollView.contentInset = original }
        })
    }

    isolated deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
}

struct Swift6InsetForm: AvoidanceStrategy {
    var id: String { "swift6-inset" }
    var summary: String { "seed 001's handler in Swift 6" }
    var source: String { "Tests/ClearanceSwift6Tests" }
    var iOSVersions: ClosedRange<Int> { 13...26 }
    var containers: [GeneratedForm.Container] { [.scrollView] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift) }

    func makeScreen(for form: GeneratedForm) -> UIViewController {
        MainActor.assumeIsolated {
            let screen = Swift6InsetViewController()
            FormViews.fill(screen.scrollView, with: form)
            return screen
        }
    }
}

@Suite("Swift 6 screens")
@MainActor
struct Swift6ScreenTests {
    /// Runs on the main actor, so `MainActor.assumeIsolated` in the screen holds: one job
    /// (the default) runs every scenario on the calling thread.
    @Test func aSwift6ScreenIsCheckedOnTheMainActorAndCaughtForItsBug() throws {
        let report = Clearance.check(strategy: Swift6InsetForm(), config: HarnessConfig(cases: 300, seed: 11, invariants: [.noDoubleShift], maxShrinkEvaluations: 400, readsEnvironment: false))
        let failure = try #require(report.failure)
        #expect(failure.violation.invariant == .noDoubleShift)
    }
}
