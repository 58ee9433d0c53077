import PropertyTesting

/// Checks a property and, when it fails, fails the running XCTest or Swift Testing test with
/// the shrunk value, the seed and the exact command that replays the failure.
///
/// ```swift
/// @Test func sortingKeepsTheCount() {
///     expectProperty(Gen.int(in: 0...100).array(count: 0...20)) { xs in xs.sorted().count == xs.count }
/// }
/// ```
/// A failure reads:
/// ```text
/// Falsified after 3 cases (seed 42, case 2).
/// Shrunk value (9 steps, 31 evaluations): [101]
/// Original value: [87, 12, 40]
/// Failure: property returned false
/// Replay token: pt2-…
/// Replay: CLEARANCE_REPLAY=pt2-… swift test --filter sortingKeepsTheCount
/// ```
@discardableResult
public func expectProperty<Value>(
    _ generator: Gen<Value>, config: CheckConfig = CheckConfig(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function,
    _ property: @escaping (Value) throws -> Bool
) -> CheckResult<Value> {
    let result = check(generator, config: config, property)
    if !result.passed {
        var message = result.report
        if let cex = result.counterexample {
            message += "\nReplay: CLEARANCE_REPLAY=\(cex.replayToken) swift test --filter \(currentTestFilter(function: function))"
        } else {
            message += "\nRerun: CLEARANCE_SEED=\(result.seed) swift test --filter \(currentTestFilter(function: function))"
        }
        reportTestFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return result
}
