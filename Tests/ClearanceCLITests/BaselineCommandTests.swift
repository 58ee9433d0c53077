import Clearance
import Foundation
import Testing

@Suite("clearance baseline: fail only on new bugs")
struct BaselineCommandTests {
    @Test func recordThenCheckThenAFixedEntryFails() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("known-failures.json").path
        // 20 cases find two of the naive handler's failures, both its one wrong inset (one bug
        // since issue 48 #5: the same value, wrong by other amounts; each run shrinks every
        // failure it finds, which is what costs); the nightly run (CLEARANCE_NIGHTLY=1)
        // records and checks 150.
        let cases = runsNightlyTests ? "150" : "20"
        let common = ["--strategy", "naive-inset-on-show", "--cases", cases, "--seed", "7", "--jobs", "1"]
        // Without a baseline every bug is new.
        let fresh = try CLI.run(["baseline", "check", file] + common)
        #expect(fresh.status == 1)
        #expect(fresh.output.contains("naive-inset-on-show: NEW "))
        // Recorded, the same run passes.
        let recorded = try CLI.run(["baseline", "record", file] + common)
        #expect(recorded.status == 0, "\(recorded.errors)")
        let baseline = try KnownFailures.load(from: URL(fileURLWithPath: file))
        #expect(!baseline.known.isEmpty)
        #expect(baseline.known.allSatisfy { $0.screen == "naive-inset-on-show" })
        let again = try CLI.run(["baseline", "check", file] + common)
        #expect(again.status == 0, "\(again.output)")
        #expect(!again.output.contains("NEW"))
        // An entry whose bug no longer occurs fails as fixed.
        var stale = baseline
        stale.known.append(KnownFailures.Entry(screen: "naive-inset-on-show", rootCause: "tab-bar-ignored/gap"))
        try stale.write(to: URL(fileURLWithPath: file))
        let fixed = try CLI.run(["baseline", "check", file] + common)
        #expect(fixed.status == 1)
        #expect(fixed.output.contains("FIXED tab-bar-ignored/gap no longer occurs"))
    }

    @Test func badUsageAndAMalformedFileAreClearErrors() throws {
        let usage = try CLI.run(["baseline", "write", "x.json"])
        #expect(usage.status == 2)
        #expect(usage.errors.contains("expected 'record FILE' or 'check FILE'"))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bad.json")
        try Data(#"{"version": 2, "known": []}"#.utf8).write(to: file)
        let malformed = try CLI.run(["baseline", "check", file.path, "--strategy", "naive-inset-on-show", "--cases", "5"])
        #expect(malformed.status == 2)
        #expect(malformed.errors.contains("version: 2 is not 1"))
    }
}
