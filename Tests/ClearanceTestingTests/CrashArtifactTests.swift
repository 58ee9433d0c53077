import Clearance
import ClearanceTesting
import Foundation
import Testing

@Suite("A strategy that traps inside swift test leaves its case behind")
struct CrashArtifactTests {
    /// Does something only in the child process the next test starts.
    @Test func trappingChild() {
        guard ProcessInfo.processInfo.environment["CLEARANCE_TRAPPING_CHILD"] == "1" else { return }
        expectStrategy(TrappingStrategy(), config: HarnessConfig(cases: 200, seed: 1, readsEnvironment: false))
    }

    /// Issue 12: `expectStrategy` installs the crash artifact, as `clearance fuzz` does: the
    /// test process still dies of the trap, but the running case is written to
    /// `clearance-crash-PID.json` in its directory.
    @Test func theRunningCaseIsWrittenWhenTheTestProcessDies() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-test-crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--testing-library", "swift-testing", "--filter", "trappingChild"]
        process.environment = ProcessInfo.processInfo.environment.merging(["CLEARANCE_TRAPPING_CHILD": "1", "SWIFT_BACKTRACE": "enable=no"]) { $1 }
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus != 0, "the trap still ends the test process")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("clearance-crash-") }
        let file = try #require(files.first, "no crash artifact in \(directory.path)")
        let data = try Data(contentsOf: directory.appendingPathComponent(file))
        let cases = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(cases.count == 1)
        #expect(cases.first?["strategy"] as? String == "fault-trapping-strategy")
        let form = try #require((cases.first?["scenario"] as? [String: Any])?["form"] as? [String: Any])
        #expect((form["items"] as? [Any])?.count ?? 0 >= 3)
    }
}
