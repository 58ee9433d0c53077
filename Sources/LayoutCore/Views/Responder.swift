import Foundation

/// The base of everything that can be first responder (UIKit's `UIResponder`), and the home
/// of the keyboard notifications' names and `userInfo` keys, spelled as UIKit spells them.
///
/// Keyboard frames in `userInfo` are `CGRect`s in the **screen's** coordinate space
/// (keyboard-platform.md §3.1): convert them before use.
open class UIResponder {
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change (`CGRect`, screen space).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change (`CGRect`, screen space).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration (`Double`, seconds; 0.25).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve (`Int`; 7, undocumented).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (`Bool`; `false` for another app's keyboard
    /// in Split View).
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    public init() {}

    /// Whether the responder can become first responder.
    open var canBecomeFirstResponder: Bool { false }

    /// The world the responder lives in, if it is on screen.
    open var world: World? { nil }

    /// Whether this is the first responder.
    public var isFirstResponder: Bool {
        guard let world else { return false }
        return world.firstResponder === self
    }

    /// Asks to become first responder; a text input brings up the keyboard.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let world else { return false }
        return world.keyboardSystem.focus(self)
    }

    /// Gives up first responder; the keyboard hides if nothing else needs it.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let world, isFirstResponder else { return false }
        world.keyboardSystem.resign()
        return true
    }
}
