import Foundation


/// What a text input has that the keyboard and the checks need: UIKit's `UITextField` and
/// `UITextView` share no base class but `UIView` and the `UITextInput` protocol. (A class
/// that conforms also overrides `UIResponder.textInput` to return itself: the model finds
/// text inputs through it, not through a cast.)
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
    package override var textInput: (any TextInput)? { self }

    /// Posted when the field begins editing, right after its delegate hears of it.
    public nonisolated static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when the field ends editing, right after its delegate hears of it.
    public nonisolated static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// Posted when the user changes the text. Scenarios do not type, so it is never posted
    /// (setting `text` in code posts nothing in UIKit either).
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

    /// Why editing ended (UIKit's `UITextField.DidEndEditingReason`).
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned (the only reason in the model).
        case committed
        /// Editing was cancelled.
        case cancelled
    }

    /// The field's border (UIKit's `UITextField.BorderStyle`; the model's height does not
    /// depend on it).
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// When an overlay view shows (UIKit's `UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// The field's delegate.
    @exclusivity(unchecked) public weak var delegate: UITextFieldDelegate?
    /// The hosting view that generated this field (a SwiftUI `TextField`), told what a delegate
    /// is when the app set none. Not a weak reference: one would give the hosting view a side
    /// table, and every retain of it — an ancestor of every view it lays out — would take the
    /// runtime's slow path. The hosting view clears it when it lets the field go.
    @exclusivity(unchecked) unowned(unsafe) var generatingDelegate: UITextFieldDelegate?
    /// The delegate the system calls: the app's, else the generating hosting view.
    var effectiveDelegate: UITextFieldDelegate? { delegate ?? generatingDelegate }
    /// The text (typing is not modelled: it is what the screen sets).
    @exclusivity(unchecked) public var text: String? = ""
    /// Placeholder text (for reports).
    @exclusivity(unchecked) public var placeholder: String?
    /// The font (text metrics are not modelled: the field's height is ``preferredHeight``).
    @exclusivity(unchecked) public var font: UIFont? = .systemFont(ofSize: 17)
    /// The text colour.
    @exclusivity(unchecked) public var textColor: UIColor? = .label
    /// The text's alignment.
    @exclusivity(unchecked) public var textAlignment: NSTextAlignment = .natural
    /// The border style (UIKit's default `.none`).
    @exclusivity(unchecked) public var borderStyle: BorderStyle = .none
    /// When the clear button shows.
    @exclusivity(unchecked) public var clearButtonMode: ViewMode = .never
    /// The overlay view at the field's left (leading) side (UIKit's `var leftView: UIView? { get set }`,
    /// https://developer.apple.com/documentation/uikit/uitextfield/leftview). Kept, not placed:
    /// the field's frame and its caret rectangle (the whole field, what the checks keep
    /// visible) do not depend on it (NoModelledEffect.md).
    @exclusivity(unchecked) public var leftView: UIView?
    /// When ``leftView`` shows (UIKit's `var leftViewMode: UITextField.ViewMode { get set }`,
    /// `.never` by default, https://developer.apple.com/documentation/uikit/uitextfield/leftviewmode).
    @exclusivity(unchecked) public var leftViewMode: ViewMode = .never
    /// The overlay view at the field's right (trailing) side (UIKit's `var rightView: UIView? { get set }`); kept, not placed.
    @exclusivity(unchecked) public var rightView: UIView?
    /// When ``rightView`` shows (UIKit's `var rightViewMode: UITextField.ViewMode { get set }`, `.never` by default).
    @exclusivity(unchecked) public var rightViewMode: ViewMode = .never
    /// Whether the text is cleared when editing begins.
    @exclusivity(unchecked) public var clearsOnBeginEditing = false
    /// The return key's title.
    @exclusivity(unchecked) public var returnKeyType: UIReturnKeyType = .default
    /// Autocorrection.
    @exclusivity(unchecked) public var autocorrectionType: UITextAutocorrectionType = .default
    /// Autocapitalization.
    @exclusivity(unchecked) public var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// What the text means to AutoFill.
    @exclusivity(unchecked) public var textContentType: UITextContentType?
    /// Smart dashes (UIKit's `UITextInputTraits.smartDashesType`; no modelled effect).
    /// Inline predictions (UIKit's `UITextInputTraits.inlinePredictionType`, iOS 17,
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/inlinepredictiontype):
    /// no modelled effect (the predictions are drawn in the text, not above the keyboard).
    @exclusivity(unchecked) public var inlinePredictionType: UITextInlinePredictionType = .default
    @exclusivity(unchecked) public var smartDashesType: UITextSmartDashesType = .default
    /// Smart quotes (UIKit's `UITextInputTraits.smartQuotesType`; no modelled effect).
    @exclusivity(unchecked) public var smartQuotesType: UITextSmartQuotesType = .default
    /// Smart insertion and deletion (UIKit's `UITextInputTraits.smartInsertDeleteType`; no
    /// modelled effect).
    @exclusivity(unchecked) public var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// Spell checking (UIKit's `UITextInputTraits.spellCheckingType`; no modelled effect).
    @exclusivity(unchecked) public var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether the return key is disabled while the text is empty (UIKit's
    /// `UITextInputTraits.enablesReturnKeyAutomatically`; no modelled effect).
    @exclusivity(unchecked) public var enablesReturnKeyAutomatically = false
    /// Whether the field is editing (is first responder).
    public var isEditing: Bool { isFirstResponder }
    /// Whether the field hides its text (a password field).
    @exclusivity(unchecked) public var isSecureTextEntry = false
    /// The kind of keyboard the field asks for. Every kind has the same height in the model
    /// (keyboard-platform.md gives one height per device and orientation).
    @exclusivity(unchecked) public var keyboardType: UIKeyboardType = .default
    /// A view shown above the keyboard while this field is first responder; its height is
    /// part of the keyboard's frame.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    @exclusivity(unchecked) private var storedInputAccessoryView: UIView?
    /// A view shown in place of the system keyboard while this field is first responder (a
    /// date picker, a custom number pad); `nil` shows the keyboard. "Assigning a custom view
    /// to this property causes that view to be presented instead"
    /// (https://developer.apple.com/documentation/uikit/uitextfield/inputview). A change shows
    /// when the field next becomes first responder, or at `reloadInputViews()`.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    @exclusivity(unchecked) private var storedInputView: UIView?
    /// The selection set through `selectedTextRange` (the caret at the end when `nil`).
    @exclusivity(unchecked) var fieldSelection: NSRange?
    /// The preferred height (a rounded-rect field with the 17 pt system font is 34 pt tall).
    public var preferredHeight: CGFloat {
        get { storedPreferredHeight }
        set { storedPreferredHeight = newValue }
    }
    @exclusivity(unchecked) private var storedPreferredHeight: CGFloat = 34

    open override var canBecomeFirstResponder: Bool { !isHidden }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight) }

    /// The whole field.
    open var caretRect: CGRect { bounds }
}

