import ClearanceUIKit

/// How a change animates (SwiftUI's `Animation`): a timing curve and a duration on the
/// world's clock.
///
/// Durations: `easeIn`, `easeOut` and `easeInOut` without one last 0.35 s ("has a default
/// duration of 0.35 seconds", https://developer.apple.com/documentation/swiftui/animation/easein,
/// …/easeout, …/easeinout). `.default` is `easeInOut` before iOS 17 and from iOS 17
/// "`spring(response:dampingFraction:blendDuration:)` with `response` equal to `0.55`,
/// `dampingFraction` equal to `1.0`" (https://developer.apple.com/documentation/swiftui/animation/default);
/// it is resolved against the world's iOS version when applied. `linear`'s 0.35 s is a
/// registered approximation (`ModelNumber.swiftUIAnimationApproximations`).
///
/// Springs are damped harmonic oscillators (a ``Spring``: mass, stiffness, damping), run with
/// their damping and initial velocity until they settle (`ModelNumber.swiftUISpringSettling`):
/// a bouncy spring overshoots, a stiff one arrives early.
public struct Animation: Equatable, Sendable {
    let curve: TimingCurve
    let duration: TimeInterval
    /// The curve and duration from iOS 17, when they differ (`.default`).
    var iOS17Curve: TimingCurve?
    var iOS17Duration: TimeInterval?

    init(curve: TimingCurve, duration: TimeInterval, iOS17Curve: TimingCurve? = nil, iOS17Duration: TimeInterval? = nil) {
        self.curve = curve
        self.duration = duration
        self.iOS17Curve = iOS17Curve
        self.iOS17Duration = iOS17Duration
    }

    /// A spring's motion released with `initialVelocity` (animated distances per second): the
    /// oscillator over the time it takes to settle (``Spring``).
    init(spring: Spring, initialVelocity: Double = 0) {
        let (curve, duration) = spring.timing(initialVelocity: initialVelocity)
        self.init(curve: curve, duration: duration)
    }

    /// The curve and duration on `iOSVersion`.
    func resolved(iOSVersion: Int) -> (TimingCurve, TimeInterval) {
        iOSVersion >= 17 ? (iOS17Curve ?? curve, iOS17Duration ?? duration) : (curve, duration)
    }

    /// SwiftUI's default animation: ease in and out over 0.35 s before iOS 17, a critically
    /// damped spring with a 0.55 s response from iOS 17.
    public static let `default`: Animation = {
        let (curve, duration) = Spring(response: 0.55, dampingRatio: 1).timing(initialVelocity: 0)
        return Animation(curve: .easeInOut, duration: 0.35, iOS17Curve: curve, iOS17Duration: duration)
    }()
    /// Ease in over 0.35 s.
    public static var easeIn: Animation { Animation(curve: .easeIn, duration: 0.35) }
    /// Ease out over 0.35 s.
    public static var easeOut: Animation { Animation(curve: .easeOut, duration: 0.35) }
    /// Ease in and out over 0.35 s.
    public static var easeInOut: Animation { Animation(curve: .easeInOut, duration: 0.35) }
    /// Constant speed over 0.35 s.
    public static var linear: Animation { Animation(curve: .linear, duration: 0.35) }
    /// Ease in over `duration`.
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(curve: .easeIn, duration: duration) }
    /// Ease out over `duration`.
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(curve: .easeOut, duration: duration) }
    /// Ease in and out over `duration`.
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(curve: .easeInOut, duration: duration) }
    /// Constant speed over `duration`.
    public static func linear(duration: TimeInterval) -> Animation { Animation(curve: .linear, duration: duration) }
    /// A spring (SwiftUI's `static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation`,
    /// https://developer.apple.com/documentation/swiftui/animation/spring(response:dampingfraction:blendduration:)):
    /// `response`, "the stiffness of the spring, defined as an approximate duration in seconds"
    /// (zero: "an infinitely-stiff spring", immediate), and `dampingFraction`, "the amount of drag
    /// applied … as a fraction of an estimate of amount needed to produce critical damping" —
    /// ``Spring/init(response:dampingRatio:)``. Blending is not modelled.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(spring: Spring(response: response, dampingRatio: dampingFraction))
    }
    /// SwiftUI's default spring (`spring()`'s parameters).
    public static var spring: Animation { spring() }
    /// An interactive spring (SwiftUI's `static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation`,
    /// https://developer.apple.com/documentation/swiftui/animation/interactivespring(response:dampingfraction:blendduration:)):
    /// a stiffer ``spring(response:dampingFraction:blendDuration:)``.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation(spring: Spring(response: response, dampingRatio: dampingFraction))
    }
}

