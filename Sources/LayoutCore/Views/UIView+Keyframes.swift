import Foundation

extension UIView {
    /// Options for keyframe animations (UIKit's `UIView.KeyframeAnimationOptions`,
    /// https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions; raw
    /// values as UIKit's `UIViewKeyframeAnimationOptions`).
    ///
    /// Only the calculation mode is read: `calculationModeLinear` (the default, raw value 0)
    /// interpolates each keyframe linearly. The other modes are accepted and animate as the
    /// linear one (NoModelledEffect.md); the remaining options have no modelled effect.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt
        /// Options from a raw bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time (no modelled effect).
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact with animating views (no modelled effect).
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from the current in-flight state (no modelled effect).
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats indefinitely (no modelled effect).
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs backwards and forwards (no modelled effect).
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Ignores the duration of an enclosing animation block.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Ignores the options of an enclosing animation block.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 7)
        /// Linear interpolation between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Discrete keyframes (animates as linear in the model).
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Paced keyframes (animates as linear in the model).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Cubic keyframes (animates as linear in the model).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Cubic paced keyframes (animates as linear in the model).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Runs `animations` as a keyframe animation lasting `duration` after `delay`
    /// (https://developer.apple.com/documentation/uikit/uiview/animatekeyframes(withduration:delay:options:animations:completion:)).
    /// Each ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` inside it
    /// animates its changes over its own part of the duration; a change made directly in
    /// `animations` moves linearly over the whole duration. "If you specify a negative value
    /// or 0, changes are made immediately and without animations." `completion` runs when the
    /// whole animation ends.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        guard let world = World.current else {
            animations()
            completion?(true)
            return
        }
        let overrides = options.contains(.overrideInheritedDuration) || options.contains(.overrideInheritedOptions)
        world.animate(duration: max(0, duration), delay: delay, curve: .linear, overrideInherited: overrides,
                      animations: animations, completion: completion)
    }

    /// One keyframe of the enclosing keyframe animation
    /// (https://developer.apple.com/documentation/uikit/uiview/addkeyframe(withrelativestarttime:relativeduration:animations:)):
    /// what `animations` changes starts moving at `frameStartTime` × the overall duration
    /// ("for an animation that is two seconds in duration, specifying a start time of 0.5
    /// causes the animations to begin executing one second after the start of the overall
    /// animation") and moves linearly over `frameDuration` × the overall duration. Outside a
    /// keyframe animation it runs `animations` at once.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let world = World.current, let overall = world.animationContext.last else {
            animations()
            return
        }
        let start = overall.start + min(max(frameStartTime, 0), 1) * overall.duration
        let length = min(max(frameDuration, 0), 1) * overall.duration
        world.animate(duration: length, delay: max(0, start - world.now), curve: .linear, overrideInherited: true,
                      animations: animations, completion: nil)
    }
}