/// The text-field delegate (UIKit's `@MainActor protocol UITextFieldDelegate : NSObjectProtocol`,
/// https://developer.apple.com/documentation/uikit/uitextfielddelegate: a delegate is an
/// `NSObject`). Every method is optional, as in UIKit: the defaults allow everything and do nothing.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether editing may begin: `false` keeps the field from becoming first responder
    /// (https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldbeginediting(_:)).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: called before the keyboard's `willShow`.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end: `false` keeps the field first responder, unless the end is
    /// forced (`endEditing(true)`)
    /// (https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldendediting(_:)).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, with the reason. UIKit calls this form in place of the other when the
    /// delegate implements it (uikit-surface.md §7); its default calls the other.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// The return key was tapped (``World/pressReturnKey()``): whether the field should
    /// process it. A screen resigns the field or focuses the next one here.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// Whether the clear button may clear the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether a typed change may happen (typing is not modelled: never called).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection changed (typing is not modelled: never called).
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}

/// A multi-line text input (UIKit's `UITextView`, a `UIScrollView`): taller than a field, its
/// caret line (the first 36 pt of its content, ``UITextView/caretLineHeight``) is what must
/// stay visible when the whole view cannot.
///
/// Its order differs from a text field's: the keyboard's will-notifications come first, then
/// `textViewDidBeginEditing` and `UITextViewTextDidBeginEditingNotification`
/// (hackiftekhar/IQKeyboardManager#271, surfstudio/iOS-Utils PR #34,
/// danielamitay/DAKeyboardControl#9).
///
/// As in UIKit it is a scroll view: `contentInset`, `verticalScrollIndicatorInsets`,
/// `adjustedContentInset`, `contentOffset` and `scrollRectToVisible(_:animated:)` are the
/// scroll view's, and the checks judge its insets as any scroll view's (an inset larger than
/// what the keyboard covers of it, an inset not restored on hide). Text is not laid out: the
/// content's height follows the text's lines, font and container inset once one of them is set
/// (``textContainerInset``; zero until then, or what the screen sets), and the caret is on
/// the first line whatever `selectedRange` says.
open class UITextView: UIScrollView, TextInput {
    package override var textInput: (any TextInput)? { self }

