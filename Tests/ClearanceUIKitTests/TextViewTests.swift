import ClearanceUIKit
import Testing

/// A notes screen: a text view filling the screen, inset from keyboard notifications the way
/// the common tutorial writes it (Hacking with Swift, "How to adjust a UIScrollView to fit
/// the keyboard"), with only the selector edit.
final class NotesViewController: UIViewController, UITextViewDelegate {
    let yourTextView = UITextView()
    var scrolls = 0
    var began = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        yourTextView.translatesAutoresizingMaskIntoConstraints = false
        yourTextView.delegate = self
        view.addSubview(yourTextView)
        NSLayoutConstraint.activate([
            yourTextView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            yourTextView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            yourTextView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            yourTextView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        let notificationCenter = NotificationCenter.default
        notificationCenter.addObserver(self, selector: Self.adjustForKeyboard, name: UIResponder.keyboardWillHideNotification, object: nil)
        notificationCenter.addObserver(self, selector: Self.adjustForKeyboard, name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    func adjustForKeyboard(notification: Notification) {
        guard let keyboardValue = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }

        let keyboardScreenEndFrame = keyboardValue.cgRectValue
        let keyboardViewEndFrame = view.convert(keyboardScreenEndFrame, from: view.window)

        if notification.name == UIResponder.keyboardWillHideNotification {
            yourTextView.contentInset = .zero
        } else {
            yourTextView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: keyboardViewEndFrame.height - view.safeAreaInsets.bottom, right: 0)
        }

        yourTextView.scrollIndicatorInsets = yourTextView.contentInset

        let selectedRange = yourTextView.selectedRange
        yourTextView.scrollRangeToVisible(selectedRange)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func textViewDidBeginEditing(_ textView: UITextView) { began += 1 }
}

@Suite("UITextView is a scroll view, as in UIKit")
struct TextViewTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    @Test func theTutorialsNotesScreenInsetsItsTextViewAndRestoresIt() throws {
        let world = World(device: Self.phone, iOSVersion: 17)
        let screen = NotesViewController()
        world.present(screen)
        let textView: UIScrollView = screen.yourTextView
        #expect(textView.contentInset == .zero)

        world.run { _ = screen.yourTextView.becomeFirstResponder() }
        world.settle()
        #expect(screen.began == 1)
        let keyboard = try #require(world.keyboard.screenFrame)
        let homeIndicator: CGFloat = 34
        let expected: CGFloat = keyboard.height - homeIndicator
        #expect(textView.contentInset.bottom == expected)
        #expect(textView.verticalScrollIndicatorInsets.bottom == expected)
        // No content taller than the view: UIKit adds no safe area (`.automatic` outside a
        // bar controller), so the adjusted inset is the app's own.
        #expect(textView.adjustedContentInset.bottom == expected)
        // The caret's line, at the top, stays visible above the keyboard.
        let caret = screen.yourTextView.convert(screen.yourTextView.caretRect, to: nil)
        #expect(caret.maxY <= keyboard.minY)

        world.run { _ = screen.yourTextView.resignFirstResponder() }
        world.settle()
        #expect(textView.contentInset == .zero)
        #expect(textView.verticalScrollIndicatorInsets == .zero)
    }

    @Test func itsDelegateHearsScrollingAsAScrollViewDelegate() {
        let world = World(device: Self.phone)
        let screen = NotesViewController()
        world.present(screen)
        world.run { screen.yourTextView.contentSize = CGSize(width: 393, height: 2000) }
        world.run { screen.yourTextView.setContentOffset(CGPoint(x: 0, y: 300), animated: false) }
        #expect(screen.scrolls == 1)
        #expect(screen.yourTextView.contentOffset.y == 300)
        // The caret's line is content: it scrolls with the text.
        let caretInView: CGFloat = screen.yourTextView.convert(screen.yourTextView.caretRect, to: screen.view).minY
        let top: CGFloat = screen.yourTextView.frame.minY - 300
        #expect(caretInView == top)
        world.run { screen.yourTextView.scrollRangeToVisible(screen.yourTextView.selectedRange) }
        #expect(screen.yourTextView.contentOffset.y == 0)
    }

    /// UIKit's Swift names for a text view's editing notifications
    /// (`UITextViewTextDidBeginEditingNotification` is `UITextView.textDidBeginEditingNotification`),
    /// as TPKeyboardAvoiding's Swift ports and chat input bars observe them: posted after the
    /// delegate hears the change, with the text view as the object. (They did not compile:
    /// the model called them `textViewDidBeginEditingNotification`.)
    @Test func itsEditingNotificationsHaveUIKitsNames() {
        let world = World(device: Self.phone)
        let screen = NotesViewController()
        world.present(screen)
        final class Heard: @unchecked Sendable { var lines: [String] = [] }
        let heard = Heard()
        let tokens = world.run {
            [UITextView.textDidBeginEditingNotification, UITextView.textDidEndEditingNotification].map { name in
                NotificationCenter.default.addObserver(forName: name, object: screen.yourTextView, queue: .main) { note in
                    MainActor.assumeIsolated {
                        heard.lines.append("\(note.name.rawValue) after \(screen.began) delegate call(s), object is the text view: \(note.object as? UITextView === screen.yourTextView)")
                    }
                }
            }
        }
        world.run { _ = screen.yourTextView.becomeFirstResponder() }
        world.settle()
        world.run { _ = screen.yourTextView.resignFirstResponder() }
        world.settle()
        #expect(heard.lines == [
            "UITextViewTextDidBeginEditingNotification after 1 delegate call(s), object is the text view: true",
            "UITextViewTextDidEndEditingNotification after 1 delegate call(s), object is the text view: true",
        ])
        #expect(UITextView.textDidChangeNotification.rawValue == "UITextViewTextDidChangeNotification")
        #expect(UITextField.textDidChangeNotification.rawValue == "UITextFieldTextDidChangeNotification")
        world.run { for token in tokens { NotificationCenter.default.removeObserver(token) } }
    }

    @Test func aTextViewThatIsNotEditableBringsUpNoKeyboard() {
        let world = World(device: Self.phone)
        let screen = NotesViewController()
        world.present(screen)
        screen.yourTextView.isEditable = false
        let became = world.run { screen.yourTextView.becomeFirstResponder() }
        #expect(!became)
        #expect(!world.keyboard.isOnScreen)
        #expect(screen.yourTextView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    }
}
