import Clearance
import Dispatch
import ClearanceSwiftUI
import ClearanceTesting
import Testing

// A green test means the screen was tested: a screen that did not load, that shows nothing to
// type in, or whose failure does not come back never passes in silence.

/// A screen loaded from a storyboard that is not there: UIKit raises; the app falls back to an
/// empty controller, as a `?? UIViewController()` does.
final class MissingStoryboardScreen {
    @MainActor static func make() -> UIViewController {
        UIStoryboard(name: "NoSuchStoryboard", bundle: nil).instantiateInitialViewController() ?? UIViewController()
    }
}

/// A screen with a label and no text input.
final class LabelOnlyViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        label.text = "Nothing to type"
        view.addSubview(label)
    }
}

/// A screen whose only text input is a read-only text view, as Mastodon's alt-text popover
/// (modern-surface.md m10): no keyboard ever shows for it.
final class ReadOnlyTextViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let text = UITextView()
        text.isEditable = false
        text.text = "A cat asleep on a keyboard."
        text.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            text.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            text.heightAnchor.constraint(equalToConstant: 120),
        ])
    }
}

/// A screen whose avoidance works in every case but its process's second: the kind of
/// verdict process-wide state gives (a singleton that heard an earlier case).
final class SecondCaseBreaksViewController: UIViewController {
    nonisolated(unsafe) static var made = 0
    let field = UITextField()
    override func viewDidLoad() {
        super.viewDidLoad()
        Self.made += 1
        view.addSubview(field)
        field.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field.heightAnchor.constraint(equalToConstant: 44),
            // The second screen made in the process ignores the keyboard.
            Self.made == 2 ? field.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8)
                : field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
    }
}

/// A fresh folder for one test's files (removed by the test).
func temporaryDirectory(_ name: String = "clearance-trust") -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
}

/// A check of an iPhone-only, portrait app's screen: `cases` cases from `seed`.
func phoneConfig(cases: Int, seed: UInt64, baseline: Bool = true) -> HarnessConfig {
    var config = HarnessConfig(cases: cases, seed: seed, readsEnvironment: false)
    config.profile = .iPhonePortrait
    config.runsBaseline = baseline
    return config
}

@Suite("A green test means the screen was tested")
struct TrustTests {
    var config: HarnessConfig {
        phoneConfig(cases: 40, seed: 3)
    }

