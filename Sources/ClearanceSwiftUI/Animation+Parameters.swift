import ClearanceUIKit

// SwiftUI's parameterised animations (iOS 17 spellings, back-deployed in the SDK to iOS 13).
// Declarations and defaults as Apple's: `spring(duration:bounce:blendDuration:)` (duration 0.5,
// bounce 0), `smooth`/`snappy`/`bouncy(duration:extraBounce:)` (duration 0.5; base bounce 0,
// 0.15 and 0.3) and `interactiveSpring(duration:extraBounce:blendDuration:)` (duration 0.15)
// (https://developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:),
// …/smooth(duration:extrabounce:), …/snappy(duration:extrabounce:),
// …/bouncy(duration:extrabounce:), …/interactivespring(duration:extrabounce:blendduration:)).
// "The perceptual duration … is approximately equal to the settling duration": like the
// other springs here, each is modelled as ease-in-out over that duration
// (`ModelNumber.swiftUIAnimationApproximations`); bounce and blending have no modelled effect.
extension Animation {
    /// A spring with a perceptual `duration` and `bounce` (modelled as ease-in-out over `duration`).
    /// `spring()` with no arguments resolves to `spring(response:dampingFraction:blendDuration:)`,
    /// which the model animates the same way (0.5 s).
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        Animation(curve: .easeInOut, duration: duration)
    }

    /// An interactive spring with a perceptual `duration` (modelled as ease-in-out over `duration`).
    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation(curve: .easeInOut, duration: duration)
    }

    /// A smooth spring, no bounce, 0.5 s.
    public static var smooth: Animation { smooth() }
    /// A smooth spring over `duration` (modelled as ease-in-out over `duration`).
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(curve: .easeInOut, duration: duration)
    }

    /// A snappy spring, a small bounce, 0.5 s.
    public static var snappy: Animation { snappy() }
    /// A snappy spring over `duration` (modelled as ease-in-out over `duration`).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(curve: .easeInOut, duration: duration)
    }

    /// A bouncy spring, a higher bounce, 0.5 s.
    public static var bouncy: Animation { bouncy() }
    /// A bouncy spring over `duration` (modelled as ease-in-out over `duration`).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(curve: .easeInOut, duration: duration)
    }

    /// The animation played `speed` times as fast: its duration divided by `speed`
    /// (https://developer.apple.com/documentation/swiftui/animation/speed(_:)).
    public func speed(_ speed: Double) -> Animation {
        guard speed > 0 else { return self }
        var faster = Animation(curve: curve, duration: duration / speed)
        faster.iOS17Duration = iOS17Duration.map { $0 / speed }
        return faster
    }
}