    /// Posted when the text view begins editing, right after its delegate hears
    /// `textViewDidBeginEditing` (UIKit's `UITextViewTextDidBeginEditingNotification`, imported
    /// into Swift under this name).
    public nonisolated static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when the text view ends editing, right after its delegate hears `textViewDidEndEditing`.
    public nonisolated static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    /// Posted when the user changes the text. Scenarios do not type, so it is never posted
    /// (setting `text` in code posts nothing in UIKit either).
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")

    /// The height of the line holding the caret (17 pt text plus the 8 pt container insets).
    public static let caretLineHeight: CGFloat = 36

    /// The text view's delegate, told about editing as a `UITextViewDelegate` (set through the
    /// scroll view's `delegate`, which it refines, as in UIKit).
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    // `text`, `attributedText`, `font`, `textColor` and `textAlignment` are open, as the SDK
    // declares them (https://developer.apple.com/documentation/uikit/uitextview/text,
    // …/attributedtext, …/font, …/textcolor, …/textalignment): placeholder text views
    // override them to show or hide their placeholder. Their values stay in private storage;
    // layout reads none of them.

    /// The text (UIKit's `var text: String! { get set }`; typing is not modelled: it is what
    /// the screen sets, or the return key's newline).
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue
            storedAttributedText = nil
            textDidChangeSize()
        }
    }
    @exclusivity(unchecked) private var storedText: String! = ""
    /// The styled text (UIKit's `@NSCopying var attributedText: NSAttributedString! { get set }`,
    /// https://developer.apple.com/documentation/uikit/uitextview/attributedtext): setting it sets
    /// ``text`` to its characters, and setting ``text`` replaces it with unstyled text, as in
    /// UIKit; drawing only apart from the characters.
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: storedText ?? "") }
        set {
            storedText = newValue?.string ?? ""
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            textDidChangeSize()
        }
    }
    @exclusivity(unchecked) private var storedAttributedText: NSAttributedString?
    /// The font (it sizes the content: ``textDidChangeSize()``; the view's own height is
    /// ``preferredHeight`` or its constraints').
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue
            textDidChangeSize()
        }
    }
    @exclusivity(unchecked) private var storedFont: UIFont? = .systemFont(ofSize: 17)
    /// The text colour.
    open var textColor: UIColor? {
        get { storedTextColor }
        set { storedTextColor = newValue }
    }
    @exclusivity(unchecked) private var storedTextColor: UIColor? = .label
    /// The text's alignment.
    open var textAlignment: NSTextAlignment {
        get { storedTextAlignment }
        set { storedTextAlignment = newValue }
    }
    @exclusivity(unchecked) private var storedTextAlignment: NSTextAlignment = .natural
    /// The return key's title.
    @exclusivity(unchecked) public var returnKeyType: UIReturnKeyType = .default
    /// Autocorrection.
    @exclusivity(unchecked) public var autocorrectionType: UITextAutocorrectionType = .default
    /// Autocapitalization.
    @exclusivity(unchecked) public var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Smart dashes (UIKit's `UITextInputTraits.smartDashesType`; no modelled effect).
    /// Inline predictions (UIKit's `UITextInputTraits.inlinePredictionType`, iOS 17,
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/inlinepredictiontype):
    /// no modelled effect (the predictions are drawn in the text, not above the keyboard).
    @exclusivity(unchecked) public var inlinePredictionType: UITextInlinePredictionType = .default
    @exclusivity(unchecked) public var smartDashesType: UITextSmartDashesType = .default
    /// Smart quotes (UIKit's `UITextInputTraits.smartQuotesType`; no modelled effect).
    @exclusivity(unchecked) public var smartQuotesType: UITextSmartQuotesType = .default
    /// Smart insertion and deletion (UIKit's `UITextInputTraits.smartInsertDeleteType`; no
    /// modelled effect).
    @exclusivity(unchecked) public var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// Spell checking (UIKit's `UITextInputTraits.spellCheckingType`; no modelled effect).
    @exclusivity(unchecked) public var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether the return key is disabled while the text is empty (UIKit's
    /// `UITextInputTraits.enablesReturnKeyAutomatically`; no modelled effect).
    @exclusivity(unchecked) public var enablesReturnKeyAutomatically = false
    /// The kind of keyboard the text view asks for (one height for every kind, as for a field).
    @exclusivity(unchecked) public var keyboardType: UIKeyboardType = .default
    /// A view shown above the keyboard while this text view is first responder.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    @exclusivity(unchecked) private var storedInputAccessoryView: UIView?
    /// A view shown in place of the system keyboard while this text view is first responder;
    /// `nil` shows the keyboard
    /// (https://developer.apple.com/documentation/uikit/uitextview/inputview). A change shows
    /// when the text view next becomes first responder, or at `reloadInputViews()`.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    @exclusivity(unchecked) private var storedInputView: UIView?
    /// The margins of the text inside the content area; `(8, 0, 8, 0)` by default
    /// (https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset).
    /// The caret line's height already includes the default margins; the model does not
    /// move text with them.
    public var textContainerInset: UIEdgeInsets {
        get { storedTextContainerInset }
        set {
            storedTextContainerInset = newValue
            textDidChangeSize()
        }
    }
    @exclusivity(unchecked) private var storedTextContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    /// Sizes the content to the text: when the text, the font or the container inset is set,
    /// `contentSize` becomes the view's width by the text's height — the container inset's top
    /// and bottom plus one ``UIFont/lineHeight`` of the font (17 pt system when `nil`) a line,
    /// as UIKit's text view sizes its content to its laid-out text inside `textContainerInset`
    /// (https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset: "the
    /// inset of the text container's layout area within the text view's content area"), which
    /// is what a self-sizing chat input reads (Tests/RealBugs 18: `textView.contentSize.height`).
    /// Lines are the text's newline-separated lines, at least one: the model does not wrap
    /// text (NoModelledEffect.md). A text view whose text, font and inset are never set keeps
    /// the content size the screen gives it (zero by default), so the caret-line model is
    /// unchanged for it.
    private func textDidChangeSize() {
        let lines = max(1, (storedText ?? "").split(separator: "\n", omittingEmptySubsequences: false).count)
        let lineHeight = (storedFont ?? .systemFont(ofSize: 17)).lineHeight
        contentSize = CGSize(width: bounds.width,
                             height: storedTextContainerInset.top + storedTextContainerInset.bottom + CGFloat(lines) * lineHeight)
    }
    /// The container the text is laid out in (UIKit's `var textContainer: NSTextContainer { get }`,
    /// https://developer.apple.com/documentation/uikit/uitextview/textcontainer): its settings
    /// are kept; text is not laid out in lines in the model (the caret's line is
    /// ``caretLineHeight`` tall, 5 pt padding at each side).
    public let textContainer: NSTextContainer

    /// A text view laid out in `textContainer`, or in a new container when `nil` (UIKit's
    /// designated `init(frame: CGRect, textContainer: NSTextContainer?)`,
    /// https://developer.apple.com/documentation/uikit/uitextview/init(frame:textcontainer:)):
    /// a subclass overrides it and calls it, as in the SDK, where `init(frame:)` is not
    /// designated for a text view.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer()
        super.init(frame: frame)
    }

    /// A text view with a new text container (`init(frame:textContainer:)` with `nil`).
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// Creates a text view from an Interface Builder file (the storyboard loader's coder).
    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer()
        super.init(coder: coder)
    }
    /// Whether the user may change the text's style (UIKit's `var allowsEditingTextAttributes: Bool`,
    /// `false` by default): typing is not modelled, kept.
    @exclusivity(unchecked) public var allowsEditingTextAttributes = false
    /// Whether Genmoji and other adaptive image glyphs may be inserted (UIKit's
    /// `var supportsAdaptiveImageGlyph: Bool`, iOS 18,
    /// https://developer.apple.com/documentation/uikit/uitextview/supportsadaptiveimageglyph): kept.
    @exclusivity(unchecked) public var supportsAdaptiveImageGlyph = false
    /// Whether the user can edit the text. A text view that is not editable brings up no
    /// keyboard; the model lets it not become first responder at all (its selection is not
    /// modelled).
    @exclusivity(unchecked) public var isEditable = true
    /// Whether the user can select the text (the selection is not modelled).
    @exclusivity(unchecked) public var isSelectable = true
    /// The selected range (the caret when its length is 0). Stored for the screen; the caret
    /// stays on the first line (text metrics are not modelled).
    @exclusivity(unchecked) public var selectedRange = NSRange(location: 0, length: 0)
    /// The preferred height.
    public var preferredHeight: CGFloat {
        get { storedPreferredHeight }
        set { storedPreferredHeight = newValue }
    }
    @exclusivity(unchecked) private var storedPreferredHeight: CGFloat = 120

    open override var canBecomeFirstResponder: Bool { !isHidden && isEditable }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight) }

    /// The first line of the content: the caret's.
    open var caretRect: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width, height: min(bounds.height, UITextView.caretLineHeight))
    }

    /// Scrolls the text view so that `range`'s line shows inside its adjusted insets (the
    /// first line in the model: text metrics are not modelled)
    /// (https://developer.apple.com/documentation/uikit/uitextview/scrollrangetovisible(_:)).
    public func scrollRangeToVisible(_ range: NSRange) {
        scrollRectToVisible(caretRect, animated: false)
    }
}

