import Clearance
import ClearanceTesting
import Foundation
import Testing

/// The getting-started guide's screens, exactly as the guide prints them (its section 2).
private enum Guide {
/// The guide's login screen.
final class LoginViewController: UIViewController {
    let scrollView = UIScrollView()
    let email = UITextField()
    let password = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        let stack = UIStackView(arrangedSubviews: [email, password])
        stack.axis = .vertical
        stack.spacing = 12
        scrollView.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 400),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        NotificationCenter.default.addObserver(self, selector: Self.keyboardWillShow(_:), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Self.keyboardWillHide(_:), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func keyboardWillShow(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = frame.height
    }

    func keyboardWillHide(_ note: Notification) { scrollView.contentInset.bottom = 0 }
}
}

@Suite("The getting-started guide's report")
struct GuideReportTests {
    /// Section 5 of the guide ("Read a report") prints the failure its login screen gets from
    /// `expectScreen(profile: .myApp)`: that text is today's run, line for line (the lines
    /// that name a file on the guide's machine, the directories of `kept:` and `accept it for now:`, excepted).
    @Test func theGuidesReportIsTodaysRun() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let guide = try String(contentsOf: root.appendingPathComponent("Sources/ClearanceTesting/ClearanceTesting.docc/GettingStarted.md"), encoding: .utf8)
        let section = try #require(guide.range(of: "### 5. Read a report"))
        let lines = guide[section.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = try #require(lines.firstIndex { $0.hasPrefix("↳ ") })
        let end = try #require(lines[first...].firstIndex { $0 == "```" })
        let printed = lines[first..<end].filter { !$0.hasPrefix("    kept: ") && !$0.hasPrefix("    accept it for now: ") }
            .map { $0.hasPrefix("↳ ") ? String($0.dropFirst(2)) : String($0.dropFirst(2)) }

        let myApp = AppProfile(devices: [.iPhone], orientations: [.portrait], iOS: 16...26, presentation: .init(navigationBar: .standard))
        // What `expectScreen(profile: .myApp)` runs in a fresh package: no kept failure yet,
        // seed 0, 300 cases.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-guide-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var config = HarnessConfig(cases: 300, seed: 0, readsEnvironment: false)
        config.profile = myApp
        let outcome = ScreenRun(directory: directory, records: false).run(UIKitScreen(id: "loginAvoidsTheKeyboard") { Guide.LoginViewController() }, config: config)
        let bug = try #require(outcome.comparison.new.first)
        var run = bug.text(strategyID: "loginAvoidsTheKeyboard").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        run.removeAll { $0.hasPrefix("  replay: clearance replay") }
        run.insert("  app: \(myApp)", at: 1)
        run.append("  replay: CLEARANCE_REPLAY=\(bug.representative.replayToken) swift test --filter loginAvoidsTheKeyboard")
        run.append("  (bug 1 of \(outcome.comparison.new.count) new; seed 0, \(outcome.report.casesRun) cases run)")
        let kept = try #require(outcome.keptFiles[bug.representative.signature])
        #expect(lines[first..<end].contains("    kept: /…/KeyboardTests/__Clearance__/loginAvoidsTheKeyboard/\(URL(fileURLWithPath: kept).lastPathComponent) (and its .svg picture)"))
        #expect(printed == run, "the guide's report is not today's run:\n\(run.joined(separator: "\n"))")
    }
}
