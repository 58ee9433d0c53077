import ClearanceUIKit

/// A UIKit view controller that shows a SwiftUI view (SwiftUI's `UIHostingController`).
///
/// Its view lays `rootView` out in SwiftUI's safe area: the container's and, from iOS 14,
/// the docked keyboard's extent over the hosting view, also when the controller is a child
/// in a UIKit screen (keyboard-platform.md §3.6).
@MainActor @preconcurrency
open class UIHostingController<Content: View>: HostingController {
    let graph: ViewGraph

    /// The view shown; setting it evaluates the new view at the next layout pass.
    public var rootView: Content {
        didSet { graph.invalidate() }
    }

    /// The safe-area regions the controller gives its SwiftUI content (iOS 16.4+; all by
    /// default): "The safe area regions that this view controller adds to its view"
    /// (https://developer.apple.com/documentation/swiftui/uihostingcontroller/safearearegions).
    /// Without `.keyboard` the content does not avoid the keyboard; without `.container`,
    /// it lays out under the bars and the home indicator. Modelled as the root view ignoring
    /// the regions left out, on every edge; the views keep their identity (and the focused
    /// field its focus) when it changes.
    public var safeAreaRegions: SafeAreaRegions = .all {
        didSet {
            graph.invalidate()
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// How the controller tracks its content's size (SwiftUI's
    /// `@MainActor @preconcurrency var sizingOptions: UIHostingControllerSizingOptions { get set }`,
    /// iOS 16: "The default value is the empty set",
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/sizingoptions).
    /// The view reports its content's ideal height as its intrinsic size in every case; empty,
    /// the report is the first layout's until the app calls `invalidateIntrinsicContentSize()`;
    /// `.intrinsicContentSize` keeps it current, `.preferredContentSize` keeps
    /// `preferredContentSize` on it (``Assumption/hostingViewReportsIdealSize``).
    public var sizingOptions: UIHostingControllerSizingOptions = [] {
        didSet {
            tracksIntrinsicSize = sizingOptions.contains(.intrinsicContentSize)
            tracksPreferredSize = sizingOptions.contains(.preferredContentSize)
        }
    }

    /// A controller showing `rootView`.
    public init(rootView: Content) {
        let graph = ViewGraph()
        self.graph = graph
        self.rootView = rootView
        let root = RootReference()
        super.init(render: { [graph] in
            let tree = graph.tree(for: root.view?() ?? EmptyView())
            // The regions the controller does not add are ignored by the root, on every edge,
            // outside the view graph (so the views keep their identity and state).
            let ignored = SafeAreaRegions.all.subtracting(root.regions?() ?? .all)
            return ignored.isEmpty ? tree : tree.adding(.ignoresSafeArea(ignored, .all))
        })
        root.view = { [unowned self] in self.rootView }
        root.regions = { [unowned self] in self.safeAreaRegions }
        graph.host = self
        afterLayout = { [graph] in graph.afterLayout() }
        hasScheduledFocusChange = { [graph] in graph.hasScheduledFocusChange }
    }

    /// When the view leaves the window (dismissed, popped, torn down), its views disappear:
    /// their `onDisappear` actions run ("Adds an action to perform after this view
    /// disappears", https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)).
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        graph.hostDidDisappear()
    }

    /// Interface Builder archives are not modelled: decoding always fails (`nil`).
    public required init?(coder: NSCoder) { return nil }
}

/// The controller's root view, reachable from the render closure made before `self` is.
private final class RootReference {
    var view: (() -> any View)?
    var regions: (() -> SafeAreaRegions)?
}

/// How a hosting controller tracks its content's size (SwiftUI's
/// `struct UIHostingControllerSizingOptions`, iOS 16,
/// https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions).
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// "The hosting controller's view automatically invalidate its intrinsic content size
    /// when its ideal size changes."
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    /// "The hosting controller tracks its content's ideal size in its preferred content size."
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
