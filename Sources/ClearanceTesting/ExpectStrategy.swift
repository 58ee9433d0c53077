import Clearance

/// Checks an avoidance strategy (a built-in one, or your own) and, when an invariant fails,
/// fails the running XCTest or Swift Testing test with the minimal scenario, the numbers, the
/// diagnosis, the assumptions it depends on and the command that replays it.
///
/// ```swift
/// @Test func myFormKeepsTheFieldVisible() {
///     expectStrategy(MyFormStrategy(), config: HarnessConfig(cases: 500, seed: 1, invariants: InvariantID.core))
/// }
/// ```
@discardableResult
public func expectStrategy(
    _ strategy: any AvoidanceStrategy, config: HarnessConfig = HarnessConfig(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) -> StrategyReport {
    let report = Clearance.check(strategy: strategy, config: config)
    if let failure = report.failure {
        let message = failure.text(strategyID: strategy.id)
            + "\n  or: CLEARANCE_REPLAY=\(failure.replayToken) swift test --filter \(currentTestFilter(function: function))"
            + "\n  (seed \(report.seed), \(report.casesRun) cases passed before it)"
        reportTestFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    } else if let problem = report.problem {
        reportTestFailure("\(strategy.id): no verdict: \(problem)", fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return report
}
