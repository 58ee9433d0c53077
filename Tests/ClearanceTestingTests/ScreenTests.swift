import Clearance
import ClearanceSwiftUI
import ClearanceTesting
import Foundation
import Testing

// Screens as an app ships them, checked with one call each, inside the app's world.

/// A login screen with its own fields in a scroll view, inset by the keyboard frame's height
/// on show (seed 001's mistake): it counts the home indicator's safe area twice.
final class LoginViewController: UIViewController {
    let scrollView = UIScrollView()
    let email = UITextField()
    let password = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        let stack = UIStackView(arrangedSubviews: [password, email])
        stack.axis = .vertical
        stack.spacing = 12
        scrollView.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        // The password field comes first in the tree but sits below the e-mail field on
        // screen: a user tabs e-mail first.
        stack.arrangedSubviews.first.map { stack.removeArrangedSubview($0); $0.removeFromSuperview() }
        stack.addArrangedSubview(password)
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

/// The same screen done carefully: pinned to the keyboard layout guide (no observers).
final class CarefulLoginViewController: UIViewController {
    let scrollView = UIScrollView()
    let email = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(email)
        email.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            email.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 200),
            email.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            email.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            email.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])
    }
}

extension AppProfile {
    /// An iPhone-only, portrait, full-screen app on iOS 16 and later.
    static let iPhonePortrait = AppProfile(devices: [.iPhone], orientations: [.portrait], iOS: 16...26)
}

@Suite("App profiles: the app's world, stated once")
struct AppProfileTests {
    @Test func anIPhoneOnlyPortraitFullScreenProfileGeneratesNothingElse() throws {
        let gen = ScenarioGenerator(strategy: UIKitScreen(id: "x") { UIViewController() }, profile: .iPhonePortrait).gen
        var windows = Set<String>(), keyboards = Set<String>()
        for seed in 0..<10_000 {
            let scenario = try gen.generate(from: ChoiceSource(random: SeededRandom(seed: UInt64(seed))))
            #expect(AppProfile.iPhonePortrait.reasonOutside(scenario) == nil)
            #expect(scenario.device.device.idiom == .phone)
            #expect(scenario.orientation == .portrait)
            #expect(!scenario.events.contains { $0.event == .rotate })
            #expect((16...26).contains(scenario.iOSVersion))
            windows.insert(scenario.window.kindName)
            keyboards.insert(scenario.keyboard.modeLabel)
        }
        #expect(windows == ["fullScreen"])
        #expect(keyboards == ["docked"])
    }

