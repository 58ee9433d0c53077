import LayoutCore

// UIKit's keyboard names before Swift 4.2 (`UIKeyboardFrameEndUserInfoKey`,
// `NSNotification.Name.UIKeyboardWillShow`, `UIViewAnimationOptions`, `UITableViewAutomaticDimension`…;
// the corpus's 2016–2017 files 20, 27, 28 and 40 spell them). Swift 4.2 nested them in their owners, and on today's SDK the
// old spellings are unavailable and renamed: a file using one does not compile in the Swift 5 or
// 6 language mode, and the compiler names the new spelling with a fix-it ("'UIKeyboardFrameEndUserInfoKey'
// has been renamed to 'UIResponder.keyboardFrameEndUserInfoKey'"). They are declared the same way
// here, so that such a file fails as it does in Xcode, with the same message.
// `clearance adapt --apply-renames` applies these renames as Xcode's fix-its do; its table
// (SourceAdapter.sdkRenames) is pinned against the declarations below (SDKRenameTests).

/// The keyboard's start frame key before Swift 4.2.
@available(*, unavailable, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
public let UIKeyboardFrameBeginUserInfoKey: String = UIResponder.keyboardFrameBeginUserInfoKey
/// The keyboard's end frame key before Swift 4.2.
@available(*, unavailable, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey: String = UIResponder.keyboardFrameEndUserInfoKey
/// The keyboard animation's duration key before Swift 4.2.
@available(*, unavailable, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public let UIKeyboardAnimationDurationUserInfoKey: String = UIResponder.keyboardAnimationDurationUserInfoKey
/// The keyboard animation's curve key before Swift 4.2.
@available(*, unavailable, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
public let UIKeyboardAnimationCurveUserInfoKey: String = UIResponder.keyboardAnimationCurveUserInfoKey
/// The keyboard's is-local key before Swift 4.2.
@available(*, unavailable, renamed: "UIResponder.keyboardIsLocalUserInfoKey")
public let UIKeyboardIsLocalUserInfoKey: String = UIResponder.keyboardIsLocalUserInfoKey

/// `UIView.AnimationOptions` before Swift 4.2.
@available(*, unavailable, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions
/// `UIView.AnimationCurve` before Swift 4.2.
@available(*, unavailable, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve
/// `UIEdgeInsets.zero` before Swift 4.2.
@available(*, unavailable, renamed: "UIEdgeInsets.zero")
public let UIEdgeInsetsZero: UIEdgeInsets = .zero
/// `UITableView.automaticDimension` before Swift 4.2 (the compiler's answer in today's Xcode:
/// "'UITableViewAutomaticDimension' has been renamed to 'UITableView.automaticDimension'",
/// quoted in mukeshthawani/FAQView#37, 2023).
@available(*, unavailable, renamed: "UITableView.automaticDimension")
public let UITableViewAutomaticDimension: CGFloat = UITableView.automaticDimension

extension NSNotification.Name {
    /// `UIResponder.keyboardWillShowNotification` before Swift 4.2.
    @available(*, unavailable, renamed: "UIResponder.keyboardWillShowNotification")
    public static let UIKeyboardWillShow = UIResponder.keyboardWillShowNotification
    /// `UIResponder.keyboardDidShowNotification` before Swift 4.2.
    @available(*, unavailable, renamed: "UIResponder.keyboardDidShowNotification")
    public static let UIKeyboardDidShow = UIResponder.keyboardDidShowNotification
    /// `UIResponder.keyboardWillHideNotification` before Swift 4.2.
    @available(*, unavailable, renamed: "UIResponder.keyboardWillHideNotification")
    public static let UIKeyboardWillHide = UIResponder.keyboardWillHideNotification
    /// `UIResponder.keyboardDidHideNotification` before Swift 4.2.
    @available(*, unavailable, renamed: "UIResponder.keyboardDidHideNotification")
    public static let UIKeyboardDidHide = UIResponder.keyboardDidHideNotification
    /// `UIResponder.keyboardWillChangeFrameNotification` before Swift 4.2.
    @available(*, unavailable, renamed: "UIResponder.keyboardWillChangeFrameNotification")
    public static let UIKeyboardWillChangeFrame = UIResponder.keyboardWillChangeFrameNotification
    /// `UIResponder.keyboardDidChangeFrameNotification` before Swift 4.2.
    @available(*, unavailable, renamed: "UIResponder.keyboardDidChangeFrameNotification")
    public static let UIKeyboardDidChangeFrame = UIResponder.keyboardDidChangeFrameNotification
}
