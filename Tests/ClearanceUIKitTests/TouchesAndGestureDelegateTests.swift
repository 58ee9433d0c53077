import ClearanceUIKit
import Testing

/// Touches, the responder chain, a gesture recognizer's delegate and a property's accessor
/// as a `Selector`, as real keyboard code uses them (Tests/RealBugs pairs 01, 04, 17, 24: the
/// declarations did not exist, so the files did not compile).
@MainActor
@Suite struct TouchesAndGestureDelegateTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    /// SwiftyKeyboardObserver's KeyboardAdjustingView (pair 24): a view that ends editing when
    /// a touch on it ends.
    final class EndsEditingOnTouch: UIView {
        var ended = 0
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesEnded(touches, with: event)
            ended += 1
            endEditing(true)
        }
    }

    final class FieldAndPad: UIViewController {
        let field = UITextField()
        let pad = EndsEditingOnTouch()
        var began: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            field.frame = CGRect(x: 16, y: 100, width: 300, height: 34)
            pad.frame = CGRect(x: 0, y: 300, width: 390, height: 200)
            view.addSubview(field)
            view.addSubview(pad)
        }
        /// The common "touch outside to dismiss" idiom, reached through the responder chain.
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            began.append("\(touches.count) \(event?.allTouches?.count ?? 0) \(touches.first?.phase == .began)")
            view.endEditing(true)
        }
    }

    @Test func aTapSendsTheHitViewItsTouchesWhichGoUpTheResponderChain() {
        let world = World(device: Self.phone)
        let screen = FieldAndPad()
        world.present(screen)
        world.run { _ = screen.field.becomeFirstResponder() }
        world.settle()
        #expect(world.keyboard.isOnScreen)
        // A touch on the pad: the pad's override ends editing; began goes up to the controller.
        world.tap(at: CGPoint(x: 200, y: 400))
        world.settle()
        #expect(screen.pad.ended == 1)
        #expect(screen.began == ["1 1 true"], "the pad does not override touchesBegan: UIResponder's default passes it on")
        #expect(!screen.field.isFirstResponder)
        #expect(!world.keyboard.isOnScreen)
        // A touch on the root view itself reaches its controller (the view's next responder).
        world.run { _ = screen.field.becomeFirstResponder() }
        world.settle()
        world.tap(at: CGPoint(x: 200, y: 600))
        world.settle()
        #expect(screen.began.count == 2)
        #expect(!screen.field.isFirstResponder)
    }

    final class TapDismisser: NSObject, UIGestureRecognizerDelegate {
        var asked: [String] = []
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            asked.append(touch.view is UIControl ? "control" : "other")
            return !(touch.view is UIControl)
        }
    }

    final class TapScreen: UIViewController {
        let field = UITextField()
        let button = UIButton()
        let touchLog = EndsEditingOnTouch()
        let dismisser = TapDismisser()
        var dismissals = 0
        var buttonTaps = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            field.frame = CGRect(x: 16, y: 100, width: 300, height: 34)
            button.frame = CGRect(x: 16, y: 200, width: 100, height: 44)
            view.addSubview(field)
            view.addSubview(button)
            button.addTarget(self, action: Self.buttonTapped, for: .touchUpInside)
            let tap = UITapGestureRecognizer(target: self, action: Self.dismiss)
            tap.delegate = dismisser
            view.addGestureRecognizer(tap)
        }
        func dismiss() { dismissals += 1; view.endEditing(true) }
        func buttonTapped() { buttonTaps += 1 }
    }

    @Test func aDelegateThatRefusesTouchesOnControlsLetsTheButtonHaveTheTap() {
        let world = World(device: Self.phone)
        let screen = TapScreen()
        world.present(screen)
        world.run { _ = screen.field.becomeFirstResponder() }
        world.settle()
        world.tap(at: CGPoint(x: 50, y: 220))
        world.settle()
        #expect(screen.dismissals == 0)
        #expect(screen.buttonTaps == 1)
        #expect(screen.field.isFirstResponder)
        world.tap(at: CGPoint(x: 200, y: 500))
        world.settle()
        #expect(screen.dismissals == 1)
        #expect(!screen.field.isFirstResponder)
        #expect(screen.dismisser.asked == ["control", "other"])
        #expect(world.run { (screen.view.gestureRecognizers?.first?.delegate as? TapDismisser) === screen.dismisser })
    }

    @Test func aRecognizerThatCancelsTouchesSendsTheViewTouchesCancelled() {
        final class Logging: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
                log.append("cancelled \(touches.first?.phase == .cancelled)")
            }
        }
        final class Screen: UIViewController {
            let logging = Logging()
            override func viewDidLoad() {
                super.viewDidLoad()
                logging.frame = CGRect(x: 0, y: 300, width: 390, height: 200)
                view.addSubview(logging)
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.tapped))
            }
            func tapped() {}
        }
        let world = World(device: Self.phone)
        let screen = Screen()
        world.present(screen)
        world.tap(at: CGPoint(x: 100, y: 350))
        #expect(screen.logging.log == ["began", "cancelled true"])
        world.run { screen.view.gestureRecognizers?.first?.cancelsTouchesInView = false }
        world.tap(at: CGPoint(x: 100, y: 350))
        #expect(screen.logging.log == ["began", "cancelled true", "began", "ended"])
    }

    @Test func aTouchIsLocatedInAnyViewsCoordinates() {
        final class Recording: UIView {
            var locations: [CGPoint] = []
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                guard let touch = touches.first else { return }
                locations = [touch.location(in: self), touch.location(in: nil), touch.previousLocation(in: self)]
                #expect(touch.view === self && touch.tapCount == 1 && touch.type == .direct)
                #expect(event?.touches(for: self) == touches && event?.type == .touches)
            }
        }
        final class Screen: UIViewController {
            let recording = Recording()
            override func viewDidLoad() {
                super.viewDidLoad()
                recording.frame = CGRect(x: 10, y: 300, width: 200, height: 200)
                view.addSubview(recording)
            }
        }
        let world = World(device: Self.phone)
        let screen = Screen()
        world.present(screen)
        world.tap(at: CGPoint(x: 110, y: 350))
        #expect(screen.recording.locations == [CGPoint(x: 100, y: 50), CGPoint(x: 110, y: 350), CGPoint(x: 100, y: 50)])
        #expect(UIEvent().allTouches == nil)
        #expect(UITouch().location(in: nil) == .zero)
    }

    /// `clearance adapt` writes `#selector(setter: UITextField.inputAccessoryView)` as
    /// `Selector(setter: \UITextField.inputAccessoryView)` (IQKeyboardManager, pair 01).
    @Test func aPropertysAccessorAsASelectorAnswersRespondsToAndIsPerformed() {
        let field = UITextField()
        let label = UILabel()
        let setter = Selector(setter: \UITextField.inputAccessoryView)
        #expect(field.responds(to: setter))
        #expect(!label.responds(to: setter))
        let toolbar = UIView()
        #expect(setter.send(to: field, with: toolbar))
        #expect(field.inputAccessoryView === toolbar)
        #expect(!setter.send(to: label, with: toolbar))
        #expect(!setter.send(to: field, with: 3), "a value of another type is not set")
        let getter = Selector(getter: \UIScrollView.contentInset)
        #expect(getter.send(to: UITextView(), with: nil), "a text view is a scroll view")
        #expect(!getter.send(to: label, with: nil))
    }

    /// `#keyPath(UIScrollView.contentInset)` is the string "contentInset" (pairs 18, 33): an
    /// observer registered with it hears the scroll view's inset change.
    @Test func aKeyPathStringObservesAScrollViewsInset() {
        final class Observer: UIView {
            var heard: [UIEdgeInsets] = []
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                       context: UnsafeMutableRawPointer?) {
                if keyPath == "contentInset", let inset = change?[.newKey] as? UIEdgeInsets { heard.append(inset) }
            }
        }
        let scroll = UIScrollView()
        let observer = Observer()
        scroll.addObserver(observer, forKeyPath: "contentInset", options: [.new], context: nil)
        scroll.contentInset.bottom = 300
        #expect(observer.heard.map(\.bottom) == [300])
        scroll.removeObserver(observer, forKeyPath: "contentInset")
        scroll.contentInset.bottom = 0
        #expect(observer.heard.count == 1)
    }
}
