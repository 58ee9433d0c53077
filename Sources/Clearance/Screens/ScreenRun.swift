import Foundation

/// One screen's check as a test runs it (what `expectScreen` and `expectView` do): the screen
/// is built once to see that it loaded, the failures kept beside the test are replayed first,
/// then new scenarios are generated inside the app's profile; every minimal failure is kept
/// (JSON and its SVG picture); the bugs are compared with the known-failures baseline.
///
/// The files live beside the test, as snapshot tools keep `__Snapshots__`:
/// ```text
/// Tests/AppTests/__Clearance__/known-failures.json          the baseline (commit it)
/// Tests/AppTests/__Clearance__/login/no-double-shift-1a2b3c4d.json   a kept minimal failure
/// Tests/AppTests/__Clearance__/login/no-double-shift-1a2b3c4d.svg    its picture
/// ```
///
/// Nothing a run does loses what is kept: files are written atomically; the baseline is
/// rewritten under a lock (across threads and processes) from what is on disk at that moment,
/// and never over a file it cannot read; a run that tested nothing (the screen did not load,
/// no case ran) marks no known bug fixed and records nothing.
public struct ScreenRun: Sendable {
    /// The `__Clearance__` folder beside the test file.
    public var directory: URL
    /// Whether this run records: the baseline is rewritten from what it finds, and kept
    /// failures that no longer fail are removed (`CLEARANCE_RECORD=1`).
    public var records: Bool

    public init(directory: URL, records: Bool) {
        self.directory = directory
        self.records = records
    }

    /// The `__Clearance__` folder beside the test file at `filePath`.
    public init(besideTestFile filePath: String, records: Bool) {
        self.init(directory: URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Clearance__"), records: records)
    }

    /// The baseline file.
    public var knownFailuresFile: URL { directory.appendingPathComponent("known-failures.json") }

    /// The folder of one screen's kept failures (see ``problem(withScreenName:)`` for the
    /// names that have one).
    public func folder(of screen: String) -> URL { directory.appendingPathComponent(screen) }

    /// Why `name` cannot name a screen's folder inside `__Clearance__/`, or `nil`: a screen's
    /// files stay inside its own folder (no path separators, not `.` or `..`, not empty, not
    /// hidden, not the baseline's own name).
    public static func problem(withScreenName name: String) -> String? {
        if name.isEmpty { return "the screen's name is empty: name it (expectScreen(named: \"login\"))" }
        if name == "." || name == ".." || name.hasPrefix(".") {
            return "the screen's name '\(name)' starts with '.': its files would be hidden or outside __Clearance__/; name it with letters"
        }
        if name.contains("/") || name.contains("\\") {
            return "the screen's name '\(name)' contains a path separator: its files must stay in __Clearance__/\(name.isEmpty ? "" : "<name>")/; use '-' instead"
        }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "the screen's name contains a control character: name it with letters, digits, '-' and '_'"
        }
        if name == "known-failures.json" { return "the screen's name 'known-failures.json' is the baseline's file name: name it otherwise" }
        if name.utf8.count > 200 { return "the screen's name is \(name.utf8.count) bytes long: a file name must be shorter; name it in under 200" }
        return nil
    }

    /// The outcome of ``run(_:config:)``.
    public struct Outcome: Sendable {
        /// The whole run: kept failures that still fail first, then new ones.
        public var report: StrategyReport
        /// One per bug, the most ordinary first.
        public var bugs: [Bug]
        /// Against the baseline.
        public var comparison: KnownFailures.Comparison
        /// The file each failure is kept in, by signature.
        public var keptFiles: [String: String]
        /// Kept failures that no longer fail (removed when recording).
        public var noLongerFailing: [String]
        /// Problems with the screen or the files (the screen did not load, a malformed kept
        /// failure or baseline, a file that could not be written): each fails the test.
        public var fileProblems: [String]
        /// Whether the screen was tested: it loaded, and its cases ran to a verdict. A run that
        /// was not marks no known bug fixed and records nothing.
        public var tested: Bool = false
        /// The replay token when the run replayed exactly one failure (`CLEARANCE_REPLAY`):
        /// then nothing else ran, nothing was kept or recorded, and a known bug is still shown.
        public var replayed: String?
    }

