import ClearanceUIKit
import Testing

// No `import Foundation`: as in an app's file, `Thread` is the world's (the same rule as
// NotificationCenter's).

/// The app's code asks whether it runs on the main thread, as UIKit code may
/// (MessageViewController's `assert(Thread.isMainThread)`, Tests/RealBugs 18): in the world it
/// does, as on iOS. Foundation's answer on Linux was `false` there (the main queue drained by
/// Dispatch's worker threads), which trapped pair 18 in every case.
@MainActor @Suite struct MainThreadTests {
    @Test func theAppsCodeRunsOnTheMainThread() {
        let world = World(device: DeviceCatalog.all[0])
        let answers = world.run { (Thread.isMainThread, Thread.current.isMainThread, Thread.main.isMainThread) }
        #expect(answers == (true, true, true))
    }
}
