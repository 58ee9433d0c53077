@testable import ClearanceSwiftUI
import Testing

/// SwiftUI's parameterised animations map onto springs: the perceptual duration and bounce of
/// `Spring(duration:bounce:)`, with the base bounces of `smooth` (0), `snappy` (0.15) and
/// `bouncy` (0.3) (https://developer.apple.com/documentation/swiftui/animation/smooth(duration:extrabounce:),
/// …/snappy(duration:extrabounce:), …/bouncy(duration:extrabounce:)); each runs until it settles.
@Suite("Parameterised animations")
struct AnimationParametersTests {
    @Test func springsAreTheSpringsOfTheirDurationAndBounce() {
        #expect(Animation.spring(duration: 0.3, bounce: 0.2) == .spring(Spring(duration: 0.3, bounce: 0.2)))
        #expect(Animation.spring(duration: 0.8, bounce: 0, blendDuration: 1) == .spring(Spring(duration: 0.8, bounce: 0)))
        #expect(Animation.interactiveSpring(duration: 0.2, extraBounce: 0.1, blendDuration: 0.25) == .spring(Spring(duration: 0.2, bounce: 0.24)))
    }

    @Test func smoothSnappyAndBouncyDefaultToHalfASecond() {
        #expect(Animation.smooth == .spring(Spring(duration: 0.5, bounce: 0)))
        #expect(Animation.snappy == .spring(Spring(duration: 0.5, bounce: 0.15)))
        #expect(Animation.bouncy == .spring(Spring(duration: 0.5, bounce: 0.3)))
        #expect(Animation.snappy(duration: 0.25, extraBounce: 0.1) == .spring(Spring(duration: 0.25, bounce: 0.25)))
        #expect(Animation.bouncy(duration: 0.7) == .spring(Spring(duration: 0.7, bounce: 0.3)))
        #expect(Animation.smooth(duration: 0.4) == .spring(Spring(duration: 0.4, bounce: 0)))
    }

    /// A critically damped spring settles to within 0.001 in 9.23 / ω (1.47 of its durations):
    /// the animation lasts that long, not its perceptual duration.
    @Test func aSpringLastsUntilItSettles() {
        let smooth = Animation.smooth(duration: 0.4)
        #expect(abs(smooth.duration - 0.4 * 9.233 / (2 * Double.pi)) < 0.002)
        #expect(Animation.spring(response: 0, dampingFraction: 1).duration == 0, "response 0: infinitely stiff, immediate")
        #expect(Animation.interpolatingSpring(stiffness: 0, damping: 1).duration == 0, "no stiffness: immediate, not a trap")
    }

    @Test func speedDividesTheDuration() {
        let faster = Animation.smooth(duration: 0.4).speed(2), shorter = Animation.smooth(duration: 0.2)
        #expect(faster.curve == Animation.smooth(duration: 0.4).curve, "the same spring, sped up")
        #expect(abs(faster.duration - shorter.duration) < 0.001)
        #expect(Animation.linear(duration: 1).speed(0.5) == .linear(duration: 2))
        #expect(Animation.easeIn(duration: 0.3).speed(0) == .easeIn(duration: 0.3), "a non-positive speed changes nothing")
    }

    @Test func theOldSpringSpellingsStillResolve() {
        #expect(Animation.spring() == .spring(Spring(response: 0.5, dampingRatio: 0.825)))
        #expect(Animation.interactiveSpring() == .spring(Spring(response: 0.15, dampingRatio: 0.86)))
    }
}
