import Foundation

/// What a violation says the screen set wrong (``Violation/fault``).
enum Fault {
    /// A view's position while the keyboard shows: a frame, a constraint's constant, a
    /// transform, a SwiftUI offset or padding — whatever moved it.
    static let shownPosition = "shown: position"
    /// A scroll view's content inset while the keyboard shows.
    static let shownInset = "shown: contentInset"
    /// A scroll view's offset while the keyboard shows.
    static let shownOffset = "shown: contentOffset"
    /// The same, once the keyboard hid (what the hide put back, or did not).
    static let hiddenPosition = "hidden: position"
    static let hiddenInset = "hidden: contentInset"
    static let hiddenOffset = "hidden: contentOffset"
    /// Nothing: the keyboard covers the screen and nothing on it moved for the keyboard (no
    /// frame, offset or inset changed), so what is left under it stays there.
    static let shownNothing = "shown: nothing moved"
}

/// What an invariant check sees: the settled state, the reference layout (same scenario, the
/// keyboard never shown, same orientation), the strategy's contract, the keyboard's coverage
/// *K* and the history of the run.
struct InvariantContext {
    let world: World
    let current: Snapshot
    var reference: Snapshot
    let contract: AvoidanceContract
    /// The part of the window the keyboard covers, as the contract counts it.
    let covered: CGRect?
    let eventIndex: Int
    let keyboardWasShown: Bool
    var diagnoser: Diagnoser
    /// The settled state before a focus change that re-posted an identical notification.
    let beforeIdenticalNotification: Snapshot?
    /// The previous settled state (to tell what this event changed), `nil` when the user
    /// scrolled since (what moved is then the user's doing).
    var previousSettled: Snapshot?
    /// The last settled state while the keyboard was shown (to tell "not restored" from
    /// "restored to a stale value").
    var lastShown: Snapshot?
    /// The last settled state while a docked keyboard (or the hardware bar) showed.
    var lastDocked: Snapshot?
    /// The reference layout in the other orientation, when the run rotated.
    var otherReference: Snapshot?
    /// Builds the reference layout scrolled as the case's scroll views are now (`nil`: none
    /// can be built that stands for the screen's reference): what hide-restores compares a
    /// view with when it is not back at the reference's own scroll positions.
    var scrolledReference: (() -> Snapshot?)?
    let tolerance: CGFloat = 0.5

    /// With a floating or undocked keyboard the app need not avoid: `.notRestored` when the
    /// value is still what it was for the last docked keyboard (the app did not put it back
    /// when the keyboard left the dock), else `nil` (the diagnoser decides).
    func leftOverFromDocked(_ now: CGFloat, _ docked: (Snapshot) -> CGFloat?) -> Diagnosis? {
        guard world.keyboard.mode.isUndocked, !followsUndockedKeyboardNow, let lastDocked, let then = docked(lastDocked),
              abs(then - now) <= tolerance else { return nil }
        return .notRestored
    }

    var keyboardShown: Bool { world.keyboard.isOnScreen }

    /// Whether the contract follows the undocked keyboard on screen: not a split one, which
    /// counts as dismissed (``Assumption/splitKeyboardCountsAsDismissed``).
    var followsUndockedKeyboardNow: Bool {
        contract.followsUndockedKeyboard && !world.splitKeyboardCountsAsDismissed
    }

    /// `.pinnedTallerThanFreeBand` when `frame` lies inside the view a pinning strategy pins
    /// to the keyboard, its top is above the free band's (under the top bars or past the
    /// window), and the view sits where it is pinned (its bottom at the keyboard's top, less
    /// the contract's padding) or is centred on the free band, past both ends by as much (how
    /// SwiftUI places a stack that does not fit: the parent centres the child, which chose a
    /// size taller than proposed): it is taller than the room it is pinned into, wherever its
    /// content sits.
    ///
    /// Whatever the contract, a view holding `frame` that SwiftUI made taller than the room
    /// it was given, past the top, is such a view too: a stack whose fixed parts do not fit
    /// what its keyboard region leaves (a non-scrolling form), centred on that room.
    func pinnedTallerThanFreeBand(containing frame: CGRect) -> Diagnosis? {
        guard let k = covered else { return nil }
        func holds(_ view: Snapshot.ViewRecord) -> Bool {
            view.frame.insetBy(dx: -tolerance, dy: -tolerance).contains(frame) && view.frame.minY < current.contentTop - tolerance
        }
        func centred(_ view: Snapshot.ViewRecord) -> Bool {
            let above = current.contentTop - view.frame.minY, below = view.frame.maxY - k.minY
            return below > tolerance && abs(above - below) <= 1
        }
        if contract.mode == .pin,
           let pinned = contract.pinnedViewNames.lazy.compactMap({ name in self.current.views.first { $0.name == name } }).first,
           holds(pinned) {
            // A pinned scroll view's content scrolls: where a view inside it sits is its
            // scrolling's doing, not the scroll view's height (issue 35 #9: a field a few
            // points under the bars of an iPhone SE in landscape, in a scroll view pinned to
            // the keyboard guide, was blamed on the scroll view's height).
            if pinned.isScrollView && frame != pinned.frame { return nil }
            let atPin = pinned.frame.maxY <= k.minY + 1 && pinned.frame.maxY >= k.minY - contract.padding - 1
            return atPin || centred(pinned) ? .pinnedTallerThanFreeBand : nil
        }
        return current.views.contains { $0.overflows && holds($0) } ? .pinnedTallerThanFreeBand : nil
    }

    func violation(_ invariant: InvariantID, _ message: String, view: String? = nil, property: String, fault: String? = nil, excess: CGFloat = 0, value: CGFloat? = nil,
                   direction: Diagnoser.Direction = .tooMuch, viewCoverage: CGFloat? = nil, coverageNow: CGFloat? = nil, absolute: CGFloat? = nil,
                   viewBottomGap: CGFloat? = nil, pinMove: CGFloat? = nil, own: CGFloat? = nil, padding: CGFloat = 0, diagnosis: Diagnosis?? = nil,
                   numbers: [(String, CGFloat)], rects: [(String, CGRect)] = []) -> Violation {
        var v = Violation(invariant, event: eventIndex, message, view: view, property: property, fault: fault, numbers: numbers, rects: rects)
        v.diagnosis = diagnosis ?? diagnoser.diagnose(invariant: invariant, excess: excess, value: value, direction: direction,
                                                      viewCoverage: viewCoverage, coverageNow: coverageNow, absolute: absolute,
                                                      viewBottomGap: viewBottomGap, pinMove: pinMove, own: own, padding: padding)
        return v
    }

    /// What the keyboard covers of a rectangle (window space), in points of height: how far
    /// the keyboard's top reaches into it from its bottom (what a lift must undo to clear it),
    /// at most the keyboard's own height.
    func coverage(of rect: CGRect) -> CGFloat {
        guard let k = covered else { return 0 }
        let clipped = rect.intersection(current.windowBounds)
        guard !clipped.isNull, clipped.maxX > k.minX, clipped.minX < k.maxX, clipped.maxY > k.minY else { return 0 }
        return max(0, min(clipped.maxY, k.maxY) - k.minY)
    }

    /// The screen's root view where it was in the reference layout, moved with its container
    /// (a sheet the system lifted): what a lift is measured against.
    var rootWhereItWas: CGRect {
        reference.rootFrame.offsetBy(dx: current.containerOrigin.x - reference.containerOrigin.x,
                                     dy: current.containerOrigin.y - reference.containerOrigin.y)
    }

