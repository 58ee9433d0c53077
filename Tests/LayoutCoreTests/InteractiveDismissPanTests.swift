@testable import LayoutCore
import Testing

/// A chat screen: an `.interactive` message list above a field pinned to the keyboard guide,
/// with a pan recognizer added to the list (as InputBarAccessoryView's KeyboardManager adds
/// one for interactive dismissal, issue 50 pairs 04 and 17).
private final class PanChatScreen: UIViewController, UIGestureRecognizerDelegate {
    let list = UIScrollView()
    let field = UITextField()
    /// Whether the added pan may recognize with the list's own pan.
    var simultaneous = true
    /// What the pans and the keyboard did, in order.
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        list.keyboardDismissMode = .interactive
        list.contentSize = CGSize(width: 320, height: 2_000)
        for view in [list, field] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: view.topAnchor),
            list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            list.bottomAnchor.constraint(equalTo: field.topAnchor),
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            field.heightAnchor.constraint(equalToConstant: 44),
            field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        let pan = UIPanGestureRecognizer(target: self, action: PanChatScreen.handlePan(_:))
        pan.delegate = self
        list.addGestureRecognizer(pan)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let at = pan.location(in: nil)
        let moved = pan.translation(in: list)
        log.append("pan \(pan.state) (\(fmt(at.x)), \(fmt(at.y))) moved \(fmt(moved.y))")
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneous
    }

    /// Logs the keyboard's notifications beside the pans.
    func listen(to world: World) {
        for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
                     UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidChangeFrameNotification,
                     UIResponder.keyboardDidShowNotification, UIResponder.keyboardDidHideNotification] {
            world.notificationCenter.addObserver(forName: name, object: nil, queue: .main) { [unowned self] note in
                let short = note.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: "")
                let begin = note.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect ?? .null
                let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .null
                self.log.append("\(short) \(fmt(begin.minY))→\(fmt(end.minY))")
            }
        }
    }
}

/// What iOS does when the user drags a scroll view whose `keyboardDismissMode` is interactive
/// (keyboard-platform.md §3.3; UIScrollView.keyboardDismissMode): the pans hear the finger,
/// the keyboard follows it once it reaches the keyboard, no notification until the finger
/// lifts, then the keyboard hides or is back (issue 50: before, no pan's target was called).
@Suite("Interactive dismissal: the pans hear the finger, the keyboard follows it")
@MainActor
struct InteractiveDismissPanTests {
    private func setUp(iOSVersion: Int = 26, assumptions: Assumptions = Assumptions()) -> (World, PanChatScreen) {
        let screen = PanChatScreen()
        let world = World(device: Devices.iPhoneX, iOSVersion: iOSVersion, assumptions: assumptions).showing(screen)
        screen.listen(to: world)
        world.focusAndSettle(screen.field)
        screen.log.removeAll()
        return (world, screen)
    }

