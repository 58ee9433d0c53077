import Clearance
import Foundation

enum MatrixCommand {
    static let usage = """
    usage: clearance matrix [--cases N] [--seed S] [--strategy ID …] [--invariant ID …] [--report text|markdown]
                            [--jobs N] [--corpus DIR] [--out FILE]

    The strategy × invariant table: for each cell, keeps (held over N cases) or breaks, with
    the diagnosis and the minimal scenario. Each invariant is checked in a run of its own, so
    a cell does not depend on the others. Same seed and cases: same table.

    options:
      --cases N          cases per strategy (default 2000)
      --seed S           the seed (default 11, the README's table)
      --strategy ID      a strategy (repeatable; default all)
      --invariant ID     an invariant, core or all (repeatable; default core)
      --report FORMAT    text or markdown (default text)
      --jobs N           threads; 0 = all cores (default 0)
      --corpus DIR       also add every minimal failure to DIR (never replacing an entry)
      --out FILE         write the table to FILE
      --help             this text

    exit status: 0 the table was made, 2 bad usage
    """

    static func run(_ arguments: [String]) throws -> Int32 {
        let spec = OptionSpec(valued: ["cases", "seed", "strategy", "invariant", "report", "jobs", "corpus", "out"],
                              repeatable: ["strategy", "invariant"], flags: ["help"])
        let options = try parse(arguments, spec: spec, usage: usage)
        if options.has("help") { print(usage); return 0 }
        guard options.positionals.isEmpty else { throw UsageError(message: "unexpected argument '\(options.positionals[0])'", usage: usage) }
        var config = FuzzConfig()
        config.strategies = try parseStrategies(options.all("strategy"), usage: usage)
        config.invariants = try parseInvariants(options.all("invariant"), default: InvariantID.core, usage: usage)
        config.cases = try options.value("cases").map { try parsePositive("cases", $0, usage: usage) } ?? 2_000
        config.seed = try options.value("seed").map { try parseSeed($0, usage: usage) } ?? 11
        config.separateInvariants = true
        config.keepDependencyCases = 200
        let jobs = try options.value("jobs").map { try parsePositive("jobs", $0, usage: usage, allowZero: true) } ?? 0
        config.jobs = jobs == 0 ? ProcessInfo.processInfo.activeProcessorCount : jobs
        let format = try parseFormat(options.value("report"), allowed: [.text, .markdown], usage: usage)
        let corpus = options.value("corpus").map { Corpus(directory: URL(fileURLWithPath: $0)) }
        if let corpus {
            do { try corpus.ensureWritable() } catch { throw UsageError(message: "\(error)", usage: usage) }
        }
        Interruption.shared.install()
        config.shouldStop = { Interruption.shared.isRequested }
        let progress = ProgressLine(budget: nil)
        config.progress = { progress.update($0) }
        let harnessConfig = HarnessConfig(fuzz: false)
        config.onFailure = { strategyID, failure in
            guard let corpus else { return }
            do { try corpus.add(CorpusEntry(failure, strategyID: strategyID, config: harnessConfig)) } catch { printError("clearance: \(error)") }
        }
        let report = Clearance.fuzz(config)
        progress.finish()
        try emit(format == .markdown ? matrixMarkdown(report) : matrixText(report), to: options.value("out"))
        return report.interrupted ? 130 : 0
    }

    static func summary(_ failure: StrategyFailure) -> String {
        failure.scenario.description.replacingOccurrences(of: "\n", with: "; ")
    }

    /// A breaking cell's causes: each distinct failure's diagnosis, in the order found.
    static func causes(_ cell: FuzzCell) -> String {
        var seen: [String] = []
        for failure in cell.failures {
            let name = failure.violation.diagnosis?.rawValue ?? "no known cause"
            if !seen.contains(name) { seen.append(name) }
        }
        return seen.joined(separator: ", ")
    }

