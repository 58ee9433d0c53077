import Clearance
import Foundation

/// Standard error, unbuffered.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}

/// Writes `text` to `path`, or to standard output when `path` is nil. A regular file (or a
/// missing one) is written atomically (a temporary file renamed over it); a symbolic link is
/// followed and its target written; anything else — a FIFO, a device such as `/dev/stdout` —
/// is written through, never replaced.
func emit(_ text: String, to path: String?) throws {
    guard let path else {
        FileHandle.standardOutput.write(Data(text.utf8))
        return
    }
    let target = OutputPath(path)
    do {
        if target.isSpecial {
            guard let handle = FileHandle(forWritingAtPath: target.resolved) else {
                throw CommandError(message: "cannot write \(path): \(String(cString: strerror(errno)))", status: ExitStatus.notWritten)
            }
            defer { try? handle.close() }
            try handle.write(contentsOf: Data(text.utf8))
        } else {
            try AtomicFile.write(Data(text.utf8), to: URL(fileURLWithPath: target.resolved))
        }
    } catch let error as CommandError {
        throw error
    } catch {
        throw CommandError(message: "cannot write \(path): \(describeFileError(error))", status: ExitStatus.notWritten)
    }
}

/// The exit statuses of the commands.
enum ExitStatus {
    static let passed: Int32 = 0
    static let failed: Int32 = 1
    static let usage: Int32 = 2
    /// A report, picture or corpus entry could not be written; everything found was printed
    /// on standard output instead.
    static let notWritten: Int32 = 3
    static let interrupted: Int32 = 130
}

/// Where an output path leads: symbolic links followed; whether it is a FIFO, a device or a
/// socket (written through) rather than a regular file or nothing yet (written atomically).
struct OutputPath {
    let resolved: String
    let exists: Bool
    let isSpecial: Bool
    let isDirectory: Bool

    init(_ path: String) {
        var info = stat()
        if stat(path, &info) == 0 {
            // It exists (through any links, /proc's magic ones included): a regular file is
            // replaced atomically where it really is; anything else is written through.
            exists = true
            let kind = info.st_mode & S_IFMT
            isDirectory = kind == S_IFDIR
            isSpecial = kind != S_IFREG && kind != S_IFDIR
            if kind == S_IFREG, let real = realpath(path, nil) {
                resolved = String(cString: real)
                free(real)
            } else {
                resolved = path
            }
            return
        }
        // Missing: a dangling link names the file to create.
        var target = path
        for _ in 0..<32 {
            guard lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
                  let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: target) else { break }
            target = destination.hasPrefix("/") ? destination
                : ((target as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        resolved = target
        exists = false
        isDirectory = false
        isSpecial = false
    }

    /// Why nothing could be written here, or `nil`: checked before a run, so that a long run
    /// never ends with its report lost.
    var problem: String? {
        if isDirectory { return "it is a directory" }
        if isSpecial { return access(resolved, W_OK) == 0 ? nil : String(cString: strerror(errno)) }
        let directory = (resolved as NSString).deletingLastPathComponent
        let folder = directory.isEmpty ? "." : directory
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return "cannot create \(folder): \(describeFileError(error))"
        }
        if exists && access(resolved, W_OK) != 0 { return String(cString: strerror(errno)) }
        let probe = (folder as NSString).appendingPathComponent(".clearance-probe-\(getpid())")
        guard FileManager.default.createFile(atPath: probe, contents: Data()) else {
            return "cannot write in \(folder): \(String(cString: strerror(errno)))"
        }
        unlink(probe)
        return nil
    }
}

/// Signals seen so far (written by the signal handler, read by the run).
nonisolated(unsafe) var interruptSignals: Int32 = 0
/// What a second interrupt prints before quitting: the findings so far, in one buffer
/// allocated once and only appended to (the handler reads `emergencyLength` bytes, all
/// written before the length grew), so memory stays bounded however long the run.
nonisolated(unsafe) let emergencyBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: EmergencySummary.capacity)
nonisolated(unsafe) var emergencyLength = 0
/// How many findings the run has reported so far.
nonisolated(unsafe) var emergencyFindings: Int32 = 0

/// Keeps the text a second interrupt prints: a heading, then one line per finding with the
/// command that replays it, as many as fit in 64 KB.
final class EmergencySummary: @unchecked Sendable {
    static let shared = EmergencySummary()
    static let capacity = 65_536
    private let lock = NSLock()

    func add(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        var text = emergencyLength == 0 ? "\nclearance: quit on a second interrupt; failures found so far:\n" : ""
        text += line + "\n"
        let bytes = Array(text.utf8)
        if emergencyLength + bytes.count <= Self.capacity {
            for (i, byte) in bytes.enumerated() { emergencyBuffer[emergencyLength + i] = CChar(bitPattern: byte) }
            emergencyLength += bytes.count
        }
        emergencyFindings += 1
    }
}

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
            if interruptSignals > 1 {
                // Quitting at once: what was found so far (kept up to date by the run) goes to
                // standard output first, with write(2), which a signal handler may call.
                if emergencyLength > 0 { _ = write(STDOUT_FILENO, emergencyBuffer, emergencyLength) }
                _exit(emergencyFindings > 0 ? ExitStatus.failed : ExitStatus.interrupted)
            }
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
    /// When the strategy being checked started (its rate is its cases over its own time).
    private var strategyStarted: (index: Int, at: ContinuousClock.Instant)?

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
        if strategyStarted?.index != progress.strategyIndex { strategyStarted = (progress.strategyIndex, now) }
        let strategyElapsed = seconds(now - strategyStarted!.at)
        var line = "[\(progress.strategyIndex + 1)/\(progress.strategyCount)] \(progress.strategyID): \(progress.casesDone) cases"
        if strategyElapsed > 0.5 { line += String(format: ", %.0f cases/s", Double(progress.casesDone) / max(strategyElapsed, 0.001)) }
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