    /// Checks `screen` as described above and compares it with the baseline (rewriting it
    /// when recording).
    public func run(_ screen: any ScreenUnderTest, config: HarnessConfig) -> Outcome {
        func untested(_ problems: [String]) -> Outcome { Self.untested(screen, config: config, problems: problems) }
        if let problem = Self.problem(withScreenName: screen.id) { return untested([problem]) }
        let environment = config.readsEnvironment ? ProcessInfo.processInfo.environment : [:]
        // A seed that cannot be read stops the run before anything is replayed or kept.
        do { _ = try environmentSeed(environment) } catch { return untested(["\(error)"]) }
        if let token = config.replayToken ?? environment["CLEARANCE_REPLAY"] {
            return replay(screen, token: token, config: config)
        }
        // A recording run checks first that it can write, so that nothing found is lost at the
        // end of a long run, and that it will not write over a baseline it cannot read.
        if records {
            do { try Corpus(directory: directory).ensureWritable() } catch {
                return untested(["cannot record: \(error)"])
            }
            do { _ = try KnownFailures.load(from: knownFailuresFile) } catch {
                return untested(["\(error) — not recorded over (its entries and their reasons would be lost): fix it, or delete it to start afresh"])
            }
        }
        // 0. The screen must load and show something to test.
        let preflight = Self.preflight(screen, config: config)
        if !preflight.isEmpty { return untested(preflight) }

        var problems: [String] = []
        let folder = self.folder(of: screen.id)
        var replayed: [StrategyFailure] = []
        var keptFiles: [String: String] = [:]
        var noLonger: [String] = []
        // 1. Replay what was kept, first.
        let corpus = Corpus(directory: folder)
        let loaded: [Result<Corpus.Loaded, CorpusError>]
        do { loaded = try corpus.loadEach() } catch {
            loaded = []
            problems.append("the kept failures in \(folder.path) cannot be read: \(error)")
        }
        for result in loaded {
            switch result {
            case let .failure(error):
                problems.append("\(error)")
            case let .success(kept):
                if let profile = config.profile, let outside = profile.reasonOutside(kept.entry.scenario) {
                    problems.append("\(kept.relativePath): outside the app's profile (\(outside)); delete it or widen the profile")
                    continue
                }
                let assumptions: Assumptions
                do { assumptions = try kept.entry.assumptionSet() } catch {
                    problems.append("\(kept.url.path): \(error)")
                    continue
                }
                let wanted: @Sendable (Violation) -> Bool = { [entry = kept.entry] in entry.matches($0) }
                if let failure = Clearance.explain(kept.entry.scenario, strategy: screen, invariants: [kept.entry.invariant],
                                                   assumptions: assumptions, choices: kept.entry.choices ?? [], lookingFor: wanted),
                   wanted(failure.violation), !replayed.contains(where: { $0.signature == failure.signature }) {
                    replayed.append(failure)
                    keptFiles[failure.signature] = kept.url.path
                } else if !replayed.contains(where: { kept.entry.matches($0.violation) }) {
                    noLonger.append(kept.url.path)
                }
            }
        }
        // 2. Look for more, setting aside what the kept failures already show.
        var fresh = config
        fresh.excludedSignatures.formUnion(replayed.map(\.signature))
        var report = Clearance.check(strategy: screen, config: fresh)
        let tested = report.problem == nil && report.casesRun > 0
        // 3. Keep every new minimal failure, with its picture.
        for failure in report.failures {
            let entry = CorpusEntry(failure, strategyID: screen.id, config: config)
            let url = folder.appendingPathComponent(entry.fileName)
            do {
                try AtomicFile.write(try entry.encoded(), to: url)
                keptFiles[failure.signature] = url.path
                if let svg = Self.picture(of: failure, screen: screen, assumptions: config.assumptions) {
                    try AtomicFile.write(Data(svg.utf8), to: url.deletingPathExtension().appendingPathExtension("svg"))
                } else {
                    problems.append("could not draw \(url.lastPathComponent)'s picture: its process gave no answer (the failure is kept)")
                }
            } catch {
                problems.append("could not keep a failure in \(url.path): \(describeFileError(error))")
            }
        }
        report.failures = replayed + report.failures
        let bugs = report.bugs
        // 4. The baseline: read (and, when recording, rewritten) under its lock.
        var known = KnownFailures()
        var recorded = false
        do {
            try BaselineLock.withLock(on: directory, creating: records) {
                do { known = try KnownFailures.load(from: knownFailuresFile) } catch {
                    problems.append("\(error)")
                    return
                }
                guard records else { return }
                guard tested, problems.isEmpty else {
                    problems.append("not recorded: this run did not test the screen fully (see the problems above), and a baseline is written only from one that did")
                    return
                }
                do {
                    known = known.recording(screen: screen.id, bugs: bugs)
                    try known.write(to: knownFailuresFile)
                    recorded = true
                } catch {
                    problems.append("could not record \(knownFailuresFile.path): \(describeFileError(error))")
                }
            }
        } catch {
            problems.append("could not lock \(directory.path) to read the baseline: \(describeFileError(error))")
        }
        if recorded {
            for path in noLonger {
                try? FileManager.default.removeItem(atPath: path)
                try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingPathExtension().appendingPathExtension("svg").path)
            }
        }
        var comparison = known.compare(screen: screen.id, bugs: bugs)
        // A run that did not test the screen cannot say a bug no longer occurs.
        if !tested { comparison.fixed = [] }
        var outcome = Outcome(report: report, bugs: bugs, comparison: comparison, keptFiles: keptFiles,
                              noLongerFailing: noLonger, fileProblems: problems)
        outcome.tested = tested
        return outcome
    }

    /// Runs `body` holding the lock that baseline writes in `directory` take (a thread lock,
    /// and `flock` on the folder for other processes): for tools that edit the baseline
    /// beside running tests.
    public static func withBaselineLock<T>(on directory: URL, _ body: () throws -> T) throws -> T {
        try BaselineLock.withLock(on: directory, creating: false, body)
    }

    /// Replays exactly the case `token` names, and nothing else: no kept failure, no new case,
    /// nothing kept or recorded. A bug the baseline lists is still reported, as known.
    func replay(_ screen: any ScreenUnderTest, token text: String, config: HarnessConfig) -> Outcome {
        var outcome = Self.untested(screen, config: config, problems: [])
        outcome.replayed = text
        let token: HarnessReplayToken
        do { token = try HarnessReplayToken(parsing: text) } catch {
            outcome.fileProblems = ["CLEARANCE_REPLAY: \(error)"]
            return outcome
        }
        guard token.strategyID == screen.id else {
            outcome.fileProblems = ["CLEARANCE_REPLAY names the screen '\(token.strategyID)', and this is '\(screen.id)': nothing was replayed "
                                    + "(run the replay line printed with the failure: its --filter names the test that checks '\(token.strategyID)')"]
            return outcome
        }
        if records {
            outcome.fileProblems = ["CLEARANCE_RECORD with CLEARANCE_REPLAY: a replay runs one case, so it records nothing; unset one of them"]
            return outcome
        }
        let preflight = Self.preflight(screen, config: config)
        if !preflight.isEmpty {
            outcome.fileProblems = preflight
            return outcome
        }
        var one = config
        one.replayToken = text
        one.excludedSignatures = []
        let report = Clearance.check(strategy: screen, config: one)
        outcome.report = report
        outcome.bugs = report.bugs
        outcome.tested = report.problem == nil && report.casesRun > 0
        do {
            let known = try KnownFailures.load(from: knownFailuresFile)
            outcome.comparison = known.compare(screen: screen.id, bugs: report.bugs)
            outcome.comparison.fixed = []
        } catch {
            outcome.comparison.new = report.bugs
            outcome.fileProblems.append("\(error)")
        }
        return outcome
    }
}