    static func matrixText(_ report: FuzzReport) -> String {
        var lines = ["strategy × invariant, \(report.casesPerStrategy ?? 0) cases per strategy, seed \(report.seed)", ""]
        for strategy in report.strategies {
            lines.append(strategy)
            for invariant in report.invariants {
                guard let cell = report.cell(strategy, invariant) else { continue }
                switch cell.verdict {
                case let .keeps(cases):
                    lines.append("  \(invariant.rawValue): keeps (\(cases) cases)"
                                 + (cell.keptThrough.isEmpty ? "" : " only while " + cell.keptThrough.map(\.summary).joined(separator: "; ")))
                case .notRun: lines.append("  \(invariant.rawValue): not run")
                case .breaks:
                    lines.append("  \(invariant.rawValue): BREAKS — " + causes(cell))
                    for failure in cell.failures {
                        lines.append("    [\(failure.violation.diagnosis?.rawValue ?? "no known cause")] \(summary(failure))")
                        lines.append("      \(failure.violation.message)" + (failure.baseline.map { "; baseline: \($0.keeps ? "keeps" : "breaks too")" } ?? ""))
                    }
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func matrixMarkdown(_ report: FuzzReport) -> String {
        var lines = ["| strategy | " + report.invariants.map { "`\($0.rawValue)`" }.joined(separator: " | ") + " |",
                     "|---|" + report.invariants.map { _ in "---|" }.joined()]
        var notes: [String] = []
        for strategy in report.strategies {
            let cells = report.invariants.map { invariant -> String in
                guard let cell = report.cell(strategy, invariant) else { return "" }
                switch cell.verdict {
                case .keeps:
                    guard !cell.keptThrough.isEmpty else { return "keeps" }
                    for dependency in cell.keptThrough {
                        notes.append("- `\(strategy)` keeps `\(invariant.rawValue)` only while `\(dependency.assumption.name)` is "
                                     + "\(dependency.value ? "on" : "off") (\(dependency.assumption.confidence.rawValue)): switched, it breaks "
                                     + "(\(dependency.failureWhenSwitched.violation.diagnosis?.rawValue ?? "no known cause")). "
                                     + "Minimal: \(summary(dependency.failureWhenSwitched)).")
                    }
                    return "keeps (assumes " + cell.keptThrough.map { "`\($0.assumption.name)`" }.joined(separator: ", ") + ")"
                case .notRun: return "not run"
                case .breaks:
                    for failure in cell.failures {
                        notes.append("- `\(strategy)` breaks `\(invariant.rawValue)` (\(failure.violation.diagnosis?.rawValue ?? "no known cause"))"
                                     + ": \(failure.violation.message). Minimal: \(summary(failure)).")
                    }
                    return "**breaks** (" + causes(cell) + ")"
                }
            }
            lines.append("| `\(strategy)` | " + cells.joined(separator: " | ") + " |")
        }
        lines.append("")
        lines.append("\(report.casesPerStrategy ?? 0) cases per strategy, seed \(report.seed). Minimal counterexamples, and the assumptions a keep rests on:")
        lines.append("")
        lines += notes
        return lines.joined(separator: "\n") + "\n"
    }
}

enum ListCommand {
    static let usage = """
    usage: clearance list strategies|invariants|devices|assumptions
    """

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try parse(arguments, spec: OptionSpec(flags: ["help"]), usage: usage)
        if options.has("help") { print(usage); return 0 }
        guard options.positionals.count == 1 else { throw UsageError(message: "list what?", usage: usage) }
        switch options.positionals[0] {
        case "strategies":
            for strategy in StrategyCatalog.all {
                print("\(strategy.id)\n  \(strategy.summary)\n  source: \(strategy.source)\n  iOS \(strategy.iOSVersions.lowerBound)–\(strategy.iOSVersions.upperBound); containers: \(strategy.containers.map(\.rawValue).joined(separator: ", "))")
            }
        case "invariants":
            for invariant in InvariantID.allCases {
                print("\(invariant.rawValue)\(InvariantID.core.contains(invariant) ? " (core)" : "")")
            }
        case "devices":
            for device in DeviceCatalog.all {
                let size = device.screenSize(.portrait)
                print("\(device.id)  \(device.models.joined(separator: ", "))  \(Int(size.width))×\(Int(size.height)) pt")
            }
        case "assumptions":
            print("Assumptions (switch with --assume NAME=on|off):\n")
            for assumption in Assumption.all {
                print("\(assumption.name) (\(assumption.confidence.rawValue), default \(assumption.defaultValue ? "on" : "off"))\n  \(assumption.statement)\n  source: \(assumption.source)")
            }
            print("\nNumbers and rules without a source (registered, not switchable):\n")
            for number in ModelNumber.all {
                print("\(number.name) = \(number.value)\n  used for: \(number.usedFor)\n  evidence: \(number.evidence)")
            }
        default:
            throw UsageError(message: "cannot list '\(options.positionals[0])': choose strategies, invariants, devices or assumptions", usage: usage)
        }
        return 0
    }
}

enum CorpusCommand {
    static let usage = """
    usage: clearance corpus merge DIR… --into DIR
           clearance corpus update TOKEN… [--corpus DIR] [--assume NAME=on|off …]
           clearance corpus prune [DIR] [--dry-run]

    A fuzz run only adds entries to a corpus; these commands change it on purpose.

      merge    joins corpus directories (for example the shards of a nightly run) into one,
               deduplicated by strategy, invariant and diagnosis; the smaller scenario wins.
               Malformed entries stop the merge before anything is written.
      update   replaces the entry holding each replay token's signature by the token's
               scenario when that is smaller (adds it when no entry holds the signature): the
               command a fuzz run prints when it finds a smaller scenario. DIR defaults to Corpus.
      prune    deletes the entries that expect a failure their replay no longer shows (a bug
               fixed, or the model changed); with --dry-run only lists them. DIR defaults to
               Corpus. An entry expecting a pass that fails is left, and the exit status is 1.

    exit status: 0 done, 1 (prune) an entry expecting a pass fails, 2 bad usage or a
                 malformed entry, 3 something could not be written
    """

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try parse(arguments, spec: OptionSpec(valued: ["into", "corpus", "assume"], repeatable: ["assume"], flags: ["help", "dry-run"]),
                                usage: usage)
        if options.has("help") { print(usage); return 0 }
        switch options.positionals.first {
        case "merge": return try merge(Array(options.positionals.dropFirst()), options: options)
        case "update": return try update(Array(options.positionals.dropFirst()), options: options)
        case "prune": return try prune(Array(options.positionals.dropFirst()), options: options)
        default: throw UsageError(message: "the corpus command is 'corpus merge', 'corpus update' or 'corpus prune'", usage: usage)
        }
    }

    static func merge(_ sources: [String], options: ParsedArguments) throws -> Int32 {
        guard !sources.isEmpty else { throw UsageError(message: "corpus merge needs at least one directory", usage: usage) }
        guard let into = options.value("into") else { throw UsageError(message: "--into DIR is required", usage: usage) }
        try refuse(["corpus", "assume", "dry-run"], in: options, for: "merge")
        var entries: [CorpusEntry] = []
        for source in sources {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw UsageError(message: "'\(source)' is not a directory", usage: usage)
            }
            do { entries += try Corpus(directory: URL(fileURLWithPath: source)).loadAll().map(\.entry) } catch {
                throw CommandError(message: "\(error)", status: 2)
            }
        }
        let target = Corpus(directory: URL(fileURLWithPath: into))
        do { try target.ensureWritable() } catch { throw UsageError(message: "\(error)", usage: usage) }
        var added = 0, replaced = 0, kept = 0
        for entry in entries {
            switch try target.save(entry) {
            case .added: added += 1
            case .replaced: replaced += 1
            case .kept, .smallerThan: kept += 1
            }
        }
        print("merged \(entries.count) entries into \(into): \(added) added, \(replaced) replaced a larger one, \(kept) already covered")
        return 0
    }

    static func update(_ tokens: [String], options: ParsedArguments) throws -> Int32 {
        guard !tokens.isEmpty else { throw UsageError(message: "corpus update needs at least one replay token (cl2.…), as a fuzz run prints it", usage: usage) }
        try refuse(["into", "dry-run"], in: options, for: "update")
        let overrides = try parseAssumptions(options.all("assume"), usage: usage)
        let path = options.value("corpus") ?? FuzzCommand.defaultCorpus
        let corpus = Corpus(directory: URL(fileURLWithPath: path))
        // Every token is replayed before anything is written.
        var entries: [CorpusEntry] = []
        for argument in tokens {
            guard argument.hasPrefix("cl1.") || argument.hasPrefix("cl2.") else {
                throw UsageError(message: "'\(argument)' is not a replay token (cl2.…)", usage: usage)
            }
            guard case let .token(token, strategy) = try ReplayTarget.resolve(argument, usage: usage) else { continue }
            guard token.invariant != nil else {
                throw UsageError(message: "'\(argument)' names no invariant: a corpus entry is for one failure signature", usage: usage)
            }
            let scenario: Scenario
            do { scenario = try token.scenario(for: strategy, assumptions: overrides) } catch { throw CommandError(message: "\(error)", status: 2) }
            guard let failure = Clearance.explain(scenario, strategy: strategy, assumptions: overrides, choices: token.choices, fuzz: token.fuzz,
                                                  lookingFor: { [token] in token.matches($0) }) else {
                throw CommandError(message: "\(argument) no longer fails with its signature: nothing to keep", status: 2)
            }
            entries.append(CorpusEntry(failure, strategyID: strategy.id, config: HarnessConfig(assumptions: overrides, fuzz: token.fuzz)))
        }
        do { try corpus.ensureWritable() } catch { throw UsageError(message: "\(error)", usage: usage) }
        for entry in entries {
            let outcome: Corpus.SaveOutcome
            do { outcome = try corpus.save(entry) } catch { throw CommandError(message: "\(error)", status: ExitStatus.notWritten) }
            let shown = { (url: URL) in (path as NSString).appendingPathComponent(corpus.relativePath(of: url)) }
            switch outcome {
            case let .replaced(url, removed):
                print("replaced \(shown(removed)) by \(shown(url)) (\(describe(size: entry.size)))")
            case let .added(url): print("added \(shown(url)) (\(describe(size: entry.size))): no entry held \(entry.key)")
            case let .kept(url), let .smallerThan(url): print("kept \(shown(url)): it is at least as small")
            }
        }
        return 0
    }

    static func prune(_ directories: [String], options: ParsedArguments) throws -> Int32 {
        guard directories.count <= 1 else { throw UsageError(message: "corpus prune takes one directory", usage: usage) }
        try refuse(["into", "corpus", "assume"], in: options, for: "prune")
        let path = directories.first ?? FuzzCommand.defaultCorpus
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError(message: "'\(path)' is not a directory", usage: usage)
        }
        let corpus = Corpus(directory: URL(fileURLWithPath: path))
        let loaded: [Corpus.Loaded]
        do { loaded = try corpus.loadAll() } catch { throw CommandError(message: "\(error)", status: 2) }
        var stale: [Corpus.Loaded] = []
        var regressions: [Corpus.Loaded] = []
        for entry in loaded {
            let replay: CorpusReplay
            do { replay = try entry.entry.replay(file: entry.url.path) } catch { throw CommandError(message: "\(error)", status: 2) }
            guard !replay.matchesExpectation else { continue }
            if entry.entry.expected == .fail { stale.append(entry) } else { regressions.append(entry) }
        }
        let dryRun = options.has("dry-run")
        for entry in stale {
            let shown = (path as NSString).appendingPathComponent(entry.relativePath)
            if !dryRun {
                do { try corpus.remove(entry.url) } catch { throw CommandError(message: "\(error)", status: ExitStatus.notWritten) }
            }
            print("\(dryRun ? "would delete" : "deleted") \(shown): \(entry.entry.strategyID) no longer breaks \(entry.entry.key.split(separator: "/").dropFirst().joined(separator: "/"))")
        }
        for entry in regressions {
            print("left \((path as NSString).appendingPathComponent(entry.relativePath)): it expects a pass and fails (clearance replay shows why)")
        }
        print("\(loaded.count) entr\(loaded.count == 1 ? "y" : "ies") replayed: \(stale.count) no longer fail\(stale.count == 1 ? "s" : "")"
              + (dryRun ? " (nothing deleted: --dry-run)" : stale.isEmpty ? "" : ", deleted") + (regressions.isEmpty ? "" : ", \(regressions.count) expecting a pass fail"))
        return regressions.isEmpty ? 0 : 1
    }

