import Testing
import XCTest

/// Records a test failure in whichever framework is running: an issue in Swift Testing, an
/// `XCTFail` in XCTest, at the caller's source location.
public func reportTestFailure(
    _ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt
) {
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}

/// The `--filter` argument that selects the running test: Swift Testing's current test, or
/// the XCTest method named by `function`.
func currentTestFilter(function: String) -> String {
    if let test = Test.current {
        return test.name.split(separator: "(").first.map(String.init) ?? test.name
    }
    return function.split(separator: "(").first.map(String.init) ?? function
}
