import Clearance
import Foundation
import Testing

/// Reports per root cause, measured (issue 48 #5): for each catalog strategy and each bug of
/// the zoo, the failures a run keeps, the bugs they are grouped into and the failures no
/// known cause explains. A measurement, not a test: `CLEARANCE_COUNT_BUGS=1 swift test
/// --filter BugCountTests` prints one line per strategy.
@Suite("Bug counts, measured", .enabled(if: ProcessInfo.processInfo.environment["CLEARANCE_COUNT_BUGS"] != nil))
struct BugCountTests {
    static let cases = ProcessInfo.processInfo.environment["CLEARANCE_COUNT_CASES"].flatMap(Int.init) ?? 1_000

    /// The grouping before issue 48 on the same failures: one bug per diagnosis, a failure with
    /// no known cause joining a diagnosed one on the same invariant and property.
    static func groupedByDiagnosis(_ failures: [StrategyFailure]) -> Int {
        var keys: [String] = []
        for failure in failures {
            let v = failure.violation
            let joined = v.diagnosis == nil ? failures.first {
                $0.violation.diagnosis != nil && $0.violation.invariant == v.invariant && $0.violation.property == v.property
            }.map(Bug.rootCause(of:)) : nil
            let key = joined ?? Bug.rootCause(of: failure)
            if !keys.contains(key) { keys.append(key) }
        }
        return keys.count
    }

    static func line(_ id: String, _ report: StrategyReport) -> String {
        let bugs = report.bugs
        let unexplained = report.failures.filter { $0.violation.diagnosis == nil }
        return "COUNT \(id) failures \(report.failures.count) bugs \(bugs.count) (by diagnosis \(groupedByDiagnosis(report.failures))) unexplained \(unexplained.count): "
            + bugs.map { "\($0.rootCause)[\($0.failures.count)]" }.joined(separator: ", ")
            + (unexplained.isEmpty ? "" : "\n  UNEXPLAINED " + unexplained.map { "\($0.violation.signature) \($0.violation.message)" }.joined(separator: "\n  UNEXPLAINED "))
    }

    @Test func catalog() {
        for strategy in StrategyCatalog.all {
            var config = HarnessConfig(cases: Self.cases, seed: 11, readsEnvironment: false)
            config.runsBaseline = false
            print(Self.line(strategy.id, Clearance.check(strategy: strategy, config: config)))
        }
    }

    @Test func zoo() {
        let buggy: [any AvoidanceStrategy] = ZooBug.allCases.map { ZooStrategy.pair($0).buggy } + RootShiftBug.allCases.map { RootShiftZooStrategy.pair($0).buggy }
        for strategy in buggy {
            var config = HarnessConfig(cases: BugZooTests.cases, seed: BugZooTests.seed, readsEnvironment: false)
            config.runsBaseline = false
            print(Self.line(strategy.id, Clearance.check(strategy: strategy, config: config)))
        }
    }
}
