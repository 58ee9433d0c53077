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
    /// The margin a screen may keep on purpose beyond its padding — a field scrolled into
    /// view with a few points below it (`scrollRectToVisible(rect.insetBy(dx: 0, dy: -8))`),
    /// a bar lifted with a little air — without it counting as a double shift: 8 pt, UIKit's
    /// default layout margin ("For most views, the default layout margins are 8 points on
    /// each side", https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins).
    /// Only an excess no known cause explains is forgiven: the over-lifts users see (the safe
    /// area, 20–34 pt; a bar, 44 pt and more; the keyboard counted twice) are larger and are
    /// reported with their cause whatever their size. (A judgement of the contract, not a
    /// modelled iOS behaviour: no source says how much air an app may keep; the system's own
    /// spacing is the line taken.)
    public static let designMargin: CGFloat = 8

    /// How it scrolls (`.minimal` unless it says otherwise).
    public var scrolling: Scrolling
    /// The gap the strategy aims for above the keyboard: how far above the keyboard's top the
    /// active field may end — or, when it sits in a container that rides on the keyboard (an
    /// input bar, a pinned stack, a SwiftUI `safeAreaInset` bar, inferred from the layout at
    /// rest), that container. The container's own padding around the field is its design and
    /// needs no `padding` here; set it for what cannot be inferred (a field lifted on its own
    /// to a chosen height above the keyboard).
    public var padding: CGFloat
    /// For `.pin`: the names of the views whose bottom may be pinned; the first one on screen
    /// is checked (a chat pins its input bar, a form its scroll view).
    public var pinnedViewNames: [String]
    /// Whether the strategy opts into avoiding floating and undocked keyboards (then they
    /// count as covering the window).
    public var followsUndockedKeyboard: Bool
    /// The names of views that stay where they are while the keyboard shows, behind it — a
    /// bottom tab bar of the app's own, which the keyboard covers as it covers UIKit's
    /// `UITabBar`. One that moves up with the keyboard (in a container SwiftUI's keyboard
    /// region or a keyboard guide lifts) breaks no-double-shift, diagnosed
    /// `rides-the-keyboard`. A promise of the screen's design, as ``pinnedViewNames`` is:
    /// only the app can say which views should not follow the keyboard.
    public var viewsBehindKeyboard: [String]

    /// A contract: how the strategy avoids the keyboard, the gap it aims for, the views it
    /// pins to the keyboard and those that stay behind it.
    public init(mode: Mode, padding: CGFloat = 0, pinnedViewNames: [String] = [], followsUndockedKeyboard: Bool = false,
                scrolling: Scrolling = .minimal, viewsBehindKeyboard: [String] = []) {
        self.mode = mode
        self.scrolling = scrolling
        self.padding = padding
        self.pinnedViewNames = pinnedViewNames
        self.followsUndockedKeyboard = followsUndockedKeyboard
        self.viewsBehindKeyboard = viewsBehindKeyboard
    }

    private enum CodingKeys: String, CodingKey {
        case mode, scrolling, padding, pinnedViewNames, followsUndockedKeyboard, viewsBehindKeyboard
    }

    /// Decodes a contract; one written before ``viewsBehindKeyboard`` existed has none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        mode = try container.decode(Mode.self, forKey: .mode)
        scrolling = try container.decode(Scrolling.self, forKey: .scrolling)
        padding = try container.decode(CGFloat.self, forKey: .padding)
        pinnedViewNames = try container.decode([String].self, forKey: .pinnedViewNames)
        followsUndockedKeyboard = try container.decode(Bool.self, forKey: .followsUndockedKeyboard)
        viewsBehindKeyboard = try container.decodeIfPresent([String].self, forKey: .viewsBehindKeyboard) ?? []
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
