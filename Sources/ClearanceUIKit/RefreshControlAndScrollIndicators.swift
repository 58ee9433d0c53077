import LayoutCore

// A scroll view's refresh control and indicator settings (square/Blueprint's ScrollView sets
// them on every update, Tests/RealBugs 26). None of them moves content or the keyboard in the
// model (NoModelledEffect.md).

/// "A standard control that can initiate the refreshing of a scroll view's contents"
/// (`class UIRefreshControl: UIControl`, https://developer.apple.com/documentation/uikit/uirefreshcontrol).
/// The model never pulls to refresh: a control refreshes only from ``beginRefreshing()`` to
/// ``endRefreshing()``, and is not drawn, so it adds nothing to its scroll view's
/// `adjustedContentInset` (on iOS a refreshing control's does, NoModelledEffect.md).
open class UIRefreshControl: UIControl {
    /// "A Boolean value indicating whether a refresh operation has been triggered and is in
    /// progress" (`var isRefreshing: Bool { get }`,
    /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/isrefreshing).
    public private(set) var isRefreshing = false

    /// The title shown under the spinner (`var attributedTitle: NSAttributedString?`): kept, not drawn.
    public var attributedTitle: NSAttributedString?

    /// A refresh control (`init()`: "initializes a UIRefreshControl with a default height and width").
    public init() { super.init(frame: .zero) }

    /// A refresh control from an archive (`init?(coder:)`): archives are not modelled.
    public required init?(coder: NSCoder) { nil }

    /// "Tells the control that a refresh operation was started programmatically"
    /// (`func beginRefreshing()`, https://developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing()).
    open func beginRefreshing() { isRefreshing = true }

    /// Tells the control that the refresh operation ended (`func endRefreshing()`).
    open func endRefreshing() { isRefreshing = false }
}

nonisolated(unsafe) private var refreshControlKey: UInt8 = 0
nonisolated(unsafe) private var alwaysBounceHorizontalKey: UInt8 = 0
nonisolated(unsafe) private var delaysContentTouchesKey: UInt8 = 0
nonisolated(unsafe) private var showsHorizontalScrollIndicatorKey: UInt8 = 0
nonisolated(unsafe) private var showsVerticalScrollIndicatorKey: UInt8 = 0

extension UIScrollView {
    /// "The refresh control associated with the scroll view"
    /// (`var refreshControl: UIRefreshControl? { get set }`,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol): kept
    /// (strongly, as UIKit's), not drawn.
    public var refreshControl: UIRefreshControl? {
        get { objc_getAssociatedObject(self, &refreshControlKey) as? UIRefreshControl }
        set { objc_setAssociatedObject(self, &refreshControlKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Whether the content bounces horizontally when it fits (`var alwaysBounceHorizontal: Bool`,
    /// `false` by default): kept; the model's scroll views never scroll horizontally.
    public var alwaysBounceHorizontal: Bool {
        get { objc_getAssociatedObject(self, &alwaysBounceHorizontalKey) as? Bool ?? false }
        set { objc_setAssociatedObject(self, &alwaysBounceHorizontalKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Whether touches wait to tell a tap from a scroll (`var delaysContentTouches: Bool`, `true`
    /// by default): kept; the model's taps go straight to the view hit.
    public var delaysContentTouches: Bool {
        get { objc_getAssociatedObject(self, &delaysContentTouchesKey) as? Bool ?? true }
        set { objc_setAssociatedObject(self, &delaysContentTouchesKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Whether the horizontal scroll indicator shows (`var showsHorizontalScrollIndicator: Bool`,
    /// `true` by default): kept; indicators are not drawn.
    public var showsHorizontalScrollIndicator: Bool {
        get { objc_getAssociatedObject(self, &showsHorizontalScrollIndicatorKey) as? Bool ?? true }
        set { objc_setAssociatedObject(self, &showsHorizontalScrollIndicatorKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Whether the vertical scroll indicator shows (`var showsVerticalScrollIndicator: Bool`,
    /// `true` by default): kept; indicators are not drawn.
    public var showsVerticalScrollIndicator: Bool {
        get { objc_getAssociatedObject(self, &showsVerticalScrollIndicatorKey) as? Bool ?? true }
        set { objc_setAssociatedObject(self, &showsVerticalScrollIndicatorKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
