import Foundation

/// The invariants checked after every settled event (the design's §9). Ids are part of the
/// interface (corpus paths, `--invariant`).
public enum InvariantID: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// While the keyboard is shown, the active field (or, when taller than the free band, its
    /// caret line) is inside the window, below the top safe area and bars, not clipped by a
    /// scroll view, and clear of the keyboard.
    case fieldVisible = "field-visible"
    /// Nothing is lifted by more than the keyboard covers plus the strategy's padding; a lifted
    /// field or a pinned container ends no more than the padding above the keyboard; no scroll
    /// view is inset by more than the keyboard covers of it (or its reference inset) plus the
    /// padding; an identical repeated notification changes nothing.
    case noDoubleShift = "no-double-shift"
    /// Every view inside the safe area in the reference layout stays reachable, and nothing
    /// outside a scroll view is pushed above the window's top safe area.
    case nothingOffscreen = "nothing-offscreen"
    /// When the keyboard is hidden again, frames, insets and constraint constants equal the
    /// reference layout's, and scroll offsets are within their valid range.
    case hideRestores = "hide-restores"
    /// While the keyboard shows, every interactive element can be scrolled or is already
    /// into the part of the window the keyboard leaves free.
    case reachable = "reachable"
    /// Along the keyboard's animation, the active field is covered for at most one frame
    /// (1/60 s).
    case movesWithKeyboard = "moves-with-keyboard"
    /// No constraint had to be broken.
    case constraintsSatisfiable = "constraints-satisfiable"
    /// No observer the screen registered is left after it is torn down.
    case noObserverLeak = "no-observer-leak"
    /// Every layout settles within a bounded number of passes, and deferred work settles.
    case noLayoutLoop = "no-layout-loop"
    /// Every frame, offset and inset stays finite.
    case finiteGeometry = "finite-geometry"

    /// The four core invariants.
    public static let core: [InvariantID] = [.fieldVisible, .noDoubleShift, .nothingOffscreen, .hideRestores]

    public var description: String { rawValue }
}

/// A known cause that a violation's numbers point to (the design's §9 diagnoses).
public enum Diagnosis: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    case safeAreaCountedTwice = "safe-area-counted-twice"
    case shiftedTwice = "shifted-twice"
    case keyboardFrameHeightUsed = "keyboard-frame-height-used"
    case coordinatesMixed = "coordinates-mixed"
    case notRestoredAfterRotation = "not-restored-after-rotation"
    case tabBarIgnored = "tab-bar-ignored"

    /// The explanation in domain words.
    public var explanation: String {
        switch self {
        case .safeAreaCountedTwice:
            return "safe area counted twice: the excess equals the bottom safe area, which UIKit already adds (adjustedContentInset, safe-area guides)"
        case .shiftedTwice:
            return "shifted twice: two mechanisms each moved the content by about the keyboard's height"
        case .keyboardFrameHeightUsed:
            return "keyboard frame height used instead of its on-screen overlap (hardware-keyboard bar or floating keyboard)"
        case .coordinatesMixed:
            return "screen and window coordinates mixed: the keyboard's screen-space frame was used as if in the window, which is not at the screen's origin"
        case .notRestoredAfterRotation:
            return "not restored after rotation: state saved before a rotation was put back in the new orientation"
        case .tabBarIgnored:
            return "tab bar ignored: the numbers are off by the tab bar's height"
        }
    }

    public var description: String { rawValue }
}

/// An invariant that did not hold: where, why, with the numbers and a diagnosis when the
/// numbers match a known cause.
public struct Violation: Hashable, Sendable, Codable, CustomStringConvertible {
    public var invariant: InvariantID
    /// The index of the event after which it was seen (`-1`: when the screen appeared).
    public var eventIndex: Int
    /// What went wrong, in a sentence.
    public var message: String
    /// The view concerned, if any.
    public var viewName: String?
    /// The numbers, in a stable order (`covered`, `excess`, `gap`, `limit`, …).
    public var numbers: [Number]
    /// Rectangles that matter (window space), in a stable order.
    public var rects: [NamedRect]
    public var diagnosis: Diagnosis?

    public struct Number: Hashable, Sendable, Codable {
        public var name: String
        public var value: Double
    }

    public struct NamedRect: Hashable, Sendable, Codable {
        public var name: String
        public var x: Double, y: Double, width: Double, height: Double
        public var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
        init(_ name: String, _ rect: CGRect) {
            self.name = name
            x = Double(rect.minX); y = Double(rect.minY); width = Double(rect.width); height = Double(rect.height)
        }
    }

    init(_ invariant: InvariantID, event: Int, _ message: String, view: String? = nil,
         numbers: [(String, CGFloat)] = [], rects: [(String, CGRect)] = []) {
        self.invariant = invariant
        eventIndex = event
        self.message = message
        viewName = view
        self.numbers = numbers.map { Number(name: $0.0, value: Double(($0.1 * 100).rounded() / 100)) }
        self.rects = rects.map { NamedRect($0.0, $0.1) }
    }

    /// A number by name.
    public func number(_ name: String) -> CGFloat? {
        numbers.first { $0.name == name }.map { CGFloat($0.value) }
    }

    /// Where it happened, in words.
    public var when: String {
        eventIndex < 0 ? "when the screen appeared" : "after event \(eventIndex + 1)"
    }

    public var description: String {
        var text = "\(invariant) \(when): \(message)"
        if !numbers.isEmpty { text += " [" + numbers.map { "\($0.name) \(fmt(CGFloat($0.value)))" }.joined(separator: ", ") + "]" }
        if let diagnosis { text += " — \(diagnosis.explanation)" }
        return text
    }
}
