import Foundation

/// A hardware-keyboard shortcut a responder offers (UIKit's `class UIKeyCommand`,
/// https://developer.apple.com/documentation/uikit/uikeycommand; a `UICommand` in the SDK, an
/// `NSObject` here, as the model has no menus). A responder lists them in
/// ``UIResponder/keyCommands``. The model presses no hardware key, so no key command is ever
/// performed (NoModelledEffect.md); its values are kept.
@preconcurrency @MainActor
open class UIKeyCommand: NSObject {
    /// The key's characters (`var input: String? { get }`).
    public let input: String?
    /// The modifier keys held (`var modifierFlags: UIKeyModifierFlags { get }`).
    public let modifierFlags: UIKeyModifierFlags
    /// The action sent (`var action: Selector? { get }`).
    public let action: Selector?
    /// A title shown in the shortcut list (`var title: String`).
    public var title: String = ""
    /// Whether the command is offered even when a text input would use the keys
    /// (`var wantsPriorityOverSystemBehavior: Bool`, iOS 15).
    public var wantsPriorityOverSystemBehavior = false

    /// A key command (UIKit's `convenience init(input: String, modifierFlags: UIKeyModifierFlags,
    /// action: Selector)`, https://developer.apple.com/documentation/uikit/uikeycommand/init(input:modifierflags:action:)).
    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        super.init()
    }
}
