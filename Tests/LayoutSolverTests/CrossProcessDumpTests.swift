import Foundation
import Testing

/// Runs `clearance-bench --probe-solver` (kiwi's benchmark scene, solved after two
/// suggestions) in two processes, each with its own randomly seeded `Dictionary` hashing.
@Suite("Solver dumps across processes")
struct CrossProcessDumpTests {
    func probe() throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("clearance-bench")
        process.arguments = ["--probe-solver"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func theSameSceneDumpsTheSameBytesInTwoProcesses() throws {
        let first = try probe()
        #expect(first.contains("Tableau"))
        #expect(first.contains("width = v"))
        #expect(try probe() == first)
    }
}
