import ClearanceUIKit
import Foundation
import Testing

/// Swift concurrency in UIKit screens: tasks started in the world run on its main queue and
/// virtual clock (WorldConcurrency.swift).
@Suite("Tasks in a UIKit screen run on the world's clock")
struct ConcurrencyInTheWorldTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    /// A screen that scrolls its field into view 300 ms after the keyboard shows, from a task,
    /// as code that waits for the keyboard's animation does.
    final class DelayedScroll: UIViewController {
        let scrollView = UIScrollView()
        let field = UITextField(frame: CGRect(x: 16, y: 700, width: 300, height: 34))
        var log: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.frame = view.bounds
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.contentSize = CGSize(width: 393, height: 1_200)
            scrollView.addSubview(field)
            view.addSubview(scrollView)
            NotificationCenter.default.addObserver(self, selector: Self.keyboardWillShow, name: UIResponder.keyboardWillShowNotification, object: nil)
        }

        func keyboardWillShow(_ notification: Notification) {
            let height = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0
            Task { @MainActor in
                self.log.append("task at \(World.current!.now)")
                try await Task.sleep(for: .milliseconds(300))
                let measured = await Self.measure(height)
                self.scrollView.contentInset.bottom = measured
                self.scrollView.scrollRectToVisible(self.field.frame, animated: false)
                self.log.append("inset \(Int(measured)) at \(World.current!.now)")
            }
        }

        /// Work off the main actor: still in the world, one job at a time.
        nonisolated static func measure(_ height: CGFloat) async -> CGFloat {
            precondition(World.current != nil)
            return height
        }
    }

    @Test func aTaskFromAKeyboardHandlerSleepsOnTheVirtualClock() {
        let world = World(device: Self.phone)
        let screen = DelayedScroll()
        world.present(screen)
        world.run { _ = screen.field.becomeFirstResponder() }
        world.advance(by: 0.25)
        #expect(screen.log == ["task at 0.0"])
        #expect(screen.scrollView.contentInset.bottom == 0)
        world.advance(by: 0.1)
        #expect(screen.log == ["task at 0.0", "inset 336 at 0.3"])
        #expect(screen.scrollView.contentInset.bottom == 336)
    }

    /// A keyboard handler that measures off the main actor in a detached task, waits for the
    /// keyboard's animation, then insets on the main actor: all of it in the world, on its
    /// clock. (Before, the detached task lost the world: it slept on the real clock and
    /// resumed on a real thread, so the inset never came in the scenario.)
    final class DetachedInset: UIViewController {
        let scrollView = UIScrollView()
        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.frame = view.bounds
            view.addSubview(scrollView)
            NotificationCenter.default.addObserver(self, selector: Self.keyboardWillShow, name: UIResponder.keyboardWillShowNotification, object: nil)
        }

        func keyboardWillShow(_ notification: Notification) {
            let height = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0
            Task.detached {
                // Out of the world, nothing would come of it.
                guard World.current != nil else { return }
                try await Task.sleep(for: .milliseconds(300))
                await MainActor.run { self.scrollView.contentInset.bottom = height }
            }
        }
    }

    @Test func aDetachedTaskStaysInItsWorld() {
        let world = World(device: Self.phone)
        let screen = DetachedInset()
        world.present(screen)
        let field = UITextField(frame: CGRect(x: 16, y: 100, width: 300, height: 34))
        world.run { screen.scrollView.addSubview(field); _ = field.becomeFirstResponder() }
        world.advance(by: 0.29)
        #expect(world.run { screen.scrollView.contentInset.bottom } == 0)
        world.advance(by: 0.02)
        #expect(world.run { screen.scrollView.contentInset.bottom } == 336)
    }

    /// The Swift 6 idiom — `MainActor.assumeIsolated` in an observer block — holds on a world
    /// running on any thread, not only the main one.
    @Test func mainActorCodeIsIsolatedInAWorldOnAnyThread() async {
        let ran = await Task.detached { () -> Bool in
            let world = World(device: Self.phone)
            let screen = world.run { MainActor.assumeIsolated { UIViewController() } }
            world.present(screen)
            return world.run { MainActor.assumeIsolated { screen.isViewLoaded } } && !Foundation.Thread.isMainThread
        }.value
        #expect(ran)
    }
}