    /// What the keyboard covers of the screen being lifted: its root view where it was, after
    /// any lift of the system's (no-double-shift lets no view rise further, plus the padding).
    /// A floating keyboard the strategy follows need not reach the screen's bottom: pinned
    /// above it, the screen rises by how far its top is above the screen's bottom, one move
    /// (Apple's sample pins content above the floating keyboard, "Adjusting your layout with
    /// keyboard layout guide").
    func liftAllowance() -> CGFloat {
        let followsFloating = followsUndockedKeyboardNow && world.keyboard.mode.isUndocked
        return followsFloating ? reach(into: rootWhereItWas) : min(covered?.height ?? 0, coverage(of: rootWhereItWas))
    }

    /// The cause of a view pushed off screen: a pinned view taller than the room it is pinned
    /// into; else, when the view rose further than no-double-shift allows, the cause of that
    /// over-lift (the excess beyond the allowance, as no-double-shift measures it: how far
    /// past the top the view went is whatever the room was, and may equal a bar or the safe
    /// area by chance); else none.
    func offscreenCause(_ view: Snapshot.ViewRecord, _ ref: Snapshot.ViewRecord) -> Diagnosis? {
        let lift = ref.unscrolled.minY - view.unscrolled.minY
        let allowance = liftAllowance()
        let limit = allowance + contract.padding
        let overLifted = lift > limit + tolerance
        let leftOver = overLifted ? leftOverFromDocked(view.unscrolled.minY, { $0.view(view.id)?.unscrolled.minY }) : nil
        // Lifted too far by two mechanisms: that it went past the top is their doing, whatever
        // holds it.
        if overLifted, leftOver == nil, liftedByLayoutAndTranslation(view, ref) { return .shiftedTwice }
        if let pinned = pinnedTallerThanFreeBand(containing: view.frame) { return pinned }
        guard overLifted else {
            // Within what the keyboard covers of the screen, but beyond what it covered of the
            // view that was moved (the outermost one that rose with it: a stack above a tab
            // bar lifted by the keyboard's whole height): the cause of that excess.
            let moved = movedSubtreeRoot(of: view, lift: lift)
            guard let before = reference.view(moved.id) else { return nil }
            let covers = coverage(of: before.unscrolled.offsetBy(dx: current.containerOrigin.x, dy: current.containerOrigin.y))
            if covers > tolerance, lift > covers + contract.padding + tolerance,
               let cause = diagnoser.diagnose(invariant: .noDoubleShift, excess: lift - covers - contract.padding, value: lift, viewCoverage: covers, absolute: lift) {
                return cause
            }
            // Or the view itself rose by the keyboard's whole height, which covered less of it
            // where it was (a root view shifted by the keyboard's height for a field high on
            // the screen, which goes under the bars).
            let viewCovered = coverage(of: ref.unscrolled.offsetBy(dx: current.containerOrigin.x - reference.containerOrigin.x,
                                                                   dy: current.containerOrigin.y - reference.containerOrigin.y))
            return diagnoser.liftedByKeyboardHeight(lift: lift, viewCoverage: viewCovered) ? .liftedByKeyboardHeight : nil
        }
        if let leftOver { return leftOver }
        return diagnoser.diagnose(invariant: .noDoubleShift, excess: lift - limit, value: lift, viewCoverage: allowance, absolute: lift)
    }

    /// The outermost view that rose by `lift` with `view` since the reference layout (its
    /// superviews while they moved as much, short of a scroll view): the view the strategy
    /// moved.
    func movedSubtreeRoot(of view: Snapshot.ViewRecord, lift: CGFloat) -> Snapshot.ViewRecord {
        var moved = view
        while let parentID = moved.parentID, let parent = current.view(parentID), !parent.isScrollView,
              let before = reference.view(parentID), abs(before.unscrolled.minY - parent.unscrolled.minY - lift) <= tolerance {
            moved = parent
        }
        return moved
    }

    /// Whether a view rose both by its layout (its frames: a keyboard guide, SwiftUI's
    /// keyboard region, a constraint, a moved root view) and by a translation (a transform,
    /// a SwiftUI `.offset`), each by more than the tolerance, since the reference layout: two
    /// mechanisms moved it for the keyboard (seed 004's `.offset(y: -kbHeight)` on top of
    /// SwiftUI's own avoidance from iOS 14). Asked only of a view that rose too far, whose
    /// amounts then need not add up to anything: SwiftUI's share is whatever its layout gave.
    func liftedByLayoutAndTranslation(_ view: Snapshot.ViewRecord, _ ref: Snapshot.ViewRecord) -> Bool {
        let translated = ref.translation - view.translation
        let laidOut = (ref.unscrolled.minY - ref.translation) - (view.unscrolled.minY - view.translation)
        return translated > tolerance && laidOut > tolerance
    }

    /// How far the keyboard's top lies above a rectangle's bottom (window space), where they
    /// overlap side by side: what a view pinned above the keyboard rises by. For a docked
    /// keyboard it is ``coverage(of:)``; a floating one can end above the rectangle's bottom.
    func reach(into rect: CGRect) -> CGFloat {
        guard let k = covered else { return 0 }
        let clipped = rect.intersection(current.windowBounds)
        guard !clipped.isNull, clipped.maxX > k.minX, clipped.minX < k.maxX, clipped.maxY > k.minY else { return 0 }
        return clipped.maxY - max(k.minY, clipped.minY)
    }
}

extension InvariantContext {
    // MARK: 1. field-visible

