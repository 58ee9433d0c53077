import Foundation

/// Errors that stop a check before it can reach a verdict; each says what to fix.
public enum PropertyTestingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A replay token could not be read.
    case malformedReplayToken(String, reason: String)
    /// A failure-store file exists but cannot be used.
    case malformedStoreFile(path: String, problem: String)
    /// The failure store could not be written.
    case storeNotWritable(path: String, reason: String)
    /// An environment variable's value cannot be used (`CLEARANCE_SEED=abc`).
    case malformedEnvironment(variable: String, value: String, expected: String)

    public var description: String {
        switch self {
        case let .malformedReplayToken(token, reason):
            return "replay token '\(token)' is malformed: \(reason)"
        case let .malformedStoreFile(path, problem):
            return "failure store file \(path) is malformed: \(problem)"
        case let .storeNotWritable(path, reason):
            return "cannot write the failure store at \(path): \(reason)"
        case let .malformedEnvironment(variable, value, expected):
            return "\(variable)='\(value)' is not \(expected): set it to one (or unset it)"
        }
    }
}

/// A health check that failed: the run could not test the property meaningfully.
public enum HealthCheckFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// `filter` rejected so many cases that too few were left to test.
    case filterTooStrict(rejected: Int, accepted: Int)
    /// A case drew more choices than ``CheckConfig/maxChoicesPerCase`` allows (a runaway
    /// generator, such as unbounded recursion).
    case choiceBudgetExceeded(limit: Int, caseIndex: Int)

    public var description: String {
        switch self {
        case let .filterTooStrict(rejected, accepted):
            return "health check failed: filter rejected \(rejected) cases and accepted only \(accepted); "
                + "generate valid values directly instead of filtering"
        case let .choiceBudgetExceeded(limit, caseIndex):
            return "health check failed: case \(caseIndex) drew more than \(limit) choices; "
                + "bound the generator's size or depth (or raise maxChoicesPerCase)"
        }
    }
}

/// The seed a run takes from `CLEARANCE_SEED`: `nil` when the variable is not set.
///
/// - Throws: ``PropertyTestingError/malformedEnvironment(variable:value:expected:)`` when it is
///   set to anything but a decimal number from 0 to 2⁶⁴ − 1 (an empty or mistyped value would
///   otherwise mean a random seed on every run, silently).
public func environmentSeed(_ environment: [String: String]) throws -> UInt64? {
    guard let text = environment["CLEARANCE_SEED"] else { return nil }
    guard let seed = UInt64(text.trimmingCharacters(in: .whitespaces)) else {
        throw PropertyTestingError.malformedEnvironment(variable: "CLEARANCE_SEED", value: text,
                                                        expected: "a decimal seed from 0 to 18446744073709551615")
    }
    return seed
}
