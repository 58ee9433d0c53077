import ClearanceUIKit

/// What a strategy promises about where it puts things (the design's §9 contract), so
/// that "shifted too far" has a precise meaning.
public struct AvoidanceContract: Hashable, Sendable, Codable {
    /// How the strategy avoids the keyboard.
    public enum Mode: String, Hashable, Sendable, Codable {
        /// Move the active field just clear of the keyboard (scrolling or shifting).
        case minimalLift
        /// Move a container's bottom to the keyboard's top.
        case pin
    }

    /// How the strategy scrolls a field into view, when it scrolls.
    public enum Scrolling: String, Hashable, Sendable, Codable {
        /// Just enough to show the field plus the padding (`scrollRectToVisible`'s rule):
        /// scrolling further is an over-scroll, checked by no-double-shift.
        case minimal
        /// It centres the field (TPKeyboardAvoiding), or leaves scrolling to the platform
        /// (UITableViewController, SwiftUI): how far it scrolls is not part of the contract.
        case unspecified
    }

    public var mode: Mode
    /// How it scrolls (`.minimal` unless it says otherwise).
    public var scrolling: Scrolling
    /// The gap the strategy aims for above the keyboard.
    public var padding: CGFloat
    /// For `.pin`: the names of the views whose bottom may be pinned; the first one on screen
    /// is checked (a chat pins its input bar, a form its scroll view).
    public var pinnedViewNames: [String]
    /// Whether the strategy opts into avoiding floating and undocked keyboards (then they
    /// count as covering the window).
    public var followsUndockedKeyboard: Bool

    public init(mode: Mode, padding: CGFloat = 0, pinnedViewNames: [String] = [], followsUndockedKeyboard: Bool = false,
                scrolling: Scrolling = .minimal) {
        self.mode = mode
        self.scrolling = scrolling
        self.padding = padding
        self.pinnedViewNames = pinnedViewNames
        self.followsUndockedKeyboard = followsUndockedKeyboard
    }
}

/// A keyboard-avoidance strategy: what an app does to keep its fields above the keyboard.
///
/// A strategy builds the screen for a ``GeneratedForm`` the way a view controller's `viewDidLoad`
/// would (views, constraints, observers) and reacts to the keyboard through the layout
/// core's UIKit-shaped API. It names its source, the iOS versions and form containers it
/// targets, and its ``AvoidanceContract``. Strategies written outside this package conform
/// the same way and are checked with `Clearance.check(strategy:config:)`.
public protocol AvoidanceStrategy: Sendable {
    /// A stable identifier (`naive-inset-on-show`): part of the interface, used in corpus
    /// paths and on the command line.
    var id: String { get }
    /// A one-line description.
    var summary: String { get }
    /// Where the code comes from.
    var source: String { get }
    /// The iOS versions it targets.
    var iOSVersions: ClosedRange<Int> { get }
    /// The form containers it applies to (the first is its usual one).
    var containers: [GeneratedForm.Container] { get }
    /// What it promises.
    var contract: AvoidanceContract { get }
    /// Builds the screen (called while the world runs, so UIKit-shaped statics work).
    func makeScreen(for form: GeneratedForm) -> UIViewController
}