/// The text-view delegate (UIKit's `UITextViewDelegate`, which refines the scroll view's
/// delegate: it also hears `scrollViewDidScroll(_:)`). Every method is optional.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin: `false` keeps the text view from becoming first responder
    /// (https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewshouldbeginediting(_:)).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began: called after the keyboard's `willShow`.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end: `false` keeps the text view first responder unless the end
    /// is forced (https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewshouldendediting(_:)).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// The text changed (after the return key's newline; other typing is not modelled).
    func textViewDidChange(_ textView: UITextView)
    /// Whether a typed change may happen: asked with `"\n"` when the return key is tapped
    /// (``World/pressReturnKey()``); other typing is not modelled.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textViewDidChange(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
}

/// A button (UIKit's `UIButton`): an interactive element that must stay reachable. A tap
/// (``World/tap(at:)``) sends `.touchUpInside` and `.primaryActionTriggered` to its actions.
open class UIButton: UIControl {
    /// The kind of button (UIKit's `UIButton.ButtonType`; every kind has the same height).
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        /// The standard rounded-rect button (`.system`).
        public static var roundedRect: ButtonType { .system }
    }

    /// The kind of button.
    @exclusivity(unchecked) public private(set) var buttonType: ButtonType = .custom
    /// The configuration (`configuration`, iOS 15).
    @exclusivity(unchecked) var storedConfiguration: UIButton.Configuration?
    @exclusivity(unchecked) private var titles: [UInt: String] = [:]
    @exclusivity(unchecked) private var titleColors: [UInt: UIColor] = [:]

    /// A button of a kind (UIKit's `init(type:)`).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A system button that performs `primaryAction` when tapped (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A button with a frame and a primary action (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    @exclusivity(unchecked) private var images: [UInt: UIImage] = [:]
    @exclusivity(unchecked) private var storedTitleLabel: UILabel?

    /// Sets the title for a state.
    public func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        storedTitleLabel?.text = currentTitle
    }

    /// Sets the image for a state (UIKit's `func setImage(_ image: UIImage?, for state: UIControl.State)`,
    /// https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)). Kept; the
    /// button keeps the model's control height (``preferredHeight``) with or without one.
    public func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
    /// The image for a state, the normal one when that state has none (UIKit's `func image(for state: UIControl.State) -> UIImage?`).
    public func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }
    /// The image shown now (UIKit's `var currentImage: UIImage? { get }`).
    public var currentImage: UIImage? { image(for: state) }
    /// The label that shows the title (UIKit's `var titleLabel: UILabel? { get }`,
    /// https://developer.apple.com/documentation/uikit/uibutton/titlelabel): made on first use,
    /// holding ``currentTitle``; not placed (frame zero) — the button's size is the model's
    /// control height, so the label's font and alignment change nothing (NoModelledEffect.md).
    public var titleLabel: UILabel? {
        if let storedTitleLabel { return storedTitleLabel }
        let label = UILabel(frame: .zero)
        label.text = currentTitle
        storedTitleLabel = label
        return label
    }
    /// The title for a state (the normal one when that state has none).
    public func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
    /// The title shown now.
    public var currentTitle: String? { title(for: state) }
    /// Sets the title's colour for a state.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
    /// The title's colour for a state.
    public func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }

    /// The preferred height (a filled button with the system font is 34 pt tall).
    public var preferredHeight: CGFloat {
        get { storedPreferredHeight }
        set { storedPreferredHeight = newValue }
    }
    @exclusivity(unchecked) private var storedPreferredHeight: CGFloat = 34

    /// The margins around all of the button's content (UIKit's `var contentEdgeInsets: UIEdgeInsets`,
    /// `.zero` by default, deprecated in iOS 15,
    /// https://developer.apple.com/documentation/uikit/uibutton/contentedgeinsets: "The inset or
    /// outset margins for the rectangle surrounding all of the button's content"; "The button
    /// uses this property to determine intrinsicContentSize and sizeThatFits(_:)"). The model's
    /// content is ``preferredHeight`` tall, so the button's intrinsic height is that plus the
    /// top and bottom insets (a negative inset, an outset, makes it shorter, never below zero).
    /// A button with a ``configuration`` ignores it ("This property is ignored when using
    /// UIButtonConfiguration", the iOS 15 SDK's deprecation message).
    public var contentEdgeInsets: UIEdgeInsets {
        get { storedContentEdgeInsets }
        set {
            storedContentEdgeInsets = newValue
            invalidateIntrinsicContentSize()
        }
    }
    @exclusivity(unchecked) private var storedContentEdgeInsets: UIEdgeInsets = .zero

    open override var intrinsicContentSize: CGSize {
        let insets = storedConfiguration == nil ? contentEdgeInsets.top + contentEdgeInsets.bottom : 0
        return CGSize(width: UIView.noIntrinsicMetric, height: max(0, preferredHeight + insets))
    }
}

