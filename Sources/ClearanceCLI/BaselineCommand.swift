import Clearance
import Foundation

/// `clearance baseline`: the known-failures file for the built-in strategies (or some of
/// them), as a team keeps one for its screens: `record` writes it, `check` fails only on bugs
/// it does not list and reports those it lists that no longer occur.
enum BaselineCommand {
    static let usage = """
    usage: clearance baseline record|check FILE [--strategy ID …] [--cases N] [--seed S] [--jobs N]

    A known-failures baseline (as linters keep one). 'record' runs the strategies and writes
    one entry per bug (root cause: its diagnosis) to FILE, keeping the reasons already
    written there. 'check' runs them again: a bug FILE lists is known and passes, a bug it
    does not list is new and fails, an entry whose bug no longer occurs is reported as fixed
    and fails (re-record to drop it). Same seed and cases: same verdict.

    options:
      --strategy ID      a strategy (repeatable; default all)
      --cases N          cases per strategy (default 500)
      --seed S           the seed (default 11)
      --jobs N           threads; 0 = all cores (default 0)
      --help             this text

    exit status: 0 recorded, or nothing new and nothing fixed; 1 new or fixed bugs; 2 bad usage
    """

    static func run(_ arguments: [String]) throws -> Int32 {
        let spec = OptionSpec(valued: ["strategy", "cases", "seed", "jobs"], repeatable: ["strategy"], flags: ["help"])
        let options = try parse(arguments, spec: spec, usage: usage)
        if options.has("help") { print(usage); return 0 }
        guard options.positionals.count == 2, ["record", "check"].contains(options.positionals[0]) else {
            throw UsageError(message: "expected 'record FILE' or 'check FILE'", usage: usage)
        }
        let records = options.positionals[0] == "record"
        let file = URL(fileURLWithPath: options.positionals[1])
        let strategies = try parseStrategies(options.all("strategy"), usage: usage)
        let cases = try options.value("cases").map { try parsePositive("cases", $0, usage: usage) } ?? 500
        let seed = try options.value("seed").map { try parseSeed($0, usage: usage) } ?? 11
        let jobs = try options.value("jobs").map { try parsePositive("jobs", $0, usage: usage, allowZero: true) } ?? 0
        var known: KnownFailures
        do { known = try KnownFailures.load(from: file) } catch { throw CommandError(message: "\(error)", status: 2) }
        var failed = false
        for strategy in strategies {
            var config = HarnessConfig(cases: cases, seed: seed, jobs: jobs == 0 ? ProcessInfo.processInfo.activeProcessorCount : jobs,
                                       readsEnvironment: false)
            config.runsBaseline = false
            let report = Clearance.check(strategy: strategy, config: config)
            // A run with no verdict says nothing of its bugs: it neither records nor marks fixed.
            if let problem = report.problem, report.failures.isEmpty {
                throw CommandError(message: "\(strategy.id): no verdict: \(problem)\(records ? " (nothing recorded; \(file.path) left as it was)" : "")")
            }
            let bugs = report.bugs
            if records {
                known = known.recording(screen: strategy.id, bugs: bugs)
                print("\(strategy.id): \(bugs.count) bug(s) recorded")
                continue
            }
            let comparison = known.compare(screen: strategy.id, bugs: bugs)
            for bug in comparison.new {
                failed = true
                print("\(strategy.id): NEW \(bug.rootCause) — \(bug.invariants.map(\.rawValue).joined(separator: ", ")); \(bug.representative.scenario.summaryLine)")
                print("  replay: clearance replay \(bug.representative.replayToken)")
            }
            for bug in comparison.known { print("\(strategy.id): known \(bug.rootCause)") }
            for entry in comparison.fixed {
                failed = true
                print("\(strategy.id): FIXED \(entry.rootCause) no longer occurs — re-record to drop it (clearance baseline record \(file.path))")
            }
        }
        if records {
            do { try known.write(to: file) } catch { throw CommandError(message: "cannot write \(file.path): \(error.localizedDescription)") }
            print("wrote \(file.path)")
            return 0
        }
        return failed ? 1 : 0
    }
}
