import LayoutCore

// The keyboard's appearance trait and Core Animation's clock (Tests/RealBugs 01, IQKeyboardManager:
// `keyboardAppearance` copied onto every text field, `CACurrentMediaTime()` timing its own work).

/// The keyboard's look for a text view (UIKit's `enum UIKeyboardAppearance : Int`, an imported C
/// enum, https://developer.apple.com/documentation/uikit/uikeyboardappearance). Drawing only: the
/// keyboard's frame does not depend on it (NoModelledEffect.md).
public enum UIKeyboardAppearance: Int, Sendable {
    /// The input method's default look (`case default`, "corresponds to the light value",
    /// https://developer.apple.com/documentation/uikit/uikeyboardappearance/default).
    case `default` = 0
    /// A look for a dark interface (`case dark`).
    case dark = 1
    /// A look for a light interface (`case light`).
    case light = 2
    /// A look for an alert panel (`static var alert: UIKeyboardAppearance { get }`,
    /// https://developer.apple.com/documentation/uikit/uikeyboardappearance/alert; the SDK's
    /// `UIKeyboardAppearanceAlert` is `UIKeyboardAppearanceDark`).
    public static var alert: UIKeyboardAppearance { .dark }
}

nonisolated(unsafe) private var keyboardAppearanceKey: UInt8 = 0

extension UITextField {
    /// The keyboard's look for this field (UITextInputTraits' `var keyboardAppearance:
    /// UIKeyboardAppearance { get set }`, `.default` by default,
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardappearance): kept.
    public var keyboardAppearance: UIKeyboardAppearance {
        get { objc_getAssociatedObject(self, &keyboardAppearanceKey) as? UIKeyboardAppearance ?? .default }
        set { objc_setAssociatedObject(self, &keyboardAppearanceKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

extension UITextView {
    /// The keyboard's look for this text view (UITextInputTraits' `var keyboardAppearance:
    /// UIKeyboardAppearance { get set }`, `.default` by default,
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardappearance): kept.
    public var keyboardAppearance: UIKeyboardAppearance {
        get { objc_getAssociatedObject(self, &keyboardAppearanceKey) as? UIKeyboardAppearance ?? .default }
        set { objc_setAssociatedObject(self, &keyboardAppearanceKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// The current media time in seconds (Core Animation's `func CACurrentMediaTime() -> CFTimeInterval`,
/// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime(): on iOS
/// `mach_absolute_time()` in seconds, a clock that only moves forward). Modelled as the running
/// world's virtual clock, so that code timing an animation or a debounce with it sees the time the
/// world's animations and `DispatchQueue.asyncAfter` see, deterministically; 0 outside a world.
public func CACurrentMediaTime() -> CFTimeInterval {
    World.current?.now ?? 0
}
