import Foundation

/// How an animation's progress follows time: a cubic Bézier timing function, as Core
/// Animation's `CAMediaTimingFunction` (easeIn 0.42,0,1,1; easeOut 0,0,0.58,1; easeInOut
/// 0.42,0,0.58,1).
public enum TimingCurve: Hashable, Sendable {
    case linear
    case easeIn
    case easeOut
    case easeInOut
    /// The keyboard's undocumented curve 7 (``Assumption/keyboardCurveIsFastEaseOut``).
    case keyboard
    /// A custom Bézier with control points (x1, y1) and (x2, y2).
    case bezier(Double, Double, Double, Double)
    /// A damped spring: the damping ratio, and the initial velocity in animation distances per
    /// second times the duration (distances per duration). `frequency` is the undamped natural
    /// angular frequency in radians per duration: a SwiftUI spring states its stiffness, so it
    /// gives one (``spring(dampingRatio:frequency:velocity:)``). Without one — UIKit's
    /// `usingSpringWithDamping:initialSpringVelocity:` and
    /// `UIViewPropertyAnimator(duration:dampingRatio:)`, which state a duration instead — how
    /// stiff the spring is for its duration is ``ModelNumber/springTiming``.
    case spring(dampingRatio: Double, velocity: Double, frequency: Double? = nil)

    /// The control points.
    func controlPoints(assumeFastKeyboard: Bool) -> (Double, Double, Double, Double) {
        switch self {
        case .linear: return (0, 0, 1, 1)
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInOut: return (0.42, 0, 0.58, 1)
        case .keyboard: return assumeFastKeyboard ? (0.38, 0.7, 0.125, 1) : (0.42, 0, 0.58, 1)
        case let .bezier(a, b, c, d): return (a, b, c, d)
        case .spring: return (0, 0, 0.58, 1)
        }
    }

    /// A spring's position at `u` (0…1 of its duration): a damped oscillator from 0 to 1 with
    /// natural frequency `4 / ζ` per duration, so that it is within 2% of its end when the
    /// duration is over (the 2% settling time 4 / ζω, ``ModelNumber/springTiming``); a damping
    /// ratio of 1 or more is critically damped. It may overshoot 1 (a bounce).
    static func springPosition(_ u: Double, dampingRatio: Double, velocity: Double, frequency: Double? = nil) -> Double {
        if let frequency { return oscillatorPosition(u, dampingRatio: dampingRatio, frequency: frequency, velocity: velocity) }
        let zeta = min(1, max(0.05, dampingRatio))
        let omega = 4 / zeta
        if zeta >= 1 { return 1 - exp(-omega * u) * (1 + (omega - velocity) * u) }
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let decay = exp(-zeta * omega * u)
        return 1 - decay * (cos(damped * u) + (zeta * omega - velocity) / damped * sin(damped * u))
    }

