import Foundation

// MARK: keeps-newest-visible

/// What iOS does by itself for content anchored at its newest item, and so what a chat screen
/// must do itself when the keyboard comes, goes or changes height:
///
/// - A `UIScrollView` keeps its `contentOffset` — "the point at which the origin of the
///   content view is offset from the origin of the scroll view"
///   (https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset) — when its
///   bounds get shorter (a list pinned above a bar on `keyboardLayoutGuide`) or its bottom
///   inset grows: what was at its bottom edge goes under the keyboard or the input bar. Nothing
///   in UIKit scrolls a list back to its last row; chat screens do it themselves in the
///   keyboard notification — by the change of the keyboard's frame, "to maintain the scroll
///   position as the keyboard shrinks the table's frame" (bmancini55/iOSExamples-BottomScrollPosition,
///   https://www.derpturkey.com/maintain-uitableview-scroll-position-with-keyboard-expansion/),
///   "re-adjust the Content Offset of the Messages List View" when it was scrolled to its
///   bottom, and not when the user had scrolled to the middle
///   (http://altitudelabs.com/blog/keyboard-handling-in-ios-chat-application-for-optimal-user-experience/).
///   `UITableViewController`'s own keyboard handling scrolls the *first responder's* row into
///   view (keyboard-platform.md), not the last row: a chat's field is in its input bar.
/// - A SwiftUI `ScrollView` keeps its top by default (the ScrollAnchorRole pages below; a
///   field inside it is scrolled into view, a list's last item is not).
///   `defaultScrollAnchor(.bottom)` (iOS 17) controls "which part of the scroll view's content
///   should be visible initially and how the scroll view handles content size changes"
///   (https://developer.apple.com/documentation/swiftui/view/defaultscrollanchor(_:)), and the
///   same anchor serves "how the scroll view should handle content size or container size
///   changes" (https://developer.apple.com/documentation/swiftui/scrollanchorrole,
///   https://developer.apple.com/documentation/swiftui/view/defaultscrollanchor(_:for:));
///   measured: with a bottom anchor for size changes, a scroll view showing its last element
///   keeps showing it when it changes size, and keeps its top otherwise
///   (https://zenn.dev/samekard_dev/articles/9a6981930c8cc0). ClearanceSwiftUI models that
///   (`defaultScrollAnchor(_:)`), so a SwiftUI chat that uses it passes on SwiftUI's work.
extension InvariantContext {
    /// keeps-newest-visible: for every scroll view anchored at its newest item at rest, the
    /// item that was at its bottom edge is still shown — inside the scroll view, below the top
    /// bars, and not covered by the keyboard or by a view drawn over the list (an input bar) —
    /// as much of it as was shown at rest, or as the room left allows once what lay below it
    /// at rest (the content's trailing spacing and inset) is kept below it.
    ///
    /// Which scroll view counts, from the reference layout (the keyboard never shown): one
    /// that is not a text input (a text view scrolls its own text), whose content is taller
    /// than it (its scroll range is longer than half a point), and which rests scrolled to the
    /// end of that range — a chat's message list, scrolled to its newest message. A form rests
    /// at its top (offset at its minimum, the field the user edits scrolled into view only
    /// once it is focused), so no form is ever judged here: where its fields go is
    /// field-visible's and reachable's concern. Content shorter than its scroll view moves
    /// nothing out of view by keeping its offset and is not judged either.
    ///
    /// The item is the content view (a leaf: a bubble, a cell's label) reaching lowest in the
    /// content at rest; it is followed by its place in the content (a table reuses its cells),
    /// not by its view. The runner judges only while the user has not scrolled (a drag, an
    /// interactive dismissal: they may be reading older messages) and the device has not
    /// rotated since the screen appeared (what the offset does on rotation is not sourced
    /// here). A list flipped upside down (`transform = CGAffineTransform(scaleX: 1, y: -1)`,
    /// its cells flipped back: a chat showing its newest message at the visual bottom) rests
    /// at its start, and its newest item is the one first in its content, drawn at its bottom
    /// edge; shrinking it from the bottom keeps that item in view by itself.
    func keepsNewestVisible() -> Violation? {
        // A list flipped upside down rests at its start: its newest item, first in its
        // content, is drawn at its bottom edge.
        for rest in reference.scrolls where rest.maxOffset - rest.minOffset > tolerance
            && (rest.drawsFlipped ? rest.offset <= rest.minOffset + tolerance : rest.offset >= rest.maxOffset - tolerance) {
            guard let restView = reference.view(rest.id), !restView.isTextInput, let now = current.scroll(rest.id), now.name == rest.name,
                  now.drawsFlipped == rest.drawsFlipped, let item = newestItem(in: rest) else { continue }
            let atRest = shownHeight(of: windowTop(of: item.inScroll, in: rest), item.inScroll.height,
                                     x: rest.frame.minX + item.inScroll.minX, width: item.inScroll.width, in: rest, reference, keyboard: nil)
            guard atRest > tolerance else { continue }
            let top = windowTop(of: item.inScroll, in: now)
            let x = now.frame.minX + item.inScroll.minX
            let shown = shownHeight(of: top, item.inScroll.height, x: x, width: item.inScroll.width, in: now, current, keyboard: covered)
            // The room the list shows now (its whole frame as an item): an item taller than
            // that need only fill it. What lies below the item at the end of the content (the
            // spacing after the last message, a content inset) stays below it when the list is
            // scrolled to its end, as it was at rest: that much of the room is not the item's,
            // so a list scrolled to its end is never asked for more.
            let room = shownHeight(of: now.frame.minY, now.frame.height, x: x, width: item.inScroll.width, in: now, current, keyboard: covered)
            let restBand = shownBand(of: rest.frame.minY, rest.frame.height, x: rest.frame.minX + item.inScroll.minX, width: item.inScroll.width,
                                     in: rest, reference, keyboard: nil)
            let gapBelow = max(0, restBand.lower - (windowTop(of: item.inScroll, in: rest) + item.inScroll.height))
            let required = min(atRest, max(0, room - gapBelow))
            guard shown < required - tolerance else { continue }
            let hidden = item.inScroll.height - shown
            let rect = CGRect(x: x, y: top, width: item.inScroll.width, height: item.inScroll.height)
            // Nothing moved at all; the offset it rested at, kept; or an offset short of the
            // end by an amount the diagnoser knows (the safe area, a bar: scrolled by the
            // keyboard's height where the list's band changed by less) — else no known cause.
            var diagnosis: Diagnosis??
            if nothingMovedForTheKeyboard() {
                diagnosis = .some(.notAvoided)
            } else if abs(now.offset - rest.offset) <= tolerance && !now.drawsFlipped {
                diagnosis = .some(.offsetKeptWhileShrunk)
            }
            let keyboardTop = covered?.minY ?? current.windowBounds.maxY
            return violation(.keepsNewestVisible,
                             "\(item.name), the newest item of \(now.name), which rested scrolled to its end, is out of view: \(fmt(hidden)) of its \(fmt(item.inScroll.height)) pt hidden (\(fmt(shown)) pt shown, \(fmt(required)) pt were shown at rest and fit now)",
                             view: item.name, property: "contentOffset", fault: keyboardShown ? Fault.shownOffset : Fault.hiddenOffset,
                             excess: now.maxOffset - now.offset, diagnosis: diagnosis,
                             numbers: [("hidden", hidden), ("shown", shown), ("shownAtRest", atRest), ("room", room), ("gapBelow", gapBelow),
                                       ("offset", now.offset), ("maxOffset", now.maxOffset), ("offsetAtRest", rest.offset), ("keyboardTop", keyboardTop)],
                             rects: [("item", rect), ("scrollView", now.frame)] + (covered.map { [("keyboard", $0)] } ?? []))
        }
        return nil
    }

