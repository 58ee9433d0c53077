import ClearanceUIKit

// iOS 26's Liquid Glass in SwiftUI: `Glass`, `glassEffect(_:in:)` and `GlassEffectContainer`,
// with Apple's declarations (https://developer.apple.com/documentation/swiftui/glass,
// …/swiftui/view/glasseffect(_:in:), …/swiftui/glasseffectcontainer). The effect is drawing:
// "Renders a shape anchored behind a view with the Liquid Glass material" and "SwiftUI
// anchors the Liquid Glass to a view's bounds" — it takes the view's frame and gives it none,
// so it has no layout, focus or keyboard effect in the model (a glass input bar is laid out
// as the same bar without glass). A container "combines multiple Liquid Glass shapes into a
// single shape": a rendering grouping, laid out here as its content alone.

/// The configuration of the Liquid Glass material (SwiftUI's `struct Glass`, iOS 26): drawing
/// only in the model.
public struct Glass: Equatable, Sendable {
    let variant: String
    let isInteractive: Bool
    let tinted: Bool

    /// The regular variant (SwiftUI's `static var regular: Glass { get }`), the default.
    public static var regular: Glass { Glass(variant: "regular", isInteractive: false, tinted: false) }
    /// The clear variant (SwiftUI's `static var clear: Glass { get }`).
    public static var clear: Glass { Glass(variant: "clear", isInteractive: false, tinted: false) }
    /// The identity variant (SwiftUI's `static var identity: Glass { get }`): "your content
    /// remains unaffected as if no glass effect was applied".
    public static var identity: Glass { Glass(variant: "identity", isInteractive: false, tinted: false) }

    /// A copy with a tint colour (SwiftUI's `func tint(_ color: Color?) -> Glass`).
    public func tint(_ color: Color?) -> Glass { Glass(variant: variant, isInteractive: isInteractive, tinted: color != nil) }

    /// A copy that reacts to touches (SwiftUI's `func interactive(_ isEnabled: Bool = true) -> Glass`):
    /// its reaction is drawing only; taps reach the view as without glass.
    public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(variant: variant, isInteractive: isEnabled, tinted: tinted) }
}

/// The shape `glassEffect(_:in:)` uses by default, a capsule (SwiftUI's
/// `DefaultGlassEffectShape`; "SwiftUI uses the regular variant by default along with a
/// Capsule shape").
public struct DefaultGlassEffectShape: _FillingShape {
    /// The default glass shape.
    public init() {}
}

extension View {
    /// Applies the Liquid Glass effect to the view (SwiftUI's
    /// `nonisolated func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View`,
    /// iOS 26, https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:)).
    /// Drawing only: the glass is anchored to the view's bounds and changes neither its size
    /// nor its place, so nothing in the model moves.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> ModifiedContent<Self, _CosmeticModifier> {
        modifier(_CosmeticModifier())
    }
}

/// A view that renders the Liquid Glass shapes inside it together (SwiftUI's
/// `@MainActor @preconcurrency struct GlassEffectContainer<Content> where Content : View`,
/// iOS 26, https://developer.apple.com/documentation/swiftui/glasseffectcontainer). Its
/// `spacing` is how near shapes blend, a drawing matter: the content is laid out as it would
/// be without the container.
public struct GlassEffectContainer<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    /// SwiftUI's `init(spacing: CGFloat? = nil, @ContentBuilder content: () -> Content)`.
    public init(spacing: CGFloat? = nil, @ContentBuilder content: () -> Content) { self.content = content() }
    func render(_ context: RenderContext) -> [SwiftUIView] { context.render(content) }
}

// MARK: - Interpolating springs

/// A spring's motion (SwiftUI's `struct Spring`, iOS 17): a damped harmonic oscillator — mass
/// m, stiffness k, damping c; natural frequency √(k/m), damping ratio c / (2·√(k·m)) —
/// converted between its representations as Apple's page shows: `Spring(mass: 1, stiffness:
/// 100, damping: 10)` has a duration of 0.63 s and a bounce of 0.5, `Spring(duration: 0.5,
/// bounce: 0.3)` a stiffness of 157.9 and a damping of 17.6
/// (https://developer.apple.com/documentation/swiftui/spring): duration = 2π·√(m/k), damping
/// ratio = 1 − bounce. An animation runs it with its damping and initial velocity until it
/// settles (`ModelNumber.swiftUISpringSettling`).
public struct Spring: Hashable, Sendable {
    /// The perceptual duration: "approximately equal to the settling duration".
    public let duration: TimeInterval
    /// How bouncy the spring is: 0 critically damped, up to 1 undamped, below 0 overdamped.
    public let bounce: Double
    /// The oscillator: mass, stiffness (infinite: immediate) and damping.
    let mass: Double
    let stiffness: Double
    let damping: Double

