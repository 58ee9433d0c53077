import Clearance
import Foundation

/// What a replay argument names: corpus entries (a file or a directory) or a replay token.
enum ReplayTarget {
    case entries([Corpus.Loaded])
    case token(HarnessReplayToken, any AvoidanceStrategy)
    /// The cases a crash artifact (`clearance-crash-<pid>.json`) kept.
    case crashCases([CrashCase])

    static func resolve(_ argument: String, usage: String) throws -> ReplayTarget {
        if argument.hasPrefix("cl1.") || argument.hasPrefix("cl2.") {
            let token: HarnessReplayToken
            do { token = try HarnessReplayToken(parsing: argument) } catch { throw UsageError(message: "\(error)", usage: usage) }
            guard let strategy = StrategyCatalog.strategy(id: token.strategyID) else {
                throw UsageError(message: "the token is for '\(token.strategyID)', which is not a built-in strategy (\(StrategyCatalog.all.map(\.id).joined(separator: ", "))); "
                                 + "a strategy of your own replays in its own package: CLEARANCE_REPLAY=\(argument) swift test", usage: usage)
            }
            return .token(token, strategy)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
            throw UsageError(message: "'\(argument)' is neither a corpus file, a corpus directory nor a replay token (cl1.…)", usage: usage)
        }
        let url = URL(fileURLWithPath: argument)
        if isDirectory.boolValue {
            let corpus = Corpus(directory: url)
            do {
                guard try !corpus.files().isEmpty else {
                    throw UsageError(message: "'\(argument)' holds no corpus entries (*.json): nothing to replay", usage: usage)
                }
                // Paths as the user would type them from here.
                return .entries(try corpus.loadAll().map { loaded in
                    var loaded = loaded
                    loaded.relativePath = (argument as NSString).appendingPathComponent(loaded.relativePath)
                    return loaded
                })
            } catch let error as UsageError { throw error } catch { throw CommandError(message: "\(error)", status: 2) }
        }
        // A crash artifact is an array of the cases that were running.
        if let data = try? Data(contentsOf: url), data.first(where: { !" \n\r\t".utf8.contains($0) }) == UInt8(ascii: "[") {
            do {
                let cases = try JSONDecoder().decode([CrashCase].self, from: data)
                guard !cases.isEmpty else { throw CommandError(message: "\(argument): the crash artifact holds no cases", status: 2) }
                return .crashCases(cases)
            } catch let error as CommandError { throw error } catch {
                throw CommandError(message: "\(argument): not a corpus entry nor a crash artifact ([{\"strategy\": …, \"scenario\": …}]): \(error)", status: 2)
            }
        }
        let corpus = Corpus(directory: url.deletingLastPathComponent())
        do {
            var loaded = try corpus.load(url)
            loaded.relativePath = argument
            return .entries([loaded])
        } catch { throw CommandError(message: "\(error)", status: 2) }
    }
}

/// One case a crash artifact kept: the strategy and the scenario it was running.
struct CrashCase: Decodable {
    let strategy: String
    let scenario: Scenario
}

func strategy(for entry: Corpus.Loaded) throws -> any AvoidanceStrategy {
    guard let strategy = StrategyCatalog.strategy(id: entry.entry.strategyID) else {
        throw CommandError(message: "\(CorpusError.unknownStrategy(file: entry.url.path, id: entry.entry.strategyID, known: StrategyCatalog.all.map(\.id)))", status: 2)
    }
    return strategy
}

