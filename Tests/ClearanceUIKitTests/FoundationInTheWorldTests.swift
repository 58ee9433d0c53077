import ClearanceUIKit
import Testing

/// A screen with one text field that records what its observers read.
final class ReadingScreen: UIViewController {
    let field = UITextField()
    var readings: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        field.frame = CGRect(x: 16, y: 400, width: 300, height: 34)
        view.addSubview(field)
        NotificationCenter.default.addObserver(self, selector: Self.keyboardWillShow(_:),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    /* @objc */ func keyboardWillShow(_ notification: Notification) {
        let info = notification.userInfo ?? [:]
        let end = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        let endValue = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        let raw = info["UIKeyboardFrameEndUserInfoKey"] as? CGRect
        readings.append("end \(end.map { "\($0.minY) \($0.height)" } ?? "nil") / \(endValue.map { "\($0.minY)" } ?? "nil") / \(raw.map { "\($0.minY)" } ?? "nil")")
        readings.append("duration \(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? -1) "
            + "\(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval ?? -1) "
            + "\(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? CGFloat ?? -1) "
            + "\((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? -1)")
        readings.append("curve \(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? -1) "
            + "\(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 0) "
            + "\(UIView.AnimationCurve(rawValue: info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? 0)!.rawValue)")
        readings.append("local \(info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? false)")
        readings.append("object \((notification.object as? UIScreen) === UIScreen.main ? "screen" : "nil")")
    }
}

@Suite("Foundation, Dispatch and UIKit globals reach the running world")
struct FoundationInTheWorldTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    @Test func keyboardUserInfoReadsEveryWayIOSCodeReadsIt() {
        let world = World(device: Self.phone, iOSVersion: 17)
        let screen = ReadingScreen()
        world.present(screen)
        world.run { _ = screen.field.becomeFirstResponder() }
        world.settle()
        #expect(screen.readings == [
            "end 516.0 336.0 / 516.0 / 516.0",
            "duration 0.25 0.25 0.25 0.25",
            "curve 7 7 7",
            "local true",
            "object screen",
        ])
    }

    @Test func beforeIOS17TheNotificationsObjectIsNil() {
        let world = World(device: Self.phone, iOSVersion: 16)
        let screen = ReadingScreen()
        world.present(screen)
        world.run { _ = screen.field.becomeFirstResponder() }
        #expect(screen.readings.last == "object nil")
    }

    @Test func aFrameIsNotReadableAsAnotherType() {
        let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 1, width: 2, height: 3)),
                                        UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25)]
        #expect(info[UIResponder.keyboardFrameEndUserInfoKey] as? Double == nil)
        #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? CGRect == nil)
        #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Int == nil, "0.25 is not an exact Int, as on iOS")
    }

    /// Reading a keyboard frame must not allocate: Foundation on Linux makes (and never
    /// frees) a new C string on each `objCType` read of its own rectangle values, which a fuzz
    /// run did on every `as? CGRect` (heaptrack: 33 bytes a read, ~140 bytes a case).
    @Test func readingAKeyboardFrameAllocatesNothingThatStays() throws {
        let world = World(device: Self.phone, iOSVersion: 17)
        let screen = ReadingScreen()
        world.present(screen)
        final class Seen: @unchecked Sendable { var values: [NSValue] = [] }
        let seen = Seen()
        world.run {
            world.notificationCenter.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
                if let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue { seen.values.append(value) }
            }
            _ = screen.field.becomeFirstResponder()
        }
        let value = try #require(seen.values.first)
        #expect(value.objCType == value.objCType, "the same encoding string on every read")
        let rect = value as? CGRect
        #expect(rect == value.cgRectValue)
        #expect(value.isEqual(NSValue(cgRect: value.cgRectValue)))
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4)._bridgeToObjectiveC().cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func dispatchRunsOnTheVirtualClockInDeadlineOrder() {
        final class Log: @unchecked Sendable { var lines: [String] = [] }
        let world = World(device: Self.phone)
        let log = Log()
        world.run {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { log.lines.append("0.3 @\(World.current!.now)") }
            DispatchQueue.main.async { log.lines.append("async @\(World.current!.now)") }
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(100)) { log.lines.append("0.1 @\(World.current!.now)") }
            let cancelled = DispatchWorkItem { log.lines.append("cancelled") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2, execute: cancelled)
            cancelled.cancel()
        }
        world.advance(by: 1)
        #expect(log.lines == ["async @0.0", "0.1 @0.1", "0.3 @0.3"])
    }

    @Test func workQueuedForNowRunsBeforeTheWorldCountsAsSettled() {
        // A handler's `DispatchQueue.main.async` after the last event used to be skipped:
        // `settle()` saw nothing later than now and stopped.
        final class Log: @unchecked Sendable { var ran = false }
        let world = World(device: Self.phone)
        let log = Log()
        world.run { DispatchQueue.main.async { log.ran = true } }
        #expect(!world.isSettled)
        world.settle()
        #expect(log.ran)
        #expect(world.isSettled)
    }

    @Test func worldsOnOtherThreadsHaveTheirOwnCentre() async {
        // Eight worlds at once, each posting and hearing only its own notifications.
        let counts = await withTaskGroup(of: Int.self) { group in
            for index in 0..<8 {
                group.addTask {
                    final class Counter: @unchecked Sendable { var heard = 0 }
                    let world = World(device: Self.phone)
                    let counter = Counter()
                    return world.run {
                        let name = Notification.Name("ping")
                        let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in counter.heard += 1 }
                        for _ in 0...index { NotificationCenter.default.post(name: name, object: nil) }
                        NotificationCenter.default.removeObserver(token)
                        NotificationCenter.default.post(name: name, object: nil)
                        return counter.heard
                    }
                }
            }
            var result: [Int] = []
            for await count in group { result.append(count) }
            return result.sorted()
        }
        #expect(counts == Array(1...8))
    }

    @Test func anObserverForOneSenderHearsOnlyThatSender() {
        final class Sender {}
        final class Counter: @unchecked Sendable { var heard = 0 }
        let world = World(device: Self.phone)
        let (mine, other, counter) = (Sender(), Sender(), Counter())
        world.run {
            let name = Notification.Name("changed")
            NotificationCenter.default.addObserver(forName: name, object: mine, queue: nil) { _ in counter.heard += 1 }
            NotificationCenter.default.post(name: name, object: other)
            NotificationCenter.default.post(name: name, object: mine)
        }
        #expect(counter.heard == 1)
    }

    @Test func anObserversSenderFilterDoesNotKeepTheSenderAlive() {
        final class Sender {}
        let world = World(device: Self.phone)
        weak var gone: Sender?
        world.run {
            let sender = Sender()
            gone = sender
            NotificationCenter.default.addObserver(forName: Notification.Name("changed"), object: sender, queue: nil) { _ in }
        }
        #expect(gone == nil, "Foundation does not retain the object it filters on")
    }

    @Test func sendActionResignsTheFirstResponderLikeTheSelectorIdiom() {
        let world = World(device: Self.phone)
        let screen = ReadingScreen()
        world.present(screen)
        world.run { _ = screen.field.becomeFirstResponder() }
        #expect(screen.field.isFirstResponder)
        // iOS: UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
        #expect(world.run { UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil) })
        #expect(!screen.field.isFirstResponder)
    }

    @Test func globalsDescribeTheSimulatedDevice() {
        let world = World(device: Self.phone, orientation: .landscape, iOSVersion: 18)
        world.run {
            #expect(UIScreen.main.bounds.size == CGSize(width: 852, height: 393))
            #expect(UIDevice.current.userInterfaceIdiom == .phone)
            #expect(UIDevice.current.orientation.isLandscape)
            #expect(UIDevice.current.systemVersion == "18.0")
            #expect(UIApplication.shared.windows.count == 1)
        }
    }
}
