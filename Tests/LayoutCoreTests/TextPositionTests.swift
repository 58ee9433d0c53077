import LayoutCore
import Testing

@Suite("Text positions and the caret's rectangle, as scroll-to-caret code reads them")
struct TextPositionTests {
    /// A text view's caret is on its first line (text metrics are not modelled): inside the
    /// 8 pt container insets and the 5 pt line fragment padding, 20 pt tall, 2 pt wide.
    @Test func theCaretIsOnTheFirstLineInsideTheInsets() throws {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        textView.text = "Dear team,\nthe keyboard covers the form."
        let end = try #require(textView.selectedTextRange?.end)
        #expect(textView.caretRect(for: end) == CGRect(5, 8, 2, 20))
        #expect(textView.firstRect(for: try #require(textView.textRange(from: textView.beginningOfDocument, to: textView.endOfDocument))) == CGRect(5, 8, 290, 20))
    }

    /// Positions count UTF-16 code units and stay within the text; a range runs forwards.
    @Test func positionsStayWithinTheText() throws {
        let textView = UITextView(frame: .zero)
        textView.text = "héllo 👋"
        #expect(textView.offset(from: textView.beginningOfDocument, to: textView.endOfDocument) == 8)
        #expect(textView.position(from: textView.endOfDocument, offset: 1) == nil)
        #expect(textView.position(from: textView.beginningOfDocument, offset: -1) == nil)
        #expect(textView.position(from: textView.beginningOfDocument, offset: Int.max) == nil)
        let three = try #require(textView.position(from: textView.beginningOfDocument, offset: 3))
        let range = try #require(textView.textRange(from: three, to: textView.beginningOfDocument))
        #expect(textView.offset(from: textView.beginningOfDocument, to: range.start) == 0)
        #expect(textView.offset(from: textView.beginningOfDocument, to: range.end) == 3)
        textView.selectedTextRange = range
        #expect(textView.selectedRange == NSRange(location: 0, length: 3))
        #expect(!range.isEmpty)
    }

    /// A field has a selection only while it edits: the caret at the end of its text.
    @Test func aFieldsSelectionIsTheCaretAtTheEndWhileItEdits() throws {
        let screen = FieldsScreen(count: 1)
        let world = World(device: Devices.iPhoneX).showing(screen)
        let field = screen.fields[0]
        field.text = "anna@example.com"
        #expect(field.selectedTextRange == nil)
        world.focusAndSettle(field)
        let selection = try #require(field.selectedTextRange)
        #expect(selection.isEmpty)
        #expect(field.offset(from: field.beginningOfDocument, to: selection.end) == 16)
        #expect(field.caretRect(for: selection.end) == CGRect(0, 7, 2, 20))
    }

    /// The scroll-to-caret code keyboard libraries run on a text view low in a form: the caret
    /// converted into the scroll view and scrolled to shows above the keyboard.
    @Test func scrollingToTheCaretShowsItAboveTheKeyboard() throws {
        let screen = UIViewController()
        let scroll = UIScrollView()
        let textView = UITextView(frame: CGRect(x: 16, y: 700, width: 343, height: 120))
        let world = World(device: Devices.iPhoneX).showing(screen)
        world.run {
            scroll.frame = screen.view.bounds
            scroll.contentSize = CGSize(width: 375, height: 900)
            scroll.addSubview(textView)
            screen.view.addSubview(scroll)
        }
        world.focusAndSettle(textView)
        world.run {
            let keyboardTop = world.keyboard.screenFrame!.minY
            scroll.contentInset.bottom = scroll.bounds.height - keyboardTop
            let caret = textView.caretRect(for: textView.selectedTextRange!.end)
            scroll.scrollRectToVisible(textView.convert(caret, to: scroll), animated: false)
        }
        world.settle()
        let caretInWindow = textView.convert(textView.caretRect(for: textView.endOfDocument), to: nil as UIView?)
        #expect(caretInWindow.maxY <= world.keyboard.screenFrame!.minY)
        #expect(caretInWindow.minY >= 44)
    }
}
