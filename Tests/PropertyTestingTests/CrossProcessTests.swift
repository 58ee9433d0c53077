import Foundation
import Testing

/// Runs the built `clearance-bench --probe-engine` in separate processes: each has its own
/// randomly seeded `Dictionary` hashing, so equal output shows nothing depends on it.
@Suite("Determinism across processes")
struct CrossProcessTests {
    static var productsDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    func probe(seed: Int, jobs: Int) throws -> String {
        let process = Process()
        process.executableURL = Self.productsDirectory.appendingPathComponent("clearance-bench")
        process.arguments = ["--probe-engine", "\(seed)", "\(jobs)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func theSameSeedGivesTheSameCounterexampleInTwoProcessesAndWithOneOrTwoJobs() throws {
        let first = try probe(seed: 2024, jobs: 1)
        #expect(first.hasPrefix("case "))
        #expect(try probe(seed: 2024, jobs: 1) == first)
        #expect(try probe(seed: 2024, jobs: 2) == first)
    }
}
