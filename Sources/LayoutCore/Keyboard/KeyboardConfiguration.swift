import Foundation

/// The keyboard the user has: which one, its options, and where it sits.
public struct KeyboardConfiguration: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Which keyboard.
    public enum Kind: Hashable, Sendable, Codable {
        /// The system letters keyboard.
        case standard
        /// The emoji keyboard.
        case emoji
        /// A third-party keyboard of a given portrait height (KeyboardKit #971 reports 347,
        /// 364 and 575 pt on iOS 26); in landscape it keeps the system keyboard's proportion.
        case thirdParty(height: CGFloat)
    }

    /// Where the software keyboard sits (iPad only for everything but `.docked`).
    public enum Placement: Hashable, Sendable, Codable {
        case docked
        /// The floating keyboard with its frame's origin (screen space, clamped on screen and
        /// off its bottom: ``ModelNumber/floatingKeyboardBottomMargin``).
        case floating(x: CGFloat, y: CGFloat)
        /// Undocked and raised by `lift` points.
        case undocked(lift: CGFloat)
        /// Split in two halves.
        case split
    }

    public var kind: Kind
    /// Whether the predictive (QuickType) bar shows (always on iPad).
    public var predictive: Bool
    /// The height of the first responder's input accessory view (0: none; 44 typical).
    public var accessoryHeight: CGFloat
    public var placement: Placement

    public init(kind: Kind = .standard, predictive: Bool = true, accessoryHeight: CGFloat = 0, placement: Placement = .docked) {
        self.kind = kind
        self.predictive = predictive
        self.accessoryHeight = accessoryHeight
        self.placement = placement
    }

    /// The default keyboard: letters, predictive bar, docked.
    public static let standard = KeyboardConfiguration()

    public var description: String {
        var parts: [String] = []
        switch kind {
        case .standard: parts.append("letters")
        case .emoji: parts.append("emoji")
        case let .thirdParty(h): parts.append("third-party \(fmt(h)) pt")
        }
        parts.append(predictive ? "predictive" : "no predictive bar")
        if accessoryHeight > 0 { parts.append("accessory \(fmt(accessoryHeight)) pt") }
        switch placement {
        case .docked: parts.append("docked")
        case let .floating(x, y): parts.append("floating at (\(fmt(x)), \(fmt(y)))")
        case let .undocked(lift): parts.append("undocked, raised \(fmt(lift)) pt")
        case .split: parts.append("split")
        }
        return parts.joined(separator: ", ")
    }
}

extension KeyboardConfiguration {
    /// The iPad floating keyboard's size (`cantoboard`, device-geometry.md §6).
    public static let floatingSize = CGSize(width: 320, height: 254)
    /// The iPad hardware keyboard's shortcut bar (`ionic273`).
    public static let hardwareBarHeight: CGFloat = 55
}
