import LayoutCore
import Testing

/// A chat screen as MessageKit and InputBarAccessoryView build one: the controller is first
/// responder for its input bar (`inputAccessoryView` and `canBecomeFirstResponder`
/// overridden), and the bar's text view edits the message.
final class ChatScreen: UIViewController {
    let bar: UIView
    let textView = UITextView(frame: CGRect(x: 8, y: 4, width: 300, height: 36))
    let otherField = UITextField(name: "search")
    var docksBar = true

    init(bar: UIView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))) {
        self.bar = bar
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var canBecomeFirstResponder: Bool { docksBar }
    override var inputAccessoryView: UIView? { bar }

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.name = "message"
        bar.addSubview(textView)
        otherField.frame = CGRect(x: 16, y: 100, width: 300, height: 34)
        view.addSubview(otherField)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }
}

/// An input bar sized by Auto Layout, as InputBarAccessoryView's is: its height is its
/// intrinsic content size's.
final class SelfSizingBar: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 52) }
}

@Suite("A controller's input accessory view docks at the bottom and rides on the keyboard")
final class InputAccessoryTests {
    /// The recorders observe with `unowned self`: each lives as long as its test.
    private var recorders: [NotificationRecorder] = []

    func setUp(_ screen: ChatScreen = ChatScreen(), assumptions: Assumptions = Assumptions()) -> (World, ChatScreen, NotificationRecorder) {
        let world = World(device: Devices.iPhoneX, assumptions: assumptions)
        let recorder = NotificationRecorder(world)
        recorders.append(recorder)
        world.present(screen)
        world.settle()
        return (world, screen, recorder)
    }

