import LayoutCore
import Testing

/// An input accessory view that reads the keyboard's frame from its superview, as
/// ALTextInputBar's ALKeyboardObservingView, BABFrameObservingInputAccessoryView and
/// react-native-keyboard-tracking-view do: it observes its superview's `center` by key-value
/// observing from `willMove(toSuperview:)`, and records the superview's frame at each change.
final class SuperviewObservingAccessory: UIView {
    /// The superview's frame (window space) at each change heard, with the time.
    var heard: [(time: TimeInterval, frame: CGRect)] = []
    /// The superviews it was told it moves to (`nil`: it leaves).
    var moves: [UIView?] = []
    private weak var observed: UIView?

    override func willMove(toSuperview newSuperview: UIView?) {
        observed?.removeObserver(self, forKeyPath: "center")
        observed = newSuperview
        newSuperview?.addObserver(self, forKeyPath: "center", options: .new, context: nil)
        moves.append(newSuperview)
        super.willMove(toSuperview: newSuperview)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        guard let view = object as? UIView, view === superview, keyPath == "center", let world = view.world else { return }
        heard.append((world.now, view.frame))
    }
}

@Suite("An input accessory view's superview spans the keyboard and moves with it")
struct AccessorySuperviewTests {
    /// A field whose accessory observes its superview, on an iPhone X (375×812; the docked
    /// keyboard is 336 pt, 380 with the 44 pt accessory).
    func setUp(assumed: Bool = true) -> (World, UITextField, SuperviewObservingAccessory) {
        var assumptions = Assumptions()
        assumptions[.accessorySuperviewSpansKeyboard] = assumed
        let screen = FieldsScreen(count: 1)
        let world = World(device: Devices.iPhoneX, assumptions: assumptions).showing(screen)
        let accessory = SuperviewObservingAccessory(frame: CGRect(0, 0, 320, 44))
        screen.fields[0].inputAccessoryView = accessory
        return (world, screen.fields[0], accessory)
    }

    #if !canImport(ObjectiveC)
    /// An app told how the accessory's superview moved has read the keyboard's frame (the
    /// superview spans it), so the harness may name a cause that says what it did with it —
    /// pair 10's hardware keyboard's full height used. Before, only a notification's frame
    /// counted, and the pair's report had no cause.
    @Test func hearingTheSuperviewMoveReadsTheKeyboardsFrame() {
        let (world, field, accessory) = setUp()
        #expect(!world.keyboardFrameWasRead)
        world.focusAndSettle(field)
        #expect(!accessory.heard.isEmpty)
        #expect(world.keyboardFrameWasRead)
    }
    #endif

    /// DAKeyboardControl#95, stackoverflow 19709749, BABFrameObservingInputAccessoryView: the
    /// accessory's superview is the keyboard's frame, the accessory at its top.
    @Test func withADockedKeyboardTheSuperviewIsTheKeyboardsFrame() throws {
        let (world, field, accessory) = setUp()
        world.focusAndSettle(field)
        #expect(world.keyboard.screenFrame == CGRect(0, 432, 375, 380))
        let superview = try #require(accessory.superview)
        #expect(superview.frame == CGRect(0, 432, 375, 380))
        #expect(accessory.frameInWindow == CGRect(0, 432, 375, 44))
        // The observer hears the move, with the keyboard's end frame.
        #expect(accessory.heard.last?.frame == CGRect(0, 432, 375, 380))
    }

    /// ALTextInputBar#36 (and its fix, which intersects the frame with the screen's bounds):
    /// with a hardware keyboard the superview keeps the full keyboard's height, running below
    /// the screen; only the accessory is on screen.
    @Test func withAHardwareKeyboardTheSuperviewRunsBelowTheScreen() throws {
        let (world, field, accessory) = setUp()
        world.keyboardSystem.setHardwareKeyboard(attached: true)
        world.focusAndSettle(field)
        #expect(world.keyboard.mode == .hardwareBar)
        #expect(world.keyboard.screenFrame == CGRect(0, 768, 375, 380))
        let superview = try #require(accessory.superview)
        #expect(superview.frame == CGRect(0, 768, 375, 380))
        #expect(accessory.heard.last?.frame == CGRect(0, 768, 375, 380))
        #expect(superview.frame.intersection(world.screen.bounds).height == 44)
        #expect(accessory.frameInWindow == CGRect(0, 768, 375, 44))
    }

