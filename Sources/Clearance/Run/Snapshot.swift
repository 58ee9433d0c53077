import Foundation

/// The settled state of a world, as the invariants look at it.
struct Snapshot: Codable {
    struct ViewRecord: Codable {
        let id: Int
        let name: String
        /// The id of its superview (`nil` for the window's own subviews).
        let parentID: Int?
        /// Where the view is drawn in window space (model values).
        let frame: CGRect
        /// Where it is in window space with every scroll position at zero: moves of the view
        /// itself (frames, transforms, SwiftUI offsets), not scrolling.
        let unscrolled: CGRect
        /// How far transforms (its own and its superviews', a SwiftUI `.offset`) move it down,
        /// in points: the part of `unscrolled`'s position that is not its layout's.
        let translation: CGFloat
        let isTextInput: Bool
        let isInteractive: Bool
        let isScrollView: Bool
        let isBar: Bool
        /// Whether it holds no subviews (content rather than a container; a SwiftUI
        /// `Spacer` is neither: it shows nothing).
        let isLeaf: Bool
        /// Whether SwiftUI made it taller than its parent proposed (a stack whose fixed parts
        /// do not fit the room, centred on it and past both its ends).
        let overflows: Bool
        /// The id of the nearest scroll view it scrolls in (`nil`: not in a scroll view).
        let scrollAncestor: Int?
        /// Its rectangle in that scroll view's content coordinates.
        let inScroll: CGRect
        /// The window-space rectangle of the innermost scroll view that clips it (`nil`: in
        /// no scroll view). (One rectangle, not the chain: nothing reads the outer ones, and
        /// a record without an array copies without reference counting.)
        let clip: CGRect?
    }

    struct ScrollRecord: Codable {
        let id: Int
        let name: String
        let frame: CGRect
        let contentInset: UIEdgeInsets
        let adjustedInset: UIEdgeInsets
        let indicatorInsets: UIEdgeInsets
        let offset: CGFloat
        let minOffset: CGFloat
        let maxOffset: CGFloat
        let boundsHeight: CGFloat
        /// Whether its content is drawn upside down (a list flipped with
        /// `transform = CGAffineTransform(scaleX: 1, y: -1)`): its content's top is drawn at
        /// its bottom edge.
        var drawsFlipped = false
    }

    let orientation: InterfaceOrientation
    let views: [ViewRecord]
    /// Index in `views` by view id (−1: none). A world numbers its views 1, 2, 3… (the window
    /// 0), so a dense table finds a record without hashing; a later record with the same id
    /// wins, as a dictionary's assignment would.
    private let indexByID: [Int32]
    let scrolls: [ScrollRecord]
    /// Index in `scrolls` by view id (−1: none).
    private let scrollIndexByID: [Int32]
    let constants: [CGFloat]
    let windowBounds: CGRect
    let windowSafe: UIEdgeInsets
    /// The top of the app's content area: the root controller's safe-area top (bars
    /// included), in window space.
    let contentTop: CGFloat
    /// The bottom of the app's content area (bottom bars and home indicator excluded).
    let contentBottom: CGFloat
    let rootSafeBottom: CGFloat
    /// Where the presentation container (full screen, or a sheet the system may lift) is.
    let containerOrigin: CGPoint
    /// The keyboard's frame in screen space (`nil` when hidden).
    let keyboardFrame: CGRect?
    /// The presented screen's root view in window space (the window's bounds before one is
    /// shown): what a lift of the screen's content is measured against.
    let rootFrame: CGRect

    func view(_ id: Int) -> ViewRecord? {
        guard id >= 0, id < indexByID.count, indexByID[id] >= 0 else { return nil }
        return views[Int(indexByID[id])]
    }

    func scroll(_ id: Int) -> ScrollRecord? {
        scrollIndex(id).map { scrolls[$0] }
    }

    /// The index in `scrolls` of the scroll view with this id (for reading a few of its fields
    /// without copying its record).
    func scrollIndex(_ id: Int) -> Int? {
        guard id >= 0, id < scrollIndexByID.count, scrollIndexByID[id] >= 0 else { return nil }
        return Int(scrollIndexByID[id])
    }