enum ReplayCommand {
    static let usage = """
    usage: clearance replay FILE|DIR|TOKEN [--check] [--assume NAME=on|off …]

    Reruns a saved failure exactly (a corpus entry, every entry of a corpus directory, a
    replay token cl2.…, or the cases of a crash artifact clearance-crash-<pid>.json) and
    prints its report.

    options:
      --check                exit 0 when every entry gives the verdict it expects (fail or pass)
      --assume NAME=on|off   switch a layout-core assumption (repeatable; on top of the entry's)
      --help                 this text

    exit status: 1 if a replayed failure still fails (with --check: if an entry does not give
                 its expected verdict), 0 otherwise, 2 bad usage or a malformed entry
    """

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try parse(arguments, spec: OptionSpec(valued: ["assume"], repeatable: ["assume"], flags: ["help", "check"]), usage: usage)
        let overrides = try parseAssumptions(options.all("assume"), usage: usage)
        if options.has("help") { print(usage); return 0 }
        guard options.positionals.count == 1 else { throw UsageError(message: "replay takes one FILE, DIR or TOKEN", usage: usage) }
        switch try ReplayTarget.resolve(options.positionals[0], usage: usage) {
        case let .token(token, strategy):
            let scenario: Scenario
            do { scenario = try token.scenario(for: strategy, assumptions: overrides) } catch { throw CommandError(message: "\(error)", status: 2) }
            var wanted: (@Sendable (Violation) -> Bool)?
            if token.invariant != nil { wanted = { [token] violation in token.matches(violation) } }
            if let failure = Clearance.explain(scenario, strategy: strategy, assumptions: overrides, choices: token.choices, fuzz: token.fuzz,
                                               lookingFor: wanted) {
                print(failure.text(strategyID: strategy.id))
                return 1
            }
            print("\(strategy.id) passes every invariant in:\n" + scenario.description.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
            return 0
        case let .crashCases(cases):
            // The cases that were running when a strategy's own code trapped: each is run
            // again with every invariant (a trap that comes back ends this process the same way).
            var failing = 0
            for (index, crashCase) in cases.enumerated() {
                guard let strategy = StrategyCatalog.strategy(id: crashCase.strategy) else {
                    throw CommandError(message: "crash case \(index + 1): '\(crashCase.strategy)' is not a built-in strategy (\(StrategyCatalog.all.map(\.id).joined(separator: ", ")))", status: 2)
                }
                if index > 0 { print("") }
                print("crash case \(index + 1) of \(cases.count): \(strategy.id)")
                if let failure = Clearance.explain(crashCase.scenario, strategy: strategy, assumptions: overrides) {
                    failing += 1
                    print(failure.text(strategyID: strategy.id))
                } else {
                    print("\(strategy.id) passes every invariant in:\n" + crashCase.scenario.description.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
                }
            }
            print("")
            print("Summary: \(cases.count) crash case\(cases.count == 1 ? "" : "s") replayed without a trap, \(failing) failing an invariant.")
            return failing == 0 ? 0 : 1
        case let .entries(entries):
            var stillFailing = 0
            var mismatched = 0
            for (index, loaded) in entries.enumerated() {
                let entry = loaded.entry
                let strategy = try strategy(for: loaded)
                var assumptions: Assumptions
                do { assumptions = try entry.assumptionSet() } catch let error as CorpusError {
                    throw CommandError(message: "\(loaded.url.path): \(error)", status: 2)
                }
                for assumption in Assumption.all where overrides[assumption] != Assumptions()[assumption] {
                    assumptions = assumptions.with(assumption, overrides[assumption])
                }
                if index > 0 { print("") }
                let failure = Clearance.explain(entry.scenario, strategy: strategy, invariants: [entry.invariant], assumptions: assumptions,
                                                choices: entry.choices ?? [], fuzz: entry.fuzz, lookingFor: { [entry] in entry.matches($0) })
                let matches = entry.expected == .fail ? failure.map { entry.matches($0.violation) } ?? false : failure == nil
                if let failure {
                    stillFailing += 1
                    print(failure.text(strategyID: strategy.id, corpusFile: loaded.relativePath))
                } else {
                    print("\(strategy.id) keeps \(entry.invariant) in \(loaded.relativePath)")
                }
                print("  expected: \(entry.expected.rawValue) — \(matches ? "as expected" : "NOT as expected")")
                if !matches { mismatched += 1 }
            }
            print("")
            print("Summary: \(entries.count) entr\(entries.count == 1 ? "y" : "ies") replayed, \(stillFailing) still failing, "
                  + "\(entries.count - mismatched) as expected, \(mismatched) not as expected.")
            if options.has("check") { return mismatched == 0 ? 0 : 1 }
            return stillFailing == 0 ? 0 : 1
        }
    }
}

enum ShrinkCommand {
    static let usage = """
    usage: clearance shrink FILE [--runs N]

    Shrinks a corpus entry further from its choice sequence with a larger budget, and rewrites
    it (atomically, under its new name) if the result is smaller.

    options:
      --runs N   the most scenario runs to spend (default 20000)
      --help     this text

    exit status: 0 done (smaller or not), 1 the entry no longer fails or cannot be shrunk,
                 2 bad usage or a malformed entry
    """

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try parse(arguments, spec: OptionSpec(valued: ["runs"], flags: ["help"]), usage: usage)
        if options.has("help") { print(usage); return 0 }
        guard options.positionals.count == 1 else { throw UsageError(message: "shrink takes one corpus FILE", usage: usage) }
        let runs = try options.value("runs").map { try parsePositive("runs", $0, usage: usage) } ?? 20_000
        let url = URL(fileURLWithPath: options.positionals[0])
        let corpus = Corpus(directory: url.deletingLastPathComponent().deletingLastPathComponent())
        let loaded: Corpus.Loaded
        do { loaded = try corpus.load(url) } catch { throw CommandError(message: "\(error)", status: 2) }
        let strategy = try strategy(for: loaded)
        Interruption.shared.install()
        guard let failure = try Clearance.shrink(loaded.entry, strategy: strategy, maxEvaluations: runs, shouldStop: { Interruption.shared.isRequested }) else {
            printError("clearance: \(url.path): cannot shrink: no choice sequence, the generators no longer produce its scenario, or it no longer fails")
            return 1
        }
        var entry = loaded.entry
        let before = entry.size
        entry.scenario = failure.scenario
        entry.choices = failure.choices
        entry.diagnosis = failure.violation.diagnosis
        entry.found = failure.violation.description
        guard entry.size.lexicographicallyPrecedes(before) else {
            print("already minimal after \(failure.shrinkEvaluations) runs: \(url.path) unchanged")
            return 0
        }
        let newURL = url.deletingLastPathComponent().appendingPathComponent(entry.fileName)
        do {
            try AtomicFile.write(try entry.encoded(), to: newURL)
            if newURL.standardizedFileURL != url.standardizedFileURL { try FileManager.default.removeItem(at: url) }
        } catch { throw CommandError(message: "cannot rewrite \(url.path): \((error as NSError).localizedDescription)") }
        print("smaller after \(failure.shrinkEvaluations) runs: \(newURL.path)")
        print(failure.text(strategyID: strategy.id, corpusFile: newURL.path))
        return 0
    }
}

