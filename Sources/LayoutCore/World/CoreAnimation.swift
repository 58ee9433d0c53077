import Foundation

/// The name of one of Core Animation's predefined timing functions (QuartzCore's
/// `CAMediaTimingFunctionName`,
/// https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name's string.
    public let rawValue: String
    /// A name from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Linear pacing.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start, then speeding up.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Fast start, then slowing down.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default timing function.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing function (QuartzCore's `CAMediaTimingFunction`,
/// https://developer.apple.com/documentation/quartzcore/camediatimingfunction): its curve runs
/// from (0, 0) to (1, 1) through two control points.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The two control points (x1, y1, x2, y2).
    let points: (Float, Float, Float, Float)

    /// One of the predefined functions. Their control points: linear (0,0)(1,1), easeIn
    /// (0.42,0)(1,1), easeOut (0,0)(0.58,1), easeInEaseOut (0.42,0)(0.58,1) (``TimingCurve``);
    /// default (0.25,0.1)(0.25,1), "used by most animations"
    /// (https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/default).
    /// An unknown name is linear.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// A function with the control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = (c1x, c1y, c2x, c2y)
        super.init()
    }

    /// Writes control point `idx` (0: the start (0, 0), 1 and 2: the two control points, 3:
    /// the end (1, 1)) into `ptr[0]` and `ptr[1]`; another index writes nothing.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (points.0, points.1)
        case 2: point = (points.2, points.3)
        case 3: point = (1, 1)
        default: return
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// The model's timing curve for this function.
    var timingCurve: TimingCurve {
        .bezier(Double(points.0), Double(points.1), Double(points.2), Double(points.3))
    }
}

/// An open Core Animation transaction (`CATransaction.begin()` … `commit()`).
final class CoreAnimationTransaction {
    /// Whether Core Animation opened it itself (a completion block set outside any `begin()`):
    /// it is committed on the main queue's next turn, as "implicit transactions … are
    /// committed automatically when the thread's runloop next iterates"
    /// (https://developer.apple.com/documentation/quartzcore/catransaction).
    let isImplicit: Bool
    var duration: CFTimeInterval?
    var timingFunction: CAMediaTimingFunction?
    var disablesActions = false
    /// The completion blocks set, each with when the last animation added after it ends
    /// (`nil`: none was added).
    var completions: [(block: () -> Void, end: TimeInterval?)] = []

    init(isImplicit: Bool) { self.isImplicit = isImplicit }
}

/// Core Animation's transactions (QuartzCore's `CATransaction`,
/// https://developer.apple.com/documentation/quartzcore/catransaction), as far as they touch
/// UIKit's animations: a completion block runs "as soon as all animations subsequently added
/// by this transaction group have completed … If no animations are added before the current
/// transaction group is committed (or the completion block is set to a different value,) the
/// block will be invoked immediately"
/// (https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:)).
/// The animations are the view animations UIKit's animation blocks start in the world.
///
/// The transaction's duration, timing function and disabled actions are kept and read back,
/// with no modelled effect: the model has no layers, and a UIKit animation block sets its own
/// duration and curve (NoModelledEffect.md).
open class CATransaction: NSObject {
    /// The transaction's duration when none is set: 0.25 s, Core Animation's implicit-animation
    /// duration (measured, https://cnblogs.com/panda1024/p/6256650.html; SceneKit's
    /// `SCNTransaction`, built on it, documents the same 0.25 s for `begin()`,
    /// https://developer.apple.com/documentation/scenekit/scntransaction/animationduration).
    static let defaultDuration: CFTimeInterval = 0.25

    /// Opens a transaction (transactions nest).
    open class func begin() {
        guard let world = World.current else { return }
        world.coreAnimationTransactions.append(CoreAnimationTransaction(isImplicit: false))
    }

    /// Commits the innermost transaction: its completion blocks run when the animations added
    /// after them end, or now when none was.
    open class func commit() {
        guard let world = World.current,
              let index = world.coreAnimationTransactions.lastIndex(where: { !$0.isImplicit }) else { return }
        world.commitCoreAnimationTransaction(at: index)
    }

    /// Commits any implicit transaction now (no other effect in the model).
    open class func flush() {}

    /// Takes the transaction lock (no effect: the world runs on one thread).
    open class func lock() {}

    /// Releases the transaction lock (no effect).
    open class func unlock() {}

    /// The duration set for the innermost transaction, else 0.25 s.
    open class func animationDuration() -> CFTimeInterval {
        World.current?.coreAnimationTransactions.last?.duration ?? defaultDuration
    }

    /// Sets the innermost transaction's duration (kept; no modelled effect).
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        World.current?.currentCoreAnimationTransaction().duration = dur
    }

    /// The timing function set for the innermost transaction.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        World.current?.coreAnimationTransactions.last?.timingFunction
    }

    /// Sets the innermost transaction's timing function (kept; no modelled effect).
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        World.current?.currentCoreAnimationTransaction().timingFunction = function
    }

    /// Whether the innermost transaction disables implicit layer actions.
    open class func disableActions() -> Bool {
        World.current?.coreAnimationTransactions.last?.disablesActions ?? false
    }

    /// Disables implicit layer actions (kept; the model has no layers).
    open class func setDisableActions(_ flag: Bool) {
        World.current?.currentCoreAnimationTransaction().disablesActions = flag
    }

    /// The completion block set last in the innermost transaction.
    open class func completionBlock() -> (() -> Void)? {
        World.current?.coreAnimationTransactions.last?.completions.last?.block
    }

    /// Sets the innermost transaction's completion block: it runs when the animations added
    /// from now on in the transaction end; a block it replaces that saw no animation runs now.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        guard let world = World.current else {
            block?()
            return
        }
        let transaction = world.currentCoreAnimationTransaction()
        if let last = transaction.completions.last, last.end == nil {
            transaction.completions.removeLast()
            last.block()
        }
        if let block { transaction.completions.append((block, nil)) }
    }
}

extension World {
    /// The innermost transaction, opening an implicit one (committed on the main queue's next
    /// turn) when none is open.
    func currentCoreAnimationTransaction() -> CoreAnimationTransaction {
        if let transaction = coreAnimationTransactions.last { return transaction }
        let implicit = CoreAnimationTransaction(isImplicit: true)
        coreAnimationTransactions.append(implicit)
        schedule(after: 0) { [unowned self] in
            if let index = coreAnimationTransactions.firstIndex(where: { $0 === implicit }) {
                commitCoreAnimationTransaction(at: index)
            }
        }
        return implicit
    }

    /// Ends the transaction at `index`: each completion block runs when the animations added
    /// after it end, or now.
    func commitCoreAnimationTransaction(at index: Int) {
        let transaction = coreAnimationTransactions.remove(at: index)
        for (block, end) in transaction.completions {
            if let end, end > now {
                schedule(after: end - now, block)
            } else {
                block()
            }
        }
    }

    /// A view animation started: every open transaction's latest completion block waits for it.
    func coreAnimationTransactionsDidAdd(_ animation: ViewAnimation) {
        for transaction in coreAnimationTransactions {
            guard let last = transaction.completions.indices.last else { continue }
            transaction.completions[last].end = max(transaction.completions[last].end ?? animation.end, animation.end)
        }
    }
}
