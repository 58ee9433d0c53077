@testable import LayoutCore
import ClearanceSwiftUI
import Foundation
import Testing

/// SwiftUI's springs move a view as a damped harmonic oscillator: "a damped spring model to
/// produce values in the range [0, 1] that are then used to interpolate within the [from, to]
/// range of the animated property"
/// (https://developer.apple.com/documentation/swiftui/animation/interpolatingspring(mass:stiffness:damping:initialvelocity:)),
/// with its damping and its initial velocity, until it settles
/// (https://developer.apple.com/documentation/swiftui/spring/settlingduration: within 0.001).
/// The model used to run every spring as an ease-in-out over its response, ignoring both.
@Suite("SwiftUI springs: damped oscillators with their damping and initial velocity")
@MainActor
struct SpringMotionTests {
    /// Where the oscillator is at `t` seconds (0 at the start, 1 at the end): natural frequency
    /// ω = √(k/m), damping ratio ζ = c / (2·√(k·m)), released with velocity `v` (distances per
    /// second) — the textbook solution, written out here independently of the model.
    static func oscillator(_ t: Double, omega: Double, zeta: Double, v: Double) -> Double {
        if abs(zeta - 1) < 1e-9 { return 1 - exp(-omega * t) * (1 + (omega - v) * t) }
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * t) * (cos(wd * t) + (zeta * omega - v) / wd * sin(wd * t))
        }
        let s = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - s), r2 = -omega * (zeta + s)
        let a = (v + r2) / (r1 - r2)
        return 1 + a * exp(r1 * t) + (-1 - a) * exp(r2 * t)
    }

    /// The fraction of a 100 pt lift the text is drawn at, `t` seconds after the change.
    static func progress(of animation: Animation, iOS: Int = 17, at times: [Double]) throws -> [Double] {
        let probe = Probe()
        let (world, _) = World.hosting(LiftedText(probe: probe, animation: animation), iOS: iOS)
        let text = try #require(world.view(named: "moving"))
        let start = world.presentationFrameInWindow(text, at: world.now).minY
        world.run { probe.binding?.wrappedValue = 100 }
        world.layoutIfNeeded()
        let now = world.now
        return times.map { Double(start - world.presentationFrameInWindow(text, at: now + $0).minY) / 100 }
    }

    /// Pair 07's sheet spring, `interpolatingSpring(stiffness: 300, damping: 30, initialVelocity: 10)`
    /// (ω = 17.3, ζ = 0.87, thrown at 10 distances a second): 0.32, 0.58, 0.76 and 0.91 of the way
    /// at 33, 67, 100 and 150 ms — not the 0.05…0.5 an ease-in-out over 2π/ω = 0.36 s gives. An
    /// overdamped spring (ζ = 2.5) and one thrown backwards follow the same law.
    @Test(arguments: [(300.0, 30.0, 10.0), (300, 86.6, 0), (100, 10, -5)])
    func anInterpolatingSpringFollowsTheOscillator(stiffness: Double, damping: Double, velocity: Double) throws {
        let times = [0.033, 0.067, 0.1, 0.15, 0.3]
        let drawn = try Self.progress(of: .interpolatingSpring(stiffness: stiffness, damping: damping, initialVelocity: velocity), at: times)
        let omega = stiffness.squareRoot(), zeta = damping / (2 * stiffness.squareRoot())
        for (t, seen) in zip(times, drawn) {
            let expected = Self.oscillator(t, omega: omega, zeta: zeta, v: velocity)
            #expect(abs(seen - expected) < 0.01, "at \(t) s: \(seen), the oscillator \(expected)")
        }
    }

    /// A spring with a damping fraction below 1 overshoots its end and comes back;
    /// `spring(response: 0.5, dampingFraction: 0.5)` by 16% (e^(−πζ/√(1−ζ²))).
    @Test func anUnderdampedSpringOvershoots() throws {
        let times = (1...40).map { Double($0) * 0.025 }
        let drawn = try Self.progress(of: .spring(response: 0.5, dampingFraction: 0.5), at: times)
        let peak = try #require(drawn.max())
        #expect(abs(peak - 1.163) < 0.01)
        #expect(abs(drawn.last! - 1) < 0.01, "settled after a second")
        let smooth = try Self.progress(of: .smooth, at: times)
        #expect(smooth.allSatisfy { $0 <= 1 + 1e-6 }, "bounce 0 is critically damped: no overshoot")
        let bouncy = try Self.progress(of: .bouncy, at: times)
        #expect(bouncy.contains { $0 > 1.03 }, "bounce 0.3 overshoots by e^(−0.7π/√0.51) = 4.6%")
    }

    /// `.default` is ease-in-out over 0.35 s before iOS 17 and from iOS 17 a critically damped
    /// spring with a 0.55 s response (https://developer.apple.com/documentation/swiftui/animation/default):
    /// 0.91 of the way at 0.35 s and still 0.8 pt short of a 100 pt move at 0.6 s.
    @Test func theDefaultAnimationIsACriticallyDampedSpringFromIOS17() throws {
        let omega = 2 * Double.pi / 0.55
        let drawn = try Self.progress(of: .default, iOS: 17, at: [0.1, 0.35, 0.6])
        for (t, seen) in zip([0.1, 0.35, 0.6], drawn) {
            #expect(abs(seen - Self.oscillator(t, omega: omega, zeta: 1, v: 0)) < 0.01, "at \(t) s")
        }
        #expect(drawn[2] < 0.995)
        let older = try Self.progress(of: .default, iOS: 16, at: [0.175, 0.35])
        #expect(abs(older[0] - 0.5) < 0.01 && older[1] == 1, "ease-in-out over 0.35 s")
    }

    /// An undamped spring of a huge stiffness (an app's number) never settles: its scan for
    /// the settling time is capped at 100,000 steps, so it ends at the 10 s cap instead of
    /// scanning 1/400 of a period at a time for ever.
    @Test func aHugeUndampedStiffnessEndsAtTheCap() {
        let (_, duration) = TimingCurve.spring(dampingRatio: 0, frequency: 1e12, velocity: 0)
        #expect(duration <= 10)
        #expect(duration > 0)
    }
}
