import Foundation

/// The last UIKit exceptions any world recorded in this process (``World/exceptions``), kept
/// as C strings so that a crash handler can print them without allocating: when app code
/// traps right after UIKit raised — `instantiateInitialViewController()!` on a storyboard that
/// did not load — the trap's message ("Unexpectedly found nil") alone does not say why.
public final class RecentExceptions: @unchecked Sendable {
    /// The process's log.
    public static let shared = RecentExceptions()
    private let lock = NSLock()
    private var messages: [UnsafeMutablePointer<CChar>] = []
    /// How many are kept (the newest).
    static let capacity = 4

    /// Held across a `fork` (Clearance's isolation), so that the child does not start with it
    /// locked by a thread it does not have.
    package func lockForFork() { lock.lock() }
    package func unlockAfterFork() { lock.unlock() }

    func note(_ message: String) {
        let copy = strdup(String(message.prefix(2_000)))!
        lock.lock()
        messages.append(copy)
        let dropped = messages.count > Self.capacity ? messages.removeFirst() : nil
        lock.unlock()
        if let dropped { free(dropped) }
    }

    /// Writes the kept messages to `descriptor`, oldest first, each on a line after `prefix`;
    /// safe to call from a signal handler (no allocation; nothing when the log is busy).
    public func write(to descriptor: Int32, prefix: UnsafePointer<CChar>) {
        guard lock.try() else { return }
        defer { lock.unlock() }
        for message in messages {
            _ = Foundation.write(descriptor, prefix, strlen(prefix))
            _ = Foundation.write(descriptor, message, strlen(message))
            _ = Foundation.write(descriptor, "\n", 1)
        }
    }
}
