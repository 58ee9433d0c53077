import ClearanceUIKit
import Testing

@Suite("Idioms of real keyboard code run as on iOS")
struct IdiomsTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    /// A screen with one text field low on the screen.
    final class FieldScreen: UIViewController {
        let field = UITextField()
        override func viewDidLoad() {
            super.viewDidLoad()
            field.frame = CGRect(x: 16, y: 700, width: 300, height: 34)
            view.addSubview(field)
        }
    }

    @Test func theNSDictionaryCastReadsTheFrame() {
        let note = Notification(name: UIResponder.keyboardWillShowNotification, object: nil,
                                userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 516, width: 393, height: 336))])
        #expect(keyboardHeight(from: note) == 336)
        #expect(note.keyboardEndFrame?.height == 336)
        #expect(note.keyboardOptions == UIView.AnimationOptions(rawValue: 0))
    }

    @Test func theNotificationHelpersReadWhatTheSimulatedKeyboardPosts() {
        final class Reader: UIViewController {
            let field = UITextField()
            var read: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                field.frame = CGRect(x: 16, y: 100, width: 300, height: 34)
                view.addSubview(field)
                NotificationCenter.default.addObserver(self, selector: Self.willShow, name: UIResponder.keyboardWillShowNotification, object: nil)
            }
            func willShow(_ note: Notification) {
                read = ["\(note.keyboardEndFrame!.height)", "\(note.keyboardBeginFrame!.minY)", "\(note.keyboardDuration)",
                        "\(note.keyboardOptions.rawValue >> 16)", "\(note.keyboardCurve == .keyboard)"]
            }
        }
        let world = World(device: Self.phone, iOSVersion: 17)
        let screen = Reader()
        world.present(screen)
        world.run { _ = screen.field.becomeFirstResponder() }
        #expect(screen.read == ["336.0", "852.0", "0.25", "7", "true"])
    }

    @Test func shiftingTheRootViewMovesItByTheKeyboardsHeightAndBack() {
        let world = World(device: Self.phone, iOSVersion: 17)
        let screen = ShiftingViewController()
        let field = UITextField(frame: CGRect(x: 16, y: 700, width: 300, height: 34))
        world.present(screen)
        world.run { screen.view.addSubview(field) }
        world.run { _ = field.becomeFirstResponder() }
        world.settle()
        #expect(screen.view.frame.origin.y == -336)
        world.run { screen.hideKeyboard() }
        world.settle()
        #expect(screen.view.frame.origin.y == 0)
        #expect(!field.isFirstResponder)
    }

    @Test func aDebouncedWorkItemRunsOnceAfterTheLastChange() {
        final class Counting: UIViewController {
            var pending: DispatchWorkItem?
            var runs = 0
            func changed() {
                pending?.cancel()
                let work = DispatchWorkItem { [weak self] in self?.runs += 1 }
                pending = work
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(100), execute: work)
            }
        }
        let world = World(device: Self.phone)
        let screen = Counting()
        world.present(screen)
        world.run { screen.changed() }
        world.advance(by: 0.05)
        world.run { screen.changed() }
        world.settle()
        #expect(screen.runs == 1)
        #expect(abs(world.now - 0.15) < 1e-9)
    }

    @Test func theKeyWindowIsFoundThroughTheConnectedScenes() {
        let world = World(device: Self.phone)
        let screen = FieldScreen()
        world.present(screen)
        #expect(world.run { screen.keyWindowBottomInset } == 34)
    }

    @Test func aTapOutsideTheFieldDismissesTheKeyboardAndATapOnItFocusesIt() {
        let world = World(device: Self.phone)
        let screen = TapToDismissViewController()
        world.present(screen)
        world.run { _ = screen.field.becomeFirstResponder() }
        world.settle()
        world.tap(at: CGPoint(x: 200, y: 400))
        world.settle()
        #expect(!screen.field.isFirstResponder)
        #expect(!world.keyboard.isOnScreen)
        let onField = world.run { screen.field.convert(CGPoint(x: 10, y: 10), to: nil) }
        world.tap(at: onField)
        world.settle()
        #expect(screen.field.isFirstResponder, "cancelsTouchesInView = false lets the tap reach the field")
        #expect(world.run { screen.view.gestureRecognizers?.count } == 1)
    }

    /// `UITapGestureRecognizer(target: nil, action: nil)` then `addTarget`: compiles on Linux
    /// as UIKit code writes it, and the added target dismisses the keyboard.
    @Test func aRecognizerMadeWithoutATargetCallsTheOneAddedLater() {
        final class Screen: UIViewController {
            let field = UITextField()
            override func viewDidLoad() {
                super.viewDidLoad()
                field.frame = CGRect(x: 16, y: 100, width: 300, height: 34)
                view.addSubview(field)
                let tap = UITapGestureRecognizer(target: nil, action: nil)
                tap.addTarget(self, action: Self.closeKeyboard) // iOS: #selector(closeKeyboard)
                view.addGestureRecognizer(tap)
            }
            func closeKeyboard() { view.endEditing(true) }
        }
        let world = World(device: Self.phone)
        let screen = Screen()
        world.present(screen)
        world.run { _ = screen.field.becomeFirstResponder() }
        world.settle()
        world.tap(at: CGPoint(x: 200, y: 400))
        world.settle()
        #expect(!screen.field.isFirstResponder)
    }

    @Test func theScreensCoordinateSpaceConvertsAKeyboardFrameIntoAViewInSplitView() {
        let pad = DeviceCatalog.device(id: "ipad_air_11")!
        let world = World(device: pad, windowKind: .splitView(.half, .right))
        let screen = FieldScreen()
        world.present(screen)
        let keyboard = CGRect(x: 0, y: 800, width: 820, height: 380)
        let note = Notification(name: UIResponder.keyboardWillShowNotification, object: nil,
                                userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: keyboard)])
        let window = world.run { screen.view.window!.frame }
        #expect(window.minX > 0, "a trailing Split View window is not at the screen's origin")
        let converted = world.run { UIScreen.main.coordinateSpace.convert(keyboard, to: screen.view) }
        #expect(converted.minX == -window.minX)
        #expect(world.run { keyboardOverlap(of: note, with: screen.view) } == 380)
    }
}
