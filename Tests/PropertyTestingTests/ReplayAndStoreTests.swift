import Foundation
import PropertyTesting
import Testing

@Suite("Replay tokens and the failure store")
struct ReplayAndStoreTests {
    @Test func tokensRoundTrip() throws {
        let sequences: [[UInt64]] = [[], [0], [1, 0, 1, 0, 1, 0, 0], [127, 128, 300, UInt64.max, 0, 42]]
        for indices in sequences {
            let token = ReplayToken.encode(indices)
            #expect(token.hasPrefix("pt2-"))
            #expect(token.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
            #expect(try ReplayToken.decode(token) == indices)
        }
    }

    /// Every single-character edit (a changed, lost or added character) and every truncation
    /// of a token is rejected, never read as another sequence (issue 12: the 8-bit checksum
    /// let 19 of 2,646 edits through).
    @Test func everySingleEditAndTruncationIsRejected() {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.")
        var random = SeededRandom(seed: 12)
        for _ in 0..<6 {
            let indices = (0..<Int(random.next(upTo: 30) + 1)).map { _ in random.next(upTo: 300) }
            let token = Array(ReplayToken.encode(indices))
            var accepted: [String] = []
            func tryDecode(_ text: [Character]) {
                let string = String(text)
                if let decoded = try? ReplayToken.decode(string), string != String(token) || decoded != indices { accepted.append(string) }
            }
            for i in ReplayToken.prefix.count..<token.count {
                for c in alphabet where c != token[i] {
                    var edited = token
                    edited[i] = c
                    tryDecode(edited)
                    var inserted = token
                    inserted.insert(c, at: i)
                    tryDecode(inserted)
                }
                var removed = token
                removed.remove(at: i)
                tryDecode(removed)
                tryDecode(Array(token[..<i]))
            }
            #expect(accepted.isEmpty, "\(String(token)): accepted \(accepted.prefix(5))")
        }
        // An older, weaker token is refused where a person typed it, read in saved files.
        #expect(throws: PropertyTestingError.self) { try ReplayToken.decode("pt1-BQYHCHY") }
    }

    @Test func aDamagedTokenIsRejectedWithTheReason() {
        let token = ReplayToken.encode([5, 6, 7, 8])
        var damaged = Array(token)
        damaged[damaged.count - 2] = damaged[damaged.count - 2] == "A" ? "B" : "A"
        #expect(throws: PropertyTestingError.self) { try ReplayToken.decode(String(damaged)) }
        #expect(throws: PropertyTestingError.malformedReplayToken("xyz", reason: "it does not start with pt2-")) {
            try ReplayToken.decode("xyz")
        }
    }

    @Test func aReplayTokenReplaysExactlyThatCase() throws {
        let gen = Gen.int(in: -1000...1000).array(count: 0...20)
        let failing = check(gen, config: CheckConfig(cases: 500, seed: 11, readsEnvironment: false)) { $0.reduce(0, +) <= 100 }
        let token = try #require(failing.counterexample?.replayToken)
        var evaluated: [[Int]] = []
        let replayed = check(gen, config: CheckConfig(replayToken: token, readsEnvironment: false)) { xs in
            evaluated.append(xs)
            return xs.reduce(0, +) <= 100
        }
        #expect(evaluated == [[101]])
        #expect(replayed.counterexample?.value == [101])
        #expect(replayed.counterexample?.origin == .replayToken)
        #expect(replayed.casesRun == 1)
    }

    func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("pt-store-\(UUID().uuidString)")
    }

    @Test func theStoreKeepsAFailureUntilThePropertyPassesIt() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FailureStore(directory: directory)
        let gen = Gen.int(in: 0...10_000)
        let config = CheckConfig(cases: 200, seed: 3, failureStore: store, propertyName: "small numbers", readsEnvironment: false)

        let first = check(gen, config: config) { $0 < 700 }
        #expect(first.counterexample?.value == 700)
        #expect(try store.failures(for: "small numbers") == [first.counterexample!.choices])

        // The next run replays the saved case first, whatever its seed.
        var seen: [Int] = []
        var reseeded = config
        reseeded.seed = 999
        let second = check(gen, config: reseeded) { x in seen.append(x); return x < 700 }
        #expect(seen.first == 700)
        #expect(second.counterexample?.origin == .failureStore)

        // Once the property passes the saved case, the case is removed.
        let fixed = check(gen, config: config) { _ in true }
        #expect(fixed.passed)
        #expect(try store.failures(for: "small numbers").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: store.fileURL(for: "small numbers").path))
    }

    @Test func aMalformedStoreFileIsAnErrorNamingTheFile() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FailureStore(directory: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = store.fileURL(for: "p")
        try Data(#"{"format": 1, "property": "p"}"#.utf8).write(to: url)
        let result = check(Gen.int(in: 0...10), config: CheckConfig(failureStore: store, propertyName: "p", readsEnvironment: false)) { _ in true }
        guard case let .error(.malformedStoreFile(path, problem)) = result.status else {
            Issue.record("expected a malformed-store error, got \(result.status)")
            return
        }
        #expect(path == url.path)
        #expect(problem == "field 'failures' is missing")

        try Data("not json".utf8).write(to: url)
        #expect(throws: PropertyTestingError.malformedStoreFile(path: url.path, problem: "not valid JSON")) {
            try store.failures(for: "p")
        }
        try Data(#"{"format": 1, "property": "p", "failures": ["pt1-!!"]}"#.utf8).write(to: url)
        #expect(throws: PropertyTestingError.self) { try store.failures(for: "p") }
    }

    @Test func storeWritesLeaveNoTemporaryFiles() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FailureStore(directory: directory)
        for i in 0..<5 { try store.save([[UInt64(i), 1, 2]], for: "p") }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files == [store.fileURL(for: "p").lastPathComponent])
        #expect(try store.failures(for: "p") == [[4, 1, 2]])
    }
}