    /// SwiftUI's `init(duration: TimeInterval = 0.5, bounce: Double = 0.0)`: mass 1, stiffness
    /// (2π / duration)², damping ratio 1 − bounce, bounce "a maximum of 1.0 … a minimum value
    /// of −1.0" (https://developer.apple.com/documentation/swiftui/spring/init(duration:bounce:)).
    /// A duration that is not positive is an infinitely stiff spring (immediate).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.duration = max(0, duration)
        self.bounce = max(-1, min(1, bounce))
        mass = 1
        stiffness = duration > 0 ? pow(2 * Double.pi / duration, 2) : .infinity
        damping = 2 * (1 - self.bounce) * stiffness.squareRoot()
    }

    /// SwiftUI's `init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false)`.
    /// A stiffness or mass that is not positive gives a zero duration (the change is immediate);
    /// without `allowOverDamping` the damping is at most critical (bounce 0).
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.duration = Spring.duration(mass: mass, stiffness: stiffness)
        // Critical damping is 2·√(stiffness·mass): bounce 0 there, 1 undamped (Apple's
        // `bounce` scale, https://developer.apple.com/documentation/swiftui/spring/init(duration:bounce:)).
        let critical = 2 * (stiffness * mass).squareRoot()
        self.bounce = critical > 0 ? max(allowOverDamping ? -1 : 0, min(1, 1 - damping / critical)) : 0
        self.mass = mass
        self.stiffness = mass > 0 && stiffness > 0 ? stiffness : .infinity
        self.damping = critical > 0 ? (allowOverDamping ? max(0, damping) : max(0, min(damping, critical))) : 0
    }

    /// SwiftUI's `init(response: Double, dampingRatio: Double)`: the response "defines the
    /// stiffness of the spring as an approximate duration in seconds", the damping ratio "the
    /// amount of drag applied as a fraction the amount needed to produce critical damping"
    /// (https://developer.apple.com/documentation/swiftui/spring/init(response:dampingratio:)):
    /// stiffness (2π / response)² with mass 1.
    public init(response: Double, dampingRatio: Double) {
        self.duration = max(0, response)
        self.bounce = max(-1, min(1, 1 - dampingRatio))
        mass = 1
        stiffness = response > 0 ? pow(2 * Double.pi / response, 2) : .infinity
        damping = 2 * max(0, dampingRatio) * stiffness.squareRoot()
    }

    /// 2π·√(mass/stiffness), zero for a non-positive mass or stiffness.
    static func duration(mass: Double, stiffness: Double) -> TimeInterval {
        guard mass > 0, stiffness > 0 else { return 0 }
        return 2 * Double.pi * (mass / stiffness).squareRoot()
    }

    /// The curve and duration of this spring released with `initialVelocity` (animated
    /// distances per second): the oscillator until it settles.
    func timing(initialVelocity: Double) -> (TimingCurve, TimeInterval) {
        guard stiffness.isFinite, mass > 0 else { return (.easeInOut, 0) }
        let frequency = (stiffness / mass).squareRoot()
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        return TimingCurve.spring(dampingRatio: ratio, frequency: frequency, velocity: initialVelocity)
    }
}

extension Animation {
    /// An interpolating spring (SwiftUI's
    /// `static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation`,
    /// iOS 13, https://developer.apple.com/documentation/swiftui/animation/interpolatingspring(mass:stiffness:damping:initialvelocity:)):
    /// "a damped spring model to produce values in the range [0, 1] that are then used to
    /// interpolate within the [from, to] range of the animated property"; `initialVelocity` is
    /// "a value in the range [0, 1] representing the magnitude of the value being animated"
    /// (per second: `ModelNumber.swiftUISpringSettling`). The damping is the one given.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        Animation(spring: Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true), initialVelocity: initialVelocity)
    }

    /// An interpolating spring with a perceptual `duration` (SwiftUI's
    /// `static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation`,
    /// https://developer.apple.com/documentation/swiftui/animation/interpolatingspring(duration:bounce:initialvelocity:)):
    /// ``Spring/init(duration:bounce:)`` released with `initialVelocity`.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        Animation(spring: Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// The interpolating spring with the default values (SwiftUI's
    /// `static var interpolatingSpring: Animation { get }`): 0.5 s, no bounce.
    public static var interpolatingSpring: Animation { interpolatingSpring(duration: 0.5) }

    /// An interpolating spring of `spring`'s motion (SwiftUI's
    /// `static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation`, iOS 17,
    /// https://developer.apple.com/documentation/swiftui/animation/interpolatingspring(_:initialvelocity:)).
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(spring: spring, initialVelocity: initialVelocity)
    }

    /// A spring of `spring`'s motion (SwiftUI's
    /// `static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation`, iOS 17);
    /// blending is not modelled.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(spring: spring)
    }
}
