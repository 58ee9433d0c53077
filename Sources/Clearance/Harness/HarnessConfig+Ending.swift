import Foundation

/// The failures of a run so far, from the thread that reports them to the one that asks
/// whether to stop.
private final class FoundSoFar: @unchecked Sendable {
    private let lock = NSLock()
    private var failures: [StrategyFailure] = []
    private var done = false

    func add(_ failure: StrategyFailure, _ isDone: ([StrategyFailure]) -> Bool) {
        lock.lock(); defer { lock.unlock() }
        failures.append(failure)
        if isDone(failures) { done = true }
    }

    var isDone: Bool {
        lock.lock(); defer { lock.unlock() }
        return done
    }
}

extension HarnessConfig {
    /// The same run, ended as soon as `isDone` says so of the failures found so far (asked
    /// after each one is shrunk). A check finds its distinct failures in case order, each
    /// pass starting where the last failure was found, so the failures up to that point are
    /// exactly those the whole run reports first: a test that looks for one failure (or a
    /// few) gets the same ones without running the rest of the budget. When `isDone` never
    /// says yes, the run is the whole run.
    public func ending(when isDone: @escaping @Sendable ([StrategyFailure]) -> Bool) -> HarnessConfig {
        let found = FoundSoFar()
        var config = self
        // A config's own hooks still run: its reports and its own reason to stop.
        let onFailure = self.onFailure, shouldStop = self.shouldStop
        config.onFailure = { failure in
            onFailure?(failure)
            found.add(failure, isDone)
        }
        config.shouldStop = { found.isDone || shouldStop?() == true }
        return config
    }
}
