import LayoutCore

// UIKit's keyboard names before Swift 4.2 (`UIKeyboardFrameEndUserInfoKey`,
// `NSNotification.Name.UIKeyboardWillShow`, `UIViewAnimationOptions`, `UITableViewAutomaticDimension`…;
// the corpus's 2016–2017 files 20, 27, 28 and 40 spell them). Swift 4.2 nested them in their owners, and
// today's SDK keeps the old spellings for code in an older language mode: each is obsoleted in Swift 4.2
// and renamed, so a file using one compiles in the Swift 4 language mode (`-swift-version 4`, an app's
// SWIFT_VERSION = 4.0, as Tests/RealBugs 08 and 18 are built) and does not compile in the Swift 5 or 6
// mode, where the compiler names the new spelling with a fix-it and a note. Xcode 10.1's output for a
// Swift 4.0 pod built in the Swift 4.2 mode (quoted in https://github.com/mapbox/mapbox-navigation-ios/issues/2057):
// "'UITableViewCellStyle' has been renamed to 'UITableViewCell.CellStyle'" with the note
// "/UIKit.UITableViewCellStyle:2:18: 'UITableViewCellStyle' was obsoleted in Swift 4.2" — the two
// diagnostics of `@available(swift, obsoleted: 4.2, renamed: "…")`. They are declared the same way
// here (SwiftRenameModeTests type-checks a file using them in the Swift 4 and 5 modes).
// `clearance adapt --apply-renames` applies these renames as Xcode's fix-its do; its table
// (SourceAdapter.sdkRenames) is pinned against the declarations below (SDKRenameTests).

/// The keyboard's start frame key before Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
public let UIKeyboardFrameBeginUserInfoKey: String = UIResponder.keyboardFrameBeginUserInfoKey
/// The keyboard's end frame key before Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey: String = UIResponder.keyboardFrameEndUserInfoKey
/// The keyboard animation's duration key before Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public let UIKeyboardAnimationDurationUserInfoKey: String = UIResponder.keyboardAnimationDurationUserInfoKey
/// The keyboard animation's curve key before Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
public let UIKeyboardAnimationCurveUserInfoKey: String = UIResponder.keyboardAnimationCurveUserInfoKey
/// The keyboard's is-local key before Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardIsLocalUserInfoKey")
public let UIKeyboardIsLocalUserInfoKey: String = UIResponder.keyboardIsLocalUserInfoKey

/// `UIView.AnimationOptions` before Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions
/// `UIView.AnimationCurve` before Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve
/// `UIEdgeInsets.zero` before Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIEdgeInsets.zero")
public let UIEdgeInsetsZero: UIEdgeInsets = .zero
/// `UITableView.automaticDimension` before Swift 4.2 (the compiler's answer in today's Xcode:
/// "'UITableViewAutomaticDimension' has been renamed to 'UITableView.automaticDimension'",
/// quoted in mukeshthawani/FAQView#37, 2023).
@available(swift, obsoleted: 4.2, renamed: "UITableView.automaticDimension")
public let UITableViewAutomaticDimension: CGFloat = UITableView.automaticDimension

extension NSNotification.Name {
    /// `UIResponder.keyboardWillShowNotification` before Swift 4.2.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillShowNotification")
    public static let UIKeyboardWillShow = UIResponder.keyboardWillShowNotification
    /// `UIResponder.keyboardDidShowNotification` before Swift 4.2.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidShowNotification")
    public static let UIKeyboardDidShow = UIResponder.keyboardDidShowNotification
    /// `UIResponder.keyboardWillHideNotification` before Swift 4.2.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillHideNotification")
    public static let UIKeyboardWillHide = UIResponder.keyboardWillHideNotification
    /// `UIResponder.keyboardDidHideNotification` before Swift 4.2.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidHideNotification")
    public static let UIKeyboardDidHide = UIResponder.keyboardDidHideNotification
    /// `UIResponder.keyboardWillChangeFrameNotification` before Swift 4.2.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillChangeFrameNotification")
    public static let UIKeyboardWillChangeFrame = UIResponder.keyboardWillChangeFrameNotification
    /// `UIResponder.keyboardDidChangeFrameNotification` before Swift 4.2.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidChangeFrameNotification")
    public static let UIKeyboardDidChangeFrame = UIResponder.keyboardDidChangeFrameNotification
}