    /// The position of a damped harmonic oscillator — mass m, stiffness k, damping c: natural
    /// frequency ω = √(k/m), damping ratio ζ = c / (2·√(k·m)) — released at 0 with `velocity`
    /// and pulled to 1, at time `t` (in the units `frequency` and `velocity` are per): the
    /// textbook solution of x'' + 2ζω·x' + ω²·(x − 1) = 0, underdamped (ζ < 1, it overshoots),
    /// critically damped (ζ = 1) or overdamped (ζ > 1). A negative damping ratio is taken as 0.
    static func oscillatorPosition(_ t: Double, dampingRatio: Double, frequency omega: Double, velocity: Double) -> Double {
        let zeta = max(0, dampingRatio)
        guard omega > 0 else { return 1 }
        if abs(zeta - 1) < 1e-9 { return 1 - exp(-omega * t) * (1 + (omega - velocity) * t) }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * t) * (cos(damped * t) + (zeta * omega - velocity) / damped * sin(damped * t))
        }
        // x − 1 = a·e^(r1·t) + b·e^(r2·t), with a + b = −1 and r1·a + r2·b = velocity.
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let a = (velocity + r2) / (r1 - r2)
        return 1 + a * exp(r1 * t) + (-1 - a) * exp(r2 * t)
    }

    /// A spring stated by its physics, as a curve over the time it takes to settle: natural
    /// frequency `frequency` (radians per second), `dampingRatio`, initial `velocity` (animation
    /// distances per second). The animation lasts until the position stays within `epsilon`
    /// (a fraction of the distance) of its end — SwiftUI's `Spring.settlingDuration` threshold
    /// (``ModelNumber/swiftUISpringSettling``) — and at most `longest` seconds (an undamped
    /// spring never settles); the curve is the oscillator itself over that time. A spring with
    /// no stiffness is immediate (zero duration).
    package static func spring(dampingRatio: Double, frequency: Double, velocity: Double,
                               epsilon: Double = 0.001, longest: TimeInterval = 10) -> (TimingCurve, TimeInterval) {
        guard frequency > 0, frequency.isFinite, dampingRatio.isFinite, velocity.isFinite else { return (.easeInOut, 0) }
        let settled = settlingTime(dampingRatio: dampingRatio, frequency: frequency, velocity: velocity, epsilon: epsilon, longest: longest)
        guard settled > 0 else { return (.easeInOut, 0) }
        return (.spring(dampingRatio: max(0, dampingRatio), velocity: velocity * settled, frequency: frequency * settled), settled)
    }

    /// The last time (seconds, at most `longest`) at which the oscillator is more than `epsilon`
    /// from its end, scanned in steps of 1/400 of its natural period (at least `longest` /
    /// 100,000) until a bound on what is left of the motion (its decay envelope) is within
    /// `epsilon`.
    static func settlingTime(dampingRatio: Double, frequency omega: Double, velocity: Double, epsilon: Double, longest: TimeInterval) -> TimeInterval {
        let zeta = max(0, dampingRatio)
        // Envelope of |x − 1| at time t: amplitude · e^(−rate·t) (· (1 + slope·t) when critical).
        var amplitude = 1.0, rate = zeta * omega, slope = 0.0
        if abs(zeta - 1) < 1e-9 {
            slope = abs(omega - velocity)
        } else if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            amplitude = (1 + pow((zeta * omega - velocity) / damped, 2)).squareRoot()
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let a = (velocity + r2) / (r1 - r2)
            amplitude = abs(a) + abs(1 + a)
            rate = -r1
        }
        // (At most 100,000 steps: a spring stiff enough to need more — a huge stiffness from
        // the app — is scanned coarser rather than for ever.)
        let step = max(2 * Double.pi / omega / 400, longest / 100_000)
        var t = 0.0, last = 0.0
        while t < longest {
            t += step
            if abs(oscillatorPosition(t, dampingRatio: zeta, frequency: omega, velocity: velocity) - 1) > epsilon { last = t }
            let envelope = amplitude * exp(-rate * t) * (1 + slope * t)
            if envelope <= epsilon, slope == 0 || t * rate >= 1 { break }
        }
        return min(longest, last + step)
    }

    /// Progress (0…1) at time fraction `t` (0…1).
    func progress(_ t: Double, assumeFastKeyboard: Bool = true) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        if case let .spring(dampingRatio, velocity, frequency) = self {
            return TimingCurve.springPosition(t, dampingRatio: dampingRatio, velocity: velocity, frequency: frequency)
        }
        let (x1, y1, x2, y2) = controlPoints(assumeFastKeyboard: assumeFastKeyboard)
        if x1 == y1 && x2 == y2 { return t }
        // Solve x(s) = t for s by Newton's method, then return y(s).
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = t
        for _ in 0..<12 {
            let x = bezier(s, x1, x2) - t
            if abs(x) < 1e-9 { break }
            let d = slope(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s = min(1, max(0, s - x / d))
        }
        var low = 0.0, high = 1.0
        if abs(bezier(s, x1, x2) - t) > 1e-7 {
            s = t
            for _ in 0..<40 {
                if bezier(s, x1, x2) < t { low = s } else { high = s }
                s = (low + high) / 2
            }
        }
        return bezier(s, y1, y2)
    }
}

