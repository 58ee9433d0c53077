import Foundation

/// One screen's check as a test runs it (what `expectScreen` and `expectView` do): the
/// failures kept beside the test are replayed first, then new scenarios are generated inside
/// the app's profile; every minimal failure is kept (JSON and its SVG picture); the bugs are
/// compared with the known-failures baseline.
///
/// The files live beside the test, as snapshot tools keep `__Snapshots__`:
/// ```text
/// Tests/AppTests/__Clearance__/known-failures.json          the baseline (commit it)
/// Tests/AppTests/__Clearance__/login/no-double-shift-1a2b3c4d.json   a kept minimal failure
/// Tests/AppTests/__Clearance__/login/no-double-shift-1a2b3c4d.svg    its picture
/// ```
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

    /// The folder of one screen's kept failures.
    public func folder(of screen: String) -> URL { directory.appendingPathComponent(screen) }

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
        /// Problems with the files (a malformed kept failure or baseline): they fail the test.
        public var fileProblems: [String]
    }

    /// Replays `screen`'s kept failures, checks it afresh, keeps what is new, and compares
    /// with the baseline (rewriting it when recording).
    public func run(_ screen: any ScreenUnderTest, config: HarnessConfig) -> Outcome {
        var problems: [String] = []
        let folder = self.folder(of: screen.id)
        var replayed: [StrategyFailure] = []
        var keptFiles: [String: String] = [:]
        var noLonger: [String] = []
        // 1. Replay what was kept, first.
        let corpus = Corpus(directory: folder)
        if let loaded = try? corpus.loadEach() {
            for result in loaded {
                switch result {
                case let .failure(error):
                    problems.append("\(error)")
                case let .success(kept):
                    if let profile = config.profile, let outside = profile.reasonOutside(kept.entry.scenario) {
                        problems.append("\(kept.relativePath): outside the app's profile (\(outside)); delete it or widen the profile")
                        continue
                    }
                    let assumptions = (try? kept.entry.assumptionSet()) ?? config.assumptions
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
        }
        // 2. Look for more, setting aside what the kept failures already show.
        var fresh = config
        fresh.excludedSignatures.formUnion(replayed.map(\.signature))
        var report = Clearance.check(strategy: screen, config: fresh)
        // 3. Keep every new minimal failure, with its picture.
        for failure in report.failures {
            let entry = CorpusEntry(failure, strategyID: screen.id, config: config)
            let url = folder.appendingPathComponent(entry.fileName)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try entry.encoded().write(to: url, options: .atomic)
                let svg = Picture.svg(failure.scenario, strategy: screen, invariants: [failure.violation.invariant], assumptions: config.assumptions)
                try Data(svg.utf8).write(to: url.deletingPathExtension().appendingPathExtension("svg"), options: .atomic)
                keptFiles[failure.signature] = url.path
            } catch {
                problems.append("could not keep a failure in \(url.path): \(error.localizedDescription)")
            }
        }
        report.failures = replayed + report.failures
        let bugs = report.bugs
        // 4. The baseline.
        var known = KnownFailures()
        do { known = try KnownFailures.load(from: knownFailuresFile) } catch { problems.append("\(error)") }
        if records {
            do {
                try known.recording(screen: screen.id, bugs: bugs).write(to: knownFailuresFile)
                for path in noLonger {
                    try? FileManager.default.removeItem(atPath: path)
                    try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingPathExtension().appendingPathExtension("svg").path)
                }
                known = try KnownFailures.load(from: knownFailuresFile)
            } catch {
                problems.append("could not record \(knownFailuresFile.path): \(error)")
            }
        }
        return Outcome(report: report, bugs: bugs, comparison: known.compare(screen: screen.id, bugs: bugs), keptFiles: keptFiles,
                       noLongerFailing: noLonger, fileProblems: problems)
    }
}
