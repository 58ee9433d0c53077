import Foundation

/// The app's thread as the app's code sees it, under Foundation's name: the main thread, where
/// UIKit code runs ("The API contract for UIKit is that (except for some specific documented
/// exceptions) it's a main-thread-only framework", Apple's answer in
/// https://developer.apple.com/forums/thread/89720). The world runs every piece of the app's code on its
/// main queue — the only queue modelled (``DispatchQueue``), with Swift concurrency's main-actor
/// work — so for that code `Thread.isMainThread` is `true`, as on iOS. Foundation's own answer
/// on Linux is `false` there: once a test runner calls `dispatchMain()`, Dispatch's worker
/// threads drain the main queue (measured: MessageViewController's `assert(Thread.isMainThread)`
/// in `MessageTextView.add(listener:)` trapped in every case, Tests/RealBugs 18).
///
/// The same rule as ``NotificationCenter`` applies: this type shadows Foundation's in a file
/// that imports `ClearanceUIKit` (as `import UIKit` does on iOS); a file that also imports
/// Foundation sees both and says `Foundation.Thread` for a thread of its own. Only what app code
/// asks of the current thread is declared (a thread the app would start is not modelled, as
/// `DispatchQueue.global()` is not); sleeping and the call stack are Foundation's.
public final class Thread: @unchecked Sendable {
    private init() {}

    /// The one thread the app's code runs on in the world.
    private static let appMain = Thread()

    /// Whether the caller runs on the main thread (Foundation's `class var isMainThread: Bool { get }`,
    /// https://developer.apple.com/documentation/foundation/thread/ismainthread-swift.type.property):
    /// always, for the app's code in the world.
    public class var isMainThread: Bool { true }
    /// Whether this thread is the main thread (`var isMainThread: Bool { get }`).
    public var isMainThread: Bool { true }
    /// The main thread (`class var main: Thread { get }`).
    public class var main: Thread { appMain }
    /// The thread the caller runs on (`class var current: Thread { get }`): the main thread.
    public class var current: Thread { appMain }
    /// Blocks for `ti` seconds (`class func sleep(forTimeInterval ti: TimeInterval)`), as
    /// Foundation's does (the world's virtual clock does not move).
    public class func sleep(forTimeInterval ti: TimeInterval) { Foundation.Thread.sleep(forTimeInterval: ti) }
    /// Blocks until `date` (`class func sleep(until date: Date)`), as Foundation's does.
    public class func sleep(until date: Date) { Foundation.Thread.sleep(until: date) }
    /// The call stack's symbols (`class var callStackSymbols: [String] { get }`), Foundation's.
    public class var callStackSymbols: [String] { Foundation.Thread.callStackSymbols }
}