// The application's lifecycle notifications before Swift 4.2 (Tests/RealBugs 08,
// IHKeyboardAvoiding: `NSNotification.Name.UIApplicationDidEnterBackground`), which Swift 4.2
// nested in UIApplication (https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification).
extension NSNotification.Name {
    /// `UIApplication.didEnterBackgroundNotification` before Swift 4.2.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didEnterBackgroundNotification")
    public static let UIApplicationDidEnterBackground = UIApplication.didEnterBackgroundNotification
    /// `UIApplication.willEnterForegroundNotification` before Swift 4.2.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willEnterForegroundNotification")
    public static let UIApplicationWillEnterForeground = UIApplication.willEnterForegroundNotification
    /// `UIApplication.didBecomeActiveNotification` before Swift 4.2.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didBecomeActiveNotification")
    public static let UIApplicationDidBecomeActive = UIApplication.didBecomeActiveNotification
    /// `UIApplication.willResignActiveNotification` before Swift 4.2.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willResignActiveNotification")
    public static let UIApplicationWillResignActive = UIApplication.willResignActiveNotification
}

// Auto Layout's names before Swift 4.2 (Tests/RealBugs 10, ALTextInputBar:
// `UIViewNoIntrinsicMetric`, `NSLayoutAttribute.height`), nested in Swift 4.2
// (https://developer.apple.com/documentation/uikit/uiview/nointrinsicmetric,
// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute).

/// `UIView.noIntrinsicMetric` before Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIView.noIntrinsicMetric")
public let UIViewNoIntrinsicMetric: CGFloat = UIView.noIntrinsicMetric
/// `NSLayoutConstraint.Attribute` before Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
/// `NSLayoutConstraint.Relation` before Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation

// Foundation's attributed-string key and UIKit's control state (Tests/RealBugs 18,
// MessageViewController's MessageAutocompleteController.swift and MessageView.swift, Swift 4.0:
// `[NSAttributedStringKey: Any]`, `UIControlState`), nested in Swift 4.2
// (https://developer.apple.com/documentation/foundation/nsattributedstring/key,
// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct): the compiler
// says "'NSAttributedStringKey' has been renamed to 'NSAttributedString.Key'".

/// `NSAttributedString.Key` before Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key
/// `UIControl.State` before Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

// The interface orientation's tests before Swift 4.2, as the Swift overlay declared them
// (swiftlang/swift stdlib/public/Darwin/UIKit/UIKit.swift: `@available(swift, obsoleted: 4.2,
// renamed: "getter:UIInterfaceOrientation.isPortrait(self:)")`): usable in the Swift 4 mode,
// unavailable in Swift 5 and 6, with the property named in the message. `--apply-renames` does not rewrite a call into a
// property read, so a file that calls them does not compile, as in Xcode.

/// `UIInterfaceOrientation.isPortrait` before Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "getter:UIInterfaceOrientation.isPortrait(self:)")
public func UIInterfaceOrientationIsPortrait(_ orientation: UIInterfaceOrientation) -> Bool { orientation.isPortrait }
/// `UIInterfaceOrientation.isLandscape` before Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "getter:UIInterfaceOrientation.isLandscape(self:)")
public func UIInterfaceOrientationIsLandscape(_ orientation: UIInterfaceOrientation) -> Bool { orientation.isLandscape }
/// `UIDeviceOrientation.isPortrait` before Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "getter:UIDeviceOrientation.isPortrait(self:)")
public func UIDeviceOrientationIsPortrait(_ orientation: UIDeviceOrientation) -> Bool { orientation.isPortrait }
/// `UIDeviceOrientation.isLandscape` before Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "getter:UIDeviceOrientation.isLandscape(self:)")
public func UIDeviceOrientationIsLandscape(_ orientation: UIDeviceOrientation) -> Bool { orientation.isLandscape }
