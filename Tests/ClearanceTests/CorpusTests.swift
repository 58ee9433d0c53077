import Clearance
import Foundation
import Testing

/// The repository's `Corpus/` folder.
let repositoryCorpus = Corpus(directory: URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus"))

func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite("The corpus: saved minimal failures replayed forever")
struct CorpusReplayTests {
    static let entries: [Corpus.Loaded] = (try? repositoryCorpus.loadAll()) ?? []

    /// Any valid corpus passes, however a user's CI grew it (merged shards, new findings).
    @Test func everyCorpusFileIsAWellFormedEntryInItsPlace() throws {
        let loaded = try repositoryCorpus.loadAll()
        for item in loaded {
            #expect(item.relativePath == "\(item.entry.strategyID)/\(item.entry.fileName)")
            #expect(try item.entry.encoded() == Data(contentsOf: item.url), "\(item.relativePath) is not in canonical form")
        }
    }

    @Test func everyBreaksCellOfTheTableHasAnEntryForItsFirstCause() {
        for cell in VerdictTableTests.table where cell.breaks {
            let entry = Self.entries.first {
                $0.entry.strategyID == cell.strategyID && $0.entry.invariant == cell.invariant && $0.entry.diagnosis == cell.diagnosis
            }
            #expect(entry != nil, "\(cell.strategyID) \(cell.invariant) \(cell.diagnosis?.rawValue ?? "no known cause")")
        }
    }

    @Test(arguments: entries.map(\.relativePath))
    func replaysWithItsVerdict(_ path: String) throws {
        let item = try #require(Self.entries.first { $0.relativePath == path })
        let replay = try item.entry.replay(file: path)
        #expect(replay.matchesExpectation, "\(path): expected \(item.entry.expected), got \(replay.violation.map { "\($0)" } ?? "a pass")")
        if item.entry.expected == .fail {
            #expect(replay.violation?.invariant == item.entry.invariant)
            #expect(replay.violation?.diagnosis == item.entry.diagnosis)
        }
    }
}

@Suite("Corpus files: format, errors, atomic and deduplicated writes")
struct CorpusFileTests {
    static let scenario = Scenario(form: Form(items: [Form.Item(.textField)]))

    func entry(_ scenario: Scenario = scenario, diagnosis: Diagnosis? = .shiftedTwice) -> CorpusEntry {
        CorpusEntry(strategyID: "guide-plus-inset-handler", invariant: .noDoubleShift, diagnosis: diagnosis, scenario: scenario,
                    choices: [0, 1, 2], seed: 11, caseIndex: 3)
    }

    @Test func anEntryRoundTripsByteForByte() throws {
        let data = try entry().encoded()
        let decoded = try CorpusEntry.decode(data, file: "x.json")
        #expect(decoded == entry())
        #expect(try decoded.encoded() == data)
    }

    /// A malformed file is reported with its path and the dotted path of the field at fault.
    @Test(arguments: [
        ("not json", "{ this is not json", "(top level)"),
        ("missing scenario", #"{"format":1,"strategy":"s","invariant":"no-double-shift","expected":"fail","harnessVersion":"1.0"}"#, "scenario"),
        ("unknown invariant", #"{"format":1,"strategy":"s","invariant":"no-triple-shift","expected":"fail","harnessVersion":"1.0"}"#, "invariant"),
        ("future format", #"{"format":7,"strategy":"s"}"#, "format"),
        ("bad verdict", #"{"format":1,"strategy":"s","invariant":"no-double-shift","expected":"maybe","harnessVersion":"1.0"}"#, "expected"),
    ])
    func aMalformedEntryNamesItsFileAndField(_ name: String, _ text: String, _ field: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("s").appendingPathComponent("broken.json")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        let results = try Corpus(directory: directory).loadEach()
        #expect(results.count == 1)
        guard case let .failure(error) = results[0], case let .malformed(file, badField, _) = error else {
            Issue.record("\(name): expected a malformed-entry error, got \(results[0])")
            return
        }
        #expect(file == url.path)
        #expect(badField == field)
        #expect("\(error)".contains(url.path) && "\(error)".contains("'\(field)'"))
    }

    @Test func aBadEventInsideTheScenarioIsNamedByItsPath() throws {
        var text = String(decoding: try entry().encoded(), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"focus 0\"", with: "\"juggle 3\"")
        #expect(throws: CorpusError.self) { try CorpusEntry.decode(Data(text.utf8), file: "f.json") }
        do { _ = try CorpusEntry.decode(Data(text.utf8), file: "f.json") } catch let error as CorpusError {
            guard case let .malformed(file, field, _) = error else { Issue.record("\(error)"); return }
            #expect(file == "f.json")
            #expect(field == "scenario.events[0].event")
        }
    }

    @Test func theSmallerScenarioWinsAndNothingIsLeftHalfWritten() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = Corpus(directory: directory)
        let small = entry()
        var bigScenario = Self.scenario
        bigScenario.events.append(TimedEvent(.resign))
        let big = entry(bigScenario)

        guard case .added = try corpus.save(big) else { Issue.record("first save should add"); return }
        guard case let .replaced(url, removed) = try corpus.save(small) else { Issue.record("a smaller one should replace"); return }
        #expect(url == corpus.url(for: small))
        #expect(removed == corpus.url(for: big))
        guard case .kept = try corpus.save(big) else { Issue.record("a larger one should be kept out"); return }
        // A different diagnosis is a different finding.
        guard case .added = try corpus.save(entry(diagnosis: nil)) else { Issue.record("another diagnosis should add"); return }
        let files = try FileManager.default.subpathsOfDirectory(atPath: directory.path).sorted()
        #expect(files.filter { $0.hasSuffix(".json") }.count == 2)
        #expect(!files.contains { $0.contains(".tmp-") })
    }

    @Test func anUnwritableDirectoryIsReportedBeforeAnythingRuns() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("a-file")
        try Data().write(to: file)
        #expect(throws: CorpusError.self) { try Corpus(directory: file.appendingPathComponent("corpus")).ensureWritable() }
    }
}
