import Clearance
import Testing

/// Each documented mistake is caught for its own sake: the buggy strategy fails with the
/// signature of its bug, the failing scenario passes with the twin that differs only by the
/// fix, and the twin keeps every invariant.
@Suite("Bug zoo: each mistake caught for itself, each fixed twin clean")
struct BugZooTests {
    /// Cases per check; `CLEARANCE_ZOO_CASES` raises it for a long run (a release build:
    /// `swift test -c release --filter BugZoo`).
    static let cases = ProcessInfo.processInfo.environment["CLEARANCE_ZOO_CASES"].flatMap(Int.init) ?? 400
    static let seed: UInt64 = ProcessInfo.processInfo.environment["CLEARANCE_ZOO_SEED"].flatMap(UInt64.init) ?? 3

    static func config(_ invariants: [InvariantID] = InvariantID.allCases) -> HarnessConfig {
        HarnessConfig(cases: cases, seed: seed, invariants: invariants, readsEnvironment: false)
    }

    @Test("the buggy strategy is caught with its bug's signature, which its twin does not have", arguments: ZooBug.allCases)
    func buggyIsCaughtForItsOwnBug(_ bug: ZooBug) throws {
        let (buggy, twin) = ZooStrategy.pair(bug)
        let invariant = InvariantID(rawValue: String(bug.expectedSignature.split(separator: "/")[0]))!
        let report = Clearance.check(strategy: buggy, config: Self.config([invariant]))
        let signatures = report.failures.map(\.signature)
        let own = try #require(report.failures.first { $0.signature.hasPrefix(bug.expectedSignature) },
                               "\(buggy.id) found \(signatures), not \(bug.expectedSignature)")
        // The failure is the bug's: the twin keeps the invariant on the very same scenario.
        let twinOutcome = Clearance.run(own.scenario, strategy: twin, invariants: [invariant])
        #expect(twinOutcome.violation == nil, "the twin fails the buggy one's scenario too: \(String(describing: twinOutcome.violation))")
    }

    @Test("the fixed twin keeps every invariant", arguments: ZooBug.allCases)
    func twinKeepsEveryInvariant(_ bug: ZooBug) {
        let twin = ZooStrategy.pair(bug).twin
        let report = Clearance.check(strategy: twin, config: Self.config())
        #expect(report.failures.isEmpty, "\(twin.id): \(report.failures.map { $0.text(strategyID: twin.id) }.joined(separator: "\n\n"))")
        #expect(report.casesRun == Self.cases)
    }
}
