import Foundation

/// Matches a violation's numbers against known causes (the design's §9): an amount that
/// equals the bottom safe area, the keyboard's covered height, the keyboard frame's full
/// height, the window's offset from the screen, a bar's height, the system's sheet lift.
/// Where nothing matches it says nothing ("no known cause"), never a guess.
struct Diagnoser {
    /// The root view's bottom safe area (home indicator, bars).
    let safeBottom: CGFloat
    /// The window's own bottom safe area (home indicator only).
    let windowSafeBottom: CGFloat
    /// The height the keyboard covers in the window.
    let coveredHeight: CGFloat
    /// The keyboard's frame (screen space) and mode.
    let keyboardFrame: CGRect?
    let keyboardMode: KeyboardMode
    let windowFrame: CGRect
    let screenSize: CGSize
    /// The bottom tab bar's height, if the screen has one at the bottom.
    let tabBarHeight: CGFloat?
    /// The bottom toolbar's height, if the screen has one (a navigation controller's toolbar,
    /// above any tab bar).
    var toolbarHeight: CGFloat?
    let rotatedWhileShown: Bool
    /// Whether the strategy follows undocked keyboards (their frames are then legitimate).
    let followsUndocked: Bool
    /// How far the system itself lifted the presentation container (a sheet), in points.
    var systemLift: CGFloat = 0
    /// The height of the first responder's input accessory view, which the keyboard's frame
    /// includes (keyboard-platform.md §1: another accessory changes the keyboard's height;
    /// slackhq/SlackTextViewController#41: the notification's frame includes it).
    var accessoryHeight: CGFloat = 0
    /// What the keyboard covered of the window before its changes while it stayed on screen
    /// (another height: predictive bar, keyboard, input view, hardware keyboard), the latest
    /// last; empty when it has not changed.
    var previousCoveredHeights: [CGFloat] = []
    /// Whether the app used where the keyboard's frame is, not only its size: `false` when a
    /// probe run, with the notifications' frames moved, changed nothing the app did
    /// (``ScenarioRunner``). Mixed coordinates need a position to convert; code that read only
    /// the frame's height (an inset or offset equal to it) is not said to mix them, whatever
    /// its amount equals.
    var positionRead = true
    /// Whether the app has read a keyboard frame from a notification (``World/keyboardFrameWasRead``):
    /// `false` for a screen that leaves the keyboard to a layout guide, to SwiftUI or to
    /// UIKit. A cause that names what was done with the frame — its height used, a stale one
    /// kept, the accessory added to it, the overlap not intersected, coordinates mixed — is
    /// then never given (issue 48 #6).
    var frameRead = true

    /// Whether a view rose by the keyboard's whole covered height — or it less the bottom
    /// safe area (as a keyboard guide or SwiftUI's keyboard region measures it), or the frame's
    /// height where the app read the frame — while the keyboard covered less of it where it
    /// was (`viewCoverage`): a lift by the keyboard's height, not by what it covers of the view.
    func liftedByKeyboardHeight(lift: CGFloat, viewCoverage: CGFloat) -> Bool {
        guard coveredHeight > 0.5, lift > viewCoverage + 1 else { return false }
        let heights = [coveredHeight, coveredHeight - safeBottom, coveredHeight - windowSafeBottom]
            + (frameRead ? keyboardFrame.map { [$0.height] } ?? [] : [])
        return heights.contains { near(lift, $0) }
    }

    /// What an amount is compared with.
    enum Direction {
        /// Too much: a lift, an inset, a gap (over-avoidance).
        case tooMuch
        /// Too little: a field still covered (under-avoidance).
        case tooLittle
    }

    private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { b > 0.5 && abs(a - b) <= 1 }

    /// Whether `amount` is the window's distance from one of the screen's edges, in a screen
    /// that read where the keyboard is: a value put back after the keyboard left that is off by
    /// that much was computed from the keyboard's screen-space frame against the window's
    /// bounds (a hidden keyboard's frame begins at the screen's bottom, not the window's:
    /// keyboard-platform.md §3.1, frames are in screen coordinates) — coordinates mixed.
    /// The window as it was earlier in the case counts too (``earlierWindowOffsets``): a value
    /// put back in portrait and left alone through a rotation is off by the portrait window's
    /// distance.
    func isWindowOffset(_ amount: CGFloat) -> Bool {
        positionRead && frameRead && (windowOffsets + earlierWindowOffsets).contains { near(abs(amount), $0) }
    }

