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

    /// A controller showing `rootView`.
    public init(rootView: Content) {
        let graph = ViewGraph()
        self.graph = graph
        self.rootView = rootView
        let root = RootReference()
        super.init(render: { [graph] in graph.tree(for: root.view?() ?? EmptyView()) })
        root.view = { [unowned self] in self.rootView }
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
}