enum RenderCommand {
    static let usage = """
    usage: clearance render FILE|TOKEN --svg OUT [--assume NAME=on|off …]

    Draws the failing state as SVG: the device, its safe areas, the window, the keyboard and
    every view (the active field red), next to the reference layout, with the numbers.

    options:
      --svg OUT              the SVG file to write
      --assume NAME=on|off   switch a layout-core assumption, as the token's run did (repeatable;
                             a token is replayed with them, since some decide what is generated)
      --help                 this text
    """

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try parse(arguments, spec: OptionSpec(valued: ["svg", "assume"], repeatable: ["assume"], flags: ["help"]), usage: usage)
        let overrides = try parseAssumptions(options.all("assume"), usage: usage)
        if options.has("help") { print(usage); return 0 }
        guard options.positionals.count == 1 else { throw UsageError(message: "render takes one FILE or TOKEN", usage: usage) }
        guard let out = options.value("svg") else { throw UsageError(message: "--svg OUT is required", usage: usage) }
        let svg: String
        switch try ReplayTarget.resolve(options.positionals[0], usage: usage) {
        case let .token(token, strategy):
            let scenario: Scenario
            do { scenario = try token.scenario(for: strategy, assumptions: overrides) } catch { throw CommandError(message: "\(error)", status: 2) }
            svg = Picture.svg(scenario, strategy: strategy, assumptions: overrides)
        case let .entries(entries):
            guard entries.count == 1, let loaded = entries.first else { throw UsageError(message: "render draws one entry, not a directory", usage: usage) }
            let assumptions: Assumptions
            do { assumptions = try loaded.entry.assumptionSet() } catch { throw CommandError(message: "\(loaded.url.path): \(error)", status: 2) }
            svg = Picture.svg(loaded.entry.scenario, strategy: try strategy(for: loaded), invariants: [loaded.entry.invariant], assumptions: assumptions)
        case let .crashCases(cases):
            guard cases.count == 1, let crashCase = cases.first else {
                throw UsageError(message: "render draws one case; this crash artifact holds \(cases.count)", usage: usage)
            }
            guard let strategy = StrategyCatalog.strategy(id: crashCase.strategy) else {
                throw CommandError(message: "'\(crashCase.strategy)' is not a built-in strategy", status: 2)
            }
            svg = Picture.svg(crashCase.scenario, strategy: strategy)
        }
        try emit(svg, to: out)
        print("wrote \(out)")
        return 0
    }
}
