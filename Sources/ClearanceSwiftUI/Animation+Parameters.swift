import ClearanceUIKit

// SwiftUI's parameterised animations (iOS 17 spellings, back-deployed in the SDK to iOS 13).
// Declarations and defaults as Apple's: `spring(duration:bounce:blendDuration:)` (duration 0.5,
// bounce 0), `smooth`/`snappy`/`bouncy(duration:extraBounce:)` (duration 0.5; base bounce 0,
// 0.15 and 0.3) and `interactiveSpring(duration:extraBounce:blendDuration:)` (duration 0.15)
// (https://developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:),
// …/smooth(duration:extrabounce:), …/snappy(duration:extrabounce:),
// …/bouncy(duration:extrabounce:), …/interactivespring(duration:extrabounce:blendduration:)).
// The duration is the spring's perceptual duration and bounce its bounce (``Spring/init(duration:bounce:)``);
// each runs as that damped spring until it settles (`ModelNumber.swiftUISpringSettling`). The
// new-style interactive spring's base bounce is registered (`ModelNumber.swiftUIAnimationApproximations`);
// blending has no modelled effect.
extension Animation {
    /// A spring with a perceptual `duration` and `bounce` (``Spring/init(duration:bounce:)``).
    /// `spring()` with no arguments resolves to `spring(response:dampingFraction:blendDuration:)`.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        Animation(spring: Spring(duration: duration, bounce: bounce))
    }

    /// An interactive spring with a perceptual `duration`: bounce 0.14 + `extraBounce`
    /// (`ModelNumber.swiftUIAnimationApproximations`).
    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation(spring: Spring(duration: duration, bounce: 0.14 + extraBounce))
    }

    /// A smooth spring, no bounce, 0.5 s.
    public static var smooth: Animation { smooth() }
    /// A smooth spring over `duration`: bounce 0 + `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(spring: Spring(duration: duration, bounce: extraBounce))
    }

    /// A snappy spring, a small bounce, 0.5 s.
    public static var snappy: Animation { snappy() }
    /// A snappy spring over `duration`: bounce 0.15 + `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(spring: Spring(duration: duration, bounce: 0.15 + extraBounce))
    }

    /// A bouncy spring, a higher bounce, 0.5 s.
    public static var bouncy: Animation { bouncy() }
    /// A bouncy spring over `duration`: bounce 0.3 + `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(spring: Spring(duration: duration, bounce: 0.3 + extraBounce))
    }

    /// The animation played `speed` times as fast: its duration divided by `speed`
    /// (https://developer.apple.com/documentation/swiftui/animation/speed(_:)).
    public func speed(_ speed: Double) -> Animation {
        guard speed > 0 else { return self }
        // A spring's curve is stated per duration (its frequency and velocity), so the same
        // curve over a shorter time is the same spring sped up.
        return Animation(curve: curve, duration: duration / speed, iOS17Curve: iOS17Curve, iOS17Duration: iOS17Duration.map { $0 / speed })
    }
}