    @Test func aScreenThatDidNotLoadFailsWithTheError() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A baseline with a known bug: a run of nothing must not call it fixed.
        let baseline = KnownFailures(known: [.init(screen: "broken", rootCause: "safe-area-counted-twice", reason: "JIRA-7")])
        try baseline.write(to: directory.appendingPathComponent("known-failures.json"))
        let screen = UIKitScreen(id: "broken") { MissingStoryboardScreen.make() }
        let outcome = ScreenRun(directory: directory, records: false).run(screen, config: config)
        #expect(!outcome.tested)
        #expect(outcome.fileProblems.contains { $0.contains("NoSuchStoryboard") }, "\(outcome.fileProblems)")
        #expect(outcome.fileProblems.contains { $0.contains("no text input") })
        #expect(outcome.comparison.fixed.isEmpty)
        // Recording from it refuses, and the baseline keeps its entry and its reason.
        let recording = ScreenRun(directory: directory, records: true).run(screen, config: config)
        #expect(!recording.fileProblems.isEmpty)
        #expect(try KnownFailures.load(from: directory.appendingPathComponent("known-failures.json")) == baseline)
    }

    @Test(.enabled(if: Isolation.isAvailable))
    func aScreenThatTrapsWhileBuildingFailsTheTestAndTheProcessGoesOn() {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // `!` on a storyboard that did not load: on iOS the app stops here.
        let screen = UIKitScreen(id: "forced") { UIStoryboard(name: "NoSuchStoryboard", bundle: nil).instantiateInitialViewController()! }
        let outcome = ScreenRun(directory: directory, records: false).run(screen, config: config)
        #expect(outcome.fileProblems.first?.contains("stopped the app") == true, "\(outcome.fileProblems)")
        #expect(!outcome.tested)
    }

    @Test func expectScreenFailsOnAScreenThatDidNotLoad() {
        withKnownIssue {
            expectScreen(named: "did-not-load", profile: .iPhonePortrait, config: config) { MissingStoryboardScreen.make() }
        } matching: { issue in
            return "\(issue.comments)".contains("NoSuchStoryboard") || "\(issue.comments)".contains("no text input")
        }
    }

    @Test func aScreenWithNoTextInputIsAnErrorUnlessExpected() {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let silent = ScreenRun(directory: directory, records: false).run(UIKitScreen(id: "labels") { LabelOnlyViewController() }, config: config)
        #expect(silent.fileProblems.contains { $0.contains("no text input") && $0.contains("expectsTextInput: false") }, "\(silent.fileProblems)")
        #expect(!silent.tested)
        let stated = ScreenRun(directory: directory, records: false)
            .run(UIKitScreen(id: "labels", expectsTextInput: false) { LabelOnlyViewController() }, config: config)
        #expect(stated.fileProblems.isEmpty, "\(stated.fileProblems)")
        #expect(stated.tested)
    }

    /// A text view that cannot be edited brings up no keyboard (it cannot become first
    /// responder), so a screen with nothing else was never tested: it passed 300 cases in silence.
    @Test func aScreenWhoseOnlyTextInputIsReadOnlyIsAnErrorUnlessExpected() {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let silent = ScreenRun(directory: directory, records: false).run(UIKitScreen(id: "read-only") { ReadOnlyTextViewController() }, config: config)
        #expect(silent.fileProblems.contains { $0.contains("no text input") && $0.contains("expectsTextInput: false") }, "\(silent.fileProblems)")
        #expect(!silent.tested)
    }

    @Test func aFailureThatDoesNotComeBackIsReportedAsFlakyAndTheRunGoesOn() {
        SecondCaseBreaksViewController.made = 0
        var config = self.config
        config.runsBaseline = false
        let report = Clearance.check(strategy: UIKitScreen(id: "second-case") { SecondCaseBreaksViewController() }, config: config)
        let flaky = report.failures.filter { $0.flakiness != nil }
        #expect(flaky.count == 1, "\(report.failures.map(\.signature)) \(report.problem ?? "") made \(SecondCaseBreaksViewController.made) \(report.failures.map(\.violation.description))")
        #expect(flaky.first?.flakiness?.contains("earlier case") == true)
        // The run did not end at the failure: every case ran.
        #expect(report.casesRun == config.cases)
    }

    @Test func screenNamesStayInsideTheFolder() throws {
        let root = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appendingPathComponent("__Clearance__")
        for name in ["../escape", "", ".", "..", ".hidden", "a/b", "known-failures.json"] {
            let outcome = ScreenRun(directory: directory, records: true).run(UIKitScreen(id: name) { CarefulLoginViewController() }, config: config)
            #expect(!outcome.fileProblems.isEmpty, "\(name)")
            #expect(!outcome.tested)
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("escape").path))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("known-failures.json").path))
    }

    @Test func replayRunsOnlyItsCaseAndShowsAKnownBug() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let screen = UIKitScreen(id: "login") { LoginViewController() }
        var config = self.config
        config.cases = 100
        let recorded = ScreenRun(directory: directory, records: true).run(screen, config: config)
        #expect(recorded.tested && !recorded.bugs.isEmpty)
        let token = try #require(recorded.bugs.first?.representative.replayToken)
        var replay = config
        replay.replayToken = token
        let outcome = ScreenRun(directory: directory, records: false).run(screen, config: replay)
        #expect(outcome.replayed == token)
        #expect(outcome.report.casesRun == 1)
        #expect(outcome.bugs.count == 1)
        #expect(outcome.comparison.known.count == 1 && outcome.comparison.new.isEmpty && outcome.comparison.fixed.isEmpty)
        // A token of another screen, or not a token, is an error.
        replay.replayToken = token.replacingOccurrences(of: "cl2.login.", with: "cl2.signup.")
        #expect(ScreenRun(directory: directory, records: false).run(screen, config: replay).fileProblems.first?.contains("'signup'") == true)
        replay.replayToken = "garbage"
        #expect(ScreenRun(directory: directory, records: false).run(screen, config: replay).fileProblems.first?.contains("malformed") == true)
    }

    @Test func aMalformedSeedIsAnErrorNamingTheVariable() throws {
        #expect(try environmentSeed([:]) == nil)
        #expect(try environmentSeed(["CLEARANCE_SEED": "42"]) == 42)
        for bad in ["", "abc", "-1", "1e3", "18446744073709551616"] {
            #expect(throws: PropertyTestingError.self) { try environmentSeed(["CLEARANCE_SEED": bad]) }
        }
        do { _ = try environmentSeed(["CLEARANCE_SEED": "abc"]) } catch {
            #expect("\(error)".contains("CLEARANCE_SEED='abc'"))
        }
    }
}

