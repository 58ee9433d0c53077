import Foundation
import LayoutSolver

/// A constraint's priority (UIKit's `UILayoutPriority`): 1000 is required, below is
/// optional. The mapping to solver strengths is ``Strength/forPriority(_:)``.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }
}

extension NSLayoutConstraint {
    /// How the two sides of a constraint relate (UIKit's `NSLayoutConstraint.Relation`).
    public enum Relation: String, Sendable {
        case equal = "=="
        case lessThanOrEqual = "<="
        case greaterThanOrEqual = ">="

        var solverRelation: RelationalOperator {
            switch self {
            case .equal: return .equal
            case .lessThanOrEqual: return .lessThanOrEqual
            case .greaterThanOrEqual: return .greaterThanOrEqual
            }
        }
    }
}

/// An Auto Layout constraint (UIKit's `NSLayoutConstraint`):
/// `first relation second × multiplier + constant`, with a priority.
///
/// Activating and deactivating happen in the running world (``World/current``). Changing
/// `constant` on an active constraint re-solves incrementally at the next layout pass.
/// Switching `priority` between required and optional on an active constraint is refused
/// as UIKit refuses it ("Mutating a priority from required to not on an installed constraint
/// (or vice-versa) is not supported"): the change is ignored and recorded as an exception.
///
/// Subclassable, as UIKit declares it (`open class NSLayoutConstraint : NSObject`,
/// https://developer.apple.com/documentation/uikit/nslayoutconstraint): its one designated
/// initializer is NSObject's `init()` (an item-less constraint, which cannot be activated),
/// and every other initializer — `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
/// the anchors' `constraint(equalTo:)` family — is a convenience one that calls it, so a
/// subclass that overrides `init()` (or declares no initializer) is made with
/// `Subclass(item:…)` as in UIKit. `constant`, `priority`, `isActive` and `identifier` are
/// `open`, as UIKit's are; a subclass's override of `constant` that sets `super.constant`
/// reaches the layout engine as the base class's setter does. The relation's terms are
/// `final`, read directly by the engine.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    // Every stored property here is `@exclusivity(unchecked)`: a constraint is used from the
    // main actor one access at a time (an observer runs after its assignment ends), and the
    // layout engine reads these on every build, where the run-time check cost about 200
    // instructions per read.
    @exclusivity(unchecked) public private(set) final var firstAnchor: LayoutAnchor
    @exclusivity(unchecked) public private(set) final var relation: NSLayoutConstraint.Relation
    @exclusivity(unchecked) public private(set) final var secondAnchor: LayoutAnchor?
    @exclusivity(unchecked) public private(set) final var multiplier: CGFloat
    /// A name for diagnostics.
    @exclusivity(unchecked) open var identifier: String?

    /// The constant. Setting it on an active constraint updates the solver incrementally.
    @exclusivity(unchecked) open var constant: CGFloat {
        didSet {
            guard constant != oldValue, isActive, let world = activeWorld else { return }
            world.layoutEngine.constantDidChange(self)
        }
    }

    /// The priority; see the type's discussion for required ↔ optional switches.
    @exclusivity(unchecked) open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue, isActive, let world = activeWorld else { return }
            if (priority >= .required) != (oldValue >= .required) {
                world.recordException("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue).")
                priority = oldValue
                return
            }
            world.layoutEngine.structureDidChange()
        }
    }

    /// The world the constraint is active in (cleared when the world goes away).
    @exclusivity(unchecked) unowned(unsafe) final var activeWorld: World?
    /// The solver constraint built for it (rebuilt when the engine's structure changes).
    @exclusivity(unchecked) final var solverConstraint: Constraint?

    /// A constraint with no items (NSObject's `init()`, which UIKit's `NSLayoutConstraint`
    /// inherits, https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()):
    /// `firstItem` and `secondItem` are `nil`, the multiplier 1 and the constant 0. It is what
    /// a subclass's `init()` starts from; every other initializer calls it and then sets the
    /// relation. Activated as it is, it is refused: see ``isActive``.
    public override init() {
        firstAnchor = LayoutAnchor(item: NoLayoutItem.shared, attribute: .notAnAttribute)
        relation = .equal
        secondAnchor = nil
        multiplier = 1
        constant = 0
        super.init()
    }

    convenience init(_ first: LayoutAnchor, _ relation: NSLayoutConstraint.Relation, _ second: LayoutAnchor?, multiplier: CGFloat, constant: CGFloat) {
        self.init()
        firstAnchor = first
        self.relation = relation
        secondAnchor = second
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Whether the constraint has no first item (made with `init()` and never given one).
    final var isItemless: Bool { firstAnchor.item === NoLayoutItem.shared }

    /// Called on an object decoded from an archive, to return it or another object in its
    /// place (NSObject's `awakeAfter(using:)`,
    /// https://developer.apple.com/documentation/objectivec/nsobject/1417074-awakeafter, declared
    /// `func awakeAfter(using coder: NSCoder) -> Any?`): the default returns `self`. The
    /// simulated storyboard loader decodes no `NSCoder` and does not call it; an override
    /// calling `super` compiles and behaves as on iOS.
    open func awakeAfter(using coder: NSCoder) -> Any? { self }

    /// Called on an object loaded from a storyboard or a XIB once the file's objects are
    /// connected (NSObject's `awakeFromNib()`,
    /// https://developer.apple.com/documentation/objectivec/nsobject/1402907-awakefromnib). The
    /// default does nothing; the simulated storyboard loader builds its constraints as
    /// `NSLayoutConstraint` (a `customClass` on a constraint is not modelled) and sends it to
    /// the views and controllers it builds.
    open func awakeFromNib() {}

    /// A constraint in the form of UIKit's first API, `item.attribute relation toItem.attribute
    /// × multiplier + constant`
    /// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)).
    /// Items are views or layout guides; a width or height may relate to no item
    /// (`toItem: nil, attribute: .notAnAttribute`), and a view's margin attribute
    /// (`.leadingMargin`, `.centerYWithinMargins`, …) is its `layoutMarginsGuide`'s edge or
    /// centre. As in UIKit, anything else — another kind of item, a position related to
    /// nothing, attributes of different axes — is a programming error that stops the app.
    public convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
                            toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat) {
        guard let first = view1 as? LayoutItem, attr1 != .notAnAttribute else {
            preconditionFailure("NSLayoutConstraint(item:…): the first item must be a view or a layout guide with an attribute (\(view1), \(attr1))")
        }
        var second: LayoutAnchor?
        if let view2, attr2 != .notAnAttribute {
            guard let item = view2 as? LayoutItem else {
                preconditionFailure("NSLayoutConstraint(item:…): the second item must be a view or a layout guide (\(view2))")
            }
            guard attr1.axis == attr2.axis else {
                preconditionFailure("NSLayoutConstraint(item:…): \(attr1) and \(attr2) are attributes of different axes")
            }
            second = NSLayoutConstraint.anchor(item, attr2)
        } else if attr1.axis != .dimension {
            preconditionFailure("NSLayoutConstraint(item:…): a \(attr1) must relate to another item")
        }
        self.init(NSLayoutConstraint.anchor(first, attr1), relation, second, multiplier: multiplier, constant: c)
    }

    /// The anchor an item's attribute names: a margin attribute is the view's margins guide's.
    private static func anchor(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) -> LayoutAnchor {
        guard let marginless = attribute.ofMarginsGuide else { return LayoutAnchor(item: item, attribute: attribute) }
        guard let view = item as? UIView else {
            preconditionFailure("NSLayoutConstraint(item:…): \(attribute) needs a view's layout margins; \(item.layoutItemName) is a layout guide")
        }
        return LayoutAnchor(item: view.layoutMarginsGuide, attribute: marginless)
    }

    /// Whether the constraint takes part in layout.
    ///
    /// Activated while no world runs (a test that loads a controller's `view` before showing
    /// it, as UIKit allows for a view outside any window), the constraint waits on its first
    /// item's view and takes part from the moment that view's hierarchy joins a world's window.
    ///
    /// A constraint with no first item (`NSLayoutConstraint()`) is refused: UIKit raises
    /// NSInvalidArgumentException, "Constraint must contain a first layout item", for a
    /// constraint made without one. In a running world the activation is ignored and the
    /// exception recorded (``World/exceptions``); outside one it stops the program.
    open var isActive: Bool {
        get { activeWorld != nil || waitingView != nil }
        set {
            if newValue == isActive { return }
            if newValue, isItemless {
                let message = "NSLayoutConstraint: Constraint must contain a first layout item: an item-less constraint (init()) cannot be activated"
                guard let world = World.current else { preconditionFailure(message) }
                world.recordException(message)
                return
            }
            if newValue {
                if let world = World.current {
                    world.layoutEngine.activate(self)
                } else if let view = firstAnchor.item.constraintHolder ?? secondAnchor?.item.constraintHolder {
                    if let world = view.world {
                        world.layoutEngine.activate(self)
                    } else {
                        waitingView = view
                        view.waitingConstraints.append(self)
                    }
                } else {
                    preconditionFailure("activate constraints between views or guides added to a view (\(self))")
                }
            } else if let view = waitingView {
                installedOn = nil
                view.waitingConstraints.removeAll { $0 === self }
                waitingView = nil
            } else {
                installedOn = nil
                activeWorld?.layoutEngine.deactivate(self)
            }
        }
    }

    /// The view `addConstraint(_:)` installed it on (`nil`: activated, so held by the items'
    /// nearest common ancestor).
    @exclusivity(unchecked) final weak var installedOn: UIView?

    /// The view this constraint waits on, when it was activated while no world ran.
    @exclusivity(unchecked) unowned(unsafe) final var waitingView: UIView?

    /// Activates constraints in order.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates constraints.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// Whether the constraint is active but broken by a conflict.
    public var isBroken: Bool {
        guard let solverConstraint, let world = activeWorld else { return false }
        return world.layoutEngine.system.isBroken(solverConstraint)
    }

    /// UIKit's description: `first == second - 16`.
    public nonisolated override var description: String {
        worldIsolated { ConstraintDescription(self).text }
    }
}

/// The first item of a constraint made with `init()`, which has none (`firstItem` is `nil`).
@preconcurrency @MainActor
final class NoLayoutItem: LayoutItem {
    static let shared = NoLayoutItem()
    var layoutItemName: String { "nil" }
}
