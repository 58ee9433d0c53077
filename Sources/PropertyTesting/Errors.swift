/// Errors that stop a check before it can reach a verdict; each says what to fix.
public enum PropertyTestingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A replay token could not be read.
    case malformedReplayToken(String, reason: String)
    /// A failure-store file exists but cannot be used.
    case malformedStoreFile(path: String, problem: String)
    /// The failure store could not be written.
    case storeNotWritable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .malformedReplayToken(token, reason):
            return "replay token '\(token)' is malformed: \(reason)"
        case let .malformedStoreFile(path, problem):
            return "failure store file \(path) is malformed: \(problem)"
        case let .storeNotWritable(path, reason):
            return "cannot write the failure store at \(path): \(reason)"
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