    func fieldVisible() -> Violation? {
        guard keyboardShown, world.keyboard.isLocal, let field = world.firstResponder?.textInput, field.window != nil,
              let record = current.view(field.id) else { return nil }
        // A field the screen itself already placed above the content area (under a bar, say,
        // before any keyboard) is not the keyboard handling's doing: measure from where it
        // started relative to the content area, which may itself move (a lifted sheet).
        // Below, the allowance is what is left under the bottom bars with the field scrolled
        // as far up as its scroll view lets it (a field below the fold gets none).
        let nothingToAvoid = covered.map { $0.height <= tolerance } ?? true
        let placed = reference.view(field.id)
        let startedAbove = placed.map { min(0, $0.frame.minY - reference.contentTop) } ?? 0
        let furthestUp = record.scrollAncestor.flatMap { reference.scroll($0) }.map { max(0, $0.maxOffset - $0.offset) } ?? 0
        let startedBelow = placed.map { max(0, $0.frame.maxY - furthestUp - reference.contentBottom) } ?? 0
        if nothingToAvoid, let placed {
            // Nothing covers the window: the field only has to be no less visible than the
            // screen showed it with the keyboard never shown.
            func outside(_ rect: CGRect, _ snapshot: Snapshot) -> CGFloat {
                max(0, snapshot.contentTop - rect.minY) + max(0, rect.maxY - min(snapshot.windowBounds.maxY, snapshot.contentBottom))
            }
            if outside(record.frame, current) <= outside(placed.frame, reference) + tolerance { return nil }
        }
        var top = current.contentTop + startedAbove
        // The band ends at the keyboard, or at the bottom bars when they are above it.
        var bottom = min(covered?.minY ?? current.windowBounds.maxY, current.contentBottom + startedBelow)
        // In a scroll view, the band is also limited to the scroll view's visible area: its
        // frame less the content inset the screen itself declared in the reference layout (a
        // toolbar or a floating button over the content), on top of what UIKit adds now
        // (keyboard-platform.md §3.4, adjustedContentInset).
        if let scrollID = record.scrollAncestor, let scroll = current.scroll(scrollID), let declared = reference.scroll(scrollID) {
            let addedTop = scroll.adjustedInset.top - scroll.contentInset.top
            let addedBottom = scroll.adjustedInset.bottom - scroll.contentInset.bottom
            top = max(top, scroll.frame.minY + declared.contentInset.top + addedTop)
            bottom = min(bottom, scroll.frame.maxY - declared.contentInset.bottom - addedBottom)
        }
        let free = bottom - top
        // Never ask for the impossible: with no room even for the caret line between the
        // bars and the keyboard, nothing can hold.
        // The shared rule (``Feasibility``).
        let line = field.caretRect.height
        if !Feasibility.canAvoid(freeBand: free, fieldHeight: record.frame.height, lineHeight: line)
            || !Feasibility.canAvoid(freeBand: bottom - current.contentTop, fieldHeight: record.frame.height, lineHeight: line) { return nil }
        var required = record.frame
        var part = "field"
        if required.height > free {
            required = field.convert(field.caretRect, to: nil as UIView?)
            part = "caret line of the field (taller than the free band)"
        } else if nothingToAvoid, required.height > UITextView.caretLineHeight {
            // No keyboard the app must avoid covers the window (floating, undocked, or below a
            // Stage Manager window): the avoidance has nothing to do, and what the platform
            // guarantees for a focused field is its caret line (text-field-scrolls-into-view).
            required = field.convert(field.caretRect, to: nil as UIView?)
            part = "caret line of the field (no keyboard to avoid)"
        }
        var problems: [String] = []
        var numbers: [(String, CGFloat)] = []
        var excess: CGFloat = 0
        var shortfall: CGFloat?
        var insetDeficit: CGFloat?
        var property = "covered"
        if let k = covered, required.maxY > k.minY + tolerance, required.minY < k.maxY {
            let hidden = min(required.maxY, k.maxY) - max(required.minY, k.minY)
            problems.append("the keyboard covers \(fmt(hidden)) pt of the \(part)")
            numbers.append(("covered", hidden))
            excess = hidden
            // How far the field still has to rise to clear the keyboard: what the avoidance
            // fell short by (the covered part stops at the field's height).
            shortfall = required.maxY - k.minY
            numbers.append(("shortfall", required.maxY - k.minY))
            // In a scroll view: how far its bottom inset falls short of what the keyboard
            // covers of it (the inset is the avoidance; a clamped scroll hides the rest).
            if let scrollID = record.scrollAncestor, let scroll = current.scroll(scrollID) {
                let deficit = coverage(of: scroll.frame) - scroll.adjustedInset.bottom
                if deficit > tolerance {
                    insetDeficit = deficit
                    numbers.append(("insetDeficit", deficit))
                }
            }
        } else if required.maxY > bottom + tolerance {
            let hidden = required.maxY - bottom
            problems.append("\(fmt(hidden)) pt of the \(part) lie below the free band (bottom bars, the screen's own bottom inset or the window's edge)")
            numbers.append(("belowBand", hidden))
            excess = hidden
            property = "belowBand"
        }
        if required.minY < top - tolerance {
            problems.append("the \(part) is \(fmt(top - required.minY)) pt above the top of the free band")
            numbers.append(("aboveTop", top - required.minY))
            if top - required.minY > excess { property = "aboveTop" }
            excess = max(excess, top - required.minY)
        }
        let window = current.windowBounds
        // A field the screen lays out beside or wider than the window with no keyboard at all
        // (a width read from the screen, not the window, in Slide Over: real-bug pair 19) is
        // not the keyboard handling's doing, and no avoidance moves a field sideways: only
        // what lies further out than in the reference layout counts.
        let outLeft = placed.map { max(0, reference.windowBounds.minX - $0.frame.minX) } ?? 0
        let outRight = placed.map { max(0, $0.frame.maxX - reference.windowBounds.maxX) } ?? 0
        if required.minX < window.minX - outLeft - tolerance || required.maxX > window.maxX + outRight + tolerance || required.maxY > window.maxY + tolerance {
            problems.append("the \(part) is not inside the window")
        }
        if let clip = record.clip, !clip.insetBy(dx: -tolerance, dy: -tolerance).contains(required) {
            let outside = max(0, required.maxY - clip.maxY) + max(0, clip.minY - required.minY)
            problems.append("its scroll view clips \(fmt(outside)) pt of the \(part)")
            numbers.append(("clipped", outside))
            if outside > excess { property = "clipped" }
            excess = max(excess, outside)
        }
        guard !problems.isEmpty else { return nil }
        numbers += [("freeBand", free), ("keyboardTop", bottom)]
        var rects: [(String, CGRect)] = [("field", record.frame)]
        if let k = covered { rects.append(("keyboard", k)) }
        // A field pushed above the top (or, centred by SwiftUI, under the keyboard) inside a
        // pinned view taller than the room it is pinned into: that is the cause, whatever
        // amount it is pushed by.
        var cause: Diagnosis?? = pinnedTallerThanFreeBand(containing: record.frame).map { .some($0) }
        // Pushed past the top by moving the field itself (not by scrolling): named by the
        // cause of its over-lift, as nothing-offscreen is (two mechanisms that each lifted it
        // come before the pinned view that holds it); how far past the top it went is the
        // room, which may equal a bar or the safe area by chance.
        let lift = placed.map { $0.unscrolled.minY - record.unscrolled.minY } ?? 0
        if property == "aboveTop", lift > tolerance, let placed, cause == nil || liftedByLayoutAndTranslation(record, placed) {
            cause = .some(offscreenCause(record, placed))
        }
        // Scrolled past the top (not moved) in a scroll view inset by more than the keyboard
        // covers of it: named by the cause of that inset, as no-double-shift names it. (A
        // field clipped at the bottom was scrolled too little, which an inset too deep does
        // not explain.)
        let clippedAtTop = record.clip.map { $0.minY > required.minY + tolerance } ?? false
        var fault = insetDeficit != nil ? Fault.shownInset : lift > tolerance || record.scrollAncestor == nil ? Fault.shownPosition : Fault.shownOffset
        if cause == nil, property == "aboveTop" || (property == "clipped" && clippedAtTop), lift <= tolerance,
           let scrollID = record.scrollAncestor, let scroll = current.scroll(scrollID), let overInset = overInset(scroll) {
            cause = .some(overInset.diagnosis)
            fault = Fault.shownInset
        }
        // Scrolled, not moved, to where the status bar or a navigation bar covers it: inside
        // the window, above the content area (issue 48 #6: a field 20 pt under the status bar
        // was "no known cause").
        // (Also where the scroll view's over-inset that allowed the scroll has no known cause:
        // what was measured is named.)
        if cause == nil || cause == .some(nil), property == "aboveTop", lift <= tolerance, record.scrollAncestor != nil,
           required.minY >= current.windowBounds.minY - tolerance, required.minY < current.contentTop - tolerance {
            cause = .some(.scrolledUnderTopBars)
        }
        var found = violation(.fieldVisible, problems.joined(separator: "; "), view: record.name, property: property, fault: fault, excess: excess,
                              value: property == "covered" ? shortfall : nil, direction: property == "aboveTop" ? .tooMuch : .tooLittle,
                              absolute: property == "covered" ? insetDeficit : nil,
                              diagnosis: cause, numbers: numbers, rects: rects)
        // Where the amounts name nothing: a multi-line input whose caret line is clear while
        // the rest of it, which would fit, is not (UIKit scrolls the caret, a table view
        // controller its cell from the top).
        // Where the amounts name nothing: nothing moved for the keyboard at all. Nor is a
        // stale frame the cause then, whatever the amounts equal: a mechanism that answers an
        // earlier keyboard moves something for it (a field covered by 44 pt after a 44 pt
        // change of the keyboard's height, on a screen that ignores the keyboard outright),
        // nor any amount: a field short of clear by a tab bar's height on a screen that moved
        // nothing had no mechanism to fall short (every cause that names an amount, Bug). A
        // field below the free band (past the window's edge, where the keyboard does not
        // reach) on such a screen was not avoided either.
        if Bug.namesAnAmount(found.diagnosis), property == "covered" || property == "belowBand", nothingMovedForTheKeyboard() {
            found.diagnosis = .notAvoided
        }
        // Still covered, and the screen moved after the keyboard's animation had ended (its
        // did-notifications): the app reacted after the keyboard, too late for what moved the
        // field into view with it (SwiftUI's scroll to the focused field, UIKit's own).
        if found.diagnosis == nil, property == "covered", let before = world.layoutBeforeDidNotifications,
           before != world.layoutChangeCount {
            found.diagnosis = .reactsAfterKeyboard
        }
        // (Only a multi-line input has lines besides the caret's: a tall single-line field
        // shows its one line wherever its caret is, real-bug pair 19.)
        if found.diagnosis == nil, part == "field", property != "aboveTop", field is UITextView, record.frame.height > UITextView.caretLineHeight {
            let caret = field.convert(field.caretRect, to: nil as UIView?)
            let caretCovered = covered.map { caret.maxY > $0.minY + tolerance && caret.minY < $0.maxY } ?? false
            let caretClipped = record.clip.map { !$0.insetBy(dx: -tolerance, dy: -tolerance).contains(caret) } ?? false
            if !caretCovered, !caretClipped, caret.minY >= top - tolerance, caret.maxY <= bottom + tolerance {
                found.diagnosis = .onlyCaretLineShown
            }
        }
        // A TextEditor in a SwiftUI scroll view that a scroll would show (itself, or its caret
        // line when it is taller than the visible area, as SwiftUI scrolls a TextField), left
        // where it is: SwiftUI's own avoidance does not scroll to a TextEditor (the
        // assumption is off, its evidence all against) and the screen did not either. That is
        // the cause whatever the amounts happen to equal (a tall editor left 20 pt above the
        // band on an iPad is no safe area counted twice).
        if let editor = field as? UITextView, let scroll = editor.enclosingScrollView as? SwiftUIScrollView,
           !world.assumptions[.swiftUIScrollsToFocusedTextEditor], world.consultedAssumptions.contains(.swiftUIScrollsToFocusedTextEditor) {
            let whole = editor.convert(editor.bounds, to: scroll)
            let target = whole.height <= scroll.visibleContentRect.height ? whole : editor.convert(editor.caretRect, to: scroll)
            if scroll.offsetShowing(target) != nil { found.diagnosis = .textEditorNotScrolledTo }
        }
        return found
    }

