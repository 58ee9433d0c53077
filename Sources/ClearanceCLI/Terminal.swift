import Clearance
import Foundation

/// Standard error, unbuffered.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}

/// Writes `text` to `path` atomically, or to standard output when `path` is nil.
func emit(_ text: String, to path: String?) throws {
    guard let path else {
        FileHandle.standardOutput.write(Data(text.utf8))
        return
    }
    do {
        try AtomicFile.write(Data(text.utf8), to: URL(fileURLWithPath: path))
    } catch {
        throw CommandError(message: "cannot write \(path): \((error as NSError).localizedDescription)", status: 1)
    }
}

/// Signals seen so far (written by the signal handler, read by the run).
nonisolated(unsafe) var interruptSignals: Int32 = 0

/// Ctrl-C and SIGTERM: the first asks the run to stop cleanly (no new case, no more
/// shrinking, then the report); a second one exits at once. A plain C handler with the
/// signals unblocked, so it works whatever the process inherited.
final class Interruption: @unchecked Sendable {
    static let shared = Interruption()
    private let lock = NSLock()
    private var announced = false

    var isRequested: Bool {
        guard interruptSignals > 0 else { return false }
        lock.lock()
        defer { lock.unlock() }
        if !announced {
            announced = true
            printError("\nclearance: stopping (interrupt again to quit at once); keeping what was found…")
        }
        return true
    }

    /// Starts listening for SIGINT and SIGTERM.
    func install() {
        let handler: @convention(c) (Int32) -> Void = { _ in
            interruptSignals += 1
            if interruptSignals > 1 { _exit(130) }
        }
        // A parent may have started us with these signals blocked (Foundation's Process does)
        // or ignored (a shell's background job): take them back.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
    }
}

/// A one-line progress display on a terminal's standard error, redrawn at most four times a
/// second; silent when standard error is not a terminal (CI logs stay clean).
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let enabled: Bool
    private let started = ContinuousClock.now
    private let budget: Duration?
    private var lastDraw: ContinuousClock.Instant?
    private var drewSomething = false

    init(budget: Duration?) {
        enabled = isatty(STDERR_FILENO) == 1
        self.budget = budget
    }

    func update(_ progress: FuzzProgress) {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        let now = ContinuousClock.now
        if let lastDraw, now - lastDraw < .milliseconds(250) { return }
        lastDraw = now
        let elapsed = seconds(now - started)
        var line = "[\(progress.strategyIndex + 1)/\(progress.strategyCount)] \(progress.strategyID): \(progress.casesDone) cases"
        if elapsed > 0.5 { line += String(format: ", %.0f cases/s", Double(progress.casesDone) / max(elapsed, 0.001)) }
        line += ", \(progress.failures) failure\(progress.failures == 1 ? "" : "s") so far"
        if let budget { line += String(format: ", %.0f s left", max(0, seconds(budget) - elapsed)) }
        FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
        drewSomething = true
    }

    /// Clears the line.
    func finish() {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        if drewSomething { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }

    private func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}
