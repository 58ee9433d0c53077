import Clearance
import Foundation

/// Harness runs that several tests assert on, each run once per `swift test`: the first test
/// to ask starts it, the others await that same run (a run is deterministic: its seed, cases
/// and invariants give its report, so asking twice could only repeat it).
final class SharedRuns: @unchecked Sendable {
    static let shared = SharedRuns()

    private let lock = NSLock()
    private var runs: [String: Task<StrategyReport, Never>] = [:]

    /// The report of the run named `key` (which must name everything the run depends on: the
    /// strategy, its config), running it if no test has yet.
    func report(_ key: String, _ run: @escaping @Sendable () -> StrategyReport) async -> StrategyReport {
        let task = lock.withLock {
            if let started = runs[key] { return started }
            let started = Task.detached { run() }
            runs[key] = started
            return started
        }
        return await task.value
    }
}
