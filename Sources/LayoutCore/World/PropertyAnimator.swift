import Foundation

/// Where an animator ended (UIKit's `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}

/// An animation object (UIKit's `UIViewPropertyAnimator`, the timing-curve form most keyboard
/// code uses with the notification's curve): its blocks run as one `UIView.animate` block on
/// the world's clock when it starts.
@preconcurrency @MainActor
public final class UIViewPropertyAnimator {
    /// How long it runs.
    public let duration: TimeInterval
    private let curve: TimingCurve
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// Whether it has started.
    public private(set) var isRunning = false

    /// An animator along one of UIKit's curves (the keyboard's 7 included).
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = curve.timingCurve
        if let animations { self.animations.append(animations) }
    }

    /// An animator along a cubic Bézier through two control points.
    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.duration = duration
        curve = .bezier(Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y))
        if let animations { self.animations.append(animations) }
    }

    /// An animator along a damped spring that settles over `duration` (1 decelerates without
    /// oscillating; smaller ratios bounce).
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        curve = .spring(dampingRatio: Double(ratio), velocity: 0)
        if let animations { self.animations.append(animations) }
    }

    /// Adds a block to animate.
    public func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }

    /// Adds a block to run when the animation ends.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Starts the animation now.
    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animation after `delay` seconds.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard !isRunning else { return }
        isRunning = true
        let blocks = animations, done = completions
        let world = World.running("UIViewPropertyAnimator.startAnimation()")
        world.animate(duration: duration, delay: delay, curve: curve, overrideInherited: true,
                      animations: { for block in blocks { block() } },
                      completion: { _ in
                          self.isRunning = false
                          for block in done { block(.end) }
                      })
    }

    /// Creates and starts an animator (UIKit's
    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`).
    @discardableResult
    public static func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: UIView.AnimationCurve(rawValue: Int(options.rawValue >> 16) & 0xF)!, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }
}