@Suite("The baseline and kept failures are never lost")
struct BaselineSafetyTests {
    var config: HarnessConfig {
        phoneConfig(cases: 60, seed: 11, baseline: false)
    }

    @Test func parallelRecordingsKeepEveryScreensEntries() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = self.config
        let problems = ProblemList()
        Dispatch.DispatchQueue.concurrentPerform(iterations: 6) { index in
            let outcome = ScreenRun(directory: directory, records: true).run(UIKitScreen(id: "login-\(index)") { LoginViewController() }, config: config)
            problems.add(outcome.fileProblems)
        }
        let baseline = try KnownFailures.load(from: directory.appendingPathComponent("known-failures.json"))
        #expect(Set(baseline.known.map(\.screen)) == Set((0..<6).map { "login-\($0)" }), "\(problems.all)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/flock")))
    func theBaselineLockHoldsAcrossProcesses() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Another process holds the folder's lock for a moment; this one waits for it.
        let other = Process()
        other.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        let marker = directory.appendingPathComponent(".held")
        other.arguments = [directory.path, "/bin/sh", "-c", "touch '\(marker.path)'; sleep 1; rm '\(marker.path)'"]
        try other.run()
        while !FileManager.default.fileExists(atPath: marker.path) && other.isRunning { usleep(10_000) }
        let heldWhenEntered = try BaselineLockProbe.enter(directory)
        other.waitUntilExit()
        #expect(!heldWhenEntered)
    }

    @Test func recordingOverAMalformedBaselineRefusesAndKeepsIt() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("known-failures.json")
        let text = #"{"version": 1, "known": [{"screen": "login", "rootCause": "x", "reason": "a person's words"}"#   // truncated
        try Data(text.utf8).write(to: file)
        let outcome = ScreenRun(directory: directory, records: true).run(UIKitScreen(id: "login") { LoginViewController() }, config: config)
        #expect(outcome.fileProblems.contains { $0.contains("not recorded over") }, "\(outcome.fileProblems)")
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == text)
    }

    @Test func aSymlinkedBaselineStaysALink() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let shared = directory.appendingPathComponent("shared-known-failures.json")
        try KnownFailures().write(to: shared)
        let clearance = directory.appendingPathComponent("__Clearance__")
        try FileManager.default.createDirectory(at: clearance, withIntermediateDirectories: true)
        let link = clearance.appendingPathComponent("known-failures.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../shared-known-failures.json")
        let outcome = ScreenRun(directory: clearance, records: true).run(UIKitScreen(id: "login") { LoginViewController() }, config: config)
        #expect(outcome.fileProblems.isEmpty, "\(outcome.fileProblems)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../shared-known-failures.json")
        #expect(try !KnownFailures.load(from: shared).known.isEmpty)
    }

    @Test func recordingIntoAnUnwritableFolderFailsBeforeTheRun() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let blocker = directory.appendingPathComponent("Tests")
        try Data("a file, not a folder".utf8).write(to: blocker)
        let outcome = ScreenRun(directory: blocker.appendingPathComponent("__Clearance__"), records: true)
            .run(UIKitScreen(id: "login") { LoginViewController() }, config: config)
        #expect(outcome.fileProblems.first?.hasPrefix("cannot record") == true, "\(outcome.fileProblems)")
        #expect(outcome.report.casesRun == 0)
        #expect(!outcome.tested)
    }

    @Test func unreadableKeptFailuresFailTheTest() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("login")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: folder.appendingPathComponent("no-double-shift-00000000.json"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("covered-11111111.json"), withIntermediateDirectories: true)
        let outcome = ScreenRun(directory: directory, records: false).run(UIKitScreen(id: "login") { CarefulLoginViewController() }, config: config)
        #expect(outcome.fileProblems.count == 2, "\(outcome.fileProblems)")
    }

    @Test(arguments: [AppProfile.iPhonePortrait, AppProfile()])
    func theSameSeedKeepsTheSameFilesAtAnyJobs(profile: AppProfile) throws {
        var files: [[String: Data]] = []
        for jobs in [1, 2] {
            let directory = temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            var config = self.config
            config.profile = profile
            config.jobs = jobs
            config.cases = 150
            _ = ScreenRun(directory: directory, records: true).run(UIKitScreen(id: "login") { LoginViewController() }, config: config)
            var contents: [String: Data] = [:]
            let enumerator = FileManager.default.enumerator(atPath: directory.path)
            while let path = enumerator?.nextObject() as? String {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    contents[path] = try Data(contentsOf: directory.appendingPathComponent(path))
                }
            }
            files.append(contents)
        }
        #expect(files[0].keys.sorted() == files[1].keys.sorted())
        for (path, data) in files[0] where files[1][path] != data {
            Issue.record("\(path) differs between jobs 1 and 2")
        }
    }
}

