import Clearance
import Foundation

enum FuzzCommand {
    static let usage = """
    usage: clearance fuzz [options]

    Runs random scenarios through avoidance strategies and checks the invariants after every
    event; each failure is shrunk to a minimal scenario and explained.

    options:
      --strategy ID|all       a strategy to check (repeatable; default: all built-in ones)
      --invariant ID|core|all an invariant to check (repeatable; default: all)
      --time DURATION         wall-time budget for the whole run: 30s, 10m, 1h, 1h30m
                              (default 30s when --cases is not given)
      --cases N               cases per strategy (same seed and flags: same report, whatever --jobs)
      --seed S                the run's seed (default: random, printed in the report)
      --jobs N                threads; 0 = all cores (default 0)
      --shard K/N             run only part K of N of the case space (for a CI matrix)
      --corpus DIR            save each new minimal failure in DIR (deduplicated)
      --report FORMAT         text, json, junit or markdown (default text)
      --out FILE              write the report to FILE instead of standard output
      --also FORMAT=FILE      also write the report in another format (repeatable),
                              e.g. --also junit=out/junit.xml --also markdown=out/summary.md
      --svg DIR               draw each failure as DIR/<strategy>-<invariant>.svg
      --assume NAME=on|off    switch a layout-core assumption (repeatable)
      --arbitrary-sizes       also generate device sizes outside the catalog
      --help                  this text

    exit status: 0 nothing failed, 1 a failure was found, 2 bad usage,
                 130 interrupted with nothing found
    """

    static let spec = OptionSpec(
        valued: ["strategy", "invariant", "time", "cases", "seed", "jobs", "shard", "corpus", "report", "out", "svg", "assume", "also"],
        repeatable: ["strategy", "invariant", "assume", "also"],
        flags: ["help", "arbitrary-sizes"])

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try parse(arguments, spec: spec, usage: usage)
        if options.has("help") { print(usage); return 0 }
        guard options.positionals.isEmpty else { throw UsageError(message: "unexpected argument '\(options.positionals[0])'", usage: usage) }
        var config = FuzzConfig()
        config.strategies = try parseStrategies(options.all("strategy"), usage: usage)
        config.invariants = try parseInvariants(options.all("invariant"), default: InvariantID.allCases, usage: usage)
        if let text = options.value("time") { config.timeBudget = try parseDuration(text, usage: usage) }
        if let text = options.value("cases") { config.cases = try parsePositive("cases", text, usage: usage) }
        config.seed = try options.value("seed").map { try parseSeed($0, usage: usage) } ?? UInt64.random(in: 0...UInt64.max)
        let jobs = try options.value("jobs").map { try parsePositive("jobs", $0, usage: usage, allowZero: true) } ?? 0
        config.jobs = jobs == 0 ? ProcessInfo.processInfo.activeProcessorCount : jobs
        if let text = options.value("shard") { config.shard = try parseShard(text, usage: usage) }
        config.assumptions = try parseAssumptions(options.all("assume"), usage: usage)
        config.arbitrarySizes = options.has("arbitrary-sizes")
        let format = try parseFormat(options.value("report"), usage: usage)
        let extra: [(ReportFormat, String)] = try options.all("also").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[1].isEmpty else { throw UsageError(message: "--also expects FORMAT=FILE, not '\(pair)'", usage: usage) }
            return (try parseFormat(parts[0], usage: usage), parts[1])
        }

        // Fail before fuzzing, not after, when findings could not be kept.
        let corpusPath = options.value("corpus") ?? ""
        let corpus = options.value("corpus").map { Corpus(directory: URL(fileURLWithPath: $0)) }
        if let corpus {
            do { try corpus.ensureWritable() } catch { throw UsageError(message: "\(error)", usage: usage) }
        }
        let svgDirectory = options.value("svg").map { URL(fileURLWithPath: $0, isDirectory: true) }
        if let svgDirectory {
            do { try Corpus(directory: svgDirectory).ensureWritable() } catch {
                throw UsageError(message: "\(svgDirectory.path): cannot write pictures there", usage: usage)
            }
        }

        let interruption = Interruption.shared
        interruption.install()
        config.shouldStop = { interruption.isRequested }
        let progress = ProgressLine(budget: config.cases == nil ? (config.timeBudget ?? FuzzConfig.defaultTime) : config.timeBudget)
        config.progress = { progress.update($0) }
        let saved = SavedFiles()
        let harnessConfig = HarnessConfig(assumptions: config.assumptions, fuzz: config.arbitrarySizes)
        config.onFailure = { strategyID, failure in
            guard let corpus else { return }
            let entry = CorpusEntry(failure, strategyID: strategyID, config: harnessConfig)
            do {
                let outcome = try corpus.save(entry)
                let path = (corpusPath as NSString).appendingPathComponent(corpus.relativePath(of: outcome.url))
                saved.set(FuzzReport.corpusKey(strategyID, failure.signature), path)
            } catch {
                printError("clearance: \(error)")
            }
        }

        var report = Clearance.fuzz(config)
        progress.finish()
        report.corpusFiles = saved.files
        if let svgDirectory {
            for finding in report.findings {
                let failure = finding.failure
                let strategy = config.strategies.first { $0.id == finding.strategyID }!
                let svg = Picture.svg(failure.scenario, strategy: strategy, invariants: [failure.violation.invariant], assumptions: config.assumptions)
                let name = "\(finding.strategyID)-" + failure.signature.replacingOccurrences(of: "/", with: "-")
                try emit(svg, to: svgDirectory.appendingPathComponent("\(name).svg").path)
            }
        }
        for (extraFormat, path) in extra { try emit(report.rendered(extraFormat), to: path) }
        try emit(report.rendered(format), to: options.value("out"))
        if report.interrupted && report.failures.isEmpty { return 130 }
        return report.failures.isEmpty ? 0 : 1
    }
}

/// Corpus files written during a run, by cell.
final class SavedFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String: String] = [:]

    func set(_ key: String, _ path: String) {
        lock.lock()
        storage[key] = path
        lock.unlock()
    }

    var files: [String: String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