extension UIView {
    /// UIKit's `UIView.AnimationOptions`, with the curve in bits 16–19 (so a keyboard
    /// notification's curve `c` becomes `UIView.AnimationOptions(rawValue: c << 16)`).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // UIKit's UIViewAnimationOptions (UIView.h;
        // https://developer.apple.com/documentation/uikit/uiview/animationoptions). Only the
        // curve changes what the model does; the rest exist with UIKit's values and have no
        // modelled effect (NoModelledEffect.md).
        public static let layoutSubviews = UIView.AnimationOptions(rawValue: 1 << 0)
        public static let beginFromCurrentState = UIView.AnimationOptions(rawValue: 1 << 2)
        public static let allowUserInteraction = UIView.AnimationOptions(rawValue: 1 << 1)
        public static let `repeat` = UIView.AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = UIView.AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = UIView.AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = UIView.AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = UIView.AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = UIView.AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = UIView.AnimationOptions(rawValue: 1 << 9)
        public static let transitionNone = UIView.AnimationOptions(rawValue: 0 << 20)
        public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecondDefault = UIView.AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = UIView.AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = UIView.AnimationOptions(rawValue: 7 << 24)
        public static let curveEaseInOut = UIView.AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = UIView.AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = UIView.AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = UIView.AnimationOptions(rawValue: 3 << 16)

        /// The curve the options name.
        var curve: TimingCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            case 7: return .keyboard
            default: return .easeInOut
            }
        }
    }
}

/// What is drawn of a view: its frame, scroll position and transform.
struct VisualState: Equatable {
    var frame: CGRect
    var boundsOrigin: CGPoint
    var transform: CGAffineTransform

    func interpolated(to other: VisualState, _ p: Double) -> VisualState {
        func lerp(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(p) }
        var t = transform
        t.tx = lerp(transform.tx, other.transform.tx)
        t.ty = lerp(transform.ty, other.transform.ty)
        return VisualState(
            frame: CGRect(x: lerp(frame.minX, other.frame.minX), y: lerp(frame.minY, other.frame.minY),
                          width: lerp(frame.width, other.frame.width), height: lerp(frame.height, other.frame.height)),
            boundsOrigin: CGPoint(x: lerp(boundsOrigin.x, other.boundsOrigin.x), y: lerp(boundsOrigin.y, other.boundsOrigin.y)),
            transform: t)
    }
}

/// One view moving from what was drawn to its new model state.
struct ViewAnimation {
    let view: UIView
    let key: ObjectIdentifier
    let start: TimeInterval
    let duration: TimeInterval
    let curve: TimingCurve
    let from: VisualState
    let to: VisualState

    var end: TimeInterval { start + duration }
}

/// An animation block being run (UIKit nests them: an inner block inherits the outer one's
/// duration and curve unless it overrides them).
struct AnimationContext {
    var start: TimeInterval
    var duration: TimeInterval
    var curve: TimingCurve
    var animated: Set<ObjectIdentifier> = []
    /// Whether the timing came from an enclosing block (then the block's own
    /// `setAnimationDuration(_:)`… cannot change it).
    var inherited = false
    /// Whether `UIView.beginAnimations(_:context:)` opened it (its timing is set by
    /// `UIView.setAnimationDuration(_:)`, `setAnimationDelay(_:)`, `setAnimationCurve(_:)`).
    var beginCommit = false
    /// What every view was, drawn and in the model, when the block opened.
    var before: [AnimationSnapshot] = []
}

/// A view as it was when an animation block opened.
struct AnimationSnapshot {
    let view: UIView
    let drawn: VisualState
    let model: VisualState
}

/// The keyboard moving from one frame to another.
struct KeyboardAnimation {
    let start: TimeInterval
    let duration: TimeInterval
    let from: CGRect
    let to: CGRect
    var end: TimeInterval { start + duration }
}

/// Work queued on the main queue for a virtual deadline.
struct ScheduledWork {
    let deadline: TimeInterval
    let order: Int
    let tag: String?
    let work: () -> Void
    /// The sleeping task this deadline wakes: once it is woken otherwise (cancelled), the
    /// deadline is void and leaves the queue.
    var sleeper: Sleeper? = nil

    /// Whether nothing is left to do at the deadline.
    var isVoid: Bool { sleeper?.isAwake ?? false }
}
