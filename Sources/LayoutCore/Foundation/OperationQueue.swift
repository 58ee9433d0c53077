import Foundation

/// Foundation's operation queue, with its main queue the running world's: iOS code's
/// `OperationQueue.main.addOperation { … }` (IQKeyboardManager defers its whole adjustment so,
/// Tests/RealBugs 01 and 37) runs on the scenario's virtual clock after the current event, as
/// `DispatchQueue.main.async` does (``DispatchQueue``). On iOS the main queue "executes one
/// operation at a time on the app's main thread … interleaved with the other tasks that must
/// execute on the main thread, such as the servicing of events"; its underlying queue "is the
/// dispatch queue for the main thread"
/// (https://developer.apple.com/documentation/foundation/operationqueue/main). On Linux
/// Foundation's main queue runs work only when the process's real main run loop turns, which a
/// scenario never does, so the work would never run.
///
/// A subclass of Foundation's class under its name (Swift prefers it to Foundation's in a file
/// that imports the Clearance modules, as for ``NotificationCenter``): every Foundation API
/// that takes an operation queue takes it, and a queue made with `OperationQueue()` is
/// Foundation's, on its own threads, as on iOS.
open class OperationQueue: Foundation.OperationQueue, @unchecked Sendable {
    /// The main queue (Foundation's `class var main: OperationQueue { get }`): the running
    /// world's main queue.
    open override class var main: Foundation.OperationQueue { WorldMainOperationQueue.shared }
}

/// The running world's main operation queue: each operation or block runs after the current
/// event, in the order added, with a layout pass after it (``World/schedule(after:_:)``).
final class WorldMainOperationQueue: Foundation.OperationQueue, @unchecked Sendable {
    static let shared = WorldMainOperationQueue()

    /// Runs `block` after the current event (Foundation's `func addOperation(_ block:
    /// @escaping @Sendable () -> Void)`).
    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        World.running("OperationQueue.main.addOperation").schedule(after: 0, block)
    }

    /// Starts `op` after the current event (Foundation's `func addOperation(_ op: Operation)`).
    override func addOperation(_ op: Operation) {
        World.running("OperationQueue.main.addOperation").schedule(after: 0) { op.start() }
    }

    /// Starts each operation after the current event, in order; `wait` is not honoured (on the
    /// main queue, waiting from the main thread would never end).
    override func addOperations(_ ops: [Operation], waitUntilFinished wait: Bool) {
        for op in ops { addOperation(op) }
    }
}
