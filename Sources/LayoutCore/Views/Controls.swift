import Foundation

/// The base of controls (UIKit's `UIControl`): `UIButton` and `UITextField` descend from it,
/// as in UIKit. Target–action and control states (`isEnabled`…) are not modelled.
open class UIControl: UIView {}

/// What a text input has that the keyboard and the checks need: UIKit's `UITextField` and
/// `UITextView` share no base class but `UIView` and the `UITextInput` protocol.
public protocol TextInput: UIView {
    /// A view shown above the keyboard while this input is first responder; its height is
    /// part of the keyboard's frame.
    var inputAccessoryView: UIView? { get set }
    /// The rectangle that must stay visible while editing: the whole input, or its first
    /// line for a tall multi-line one.
    var caretRect: CGRect { get }
}

/// A single-line text input (UIKit's `UITextField`). Becoming first responder brings up the
/// keyboard; the delegate hears `textFieldDidBeginEditing` before `keyboardWillShow`.
open class UITextField: UIControl, TextInput {
    /// UIKit's editing notifications, posted right after the delegate calls.
    public nonisolated static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public nonisolated static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// The field's delegate.
    public weak var delegate: UITextFieldDelegate?
    /// Placeholder text (for reports).
    public var placeholder: String?
    /// Whether the field hides its text (a password field).
    public var isSecureTextEntry = false
    /// The kind of keyboard the field asks for. Every kind has the same height in the model
    /// (keyboard-platform.md gives one height per device and orientation).
    public var keyboardType: UIKeyboardType = .default
    /// A view shown above the keyboard while this field is first responder; its height is
    /// part of the keyboard's frame.
    public var inputAccessoryView: UIView?
    /// The preferred height (a rounded-rect field with the 17 pt system font is 34 pt tall).
    public var preferredHeight: CGFloat {
        get { storedPreferredHeight }
        set { storedPreferredHeight = newValue }
    }
    private var storedPreferredHeight: CGFloat = 34

    open override var canBecomeFirstResponder: Bool { !isHidden }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight) }

    /// The whole field.
    open var caretRect: CGRect { bounds }
}

/// The text-field delegate (UIKit's `UITextFieldDelegate`).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Editing began: called before the keyboard's `willShow`.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField) {}
}

/// A multi-line text input (UIKit's `UITextView`): taller than a field, its caret line (the
/// first 36 pt, ``ModelNumber/caretLine``) is what must stay visible when the whole view
/// cannot.
///
/// Its order differs from a text field's: the keyboard's will-notifications come first, then
/// `textViewDidBeginEditing` and `UITextViewTextDidBeginEditingNotification`
/// (hackiftekhar/IQKeyboardManager#271, surfstudio/iOS-Utils PR #34,
/// danielamitay/DAKeyboardControl#9). It does not scroll its own text in the model
/// (UIKit's `UITextView` is a `UIScrollView`; its inner scrolling is not modelled).
open class UITextView: UIView, TextInput {
    public nonisolated static let textViewDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public nonisolated static let textViewDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// The height of the line holding the caret (17 pt text plus the 8 pt container insets).
    public static let caretLineHeight: CGFloat = 36

    /// The text view's delegate.
    public weak var delegate: UITextViewDelegate?
    /// A view shown above the keyboard while this text view is first responder.
    public var inputAccessoryView: UIView?
    /// The preferred height.
    public var preferredHeight: CGFloat {
        get { storedPreferredHeight }
        set { storedPreferredHeight = newValue }
    }
    private var storedPreferredHeight: CGFloat = 120


    open override var canBecomeFirstResponder: Bool { !isHidden }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight) }

    /// The first line: the caret's.
    open var caretRect: CGRect {
        CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: min(bounds.height, UITextView.caretLineHeight))
    }
}

/// The text-view delegate (UIKit's `UITextViewDelegate`).
@preconcurrency @MainActor
public protocol UITextViewDelegate: AnyObject {
    /// Editing began: called after the keyboard's `willShow`.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
}

/// A button (UIKit's `UIButton`): an interactive element that must stay reachable.
open class UIButton: UIControl {
    /// The title (for reports).
    public var title: String?
    /// The preferred height (a filled button with the system font is 34 pt tall).
    public var preferredHeight: CGFloat {
        get { storedPreferredHeight }
        set { storedPreferredHeight = newValue }
    }
    private var storedPreferredHeight: CGFloat = 34

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight) }
}

/// A static label (UIKit's `UILabel`).
open class UILabel: UIView {
    /// The text (for reports).
    public var text: String?
    /// The preferred height (one line of 17 pt text is 20.5 pt tall).
    public var preferredHeight: CGFloat {
        get { storedPreferredHeight }
        set { storedPreferredHeight = newValue }
    }
    private var storedPreferredHeight: CGFloat = 20.5

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight) }
}

/// The kind of keyboard a text input asks for (UIKit's `UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}