/// Enters the baseline's lock and says whether another process still held it at that moment.
enum BaselineLockProbe {
    static func enter(_ directory: URL) throws -> Bool {
        try ScreenRun.withBaselineLock(on: directory) {
            FileManager.default.fileExists(atPath: directory.appendingPathComponent(".held").path)
        }
    }
}

/// A keyboard helper in the style of the popular ones: one instance for the process, made on
/// first use, that registers for the keyboard's notifications once and publishes its height.
final class SharedKeyboardHeight {
    static let shared = SharedKeyboardHeight()
    private(set) var height: CGFloat = 0
    var onChange: [(CGFloat) -> Void] = []
    private init() {
        SharedKeyboardHeightProbe.madeHere = true
        NotificationCenter.default.addObserver(self, selector: Self.willChangeFrame(_:), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        // (Its bug: it never hears the keyboard hide, so the height it publishes stays.)
    }
    func willChangeFrame(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        height = frame.height
        onChange.forEach { $0(height) }
    }
}

/// A form that follows ``SharedKeyboardHeight``.
final class SharedHeightFormViewController: UIViewController {
    let field = UITextField()
    var bottom: NSLayoutConstraint!
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        field.translatesAutoresizingMaskIntoConstraints = false
        bottom = field.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -SharedKeyboardHeight.shared.height)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field.heightAnchor.constraint(equalToConstant: 44), bottom,
        ])
        SharedKeyboardHeight.shared.onChange.append { [weak self] height in self?.bottom.constant = -height }
    }
}

/// The same form with its own observer (one per screen, gone with it).
final class OwnHeightFormViewController: UIViewController {
    let field = UITextField()
    var bottom: NSLayoutConstraint!
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        field.translatesAutoresizingMaskIntoConstraints = false
        bottom = field.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field.heightAnchor.constraint(equalToConstant: 44), bottom,
        ])
        NotificationCenter.default.addObserver(self, selector: Self.willChangeFrame(_:), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        // (The same bug as the shared helper's: the keyboard hiding is not heard.)
    }
    func willChangeFrame(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        bottom.constant = -frame.height
    }
}

