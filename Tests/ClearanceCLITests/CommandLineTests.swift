import Clearance
#if canImport(FoundationXML)
import FoundationXML
#endif
import Dispatch
import Testing

/// The built `clearance` binary, run end to end.
struct CLI {
    static var binary: URL { URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("clearance") }
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs the binary to completion. A `fuzz` without `--corpus` gets `--no-corpus`, so that
    /// tests run from the package never write into its `Corpus/` (the default is tested on
    /// its own, in a temporary directory).
    static func run(_ arguments: [String], in directory: URL? = nil, keepDefaultCorpus: Bool = false,
                    environment: [String: String] = [:]) throws -> Result {
        var arguments = arguments
        if arguments.first == "fuzz", !keepDefaultCorpus, !arguments.contains("--corpus"), !arguments.contains("--help") {
            arguments.append("--no-corpus")
        }
        return try runProcess(binary, arguments, in: directory ?? packageRoot, environment: environment)
    }

    /// Runs any executable to completion, reading both pipes while it runs so that a large
    /// report cannot fill a pipe and block it.
    static func runProcess(_ executable: URL, _ arguments: [String], in directory: URL,
                           environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errors = ErrorCollector()
        let group = DispatchGroup()
        group.enter()
        Dispatch.DispatchQueue.global().async {
            errors.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                      errors: String(decoding: errors.data, as: UTF8.self))
    }
}

/// Standard error, read on another thread.
final class ErrorCollector: @unchecked Sendable {
    var data = Data()
}