/// How a view comes and goes (SwiftUI's `AnyTransition`). A view inserted by an animated
/// change (`withAnimation`, `animation(_:value:)`) starts where its insertion transition puts
/// it and animates to its place; removal is not animated in the model (the view goes at once).
///
/// `opacity`, `scale` and `identity` change how the view is drawn (fading, scaling about its
/// centre), not where it is: nothing moves, and the model draws it whole. `offset(x:y:)`
/// starts it that far away. `move(edge:)` "moves the view away, towards the specified edge
/// of the view", `slide` "inserts by moving in from the leading edge" and `push(from:)`
/// moves it "in from the specified edge while fading it in"
/// (https://developer.apple.com/documentation/swiftui/anytransition/move(edge:), …/slide,
/// …/push(from:)): by how much is not published, the model moves it by its own width or
/// height (``ModelNumber/moveTransitionDistance``).
public struct AnyTransition: Sendable {
    /// Where an inserted view starts.
    let insertion: SwiftUIView.TransitionOffset
    /// No transition: the view is at its place at once.
    public static let identity = AnyTransition(insertion: .init())
    /// Fades in (drawing only: the view is at its place).
    public static let opacity = AnyTransition(insertion: .init())
    /// In from the leading edge, by the view's own width.
    public static let slide = AnyTransition(insertion: .init(widths: -1))
    /// Scales up from nothing (drawn full size in the model: the view is at its place).
    public static let scale = AnyTransition(insertion: .init())
    /// Scales from `scale` about `anchor` (drawn full size in the model).
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(insertion: .init()) }
    /// Moves in from `edge`, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition {
        switch edge {
        case .top: return AnyTransition(insertion: .init(heights: -1))
        case .bottom: return AnyTransition(insertion: .init(heights: 1))
        case .leading: return AnyTransition(insertion: .init(widths: -1))
        case .trailing: return AnyTransition(insertion: .init(widths: 1))
        }
    }
    /// Moves in from `edge` while fading in (iOS 16), by the view's own size.
    public static func push(from edge: Edge) -> AnyTransition { move(edge: edge) }
    /// Comes in from `x`, `y` away.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(insertion: .init(x: x, y: y)) }
    /// Comes in from `offset` away.
    public static func offset(_ offset: CGSize) -> AnyTransition { .offset(x: offset.width, y: offset.height) }
    /// Different transitions in and out (only the insertion is animated in the model).
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    /// Both transitions.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(insertion: insertion + other.insertion) }
}

/// The context of the current state-processing update (SwiftUI's `@frozen struct Transaction`,
/// iOS 13, https://developer.apple.com/documentation/swiftui/transaction): its animation. A
/// gesture's `updating(_:body:)` callback receives one (the model performs no gestures).
@frozen public struct Transaction {
    /// The animation, if any, associated with the current state change (SwiftUI's `var animation: Animation?`).
    public var animation: Animation?
    /// A transaction (SwiftUI's `init()`).
    public init() {}
    /// A transaction with an animation (SwiftUI's `init(animation: Animation?)`).
    public init(animation: Animation?) { self.animation = animation }
    /// Whether animations are disabled for this transaction's changes (SwiftUI's `var disablesAnimations: Bool`):
    /// kept; the model's animations come from `withAnimation` and the animation modifiers.
    public var disablesAnimations = false

    /// The animation of the state changes made inside the current `withAnimation` block.
    @TaskLocal static var current: Animation?
}

/// Runs `body`; the state changes it makes animate with `animation` (SwiftUI's
/// `withAnimation`).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(animation) { try body() }
}

extension View {
    /// Animates every change to this view with `animation` (deprecated in iOS 15 for
    /// ``animation(_:value:)``; the deprecated form is what much real code has).
    public func animation(_ animation: Animation?) -> ModifiedContent<Self, _AnimationModifier> {
        modifier(_AnimationModifier(animation: animation))
    }

    /// Animates this view's changes with `animation` when `value` changed since the view was
    /// last evaluated.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, _ValueAnimationModifier<V>> {
        modifier(_ValueAnimationModifier(animation: animation, value: value))
    }
}

/// `animation(_:value:)`: animates an evaluation in which the value changed.
public struct _ValueAnimationModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let animation: Animation?
    let value: V
    func render<Content: View>(_ content: Content, _ context: RenderContext) -> [SwiftUIView] {
        let changed = context.graph.valueChanged(value, at: context.graph.modifierKey(at: context.path))
        let nodes = context.render(content)
        guard changed, let animation else { return nodes }
        return context.animating(nodes, with: animation)
    }
}

/// `animation(_:)`: animates every change to the content.
public struct _AnimationModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let animation: Animation?
    func render<Content: View>(_ content: Content, _ context: RenderContext) -> [SwiftUIView] {
        let nodes = context.render(content)
        guard let animation else { return nodes }
        return context.animating(nodes, with: animation)
    }
}

extension RenderContext {
    /// `nodes` animated with `animation` as it is on the world's iOS version.
    func animating(_ nodes: [SwiftUIView], with animation: Animation) -> [SwiftUIView] {
        let (curve, duration) = animation.resolved(iOSVersion: graph.iOSVersion)
        return nodes.map { $0.adding(.animation(curve, duration: duration)) }
    }
}
