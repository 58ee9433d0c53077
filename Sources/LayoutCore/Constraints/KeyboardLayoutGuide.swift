import Foundation

/// Edges of a rectangle (UIKit's `NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1)
    public static let leading = NSDirectionalRectEdge(rawValue: 2)
    public static let bottom = NSDirectionalRectEdge(rawValue: 4)
    public static let trailing = NSDirectionalRectEdge(rawValue: 8)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// The part of the owning view that the keyboard covers (UIKit's `UIKeyboardLayoutGuide`,
/// iOS 15+; keyboard-platform.md §3.3).
///
/// - When the keyboard is off screen, its top is the owning view's safe-area bottom (height
///   = `safeAreaInsets.bottom`), or the view's bottom with `usesBottomSafeArea == false`.
/// - A docked keyboard (also a hardware-keyboard bar, or another app's keyboard in Split
///   View) puts its top at the keyboard's top in the view, clamped to the view and never
///   below the off-screen position.
/// - A floating, undocked or split keyboard counts as dismissed unless
///   `followsUndockedKeyboard` is set; then the guide is the part of the owning view the
///   keyboard covers (``Assumption/keyboardGuideClampedToOwningView``), resting as for a
///   dismissed keyboard when it covers none of the view or is not over the window
///   (``Assumption/keyboardGuideFollowsKeyboardOutsideWindow``), except a split keyboard,
///   whose place no source gives (``Assumption/splitKeyboardCountsAsDismissed``).
/// - Constraints given to `setConstraints(_:activeWhenNearEdge:)` and
///   `setConstraints(_:activeWhenAwayFrom:)` are switched only while following an undocked
///   keyboard. "Near" an edge means closer to it than to the opposite edge (Apple does not
///   define the threshold).
///
/// The guide moves with the keyboard's animation: a keyboard change reaches the solver as an
/// incremental constant update, inside the keyboard's animation.
public final class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard (default `false`).
    public var followsUndockedKeyboard = false {
        didSet { owningView?.world?.keyboardGuideSettingsDidChange() }
    }
    /// Whether the off-screen position is the safe-area bottom (`true`, default) or the view's
    /// bottom (iOS 17+; on earlier versions the safe-area bottom whatever this says).
    public var usesBottomSafeArea = true {
        didSet { owningView?.world?.keyboardGuideSettingsDidChange() }
    }
    /// How far above the keyboard an interactive dismissal starts (iOS 17+; negative values
    /// count as 0).
    public var keyboardDismissPadding: CGFloat = 0

    init(owningView: UIView) {
        super.init(kind: .keyboard, owningView: owningView, identifier: "keyboardLayoutGuide")
    }

    /// The padding in effect.
    public var effectiveDismissPadding: CGFloat { max(0, keyboardDismissPadding) }

    /// Whether the guide currently follows an undocked keyboard (so tracking applies).
    var isFollowingUndocked: Bool {
        guard followsUndockedKeyboard, let world = owningView?.world else { return false }
        return world.keyboard.mode.isUndocked && !world.splitKeyboardCountsAsDismissed
    }

    /// The guide's rectangle from the keyboard's state, in the owning view's coordinates.
    func definedFrame(in view: UIView, memo stamp: Int? = nil) -> CGRect {
        let bounds = view.bounds
        let world = view.world
        // `usesBottomSafeArea` exists from iOS 17; before it the resting top is always the
        // safe-area bottom (keyboard-platform.md §3.3).
        let usesSafeArea = usesBottomSafeArea || (world.map { $0.iOSVersion < 17 } ?? false)
        let restingTop = usesSafeArea ? bounds.maxY - view.safeAreaInsets(memo: stamp).bottom : bounds.maxY
        let resting = CGRect(x: bounds.minX, y: restingTop, width: bounds.width, height: bounds.maxY - restingTop)
        guard let world else { return resting }
        let keyboard = world.keyboard
        guard keyboard.isOnScreen, let frame = keyboard.screenFrame else { return resting }
        let inView = view.convertFromScreen(frame, memo: stamp)
        if keyboard.mode.isUndocked {
            guard followsUndockedKeyboard, !world.splitKeyboardCountsAsDismissed else { return resting }
            // The part of the owning view the keyboard covers: "The layout frame of the
            // keyboard guide matches the area of its owning view covered by the keyboard"
            // (useyourloaf.com/blog/keyboard-layout-guide), not the keyboard's whole
            // rectangle past the view's edges (``Assumption/keyboardGuideClampedToOwningView``).
            let clamped = world.assume(.keyboardGuideClampedToOwningView)
            if let covered = inView.overlap(with: bounds), covered.width > 0, covered.height > 0 {
                return clamped ? covered : inView
            }
            // Over the window but over none of the view (above or beside a form sheet), it
            // covers nothing of the view: the guide rests as for a dismissed keyboard.
            let window: UIWindow = world.window
            if let overlap = window.convert(frame, from: nil as UIWindow?).overlap(with: window.bounds),
               overlap.width > 0, overlap.height > 0 { return clamped ? resting : inView }
            // Outside the window it is followed only under
            // ``Assumption/keyboardGuideFollowsKeyboardOutsideWindow``.
            return world.assume(.keyboardGuideFollowsKeyboardOutsideWindow) ? inView : resting
        }
        guard inView.maxX > bounds.minX, inView.minX < bounds.maxX else { return resting }
        let top = max(bounds.minY, min(restingTop, inView.minY))
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
    }

    /// Switches the tracked constraint sets for the guide's current position.
    func updateTrackedConstraints() {
        guard let view = owningView, !nearEdgeSets.isEmpty || !awayEdgeSets.isEmpty, isFollowingUndocked else { return }
        let frame = definedFrame(in: view)
        let bounds = view.bounds
        func isNear(_ edge: NSDirectionalRectEdge) -> Bool {
            switch edge {
            case .top: return frame.minY - bounds.minY < bounds.maxY - frame.maxY
            case .bottom: return bounds.maxY - frame.maxY <= frame.minY - bounds.minY
            case .leading: return frame.minX - bounds.minX < bounds.maxX - frame.maxX
            case .trailing: return bounds.maxX - frame.maxX <= frame.minX - bounds.minX
            default: return false
            }
        }
        for set in nearEdgeSets {
            let active = isNear(set.edge)
            for c in set.constraints where c.isActive != active { c.isActive = active }
        }
        for set in awayEdgeSets {
            let active = !isNear(set.edge)
            for c in set.constraints where c.isActive != active { c.isActive = active }
        }
    }
}
