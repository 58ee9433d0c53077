import Clearance
import Testing

/// Thousands of generated malformed corpus entries and replay tokens go through decoding,
/// replay, rendering and saving: each is either refused with an error or handled, and none
/// traps (a trap would end this test process).
@Suite("Malformed entries and tokens never trap")
struct MalformedInputTests {
    static let poisons = ["1e308", "-1e308", "1e300", "-1", "0", "-0", "1e-320", "99999999999999999999", "123456789012",
                          "\"nan\"", "\"inf\"", "null", "[]", "{}", "true", "\"\"", "0.5", "2"]
    static let phrases = ["third-party inf", "third-party 1e308", "undocked 1e308", "floating nan 0", "drag floating keyboard 1e308 -1e308",
                          "scroll nan", "scroll 1e308", "focus 99999999999", "stage manager 0 0 0 0", "stage manager 1e308 0 1 1",
                          "interactive dismiss inf completes", "switch keyboard third-party -5", "place keyboard floating -1 2", ""]

    /// Replaces one or two numbers (or quoted phrases) of a valid entry's JSON at random.
    static func mutate(_ text: String, _ random: inout SeededRandom) -> String {
        var result = text
        for _ in 0..<Int(random.next(upTo: 2) + 1) {
            let useNumber = random.next(upTo: 3) > 0
            let pattern = useNumber ? #"(?<=: )-?[0-9][0-9.e+-]*"# : #"(?<=: )"[a-z][a-z0-9 .-]*""#
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            let matches = regex.matches(in: result, range: NSRange(result.startIndex..., in: result))
            guard !matches.isEmpty, let range = Range(matches[Int(random.next(upTo: UInt64(matches.count - 1)))].range, in: result) else { continue }
            let replacement = useNumber ? poisons[Int(random.next(upTo: UInt64(poisons.count - 1)))]
                                        : "\"" + phrases[Int(random.next(upTo: UInt64(phrases.count - 1)))] + "\""
            result.replaceSubrange(range, with: replacement)
        }
        return result
    }

    @Test func generatedMalformedEntriesAreRefusedOrHandled() throws {
        let bases = try repositoryCorpus.loadAll().prefix(12).map { String(decoding: try $0.entry.encoded(), as: UTF8.self) }
        try #require(!bases.isEmpty)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = Corpus(directory: directory)
        var random = SeededRandom(seed: 2026)
        var refused = 0, handled = 0
        for index in 0..<1_500 {
            let text = Self.mutate(bases[index % bases.count], &random)
            let entry: CorpusEntry
            do { entry = try CorpusEntry.decode(Data(text.utf8), file: "m\(index).json") } catch let error as CorpusError {
                guard case .malformed = error else { Issue.record("\(error)"); continue }
                refused += 1
                continue
            }
            handled += 1
            // Within the documented limits, everything downstream copes.
            if index % 5 == 0, let strategy = StrategyCatalog.strategy(id: entry.strategyID) {
                _ = try entry.replay()
                _ = Picture.svg(entry.scenario, strategy: strategy, invariants: [entry.invariant])
            }
            _ = try corpus.save(entry)
        }
        #expect(refused > 500 && handled > 50, "refused \(refused), handled \(handled)")
        // What was saved reads back.
        #expect(try corpus.loadEach().allSatisfy { (try? $0.get()) != nil })
    }

    @Test func generatedTokensAreRefusedOrReplayed() throws {
        var random = SeededRandom(seed: 7)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.")
        var replayed = 0
        for index in 0..<2_000 {
            let text: String
            let strategy = StrategyCatalog.all[index % StrategyCatalog.all.count]
            if index % 2 == 0 {
                // A well-formed token over arbitrary choices: huge and out-of-range values.
                let choices = (0..<Int(random.next(upTo: 60) + 1)).map { _ in
                    random.next(upTo: 4) == 0 ? UInt64.max - random.next(upTo: 10) : random.next(upTo: 1_000)
                }
                text = HarnessReplayToken(strategyID: strategy.id, fuzz: index % 4 == 0, choices: choices).text
            } else {
                text = "cl2.\(strategy.id).n.pt2-" + String((0..<Int(random.next(upTo: 40))).map { _ in alphabet[Int(random.next(upTo: UInt64(alphabet.count - 1)))] })
            }
            guard let token = try? HarnessReplayToken(parsing: text), let scenario = try? token.scenario(for: strategy) else { continue }
            #expect(scenario.problem == nil, "a generated scenario is always within the limits: \(scenario.problem!)")
            if index % 10 == 0 {
                _ = Clearance.run(scenario, strategy: strategy)
                replayed += 1
            }
        }
        #expect(replayed > 20)
    }
}
