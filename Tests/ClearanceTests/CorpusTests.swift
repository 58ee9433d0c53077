import Clearance
import Dispatch
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
    /// Every file, read one by one: a malformed one fails its own case and the rest still
    /// replay (issue 12: one bad file made every replay vanish).
    static let files: [(path: String, result: Result<Corpus.Loaded, CorpusError>)] = {
        guard let urls = try? repositoryCorpus.files() else { return [] }
        return urls.map { url in
            let path = repositoryCorpus.relativePath(of: url)
            do { return (path, .success(try repositoryCorpus.load(url))) } catch let error as CorpusError {
                return (path, .failure(error))
            } catch { return (path, .failure(.unreadable(file: url.path, problem: "\(error)"))) }
        }
    }()
    static let entries: [Corpus.Loaded] = files.compactMap { try? $0.result.get() }

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

    @Test(arguments: files.map(\.path))
    func replaysWithItsVerdict(_ path: String) throws {
        let item = try Self.files.first { $0.path == path }!.result.get()
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
    static let scenario = Scenario(form: GeneratedForm(items: [GeneratedForm.Item(.textField)]))

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
        ("not json", "{ this is not json", ""),
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
        #expect("\(error)".contains(url.path) && (field.isEmpty || "\(error)".contains("'\(field)'")))
        #expect(!"\(error)".contains("NSCocoaErrorDomain"))
    }

    /// Numbers that cannot exist are refused when the entry is read, with the field named
    /// (issue 12: they used to trap in formatting or produce verdicts).
    @Test(arguments: [
        ("an item 1e308 pt tall", #""height" : 34"#, #""height" : 1e308"#, "scenario.form.items[0].height"),
        ("a negative item height", #""height" : 34"#, #""height" : -34"#, "scenario.form.items[0].height"),
        ("no items", #""items" : ["#, #""items" : [], "unused" : ["#, "scenario.form.items"),
        ("an infinite keyboard", #""kind" : "letters""#, #""kind" : "third-party inf""#, "scenario.keyboard.kind"),
        ("an undocked lift of 1e308", #""placement" : "docked""#, #""placement" : "undocked 1e308""#, "scenario.keyboard.placement"),
        ("a huge accessory", #""inputAccessoryHeight" : 0"#, #""inputAccessoryHeight" : 1e300"#, "scenario.form.inputAccessoryHeight"),
        ("a drag to 1e308", #""event" : "focus 0""#, #""event" : "drag floating keyboard 1e308 -1e308""#, "scenario.events[0].event"),
        ("a nan scroll", #""event" : "focus 0""#, #""event" : "scroll nan""#, "scenario.events[0].event"),
        ("a wait of years", #""after" : 1000"#, #""after" : 9000000000000"#, "scenario.events[0].after"),
    ])
    func impossibleNumbersAreRefusedWithTheirField(_ name: String, _ original: String, _ poisoned: String, _ field: String) throws {
        let text = String(decoding: try entry().encoded(), as: UTF8.self)
        #expect(text.contains(original), "\(name): the canonical entry has no \(original)")
        let bad = text.replacingOccurrences(of: original, with: poisoned)
        do {
            _ = try CorpusEntry.decode(Data(bad.utf8), file: "poisoned.json")
            Issue.record("\(name): accepted")
        } catch let error as CorpusError {
            guard case let .malformed(file, badField, _) = error else { Issue.record("\(name): \(error)"); return }
            #expect(file == "poisoned.json")
            #expect(badField == field, "\(name): \(error)")
        }
    }

    /// Processes saving into one folder at once keep one entry per signature (the save holds
    /// a lock while it looks and writes).
    @Test func concurrentSavesKeepOneEntryPerSignature() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let group = DispatchGroup()
        for worker in 0..<4 {
            Dispatch.DispatchQueue.global().async(group: group) {
                for n in 0..<15 {
                    let items = Array(repeating: GeneratedForm.Item(.textField), count: 1 + (worker * 15 + n) % 7)
                    let entry = CorpusEntry(strategyID: "guide-plus-inset-handler", invariant: .noDoubleShift, diagnosis: .shiftedTwice,
                                            scenario: Scenario(form: GeneratedForm(items: items)), choices: [1, 2])
                    _ = try? Corpus(directory: directory).save(entry)
                }
            }
        }
        group.wait()
        let entries = try Corpus(directory: directory).loadAll()
        #expect(entries.count == 1)
        #expect(entries.first?.entry.scenario.form.items.count == 1, "the smallest scenario wins")
    }

    /// The case running when a strategy's own code traps is kept for the crash report.
    @Test func theRunningCaseIsKeptForACrashReport() {
        let scenario = Scenario(form: GeneratedForm(items: [GeneratedForm.Item(.textView, height: 321)]))
        let slot = CurrentCases.shared.enter("my-strategy", scenario)
        let report = CurrentCases.shared.crashReport() ?? ""
        #expect(report.contains("\"strategy\": \"my-strategy\"") && report.contains("321"))
        CurrentCases.shared.leave(slot)
        #expect(CurrentCases.shared.crashReport()?.contains("my-strategy") != true)
    }

    /// A custom device of 0×0 points or scale 0 is no device.
    @Test func impossibleCustomDevicesAreRefused() throws {
        var device = DeviceCatalog.all[0]
        device.id = "custom"
        for (change, field) in [({ (d: inout Device) in d.portraitSize = .zero }, "scenario.device.portraitSize.width"),
                                ({ (d: inout Device) in d.scale = 0 }, "scenario.device.scale")] {
            var broken = device
            change(&broken)
            let entry = CorpusEntry(strategyID: "s", invariant: .fieldVisible, scenario: Scenario(device: .custom(broken)))
            let data = try JSONEncoder().encode(entry)
            #expect(throws: CorpusError.malformed(file: "d.json", field: field, problem: "")) {
                do { _ = try CorpusEntry.decode(data, file: "d.json") } catch let CorpusError.malformed(file, field, _) {
                    throw CorpusError.malformed(file: file, field: field, problem: "")
                }
            }
        }
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

    /// A run only adds (issue 36: a fuzz run in a fresh clone rewrote the tracked corpus): a
    /// smaller scenario for a signature an entry holds writes nothing and deletes nothing.
    @Test func addingNeverReplacesNorDeletesAnEntry() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = Corpus(directory: directory)
        var bigScenario = Self.scenario
        bigScenario.events.append(TimedEvent(.resign))
        let big = entry(bigScenario)
        guard case let .added(bigURL) = try corpus.add(big) else { Issue.record("first add should add"); return }
        let bytes = try Data(contentsOf: bigURL)
        guard case let .smallerThan(existing) = try corpus.add(entry()) else { Issue.record("a smaller one should be reported, not written"); return }
        #expect(existing == bigURL)
        #expect(try Data(contentsOf: bigURL) == bytes)
        #expect(!FileManager.default.fileExists(atPath: corpus.url(for: entry()).path))
        guard case .kept = try corpus.add(big) else { Issue.record("the same one should be kept"); return }
        guard case .added = try corpus.add(entry(diagnosis: nil)) else { Issue.record("another diagnosis should add"); return }
        #expect(try corpus.files().map { corpus.relativePath(of: $0) } == [corpus.url(for: entry(diagnosis: nil)), bigURL].map { corpus.relativePath(of: $0) }.sorted())
        // Replacing is on purpose.
        guard case let .replaced(url, removed) = try corpus.save(entry()) else { Issue.record("save should replace"); return }
        #expect(url == corpus.url(for: entry()))
        #expect(removed == bigURL)
    }

    /// What `clearance corpus prune` deletes: an entry whose replay no longer shows its
    /// signature; one that still fails stays.
    @Test func theEntriesThatNoLongerFailAreFound() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = Corpus(directory: directory)
        let real = try #require(CorpusReplayTests.entries.first { $0.entry.strategyID == "naive-inset-on-show" && $0.entry.expected == .fail })
        var fixed = real.entry
        fixed.strategyID = "keyboard-guide-careful"
        try corpus.add(real.entry)
        try corpus.add(fixed)
        let stale = try corpus.noLongerFailing()
        #expect(stale.problems.isEmpty)
        #expect(stale.entries.map(\.relativePath) == ["keyboard-guide-careful/\(fixed.fileName)"])
        try corpus.remove(stale.entries[0].url)
        #expect(try corpus.files().map { corpus.relativePath(of: $0) } == ["naive-inset-on-show/\(real.entry.fileName)"])
    }

    @Test func anUnwritableDirectoryIsReportedBeforeAnythingRuns() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("a-file")
        try Data().write(to: file)
        #expect(throws: CorpusError.self) { try Corpus(directory: file.appendingPathComponent("corpus")).ensureWritable() }
    }
}