    /// Whether this state lays the screen out as `other` does: the same views (ids and names)
    /// at the same places, the same scroll positions and insets, the same constants (within
    /// half a point).
    func laysOutAs(_ other: Snapshot) -> Bool {
        func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 0.5 }
        func close(_ a: CGRect, _ b: CGRect) -> Bool {
            close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
        }
        guard views.count == other.views.count, scrolls.count == other.scrolls.count,
              constants.count == other.constants.count else { return false }
        for (a, b) in zip(views, other.views) where a.id != b.id || a.name != b.name || !close(a.unscrolled, b.unscrolled) {
            return false
        }
        for (a, b) in zip(scrolls, other.scrolls)
        where a.id != b.id || !close(a.offset, b.offset) || a.contentInset != b.contentInset || a.indicatorInsets != b.indicatorInsets {
            return false
        }
        return zip(constants, other.constants).allSatisfy { close($0, $1) }
    }

    /// A dense id → index table for `(id, index)` pairs in order (a later pair wins).
    private static func table(_ pairs: [(id: Int, index: Int)]) -> [Int32] {
        let size = pairs.reduce(0) { max($0, $1.id + 1) }
        var table = [Int32](repeating: -1, count: size)
        for pair in pairs where pair.id >= 0 { table[pair.id] = Int32(pair.index) }
        return table
    }

    init(_ world: World) {
        orientation = world.orientation
        windowBounds = world.window.bounds
        windowSafe = world.window.safeAreaInsets
        var views: [ViewRecord] = []
        var scrolls: [ScrollRecord] = []
        // Room for a typical screen at once (a snapshot is taken at every check), rather than
        // growing one element at a time.
        views.reserveCapacity(48)
        var indexByID: [(id: Int, index: Int)] = []
        indexByID.reserveCapacity(48)
        var scrollIndexByID: [(id: Int, index: Int)] = []
        scrolls.reserveCapacity(4)
        scrollIndexByID.reserveCapacity(4)
        // Walk the tree once, carrying the unscrolled origin and the scroll context.
        // `parentOrigin` is the superview's bounds origin in window space: each frame in the
        // window is its parent's plus its own, as `frameInWindow` and `convert(_:to:)` compute
        // it (the same sums), without walking up to the window again for every view.
        // `unscrolledFlips` says whether the parent's content is drawn mirrored (x) or upside
        // down (y): there a child's unscrolled rectangle is measured back from
        // `unscrolledOrigin`, as `frameInWindow` places it, so a flipped list's rows are where
        // they are drawn with the scroll taken out (a list that shrinks from the edge its
        // content starts at lifts them), as an upright list's are.
        func visit(_ view: UIView, parentID: Int?, parentFlipped: Bool = false, unscrolledFlips: (x: Bool, y: Bool) = (false, false),
                   parentOrigin: CGPoint, unscrolledOrigin: CGPoint, translation: CGFloat, overflowing: Set<ObjectIdentifier>,
                   scrollAncestor: (id: Int, view: UIScrollView, boundsOrigin: CGPoint, flipped: Bool)?, clip: CGRect?, isBar: Bool) {
            let ownFrame = view.frame
            let transform = view.transform
            // A view drawn flipped, or inside one (a list turned upside down, its cells turned
            // back), is placed as the layout core places it (`frameInWindow`); the sums below
            // are the same for every other view.
            let flipped = parentFlipped || transform.a < 0 || transform.d < 0
            let frame = view is UIWindow || parentFlipped ? view.frameInWindow
                : CGRect(x: parentOrigin.x + ownFrame.minX + transform.tx, y: parentOrigin.y + ownFrame.minY + transform.ty,
                         width: ownFrame.width, height: ownFrame.height)
            let bounds = view.bounds
            let boundsOrigin = view is UIWindow ? CGPoint(x: -bounds.origin.x, y: -bounds.origin.y)
                : flipped ? view.boundsOriginInWindow : CGPoint(x: frame.minX - bounds.origin.x, y: frame.minY - bounds.origin.y)
            let origin = CGPoint(x: unscrolledFlips.x ? unscrolledOrigin.x - (ownFrame.maxX + transform.tx) : unscrolledOrigin.x + ownFrame.minX + transform.tx,
                                 y: unscrolledFlips.y ? unscrolledOrigin.y - (ownFrame.maxY + transform.ty) : unscrolledOrigin.y + ownFrame.minY + transform.ty)
            let translation = translation + (unscrolledFlips.y ? -transform.ty : transform.ty)
            let unscrolled = CGRect(origin: origin, size: ownFrame.size)
            var inScroll = CGRect.zero
            if let scrollAncestor {
                inScroll = flipped || scrollAncestor.flipped ? view.convert(bounds, to: scrollAncestor.view)
                    : bounds.offsetBy(dx: boundsOrigin.x, dy: boundsOrigin.y)
                        .offsetBy(dx: -scrollAncestor.boundsOrigin.x, dy: -scrollAncestor.boundsOrigin.y)
            }
            let isScroll = view is UIScrollView
            let record = ViewRecord(
                id: view.id, name: view.reportName, parentID: parentID, frame: frame, unscrolled: unscrolled, translation: translation,
                isTextInput: view.textInput != nil, isInteractive: view.textInput != nil || view is UIButton,
                isScrollView: isScroll, isBar: isBar, isLeaf: view.subviews.isEmpty && !(view is SwiftUISpacer),
                overflows: !overflowing.isEmpty && overflowing.contains(ObjectIdentifier(view)), scrollAncestor: scrollAncestor?.id, inScroll: inScroll, clip: clip)
            indexByID.append((view.id, views.count))
            views.append(record)
            let overflowing = view.overflowingGeneratedViews ?? overflowing
            var childClip = clip
            var childScroll = scrollAncestor
            if let scroll = view as? UIScrollView {
                childClip = frame
                childScroll = (view.id, scroll, boundsOrigin, flipped && view.isDrawnFlipped)
                scrollIndexByID.append((view.id, scrolls.count))
                let adjusted = scroll.adjustedContentInset
                let limits = scroll.offsetLimitsY(adjustedInset: adjusted)
                scrolls.append(ScrollRecord(
                    id: view.id, name: view.reportName, frame: frame, contentInset: scroll.contentInset, adjustedInset: adjusted,
                    indicatorInsets: scroll.verticalScrollIndicatorInsets, offset: scroll.contentOffset.y,
                    minOffset: limits.minimum, maxOffset: limits.maximum, boundsHeight: scroll.bounds.height,
                    drawsFlipped: flipped && view.isDrawnUpsideDown))
            }
            let drawsFlipped = flipped && view.isDrawnFlipped
            let childFlips = drawsFlipped ? (x: view.isDrawnMirrored, y: view.isDrawnUpsideDown) : (x: false, y: false)
            let childOrigin = CGPoint(x: childFlips.x ? unscrolled.maxX : origin.x, y: childFlips.y ? unscrolled.maxY : origin.y)
            for subview in view.subviews where !subview.isHidden {
                visit(subview, parentID: view.id, parentFlipped: drawsFlipped, unscrolledFlips: childFlips, parentOrigin: boundsOrigin, unscrolledOrigin: childOrigin, translation: translation, overflowing: overflowing, scrollAncestor: childScroll, clip: childClip, isBar: isBar || subview is BarView)
            }
        }
        // Positions are measured inside the presentation container: when the system lifts a
        // sheet, that is the system's move, not the app's.
        // A docked input accessory view is part of the keyboard, not of the app's screen.
        let windowOrigin = CGPoint(x: -world.window.bounds.origin.x, y: -world.window.bounds.origin.y)
        for subview in world.window.subviews where !subview.isHidden && !(subview is InputAccessoryHost) {
            if subview is PresentationContainer {
                visit(subview, parentID: nil, parentOrigin: windowOrigin, unscrolledOrigin: CGPoint(x: -subview.frame.minX, y: -subview.frame.minY), translation: 0, overflowing: [], scrollAncestor: nil, clip: nil, isBar: false)
            } else {
                visit(subview, parentID: nil, parentOrigin: windowOrigin, unscrolledOrigin: .zero, translation: 0, overflowing: [], scrollAncestor: nil, clip: nil, isBar: subview is BarView)
            }
        }
        self.views = views
        self.scrolls = scrolls
        self.indexByID = Snapshot.table(indexByID)
        self.scrollIndexByID = Snapshot.table(scrollIndexByID)
        constants = world.activeConstraints.map(\.constant)
        containerOrigin = world.presentationContainer.frame.origin
        keyboardFrame = world.keyboard.isOnScreen ? world.keyboard.screenFrame : nil
        if let root = world.rootViewController, root.isViewLoaded {
            rootFrame = root.view.frameInWindow
        } else {
            rootFrame = world.window.bounds
        }
        (contentTop, contentBottom, rootSafeBottom) = world.contentArea
    }
}

extension World {
    /// The app's content area in window space: the root controller's safe-area top (bars
    /// included) and bottom, and its bottom safe-area inset (the window's before a screen
    /// is shown).
    var contentArea: (top: CGFloat, bottom: CGFloat, safeBottom: CGFloat) {
        if let root = rootViewController, root.isViewLoaded {
            let view: UIView = root.view
            let frame = view.frameInWindow
            return (frame.minY + view.safeAreaInsets.top, frame.maxY - view.safeAreaInsets.bottom, view.safeAreaInsets.bottom)
        }
        let safe = window.safeAreaInsets
        return (safe.top, window.bounds.maxY - safe.bottom, safe.bottom)
    }
}
