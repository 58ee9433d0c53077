import LayoutCore

// More of what IQKeyboardManager's manager calls (Tests/RealBugs 01 and 37, IQKeyboardManager.swift and
// IQUIView+Hierarchy.swift): the status bar orientation notification's userInfo key, a text input's
// keyboard appearance read through `UITextInput`, and the split view controller it walks up past.
// None moves a view or the keyboard (NoModelledEffect.md).

extension UIApplication {
    /// The key of the new interface orientation in the status bar orientation notifications'
    /// userInfo (UIKit's `nonisolated class let statusBarOrientationUserInfoKey: String`,
    /// deprecated in iOS 13, https://developer.apple.com/documentation/uikit/uiapplication/statusbarorientationuserinfokey;
    /// its C name is `UIApplicationStatusBarOrientationUserInfoKey`). The notifications it keys
    /// are never posted in the model (``willChangeStatusBarOrientationNotification``).
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    public nonisolated static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"
}

extension UITextInputTraits {
    /// The keyboard's look, read through the protocol (UITextInputTraits' `optional var
    /// keyboardAppearance: UIKeyboardAppearance { get set }`,
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardappearance): an
    /// optional requirement read through a protocol value is an optional, as in Swift on iOS — the
    /// text field's or text view's own `keyboardAppearance`, `nil` for another adopter (one that
    /// declares its own is not seen through the protocol here). Read only: Swift does not set an
    /// optional requirement through a protocol value either.
    public var keyboardAppearance: UIKeyboardAppearance? {
        // Typed, so that the class's own (non-optional) property is read, not this one again.
        let own: UIKeyboardAppearance
        if let field = self as? UITextField {
            own = field.keyboardAppearance
        } else if let textView = self as? UITextView {
            own = textView.keyboardAppearance
        } else {
            return nil
        }
        return own
    }
}

/// A container of columns (UIKit's `@MainActor class UISplitViewController : UIViewController`,
/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller). Declared as a type to
/// test against (`parent.isKind(of: UISplitViewController.self)`, `as? UISplitViewController`):
/// its columns are not modelled, so none can be made; test the screens it would show on their own.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// Not available: a split view controller's columns are not modelled.
    @available(*, unavailable, message: "UISplitViewController's columns are not modelled: present the view controllers it would show on their own")
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Not available: a split view controller's columns are not modelled (a storyboard's split
    /// view controller scene is not loaded).
    @available(*, unavailable, message: "UISplitViewController's columns are not modelled: present the view controllers it would show on their own")
    public required init?(coder: NSCoder) { nil }
}