    /// MessageKit#977: a chat screen hears `keyboardWillShow` when it appears with no keyboard;
    /// the frame is the bar's, at the screen's bottom.
    @Test func theBarDocksAloneWhenTheControllerBecomesFirstResponder() {
        let (world, screen, recorder) = setUp()
        #expect(world.firstResponder === screen)
        #expect(world.keyboard.screenFrame == CGRect(0, 768, 375, 44))
        #expect(recorder.lines == [
            "WillChangeFrame (0, 812, 375×44)→(0, 768, 375×44) @0.0",
            "WillShow (0, 812, 375×44)→(0, 768, 375×44) @0.0",
            "DidChangeFrame (0, 812, 375×44)→(0, 768, 375×44) @0.25",
            "DidShow (0, 812, 375×44)→(0, 768, 375×44) @0.25",
        ])
        #expect(screen.bar.superview is InputAccessoryHost)
        #expect(screen.bar.frameInWindow == CGRect(0, 768, 375, 44))
    }

    /// The bar's text view brings up the keyboard with the bar on top: the keyboard's frame
    /// includes the bar (336 + 44).
    @Test func theBarsTextViewRaisesTheKeyboardWithTheBarOnTop() {
        let (world, screen, recorder) = setUp()
        recorder.lines.removeAll()
        world.focusAndSettle(screen.textView)
        #expect(screen.textView.isFirstResponder)
        #expect(world.keyboard.screenFrame == CGRect(0, 432, 375, 380))
        #expect(recorder.lines.contains { $0.hasPrefix("WillShow (0, 768, 375×44)→(0, 432, 375×380)") })
        #expect(screen.bar.frameInWindow == CGRect(0, 432, 375, 44))
    }

    /// Closing the keyboard leaves the bar docked (InputBarAccessoryView#130), the controller
    /// first responder again, and is heard as a hide down to the bar (MessageKit#977).
    @Test func resigningTheTextViewDocksTheBarAgainAsAHide() {
        let (world, screen, recorder) = setUp()
        world.focusAndSettle(screen.textView)
        recorder.lines.removeAll()
        world.run { _ = screen.textView.resignFirstResponder() }
        world.settle()
        #expect(world.firstResponder === screen)
        #expect(world.keyboard.screenFrame == CGRect(0, 768, 375, 44))
        #expect(recorder.lines.contains { $0.hasPrefix("WillHide (0, 432, 375×380)→(0, 768, 375×44)") })
        #expect(!recorder.lines.contains { $0.hasPrefix("WillShow") })
        #expect(screen.bar.frameInWindow == CGRect(0, 768, 375, 44))
    }

    /// An interactive dismissal ends the same way.
    @Test func anInteractiveDismissalDocksTheBarAgain() {
        let (world, screen, _) = setUp()
        world.focusAndSettle(screen.textView)
        world.keyboardSystem.interactiveDismiss(fraction: 0.6, completes: true)
        world.settle()
        #expect(world.firstResponder === screen)
        #expect(world.keyboard.screenFrame == CGRect(0, 768, 375, 44))
    }

    /// With ``Assumption/accessoryOwnerRegainsFirstResponder`` off, the bar leaves with the
    /// keyboard until the app makes the controller first responder again.
    @Test func withoutTheOwnerRegainingTheBarLeavesWithTheKeyboard() {
        var assumptions = Assumptions()
        assumptions[.accessoryOwnerRegainsFirstResponder] = false
        let (world, screen, _) = setUp(assumptions: assumptions)
        world.focusAndSettle(screen.textView)
        world.run { _ = screen.textView.resignFirstResponder() }
        world.settle()
        #expect(world.firstResponder == nil)
        #expect(!world.keyboard.isOnScreen)
        #expect(screen.bar.superview == nil)
        world.focusAndSettle(screen)
        #expect(world.keyboard.screenFrame == CGRect(0, 768, 375, 44))
    }

    /// With ``Assumption/responderAccessoryDocksAlone`` off, the controller brings up nothing.
    @Test func withoutDockingTheControllerBringsUpNothing() {
        var assumptions = Assumptions()
        assumptions[.responderAccessoryDocksAlone] = false
        let (world, screen, recorder) = setUp(assumptions: assumptions)
        #expect(world.firstResponder === screen)
        #expect(!world.keyboard.isOnScreen)
        #expect(recorder.lines.isEmpty)
        #expect(screen.bar.superview == nil)
    }

    /// InputBarAccessoryView#29: the bar is not in the screen's view, so `view.endEditing`
    /// has no effect on its text view.
    @Test func endEditingOnTheScreensViewLeavesTheBarsTextView() {
        let (world, screen, _) = setUp()
        world.focusAndSettle(screen.textView)
        let ended = world.run { screen.view.endEditing(true) }
        #expect(!ended)
        #expect(screen.textView.isFirstResponder)
    }

    /// InputBarAccessoryView#21: another field of the screen takes the bar away, and once it
    /// resigns the bar is gone until the controller is first responder again.
    @Test func anotherFieldTakesTheBarAway() {
        let (world, screen, _) = setUp()
        world.focusAndSettle(screen.otherField)
        #expect(world.keyboard.screenFrame == CGRect(0, 476, 375, 336))
        #expect(screen.bar.superview == nil)
        world.run { _ = screen.otherField.resignFirstResponder() }
        world.settle()
        #expect(world.firstResponder == nil)
        #expect(!world.keyboard.isOnScreen)
    }

    /// The controller giving up first responder takes its bar down as a hide.
    @Test func theControllerResigningHidesTheBar() {
        let (world, screen, recorder) = setUp()
        recorder.lines.removeAll()
        world.run { _ = screen.resignFirstResponder() }
        world.settle()
        #expect(!world.keyboard.isOnScreen)
        #expect(recorder.lines.contains { $0.hasPrefix("WillHide (0, 768, 375×44)→(0, 812, 375×44)") })
        #expect(screen.bar.superview == nil)
    }

    /// The screen going away takes its bar with it, whoever was first responder.
    @Test(arguments: [false, true])
    func tearingTheScreenDownTakesTheBarAway(editing: Bool) {
        let (world, screen, _) = setUp()
        if editing { world.focusAndSettle(screen.textView) }
        world.tearDown()
        world.settle()
        #expect(world.firstResponder == nil)
        #expect(!world.keyboard.isOnScreen)
        #expect(screen.bar.superview == nil)
    }

    /// Presenting a screen over the conversation while its text view edits ends editing
    /// (``Assumption/presentationResignsFirstResponder``), and the controller, which took
    /// first responder back, gives it up too: the bar goes.
    @Test func presentingOverTheConversationTakesTheBarAway() {
        let (world, screen, _) = setUp()
        world.focusAndSettle(screen.textView)
        world.run { screen.present(UIViewController(), animated: false) }
        world.settle()
        #expect(world.firstResponder == nil)
        #expect(!world.keyboard.isOnScreen)
        #expect(screen.bar.superview == nil)
    }

    /// RSKGrowingTextView#16: a bar sized by Auto Layout is as tall as its intrinsic height.
    @Test func aBarSizedByAutoLayoutIsItsIntrinsicHeight() {
        let bar = SelfSizingBar(frame: .zero)
        bar.translatesAutoresizingMaskIntoConstraints = false
        let (world, screen, _) = setUp(ChatScreen(bar: bar))
        #expect(world.keyboard.screenFrame == CGRect(0, 760, 375, 52))
        #expect(screen.bar.frameInWindow == CGRect(0, 760, 375, 52))
    }

    /// `reloadInputViews()` shows a changed bar at once.
    @Test func reloadInputViewsShowsTheChangedBarAtOnce() {
        let (world, screen, recorder) = setUp()
        recorder.lines.removeAll()
        world.run {
            screen.bar.frame.size.height = 60
            screen.reloadInputViews()
        }
        #expect(world.keyboard.screenFrame == CGRect(0, 752, 375, 60))
        #expect(screen.bar.frameInWindow == CGRect(0, 752, 375, 60))
        // Heard as a show whose frames are both the new one (SlackTextViewController PR #416).
        #expect(recorder.lines.contains("WillShow (0, 752, 375×60)→(0, 752, 375×60) @0.25"))
    }

    /// Rotating hides the bar and shows it again at the new width, as for a keyboard.
    @Test func rotatingShowsTheBarAtTheNewWidth() {
        let (world, screen, recorder) = setUp()
        recorder.lines.removeAll()
        world.keyboardSystem.rotate(to: .landscape)
        world.settle()
        #expect(world.firstResponder === screen)
        #expect(world.keyboard.screenFrame == CGRect(0, 331, 812, 44))
        #expect(recorder.lines.first?.hasPrefix("WillChangeFrame (0, 768, 375×44)→(0, 812, 375×44)") == true)
        #expect(screen.bar.frameInWindow == CGRect(0, 331, 812, 44))
    }

    /// migueldeicaza/SwiftTermApp#13, hackiftekhar/IQKeyboardManager#469: where a hardware
    /// keyboard leaves no keyboard on screen (iPadOS 15's minimised toolbar outside Stage
    /// Manager), a field's accessory still shows at the bottom: a frame of the full keyboard's
    /// height with only the accessory on screen
    /// (``Assumption/accessoryShowsWithoutOnScreenKeyboard``; off: nothing shows).
    @Test(arguments: [true, false])
    func aFieldsAccessoryShowsWithAHardwareKeyboard(assumed: Bool) {
        var assumptions = Assumptions()
        assumptions[.accessoryShowsWithoutOnScreenKeyboard] = assumed
        let screen = FieldsScreen(count: 1)
        let world = World(device: Devices.iPadAir11, iOSVersion: 17, assumptions: assumptions).showing(screen)
        world.keyboardSystem.setHardwareKeyboard(attached: true, minimizedToolbar: true)
        screen.fields[0].inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        world.focusAndSettle(screen.fields[0])
        let bottom = world.screen.bounds.height
        if assumed {
            #expect(world.keyboard.mode == .hardwareBar)
            #expect(world.keyboard.screenFrame?.minY == bottom - 44)
            #expect((world.keyboard.screenFrame?.height ?? 0) > 44)
        } else {
            #expect(!world.keyboard.isOnScreen)
        }
    }

    /// A responder that brings up nothing (no text input, no accessory) takes the keyboard
    /// down when it becomes first responder; before, the keyboard stayed for no input.
    @Test func aResponderWithNoInputViewsTakesTheKeyboardDown() {
        final class Canvas: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let (world, screen, _) = setUp()
        let canvas = Canvas(frame: CGRect(0, 300, 100, 100))
        world.run { screen.view.addSubview(canvas) }
        world.focusAndSettle(screen.otherField)
        world.focusAndSettle(canvas)
        #expect(world.firstResponder === canvas)
        #expect(!world.keyboard.isOnScreen)
    }

    /// A bar's views are part of the keyboard: the app's window lists them, the snapshot of
    /// the app's screen does not (``World/isInInputViews(_:)``).
    @Test func theBarIsPartOfTheKeyboard() {
        let (world, screen, _) = setUp()
        #expect(world.isInInputViews(screen.textView))
        #expect(!world.isInInputViews(screen.otherField))
    }
}
