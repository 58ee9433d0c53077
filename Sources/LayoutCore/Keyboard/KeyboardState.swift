import Foundation

/// How the keyboard is on screen (keyboard-platform.md §3.2).
public enum KeyboardMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Off screen.
    case hidden
    /// A software keyboard docked at the bottom, full width.
    case docked
    /// A hardware keyboard is attached: only the shortcut bar is on screen; the frame in the
    /// notifications keeps the full keyboard's height and runs below the screen.
    case hardwareBar
    /// The iPad floating keyboard (320×254), anywhere.
    case floating
    /// The undocked iPad keyboard, raised from the bottom.
    case undocked
    /// The split iPad keyboard.
    case split

    /// Whether the user placed the keyboard away from the bottom edge (apps are not expected
    /// to avoid it unless they opt in, as `followsUndockedKeyboard` does).
    public var isUndocked: Bool { self == .floating || self == .undocked || self == .split }
}

/// The keyboard as the system shows it: a mode and a frame in **screen** space.
public struct KeyboardState: Hashable, Sendable, CustomStringConvertible {
    public var mode: KeyboardMode
    /// The keyboard's frame in screen space (`nil` when hidden).
    public var screenFrame: CGRect?
    /// Whether the keyboard belongs to this app (`false`: another app's in Split View).
    public var isLocal: Bool

    public init(mode: KeyboardMode, screenFrame: CGRect?, isLocal: Bool = true) {
        self.mode = mode
        self.screenFrame = screenFrame
        self.isLocal = isLocal
    }

    /// No keyboard.
    public static let hidden = KeyboardState(mode: .hidden, screenFrame: nil)

    /// A docked keyboard of `height` on a screen of `screenSize`: full width, bottom at the
    /// screen's bottom (`maxY == screen height`, keyboard-platform.md §3.2).
    public static func docked(height: CGFloat, screenSize: CGSize, isLocal: Bool = true) -> KeyboardState {
        KeyboardState(mode: .docked, screenFrame: CGRect(x: 0, y: screenSize.height - height, width: screenSize.width, height: height), isLocal: isLocal)
    }

    /// A hardware keyboard's bar: `visibleHeight` on screen, the frame `fullHeight` tall and
    /// mostly below the screen (ionic273: full 313, bar 55).
    public static func hardwareBar(visibleHeight: CGFloat, fullHeight: CGFloat, screenSize: CGSize) -> KeyboardState {
        KeyboardState(mode: .hardwareBar, screenFrame: CGRect(x: 0, y: screenSize.height - visibleHeight, width: screenSize.width, height: fullHeight))
    }

    /// A floating keyboard at `frame` (screen space).
    public static func floating(_ frame: CGRect) -> KeyboardState {
        KeyboardState(mode: .floating, screenFrame: frame)
    }

    /// Whether any part of the keyboard is shown.
    public var isOnScreen: Bool { mode != .hidden && screenFrame != nil }

    public var description: String {
        "\(mode.rawValue)\(screenFrame.map { " \($0.short)" } ?? "")\(isLocal ? "" : " (other app)")"
    }
}
