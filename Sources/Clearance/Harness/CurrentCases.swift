import Foundation

/// The scenarios being run right now, one per worker thread. If a strategy's own code traps
/// (a force-unwrap, an index out of range), the process dies; the command line's crash
/// handler then writes these out — like libFuzzer's crash artifact — so the case that killed
/// the run is not lost (``crashReport()``).
public final class CurrentCases: @unchecked Sendable {
    public static let shared = CurrentCases()
    private let lock = NSLock()
    private var running: [Int: (strategyID: String, scenario: Scenario)] = [:]
    private var next = 0

    /// Records a case as running; returns its slot.
    public func enter(_ strategyID: String, _ scenario: Scenario) -> Int {
        lock.lock()
        defer { lock.unlock() }
        next += 1
        running[next] = (strategyID, scenario)
        return next
    }

    /// Held across a `fork` (``Isolation``), so that the child does not start with it locked
    /// by a thread it does not have.
    func lockForFork() { lock.lock() }
    func unlockAfterFork() { lock.unlock() }

    /// The case is over.
    public func leave(_ slot: Int) {
        lock.lock()
        running[slot] = nil
        lock.unlock()
    }

    /// The running cases as corpus-like JSON objects, oldest first, or `nil` when the lock is
    /// held (a crash inside this very class).
    public func crashReport() -> String? {
        guard lock.try() else { return nil }
        defer { lock.unlock() }
        let cases = running.sorted { $0.key < $1.key }.map { $0.value }
        guard !cases.isEmpty else { return nil }
        return cases.map { "{\"strategy\": \"\($0.strategyID)\", \"scenario\": \($0.scenario.json)}" }.joined(separator: ",\n")
    }
}
