import ClearanceSwiftUI
import Testing

/// SwiftUI's parameterised animations map onto the model's timing: the perceptual duration
/// is the animation's duration (ease-in-out, like the model's other springs).
@Suite("Parameterised animations")
struct AnimationParametersTests {
    @Test func springsTakeTheirPerceptualDuration() {
        #expect(Animation.spring(duration: 0.3, bounce: 0.2) == .easeInOut(duration: 0.3))
        #expect(Animation.spring(duration: 0.8, bounce: 0, blendDuration: 1) == .easeInOut(duration: 0.8))
        #expect(Animation.interactiveSpring(duration: 0.2, extraBounce: 0.1, blendDuration: 0.25) == .easeInOut(duration: 0.2))
    }

    @Test func smoothSnappyAndBouncyDefaultToHalfASecond() {
        #expect(Animation.smooth == .easeInOut(duration: 0.5))
        #expect(Animation.snappy == .easeInOut(duration: 0.5))
        #expect(Animation.bouncy == .easeInOut(duration: 0.5))
        #expect(Animation.snappy(duration: 0.25, extraBounce: 0.1) == .easeInOut(duration: 0.25))
        #expect(Animation.bouncy(duration: 0.7) == .easeInOut(duration: 0.7))
        #expect(Animation.smooth(duration: 0.4) == .easeInOut(duration: 0.4))
    }

    @Test func speedDividesTheDuration() {
        #expect(Animation.smooth(duration: 0.4).speed(2) == .easeInOut(duration: 0.2))
        #expect(Animation.linear(duration: 1).speed(0.5) == .linear(duration: 2))
        #expect(Animation.easeIn(duration: 0.3).speed(0) == .easeIn(duration: 0.3), "a non-positive speed changes nothing")
    }

    @Test func theOldSpringSpellingsStillResolve() {
        #expect(Animation.spring() == .easeInOut(duration: 0.5))
        #expect(Animation.interactiveSpring() == .easeInOut(duration: 0.15))
    }
}
