@_exported import Clearance

/// Checks an avoidance strategy (a built-in one, or your own) and, when an invariant fails,
/// fails the running XCTest or Swift Testing test with the minimal scenario, the numbers, the
/// diagnosis, the assumptions it depends on and the command that replays it — one issue per
/// bug (``Bug``).
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
    CrashArtifact.install()
    let report = Clearance.check(strategy: strategy, config: config)
    // One issue per bug: failures that share a root cause (diagnosis and property at fault)
    // are reported together, the most ordinary situation first.
    let bugs = report.bugs
    for (index, bug) in bugs.enumerated() {
        var lines = bug.text(strategyID: strategy.id).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The command line knows only the built-in strategies; yours replay through the test.
        if StrategyCatalog.strategy(id: strategy.id) == nil { lines.removeAll { $0.hasPrefix("  replay: clearance replay") } }
        let message = lines.joined(separator: "\n")
            + "\n  replay: CLEARANCE_REPLAY=\(bug.representative.replayToken) swift test --filter \(currentTestFilter(function: function))"
            + "\n  (bug \(index + 1) of \(bugs.count); seed \(report.seed), \(report.casesRun) cases run)"
        reportTestFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    if report.failures.isEmpty, let problem = report.problem {
        reportTestFailure("\(strategy.id): no verdict: \(problem)", fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return report
}
