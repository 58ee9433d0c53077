import Foundation

extension InvariantContext {
    // MARK: reachable

    /// While the keyboard shows, every interactive element that could be reached in the
    /// reference layout can still be seen in the band between the content's top and the
    /// keyboard (directly, or by scrolling its scroll view).
    func reachable() -> Violation? {
        guard keyboardShown, let k = covered else { return nil }
        guard k.minY > current.contentTop else { return nil }
        let band = current.contentTop...k.minY
        // What could be reached with no keyboard: the same band, down to the content's bottom.
        let referenceBand = reference.contentTop...max(reference.contentTop, min(reference.contentBottom, reference.windowBounds.maxY))
        for ref in reference.views where ref.isInteractive && !ref.isBar {
            guard let view = current.view(ref.id), view.name == ref.name else { continue }
            if ref.scrollAncestor == nil {
                guard ref.frame.minY >= referenceBand.lowerBound - tolerance, ref.frame.maxY <= referenceBand.upperBound + tolerance,
                      ref.frame.height <= band.upperBound - band.lowerBound else { continue }
                let visible = view.frame.minY >= band.lowerBound - tolerance && view.frame.maxY <= band.upperBound + tolerance
                if !visible {
                    // How far it is out of the band (under the keyboard, or past the top), and
                    // how much of it that hides.
                    let out = max(0, view.frame.maxY - k.minY) + max(0, band.lowerBound - view.frame.minY)
                    let hidden = min(out, view.frame.height)
                    // Only a structural cause is named: pushed out by a pinned view taller than
                    // the room it is pinned into. The distance out of the band is whatever the
                    // room was (an element a non-scrolling screen leaves under the keyboard, one
                    // a lift for another field pushed up) and names no mistake, even when it
                    // happens to equal a bar or the safe area. Where none is and nothing on the
                    // screen moved for the keyboard, that is what the screen set wrong (a covered
                    // field of the same screen, not avoided, is the same missing handling: Bug).
                    let structural = pinnedTallerThanFreeBand(containing: view.frame)
                    let nothingMoved = structural == nil && nothingMovedForTheKeyboard()
                    return violation(.reachable, "\(view.name) cannot be reached while the keyboard shows (\(fmt(hidden)) pt hidden, \(fmt(out)) pt out of the free band, and no scroll view can bring it up)"
                                        + (nothingMoved ? "; nothing on the screen moved for the keyboard" : ""),
                                     view: view.name, property: "frame", fault: nothingMoved ? Fault.shownNothing : Fault.shownPosition, excess: out,
                                     diagnosis: .some(structural),
                                     numbers: [("hidden", hidden), ("outside", out), ("keyboardTop", k.minY)],
                                     rects: [("element", view.frame), ("keyboard", k)])
                }
            } else if reachableInScroll(ref, reference, band: referenceBand), !reachableInScroll(view, current, band: band), scrollBandIsFeasible(for: view) {
                // Where nothing moved for the keyboard at all (an inset taken back on willHide
                // while a docked input bar still covers the view, say), that is the cause.
                return violation(.reachable, "\(view.name) cannot be scrolled above the keyboard", view: view.name, property: "scrollRange",
                                 diagnosis: .some(nothingMovedForTheKeyboard() ? .notAvoided : nil),
                                 numbers: [("contentTop", view.inScroll.minY), ("contentBottom", view.inScroll.maxY), ("keyboardTop", k.minY)],
                                 rects: [("element", view.frame), ("keyboard", k)])
            }
        }
        return nil
    }

    // MARK: constraints-satisfiable

    func constraintsSatisfiable() -> Violation? {
        guard let conflict = world.conflicts.first else { return nil }
        var v = Violation(.constraintsSatisfiable, event: eventIndex,
                          "a required constraint was broken: \(conflict.broken.name ?? conflict.broken.description)", property: "constraint",
                          numbers: [("conflicts", CGFloat(world.conflicts.count)), ("involved", CGFloat(conflict.conflicting.count))])
        // The keyboard guide's own constraints are named after it (``KeyboardLayoutGuide``).
        if conflict.conflicting.contains(where: { ($0.name ?? $0.description).contains("keyboardLayoutGuide") || ($0.name ?? "").contains("KeyboardLayoutGuide") }) {
            v.diagnosis = .constraintConflictWithKeyboardGuide
        }
        return v
    }

    // MARK: no-layout-loop

    func noLayoutLoop(settled: Bool) -> Violation? {
        if world.layoutDidNotConverge {
            return Violation(.noLayoutLoop, event: eventIndex, "a layout took more than \(World.maxLayoutPasses) passes without settling", property: "passes",
                             numbers: [("passes", CGFloat(world.layoutPasses))])
        }
        if !settled {
            return Violation(.noLayoutLoop, event: eventIndex, "deferred work kept the screen from settling within 10 s of virtual time", property: "settle",
                             numbers: [("now", CGFloat(world.now))])
        }
        return nil
    }

    // MARK: finite-geometry

    func finiteGeometry() -> Violation? {
        for view in current.views where !view.frame.isFinite || !view.unscrolled.isFinite {
            return Violation(.finiteGeometry, event: eventIndex, "\(view.name)'s frame is not finite: \(view.frame)", view: view.name)
        }
        for scroll in current.scrolls {
            // (Each value tested in turn: no array built per scroll view per check.)
            if !scroll.offset.isFinite || !scroll.contentInset.bottom.isFinite || !scroll.contentInset.top.isFinite
                || !scroll.adjustedInset.bottom.isFinite || !scroll.indicatorInsets.bottom.isFinite {
                return Violation(.finiteGeometry, event: eventIndex, "\(scroll.name)'s offset or insets are not finite", view: scroll.name)
            }
        }
        return nil
    }
}

/// The observer-leak invariant, checked once the screen is torn down: observers the screen
/// registered that are still registered after it went — unless they are the app's. A second
/// copy of the screen is shown and torn down in the same world (`showAgain`): one that leaks
/// leaks again, so the count grows; an app-wide object the first copy made on first use (a
/// keyboard singleton, registered once per process, as it is on iOS, where it outlives every
/// screen by design) registers nothing more.
func observerLeak(_ world: World, event: Int, showAgain: () -> Void) -> Violation? {
    func live() -> [Notification.Name?] { world.notificationCenter.liveObservers.filter { $0.owner == .screen }.map(\.name) }
    let first = live()
    guard !first.isEmpty else { return nil }
    showAgain()
    let second = live()
    guard second.count > first.count else { return nil }
    // The ones the second copy left behind, as it left them.
    let leaked = Array(second.dropFirst(first.count))
    let names = leaked.map { $0?.rawValue ?? "all notifications" }
    var v = Violation(.noObserverLeak, event: event,
                      "\(leaked.count) observer(s) the screen registered are still registered after it was torn down (a second copy of it, "
                          + "shown and torn down, left as many more): \(names.joined(separator: ", "))",
                      property: "observers", numbers: [("observers", CGFloat(leaked.count))])
    v.diagnosis = .observersLeaked
    return v
}
