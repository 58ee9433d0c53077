import LayoutCore
import Testing

@Suite("The virtual clock, the main queue and the notification centre")
struct ClockAndNotificationsTests {
    /// Issue 5: work deferred with `asyncAfter` runs at its virtual deadline, after a hide
    /// that came first.
    @Test func deferredWorkRunsAtItsVirtualDeadlineAfterAnEarlierHide() {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPhoneX).showing(screen)
        let log = Box<[String]>([])
        world.run {
            world.notificationCenter.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in
                log.value.append("willShow @\(World.current!.now)")
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { log.value.append("deferred @\(World.current!.now)") }
            }
            world.notificationCenter.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { _ in
                log.value.append("willHide @\(World.current!.now)")
            }
            _ = screen.fields[0].becomeFirstResponder()
        }
        world.advance(by: 0.1)
        world.run { _ = screen.fields[0].resignFirstResponder() }
        #expect(world.now == 0.1)
        world.settle()
        #expect(log.value == ["willShow @0.0", "willHide @0.1", "deferred @0.3"])
        #expect(world.isSettled)
    }

    @Test func workDueAtTheSameTimeRunsInSubmissionOrder() {
        let world = World(device: Devices.iPhoneX)
        let order = Box<[Int]>([])
        world.run {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { order.value.append(3) }
            DispatchQueue.main.async { order.value.append(1) }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { order.value.append(4) }
            DispatchQueue.main.async { order.value.append(2) }
        }
        world.advance(by: 0.05)
        #expect(order.value == [1, 2])
        world.settle()
        #expect(order.value == [1, 2, 3, 4])
        #expect(world.now == 0.2)
    }

    @Test func settlingIsBoundedWhenWorkKeepsQueueingMore() {
        let world = World(device: Devices.iPhoneX)
        func again() { world.schedule(after: 0.5) { again() } }
        world.run { again() }
        #expect(world.settle(limit: 3) == false)
        #expect(world.now == 3)
    }

    @Test func observersAreCalledInRegistrationOrderAndARemovedOneHearsNothing() {
        let world = World(device: Devices.iPhoneX)
        let name = Notification.Name("test")
        let heard = Box<[String]>([])
        let first = world.notificationCenter.addObserver(forName: name, object: nil, queue: nil) { _ in heard.value.append("first") }
        world.notificationCenter.addObserver(forName: name, object: nil, queue: nil) { _ in heard.value.append("second") }
        world.notificationCenter.addObserver(forName: nil, object: nil, queue: nil) { _ in heard.value.append("any") }
        world.notificationCenter.post(name: name, object: nil)
        #expect(heard.value == ["first", "second", "any"])
        world.notificationCenter.removeObserver(first)
        heard.value.removeAll()
        world.notificationCenter.post(name: name, object: nil)
        #expect(heard.value == ["second", "any"])
    }

    /// iOS 9+: an observer object's registrations end when the object goes away; block
    /// observers stay until their token is removed.
    @Test func objectObserversEndWithTheObjectBlockObserversStay() {
        let world = World(device: Devices.iPhoneX)
        let name = Notification.Name("test")
        final class Owner {
            let heard: Box<Int>
            init(_ heard: Box<Int>) { self.heard = heard }
            func changed(_ note: Notification) { heard.value += 1 }
        }
        let heard = Box(0)
        do {
            let owner = Owner(heard)
            world.notificationCenter.addObserver(owner, selector: Owner.changed(_:), name: name, object: nil)
            world.notificationCenter.post(name: name, object: nil)
            #expect(heard.value == 1)
            #expect(world.notificationCenter.liveObservers.count == 1)
        }
        world.notificationCenter.post(name: name, object: nil)
        #expect(heard.value == 1)
        #expect(world.notificationCenter.liveObservers.isEmpty)
        world.notificationCenter.addObserver(forName: name, object: nil, queue: nil) { _ in heard.value += 1 }
        #expect(world.notificationCenter.liveObservers.map(\.isBlock) == [true])
    }

    /// Tearing a screen down resigns the first responder, runs the disappearance callbacks and
    /// removes the views; a block observer the screen forgot stays registered.
    @Test func tearingDownLeavesForgottenBlockObservers() {
        final class Leaky: UIViewController {
            var log: [String] = []
            override func viewDidLoad() {
                NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in }
            }
            override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
            override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
        }
        let screen = Leaky()
        let world = World(device: Devices.iPhoneX).showing(screen)
        world.tearDown()
        #expect(screen.log == ["willDisappear", "didDisappear"])
        #expect(world.rootViewController == nil)
        #expect(world.notificationCenter.liveObservers.count == 1)
        #expect(world.notificationCenter.liveObservers[0].owner == .screen)
    }

    /// UIKit's constraints do not retain their items: once a torn-down screen is released,
    /// its views (constrained ones included) are freed, and an object observer registered by
    /// one of them ends with it.
    @Test func aTornDownScreensConstrainedViewsAreFreed() {
        final class Pinned: UIViewController {
            weak var probe: UIView?
            override func viewDidLoad() {
                let inner = UIView(name: "inner")
                inner.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(inner)
                NSLayoutConstraint.activate([
                    inner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    inner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    inner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    inner.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                ])
                NotificationCenter.default.addObserver(inner, selector: UIView.setNeedsLayout, name: UIResponder.keyboardWillShowNotification, object: nil)
                probe = inner
            }
        }
        let world = World(device: Devices.iPhoneX)
        weak var inner: UIView?
        do {
            let screen = Pinned()
            world.present(screen)
            world.settle()
            inner = screen.probe
            #expect(inner != nil)
            #expect(world.activeConstraints.count == 4)
            world.tearDown()
        }
        #expect(inner == nil)
        #expect(world.activeConstraints.isEmpty)
        #expect(world.notificationCenter.liveObservers.isEmpty)
    }
}
