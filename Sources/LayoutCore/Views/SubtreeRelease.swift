import Foundation

/// Releases a view's subviews without recursion. A view's subviews go when it goes; left to
/// the language, each `deinit` releases the next level from inside the one before, so a deep
/// tree (a storyboard of thousands of nested views, Tests/ClearanceUIKitTests'
/// `InterfaceBuilderReliabilityTests`) overflows the thread's stack. Here the outermost
/// release on a thread drains a list that each inner `deinit` only adds to: the same views
/// go, in a loop. (UIKit's views are freed by the Objective-C runtime, whose `dealloc` of a
/// deep tree is also recursive; an app never builds one this deep — the loop only keeps a
/// hostile input from crashing the test process.)
enum SubtreeRelease {
    /// The views waiting to be released by the loop running on this thread.
    private final class Pending {
        var objects: [AnyObject] = []
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Releases `objects` (a view's last references to its subviews, and to the constraints,
    /// guides and recognizers that point at them, from its `deinit`): at once when no release
    /// is running on this thread, else after the one running.
    /// `objects` is left empty: the caller keeps no reference that would release them later,
    /// from inside its own `deinit`.
    static func release(_ objects: inout [AnyObject]) {
        if let running = pthread_getspecific(key) {
            Unmanaged<Pending>.fromOpaque(running).takeUnretainedValue().objects.append(contentsOf: objects)
            objects.removeAll()
            return
        }
        let pending = Pending()
        swap(&pending.objects, &objects)
        pthread_setspecific(key, Unmanaged.passUnretained(pending).toOpaque())
        defer { pthread_setspecific(key, nil) }
        while true {
            // Dropping the last reference at the end of an iteration runs that view's deinit,
            // which adds its own subviews here.
            guard let next = pending.objects.popLast() else { break }
            _ = next
        }
    }
}