@Suite("Process-wide state: each case as a fresh process sees the app")
struct ProcessWideStateTests {
    var config: HarnessConfig {
        var config = HarnessConfig(cases: 60, seed: 3, readsEnvironment: false)
        config.profile = .iPhonePortrait
        config.runsBaseline = false
        return config
    }

    @Test(.enabled(if: Isolation.isAvailable))
    func aScreenOnAKeyboardSingletonGetsTheVerdictsOfOneWithItsOwnObserver() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-singleton-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let shared = ScreenRun(directory: directory, records: false).run(UIKitScreen(id: "shared-height") { SharedHeightFormViewController() }, config: config)
        let own = ScreenRun(directory: directory, records: false).run(UIKitScreen(id: "own-height") { OwnHeightFormViewController() }, config: config)
        #expect(shared.fileProblems.isEmpty, "\(shared.fileProblems)")
        #expect(shared.tested && own.tested)
        #expect(!own.bugs.isEmpty)
        #expect(shared.bugs.map(\.rootCause) == own.bugs.map(\.rootCause))
        #expect(shared.report.failures.map(\.signature) == own.report.failures.map(\.signature))
        #expect(shared.report.failures.allSatisfy { $0.flakiness == nil })
        // The singleton was never made in this process: every case ran in one of its own.
        #expect(SharedKeyboardHeightProbe.madeHere == false)
        // Its replay gives the same report (each replay a fresh process too).
        for failure in shared.report.failures {
            var replay = config
            replay.replayToken = failure.replayToken
            let again = ScreenRun(directory: directory, records: false).run(UIKitScreen(id: "shared-height") { SharedHeightFormViewController() }, config: replay)
            #expect(again.report.failures.map(\.signature) == [failure.signature])
        }
    }
}

/// Whether ``SharedKeyboardHeight`` was made in this test process.
enum SharedKeyboardHeightProbe {
    nonisolated(unsafe) static var madeHere = false
}

/// Counts its appearances, and has a field.
final class CountsAppearancesViewController: UIViewController {
    let field = UITextField()
    var appeared = 0, disappeared = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        field.frame = CGRect(x: 16, y: 200, width: 200, height: 44)
    }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); appeared += 1 }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); disappeared += 1 }
}

@Suite("Appearing again")
struct AppearingAgainTests {
    @Test func coveredAndShownAgainTheScreenDisappearsAndAppearsAndItsFieldResigns() {
        let world = World(device: DeviceCatalog.device(id: "iphone_x_xs_11pro")!)
        let screen = world.run { CountsAppearancesViewController() }
        world.present(screen)
        world.run { _ = screen.field.becomeFirstResponder() }
        _ = world.settle()
        #expect(world.keyboard.isOnScreen)
        world.coverAndReturn()
        _ = world.settle()
        #expect(screen.appeared == 2 && screen.disappeared == 1)
        #expect(world.firstResponder == nil)
        #expect(!world.keyboard.isOnScreen)
        #expect(world.rootViewController === screen && world.exceptions.isEmpty)
    }

    @Test func onlyAnAppsScreenIsCoveredAndTheCatalogKeepsItsCases() {
        let strategy = StrategyCatalog.all[0]
        let catalog = Clearance.generator(for: strategy, config: HarnessConfig(cases: 1, readsEnvironment: false))
        var app = HarnessConfig(cases: 1, readsEnvironment: false)
        app.profile = .iPhonePortrait
        let screen = Clearance.generator(for: UIKitScreen(id: "s") { CountsAppearancesViewController() }, config: app)
        var covered = 0
        for seed in 0..<300 {
            let scenario = try! catalog.generate(from: ChoiceSource(random: SeededRandom(seed: UInt64(seed))))
            #expect(!scenario.events.contains { $0.event == .coverAndReturn })
            let own = try! screen.generate(from: ChoiceSource(random: SeededRandom(seed: UInt64(seed))))
            if own.events.contains(where: { $0.event == .coverAndReturn }) { covered += 1 }
        }
        #expect(covered > 10)
    }
}

