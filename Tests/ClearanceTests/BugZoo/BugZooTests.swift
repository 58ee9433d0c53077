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
        // Every distinct failure in case order, until its own bug's (the run ends there:
        // ``HarnessConfig/ending(when:)``).
        let report = Clearance.check(strategy: buggy, config: Self.config([invariant]).ending { $0.last?.signature.hasPrefix(bug.expectedSignature) == true })
        let signatures = report.failures.map(\.signature)
        let own = try #require(report.failures.first { $0.signature.hasPrefix(bug.expectedSignature) },
                               "\(buggy.id) found \(signatures), not \(bug.expectedSignature)")
        // The failure is the bug's: the twin keeps the invariant on the very same scenario.
        let twinOutcome = Clearance.run(own.scenario, strategy: twin, invariants: [invariant])
        #expect(twinOutcome.violation == nil, "the twin fails the buggy one's scenario too: \(String(describing: twinOutcome.violation))")
    }

    /// Nightly (84 s of a 2-core debug run for the 19 twins): `swift test` still checks that
    /// each twin passes the scenario that caught its buggy one.
    @Test("the fixed twin keeps every invariant", .enabled(if: runsNightlyTests, "nightly: CLEARANCE_NIGHTLY=1"), arguments: ZooBug.allCases)
    func twinKeepsEveryInvariant(_ bug: ZooBug) {
        let twin = ZooStrategy.pair(bug).twin
        let report = Clearance.check(strategy: twin, config: Self.config())
        #expect(report.failures.isEmpty, "\(twin.id): \(report.failures.map { $0.text(strategyID: twin.id) }.joined(separator: "\n\n"))")
        #expect(report.casesRun == Self.cases)
    }
}


/// The root-view family is held to what a library's bug and its fixed twin are measured by:
/// the buggy one is caught with its bug's signature, and its twin keeps that invariant on the
/// very same scenario. Its twin is not asked to keep every invariant: moving a root view is
/// subtle beyond any one bug — content pinned to the safe area moves back down when the root
/// leaves the bars' region and its safe area collapses (the `+ sb` term of
/// IQKeyboardManager#2027, keyboard-libraries.md §1.1), a sheet the system lifts needs no
/// move, and a stack that does not scroll leaves its lower items under the keyboard — and
/// the model reports each of those on the twin too.
@Suite("Bug zoo, root-view family: each mistake caught for itself")
struct RootShiftZooTests {
    @Test("the buggy root shift is caught with its bug's signature, which its twin does not have", arguments: RootShiftBug.allCases)
    func buggyIsCaughtForItsOwnBug(_ bug: RootShiftBug) throws {
        let (buggy, twin) = RootShiftZooStrategy.pair(bug)
        let invariant = InvariantID(rawValue: String(bug.expectedSignature.split(separator: "/")[0]))!
        let report = Clearance.check(strategy: buggy, config: BugZooTests.config([invariant]).ending { $0.last?.signature.hasPrefix(bug.expectedSignature) == true })
        let own = try #require(report.failures.first { $0.signature.hasPrefix(bug.expectedSignature) },
                               "\(buggy.id) found \(report.failures.map(\.signature)), not \(bug.expectedSignature)")
        let twinOutcome = Clearance.run(own.scenario, strategy: twin, invariants: [invariant])
        #expect(twinOutcome.violation == nil, "the twin fails the buggy one's scenario too: \(String(describing: twinOutcome.violation))")
    }
}