    @Test func noReportLeavesTheProfile() {
        let report = Clearance.check(screen: { LoginViewController() }, named: "login", profile: .iPhonePortrait,
                                     config: HarnessConfig(cases: 300, seed: 3, readsEnvironment: false))
        #expect(!report.failures.isEmpty)
        for failure in report.failures {
            #expect(AppProfile.iPhonePortrait.reasonOutside(failure.scenario) == nil)
            #expect(AppProfile.iPhonePortrait.reasonOutside(failure.originalScenario) == nil)
            let text = failure.text(strategyID: "login")
            for word in ["iPad", "sheet", "landscape", "floating", "undocked", "split"] { #expect(!text.contains(word), "\(word) in \(text)") }
            #expect(!text.contains("form: "))
            #expect(text.contains("no careful twin"))
        }
    }

    @Test func infoPlistKeysBecomeTheProfile() throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
          <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
          <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
          <key>UISupportedInterfaceOrientations~ipad</key><array>
            <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string></array>
          <key>UIRequiresFullScreen</key><true/>
        </dict></plist>
        """
        let profile = try AppProfile(infoPlist: Data(plist.utf8), iOS: 15...26)
        #expect(profile.devices == [.iPhone, .iPad])
        #expect(profile.orientations(on: .iPhone) == [.portrait])
        #expect(profile.orientations(on: .iPad) == [.portrait, .landscape])
        #expect(profile.multitasking == false)
        #expect(profile.iOS == 15...26)
    }

    @Test func aMalformedInfoPlistNamesTheKey() {
        let plist = """
        <plist version="1.0"><dict><key>UISupportedInterfaceOrientations</key><array><string>Sideways</string></array></dict></plist>
        """
        #expect(throws: AppProfileError(key: "UISupportedInterfaceOrientations", problem: "'Sideways' is not a UIInterfaceOrientation name")) {
            try AppProfile(infoPlist: Data(plist.utf8))
        }
        #expect(throws: AppProfileError(key: "UIDeviceFamily", problem: "3 is neither 1 (iPhone) nor 2 (iPad)")) {
            try AppProfile(infoPlist: Data("<plist version=\"1.0\"><dict><key>UIDeviceFamily</key><array><integer>3</integer></array></dict></plist>".utf8))
        }
    }

    @Test func aProfileWithNoModelledVersionIsAProblemNotATrap() {
        let report = Clearance.check(screen: { LoginViewController() }, named: "login", profile: AppProfile(iOS: 19...25),
                                     config: HarnessConfig(cases: 10, seed: 1, readsEnvironment: false))
        #expect(report.problem?.hasPrefix("AppProfile iOS: 19...25 holds none of the modelled versions") == true)
        // A profile and a strategy with no version in common are a problem too, not iOS 17.
        let disjoint = Clearance.check(strategy: MyPinnedForm(), config: {
            var config = HarnessConfig(cases: 10, seed: 1, readsEnvironment: false)
            config.profile = AppProfile(iOS: 13...14)
            return config
        }())
        #expect(disjoint.problem == "AppProfile iOS: 13...14 shares no modelled version with the targeted 15...26")
    }

    @Test func scenariosOutsideTheProfileAreNamed() {
        var scenario = Scenario(device: .catalog(DeviceCatalog.iPads[0].id))
        #expect(AppProfile.iPhonePortrait.reasonOutside(scenario)?.hasPrefix("device: ") == true)
        scenario = Scenario(orientation: .landscape)
        #expect(AppProfile.iPhonePortrait.reasonOutside(scenario) == "orientation: landscape is not supported")
    }
}

@Suite("Screens as they ship: own fields, one report per bug")
struct ScreenCheckTests {
    @Test func ownFieldsAreFocusedInTabOrder() {
        // focus 0 is the e-mail field, above the password field though after it in the tree.
        let scenario = Scenario(iOSVersion: 17, events: [TimedEvent(.focus(0))])
        let screen = UIKitScreen(id: "login") { LoginViewController() }
        let outcome = ScenarioRunner(strategy: screen, invariants: [], assumptions: Assumptions()).run(scenario, keepWorld: true)
        let first = outcome.world?.firstResponder
        let controller = outcome.world?.rootViewController as? LoginViewController
        #expect(first != nil && first === controller?.email)
    }

    @Test func failuresOfOneRootCauseAreOneBugTheEverydayCaseFirst() throws {
        let report = Clearance.check(screen: { LoginViewController() }, named: "login", profile: AppProfile(),
                                     config: HarnessConfig(cases: 400, seed: 11, readsEnvironment: false))
        let bugs = report.bugs
        #expect(bugs.count < report.failures.count)
        #expect(Set(bugs.map(\.rootCause)).count == bugs.count)
        #expect(bugs.reduce(0) { $0 + $1.failures.count } == report.failures.count)
        for bug in bugs {
            // Its own root cause; or the same value at fault as another failure of the bug (one
            // value, wrong by other amounts elsewhere: issue 48 #5); or no known cause on the
            // same invariant and property as a diagnosed failure of the bug.
            #expect(bug.failures.allSatisfy { failure in
                Bug.rootCause(of: failure) == bug.rootCause
                    || (failure.violation.fault != nil && bug.failures.contains {
                        Bug.rootCause(of: $0) != Bug.rootCause(of: failure) && $0.violation.fault == failure.violation.fault
                    })
                    || (failure.violation.diagnosis == nil && bug.failures.contains {
                        $0.violation.diagnosis != nil && $0.violation.invariant == failure.violation.invariant
                            && $0.violation.property == failure.violation.property
                    })
            })
            let ranks = bug.failures.map { ($0.violation.diagnosis == nil ? 1_000 : 0) + $0.scenario.rarity }
            #expect(ranks == ranks.sorted())   // a diagnosed failure leads, then the most ordinary
        }
        #expect(bugs.map(\.representative.scenario.rarity) == bugs.map(\.representative.scenario.rarity).sorted())
        let first = try #require(bugs.first)
        #expect(first.text(strategyID: "login").contains("also (") == (first.failures.count > 1))
        // Each further failure says what broke, and where unless it is the same situation.
        for bug in bugs {
            for failure in bug.failures.dropFirst() {
                let line = bug.alsoLine(for: failure)
                #expect(line.hasPrefix("\(failure.violation.invariant): \(failure.violation.message)"))
                #expect(line.hasSuffix("the same situation, events: \(failure.scenario.eventsLine)") == (failure.scenario.summaryLine == bug.representative.scenario.summaryLine))
                #expect(bug.text(strategyID: "login").contains(line))
            }
        }
    }

    @Test func aCarefulScreenKeepsEveryInvariant() {
        let report = Clearance.check(screen: { CarefulLoginViewController() }, named: "careful-login", profile: .iPhonePortrait,
                                     config: HarnessConfig(cases: 300, seed: 2, readsEnvironment: false))
        #expect(report.passed, "\(report.failures.map { $0.text(strategyID: "careful-login") })")
    }

    @Test func aSwiftUIViewIsCheckedAsItShips() {
        struct ChatView: View {
            @State var text = ""
            @State var keyboard: CGFloat = 0
            var body: some View {
                VStack {
                    ScrollView { Text("messages") }
                    TextField("Message", text: $text)
                }
                .offset(y: -keyboard)
                .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { note in
                    keyboard = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0
                }
                .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)) { _ in keyboard = 0 }
            }
        }
        let report = Clearance.check(view: { ChatView() }, named: "chat", profile: .iPhonePortrait,
                                     config: HarnessConfig(cases: 200, seed: 4, invariants: [.noDoubleShift], readsEnvironment: false))
        // iOS 14+ lifts the field by the keyboard safe area already; the offset lifts it again.
        #expect(report.bugs.first?.rootCause.hasPrefix("shifted-twice") == true, "\(report.bugs.map(\.rootCause))")
    }
}

@Suite("Known failures: adopting Clearance gradually")
struct KnownFailuresTests {
    func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("clearance-known-\(UUID().uuidString)")
    }

    let config = HarnessConfig(cases: 150, seed: 11, readsEnvironment: false)

    @Test func recordThenKnownThenFixed() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let screen = UIKitScreen(id: "login") { LoginViewController() }
        var config = self.config
        config.profile = .iPhonePortrait
        // A first run: every bug is new, and each minimal failure is kept with its picture.
        let first = ScreenRun(directory: directory, records: false).run(screen, config: config)
        #expect(!first.comparison.new.isEmpty)
        #expect(first.comparison.known.isEmpty && first.comparison.fixed.isEmpty)
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("login").path).sorted()
        #expect(kept.filter { $0.hasSuffix(".json") }.count == first.report.failures.count)
        #expect(kept.filter { $0.hasSuffix(".svg") }.count == first.report.failures.count)
        // Recording accepts them.
        let recorded = ScreenRun(directory: directory, records: true).run(screen, config: config)
        let baseline = try KnownFailures.load(from: directory.appendingPathComponent("known-failures.json"))
        #expect(baseline.known.map(\.rootCause) == recorded.bugs.map(\.rootCause).sorted())
        // The next run replays the kept failures first and fails on nothing.
        let next = ScreenRun(directory: directory, records: false).run(screen, config: config)
        #expect(next.comparison.new.isEmpty)
        #expect(next.comparison.known.count == recorded.bugs.count)
        #expect(next.report.failures.contains { $0.shrinkEvaluations == 0 })   // replayed, not re-found
        // A bug the baseline lists that no longer occurs is reported as fixed.
        var stale = baseline
        stale.known.append(KnownFailures.Entry(screen: "login", rootCause: "tab-bar-ignored/frame", reason: "JIRA-1"))
        try stale.write(to: directory.appendingPathComponent("known-failures.json"))
        let fixed = ScreenRun(directory: directory, records: false).run(screen, config: config)
        #expect(fixed.comparison.fixed.map(\.rootCause) == ["tab-bar-ignored/frame"])
        // Re-recording drops it and keeps the reasons written.
        var reasoned = try KnownFailures.load(from: directory.appendingPathComponent("known-failures.json"))
        reasoned.known[0].reason = "JIRA-2: fix next sprint"
        try reasoned.write(to: directory.appendingPathComponent("known-failures.json"))
        _ = ScreenRun(directory: directory, records: true).run(screen, config: config)
        let rewritten = try KnownFailures.load(from: directory.appendingPathComponent("known-failures.json"))
        #expect(!rewritten.known.contains { $0.rootCause == "tab-bar-ignored/frame" })
        #expect(rewritten.known.contains { $0.reason == "JIRA-2: fix next sprint" })
    }

    @Test func aMalformedBaselineNamesTheField() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("known-failures.json")
        try Data(#"{"version": 1, "known": [{"screen": "login"}]}"#.utf8).write(to: file)
        #expect(throws: KnownFailuresError.self) { try KnownFailures.load(from: file) }
        do { _ = try KnownFailures.load(from: file) } catch { #expect("\(error)".contains("known[0].rootCause: missing"), "\(error)") }
    }

    @Test func expectScreenFailsOncePerNewBug() {
        withKnownIssue {
            expectScreen(named: "login-expect", profile: .iPhonePortrait, config: HarnessConfig(cases: 100, seed: 11, readsEnvironment: false)) {
                LoginViewController()
            }
        }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Clearance__/login-expect")
        try? FileManager.default.removeItem(at: folder)
    }
}

@Suite("Bug grouping, measured", .enabled(if: ProcessInfo.processInfo.environment["CLEARANCE_COUNT_BUGS"] != nil))
struct BugCounts {
    @Test func printFailuresAndBugsPerCatalogStrategy() {
        for strategy in StrategyCatalog.all {
            let report = Clearance.check(strategy: strategy, config: { var c = HarnessConfig(cases: 1_000, seed: 11, readsEnvironment: false); c.runsBaseline = false; return c }())
            print("COUNT \(strategy.id) failures \(report.failures.count) bugs \(report.bugs.count): " + report.bugs.map(\.rootCause).joined(separator: ", "))
        }
    }
}
