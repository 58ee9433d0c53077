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
      --corpus DIR       also save every minimal failure in DIR
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
            do { try corpus.save(CorpusEntry(failure, strategyID: strategyID, config: harnessConfig)) } catch { printError("clearance: \(error)") }
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

    Joins corpus directories (for example the shards of a nightly run) into one, deduplicated
    by strategy, invariant and diagnosis; the smaller scenario wins. Malformed entries stop
    the merge before anything is written.
    """

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try parse(arguments, spec: OptionSpec(valued: ["into"], flags: ["help"]), usage: usage)
        if options.has("help") { print(usage); return 0 }
        guard options.positionals.first == "merge" else { throw UsageError(message: "the corpus command is 'corpus merge'", usage: usage) }
        let sources = Array(options.positionals.dropFirst())
        guard !sources.isEmpty else { throw UsageError(message: "corpus merge needs at least one directory", usage: usage) }
        guard let into = options.value("into") else { throw UsageError(message: "--into DIR is required", usage: usage) }
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
            case .kept: kept += 1
            }
        }
        print("merged \(entries.count) entries into \(into): \(added) added, \(replaced) replaced a larger one, \(kept) already covered")
        return 0
    }
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
