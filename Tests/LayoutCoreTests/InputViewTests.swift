import Foundation
import LayoutCore
import Testing

/// A booking form as apps write one: a name typed on the keyboard, and a date field whose
/// `inputView` is a 216 pt picker with a 44 pt "Done" toolbar above it.
final class BookingScreen: UIViewController {
    let name = UITextField(name: "name")
    let date = UITextField(name: "date")
    let picker = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 216))
    let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    /// A view pinned to the keyboard layout guide's top, to see where the guide is.
    let pinned = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        name.frame = CGRect(x: 16, y: 100, width: 300, height: 34)
        date.frame = CGRect(x: 16, y: 150, width: 300, height: 34)
        date.inputView = picker
        date.inputAccessoryView = toolbar
        view.addSubview(name)
        view.addSubview(date)
        pinned.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pinned.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pinned.heightAnchor.constraint(equalToConstant: 10),
            pinned.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
    }
}

/// A picker made with no frame, as `UIDatePicker()` is: its height is its intrinsic one.
final class FramelessPicker: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 216) }
}

/// A view that is no text input but edits with an input view of its own (a tappable value
/// that brings up a picker), as `UIResponder` subclasses redeclare `inputView`.
final class PickerButton: UIView {
    let panel = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    var showsPanel = true
    override var canBecomeFirstResponder: Bool { true }
    override var inputView: UIView? { showsPanel ? panel : nil }
}

@Suite("A custom input view takes the keyboard's place")
final class InputViewTests {
    /// The recorders observe with `unowned self`: each lives as long as its test.
    private var recorders: [NotificationRecorder] = []

    func setUp(_ device: Device = Devices.iPhoneX, assumptions: Assumptions = Assumptions()) -> (World, BookingScreen, NotificationRecorder) {
        let screen = BookingScreen()
        let world = World(device: device, assumptions: assumptions).showing(screen)
        world.settle()
        let recorder = NotificationRecorder(world)
        recorders.append(recorder)
        return (world, screen, recorder)
    }