    /// The show: the superview is set to its end frame when the keyboard's animation starts
    /// (heard then, once) and is drawn along the animation from below the screen.
    @Test func theSuperviewComesUpAlongTheKeyboardsAnimation() throws {
        let (world, field, accessory) = setUp()
        world.run { _ = field.becomeFirstResponder() }
        let superview = try #require(accessory.superview)
        #expect(accessory.heard.map(\.frame) == [CGRect(0, 432, 375, 380)])
        #expect(accessory.heard.first?.time == 0)
        #expect(world.presentationFrameInWindow(superview, at: world.now).minY == 812)
        let middle = world.presentationFrameInWindow(superview, at: world.now + 0.125)
        let keyboard = try #require(world.presentationKeyboardFrame(at: world.now + 0.125))
        #expect(middle.minY > 432 && middle.minY < 812)
        #expect(abs(middle.minY - keyboard.minY) < 0.5)
        world.settle()
        #expect(world.presentationFrameInWindow(superview, at: world.now) == CGRect(0, 432, 375, 380))
    }

    /// The hide: the superview goes down below the screen with the keyboard (heard), the
    /// accessory still in it; the accessory leaves it when the keyboard's animation ends.
    @Test func duringAHideTheSuperviewGoesDownWithTheKeyboard() throws {
        let (world, field, accessory) = setUp()
        world.focusAndSettle(field)
        accessory.heard.removeAll()
        world.run { _ = field.resignFirstResponder() }
        let superview = try #require(accessory.superview)
        #expect(superview.frame == CGRect(0, 812, 375, 380))
        #expect(accessory.heard.map(\.frame) == [CGRect(0, 812, 375, 380)])
        let middle = world.presentationFrameInWindow(superview, at: world.now + 0.125).minY
        #expect(middle > 432 && middle < 812)
        world.settle()
        #expect(accessory.superview == nil)
        #expect(accessory.moves.last.map { $0 == nil } == true)
        #expect(world.inputAccessoryHost?.superview == nil)
    }

    /// The same while a hardware keyboard is attached: the superview goes from the bar's place
    /// to below the screen.
    @Test func duringAHideWithAHardwareKeyboardTheSuperviewGoesBelowTheScreen() throws {
        let (world, field, accessory) = setUp()
        world.keyboardSystem.setHardwareKeyboard(attached: true)
        world.focusAndSettle(field)
        world.run { _ = field.resignFirstResponder() }
        #expect(accessory.superview?.frame == CGRect(0, 812, 375, 380))
        world.settle()
        #expect(accessory.superview == nil)
    }

    /// An interactive dismissal: the superview follows the dragged keyboard, and the observer
    /// hears it there (BABFrameObservingInputAccessoryView's purpose).
    @Test func anInteractiveDismissalMovesTheSuperviewWithTheFinger() throws {
        let (world, field, accessory) = setUp()
        world.focusAndSettle(field)
        accessory.heard.removeAll()
        world.keyboardSystem.interactiveDismiss(fraction: 0.5, completes: false)
        world.settle()
        #expect(accessory.heard.map(\.frame) == [CGRect(0, 622, 375, 380), CGRect(0, 432, 375, 380)])
        #expect(accessory.superview?.frame == CGRect(0, 432, 375, 380))
    }

    /// A controller's bar docked alone (no keyboard): the superview is the bar's frame.
    @Test func aBarDockedAloneSpansOnlyTheBar() throws {
        let screen = ChatScreen()
        let world = World(device: Devices.iPhoneX).showing(screen)
        world.settle()
        #expect(screen.bar.superview?.frame == CGRect(0, 768, 375, 44))
        world.focusAndSettle(screen.textView)
        #expect(screen.bar.superview?.frame == CGRect(0, 432, 375, 380))
        #expect(screen.bar.frameInWindow == CGRect(0, 432, 375, 44))
    }

    /// A bar sized by Auto Layout keeps its intrinsic height at the top of the taller superview.
    @Test func aBarSizedByAutoLayoutKeepsItsHeightAtTheTop() throws {
        let bar = SelfSizingBar(frame: .zero)
        bar.translatesAutoresizingMaskIntoConstraints = false
        let screen = ChatScreen(bar: bar)
        let world = World(device: Devices.iPhoneX).showing(screen)
        world.settle()
        world.focusAndSettle(screen.textView)
        #expect(world.keyboard.screenFrame == CGRect(0, 424, 375, 388))
        #expect(bar.superview?.frame == CGRect(0, 424, 375, 388))
        #expect(bar.frameInWindow == CGRect(0, 424, 375, 52))
    }

    /// With ``Assumption/accessorySuperviewSpansKeyboard`` off, the superview is only the
    /// accessory's height, and the accessory leaves it as soon as the field resigns.
    @Test func withoutTheAssumptionTheSuperviewIsTheAccessoryAlone() throws {
        let (world, field, accessory) = setUp(assumed: false)
        world.focusAndSettle(field)
        #expect(accessory.superview?.frame == CGRect(0, 432, 375, 44))
        world.run { _ = field.resignFirstResponder() }
        #expect(accessory.superview == nil)
    }
}