    /// Whether the keyboard covers the screen and yet the whole screen is exactly as the
    /// reference layout (no keyboard) has it — every view's frame inside its container, every
    /// scroll view's bottom inset and offset: nothing the screen does reacted to the keyboard.
    /// A sheet the system lifted is the system's move, not the screen's (its views are
    /// compared inside it: an iPad page sheet lifted short of the keyboard, its content left
    /// where it was, was not avoided). (Content overflowing a sheet the keyboard does not
    /// reach had nothing to avoid.)
    func nothingMovedForTheKeyboard() -> Bool {
        func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= tolerance }
        let dx = current.containerOrigin.x - reference.containerOrigin.x, dy = current.containerOrigin.y - reference.containerOrigin.y
        guard coverage(of: reference.rootFrame.offsetBy(dx: dx, dy: dy)) > tolerance else { return false }
        for view in current.views {
            guard let before = reference.view(view.id), before.name == view.name,
                  same(view.frame.minX - dx, before.frame.minX), same(view.frame.minY - dy, before.frame.minY),
                  same(view.frame.width, before.frame.width), same(view.frame.height, before.frame.height) else { return false }
        }
        for scroll in current.scrolls {
            guard let before = reference.scroll(scroll.id), same(scroll.adjustedInset.bottom, before.adjustedInset.bottom),
                  same(scroll.offset, before.offset) else { return false }
        }
        return true
    }

    // MARK: 2. no-double-shift

    /// A view the contract keeps behind the keyboard (``AvoidanceContract/viewsBehindKeyboard``)
    /// that moved up with it: any lift is too much.
    private func viewRidingTheKeyboard() -> Violation? {
        for name in contract.viewsBehindKeyboard {
            guard let view = current.views.first(where: { $0.name == name }), let ref = reference.view(view.id), ref.name == name else { continue }
            let lift = ref.unscrolled.minY - view.unscrolled.minY
            if lift > tolerance {
                return violation(.noDoubleShift, "\(name) moved up \(fmt(lift)) pt with the keyboard; the contract keeps it where it was, behind the keyboard",
                                 view: name, property: "lift", fault: Fault.shownPosition, excess: lift, value: lift,
                                 diagnosis: .some(.ridesTheKeyboard), numbers: [("lift", lift)],
                                 rects: [("reference", ref.unscrolled), ("now", view.unscrolled)])
            }
        }
        return nil
    }

    func noDoubleShift() -> Violation? {
        guard keyboardShown else { return nil }
        // Checked first: it is the most specific cause (a handler that adds on every call).
        if let repeated = repeatedNotification() { return repeated }
        if let rider = viewRidingTheKeyboard() { return rider }
        let kHeight = covered?.height ?? 0
        let padding = contract.padding
        // No view lifted by more than the keyboard covers of the screen being lifted (its
        // root view where it was, after any lift of the system's) plus the padding; scrolling
        // is not a lift. A sheet the keyboard does not reach needs no lift at all.
        let rootWhereItWas = self.rootWhereItWas
        let rootCoverage = liftAllowance()
        for view in current.views where !view.isBar {
            guard let ref = reference.view(view.id), ref.name == view.name else { continue }
            let lift = ref.unscrolled.minY - view.unscrolled.minY
            let limit = rootCoverage + padding
            if lift > limit + tolerance {
                let found = violation(.noDoubleShift, "\(view.name.isEmpty ? "a view" : view.name) is lifted \(fmt(lift)) pt, more than the keyboard covers of the screen (\(fmt(rootCoverage)) pt) plus the padding (\(fmt(padding)) pt)",
                                 view: view.name, property: "lift", fault: Fault.shownPosition, excess: lift - limit, value: lift, viewCoverage: rootCoverage, absolute: lift,
                                 diagnosis: (leftOverFromDocked(view.unscrolled.minY) { $0.view(view.id)?.unscrolled.minY }
                                             ?? (liftedByLayoutAndTranslation(view, ref) ? .shiftedTwice : nil)).map { .some($0) },
                                 numbers: [("lift", lift), ("limit", limit), ("excess", lift - limit), ("covered", rootCoverage)],
                                 rects: [("reference", ref.unscrolled), ("now", view.unscrolled)])
                if !isDesignMargin(found, excess: lift - limit) { return found }
            }
        }
        if let k = covered {
            switch contract.mode {
            case .minimalLift:
                if let field = world.firstResponder?.textInput, let now = current.view(field.id), let ref = reference.view(field.id) {
                    let lift = ref.unscrolled.minY - now.unscrolled.minY
                    let gap = k.minY - now.frame.maxY
                    // Only a field the keyboard would have covered where it was (moved with the
                    // container, which the system may lift) had to be lifted.
                    let wouldBeCovered = ref.unscrolled.maxY + current.containerOrigin.y > k.minY + tolerance
                    if lift > tolerance, wouldBeCovered, gap > padding + tolerance, now.frame.height <= k.minY - current.contentTop {
                        // A field that rides on the keyboard (in an input bar, a pinned stack, a
                        // SwiftUI safeAreaInset bar: it rose at least as far as the content area's
                        // bottom, which a keyboard guide, SwiftUI's keyboard region or a bar's
                        // constraint puts on the keyboard's top) keeps the distance it had above
                        // that bottom at rest — its container's padding, a view below it: the
                        // screen's design, not a lift (issue 48 #7). `padding` comes on top.
                        let rideLift = reference.contentBottom + current.containerOrigin.y - reference.containerOrigin.y - k.minY
                        let rides = rideLift > tolerance && lift >= rideLift - tolerance
                        let rest = rides ? restingGap(of: ref) : 0
                        let allowed = rest + padding
                        if gap > allowed + tolerance {
                            // How far the field ended above its window's bottom where it was: a
                            // lift by what the keyboard covers of the window, not of the field,
                            // overshoots by that distance.
                            let bottomGap = current.windowBounds.maxY - (ref.unscrolled.maxY + current.containerOrigin.y)
                            // The cause of a ride that went further: what it overshot the content
                            // area's bottom by (the safe area, a bar); else what the field rose
                            // beyond clearing the keyboard.
                            var cause: Diagnosis?? = liftedByLayoutAndTranslation(now, ref) ? .some(.shiftedTwice) : nil
                            if cause == nil, rest > tolerance,
                               let ride = diagnoser.diagnose(invariant: .noDoubleShift, excess: gap - allowed, value: gap - rest) {
                                cause = .some(ride)
                            }
                            let kept = rest > tolerance ? ", more than the \(fmt(rest)) pt it kept above the bottom of the content area at rest (it rides on the keyboard) plus the padding (\(fmt(padding)) pt)"
                                : ", more than the padding (\(fmt(padding)) pt)"
                            let found = violation(.noDoubleShift, "the lifted field ends \(fmt(gap)) pt above the keyboard" + kept,
                                                  view: now.name, property: "gap", fault: Fault.shownPosition, excess: gap - padding, value: gap,
                                                  viewBottomGap: bottomGap > tolerance ? bottomGap : nil, diagnosis: cause,
                                                  numbers: [("gap", gap), ("padding", padding)] + (rest > tolerance ? [("atRest", rest)] : [])
                                                    + [("excess", gap - allowed), ("lift", lift), ("covered", kHeight)],
                                                  rects: [("field", now.frame), ("keyboard", k)])
                            if !isDesignMargin(found, excess: gap - allowed) { return found }
                        }
                    }
                }
            case .pin:
                if let pinned = contract.pinnedViewNames.lazy.compactMap({ name in current.views.first { $0.name == name } }).first {
                    let name = pinned.name
                    let gap = k.minY - pinned.frame.maxY
                    // Only a container the keyboard would have covered had to be pinned to it.
                    let bottomWhereItWas = reference.view(pinned.id).map { $0.unscrolled.maxY + current.containerOrigin.y } ?? 0
                    let wouldBeCovered = bottomWhereItWas > k.minY + tolerance
                    // The shared rule (``Feasibility``): where the keyboard leaves no room for
                    // the field (a keyboard over the whole of a Stage Manager window, its top
                    // above the window's), a view pinned above it cannot end at its top.
                    let fieldHeight = world.firstResponder?.textInput.map { $0.bounds.height } ?? 0
                    let line = world.firstResponder?.textInput.map { $0.caretRect.height } ?? UITextView.caretLineHeight
                    let feasible = Feasibility.canAvoid(freeBand: k.minY - current.contentTop, fieldHeight: fieldHeight, lineHeight: line)
                    if wouldBeCovered, feasible, gap > padding + tolerance {
                        let moved = bottomWhereItWas - pinned.frame.maxY
                        // A screen that ends above its window's bottom (a sheet) whose view moved
                        // by what the keyboard covers of the window overshoots by that distance.
                        let bottomGap = current.windowBounds.maxY - rootWhereItWas.maxY
                        let found = violation(.noDoubleShift, "\(name) ends \(fmt(gap)) pt above the keyboard, more than the padding (\(fmt(padding)) pt)",
                                         view: name, property: "gap", fault: Fault.shownPosition, excess: gap - padding, value: gap,
                                         viewBottomGap: bottomGap > tolerance ? bottomGap : nil, pinMove: moved,
                                         numbers: [("gap", gap), ("padding", padding), ("excess", gap - padding), ("moved", moved), ("covered", kHeight)],
                                         rects: [(name, pinned.frame), ("keyboard", k)])
                        if !isDesignMargin(found, excess: gap - padding) { return found }
                    }
                }
            }
        }
        // No scroll view inset by more than K covers of it (or its reference inset) plus padding.
        for scroll in current.scrolls {
            if let overInset = overInset(scroll) { return overInset }
        }
        if let overScroll = overScroll() { return overScroll }
        return nil
    }

    /// Whether a no-double-shift excess is a margin the screen keeps on purpose, not a
    /// double shift: at most ``AvoidanceContract/designMargin`` beyond what the contract
    /// allows, with no known cause. An over-lift users see — the safe area, a bar, the
    /// keyboard counted twice, a frame's height, a window's offset — is larger, or named by
    /// its cause, and stays caught (issue 48 #7: `scrollRectToVisible(rect.insetBy(dx: 0,
    /// dy: -8))` was reported "scrolled 8 pt more than needed").
    func isDesignMargin(_ violation: Violation, excess: CGFloat) -> Bool {
        violation.diagnosis == nil && excess <= AvoidanceContract.designMargin + tolerance
    }

    /// How far above the bottom of the content area (the bottom bars, the safe area's bottom)
    /// a view ended in the layout at rest: what a view that rides on the keyboard keeps above
    /// it — an input bar's padding around its field, a row below the field in a pinned stack.
    /// A keyboard guide, SwiftUI's keyboard region or a bar's constraint moves the content
    /// area's bottom to the keyboard's top, and everything above it keeps its place.
    func restingGap(of ref: Snapshot.ViewRecord) -> CGFloat {
        max(0, reference.contentBottom - ref.frame.maxY)
    }

    /// A scroll view inset by more than the keyboard covers of it (or its reference inset)
    /// plus the padding, as no-double-shift reports it; `nil` when it is not.
    ///
    /// UIKit's own inset: the part of a scroll view under the bottom bars and the home
    /// indicator as they are with no keyboard (the reference's: an app's keyboard-driven
    /// additionalSafeAreaInsets is not UIKit's), which `adjustedContentInset` adds once the
    /// scroll view scrolls — as one the keyboard shortened may start to do.
    func overInset(_ scroll: Snapshot.ScrollRecord) -> Violation? {
        let padding = contract.padding
        let barsBottom = reference.contentBottom + current.containerOrigin.y - reference.containerOrigin.y
        let before = reference.scroll(scroll.id)
        let inset = scroll.adjustedInset.bottom
        // An inset the app declared no more of, where UIKit adds no more than its own, is no shift.
        let underBars = max(0, min(scroll.frame.maxY, current.windowBounds.maxY) - barsBottom)
        if scroll.contentInset.bottom <= (before?.contentInset.bottom ?? 0) + tolerance,
           inset - scroll.contentInset.bottom <= underBars + padding + tolerance { return nil }
        let coveredOfScroll = covered.flatMap { $0.overlap(with: scroll.frame) }.map { max(0, $0.height) } ?? 0
        let referenceInset = before?.adjustedInset.bottom ?? 0
        let allowed = max(coveredOfScroll, referenceInset) + padding
        guard inset > allowed + tolerance else { return nil }
        // Where it was, the keyboard may have covered it (another mechanism — a guide, SwiftUI,
        // the system's sheet lift — moved it since). The reference frame is already in window
        // space, its container where it was.
        let coveredWhereItWas = before.map { coverage(of: $0.frame) } ?? coveredOfScroll
        // How far the view ends above its window's bottom, when its own layout put it
        // there (moved since, if at all, only by the system's sheet lift): a gap another
        // mechanism opened (a keyboard guide, SwiftUI) makes an inset for it a second move.
        let gapNow = current.windowBounds.maxY - scroll.frame.maxY
        let layoutGap = before.flatMap { before -> CGFloat? in
            abs(gapNow - (reference.windowBounds.maxY - before.frame.maxY) - diagnoser.systemLift) <= 0.5 ? gapNow : nil
        }
        let found = violation(.noDoubleShift, "\(scroll.name)'s adjustedContentInset.bottom is \(fmt(inset)) pt, but the keyboard covers \(fmt(coveredOfScroll)) pt of it (reference inset \(fmt(referenceInset)) pt)",
                         view: scroll.name, property: "contentInset", fault: Fault.shownInset, excess: inset - allowed, value: inset - referenceInset,
                         viewCoverage: coveredWhereItWas, coverageNow: coveredOfScroll, absolute: inset,
                         viewBottomGap: layoutGap, own: scroll.contentInset.bottom, padding: padding,
                         diagnosis: leftOverFromDocked(inset) { $0.scroll(scroll.id)?.adjustedInset.bottom }.map { .some($0) },
                         numbers: [("inset", inset), ("covered", coveredOfScroll), ("referenceInset", referenceInset), ("excess", inset - allowed)],
                         rects: [(scroll.name, scroll.frame)] + (covered.map { [("keyboard", $0)] } ?? []))
        return isDesignMargin(found, excess: inset - allowed) ? nil : found
    }

    /// A repeated notification that added more is a handler accumulating (`+=`); one that
    /// took back what the system's sheet lift added is the sheet's double shift; anything
    /// else has no known cause.
    func repeatedDiagnosis(_ change: CGFloat) -> Diagnosis?? {
        if change > 0 { return .accumulates }
        if diagnoser.systemLift > 0.5, abs(abs(change) - diagnoser.systemLift) <= 1 { return .shiftedTwice }
        return .some(nil)
    }

    /// An identical repeated notification (focus moving, the keyboard staying) changes
    /// nothing.
    func repeatedNotification() -> Violation? {
        let kHeight = covered?.height ?? 0
        // An identical repeated notification changes nothing.
        if let before = beforeIdenticalNotification {
            for view in current.views where !view.isBar {
                guard let old = before.view(view.id), old.name == view.name else { continue }
                let moved = old.unscrolled.minY - view.unscrolled.minY
                if abs(moved) > tolerance {
                    return violation(.noDoubleShift, "an identical keyboard notification (focus moving to another field) moved \(view.name) by \(fmt(moved)) pt",
                                     view: view.name, property: "repeated", fault: Fault.shownPosition, excess: abs(moved), value: moved, diagnosis: repeatedDiagnosis(moved), numbers: [("moved", moved), ("covered", kHeight)])
                }
            }
            for scroll in current.scrolls {
                guard let old = before.scroll(scroll.id) else { continue }
                let change = scroll.adjustedInset.bottom - old.adjustedInset.bottom
                if abs(change) > tolerance {
                    return violation(.noDoubleShift, "an identical keyboard notification changed \(scroll.name)'s bottom inset by \(fmt(change)) pt",
                                     view: scroll.name, property: "repeated", fault: Fault.shownInset, excess: abs(change), value: change, diagnosis: repeatedDiagnosis(change), numbers: [("change", change), ("covered", kHeight)])
                }
            }
        }
        return nil
    }

    /// A minimal-scrolling strategy that scrolled the active field further than needed in
    /// this event: the scroll grew, and the field ends more than the padding above the
    /// bottom of what the scroll view shows (the keyboard's top, or its own visible bottom).
    func overScroll() -> Violation? {
        guard contract.mode == .minimalLift, contract.scrolling == .minimal, let previous = previousSettled,
              let field = world.firstResponder?.textInput, let now = current.view(field.id),
              let scrollID = now.scrollAncestor, let scroll = current.scroll(scrollID), let before = previous.scroll(scrollID) else { return nil }
        // Only a scroll made to clear a keyboard that covers the window is measured against
        // it, and only when that keyboard is the one the event started with or came with: a
        // scroll made for one keyboard (another app's) is not an over-scroll for the next.
        guard let k = covered, k.height > tolerance else { return nil }
        if let before = previous.keyboardFrame, before != world.keyboard.screenFrame { return nil }
        let scrolled = scroll.offset - before.offset
        guard scrolled > tolerance else { return nil }
        // The same band as field-visible's: inside the scroll view's insets, and inside the
        // content area (below the top bars, above the bottom bars and the home indicator,
        // which a careful strategy keeps clear even where UIKit adds no inset for them).
        let visibleTop = max(current.contentTop, scroll.frame.minY + scroll.adjustedInset.top)
        let visibleBottom = min(current.contentBottom, scroll.frame.maxY - scroll.adjustedInset.bottom, k.minY)
        // A field that does not fit is shown from its top: any gap below it is no over-scroll.
        guard now.frame.height + contract.padding <= visibleBottom - visibleTop else { return nil }
        let gap = visibleBottom - now.frame.maxY
        // The system may have lifted the sheet since, which raises the field by itself.
        let systemLift = max(0, previous.containerOrigin.y - current.containerOrigin.y)
        let excess = min(gap - contract.padding - systemLift, scrolled)
        guard excess > tolerance, scroll.offset > scroll.minOffset + tolerance else { return nil }
        let found = violation(.noDoubleShift, "\(scroll.name) scrolled \(fmt(scrolled)) pt, \(fmt(excess)) pt more than needed: the field ends \(fmt(gap)) pt above the bottom of what it shows (padding \(fmt(contract.padding)) pt)",
                         view: now.name, property: "scroll", fault: Fault.shownOffset, excess: excess, value: excess,
                         numbers: [("scrolled", scrolled), ("excess", excess), ("gap", gap), ("padding", contract.padding)],
                         rects: [("field", now.frame), (scroll.name, scroll.frame)])
        return isDesignMargin(found, excess: excess) ? nil : found
    }

    // MARK: 3. nothing-offscreen

    /// The shared rule (``Feasibility``) for a view in a scroll view: whether the band the
    /// keyboard leaves of the scroll view, less the insets the screen itself declared (a
    /// floating bar over the content), has room for what field-visible would ask of it.
    func scrollBandIsFeasible(for view: Snapshot.ViewRecord) -> Bool {
        guard let id = view.scrollAncestor, let scroll = current.scroll(id), let declared = reference.scroll(id) else { return true }
        let addedTop = scroll.adjustedInset.top - scroll.contentInset.top
        let top = max(current.contentTop, scroll.frame.minY + addedTop + declared.contentInset.top)
        let bottom = min(covered?.minY ?? current.windowBounds.maxY, scroll.frame.maxY) - declared.contentInset.bottom
        return Feasibility.canAvoid(freeBand: bottom - top, fieldHeight: view.frame.height)
    }

    /// Whether a view in a scroll view can be scrolled into the part of the scroll view a user
    /// sees content in: its frame less its adjusted insets, except the `contentInset` the
    /// strategy added since the reference layout. An inset the app adds lengthens the scroll
    /// range and covers nothing: `contentInset` is the app's own inset on top of what UIKit
    /// adds for bars and the safe area (keyboard-platform.md §3.4, Apple's `contentInset` and
    /// `adjustedContentInset` pages), the offset range runs from `-adjustedContentInset.top` to
    /// the content's end plus the bottom inset, so a bottom inset never stops scrolling to the
    /// top, and content over it shows wherever the keyboard (`band`) leaves it. Counting it made a header
    /// that simply does not fit a small band (a Stage Manager window, a sheet) "no longer
    /// scrollable into view" after a larger bottom inset (issue 35 #10a).
    func reachableInScroll(_ view: Snapshot.ViewRecord, _ snapshot: Snapshot, band: ClosedRange<CGFloat>? = nil) -> Bool {
        // (Asked for every view at every check: the records' fields are read in place.)
        guard let id = view.scrollAncestor, let index = snapshot.scrollIndex(id) else { return true }
        let frame = snapshot.scrolls[index].frame, contentInset = snapshot.scrolls[index].contentInset
        let adjustedInset = snapshot.scrolls[index].adjustedInset
        let declared = reference.scrollIndex(id).map { reference.scrolls[$0].contentInset } ?? contentInset
        let addedTop = max(0, contentInset.top - declared.top)
        let addedBottom = max(0, contentInset.bottom - declared.bottom)
        var visibleTop = frame.minY + adjustedInset.top - addedTop
        var visibleBottom = frame.maxY - adjustedInset.bottom + addedBottom
        if let band {
            visibleTop = max(visibleTop, band.lowerBound)
            visibleBottom = min(visibleBottom, band.upperBound)
        }
        if visibleBottom - visibleTop <= 0 { return false }
        // Content point y is drawn at frame.minY + y − offset: find an offset in the valid
        // range that puts the view (or, when it is taller than the band, its top) in the band.
        let r = view.inScroll
        let fitsBand = r.height <= visibleBottom - visibleTop
        let lowest = frame.minY + (fitsBand ? r.maxY : r.minY) - visibleBottom
        let highest = frame.minY + r.minY - visibleTop
        return max(snapshot.scrolls[index].minOffset, lowest) <= min(snapshot.scrolls[index].maxOffset, highest) + tolerance
    }

    /// The part of the window a user sees of a snapshot's content: below the top bars (the
    /// content area's top) down to the window's bottom. A view in a scroll view is on screen
    /// when some offset puts it inside both its scroll view's visible area and this band, so
    /// content whose scroll view was itself moved past the window's top (a SwiftUI stack
    /// holding a `List`, moved up by `.offset`) is as lost as a view outside any scroll view
    /// pushed there (issue 35 #8: the list's top rows, ~260 pt above the screen, were never
    /// reported because only the scroll view's own visible area was asked).
    func onScreen(_ snapshot: Snapshot) -> ClosedRange<CGFloat> {
        snapshot.contentTop...max(snapshot.contentTop, snapshot.windowBounds.maxY)
    }

    /// Nothing a user could see, or scroll to, before the keyboard came up is lost while it is
    /// up: every leaf view of the screen (its rows, buttons, labels and fields, not only the
    /// form's) that lay inside the window's safe area, outside any scroll view, is still inside
    /// the window and below its top safe area; every leaf view in a scroll view that could be
    /// scrolled into its scroll view's visible area still can be, and every one that could be
    /// scrolled on screen (``onScreen(_:)``) still can be — wherever the keyboard leaves room
    /// for it (``Feasibility``). What the keyboard covers is reachable's concern.
    func nothingOffscreen() -> Violation? {
        let freeBand = (covered?.minY ?? current.windowBounds.maxY) - current.contentTop
        let safe = reference.windowBounds.inset(by: reference.windowSafe)
        let safeNow = current.windowBounds.inset(by: current.windowSafe)
        // Content, not containers: a container moved partly off screen (a shifted root view)
        // is fine as long as what it holds stays reachable.
        for ref in reference.views where !ref.isBar && ref.isLeaf && ref.frame.height > 0 {
            guard let view = current.view(ref.id), view.name == ref.name else { continue }
            if ref.scrollAncestor == nil {
                guard safe.insetBy(dx: -tolerance, dy: -tolerance).contains(ref.frame) else { continue }
                if !current.windowBounds.insetBy(dx: -tolerance, dy: -tolerance).contains(view.frame) {
                    let out = max(0, current.windowBounds.minY - view.frame.minY) + max(0, view.frame.maxY - current.windowBounds.maxY)
                    // The cause is structural or an over-lift's (``offscreenCause``), never the
                    // amount it overflows by (which may equal a bar or the safe area by chance).
                    return violation(.nothingOffscreen, "\(view.name) is \(fmt(out)) pt outside the window", view: view.name, property: "outside", fault: Fault.shownPosition, excess: out,
                                     diagnosis: .some(offscreenCause(view, ref)),
                                     numbers: [("outside", out), ("top", view.frame.minY)], rects: [("now", view.frame), ("reference", ref.frame)])
                }
                if view.frame.minY < safeNow.minY - tolerance {
                    let above = safeNow.minY - view.frame.minY
                    return violation(.nothingOffscreen, "\(view.name)'s top is pushed \(fmt(above)) pt above the window's top safe area", view: view.name,
                                     property: "aboveTop", fault: Fault.shownPosition, excess: above, diagnosis: .some(offscreenCause(view, ref)),
                                     numbers: [("above", above), ("top", view.frame.minY), ("safeTop", safeNow.minY)],
                                     rects: [("now", view.frame), ("reference", ref.frame)])
                }
            } else if freeBand > 0, scrollBandIsFeasible(for: view),
                      (reachableInScroll(ref, reference) && !reachableInScroll(view, current))
                        || (reachableInScroll(ref, reference, band: onScreen(reference)) && !reachableInScroll(view, current, band: onScreen(current))) {
                // An inset the strategy added takes no range away (``reachableInScroll``): what
                // did is the scroll view itself, moved up (off the screen's top) or made too
                // short, and the cause is that move's, as for a view outside a scroll view.
                var cause: Diagnosis? = nil
                if let scrollID = view.scrollAncestor, let scrollNow = current.view(scrollID), let scrollThen = reference.view(scrollID),
                   scrollThen.unscrolled.minY - scrollNow.unscrolled.minY > tolerance {
                    cause = offscreenCause(scrollNow, scrollThen)
                }
                return violation(.nothingOffscreen, "\(view.name) can no longer be scrolled into view", view: view.name, property: "scrollRange", fault: Fault.shownPosition,
                                 diagnosis: .some(cause), numbers: [("contentTop", view.inScroll.minY), ("contentBottom", view.inScroll.maxY)],
                                 rects: [("now", view.frame)])
            }
        }
        return nil
    }

    // MARK: 4. hide-restores

    /// The cause of a value not being back: still what it was while the keyboard showed
    /// (not restored); off by the window's distance from the screen's edge (coordinates
    /// mixed: ``Diagnoser/isWindowOffset(_:)``); after a rotation with the keyboard up, the
    /// rotation; or something else (restored to a stale value). `off` is how far it is from
    /// where it was.
    private func restoreDiagnosis(now: CGFloat, shown: CGFloat?, otherOrientation: CGFloat?, off: CGFloat) -> Diagnosis {
        if let shown, abs(now - shown) <= tolerance { return .notRestored }
        if diagnoser.isWindowOffset(off) { return .coordinatesMixed }
        // What was put back belongs to the orientation before the rotation.
        if diagnoser.rotatedWhileShown, let otherOrientation, abs(now - otherOrientation) <= tolerance { return .notRestoredAfterRotation }
        return .restoredToStaleValue
    }

    /// The first view (not a bar) whose frame, scrolling aside, is not where `reference` has
    /// it — nor where `scrolled` has it, when given.
    private func viewNotBack(comparedWith reference: Snapshot, norWith scrolled: Snapshot? = nil) -> (view: Snapshot.ViewRecord, ref: Snapshot.ViewRecord)? {
        func isBack(_ view: Snapshot.ViewRecord, _ ref: Snapshot.ViewRecord) -> Bool {
            abs(view.unscrolled.minY - ref.unscrolled.minY) <= tolerance && abs(view.unscrolled.height - ref.unscrolled.height) <= tolerance
                && abs(view.unscrolled.minX - ref.unscrolled.minX) <= tolerance
        }
        for view in current.views where !view.isBar {
            guard let ref = reference.view(view.id), ref.name == view.name, !isBack(view, ref) else { continue }
            if let scrolled, let there = scrolled.view(view.id), there.name == view.name, isBack(view, there) { continue }
            return (view, ref)
        }
        return nil
    }

    /// Whether a scroll view is not at the reference layout's scroll position.
    private var scrolledAwayFromReference: Bool {
        current.scrolls.contains { scroll in
            reference.scroll(scroll.id).map { abs($0.offset - scroll.offset) > tolerance } ?? false
        }
    }

    /// Every frame (scrolling aside), inset, indicator inset and constant is the reference
    /// layout's, and no scroll view shows blank space past its content (DESIGN.md, invariant 4).
    ///
    /// Scroll positions are not restored: iOS leaves content where it was scrolled (to the
    /// field, by the system or the app) when the keyboard hides. So a view that is not back is
    /// compared again with the reference scrolled as the content is now
    /// (``scrolledReference``); one that is where it is at that position (a header that
    /// collapses as the content scrolls) follows the scrolling, not the keyboard, and is not
    /// reported. One that is not back there either is reported as compared with the reference.
    func hideRestores() -> Violation? {
        guard !keyboardShown, keyboardWasShown else { return nil }
        // Built once, when something is not back and the content is scrolled elsewhere.
        var scrolledBuilt = false, scrolledLayout: Snapshot? = nil
        func scrolled() -> Snapshot? {
            if !scrolledBuilt { scrolledBuilt = true; scrolledLayout = scrolledAwayFromReference ? scrolledReference?() : nil }
            return scrolledLayout
        }
        if viewNotBack(comparedWith: reference) != nil {
            if let (view, ref) = viewNotBack(comparedWith: reference, norWith: scrolled()) {
                let dy = view.unscrolled.minY - ref.unscrolled.minY, dh = view.unscrolled.height - ref.unscrolled.height
                let dx = view.unscrolled.minX - ref.unscrolled.minX
                // (A view back in top and height is back only if it is also back across.)
                let sideways = abs(dx) > tolerance ? ", moved \(fmt(dx)) pt sideways" : ""
                // The value that is not back: the top, else the height, else the left edge.
                let measure: (Snapshot.ViewRecord) -> CGFloat = abs(dy) > tolerance ? { $0.unscrolled.minY }
                    : abs(dh) > tolerance ? { $0.unscrolled.height } : { $0.unscrolled.minX }
                let off = abs(dy) > tolerance ? dy : abs(dh) > tolerance ? dh : dx
                return violation(.hideRestores, "\(view.name.isEmpty ? "a view" : view.name) is not back where it was: moved \(fmt(dy)) pt, resized \(fmt(dh)) pt\(sideways)",
                                 view: view.name, property: "frame", fault: Fault.hiddenPosition, excess: off,
                                 diagnosis: restoreDiagnosis(now: measure(view), shown: lastShown?.view(view.id).map(measure),
                                                             otherOrientation: otherReference?.view(view.id).map(measure), off: off),
                                 numbers: [("moved", dy), ("resized", dh)] + (sideways.isEmpty ? [] : [("sideways", dx)]),
                                 rects: [("reference", ref.unscrolled), ("now", view.unscrolled)])
            }
        }
        for scroll in current.scrolls {
            guard let ref = reference.scroll(scroll.id) else { continue }
            if scroll.contentInset != ref.contentInset {
                let d = scroll.contentInset.bottom - ref.contentInset.bottom
                return violation(.hideRestores, "\(scroll.name)'s contentInset is \(scroll.contentInset), not \(ref.contentInset) as before",
                                 view: scroll.name, property: "contentInset", fault: Fault.hiddenInset, excess: d, value: d,
                                 diagnosis: restoreDiagnosis(now: scroll.contentInset.bottom, shown: lastShown?.scroll(scroll.id)?.contentInset.bottom,
                                                             otherOrientation: otherReference?.scroll(scroll.id)?.contentInset.bottom, off: d),
                                 numbers: [("insetBottom", scroll.contentInset.bottom), ("reference", ref.contentInset.bottom), ("difference", d)])
            }
            if scroll.indicatorInsets != ref.indicatorInsets {
                let d = scroll.indicatorInsets.bottom - ref.indicatorInsets.bottom
                return violation(.hideRestores, "\(scroll.name)'s verticalScrollIndicatorInsets are \(scroll.indicatorInsets), not \(ref.indicatorInsets) as before",
                                 view: scroll.name, property: "indicatorInsets", fault: Fault.hiddenInset, excess: d, value: d,
                                 diagnosis: restoreDiagnosis(now: scroll.indicatorInsets.bottom, shown: lastShown?.scroll(scroll.id)?.indicatorInsets.bottom,
                                                             otherOrientation: otherReference?.scroll(scroll.id)?.indicatorInsets.bottom, off: d),
                                 numbers: [("indicatorBottom", scroll.indicatorInsets.bottom), ("reference", ref.indicatorInsets.bottom)])
            }
            if scroll.offset < scroll.minOffset - tolerance || scroll.offset > scroll.maxOffset + tolerance {
                let blank = scroll.offset > scroll.maxOffset ? scroll.offset - scroll.maxOffset : scroll.minOffset - scroll.offset
                // Still where it was scrolled while the keyboard showed: the inset that allowed
                // that offset was taken back, and the offset left where it was. How far past the
                // end it is names nothing.
                let leftOver = lastShown?.scroll(scroll.id).map { abs($0.offset - scroll.offset) <= tolerance } ?? false
                return violation(.hideRestores, "\(scroll.name) is scrolled \(fmt(blank)) pt past its content (blank space)",
                                 view: scroll.name, property: "contentOffset", fault: Fault.hiddenOffset, excess: blank,
                                 diagnosis: .some(leftOver ? .notRestored : nil),
                                 numbers: [("offset", scroll.offset), ("maxOffset", scroll.maxOffset), ("blank", blank)])
            }
        }
        if current.constants.count == reference.constants.count {
            for (i, (now, ref)) in zip(current.constants, reference.constants).enumerated() where abs(now - ref) > tolerance {
                // A constant the app sets from the scroll position is what it is there.
                if let there = scrolled(), there.constants.count == current.constants.count, abs(there.constants[i] - now) <= tolerance { continue }
                let constraint = world.activeConstraints[i]
                let shown = lastShown.flatMap { $0.constants.count == current.constants.count ? $0.constants[i] : nil }
                let other = otherReference.flatMap { $0.constants.count == current.constants.count ? $0.constants[i] : nil }
                return violation(.hideRestores, "the constant of \(constraint) is \(fmt(now)), not \(fmt(ref)) as before",
                                 property: "constant", fault: Fault.hiddenPosition, excess: now - ref, value: now - ref,
                                 diagnosis: restoreDiagnosis(now: now, shown: shown, otherOrientation: other, off: now - ref),
                                 numbers: [("constant", now), ("reference", ref)])
            }
        }
        return nil
    }
}
