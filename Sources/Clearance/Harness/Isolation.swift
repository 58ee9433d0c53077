import Foundation

/// Runs a screen's cases each in a process of its own, as a fresh app process would run them.
///
/// An app's process-wide state — a keyboard singleton made on first use, a global or `static
/// let` publisher, a cache — lives as long as the process. In one test process it would be
/// made in the first case's world and hear nothing of the later ones: every later case would
/// see the screen without its avoidance, and a report's replay line would pass in a fresh
/// process. So a screen seen to keep state across worlds (``Clearance/preflight(_:config:)``)
/// has every run of its code — each case, each shrinking step, each kept failure replayed,
/// each picture — done in a child process forked from a test process in which the screen's
/// code never ran (its preflight runs in a child too). The child copies the parent as it is
/// (copy on write: a few milliseconds), runs the one case, writes its outcome to a pipe and
/// ends; the parent reads it. Like Swift Testing's exit tests, but forked rather than
/// spawned, so a case costs milliseconds, not a process launch.
///
/// A child that does not answer within ``timeout`` (a lock another thread of the test process
/// held when it forked) is ended and the case is run in a fresh child once more; a child that
/// dies of a signal is the screen's code trapping in that case, which the outcome says.
public enum Isolation {
    /// Whether cases can run in processes of their own here (`fork` exists: Linux, macOS).
    public static var isAvailable: Bool {
        #if os(Linux) || os(macOS)
        return true
        #else
        return false
        #endif
    }

    /// Whether this process is a child running one case (so it runs the case itself).
    public static var isChild: Bool { childFlag }
    nonisolated(unsafe) private static var childFlag = false

    /// How long a child may take before it is ended and its case run again (not part of any
    /// verdict: a case that runs to its end is answered long before).
    public static let timeout: Duration = .seconds(20)

    /// Why a child gave no answer.
    public enum Failure: Error, Sendable, CustomStringConvertible {
        /// The child died of a signal: the screen's own code trapped.
        case trapped(signal: Int32)
        /// The child ended without an answer, or with one that could not be read.
        case noAnswer(String)
        /// Processes of their own cannot be made here.
        case unavailable

        public var description: String {
            switch self {
            case let .trapped(signal): return "the screen's own code trapped (signal \(signal)) in a process of its own"
            case let .noAnswer(why): return "a case's own process gave no answer: \(why)"
            case .unavailable: return "cases cannot run in processes of their own on this platform"
            }
        }
    }

    /// Runs `body` in a child process and returns what it returned.
    public static func inChild<T: Codable>(_ body: () -> T) -> Result<T, Failure> {
        inChild(holding: [], body)
    }

    /// ``inChild(_:)``, holding `locks` (besides the package's own) while the process forks:
    /// only the forking thread goes on in the child, so a lock another thread held at that
    /// moment would stay locked there for ever. Every lock the child's case takes is held by
    /// this thread across the fork and let go on both sides.
    static func inChild<T: Codable>(holding locks: [NSLock], _ body: () -> T) -> Result<T, Failure> {
        var last: Failure = .unavailable
        for _ in 0..<2 {
            switch once(holding: locks, body) {
            case let .success(value): return .success(value)
            case let .failure(failure):
                last = failure
                if case .trapped = failure { return .failure(failure) }
            }
        }
        return .failure(last)
    }

    private struct Answer<T: Codable>: Codable { var value: T }

    private static func once<T: Codable>(holding locks: [NSLock], _ body: () -> T) -> Result<T, Failure> {
        #if os(Linux) || os(macOS)
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { return .failure(.noAnswer("pipe: \(String(cString: strerror(errno)))")) }
        let (reading, writing) = (descriptors[0], descriptors[1])
        // Nothing the parent buffered is printed twice. (The child does not flush: a stream
        // another thread was writing to at the fork may be locked there for ever.)
        fflush(stdout)
        CurrentCases.shared.lockForFork()
        RecentExceptions.shared.lockForFork()
        IsolatedScreens.shared.lockForFork()
        for lock in locks { lock.lock() }
        let pid = fork()
        for lock in locks.reversed() { lock.unlock() }
        IsolatedScreens.shared.unlockAfterFork()
        RecentExceptions.shared.unlockAfterFork()
        CurrentCases.shared.unlockAfterFork()
        if pid < 0 {
            close(reading); close(writing)
            return .failure(.noAnswer("fork: \(String(cString: strerror(errno)))"))
        }
        if pid == 0 {
            // The child: one case, its answer on the pipe, then gone at once (no exit handlers,
            // no flushing of the parent's buffers a second time).
            close(reading)
            childFlag = true
            let data = (try? JSONEncoder().encode(Answer(value: body()))) ?? Data()
            data.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(writing, buffer.baseAddress! + offset, buffer.count - offset)
                    if written <= 0 { if errno == EINTR { continue }; break }
                    offset += written
                }
            }
            close(writing)
            _exit(0)
        }
        close(writing)
        defer { close(reading) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let deadline = ContinuousClock.now + timeout
        var timedOut = false
        while true {
            let left = deadline - ContinuousClock.now
            let milliseconds = max(0, Int32(min(Double(left.components.seconds) * 1_000 + Double(left.components.attoseconds) / 1e15, 3_600_000)))
            var poller = pollfd(fd: reading, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, milliseconds)
            if ready < 0 { if errno == EINTR { continue }; break }
            if ready == 0 { timedOut = true; break }
            let count = read(reading, &chunk, chunk.count)
            if count < 0 { if errno == EINTR { continue }; break }
            if count == 0 { break }
            data.append(contentsOf: chunk[0..<count])
        }
        if timedOut { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if timedOut { return .failure(.noAnswer("no answer within \(timeout)")) }
        // WIFSIGNALED / WTERMSIG, written out (the C macros are not imported).
        let signal = status & 0x7F
        if signal != 0 && signal != 0x7F { return .failure(.trapped(signal: signal)) }
        guard let answer = try? JSONDecoder().decode(Answer<T>.self, from: data) else {
            return .failure(.noAnswer("its answer could not be read (\(data.count) bytes, exit status \((status >> 8) & 0xFF))"))
        }
        return .success(answer.value)
        #else
        return .failure(.unavailable)
        #endif
    }
}

/// The screens whose cases run in processes of their own (``Isolation``), by id: set by
/// ``ScreenRun`` when a screen's preflight sees it keep state across worlds.
final class IsolatedScreens: @unchecked Sendable {
    static let shared = IsolatedScreens()
    private let lock = NSLock()
    private var ids: [String] = []

    func lockForFork() { lock.lock() }
    func unlockAfterFork() { lock.unlock() }

    func insert(_ id: String) {
        lock.lock(); defer { lock.unlock() }
        if !ids.contains(id) { ids.append(id) }
    }

    func remove(_ id: String) {
        lock.lock(); defer { lock.unlock() }
        ids.removeAll { $0 == id }
    }

    func contains(_ id: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return ids.contains(id)
    }
}

/// A scenario's outcome as a child process sends it back.
struct IsolatedOutcome: Codable {
    var violation: Violation?
    var consulted: [String]
    var exceptions: [String]
}
