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
@preconcurrency @MainActor
public final class NSLayoutConstraint: NSObject {
    public let firstAnchor: LayoutAnchor
    public let relation: NSLayoutConstraint.Relation
    public let secondAnchor: LayoutAnchor?
    public let multiplier: CGFloat
    /// A name for diagnostics.
    public var identifier: String?

    /// The constant. Setting it on an active constraint updates the solver incrementally.
    public var constant: CGFloat {
        didSet {
            guard constant != oldValue, isActive, let world = activeWorld else { return }
            world.layoutEngine.constantDidChange(self)
        }
    }

    /// The priority; see the type's discussion for required ↔ optional switches.
    public var priority: UILayoutPriority = .required {
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
    unowned(unsafe) var activeWorld: World?
    /// The solver constraint built for it (rebuilt when the engine's structure changes).
    var solverConstraint: Constraint?

    init(_ first: LayoutAnchor, _ relation: NSLayoutConstraint.Relation, _ second: LayoutAnchor?, multiplier: CGFloat, constant: CGFloat) {
        firstAnchor = first
        self.relation = relation
        secondAnchor = second
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

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
    public var isActive: Bool {
        get { activeWorld != nil || waitingView != nil }
        set {
            if newValue == isActive { return }
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
    weak var installedOn: UIView?

    /// The view this constraint waits on, when it was activated while no world ran.
    unowned(unsafe) var waitingView: UIView?

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