extension ScreenRun {
    /// The screen's preflight (``Clearance/preflight(_:config:)``), run in a process of its own
    /// so that this test process never runs the screen's code before it knows whether the
    /// screen keeps state across worlds. One that does has every later run of its code in a
    /// process of its own (``Isolation``); a trap while building it is reported, not fatal.
    static func preflight(_ screen: any ScreenUnderTest, config: HarnessConfig) -> [String] {
        guard Isolation.isAvailable, !Isolation.isChild else { return Clearance.preflight(screen, config: config) }
        switch Isolation.inChild({ Clearance.preflight(screen, config: config) }) {
        case var .success(problems):
            if let index = problems.firstIndex(of: Clearance.keptAcrossWorlds) {
                problems.remove(at: index)
                IsolatedScreens.shared.insert(screen.id)
            } else {
                IsolatedScreens.shared.remove(screen.id)
            }
            return problems
        case let .failure(.trapped(signal)):
            return ["building the screen stopped the app (signal \(signal)): its own code trapped — a force unwrap of nil, an index "
                    + "out of range, a failed cast; the trap's message, and what UIKit raised before it, are printed above"]
        case .failure:
            return Clearance.preflight(screen, config: config)
        }
    }

    /// A failure's picture, drawn where the screen's cases run (`nil`: its process gave no
    /// answer).
    static func picture(of failure: StrategyFailure, screen: any ScreenUnderTest, assumptions: Assumptions) -> String? {
        let draw = { Picture.svg(failure.scenario, strategy: screen, invariants: [failure.violation.invariant], assumptions: assumptions) }
        guard IsolatedScreens.shared.contains(screen.id), !Isolation.isChild else { return draw() }
        return try? Isolation.inChild(draw).get()
    }

    /// The outcome of a run that tested nothing: `problems` say why.
    static func untested(_ screen: any ScreenUnderTest, config: HarnessConfig, problems: [String]) -> Outcome {
        Outcome(report: StrategyReport(strategyID: screen.id, invariants: config.invariants, seed: config.seed ?? 0, casesRun: 0, statistics: Statistics()),
                bugs: [], comparison: KnownFailures.Comparison(new: [], known: [], fixed: []), keptFiles: [:],
                noLongerFailing: [], fileProblems: problems)
    }
}

/// The baseline's lock: a thread lock for the process and an advisory file lock (`flock`) on
/// the `__Clearance__` folder itself for other processes (no lock file is left behind), so that
/// tests recording in parallel, in one process or several, each merge into what the others
/// wrote instead of writing over it.
enum BaselineLock {
    private static let threads = NSLock()

    /// Runs `body` holding the lock on `directory` (created first when `creating`; a missing
    /// one is not locked: there is nothing to read).
    static func withLock<T>(on directory: URL, creating: Bool, _ body: () throws -> T) throws -> T {
        threads.lock()
        defer { threads.unlock() }
        if creating { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
        let descriptor = open(directory.path, O_RDONLY)
        guard descriptor >= 0 else {
            if errno == ENOENT { return try body() }
            throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: directory.path,
                                                         NSLocalizedDescriptionKey: String(cString: strerror(errno))])
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw CocoaError(.fileLocking, userInfo: [NSFilePathErrorKey: directory.path,
                                                         NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