    /// The window's distances from the screen's edges at the checks before this one in the
    /// case (another orientation's window after a rotation), read by ``isWindowOffset(_:)``.
    var earlierWindowOffsets: [CGFloat] = []

    /// The window's distances from the screen's edges, where it is not at them.
    private var windowOffsets: [CGFloat] { Self.offsets(of: windowFrame, on: screenSize) }

    /// The distances of a window at `frame` (screen space) from the edges of a screen of `size`,
    /// where it is not at them.
    static func offsets(of frame: CGRect, on size: CGSize) -> [CGFloat] {
        [frame.minY, size.height - frame.maxY, frame.minY + (size.height - frame.maxY), frame.minX].filter { $0 > 0.5 }
    }

    /// Whether a keyboard is on screen that the app need not avoid (floating or undocked,
    /// and the strategy did not opt into following it).
    private var undockedNotFollowed: Bool {
        keyboardFrame != nil && keyboardMode.isUndocked && !followsUndocked
    }

    /// The diagnosis for an amount that is `excess` beyond what was allowed, where the
    /// offending value itself was `value`. `viewCoverage` is what the keyboard covers of the
    /// view that was moved or inset (when the check knows the view).
    /// `absolute` is the offending quantity itself (the whole inset or lift), when it differs
    /// from `value`; `coverageNow` is what the keyboard covers of the view as it is now (when
    /// the check knows it), where `viewCoverage` is what it covered where it was.
    /// `pinMove` is how far a view pinned to the keyboard moved up from where it was (a gap's
    /// cause: the whole move, where the gap is only what it overshot). `own` is the value the
    /// app set itself, where UIKit adds to it (a scroll view's `contentInset`, to which
    /// `adjustedContentInset` adds the safe area and bars). `padding` is the contract's padding
    /// when the allowance `excess` is measured from included it (a scroll view's inset may be
    /// what the keyboard covers plus the padding): the amount over what the keyboard covers is
    /// then `excess + padding`, which is what a safe area counted twice adds.
    func diagnose(invariant: InvariantID, excess: CGFloat, value: CGFloat?, direction: Direction = .tooMuch,
                  viewCoverage: CGFloat? = nil, coverageNow: CGFloat? = nil, absolute: CGFloat? = nil,
                  viewBottomGap: CGFloat? = nil, pinMove: CGFloat? = nil, own: CGFloat? = nil, padding: CGFloat = 0) -> Diagnosis? {
        // Too little: `absolute` is what the mechanism fell short by (a scroll view's inset
        // below what the keyboard covers of it), which a clamped scroll can hide in `excess`.
        let amounts = [abs(excess)] + (value.map { [abs($0)] } ?? []) + (direction == .tooLittle ? absolute.map { [abs($0)] } ?? [] : [])
        if direction == .tooMuch {
            // Moving for a keyboard that covers nothing of the app.
            if undockedNotFollowed && coveredHeight <= 0.5 { return .undockedTreatedAsDocked }
            if let viewCoverage, viewCoverage <= 0.5 {
                return undockedNotFollowed ? .undockedTreatedAsDocked : .notCoveredButMoved
            }
            // The system lifted the sheet, and the app lifted its content as well.
            if invariant == .noDoubleShift, near(abs(excess), systemLift) || absolute.map({ near(abs($0), systemLift) }) == true {
                return .shiftedTwice
            }
            // The system lifted the sheet clear of the keyboard, which covered the view where it
            // was, and the app still moved its content for it (measuring the keyboard without
            // its view, or before the lift: freshOS/KeyboardLayoutGuide#33).
            if invariant == .noDoubleShift, systemLift > 0.5, let coverageNow, coverageNow <= 0.5,
               let viewCoverage, viewCoverage > 0.5 {
                return .shiftedTwice
            }
            // The app's whole amount is what the keyboard covered of the view before the system
            // lifted the sheet, which took the rest of it away: measured before the lift (at
            // the notification, not after the sheet moved), so the lift and the app's move add
            // up (IQKeyboardManager re-ran its adjustment on keyboardDidShow for sheets,
            // keyboard-libraries.md §1.1).
            if invariant == .noDoubleShift, systemLift > 0.5, let coverageNow, let viewCoverage, let absolute,
               near(viewCoverage - coverageNow, systemLift), near(abs(absolute), viewCoverage) {
                return .shiftedTwice
            }
        }
        // The window is not where the screen is: an excess equal to its offset points to a
        // conversion from the wrong space (screen height used as the view's bottom, or no
        // conversion in Slide Over, Stage Manager, a sheet). Checked before the frame height,
        // whose amounts it also produces.
        let offsets = windowOffsets
        if positionRead, frameRead, !offsets.isEmpty, offsets.contains(where: { near(abs(excess), $0) }) { return .coordinatesMixed }
        // The view ends above its window's bottom, and the excess is exactly that distance:
        // the keyboard was measured against the window, not intersected with the view.
        // (A view that ends where the safe area or a tab bar begins is short of its window's
        // bottom by them: an excess of that much is theirs, counted twice.)
        let contentAreaGaps = [safeBottom, windowSafeBottom] + (tabBarHeight.map { [$0, $0 + windowSafeBottom] } ?? [])
        if frameRead, direction == .tooMuch, invariant == .noDoubleShift, let gap = viewBottomGap, gap > 0.5, near(abs(excess), gap),
           !contentAreaGaps.contains(where: { near(gap, $0) }) {
            return .overlapNotIntersected
        }
        // The keyboard's frame is not what it covers (a hardware bar, a frame reaching below
        // the screen): amounts equal to the frame's height, or to the distance from its top
        // to the screen's bottom, point to using the frame.
        if frameRead, direction == .tooMuch, let frame = keyboardFrame, !(followsUndocked && keyboardMode.isUndocked), abs(frame.height - coveredHeight) > 0.5 {
            // (An amount the covered height itself explains is not the frame's.)
            let candidates = [frame.height, frame.height - safeBottom, screenSize.height - frame.minY,
                              screenSize.height - frame.minY - safeBottom].filter { !near($0, coveredHeight) }
            let moved = amounts + (pinMove.map { [abs($0)] } ?? []) + (own.map { [abs($0)] } ?? [])
            if moved.contains(where: { a in candidates.contains { near(a, $0) } }) { return .keyboardFrameHeightUsed }
        }
        if positionRead, frameRead, !offsets.isEmpty, amounts.contains(where: { a in offsets.contains { near(a, $0) } }) { return .coordinatesMixed }
        // An inset, lift or gap too large by exactly the accessory's height: the accessory
        // added to a frame that already holds it. Only over-avoidance (no-double-shift) counts,
        // only to the half point (a field pushed 43 pt past the top by a too-tall stack is not
        // a 44 pt accessory), and only when no bar or safe area explains the excess as closely.
        if frameRead, direction == .tooMuch, invariant == .noDoubleShift, accessoryHeight > 0.5, abs(abs(excess) - accessoryHeight) <= 0.5 {
            let others = [tabBarHeight, tabBarHeight.map { $0 + windowSafeBottom }, safeBottom, windowSafeBottom]
                .compactMap { $0 }.filter { near(abs(excess), $0) }
            let distance = abs(abs(excess) - accessoryHeight)
            if others.allSatisfy({ abs(abs(excess) - $0) > distance }) { return .accessoryCountedTwice }
            if others.contains(where: { abs(abs(excess) - $0) == distance }) { return nil }
        }
        // A bar counted twice or ignored leaves the mechanism off by the bar's height. Too
        // little in a scroll view, what the inset fell short by is the mechanism's error: the
        // field's own shortfall depends on where the field is, and equals a bar by chance.
        let barAmounts = direction == .tooLittle && absolute != nil ? [abs(absolute!)] : amounts
        if let tabBar = tabBarHeight, barAmounts.contains(where: { near($0, tabBar) || near($0, tabBar + windowSafeBottom) }) {
            return direction == .tooMuch ? .barCountedTwice : .tabBarIgnored
        }
        // (An inset whose allowance held the padding: 34 pt too deep reads as 24 past covered + 10.)
        let overCovered = [abs(excess)] + (padding > 0.5 ? [abs(excess) + padding] : [])
        if direction == .tooMuch, overCovered.contains(where: { near($0, safeBottom) || near($0, windowSafeBottom) }) {
            return .safeAreaCountedTwice
        }
        // Only a measured double move says "twice": a field pushed off the top by one move
        // of the keyboard's height (a tall stack pinned to it) is not two mechanisms.
        if invariant == .noDoubleShift, direction == .tooMuch, coveredHeight > 0.5 {
            // The excess is the keyboard's height again, or the whole amount is, on a view that
            // something else already moved clear of the keyboard (a guide, SwiftUI, a sheet).
            let whole = [abs(excess)] + (viewCoverage.map { $0 <= 0.5 } == true ? absolute.map { [abs($0)] } ?? [] : [])
            let move = [coveredHeight, coveredHeight - safeBottom, coveredHeight - windowSafeBottom]
            if whole.contains(where: { a in move.contains { near(a, $0) } }) {
                return .shiftedTwice
            }
            // Or the whole lift is two such moves added up: SwiftUI's keyboard region (the
            // overlap net of the safe area) plus an app's padding or offset by the keyboard's
            // height, say.
            if let absolute, move.contains(where: { a in move.contains { b in near(abs(absolute), a + b) } }) {
                return .shiftedTwice
            }
        }
        // Where nothing else explains it: the mechanism still answers the keyboard as it was
        // before its last change — too much by what it shrank, too little by what it grew, or
        // the whole inset or lift what it covered then.
        // (A keyboard whose frame is not what it covers but as tall as the earlier one covered
        // — a hardware keyboard's bar, whose frame is the whole keyboard's — leaves the
        // frame's height as likely a cause as the earlier frame: that says nothing.)
        let frameHeight = keyboardFrame.map(\.height).flatMap { abs($0 - coveredHeight) > 0.5 ? $0 : nil }
        for previous in previousCoveredHeights.reversed() where frameRead && abs(previous - coveredHeight) > 0.5 {
            if let frameHeight, [previous, previous + safeBottom, previous + windowSafeBottom].contains(where: { abs(frameHeight - $0) <= 1 }) { continue }
            let change = abs(previous - coveredHeight)
            let then = [previous, previous - safeBottom, previous - windowSafeBottom].filter { $0 > 0.5 }
            let now = [coveredHeight, coveredHeight - safeBottom, coveredHeight - windowSafeBottom]
            let wholes = ((absolute.map { [abs($0)] } ?? []) + (own.map { [abs($0)] } ?? [])).filter { a in !now.contains { near(a, $0) } }
            switch direction {
            case .tooMuch where previous > coveredHeight:
                if near(abs(excess), change) || wholes.contains(where: { a in then.contains { near(a, $0) } }) { return .staleKeyboardFrame }
            case .tooLittle where previous < coveredHeight:
                if amounts.contains(where: { near($0, change) }) { return .staleKeyboardFrame }
            default:
                break
            }
        }
        // A bottom toolbar, which the keyboard covers as it does a tab bar, counted again (where
        // nothing above names the amount: the safe area, which holds the bars, or a change of
        // the keyboard's height as tall as the toolbar — the predictive bar's 44 pt).
        if direction == .tooMuch, let toolbar = toolbarHeight {
            let heights = [toolbar, toolbar + windowSafeBottom] + (tabBarHeight.map { [toolbar + $0, toolbar + $0 + windowSafeBottom] } ?? [])
            if amounts.contains(where: { a in heights.contains { near(a, $0) } }) { return .barCountedTwice }
        }
        // Too little in a scroll view by exactly the bottom safe area: the inset is what the
        // keyboard covers less the safe area, which UIKit was expected to add and did not
        // (a scroll view whose content does not scroll: Assumption
        // scrollViewAddsSafeAreaOnlyWhenScrollable). Last: a stale frame as tall as a bar
        // that is also the safe area names itself first.
        if direction == .tooLittle, let absolute, near(abs(absolute), safeBottom) || near(abs(absolute), windowSafeBottom) {
            return .shortBySafeArea
        }
        return nil
    }
}