    /// The content view drawn lowest in a scroll view (a leaf with some height, not itself a
    /// scroll view): the one reaching lowest in its content, the later one in the tree on a
    /// tie — or, in a list drawn upside down, the one reaching highest, the earlier one.
    private func newestItem(in scroll: Snapshot.ScrollRecord) -> Snapshot.ViewRecord? {
        var best: Snapshot.ViewRecord?
        for view in reference.views where view.scrollAncestor == scroll.id && view.isLeaf && !view.isScrollView && view.inScroll.height > tolerance {
            guard let current = best else { best = view; continue }
            if scroll.drawsFlipped ? view.inScroll.minY < current.inScroll.minY - tolerance : view.inScroll.maxY >= current.inScroll.maxY - tolerance {
                best = view
            }
        }
        return best
    }

    /// Where a rectangle of a scroll view's content (`inScroll`) is drawn, its window-space
    /// top: below the scroll view's top by its place less the offset — or, in a list drawn
    /// upside down (a transform "relative to the center of its bounds",
    /// https://developer.apple.com/documentation/uikit/uiview/transform), above its bottom
    /// edge by as much.
    private func windowTop(of rect: CGRect, in scroll: Snapshot.ScrollRecord) -> CGFloat {
        scroll.drawsFlipped ? scroll.frame.maxY + scroll.offset - rect.maxY : scroll.frame.minY + rect.minY - scroll.offset
    }