@Suite("The clearance command line, end to end")
struct CommandLineTests {
    @Test func versionAndHelp() throws {
        let version = try CLI.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output == "clearance \(Clearance.version)\n")
        for command in ["fuzz", "replay", "shrink", "matrix", "render", "list", "corpus", "bench"] {
            let help = try CLI.run([command, "--help"])
            #expect(help.status == 0, "\(command) --help")
            #expect(help.output.hasPrefix("usage: clearance \(command)"), "\(command) --help")
        }
    }

    @Test(arguments: [
        (["fuzz", "--bogus"], "unknown option '--bogus'"),
        (["fuzz", "--time", "5x"], "bad duration '5x'"),
        (["fuzz", "--time", "10"], "a unit is needed"),
        (["fuzz", "--shard", "0/3"], "bad shard '0/3'"),
        (["fuzz", "--shard", "4/3"], "bad shard '4/3'"),
        (["fuzz", "--cases", "-5"], "--cases must be a positive whole number, not '-5'"),
        (["fuzz", "--cases", "many"], "--cases must be a positive whole number"),
        (["fuzz", "--strategy", "magic"], "unknown strategy 'magic'; strategies: guide-pinned-stack, scroll-view-pinned-to-guide"),
        (["fuzz", "--invariant", "no-triple-shift"], "unknown invariant 'no-triple-shift'; invariants: field-visible"),
        (["fuzz", "--assume", "flying-keyboards=on"], "unknown assumption 'flying-keyboards'"),
        (["fuzz", "--report", "pdf"], "--report must be one of text, json, junit, markdown"),
        (["fuzz", "--time", "999999999999999999m"], "at most 30 days"),
        (["fuzz", "--time", "99999999999999999999999s"], "at most 30 days"),
        (["fuzz", "--cases", "99999999999999999999"], "--cases is too large"),
        (["fuzz", "--strategy", ""], "--strategy needs a strategy id"),
        (["fuzz", "--invariant", ""], "--invariant needs an invariant id"),
        (["fuzz", "--shard", "5/8", "--cases", "3"], "holds no case"),
        (["fuzz", "--out", "/proc/no-such-dir/report.txt"], "cannot write the report to /proc/no-such-dir/report.txt"),
        (["fuzz", "--also", "junit=/proc/no-such-dir/junit.xml"], "cannot write the report to /proc/no-such-dir/junit.xml"),
        (["replay"], "replay takes one FILE, DIR or TOKEN"),
        (["replay", "no-such-file.json"], "is neither a corpus file"),
        (["list", "colours"], "cannot list 'colours'"),
        (["teleport"], "unknown command 'teleport'"),
    ])
    func badUsagePrintsTheProblemAndUsageAndExitsTwo(_ arguments: [String], _ message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2)
        #expect(result.errors.contains(message), "\(result.errors)")
        #expect(result.errors.contains("usage: clearance"))
        #expect(result.output.isEmpty)
    }

    @Test func helpWorksEveryWayItIsAsked() throws {
        for arguments in [["help", "fuzz"], ["fuzz", "-h"], ["replay", "-h"]] {
            let result = try CLI.run(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.output.hasPrefix("usage: clearance \(arguments.contains("replay") ? "replay" : "fuzz")"), "\(arguments)")
        }
    }

    /// A folder with one poisoned entry is refused before anything is written.
    @Test func aMergeWithAPoisonedEntryWritesNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("shard")
        let good = try Corpus(directory: CLI.packageRoot.appendingPathComponent("Corpus")).loadAll().prefix(5)
        for loaded in good { try Corpus(directory: source).save(loaded.entry) }
        var poisoned = String(decoding: try good.first!.entry.encoded(), as: UTF8.self)
        poisoned = poisoned.replacingOccurrences(of: "\"after\" : 1000", with: "\"after\" : 1e308")
        let bad = source.appendingPathComponent("naive-inset-on-show/zz-poisoned.json")
        try FileManager.default.createDirectory(at: bad.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(poisoned.utf8).write(to: bad)
        let into = directory.appendingPathComponent("merged")
        let result = try CLI.run(["corpus", "merge", source.path, "--into", into.path])
        #expect(result.status == 2, "\(result.output)\(result.errors)")
        #expect(result.errors.contains("zz-poisoned.json"))
        #expect((try? Corpus(directory: into).files().count) ?? 0 == 0, "nothing was written")
    }

    /// The nightly script refuses bad settings with status 2 before building anything (it
    /// used to exit 1 and `cat` a missing report).
    @Test(arguments: [
        (["CLEARANCE_SHARD": "bad"], "10s", "CLEARANCE_SHARD must be K/N"),
        (["CLEARANCE_SEED": "tuesday"], "10s", "CLEARANCE_SEED must be a whole number"),
        (["CLEARANCE_JOBS": "-1"], "10s", "CLEARANCE_JOBS must be a whole number"),
        ([:], "10 minutes", "TIME must be a duration"),
    ])
    func theNightlyScriptRefusesBadSettingsWithStatusTwo(_ environment: [String: String], _ budget: String, _ message: String) throws {
        let result = try CLI.runProcess(URL(fileURLWithPath: "/bin/bash"),
                                        [CLI.packageRoot.appendingPathComponent("scripts/nightly-fuzz.sh").path, budget, "unused-out"],
                                        in: FileManager.default.temporaryDirectory, environment: environment)
        #expect(result.status == 2, "\(result.errors)")
        #expect(result.errors.contains(message), "\(result.errors)")
    }

    /// Issue 12 #19: the nightly script writes under the caller's directory (a relative
    /// OUT_DIR is not the repository's), and its corpus holds only the findings the
    /// repository's Corpus/ does not have yet. (`CLEARANCE_BIN` runs it on the built binary.)
    /// Nightly (64 s of a 2-core debug run; the nightly script runs it, and so checks itself).
    @Test(.enabled(if: runsNightlyTests, "nightly: CLEARANCE_NIGHTLY=1"))
    func theNightlyScriptWritesWhereItIsCalledAndKeepsOnlyNewFindings() throws {
        let caller = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-night-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: caller, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: caller) }
        let result = try CLI.runProcess(URL(fileURLWithPath: "/bin/bash"),
                                        [CLI.packageRoot.appendingPathComponent("scripts/nightly-fuzz.sh").path, "10s", "night"], in: caller,
                                        environment: ["CLEARANCE_BIN": CLI.binary.path, "CLEARANCE_CASES": "12", "CLEARANCE_SEED": "7", "CLEARANCE_JOBS": "2",
                                                      "CLEARANCE_NIGHTLY_TESTS": "0"])
        // The built-in catalog holds known-wrong strategies: something is found.
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.output.contains("repeat: CLEARANCE_SEED=7 CLEARANCE_CASES=12"))
        let night = caller.appendingPathComponent("night")
        for file in ["report.txt", "report.json", "junit.xml", "summary.md"] {
            #expect(FileManager.default.fileExists(atPath: night.appendingPathComponent(file).path), "\(file) under the caller's directory")
        }
        #expect(!FileManager.default.fileExists(atPath: CLI.packageRoot.appendingPathComponent("night").path))
        let repositoryCorpus = CLI.packageRoot.appendingPathComponent("Corpus")
        let kept = try Corpus(directory: night.appendingPathComponent("corpus")).files()
        // Some findings are new (seed 7 is not the table's seed 11), but not all: those whose
        // signature Corpus/ already holds are left out.
        let report = try String(contentsOf: night.appendingPathComponent("report.txt"), encoding: .utf8)
        let distinct = report.split(separator: "\n").first { $0.hasPrefix("Bugs (") }
            .flatMap { $0.components(separatedBy: "from ").last.flatMap { Int($0.prefix { $0.isNumber }) } } ?? 0
        #expect(!kept.isEmpty && kept.count < distinct, "\(kept.count) kept of \(distinct) found")
        for file in kept {
            let relative = String(file.path.dropFirst(night.appendingPathComponent("corpus").path.count + 1))
            #expect(!FileManager.default.fileExists(atPath: repositoryCorpus.appendingPathComponent(relative).path), "\(relative) is already in Corpus/")
        }
    }

    /// The report excerpt in Clearance's "Failures and verdicts" article is the start of the
    /// run it names, byte for byte, so the article cannot go stale. Nightly (two strategies
    /// over 2,000 cases with shrinking: about a minute in a debug build).
    @Test(.enabled(if: runsNightlyTests, "nightly: CLEARANCE_NIGHTLY=1"))
    func theArticlesFuzzReportIsTheRunItNames() throws {
        let article = try String(contentsOf: CLI.packageRoot.appendingPathComponent("Sources/Clearance/Clearance.docc/FailuresAndVerdicts.md"), encoding: .utf8)
        let command = "clearance fuzz --seed 7 --cases 2000 --strategy naive-inset-on-show --strategy keyboard-guide-careful --jobs 2 --no-corpus"
        #expect(article.contains("A real run, `\(command)`"))
        let opening = try #require(article.range(of: "```text\nClearance 1.0 fuzz report"))
        let closing = try #require(article.range(of: "\n\n…\n```", range: opening.upperBound..<article.endIndex))
        let excerpt = String(article[article.index(opening.lowerBound, offsetBy: "```text\n".count)..<closing.lowerBound])
        let result = try CLI.run(Array(command.split(separator: " ").dropFirst().map(String.init)))
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.output.hasPrefix(excerpt + "\n"), "the article's excerpt is not the start of today's run:\n\(result.output)")
    }

    @Test func replayingAnEmptyDirectoryIsAnError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLI.run(["replay", "--check", directory.path])
        #expect(result.status == 2)
        #expect(result.errors.contains("holds no corpus entries"))
    }

    @Test func aStrategyGivenTwiceRunsOnce() throws {
        let result = try CLI.run(["fuzz", "--cases", "20", "--seed", "1", "--strategy", "keyboard-guide-careful",
                                  "--strategy", "keyboard-guide-careful,keyboard-guide-careful", "--invariant", "core"])
        #expect(result.output.components(separatedBy: "\nkeyboard-guide-careful ").count == 2, "\(result.output)")
        #expect(result.output.contains("20 cases run"))
    }

    /// A report written through a symbolic link, into a FIFO and onto /dev/stdout: never
    /// replaced by a regular file.
    @Test func reportsAreWrittenThroughLinksFIFOsAndDevices() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["fuzz", "--cases", "10", "--seed", "1", "--strategy", "keyboard-guide-careful", "--invariant", "core"]
        // A link: its target gets the report, the link stays a link.
        let target = directory.appendingPathComponent("target.txt")
        let link = directory.appendingPathComponent("link.txt")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        #expect(try CLI.run(arguments + ["--out", link.path]).status == 0)
        #expect(try String(contentsOf: target, encoding: .utf8).contains("fuzz report"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        // A device: /dev/stdout is our standard output.
        let device = try CLI.run(arguments + ["--out", "/dev/stdout"])
        #expect(device.status == 0)
        #expect(device.output.contains("fuzz report"))
        #expect(FileManager.default.fileExists(atPath: "/dev/stdout"))
        // A FIFO: its reader gets the bytes.
        let fifo = directory.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let reader = FIFOReader(path: fifo.path)
        let result = try CLI.run(arguments + ["--out", fifo.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(reader.wait().contains("fuzz report"))
        var info = stat()
        #expect(stat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    /// A report that cannot be written (a full disk: /dev/full) still reaches standard
    /// output, with its own exit status.
    @Test func aReportThatCannotBeWrittenGoesToStandardOutputWithStatusThree() throws {
        let result = try CLI.run(["fuzz", "--cases", "40", "--seed", "2", "--strategy", "naive-inset-on-show", "--invariant", "core",
                                  "--out", "/dev/full"])
        #expect(result.status == 3, "\(result.errors)")
        #expect(result.output.contains("naive-inset-on-show breaks"))
        #expect(result.errors.contains("cannot write /dev/full"))
    }

    /// Findings are kept by default (in ./Corpus), and the report tells new from known ones.
    @Test func findingsAreKeptByDefaultAndTheReportSaysWhichAreNew() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["fuzz", "--cases", "40", "--seed", "2", "--strategy", "naive-inset-on-show", "--invariant", "no-double-shift"]
        let first = try CLI.run(arguments, in: directory, keepDefaultCorpus: true)
        #expect(first.status == 1)
        #expect(first.output.contains("[new]"))
        #expect(first.output.contains("corpus Corpus"))
        let saved = try Corpus(directory: directory.appendingPathComponent("Corpus")).loadAll()
        #expect(!saved.isEmpty)
        let second = try CLI.run(arguments, in: directory, keepDefaultCorpus: true)
        #expect(second.output.contains("[already in the corpus]"))
        #expect(!second.output.contains("[new]"))
        #expect(second.output.contains("Summary: "))
    }

    /// A fuzz run only adds to a corpus (issue 36: the README's first command, in a fresh
    /// clone, deleted 21 tracked entries and replaced them): a smaller finding and an entry
    /// that no longer fails are told, with the commands that change them on purpose.
    @Test func aFuzzRunOnlyAddsAndTheCorpusCommandsChangeItOnPurpose() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Corpus").path
        let corpus = Corpus(directory: URL(fileURLWithPath: path))
        let arguments = ["fuzz", "--cases", "40", "--seed", "2", "--strategy", "naive-inset-on-show", "--invariant", "no-double-shift", "--corpus", path]
        #expect(try CLI.run(arguments).status == 1)
        let found = try corpus.loadAll()
        let minimal = try #require(found.first)
        // The tracked entry is larger than what the run finds, and another one no longer fails.
        var larger = minimal.entry
        larger.scenario.events.append(TimedEvent(.resign))
        try FileManager.default.removeItem(at: minimal.url)
        try corpus.save(larger)
        var stale = minimal.entry
        stale.strategyID = "keyboard-guide-careful"
        try corpus.save(stale)
        let before = try corpus.files().map { ($0.path, try Data(contentsOf: $0)) }

        let second = try CLI.run(arguments)
        #expect(second.status == 1)
        let after = try corpus.files().map { ($0.path, try Data(contentsOf: $0)) }
        #expect(after.map(\.0) == before.map(\.0), "the run added or deleted an entry")
        #expect(after.map(\.1) == before.map(\.1), "the run rewrote an entry")
        let largerPath = (path as NSString).appendingPathComponent(corpus.relativePath(of: corpus.url(for: larger)))
        let stalePath = (path as NSString).appendingPathComponent(corpus.relativePath(of: corpus.url(for: stale)))
        #expect(second.errors.contains("`clearance corpus update` would replace:\n  \(largerPath) by a scenario of \(minimal.entry.scenario.events.count) event"),
                "\(second.errors)")
        #expect(second.errors.contains("`clearance corpus prune \(path)` would delete:\n  \(stalePath)\n"), "\(second.errors)")

        // The printed update command replaces the larger entry by the smaller scenario.
        let command = try #require(second.errors.split(separator: "\n").first { $0.hasPrefix("  clearance corpus update ") })
        let words = command.split(separator: " ").map(String.init)
        #expect(Array(words[3...4]) == ["--corpus", path])
        let update = try CLI.run(Array(words.dropFirst()))
        #expect(update.status == 0, "\(update.errors)")
        #expect(update.output.contains("replaced \(largerPath) by "), "\(update.output)")
        #expect(!FileManager.default.fileExists(atPath: largerPath))
        #expect(try corpus.load(corpus.url(for: minimal.entry)).entry.scenario == minimal.entry.scenario)

        // Prune: --dry-run lists, then it deletes only the entry that no longer fails.
        let dry = try CLI.run(["corpus", "prune", path, "--dry-run"])
        #expect(dry.status == 0, "\(dry.errors)")
        #expect(dry.output.contains("would delete \(stalePath): keyboard-guide-careful no longer breaks "), "\(dry.output)")
        #expect(FileManager.default.fileExists(atPath: stalePath))
        let prune = try CLI.run(["corpus", "prune", path])
        #expect(prune.status == 0, "\(prune.errors)")
        #expect(prune.output.contains("deleted \(stalePath)"))
        #expect(try corpus.files().map { corpus.relativePath(of: $0) } == found.map(\.relativePath))
        let third = try CLI.run(arguments)
        #expect(!third.errors.contains("clearance corpus"), "\(third.errors)")
        // Misuse is refused with the reason.
        let bad = try CLI.run(["corpus", "update", "not-a-token"])
        #expect(bad.status == 2)
        #expect(bad.errors.contains("'not-a-token' is not a replay token"))
    }

    @Test func anUnwritableCorpusFailsBeforeFuzzing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("plain-file")
        try Data().write(to: file)
        let result = try CLI.run(["fuzz", "--cases", "100000", "--corpus", file.appendingPathComponent("corpus").path])
        #expect(result.status == 2)
        #expect(result.errors.contains("corpus directory is not writable"))
    }

    /// Nightly (46 s of a 2-core debug run): `RunnerTests` checks in `swift test` that the
    /// runner's verdicts and failures do not depend on the number of jobs.
    @Test(.enabled(if: runsNightlyTests, "nightly: CLEARANCE_NIGHTLY=1"))
    func theSameSeedGivesTheSameReportWithOneOrTwoJobs() throws {
        let arguments = ["fuzz", "--cases", "120", "--seed", "5", "--strategy", "naive-inset-on-show", "--strategy", "table-view-controller",
                         "--invariant", "core"]
        let one = try CLI.run(arguments + ["--jobs", "1"])
        let two = try CLI.run(arguments + ["--jobs", "2"])
        #expect(one.status == 1)
        #expect(two.status == 1)
        // Byte for byte, but for the header line that records --jobs.
        func body(_ text: String) -> [Substring] { text.split(separator: "\n").filter { !$0.hasPrefix("seed 5") } }
        #expect(body(one.output) == body(two.output))
        #expect(one.output.contains("--jobs 1") && two.output.contains("--jobs 2"))
        #expect(one.output.contains("naive-inset-on-show breaks no-double-shift"))
        #expect(one.output.contains("replay: clearance replay cl2.naive-inset-on-show.n.pt2-"))
        #expect(one.output.contains("seed 5 · 120 cases per strategy · 240 cases run"))
        #expect(one.errors.isEmpty, "no progress display when standard error is not a terminal")
    }

    @Test func shardsSplitTheCaseSpaceIntoDisjointPartsThatAddUp() throws {
        func casesRun(_ extra: [String]) throws -> Int {
            let result = try CLI.run(["fuzz", "--cases", "150", "--seed", "9", "--strategy", "keyboard-guide-careful", "--invariant", "core",
                                      "--report", "json"] + extra)
            #expect(result.status == 0, "\(result.output)")
            let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as! [String: Any]
            return (json["casesRun"] as! [String: Int])["keyboard-guide-careful"]!
        }
        let whole = try casesRun([])
        let parts = try (1...3).map { try casesRun(["--shard", "\($0)/3"]) }
        #expect(whole == 150)
        #expect(parts == [50, 50, 50])
    }

    /// The shards' findings add up to the whole run's: every case is checked for every
    /// invariant (the run resumes at a failing case with its signature set aside), so a cell
    /// breaks in the whole run exactly when it breaks in some shard (issue 12: `reachable`
    /// broke in the whole run and kept in every shard).
    /// Nightly (43 s of a 2-core debug run): `ShardTests` checks in `swift test` that shards
    /// partition the cases and find what the whole run finds.
    @Test(.enabled(if: runsNightlyTests, "nightly: CLEARANCE_NIGHTLY=1"))
    func shardsBreakExactlyTheCellsTheWholeRunBreaks() throws {
        func breaking(_ extra: [String]) throws -> Set<String> {
            let result = try CLI.run(["fuzz", "--cases", "90", "--seed", "42", "--strategy", "naive-inset-on-show", "--strategy", "adjust-scroll-for-keyboard",
                                      "--invariant", "reachable", "--invariant", "hide-restores", "--report", "json"] + extra)
            let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as! [String: Any]
            let cells = json["cells"] as! [[String: Any]]
            return Set(cells.filter { $0["verdict"] as? String == "breaks" }.map { "\($0["strategy"]!)/\($0["invariant"]!)" })
        }
        let whole = try breaking([])
        let shards = try (1...3).map { try breaking(["--shard", "\($0)/3"]) }
        #expect(!whole.isEmpty)
        #expect(whole == shards.reduce(Set()) { $0.union($1) })
    }

    @Test func junitIsValidXMLWithOneTestCasePerCell() throws {
        let result = try CLI.run(["fuzz", "--cases", "64", "--seed", "2", "--strategy", "guide-plus-inset-handler", "--strategy", "keyboard-guide-careful",
                                  "--invariant", "core", "--report", "junit"])
        #expect(result.status == 1)
        let document = try XMLDocument(data: Data(result.output.utf8))
        let cases = try document.nodes(forXPath: "//testcase")
        #expect(cases.count == 8)
        // guide-plus-inset-handler breaks field-visible, no-double-shift and hide-restores (it
        // keeps nothing-offscreen: an inset the app adds hides nothing, issue 35 #10a); the
        // careful strategy breaks none.
        let failures = try document.nodes(forXPath: "//testcase/failure")
        #expect(failures.count == 3)
        #expect(try document.nodes(forXPath: "/testsuites/testsuite").count == 2)

        let markdown = try CLI.run(["fuzz", "--cases", "64", "--seed", "2", "--strategy", "guide-plus-inset-handler", "--invariant", "core", "--report", "markdown"])
        #expect(markdown.output.hasPrefix("## Clearance fuzz report"))
        #expect(markdown.output.contains("| `guide-plus-inset-handler` | **breaks**"))
    }

    @Test func replayingACorpusEntryReproducesItExactly() throws {
        let path = "Corpus/guide-plus-inset-handler"
        let files = try FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot.appendingPathComponent(path).path).sorted()
        let candidates = try files.filter { $0.hasPrefix("no-double-shift-") }.map { name in
            let file = "\(path)/\(name)"
            return (file, try CorpusEntry.decode(Data(contentsOf: CLI.packageRoot.appendingPathComponent(file)), file: file))
        }
        let (file, entry) = try #require(candidates.first { $0.1.diagnosis == .shiftedTwice })
        let first = try CLI.run(["replay", file])
        let second = try CLI.run(["replay", file])
        #expect(first.status == 1)
        #expect(first.output == second.output)
        #expect(first.output.contains("  \(entry.found!.components(separatedBy: " [").first!)"))
        #expect(first.output.contains("replay: clearance replay \(file)"))
        #expect(first.output.contains("expected: fail — as expected"))
        // The whole corpus gives the verdicts it expects.
        let check = try CLI.run(["replay", "--check", "Corpus"])
        #expect(check.status == 0, "\(check.output)")
        // The entry's choice sequence, as a replay token, gives the same scenario and violation.
        let token = HarnessReplayToken(strategyID: entry.strategyID, fuzz: entry.fuzz, choices: try #require(entry.choices)).text
        let byToken = try CLI.run(["replay", token])
        #expect(byToken.status == 1)
        let scenarioLines = entry.scenario.description.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        #expect(byToken.output.contains(scenarioLines))
        #expect(byToken.output.contains("  \(entry.found!.components(separatedBy: " [").first!)"))
        #expect(byToken.output.contains("replay: clearance replay \(token)"))
    }

    @Test func renderDrawsAnSVGThatParses() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot.appendingPathComponent("Corpus/naive-inset-on-show").path).sorted()
        let file = try #require(files.map { "Corpus/naive-inset-on-show/\($0)" }.first { file in
            file.contains("/no-double-shift-")
                && (try? CorpusEntry.decode(Data(contentsOf: CLI.packageRoot.appendingPathComponent(file)), file: file))?.diagnosis == .safeAreaCountedTwice
        })
        let out = directory.appendingPathComponent("picture.svg")
        let result = try CLI.run(["render", file, "--svg", out.path])
        #expect(result.status == 0)
        let svg = try XMLDocument(contentsOf: out)
        #expect(try svg.nodes(forXPath: "//*[local-name()='rect']").count > 8)
        let text = try String(contentsOf: out, encoding: .utf8)
        #expect(text.contains("safe area counted twice"))
        #expect(text.contains("reference: keyboard never shown"))
        #expect(text.contains("#e53e3e"), "the active field is drawn in red")
    }

    /// A token is drawn with the assumptions its run had: some decide what is generated (the
    /// split keyboard on a home-indicator iPad), so without them another scenario is drawn.
    @Test func renderReplaysATokenWithTheAssumptionsGiven() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("picture.svg")
        let token = HarnessReplayToken(strategyID: "keyboard-guide-careful", fuzz: false, choices: [1, 2, 3, 1, 0, 2]).text
        let switched = try CLI.run(["render", token, "--svg", out.path, "--assume", "split-keyboard-only-on-home-button-ipads=off"])
        #expect(switched.status == 0, "\(switched.output)")
        let unknown = try CLI.run(["render", token, "--svg", out.path, "--assume", "no-such-assumption=off"])
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("no-such-assumption"))
    }

    @Test func corpusMergeDeduplicatesShardsFindings() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for shard in 1...2 {
            let result = try CLI.run(["fuzz", "--cases", "128", "--seed", "3", "--strategy", "guide-plus-inset-handler", "--invariant", "core",
                                      "--shard", "\(shard)/2", "--corpus", root.appendingPathComponent("shard\(shard)").path])
            #expect(result.status == 1)
        }
        let merged = try CLI.run(["corpus", "merge", root.appendingPathComponent("shard1").path, root.appendingPathComponent("shard2").path,
                                  "--into", root.appendingPathComponent("merged").path])
        #expect(merged.status == 0, "\(merged.errors)")
        let entries = try Corpus(directory: root.appendingPathComponent("merged")).loadAll()
        // One entry per strategy, invariant and diagnosis, however many shards found it.
        #expect(Set(entries.map(\.entry.key)).count == entries.count)
        #expect(Set(entries.map(\.entry.invariant)) == [.fieldVisible, .noDoubleShift, .hideRestores])
    }

    @Test func ctrlCStopsCleanlyAndKeepsWhatWasFound() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["fuzz", "--time", "10m", "--seed", "4", "--strategy", "guide-plus-inset-handler", "--strategy", "keyboard-guide-careful",
                             "--invariant", "core", "--corpus", directory.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        // Interrupt once something was found and saved (the run itself would go on for 10 minutes).
        let deadline = Date().addingTimeInterval(120)
        while ((try? Corpus(directory: directory).files().count) ?? 0) == 0 && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
        }
        Thread.sleep(forTimeInterval: 0.5)
        let interrupted = Date()
        process.interrupt()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stopped = Date().timeIntervalSince(interrupted)
        let report = String(decoding: data, as: UTF8.self)
        // Within a second in a release build; a loaded debug build gets some slack.
        #expect(stopped < 5, "stopped \(stopped) s after Ctrl-C")
        #expect(report.contains("interrupted"))
        // guide-plus-inset-handler breaks three within the first cases: kept and reported.
        #expect(process.terminationStatus == 1)
        // Its no-double-shift failure is reported: as a bug of its own, or under the bug it
        // shares a root cause with (shifted twice, whose first failure depends on how many
        // cases ran before the interrupt: on a loaded machine, two).
        #expect(report.contains("guide-plus-inset-handler breaks no-double-shift") || report.contains("\n    no-double-shift: "), "\(report)")
        #expect(try Corpus(directory: directory).loadAll().count >= 1)
    }

    /// Two interrupts in a row quit at once — but what was found is printed first, and the
    /// status says a failure was found.
    @Test func aSecondInterruptStillPrintsWhatWasFound() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["fuzz", "--time", "10m", "--seed", "4", "--strategy", "naive-inset-on-show", "--invariant", "core", "--jobs", "1",
                             "--corpus", directory.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        // Interrupted twice once something was found (its corpus entry is written as soon as it
        // is shrunk), while the run goes on with the next cases.
        let deadline = Date().addingTimeInterval(120)
        while ((try? Corpus(directory: directory).files().count) ?? 0) == 0 && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
        }
        kill(process.processIdentifier, SIGINT)
        kill(process.processIdentifier, SIGINT)
        let report = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1, "\(report)")
        #expect(report.contains("naive-inset-on-show breaks"))
    }

    @Test func sigtermWithNothingFoundStopsWith130AndAReport() throws {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["fuzz", "--time", "10m", "--seed", "4", "--strategy", "keyboard-guide-careful", "--invariant", "core", "--jobs", "1"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        Thread.sleep(forTimeInterval: 2)
        process.terminate()
        let report = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 130)
        #expect(report.contains("interrupted"))
        #expect(report.contains("No failures."))
    }

    @Test func aMalformedEntryIsNamedWithItsFieldAndExitsTwo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("naive-inset-on-show/no-double-shift-00000000.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"format":1,"strategy":"naive-inset-on-show","invariant":"no-double-shift","expected":"fail","harnessVersion":"1.0","scenario":{"iOS":99}}"#.utf8)
            .write(to: file)
        for arguments in [["replay", file.path], ["replay", "--check", directory.path], ["render", file.path, "--svg", directory.appendingPathComponent("x.svg").path]] {
            let result = try CLI.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.errors.contains(file.path) && result.errors.contains("field 'scenario.iOS'"), "\(result.errors)")
        }
    }

    /// An entry saved before shrinking finished is shrunk further and rewritten under its new
    /// name; it still fails the same way.
    @Test func shrinkRewritesAnEntryWhenItGetsSmaller() throws {
        let strategy = NaiveInsetOnShow()
        let gen = ScenarioGenerator(strategy: strategy).gen
        var seed: UInt64 = 0
        var found: (Scenario, [UInt64])?
        while found == nil {
            seed += 1
            let source = ChoiceSource(random: SeededRandom(seed: seed), maxChoices: 4_000)
            guard let scenario = try? gen.generate(from: source), scenario.events.count > 2,
                  Clearance.run(scenario, strategy: strategy, invariants: [.noDoubleShift]).violation != nil else { continue }
            found = (scenario, source.indices)
        }
        let (scenario, choices) = try #require(found)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = Corpus(directory: directory)
        let diagnosis = Clearance.run(scenario, strategy: strategy, invariants: [.noDoubleShift]).violation?.diagnosis
        let entry = CorpusEntry(strategyID: strategy.id, invariant: .noDoubleShift, diagnosis: diagnosis, scenario: scenario, choices: choices, seed: seed)
        let url = try corpus.save(entry).url
        let result = try CLI.run(["shrink", url.path, "--runs", "2000"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasPrefix("smaller after"))
        let entries = try corpus.loadAll()
        #expect(entries.count == 1)
        let shrunk = try #require(entries.first?.entry)
        #expect(shrunk.size.lexicographicallyPrecedes(entry.size))
        #expect(shrunk.scenario.events.count < scenario.events.count)
        #expect(try shrunk.replay(with: strategy).matchesExpectation)
    }

    /// Issue 12 #16: memory stays bounded over a long run only if nothing of a finished case
    /// stays behind. A run of every built-in strategy leaves no screen and no world in memory;
    /// a strategy whose code keeps its screens (an app-wide object holding them) is named in a
    /// warning, as the process cannot know it at any one case.
    @Test func aRunLeavesNoScreenBehindAndOneThatDoesIsWarnedOf() throws {
        // (Only finite-geometry is checked: every screen is built and taken through every event,
        // with no failure to shrink.)
        let clean = try CLI.run(["fuzz", "--cases", "12", "--seed", "3", "--jobs", "2", "--invariant", "finite-geometry"])
        #expect(clean.status == 0, "\(clean.errors)")
        #expect(!clean.errors.contains("still in memory"), "\(clean.errors)")
        let leaking = try CLI.run(["fuzz", "--strategy", "keyboard-guide-careful", "--cases", "12", "--seed", "3", "--jobs", "1"],
                                  environment: ["CLEARANCE_FAULT_INJECTION": "leaking-strategy"])
        #expect(leaking.errors.contains("screen(s) and 0 world(s) of finished scenarios are still in memory"), "\(leaking.errors)")
    }

    /// Issue 12 #10, like libFuzzer's crash artifact: a strategy whose own code traps kills
    /// the process, but the running case is printed and written to `clearance-crash-PID.json`
    /// in the current directory, as JSON whose scenarios decode and replay.
    @Test func aTrapInAStrategysOwnCodeLeavesTheCaseBehind() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLI.run(["fuzz", "--strategy", "keyboard-guide-careful", "--cases", "200", "--seed", "1", "--jobs", "1"],
                                 in: directory, environment: ["CLEARANCE_FAULT_INJECTION": "trapping-strategy"])
        #expect(result.status != 0)
        #expect(result.errors.contains("a strategy's own code trapped"))
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("clearance-crash-") }
        let file = try #require(files.first, "no crash artifact in \(directory.path): \(result.errors)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent(file))) as! [[String: Any]]
        let entry = try #require(json.first { $0["strategy"] as? String == "fault-trapping-strategy" })
        let scenarioData = try JSONSerialization.data(withJSONObject: try #require(entry["scenario"]))
        let scenario = try JSONDecoder().decode(Scenario.self, from: scenarioData)
        #expect(scenario.form.items.count >= 3)
        // The case replays (through a strategy that does not trap) as any corpus scenario does.
        _ = Clearance.run(scenario, strategy: KeyboardGuideCareful())
        // `clearance replay` takes a crash artifact as it is written (it took only corpus
        // entries: "not a corpus entry: expected a JSON object").
        let artifact = "[\n{\"strategy\": \"keyboard-guide-careful\", \"scenario\": \(String(decoding: scenarioData, as: UTF8.self))}\n]\n"
        let replayFile = directory.appendingPathComponent("clearance-crash-1.json")
        try artifact.write(to: replayFile, atomically: true, encoding: .utf8)
        let replayed = try CLI.run(["replay", replayFile.path])
        #expect(replayed.status == 0, "\(replayed.output)\(replayed.errors)")
        #expect(replayed.output.contains("crash case 1 of 1: keyboard-guide-careful"))
        #expect(replayed.output.contains("keyboard-guide-careful passes every invariant in:"))
        // The injected strategy is not a built-in one: said so, exit 2.
        let unknown = try CLI.run(["replay", directory.appendingPathComponent(file).path])
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("'fault-trapping-strategy' is not a built-in strategy"))
    }

    @Test func listNamesWhatTheOtherCommandsAccept() throws {
        let strategies = try CLI.run(["list", "strategies"])
        #expect(StrategyCatalog.all.allSatisfy { strategies.output.contains("\($0.id)\n") })
        let devices = try CLI.run(["list", "devices"])
        #expect(devices.output.contains("iphone_x_xs_11pro"))
        let assumptions = try CLI.run(["list", "assumptions"])
        #expect(assumptions.output.contains("system-lifts-sheets"))
        // Every unsourced number is listed with what it is used for and its evidence.
        #expect(assumptions.output.contains("Numbers and rules without a source"))
        for number in ModelNumber.all { #expect(assumptions.output.contains("\(number.name) = \(number.value)\n  used for: ")) }
    }
}

/// Reads a FIFO on another thread until its writer closes it.
final class FIFOReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(path: String) {
        Dispatch.DispatchQueue.global().async {
            if let handle = FileHandle(forReadingAtPath: path) {
                self.data = handle.readDataToEndOfFile()
            }
            self.done.signal()
        }
    }

    func wait() -> String {
        _ = done.wait(timeout: .now() + 60)
        return String(decoding: data, as: UTF8.self)
    }
}
