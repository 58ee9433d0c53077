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
      --corpus DIR            add each minimal failure to DIR, deduplicated (default: Corpus,
                              in the current directory, which swift test replays); a run never
                              replaces nor deletes an entry: it prints the `clearance corpus
                              update` / `corpus prune` commands that would
      --no-corpus             keep nothing
      --report FORMAT         text, json, junit or markdown (default text)
      --out FILE              write the report to FILE instead of standard output
      --also FORMAT=FILE      also write the report in another format (repeatable),
                              e.g. --also junit=out/junit.xml --also markdown=out/summary.md
      --svg DIR               draw each failure as DIR/<strategy>-<invariant>-<diagnosis>-<property>.svg
      --assume NAME=on|off    switch a layout-core assumption (repeatable)
      --arbitrary-sizes       also generate device sizes outside the catalog
      --help                  this text

    exit status: 0 nothing failed, 1 a failure was found, 2 bad usage,
                 3 a report, picture or corpus entry could not be written (the report
                   was printed on standard output instead), 130 interrupted with nothing found
    """

    static let spec = OptionSpec(
        valued: ["strategy", "invariant", "time", "cases", "seed", "jobs", "shard", "corpus", "report", "out", "svg", "assume", "also"],
        repeatable: ["strategy", "invariant", "assume", "also"],
        flags: ["help", "arbitrary-sizes", "no-corpus"])

    /// Where findings are kept when `--corpus` is not given (as Hypothesis keeps its example
    /// database): `Corpus/` in the current directory, which `swift test` replays.
    static let defaultCorpus = "Corpus"

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try parse(arguments, spec: spec, usage: usage)
        if options.has("help") { print(usage); return 0 }
        guard options.positionals.isEmpty else { throw UsageError(message: "unexpected argument '\(options.positionals[0])'", usage: usage) }
        var config = FuzzConfig()
        config.strategies = try parseStrategies(options.all("strategy"), usage: usage, option: "strategy")
        // Fault injection (the crash-artifact test): a strategy whose own code traps.
        switch ProcessInfo.processInfo.environment["CLEARANCE_FAULT_INJECTION"] {
        case "trapping-strategy": config.strategies.append(TrappingStrategy())
        case "leaking-strategy": config.strategies.append(LeakingStrategy())
        default: break
        }
        config.invariants = try parseInvariants(options.all("invariant"), default: InvariantID.allCases, usage: usage)
        if let text = options.value("time") { config.timeBudget = try parseDuration(text, usage: usage) }
        if let text = options.value("cases") { config.cases = try parsePositive("cases", text, usage: usage) }
        config.seed = try options.value("seed").map { try parseSeed($0, usage: usage) } ?? UInt64.random(in: 0...UInt64.max)
        let jobs = try options.value("jobs").map { try parsePositive("jobs", $0, usage: usage, allowZero: true) } ?? 0
        config.jobs = jobs == 0 ? ProcessInfo.processInfo.activeProcessorCount : jobs
        if let text = options.value("shard") { config.shard = try parseShard(text, usage: usage) }
        if let shard = config.shard, let cases = config.cases, cases < shard.count {
            // Shard K of N gets cases K, K+N, …: with fewer cases than shards some get none.
            if shard.index >= cases {
                throw UsageError(message: "shard \(shard) of \(cases) case\(cases == 1 ? "" : "s") per strategy holds no case: use --cases \(shard.count) or more, or fewer shards", usage: usage)
            }
        }
        config.assumptions = try parseAssumptions(options.all("assume"), usage: usage)
        config.arbitrarySizes = options.has("arbitrary-sizes")
        let format = try parseFormat(options.value("report"), usage: usage)
        let extra: [(ReportFormat, String)] = try options.all("also").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[1].isEmpty else { throw UsageError(message: "--also expects FORMAT=FILE, not '\(pair)'", usage: usage) }
            return (try parseFormat(parts[0], usage: usage), parts[1])
        }

        // Every destination is checked before fuzzing, not after: a report that cannot be
        // written is known now, not after an hour's run.
        for path in ([options.value("out")] + extra.map(\.1)).compactMap({ $0 }) {
            if let problem = OutputPath(path).problem { throw UsageError(message: "cannot write the report to \(path): \(problem)", usage: usage) }
        }
        if options.has("no-corpus") && options.value("corpus") != nil {
            throw UsageError(message: "--corpus and --no-corpus contradict each other", usage: usage)
        }
        let corpusPath = options.has("no-corpus") ? nil : (options.value("corpus") ?? defaultCorpus)
        if corpusPath?.isEmpty == true { throw UsageError(message: "--corpus needs a directory", usage: usage) }
        let corpus = corpusPath.map { Corpus(directory: URL(fileURLWithPath: $0)) }
        if let corpus {
            do { try corpus.ensureWritable() } catch { throw UsageError(message: "\(error) (or pass --no-corpus)", usage: usage) }
        }
        let svgDirectory = options.value("svg").map { URL(fileURLWithPath: $0, isDirectory: true) }
        if let svgDirectory {
            do { try Corpus(directory: svgDirectory).ensureWritable() } catch {
                throw UsageError(message: "\(svgDirectory.path): cannot write pictures there", usage: usage)
            }
        }

        let interruption = Interruption.shared
        interruption.install()
        CrashArtifact.install()
        config.shouldStop = { interruption.isRequested }
        let progress = ProgressLine(budget: config.cases == nil ? (config.timeBudget ?? FuzzConfig.defaultTime) : config.timeBudget)
        config.progress = { progress.update($0) }
        let saved = SavedFiles()
        let harnessConfig = HarnessConfig(assumptions: config.assumptions, fuzz: config.arbitrarySizes)
        config.onFailure = { strategyID, failure in
            // Kept for a second interrupt before anything else can go wrong.
            EmergencySummary.shared.add("  \(strategyID) breaks \(failure.signature): clearance replay \(failure.replayToken)")
            guard let corpus, let corpusPath else { return }
            let entry = CorpusEntry(failure, strategyID: strategyID, config: harnessConfig)
            do {
                // A run only adds: an entry the corpus holds is never replaced nor deleted here.
                let outcome = try corpus.add(entry)
                let path = (corpusPath as NSString).appendingPathComponent(corpus.relativePath(of: outcome.url))
                let isNew: Bool
                if case .added = outcome { isNew = true } else { isNew = false }
                saved.set(FuzzReport.corpusKey(strategyID, failure.signature), path, isNew: isNew)
                if case .smallerThan = outcome {
                    saved.smaller(path: path, token: failure.replayToken, size: entry.size)
                }
            } catch {
                saved.failedToSave("clearance: could not save a finding (it is in the report): \(error)")
            }
        }

        let before = (worlds: World.liveCount, screens: UIViewController.liveCount)
        var report = Clearance.fuzz(config)
        progress.finish()
        // Every case's world and screen go with the case: any left mean the strategy's own code
        // keeps its screens alive, which a long (nightly) run pays for with every case.
        let kept = (worlds: World.liveCount - before.worlds, screens: UIViewController.liveCount - before.screens)
        if kept.worlds > 0 || kept.screens > 0 {
            printError("clearance fuzz: warning: \(kept.screens) screen(s) and \(kept.worlds) world(s) of finished scenarios are still in memory: "
                       + "something a strategy's screen made (an observer block, a Combine subscription, a singleton) keeps it alive, "
                       + "so a long run grows with every case")
        }
        if let corpus, let corpusPath { printCorpusChanges(corpus: corpus, path: corpusPath, saved: saved, assume: options.all("assume")) }
        report.corpusFiles = saved.files
        report.newInCorpus = saved.newFiles
        report.settings = settingsLine(options: options, jobs: config.jobs, corpus: corpusPath)
        var writeProblems = saved.problems
        if let svgDirectory {
            for finding in report.findings {
                let failure = finding.failure
                let strategy = config.strategies.first { $0.id == finding.strategyID }!
                let svg = Picture.svg(failure.scenario, strategy: strategy, invariants: [failure.violation.invariant], assumptions: config.assumptions)
                let name = "\(finding.strategyID)-" + failure.signature.replacingOccurrences(of: "/", with: "-")
                do { try emit(svg, to: svgDirectory.appendingPathComponent("\(name).svg").path) } catch let error as CommandError {
                    writeProblems.append(error.message)
                }
            }
        }
        for (extraFormat, path) in extra {
            do { try emit(report.rendered(extraFormat), to: path) } catch let error as CommandError { writeProblems.append(error.message) }
        }
        var printedToStandardOutput = options.value("out") == nil
        do { try emit(report.rendered(format), to: options.value("out")) } catch let error as CommandError { writeProblems.append(error.message) }
        if !writeProblems.isEmpty {
            // Nothing found is ever lost: the report goes to standard output whatever failed.
            for problem in writeProblems { printError("clearance fuzz: \(problem)") }
            if !printedToStandardOutput {
                FileHandle.standardOutput.write(Data(report.rendered(format).utf8))
                printedToStandardOutput = true
            }
            printError("clearance fuzz: exit status 3: something could not be written; the report is on standard output")
            return ExitStatus.notWritten
        }
        if report.interrupted && report.findings.isEmpty { return ExitStatus.interrupted }
        return report.findings.isEmpty ? ExitStatus.passed : ExitStatus.failed
    }

    /// What the explicit corpus commands would change, told after a run (which changed
    /// nothing but additions): the findings smaller than the entries holding their signature
    /// (`clearance corpus update`), and the entries that no longer fail (`clearance corpus prune`).
    static func printCorpusChanges(corpus: Corpus, path: String, saved: SavedFiles, assume: [String]) {
        let smaller = saved.smallerFindings
        if !smaller.isEmpty {
            printError("clearance fuzz: \(smaller.count) finding\(smaller.count == 1 ? " is" : "s are") smaller than the corpus entr\(smaller.count == 1 ? "y" : "ies") holding "
                       + "\(smaller.count == 1 ? "its" : "their") signature, left as \(smaller.count == 1 ? "it is" : "they are"); "
                       + "`clearance corpus update` would replace:")
            for finding in smaller { printError("  \(finding.path) by a scenario of \(CorpusCommand.describe(size: finding.size))") }
            let flags = (["--corpus", path] + assume.flatMap { ["--assume", $0] }).map(shellQuoted).joined(separator: " ")
            printError("  clearance corpus update \(flags) " + smaller.map(\.token).joined(separator: " "))
        }
        guard let stale = try? corpus.noLongerFailing().entries, !stale.isEmpty else { return }
        printError("clearance fuzz: \(stale.count) corpus entr\(stale.count == 1 ? "y no longer fails" : "ies no longer fail") with \(stale.count == 1 ? "its" : "their") signature; "
                   + "`clearance corpus prune \(shellQuoted(path))` would delete:")
        for loaded in stale { printError("  " + (path as NSString).appendingPathComponent(loaded.relativePath)) }
    }

    /// The flags that shape a run, for the report's header (the seed and cases are there
    /// already).
    static func settingsLine(options: ParsedArguments, jobs: Int, corpus: String?) -> String {
        var parts: [String] = []
        if let time = options.value("time") { parts.append("--time \(time)") }
        parts.append("--jobs \(jobs)")
        for assume in options.all("assume") { parts.append("--assume \(assume)") }
        if options.has("arbitrary-sizes") { parts.append("--arbitrary-sizes") }
        parts.append(corpus.map { "corpus \($0)" } ?? "no corpus")
        return parts.joined(separator: " · ")
    }
}

/// Corpus files written during a run, by failure, and what could not be saved.
final class SavedFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String: String] = [:]
    private var fresh: Set<String> = []
    private var failures: [String] = []
    private var smallerOnes: [(path: String, token: String, size: [Int])] = []

    /// A finding smaller than the entry holding its signature, which the run left as it is.
    func smaller(path: String, token: String, size: [Int]) {
        lock.lock()
        smallerOnes.append((path, token, size))
        lock.unlock()
    }

    /// Those findings, by path (one per path: the smallest).
    var smallerFindings: [(path: String, token: String, size: [Int])] {
        lock.lock()
        defer { lock.unlock() }
        var best: [String: (path: String, token: String, size: [Int])] = [:]
        for finding in smallerOnes where best[finding.path].map({ finding.size.lexicographicallyPrecedes($0.size) }) ?? true {
            best[finding.path] = finding
        }
        return best.values.sorted { $0.path < $1.path }
    }

    func set(_ key: String, _ path: String, isNew: Bool) {
        lock.lock()
        storage[key] = path
        if isNew { fresh.insert(key) }
        lock.unlock()
    }

    func failedToSave(_ message: String) {
        lock.lock()
        failures.append(message)
        lock.unlock()
        printError(message)
    }

    var files: [String: String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// The keys of findings the corpus did not hold before this run.
    var newFiles: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return fresh
    }

    var problems: [String] {
        lock.lock()
        defer { lock.unlock() }
        return failures
    }
}