/// A static label (UIKit's `UILabel`).
open class UILabel: UIView {
    /// The text (for reports).
    @exclusivity(unchecked) public var text: String?
    /// The preferred height (one line of 17 pt text is 20.5 pt tall).
    public var preferredHeight: CGFloat {
        get { storedPreferredHeight }
        set { storedPreferredHeight = newValue }
    }
    @exclusivity(unchecked) private var storedPreferredHeight: CGFloat = 20.5
    /// The most lines the text may take, 0 for as many as it needs (UIKit's
    /// `var numberOfLines: Int`, 1 by default,
    /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines). Kept; text is
    /// not measured, so the label stays ``preferredHeight`` tall whatever it says.
    @exclusivity(unchecked) public var numberOfLines: Int = 1
    /// The text's font (UIKit's `var font: UIFont!`, 17 pt system by default,
    /// https://developer.apple.com/documentation/uikit/uilabel/font). Kept; text is not
    /// measured, so the label's height does not follow it.
    @exclusivity(unchecked) public var font: UIFont! = .systemFont(ofSize: 17)
    /// The text's colour (UIKit's `var textColor: UIColor!`, `.label` by default): drawing only.
    @exclusivity(unchecked) public var textColor: UIColor! = .label
    /// How the text is aligned (UIKit's `var textAlignment: NSTextAlignment { get set }`,
    /// `.natural` by default, https://developer.apple.com/documentation/uikit/uilabel/textalignment):
    /// drawing only (text is not measured or placed within the label).
    @exclusivity(unchecked) public var textAlignment: NSTextAlignment = .natural

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight) }
}

/// The kind of keyboard a text input asks for (UIKit's `UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The return key's title (UIKit's `UIReturnKeyType`; the keyboard's height does not depend on it).
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Autocorrection (UIKit's `UITextAutocorrectionType`).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// Smart dashes (UIKit's `UITextSmartDashesType`, iOS 11).
public enum UITextSmartDashesType: Int, Sendable {
    case `default`, no, yes
}

/// Smart quotes (UIKit's `UITextSmartQuotesType`, iOS 11).
public enum UITextSmartQuotesType: Int, Sendable {
    case `default`, no, yes
}

/// Smart insertion and deletion (UIKit's `UITextSmartInsertDeleteType`, iOS 11).
public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default`, no, yes
}

/// Spell checking (UIKit's `UITextSpellCheckingType`).
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}

/// Autocapitalization (UIKit's `UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// What a text input's content means to AutoFill (UIKit's `UITextContentType`); AutoFill's
/// bar above the keyboard is the predictive bar the scenarios already vary.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
}
