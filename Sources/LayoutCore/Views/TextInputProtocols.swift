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
}

extension UITextField: UITextInput {
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
