import Clearance
import Foundation
import Testing

/// Runs the real bug-fix pairs of `Tests/RealBugs` that compile and run inside `swift test`,
/// and prints the corpus's summary line once every one of them has run:
///
///     realbugs: found F/N, quiet Q/N, false reports R/T
///
/// Each side of such a pair is a test target of this package (`RealBug17Before`,
/// `RealBug17After`: Package.swift's `realBugsInSwiftTest`) whose files go through
/// ClearanceAdapterPlugin as an app's do, with the pair's one host screen (`Host.swift.txt`)
/// compiled byte for byte the same on both sides. The nightly job runs every pair, in a consumer
/// package of its own, with `scripts/realbugs.sh`, which counts the same way: N is every pair of
/// the corpus (one that does not run here is neither found nor quiet), T every report of every
/// side that ran, R the reports the pair's `JUDGEMENT.md` judges false.
///
/// A side whose result differs from the one measured and written in `RESULTS.md` fails its test
/// (``measured``): a change of the model, the adapter or an invariant that finds a pair's bug
/// no longer, or reports it after its fix, is seen in `swift test`.
public enum RealBugs {
    /// One side of a pair.
    public enum Side: String, Sendable { case before, after }

    /// The pairs whose two sides are test targets of this package; the summary line waits for
    /// all of them. Package.swift's `realBugsInSwiftTest` lists the same.
    public static let inSwiftTest = ["04", "13", "14", "17", "24", "40"]

    /// What each pair gave when last measured (Tests/RealBugs/RESULTS.md): whether the before side
    /// reports the bug's property, and whether the after side still does.
    static let measured: [String: (found: Bool, afterReports: Bool)] = [
        "04": (found: true, afterReports: false),
        "13": (found: true, afterReports: true),
        "14": (found: true, afterReports: false),
        "17": (found: true, afterReports: true),
        "24": (found: true, afterReports: true),
        "40": (found: true, afterReports: true),
    ]

    /// The corpus folder (`Tests/RealBugs`).
    static let corpus = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent()

    /// Runs one side of pair `pair` with its host's profile and configuration (seed 0 whatever
    /// the environment says, nothing kept beside the corpus), records what it reports, and
    /// fails the running test when the side does not give what ``measured`` says. Each report
    /// prints one `REALBUGS-BUG` line; with `REALBUGS_TEXT` set, its whole text too (to judge it).
    public static func check(
        pair: String, side: Side, screen: any ScreenUnderTest, profile: AppProfile, config: HarnessConfig,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var config = config
        config.profile = profile
        config.seed = 0
        config.readsEnvironment = false
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("clearance-realbugs-\(ProcessInfo.processInfo.processIdentifier)-P\(pair)\(side.rawValue)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outcome = ScreenRun(directory: scratch, records: false).run(screen, config: config)
        #expect(outcome.tested, "pair \(pair), \(side): no verdict: \(outcome.report.problem ?? "") \(outcome.fileProblems.joined(separator: "; "))",
                sourceLocation: sourceLocation)
        let folder = pairFolder(pair)
        let tokens = folder.map(expectedTokens(in:)) ?? []
        var result = SideResult(ran: outcome.tested, reportsTheBug: false, reports: 0, judgedFalse: 0)
        for bug in outcome.bugs {
            result.reports += 1
            let invariants = bug.invariants.map(\.rawValue)
            if tokens.contains(where: { $0 == bug.rootCause || bug.rootCause.contains("/\($0)/") || invariants.contains($0) }) {
                result.reportsTheBug = true
            }
            if let folder, isJudgedFalse(side: side, rootCause: bug.rootCause, in: folder) { result.judgedFalse += 1 }
            print("REALBUGS-BUG P\(pair) \(side.rawValue) \(bug.rootCause) invariants=\(invariants.joined(separator: ","))")
            if ProcessInfo.processInfo.environment["REALBUGS_TEXT"] != nil { print(bug.text(strategyID: "P\(pair)\(side.rawValue)")) }
        }
        if let pinned = measured[pair] {
            let expected = side == .before ? pinned.found : pinned.afterReports
            #expect(result.reportsTheBug == expected,
                    "pair \(pair), \(side): \(expected ? "no longer reports" : "now reports") its bug (\(tokens.joined(separator: ", "))); re-measure it with scripts/realbugs.sh --only \(pair) and update RESULTS.md, its JUDGEMENT.md and RealBugs.measured",
                    sourceLocation: sourceLocation)
        }
        ledger.record(pair: pair, side: side, result)
    }

    /// What one side gave.
    struct SideResult: Sendable {
        var ran: Bool
        var reportsTheBug: Bool
        var reports: Int
        var judgedFalse: Int
    }

    /// The results of the sides that have run in this process, and the summary once all have.
    final class Ledger: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [String: SideResult] = [:]

        func record(pair: String, side: Side, _ result: SideResult) {
            lock.lock()
            results["\(pair)-\(side.rawValue)"] = result
            let complete = RealBugs.inSwiftTest.allSatisfy { results["\($0)-before"] != nil && results["\($0)-after"] != nil }
            let snapshot = results
            lock.unlock()
            if complete { print(RealBugs.summary(of: snapshot)) }
        }
    }
    static let ledger = Ledger()

    /// The summary line, counted as scripts/realbugs.sh counts it.
    static func summary(of results: [String: SideResult]) -> String {
        let pairs = allPairs()
        var found = 0, quiet = 0, reports = 0, judgedFalse = 0
        for pair in pairs {
            let before = results["\(pair)-before"], after = results["\(pair)-after"]
            if let before, before.ran, before.reportsTheBug { found += 1 }
            if let after, after.ran, !after.reportsTheBug { quiet += 1 }
            for side in [before, after].compactMap({ $0 }) {
                reports += side.reports
                judgedFalse += side.judgedFalse
            }
        }
        return "realbugs: found \(found)/\(pairs.count), quiet \(quiet)/\(pairs.count), false reports \(judgedFalse)/\(reports)"
            + "\nrealbugs: swift test ran pairs \(inSwiftTest.joined(separator: ", ")); scripts/realbugs.sh runs every pair (nightly)"
    }

    /// The numbers of every pair of the corpus, in order.
    static func allPairs() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.filter { $0.count > 3 && $0.prefix(2).allSatisfy(\.isNumber) && $0.dropFirst(2).first == "-" }
            .map { String($0.prefix(2)) }.sorted()
    }

    static func pairFolder(_ pair: String) -> URL? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.sorted().first { $0.hasPrefix("\(pair)-") }.map { corpus.appendingPathComponent($0) }
    }

    /// The host's `// realbugs-expect:` tokens: a root cause or an invariant that is the bug.
    static func expectedTokens(in folder: URL) -> [String] {
        let host = (try? String(contentsOf: folder.appendingPathComponent("Host.swift.txt"), encoding: .utf8)) ?? ""
        guard let line = host.split(separator: "\n").prefix(20).first(where: { $0.hasPrefix("// realbugs-expect:") }) else { return [] }
        return line.dropFirst("// realbugs-expect:".count).split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Whether the pair's JUDGEMENT.md has a row `| side | root-cause | false | reason |`.
    static func isJudgedFalse(side: Side, rootCause: String, in folder: URL) -> Bool {
        let text = (try? String(contentsOf: folder.appendingPathComponent("JUDGEMENT.md"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").contains { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            return cells.count >= 5 && cells[1] == side.rawValue && cells[2] == rootCause && cells[3] == "false"
        }
    }
}