/// Adds a block observer each time it loads and never removes it: every copy of the screen
/// leaves one behind.
final class LeaksAnObserverViewController: UIViewController {
    let field = UITextField()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        field.frame = CGRect(x: 16, y: 200, width: 200, height: 44)
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in }
    }
}

@Suite("Observer leaks: the screen's, not the app's")
struct ObserverLeakTests {
    /// (A keyboard singleton, registered once by the first copy of a screen, is the app's:
    /// ProcessWideStateTests checks it with every invariant.)
    @Test func aScreenThatLeavesAnObserverBehindLeaksAndOneWhoseObserversGoWithItDoesNot() {
        var config = HarnessConfig(cases: 120, seed: 2, invariants: [.noObserverLeak], readsEnvironment: false)
        config.profile = .iPhonePortrait
        config.runsBaseline = false
        let leaking = Clearance.check(strategy: UIKitScreen(id: "leaks") { LeaksAnObserverViewController() }, config: config)
        #expect(leaking.failures.map(\.signature) == ["no-observer-leak/observers-leaked/observers"])
        let own = Clearance.check(strategy: UIKitScreen(id: "own-observer") { OwnHeightFormViewController() }, config: config)
        #expect(own.failures.isEmpty, "\(own.failures.map(\.signature))")
    }
}

/// Keeps the keyboard's last height in a static, as a library's `Keyboard.shared.currentHeight`
/// does, and reads it when a screen loads (Tests/RealBugs 16). A screen shown once, in a fresh
/// app, reads 0 and is right: its reference layout in another orientation must be a fresh
/// screen's too, not one built after the keyboard set the static.
final class StaticHeightFormViewController: UIViewController {
    nonisolated(unsafe) static var lastKeyboardHeight: CGFloat = 0
    let field = UITextField()
    var bottom: NSLayoutConstraint!
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        field.translatesAutoresizingMaskIntoConstraints = false
        bottom = field.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -Self.lastKeyboardHeight)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            field.heightAnchor.constraint(equalToConstant: 44), bottom,
        ])
        NotificationCenter.default.addObserver(self, selector: Self.willShow(_:), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Self.willHide(_:), name: UIResponder.keyboardWillHideNotification, object: nil)
    }
    func willShow(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        Self.lastKeyboardHeight = max(0, frame.height - view.safeAreaInsets.bottom)
        bottom.constant = -Self.lastKeyboardHeight
    }
    func willHide(_ note: Notification) { bottom.constant = 0 }
}

@Suite("Process-wide state: reference layouts as a fresh screen's")
struct ReferenceInAFreshProcessTests {
    @Test(.enabled(if: Isolation.isAvailable))
    func aStaticKeyboardHeightDoesNotLeakIntoTheRotatedReference() {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var config = HarnessConfig(cases: 150, seed: 4, invariants: [.hideRestores, .fieldVisible], readsEnvironment: false)
        config.profile = AppProfile(devices: [.iPhone], orientations: [.portrait, .landscape], iOS: 16...26)
        config.runsBaseline = false
        let outcome = ScreenRun(directory: directory, records: false).run(UIKitScreen(id: "static-height") { StaticHeightFormViewController() }, config: config)
        #expect(outcome.tested, "\(outcome.fileProblems)")
        #expect(outcome.report.failures.isEmpty, "\(outcome.report.failures.map { "\($0.signature): \($0.scenario.eventsLine)" })")
    }
}

/// Problems gathered from several threads.
final class ProblemList: @unchecked Sendable {
    private let lock = NSLock()
    private var problems: [String] = []
    func add(_ more: [String]) { lock.lock(); problems += more; lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return problems }
}
