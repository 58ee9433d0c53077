import LayoutCore

// Swift 2 spellings of UIKit's and Foundation's Objective-C names (the corpus's 2015–2016 files
// 03, 28 and 37 spell them). Swift 3 renamed them (the NS prefix dropped, SE-0086; Objective-C
// names shortened by omit-needless-words and first-argument labels, SE-0005; class properties
// imported as properties), and today's compiler still answers the Swift 2 spelling with an
// error naming the new one, with a fix-it: the Clang importer imports every Objective-C
// declaration under each older name version down to Swift 2 (`ImportNameVersion::swift2()` in
// `forEachOtherImportNameVersion`, swiftlang/swift lib/ClangImporter/ImportName.h) as an
// unavailable stub, `renamed:` the current name and "obsoleted in Swift 3" (`markAsVariant`,
// lib/ClangImporter/ImportDecl.cpp). swiftlang/swift test/ClangImporter/swift2_warnings.swift pins
// the kinds: a type (`NSOperation` → "'NSOperation' has been renamed to 'Operation'"), a method
// whose labels change (`array.indexOfObject(x)` → "'indexOfObject' has been renamed to
// 'index(of:)'", fix-its replacing the base name and inserting `of: `), a property
// (`makingHoney` → `isMakingHoney`). They are declared the same way here, so that such a file
// fails as in Xcode, naming the new spelling. `clearance adapt --apply-renames` applies these
// renames as Xcode's fix-its do; its table (SourceAdapter.sdkRenames) is pinned against the
// declarations below (SDKRenameTests).
//
// A Swift 2 class method that the SDK now declares as a class property (`sharedApplication`,
// `defaultCenter`, NSValue's `CGRectValue`) is a property stub: the Swift 2 call
// `UIApplication.sharedApplication()` first gets the compiler's "cannot call value of
// non-function type" with the fix-it removing `()`, then the rename.

/// `NotificationCenter` before Swift 3 (Foundation's NS prefix, SE-0086).
@available(*, unavailable, renamed: "NotificationCenter")
public typealias NSNotificationCenter = NotificationCenter

/// The keyboard's will-show notification name before Swift 3.
@available(*, unavailable, renamed: "UIResponder.keyboardWillShowNotification")
public let UIKeyboardWillShowNotification: NSNotification.Name = UIResponder.keyboardWillShowNotification
/// The keyboard's did-show notification name before Swift 3.
@available(*, unavailable, renamed: "UIResponder.keyboardDidShowNotification")
public let UIKeyboardDidShowNotification: NSNotification.Name = UIResponder.keyboardDidShowNotification
/// The keyboard's will-hide notification name before Swift 3.
@available(*, unavailable, renamed: "UIResponder.keyboardWillHideNotification")
public let UIKeyboardWillHideNotification: NSNotification.Name = UIResponder.keyboardWillHideNotification
/// The keyboard's did-hide notification name before Swift 3.
@available(*, unavailable, renamed: "UIResponder.keyboardDidHideNotification")
public let UIKeyboardDidHideNotification: NSNotification.Name = UIResponder.keyboardDidHideNotification
/// The keyboard's will-change-frame notification name before Swift 3.
@available(*, unavailable, renamed: "UIResponder.keyboardWillChangeFrameNotification")
public let UIKeyboardWillChangeFrameNotification: NSNotification.Name = UIResponder.keyboardWillChangeFrameNotification
/// The keyboard's did-change-frame notification name before Swift 3.
@available(*, unavailable, renamed: "UIResponder.keyboardDidChangeFrameNotification")
public let UIKeyboardDidChangeFrameNotification: NSNotification.Name = UIResponder.keyboardDidChangeFrameNotification

extension NotificationCenter {
    /// `NotificationCenter.default` before Swift 3 (a class method then, `defaultCenter()`).
    @available(*, unavailable, renamed: "default")
    public static var defaultCenter: NotificationCenter { .default }
}

extension UIApplication {
    /// `UIApplication.shared` before Swift 3 (a class method then, `sharedApplication()`).
    @available(*, unavailable, renamed: "shared")
    public static var sharedApplication: UIApplication { shared }
}