    /// iPhone X, keyboard 336 pt at y 476: the finger touches the list in the middle of its
    /// visible part (y 216, the list ends at the field's top, 432), reaches the keyboard at
    /// 476, drags it half down (644) and lifts: the keyboard hides from where it was dragged.
    @Test func aCompletedDismissalPansThenHidesFromTheDraggedFrame() {
        let (world, screen) = setUp()
        world.keyboardSystem.interactiveDismiss(fraction: 0.5, completes: true, in: screen.list)
        world.settle()
        #expect(screen.log == [
            "pan began (188, 216) moved 0",
            "pan changed (188, 476) moved 260",
            "pan changed (188, 644) moved 428",
            "pan ended (188, 644) moved 428",
            "WillChangeFrame 644→812",
            "WillHide 644→812",
            "DidChangeFrame 644→812",
            "DidHide 644→812",
        ])
        #expect(world.firstResponder == nil)
        #expect(!world.keyboard.isOnScreen)
    }

    /// Brought back up, the keyboard is where it was and nothing is posted
    /// (``Assumption/cancelledInteractiveDismissalPostsNothing``); the pan hears the finger back.
    @Test func aCancelledDismissalBringsTheKeyboardBackWithTheFinger() {
        let (world, screen) = setUp()
        world.keyboardSystem.interactiveDismiss(fraction: 0.5, completes: false, in: screen.list)
        world.settle()
        #expect(screen.log == [
            "pan began (188, 216) moved 0",
            "pan changed (188, 476) moved 260",
            "pan changed (188, 644) moved 428",
            "pan changed (188, 476) moved 260",
            "pan ended (188, 476) moved 260",
        ])
        #expect(world.keyboard.screenFrame == CGRect(0, 476, 375, 336))
        #expect(world.firstResponder === screen.field)
    }

    /// An added pan that may not recognize with the scroll view's own fails
    /// (``Assumption/scrollViewPanWinsOverAddedPan``); with the assumption off it hears the drag.
    @Test(arguments: [true, false])
    func anAddedPanNeedsSimultaneousRecognition(scrollViewWins: Bool) {
        let (world, screen) = setUp(assumptions: Assumptions().with(.scrollViewPanWinsOverAddedPan, scrollViewWins))
        screen.simultaneous = false
        world.keyboardSystem.interactiveDismiss(fraction: 0.2, completes: false, in: screen.list)
        #expect(screen.log.contains { $0.hasPrefix("pan") } == !scrollViewWins)
    }

    /// The scroll view's own pan (`panGestureRecognizer`) hears the drag too.
    @Test func theScrollViewsOwnPanHearsTheDrag() {
        let (world, screen) = setUp()
        var states: [UIGestureRecognizer.State] = []
        @MainActor final class Target { var states: [UIGestureRecognizer.State] = []; func pan(_ p: UIPanGestureRecognizer) { states.append(p.state) } }
        let target = Target()
        screen.list.panGestureRecognizer.addTarget(target, action: Target.pan(_:))
        #expect(screen.list.gestureRecognizers?.contains { $0 === screen.list.panGestureRecognizer } == true)
        world.keyboardSystem.interactiveDismiss(fraction: 0.9, completes: true, in: screen.list)
        states = target.states
        #expect(states == [.began, .changed, .changed, .ended])
        #expect(screen.list.panGestureRecognizer.state == .possible)
    }

    /// iOS 17's keyboardDismissPadding starts the keyboard's drag that many points above it.
    @Test func theDismissPaddingStartsTheDragAboveTheKeyboard() {
        let (world, screen) = setUp(iOSVersion: 17)
        screen.view.keyboardLayoutGuide.keyboardDismissPadding = 40
        world.keyboardSystem.interactiveDismiss(fraction: 0.5, completes: false, in: screen.list)
        #expect(screen.log.prefix(3) == ["pan began (188, 216) moved 0", "pan changed (188, 436) moved 220", "pan changed (188, 604) moved 388"])
    }

    /// A floating keyboard does not follow the finger: the pans hear a drag of 0.5 × 300 pt
    /// down the list, the keyboard stays, nothing is posted (keyboard-platform.md §3.2).
    @Test func aFloatingKeyboardStaysWhileThePansHearTheDrag() {
        let screen = PanChatScreen()
        let world = World(device: Devices.iPadAir11).showing(screen)
        screen.listen(to: world)
        world.keyboardSystem.setConfiguration(KeyboardConfiguration(placement: .floating(x: 100, y: 300)))
        world.focusAndSettle(screen.field)
        screen.log.removeAll()
        let before = world.keyboard
        world.keyboardSystem.interactiveDismiss(fraction: 0.5, completes: true, in: screen.list)
        world.settle()
        #expect(world.keyboard == before)
        #expect(world.firstResponder === screen.field)
        #expect(screen.log.count == 3)
        #expect(screen.log.first?.hasPrefix("pan began") == true)
        #expect(screen.log.last?.hasSuffix("moved 150") == true)
    }
}
