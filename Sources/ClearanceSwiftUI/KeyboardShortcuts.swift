import ClearanceUIKit

// Hardware-keyboard shortcuts and namespaces, as current screens declare them
// (Tests/RealCode/modern-surface.md: `keyboardShortcut` in four of six apps' keyboard
// screens, `@Namespace` with `glassEffectID(_:in:)` in the Liquid Glass ones). The model's
// keyboard has no keys to press: a shortcut is accepted and never fires (no modelled effect);
// a button is still tapped with `World.tap(at:)`.

/// A key a shortcut names (SwiftUI's `struct KeyEquivalent`,
/// https://developer.apple.com/documentation/swiftui/keyequivalent).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's character.
    public let character: Character
    /// SwiftUI's `init(_ character: Character)`.
    public init(_ character: Character) { self.character = character }
    /// A key from a one-character literal (`"a"`).
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    /// Return (U+000D).
    public static let `return` = KeyEquivalent("\u{0D}")
    /// Escape (U+001B).
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (U+0008).
    public static let delete = KeyEquivalent("\u{08}")
    /// Tab (U+0009).
    public static let tab = KeyEquivalent("\u{09}")
    /// Space (U+0020).
    public static let space = KeyEquivalent(" ")
    /// Up arrow (U+F700).
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down arrow (U+F701).
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left arrow (U+F702).
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right arrow (U+F703).
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// The modifier keys a shortcut needs (SwiftUI's `struct EventModifiers: OptionSet`,
/// https://developer.apple.com/documentation/swiftui/eventmodifiers).
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers' bits.
    public let rawValue: Int
    /// Modifiers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A key and its modifiers (SwiftUI's `struct KeyboardShortcut`,
/// https://developer.apple.com/documentation/swiftui/keyboardshortcut).
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public let key: KeyEquivalent
    /// The modifiers.
    public let modifiers: EventModifiers
    /// SwiftUI's `init(_ key: KeyEquivalent, modifiers: EventModifiers = .command)`.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    /// Return with no modifiers: the default button's shortcut.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape with no modifiers: the cancel button's shortcut.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
    /// A hardware-keyboard shortcut for the control (SwiftUI's
    /// `func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View`,
    /// https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:)).
    /// Accepted: no key is ever pressed in the model.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> ModifiedContent<Self, _CosmeticModifier> {
        modifier(_CosmeticModifier())
    }

    /// A hardware-keyboard shortcut for the control (SwiftUI's
    /// `func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View`). Accepted: no key is
    /// ever pressed in the model.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ModifiedContent<Self, _CosmeticModifier> {
        modifier(_CosmeticModifier())
    }

    /// Associates the view's Liquid Glass with `id` in `namespace`, for morphing (SwiftUI's
    /// `nonisolated func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View`,
    /// iOS 26): drawing only, no layout effect.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> ModifiedContent<Self, _CosmeticModifier> {
        modifier(_CosmeticModifier())
    }
}

/// A namespace for matched geometry and glass identities (SwiftUI's
/// `@frozen @propertyWrapper struct Namespace`,
/// https://developer.apple.com/documentation/swiftui/namespace). What it identifies (matched
/// geometry, glass morphing) is drawing in the model: every namespace's ID is the same value.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity (SwiftUI's `Namespace.ID`).
    public struct ID: Hashable, Sendable {}
    /// SwiftUI's `init()`.
    public init() {}
    /// The namespace's identity.
    public var wrappedValue: Namespace.ID { ID() }
}