extension NSValue {
    /// `cgRectValue` before Swift 3 (a method then, `CGRectValue()`).
    @available(*, unavailable, renamed: "cgRectValue")
    public var CGRectValue: CGRect { cgRectValue }
    /// `cgPointValue` before Swift 3 (a method then, `CGPointValue()`).
    @available(*, unavailable, renamed: "cgPointValue")
    public var CGPointValue: CGPoint { cgPointValue }
}

extension UITableView {
    /// `register(_:forCellReuseIdentifier:)` before Swift 3.
    @available(*, unavailable, renamed: "register(_:forCellReuseIdentifier:)")
    public func registerClass(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { register(cellClass, forCellReuseIdentifier: identifier) }
    /// `dequeueReusableCell(withIdentifier:)` before Swift 3.
    @available(*, unavailable, renamed: "dequeueReusableCell(withIdentifier:)")
    public func dequeueReusableCellWithIdentifier(_ identifier: String) -> UITableViewCell? { dequeueReusableCell(withIdentifier: identifier) }
    /// `dequeueReusableCell(withIdentifier:for:)` before Swift 3.
    @available(*, unavailable, renamed: "dequeueReusableCell(withIdentifier:for:)")
    public func dequeueReusableCellWithIdentifier(_ identifier: String, forIndexPath indexPath: IndexPath) -> UITableViewCell { dequeueReusableCell(withIdentifier: identifier, for: indexPath) }
    /// `deselectRow(at:animated:)` before Swift 3.
    @available(*, unavailable, renamed: "deselectRow(at:animated:)")
    public func deselectRowAtIndexPath(_ indexPath: IndexPath, animated: Bool) { deselectRow(at: indexPath, animated: animated) }
}

extension NSLayoutXAxisAnchor {
    /// `constraint(equalTo:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(equalTo:)")
    public func constraintEqualToAnchor(_ anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint { constraint(equalTo: anchor) }
    /// `constraint(equalTo:constant:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(equalTo:constant:)")
    public func constraintEqualToAnchor(_ anchor: NSLayoutXAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint { constraint(equalTo: anchor, constant: c) }
    /// `constraint(greaterThanOrEqualTo:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(greaterThanOrEqualTo:)")
    public func constraintGreaterThanOrEqualToAnchor(_ anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint { constraint(greaterThanOrEqualTo: anchor) }
    /// `constraint(greaterThanOrEqualTo:constant:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(greaterThanOrEqualTo:constant:)")
    public func constraintGreaterThanOrEqualToAnchor(_ anchor: NSLayoutXAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint { constraint(greaterThanOrEqualTo: anchor, constant: c) }
    /// `constraint(lessThanOrEqualTo:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(lessThanOrEqualTo:)")
    public func constraintLessThanOrEqualToAnchor(_ anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint { constraint(lessThanOrEqualTo: anchor) }
    /// `constraint(lessThanOrEqualTo:constant:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(lessThanOrEqualTo:constant:)")
    public func constraintLessThanOrEqualToAnchor(_ anchor: NSLayoutXAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint { constraint(lessThanOrEqualTo: anchor, constant: c) }
}

extension NSLayoutYAxisAnchor {
    /// `constraint(equalTo:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(equalTo:)")
    public func constraintEqualToAnchor(_ anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { constraint(equalTo: anchor) }
    /// `constraint(equalTo:constant:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(equalTo:constant:)")
    public func constraintEqualToAnchor(_ anchor: NSLayoutYAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint { constraint(equalTo: anchor, constant: c) }
    /// `constraint(greaterThanOrEqualTo:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(greaterThanOrEqualTo:)")
    public func constraintGreaterThanOrEqualToAnchor(_ anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { constraint(greaterThanOrEqualTo: anchor) }
    /// `constraint(greaterThanOrEqualTo:constant:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(greaterThanOrEqualTo:constant:)")
    public func constraintGreaterThanOrEqualToAnchor(_ anchor: NSLayoutYAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint { constraint(greaterThanOrEqualTo: anchor, constant: c) }
    /// `constraint(lessThanOrEqualTo:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(lessThanOrEqualTo:)")
    public func constraintLessThanOrEqualToAnchor(_ anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { constraint(lessThanOrEqualTo: anchor) }
    /// `constraint(lessThanOrEqualTo:constant:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(lessThanOrEqualTo:constant:)")
    public func constraintLessThanOrEqualToAnchor(_ anchor: NSLayoutYAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint { constraint(lessThanOrEqualTo: anchor, constant: c) }
}

extension NSLayoutDimension {
    /// `constraint(equalToConstant:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(equalToConstant:)")
    public func constraintEqualToConstant(_ c: CGFloat) -> NSLayoutConstraint { constraint(equalToConstant: c) }
    /// `constraint(equalTo:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(equalTo:)")
    public func constraintEqualToAnchor(_ anchor: NSLayoutDimension) -> NSLayoutConstraint { constraint(equalTo: anchor) }
    /// `constraint(equalTo:constant:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(equalTo:constant:)")
    public func constraintEqualToAnchor(_ anchor: NSLayoutDimension, constant c: CGFloat) -> NSLayoutConstraint { constraint(equalTo: anchor, constant: c) }
    /// `constraint(equalTo:multiplier:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(equalTo:multiplier:)")
    public func constraintEqualToAnchor(_ anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { constraint(equalTo: anchor, multiplier: m) }
    /// `constraint(equalTo:multiplier:constant:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(equalTo:multiplier:constant:)")
    public func constraintEqualToAnchor(_ anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { constraint(equalTo: anchor, multiplier: m, constant: c) }
    /// `constraint(greaterThanOrEqualToConstant:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(greaterThanOrEqualToConstant:)")
    public func constraintGreaterThanOrEqualToConstant(_ c: CGFloat) -> NSLayoutConstraint { constraint(greaterThanOrEqualToConstant: c) }
    /// `constraint(greaterThanOrEqualTo:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(greaterThanOrEqualTo:)")
    public func constraintGreaterThanOrEqualToAnchor(_ anchor: NSLayoutDimension) -> NSLayoutConstraint { constraint(greaterThanOrEqualTo: anchor) }
    /// `constraint(greaterThanOrEqualTo:constant:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(greaterThanOrEqualTo:constant:)")
    public func constraintGreaterThanOrEqualToAnchor(_ anchor: NSLayoutDimension, constant c: CGFloat) -> NSLayoutConstraint { constraint(greaterThanOrEqualTo: anchor, constant: c) }
    /// `constraint(greaterThanOrEqualTo:multiplier:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(greaterThanOrEqualTo:multiplier:)")
    public func constraintGreaterThanOrEqualToAnchor(_ anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { constraint(greaterThanOrEqualTo: anchor, multiplier: m) }
    /// `constraint(greaterThanOrEqualTo:multiplier:constant:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(greaterThanOrEqualTo:multiplier:constant:)")
    public func constraintGreaterThanOrEqualToAnchor(_ anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { constraint(greaterThanOrEqualTo: anchor, multiplier: m, constant: c) }
    /// `constraint(lessThanOrEqualToConstant:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(lessThanOrEqualToConstant:)")
    public func constraintLessThanOrEqualToConstant(_ c: CGFloat) -> NSLayoutConstraint { constraint(lessThanOrEqualToConstant: c) }
    /// `constraint(lessThanOrEqualTo:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(lessThanOrEqualTo:)")
    public func constraintLessThanOrEqualToAnchor(_ anchor: NSLayoutDimension) -> NSLayoutConstraint { constraint(lessThanOrEqualTo: anchor) }
    /// `constraint(lessThanOrEqualTo:constant:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(lessThanOrEqualTo:constant:)")
    public func constraintLessThanOrEqualToAnchor(_ anchor: NSLayoutDimension, constant c: CGFloat) -> NSLayoutConstraint { constraint(lessThanOrEqualTo: anchor, constant: c) }
    /// `constraint(lessThanOrEqualTo:multiplier:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(lessThanOrEqualTo:multiplier:)")
    public func constraintLessThanOrEqualToAnchor(_ anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { constraint(lessThanOrEqualTo: anchor, multiplier: m) }
    /// `constraint(lessThanOrEqualTo:multiplier:constant:)` before Swift 3.
    @available(*, unavailable, renamed: "constraint(lessThanOrEqualTo:multiplier:constant:)")
    public func constraintLessThanOrEqualToAnchor(_ anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { constraint(lessThanOrEqualTo: anchor, multiplier: m, constant: c) }
}
