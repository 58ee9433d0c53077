import Foundation

// UIKit's first animation API (iOS 2–13, deprecated since iOS 13 for the block-based methods,
// https://developer.apple.com/documentation/uikit/uiview/beginanimations(_:context:)): what
// changes between `beginAnimations(_:context:)` and `commitAnimations()` animates, with the
// duration, delay and curve set in between. It is the same animation block as
// `UIView.animate(withDuration:…)`'s, opened and closed apart.
extension UIView {
    /// The duration of a begin/commit block whose duration is not set: "The default value is
    /// 0.2" (https://developer.apple.com/documentation/uikit/uiview/setanimationduration(_:)).
    static let beginCommitDefaultDuration: TimeInterval = 0.2

    /// Opens an animation block: what changes until `commitAnimations()` animates, by default
    /// over 0.2 s along the ease-in-out curve ("The default value is
    /// UIViewAnimationCurveEaseInOut",
    /// https://developer.apple.com/documentation/uikit/uiview/setanimationcurve(_:)). Blocks
    /// nest; a nested one takes the outer one's timing. The ID and context are not used.
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        guard let world = World.current else { return }
        world.openAnimationBlock(duration: beginCommitDefaultDuration, delay: 0, curve: .easeInOut, beginCommit: true)
    }

    /// Closes the innermost `beginAnimations(_:context:)` block: what changed in it starts
    /// moving.
    public static func commitAnimations() {
        guard let world = World.current, world.animationContext.last?.beginCommit == true else { return }
        world.closeAnimationBlock(completion: nil)
    }

    /// Sets the open begin/commit block's duration in seconds; outside one it does nothing
    /// (the page: "If you call this method outside of an animation block, this method does
    /// nothing").
    public static func setAnimationDuration(_ duration: TimeInterval) {
        World.current?.changeBeginCommitBlock { $0.duration = duration }
    }

    /// Sets the open begin/commit block's delay in seconds (default 0).
    public static func setAnimationDelay(_ delay: TimeInterval) {
        guard let world = World.current else { return }
        let now = world.now
        world.changeBeginCommitBlock { $0.start = now + delay }
    }

    /// Sets the open begin/commit block's curve (the keyboard's curve 7 is its own, as with
    /// `UIView.AnimationOptions(rawValue: 7 << 16)`).
    public static func setAnimationCurve(_ curve: UIView.AnimationCurve) {
        World.current?.changeBeginCommitBlock { $0.curve = curve.timingCurve }
    }

    /// Whether the block starts from what is drawn (kept; the model always starts an animation
    /// from what is drawn, as `UIView.animate` does).
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}

    /// How many times the block's animation repeats (no modelled effect: it runs once).
    public static func setAnimationRepeatCount(_ repeatCount: Float) {}

    /// Whether a repeating animation reverses (no modelled effect).
    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {}

    /// The block's animation delegate (no modelled effect: its selectors need the Objective-C
    /// runtime).
    public static func setAnimationDelegate(_ delegate: Any?) {}
}

extension World {
    /// Changes the timing of the innermost animation block if `beginAnimations(_:context:)`
    /// opened it and it does not take an outer block's timing.
    func changeBeginCommitBlock(_ change: (inout AnimationContext) -> Void) {
        guard let last = animationContext.indices.last, animationContext[last].beginCommit,
              !animationContext[last].inherited else { return }
        change(&animationContext[last])
    }
}