    /// Options that belong to another corpus subcommand are refused, not ignored.
    static func refuse(_ names: [String], in options: ParsedArguments, for command: String) throws {
        for name in names where options.has(name) || options.value(name) != nil {
            throw UsageError(message: "corpus \(command) takes no --\(name)", usage: usage)
        }
    }

    /// A corpus entry's size in words: "2 events, 1 item, 812 bytes of JSON".
    static func describe(size: [Int]) -> String {
        guard size.count == 3 else { return size.map(String.init).joined(separator: ", ") }
        return "\(size[0]) event\(size[0] == 1 ? "" : "s"), \(size[1]) item\(size[1] == 1 ? "" : "s"), \(size[2]) bytes of JSON"
    }
}

/// A word as a POSIX shell reads it back: quoted only when it needs to be.
func shellQuoted(_ word: String) -> String {
    let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:+,@%".contains($0) }
    return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

enum BenchCommand {
    static let usage = """
    usage: clearance bench [engine|solver|core|harness]…

    Runs the release-build benchmarks (the clearance-bench executable next to this one) and
    prints one `area.figure: value unit` line per figure.
    """

    static func run(_ arguments: [String]) throws -> Int32 {
        if arguments.contains("--help") { print(usage); return 0 }
        let known = ["engine", "solver", "core", "harness"]
        if let unknown = arguments.first(where: { !known.contains($0) }) {
            throw UsageError(message: "unknown area '\(unknown)'; areas: \(known.joined(separator: ", "))", usage: usage)
        }
        let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let bench = me.deletingLastPathComponent().appendingPathComponent("clearance-bench")
        guard FileManager.default.isExecutableFile(atPath: bench.path) else {
            throw CommandError(message: "clearance-bench is not built next to \(me.path); build it with: swift build -c release --product clearance-bench")
        }
        let process = Process()
        process.executableURL = bench
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
