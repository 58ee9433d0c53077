import Foundation

// UIKit's text-input protocols, as code that collects "the text inputs of a screen" names them
// (`typealias UITextInputView = UIView & UITextInput`, `[UITextInput]`,
// `subview as? UITextInputView`: Tests/RealBugs 13 and 14, KeyboardSupport). UITextField and
// UITextView conform, as in UIKit. The requirements are the subset the model implements (the
// positions and rectangles scroll-to-caret code reads, TextPositions.swift); an app's class
// that adopts UITextInput implements at least these.

/// The traits of a text input (UIKit's `@MainActor protocol UITextInputTraits : NSObjectProtocol`,
/// https://developer.apple.com/documentation/uikit/uitextinputtraits). Every member is
/// optional in UIKit; here the traits are UITextField's and UITextView's own properties
/// (`keyboardType`, `returnKeyType`, `autocorrectionType`, …), so the protocol asks for none.
@preconcurrency @MainActor
public protocol UITextInputTraits: NSObjectProtocol {}

/// Simple text entry (UIKit's `@MainActor protocol UIKeyInput : UITextInputTraits`,
/// https://developer.apple.com/documentation/uikit/uikeyinput).
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text (UIKit's `var hasText: Bool { get }`).
    var hasText: Bool { get }
    /// Inserts text at the caret (UIKit's `func insertText(_ text: String)`).
    func insertText(_ text: String)
    /// Deletes the character before the caret (UIKit's `func deleteBackward()`).
    func deleteBackward()
}

/// Text input with positions, ranges and their rectangles (UIKit's
/// `@MainActor protocol UITextInput : UIKeyInput`,
/// https://developer.apple.com/documentation/uikit/uitextinput): the members the model
/// implements for UITextField and UITextView (TextPositions.swift).
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The start of the text (UIKit's `var beginningOfDocument: UITextPosition { get }`).
    var beginningOfDocument: UITextPosition { get }
    /// The end of the text (UIKit's `var endOfDocument: UITextPosition { get }`).
    var endOfDocument: UITextPosition { get }
    /// The selection (UIKit's `var selectedTextRange: UITextRange? { get set }`).
    var selectedTextRange: UITextRange? { get set }
    /// A position offset from another (UIKit's `func position(from position: UITextPosition, offset: Int) -> UITextPosition?`).
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The distance between two positions (UIKit's `func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int`).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The range between two positions (UIKit's `func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?`).
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The caret's rectangle at a position (UIKit's `func caretRect(for position: UITextPosition) -> CGRect`).
    func caretRect(for position: UITextPosition) -> CGRect
    /// The first rectangle of a range (UIKit's `func firstRect(for range: UITextRange) -> CGRect`).
    func firstRect(for range: UITextRange) -> CGRect
    /// The selection rectangles of a range (UIKit's
    /// `func selectionRects(for range: UITextRange) -> [UITextSelectionRect]`,
    /// https://developer.apple.com/documentation/uikit/uitextinput/selectionrects(for:)).
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
}

/// A rectangle of selected text (UIKit's `class UITextSelectionRect`,
/// https://developer.apple.com/documentation/uikit/uitextselectionrect).
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    private let storedRect: CGRect
    private let startAndEnd: (Bool, Bool)
    /// The rectangle, in the text input's coordinates (UIKit's `var rect: CGRect { get }`).
    open var rect: CGRect { storedRect }
    /// Whether it holds the selection's start (UIKit's `var containsStart: Bool { get }`).
    open var containsStart: Bool { startAndEnd.0 }
    /// Whether it holds the selection's end (UIKit's `var containsEnd: Bool { get }`).
    open var containsEnd: Bool { startAndEnd.1 }
    /// Whether the text is vertical (UIKit's `var isVertical: Bool { get }`): `false`.
    open var isVertical: Bool { false }

    /// A selection rectangle (UIKit's is made by the text system; apps subclass it).
    public override init() {
        storedRect = .zero
        startAndEnd = (false, false)
        super.init()
    }

    init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        startAndEnd = (containsStart, containsEnd)
        super.init()
    }
}

extension UITextField: UITextInput {
    /// The range's one selection rectangle: its first line, ``firstRect(for:)`` (text is not
    /// laid out in lines in the model).
    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        [UITextSelectionRect(rect: firstRect(for: range), containsStart: true, containsEnd: true)]
    }
    /// Whether the field has text (UIKit's `hasText`).
    public var hasText: Bool { !(text ?? "").isEmpty }
    /// Appends `text` at the end (UIKit's `insertText(_:)` inserts at the selection). No
    /// delegate is asked and no notification is posted: typing is not modelled.
    public func insertText(_ text: String) { self.text = (self.text ?? "") + text }
    /// Removes the last character (UIKit's `deleteBackward()`), as ``insertText(_:)`` adds.
    public func deleteBackward() {
        guard var current = text, !current.isEmpty else { return }
        current.removeLast()
        text = current
    }
}

extension UITextView: UITextInput {
    /// The range's one selection rectangle: its first line, ``firstRect(for:)`` (text is not
    /// laid out in lines in the model).
    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        [UITextSelectionRect(rect: firstRect(for: range), containsStart: true, containsEnd: true)]
    }
    /// Whether the text view has text (UIKit's `hasText`).
    public var hasText: Bool { !(text ?? "").isEmpty }
    /// Appends `text` at the end (UIKit's `insertText(_:)` inserts at the selection). No
    /// delegate is asked and no notification is posted: typing is not modelled.
    public func insertText(_ text: String) { self.text = (self.text ?? "") + text }
    /// Removes the last character (UIKit's `deleteBackward()`), as ``insertText(_:)`` adds.
    public func deleteBackward() {
        guard var current = text, !current.isEmpty else { return }
        current.removeLast()
        text = current
    }
}

extension UITextView {
    /// A text view that lays out its text with TextKit 2 or TextKit 1 (UIKit's
    /// `convenience init(usingTextLayoutManager: Bool)`, iOS 16,
    /// https://developer.apple.com/documentation/uikit/uitextview/init(usingtextlayoutmanager:)):
    /// text is not laid out in the model, so both are the same text view.
    public convenience init(usingTextLayoutManager: Bool) {
        self.init(frame: .zero)
    }
}

/// Inline predictions (UIKit's `UITextInlinePredictionType`, iOS 17).
public enum UITextInlinePredictionType: Int, Sendable {
    case `default` = 0, no = 1, yes = 2
}

/// How a line that does not fit is broken (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping = 1, byClipping = 2, byTruncatingHead = 3, byTruncatingTail = 4, byTruncatingMiddle = 5
}

/// The region text is laid out in (UIKit's `class NSTextContainer`,
/// https://developer.apple.com/documentation/uikit/nstextcontainer): its settings are kept;
/// text is not laid out in the model.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The most lines, 0 for no limit (`var maximumNumberOfLines: Int`).
    open var maximumNumberOfLines = 0
    /// How the last line breaks (`var lineBreakMode: NSLineBreakMode`).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// The padding at each end of a line (`var lineFragmentPadding: CGFloat`, 5 pt by default,
    /// https://developer.apple.com/documentation/uikit/nstextcontainer/linefragmentpadding).
    open var lineFragmentPadding: CGFloat = 5
    /// The container's size (`var size: CGSize`).
    open var size: CGSize = .zero
    /// Whether the width follows the text view's (`var widthTracksTextView: Bool`).
    open var widthTracksTextView = true
    /// A container (`init()`).
    public override init() { super.init() }
}