    /// How much of a rectangle in a scroll view (window space: its top, height, left and
    /// width) a snapshot shows: inside the scroll view's frame and the window, below the
    /// content area's top (the status and navigation bars), above the keyboard's top where it
    /// covers the rectangle's width, and above every view drawn over the list (after it in
    /// the tree, neither inside it nor holding it) that covers the rectangle's bottom edge —
    /// an input bar, a tab bar.
    private func shownHeight(of top: CGFloat, _ height: CGFloat, x: CGFloat, width: CGFloat, in scroll: Snapshot.ScrollRecord,
                             _ snapshot: Snapshot, keyboard: CGRect?) -> CGFloat {
        let band = shownBand(of: top, height, x: x, width: width, in: scroll, snapshot, keyboard: keyboard)
        return max(0, band.lower - band.upper)
    }

    /// The window-space band ``shownHeight(of:_:x:width:in:_:keyboard:)`` measures: its upper
    /// and lower edges (`lower` ≤ `upper` when nothing is shown).
    private func shownBand(of top: CGFloat, _ height: CGFloat, x: CGFloat, width: CGFloat, in scroll: Snapshot.ScrollRecord,
                           _ snapshot: Snapshot, keyboard: CGRect?) -> (upper: CGFloat, lower: CGFloat) {
        let minX = x, maxX = x + width
        func overlapsHorizontally(_ rect: CGRect) -> Bool { rect.maxX > minX + tolerance && rect.minX < maxX - tolerance }
        let upper = max(top, scroll.frame.minY, snapshot.contentTop, snapshot.windowBounds.minY)
        var lower = min(top + height, scroll.frame.maxY, snapshot.windowBounds.maxY)
        if let keyboard, overlapsHorizontally(keyboard) { lower = min(lower, max(upper, keyboard.minY)) }
        // Views over the list, in the tree after it: each one reaching over the shown part's
        // bottom edge cuts it there (again, as a higher one may then reach over the new edge).
        var overlays: [CGRect] = []
        var after = false
        for view in snapshot.views {
            if view.id == scroll.id { after = true; continue }
            guard after, view.frame.width > tolerance, view.frame.height > tolerance, overlapsHorizontally(view.frame),
                  !view.frame.insetBy(dx: -tolerance, dy: -tolerance).contains(scroll.frame), !isInside(view, scroll.id, snapshot) else { continue }
            overlays.append(view.frame)
        }
        var cut = true
        while cut && lower > upper {
            cut = false
            for frame in overlays where frame.minY < lower - tolerance && frame.maxY >= lower - tolerance {
                lower = frame.minY
                cut = true
            }
        }
        return (upper, lower)
    }

    /// Whether a view is inside the view with id `ancestor` (by its superviews).
    private func isInside(_ view: Snapshot.ViewRecord, _ ancestor: Int, _ snapshot: Snapshot) -> Bool {
        var parent = view.parentID
        while let id = parent {
            if id == ancestor { return true }
            parent = snapshot.view(id)?.parentID
        }
        return false
    }
}
