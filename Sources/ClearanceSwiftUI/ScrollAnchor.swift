import ClearanceUIKit

// `defaultScrollAnchor(_:)` (iOS 17): which part of a scroll view's content shows first, and
// what it keeps in view when its content or its own size changes.
//
// Apple: the modifier "associates an anchor to control which part of the scroll view's content
// should be rendered by default … both which part of the scroll view's content should be
// visible initially and how the scroll view handles content size changes"; `.bottom` "to have
// the scroll view start at the bottom of its content when scrollable in the vertical axis"
// (https://developer.apple.com/documentation/swiftui/view/defaultscrollanchor(_:)). By default
// the system uses the point for "where the scroll view should initially be scrolled", "how the
// scroll view should handle content size or container size changes" and "how the scroll view
// should align content smaller than its container size"
// (https://developer.apple.com/documentation/swiftui/scrollanchorrole,
// https://developer.apple.com/documentation/swiftui/view/defaultscrollanchor(_:for:)).
// Measured for the size-change role with `.bottom`: a scroll view showing its last element
// keeps showing it when it changes size; one scrolled elsewhere keeps its top
// (https://zenn.dev/samekard_dev/articles/9a6981930c8cc0, Xcode 16). The keyboard's safe area
// shrinking a chat's scroll view is such a container size change.
//
// Modelled: the initial offset (the anchor's point of the scroll range) and, for a bottom
// anchor, the size changes (a scroll view at the end of its range stays there when its height
// or its content's changes). Not modelled: the alignment of content shorter than the scroll
// view (it stays at the top), and horizontal anchors (the model scrolls vertically).

extension View {
    /// Which part of the scroll views' content in this view shows first, and — for
    /// `.bottom` — that a scroll view scrolled to the end of its content stays there when
    /// its content or its own height changes, as a keyboard shrinking it does (SwiftUI's
    /// `defaultScrollAnchor(_:)`, iOS 17; `nil`: the default, the top). An environment
    /// value, as `scrollDismissesKeyboard` is: it reaches the outermost scroll views in this
    /// view, not the scroll views inside their content.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.defaultScrollAnchor = anchor })
    }
}

extension EnvironmentValues {
    private enum DefaultScrollAnchorKey: EnvironmentKey {
        static var defaultValue: UnitPoint? { nil }
    }

    /// The anchor `defaultScrollAnchor(_:)` set for the scroll views below (`nil`: none).
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

extension SwiftUIView {
    /// A scroll view node with the anchor its environment sets, registered with the graph
    /// so the anchor is kept after every layout pass (`nil` anchor: unchanged).
    func anchoringScroll(_ context: RenderContext) -> SwiftUIView {
        guard let anchor = context.environment.defaultScrollAnchor else { return self }
        let tag = context.graph.nodeKey(for: context.path + "@scrollAnchor")
        context.graph.registerScrollAnchor(tag: tag, anchor: anchor)
        return adding(.tag(tag))
    }
}

/// What a scroll view with an anchor looked like after the last layout pass.
struct ScrollAnchorState {
    var boundsHeight: CGFloat
    var contentHeight: CGFloat
    /// Whether it was scrolled to the end of its range (its last element showing).
    var atEnd: Bool
}

extension ViewGraph {
    /// Keeps every anchored scroll view where its anchor puts it, once the pass placed the
    /// views: the anchor's point of the scroll range the first time the scroll view has a
    /// size; after that, with a bottom anchor, the end of the range again when its height or
    /// its content's changed while it was at the end. A scroll view the user scrolled away
    /// from the end keeps its offset (its top), as SwiftUI's does.
    func keepScrollAnchors(_ anchors: [(tag: String, anchor: UnitPoint)], in host: HostingController) {
        var kept: [String: ScrollAnchorState] = [:]
        for (tag, anchor) in anchors {
            guard kept[tag] == nil, let scroll = host.taggedView(tag) as? UIScrollView, scroll.bounds.height > 0 else { continue }
            let limits = scroll.offsetLimitsY(adjustedInset: scroll.adjustedContentInset)
            let boundsHeight = scroll.bounds.height, contentHeight = scroll.contentSize.height
            var target: CGFloat?
            if let before = scrollAnchorStates[tag] {
                let resized = abs(before.boundsHeight - boundsHeight) > 0.5 || abs(before.contentHeight - contentHeight) > 0.5
                if resized, before.atEnd, anchor.y >= 1 { target = limits.maximum }
            } else {
                target = limits.minimum + anchor.y * max(0, limits.maximum - limits.minimum)
            }
            if let target, abs(scroll.contentOffset.y - target) > 0.5 {
                scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: target)
            }
            kept[tag] = ScrollAnchorState(boundsHeight: boundsHeight, contentHeight: contentHeight,
                                          atEnd: scroll.contentOffset.y >= limits.maximum - 0.5)
        }
        scrollAnchorStates = kept
    }
}