    /// The picker and its toolbar are the keyboard: 216 + 44 at the screen's bottom, posted
    /// as a show like the keyboard's, and the keyboard layout guide follows them.
    @Test func theInputViewAndItsAccessoryAreTheKeyboardsFrame() {
        let (world, screen, recorder) = setUp()
        world.focusAndSettle(screen.date)
        #expect(world.keyboard.screenFrame == CGRect(0, 552, 375, 260))
        #expect(recorder.lines.filter { !$0.hasPrefix("Text") } == [
            "WillChangeFrame (0, 812, 375×260)→(0, 552, 375×260) @0.0",
            "WillShow (0, 812, 375×260)→(0, 552, 375×260) @0.0",
            "DidChangeFrame (0, 812, 375×260)→(0, 552, 375×260) @0.25",
            "DidShow (0, 812, 375×260)→(0, 552, 375×260) @0.25",
        ])
        #expect(screen.pinned.frameInWindow.maxY == 552)
    }

    /// Moving from the keyboard to the picker is a change of height: a show with both frames.
    @Test func movingFromTheKeyboardToThePickerIsAShowOfTheNewHeight() {
        let (world, screen, recorder) = setUp()
        world.focusAndSettle(screen.name)
        #expect(world.keyboard.screenFrame == CGRect(0, 476, 375, 336))
        recorder.lines.removeAll()
        world.focusAndSettle(screen.date)
        #expect(recorder.lines.contains("WillShow (0, 476, 375×336)→(0, 552, 375×260) @0.25"))
        #expect(!recorder.lines.contains { $0.hasPrefix("WillHide") })
        world.focusAndSettle(screen.name)
        #expect(world.keyboard.screenFrame == CGRect(0, 476, 375, 336))
    }

    /// The keyboard's settings are the system keyboard's: no predictive bar, no other kind of
    /// keyboard, and no home-indicator area on a Face ID iPad changes the input view's height.
    @Test func theKeyboardsSettingsDoNotChangeTheInputViewsHeight() {
        let (world, screen, _) = setUp(Devices.iPadAir11)
        world.keyboardSystem.setConfiguration(KeyboardConfiguration(kind: .emoji, predictive: false))
        world.focusAndSettle(screen.date)
        #expect(world.keyboard.screenFrame == CGRect(0, 1180 - 260, 820, 260))
    }

    /// A hardware keyboard does not hide the picker, nor does the floating keyboard float it
    /// (``Assumption/inputViewDocksWhateverTheKeyboard``); with it off the picker follows them.
    @Test func aHardwareOrFloatingKeyboardLeavesThePickerDocked() {
        for docks in [true, false] {
            let (world, screen, _) = setUp(Devices.iPadAir11, assumptions: Assumptions().with(.inputViewDocksWhateverTheKeyboard, docks))
            world.keyboardSystem.setHardwareKeyboard(attached: true)
            world.focusAndSettle(screen.date)
            #expect(world.keyboard.mode == (docks ? .docked : .hardwareBar))
            // Behind a hardware keyboard only the 55 pt bar and the toolbar are on screen.
            let onScreen: CGFloat = docks ? 260 : 55 + 44
            #expect(world.keyboard.screenFrame.map { 1180 - $0.minY } == onScreen)
            world.keyboardSystem.setHardwareKeyboard(attached: false)
            world.keyboardSystem.setConfiguration(KeyboardConfiguration(placement: .floating(x: 100, y: 300)))
            world.settle()
            #expect(world.keyboard.mode == (docks ? .docked : .floating))
        }
    }

    /// `reloadInputViews()` swaps the keyboard for the picker at once, with a show whose begin
    /// and end frames are both the new one (SlackTextViewController PR #416), and back.
    @Test func reloadingInputViewsShowsTheNewHeightAtOnceWithEqualFrames() {
        let (world, screen, recorder) = setUp()
        world.focusAndSettle(screen.name)
        recorder.lines.removeAll()
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 280))
        world.run { screen.name.inputView = panel }
        #expect(world.keyboard.screenFrame == CGRect(0, 476, 375, 336), "a new input view waits for reloadInputViews")
        world.run { screen.name.reloadInputViews() }
        #expect(world.keyboard.screenFrame == CGRect(0, 532, 375, 280))
        #expect(screen.pinned.frameInWindow.maxY == 532)
        #expect(recorder.lines == [
            "WillChangeFrame (0, 532, 375×280)→(0, 532, 375×280) @0.25",
            "WillShow (0, 532, 375×280)→(0, 532, 375×280) @0.25",
            "DidChangeFrame (0, 532, 375×280)→(0, 532, 375×280) @0.25",
            "DidShow (0, 532, 375×280)→(0, 532, 375×280) @0.25",
        ])
        world.run {
            screen.name.inputView = nil
            screen.name.reloadInputViews()
        }
        #expect(world.keyboard.screenFrame == CGRect(0, 476, 375, 336))
        recorder.lines.removeAll()
        world.run { screen.name.reloadInputViews() }
        #expect(recorder.lines.isEmpty, "nothing changed, nothing is posted")
    }

    /// With ``Assumption/reloadInputViewsPostsFrameChange`` off the keyboard moves silently.
    @Test func withoutTheReloadNotificationTheKeyboardMovesSilently() {
        let (world, screen, recorder) = setUp(assumptions: Assumptions().with(.reloadInputViewsPostsFrameChange, false))
        world.focusAndSettle(screen.name)
        recorder.lines.removeAll()
        world.run {
            screen.name.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 280))
            screen.name.reloadInputViews()
        }
        #expect(world.keyboard.screenFrame == CGRect(0, 532, 375, 280))
        #expect(recorder.lines.isEmpty)
    }

    /// Closing the picker is the keyboard's hide, and the next field has the keyboard again.
    @Test func resigningHidesThePickerAndTheNextFieldHasTheKeyboard() {
        let (world, screen, recorder) = setUp()
        world.focusAndSettle(screen.date)
        recorder.lines.removeAll()
        world.run { _ = screen.date.resignFirstResponder() }
        world.settle()
        #expect(!world.keyboard.isOnScreen)
        #expect(recorder.lines.contains("WillHide (0, 552, 375×260)→(0, 812, 375×260) @0.25"))
        world.focusAndSettle(screen.name)
        #expect(world.keyboard.screenFrame == CGRect(0, 476, 375, 336))
    }

    /// A picker made with no frame gets its intrinsic height; a non-finite height is none.
    @Test func aFramelessPickerGetsItsIntrinsicHeight() {
        let (world, screen, _) = setUp()
        world.run { screen.date.inputView = FramelessPicker() }
        world.focusAndSettle(screen.date)
        #expect(world.keyboard.screenFrame == CGRect(0, 552, 375, 260))
        world.run { _ = screen.date.resignFirstResponder() }
        world.settle()
        world.run { screen.date.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: CGFloat.infinity)) }
        world.focusAndSettle(screen.date)
        #expect(world.keyboard.screenFrame == CGRect(0, 768, 375, 44), "only the toolbar is left")
    }

    /// Any responder with an input view brings it up, as a text input brings the keyboard.
    @Test func aResponderThatIsNoTextInputShowsItsInputView() {
        let (world, screen, recorder) = setUp()
        let button = PickerButton(frame: CGRect(x: 16, y: 200, width: 100, height: 44))
        world.run { screen.view.addSubview(button) }
        world.focusAndSettle(button)
        #expect(button.isFirstResponder)
        #expect(world.keyboard.screenFrame == CGRect(0, 612, 375, 200))
        #expect(recorder.lines.contains("WillShow (0, 812, 375×200)→(0, 612, 375×200) @0.0"))
        world.keyboardSystem.rotate(to: .landscape)
        world.settle()
        #expect(world.keyboard.screenFrame == CGRect(0, 175, 812, 200))
        world.run { _ = button.resignFirstResponder() }
        world.settle()
        #expect(!world.keyboard.isOnScreen)
    }

    /// A responder that stops bringing an input view and reloads takes the keyboard down
    /// (it stays first responder with nothing to show).
    @Test func reloadingWithTheInputViewGoneTakesTheKeyboardDown() {
        let (world, screen, recorder) = setUp()
        let button = PickerButton(frame: CGRect(x: 16, y: 200, width: 100, height: 44))
        world.run { screen.view.addSubview(button) }
        world.focusAndSettle(button)
        recorder.lines.removeAll()
        world.run {
            button.showsPanel = false
            button.reloadInputViews()
        }
        world.settle()
        #expect(button.isFirstResponder)
        #expect(!world.keyboard.isOnScreen)
        #expect(recorder.lines.contains { $0.hasPrefix("WillHide (0, 612, 375×200)→(0, 812, 375×200)") })
    }

    /// `UIDatePicker()` and `UIPickerView()` made with no frame are the wheels' height: 216,
    /// 162 where the height is compact (an iPhone in landscape), 216 on an iPad in landscape.
    @Test(arguments: [false, true])
    func aSystemPickerIsTheWheelsHeight(datePicker: Bool) {
        for (device, orientation, height) in [(Devices.iPhoneX, InterfaceOrientation.portrait, 216.0), (Devices.iPhoneX, .landscape, 162),
                                              (Devices.iPadAir11, .landscape, 216)] {
            let (world, screen, _) = setUp(device)
            world.keyboardSystem.rotate(to: orientation)
            world.run { screen.date.inputView = datePicker ? UIDatePicker() : UIPickerView() }
            world.focusAndSettle(screen.date)
            #expect(world.keyboard.screenFrame?.height == CGFloat(height) + 44, "\(device.id) \(orientation)")
        }
    }

    /// The automatic style is compact from iOS 14 (DatePickerDialog-iOS-Swift#111), wheels
    /// before it and for a count-down timer; a date set is kept within the bounds.
    @Test func aDatePickersStyleAndDate() {
        let picker = UIDatePicker()
        #expect(picker.datePickerStyle == .compact)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.datePickerStyle == .wheels)
        #expect(picker.date == Date(timeIntervalSinceReferenceDate: 0), "no wall clock")
        picker.maximumDate = Date(timeIntervalSinceReferenceDate: 100)
        picker.setDate(Date(timeIntervalSinceReferenceDate: 500), animated: true)
        #expect(picker.date == Date(timeIntervalSinceReferenceDate: 100))
        let world = World(device: Devices.iPhoneX, iOSVersion: 13)
        let old = UIDatePicker()
        world.run { world.window.addSubview(old) }
        #expect(old.datePickerStyle == .wheels)
    }

    /// A picker view asks its data source; a selection stays within the rows there are.
    @Test func aPickerViewsSelectionStaysWithinItsRows() {
        final class Sizes: UIPickerViewDataSource, UIPickerViewDelegate {
            var rows = 5
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "size \(row)" }
        }
        let sizes = Sizes()
        let picker = UIPickerView()
        picker.dataSource = sizes
        picker.delegate = sizes
        #expect(picker.numberOfComponents == 1 && picker.numberOfRows(inComponent: 0) == 5)
        picker.selectRow(4, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 4)
        sizes.rows = 2
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == 1)
        sizes.rows = 0
        #expect(picker.selectedRow(inComponent: 0) == -1)
        picker.selectRow(Int.max, inComponent: Int.max, animated: false)
        // A component the data source does not have is left alone.
        sizes.rows = 5
        picker.selectRow(3, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        #expect(picker.selectedRow(inComponent: 0) == 1)
    }
}
