import Foundation
import LayoutSolver

extension UIView {
    /// The smallest size a view can take (UIKit's `layoutFittingCompressedSize`: 0 × 0).
    public static let layoutFittingCompressedSize = CGSize.zero

    /// What ``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// computes unless a subclass overrides it.
    func fittingSize(_ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        var solve = FittingSolve(root: self)
        return solve.size(fitting: targetSize, horizontal: horizontal, vertical: vertical)
    }
}

/// A one-off solve of a view's own subtree, apart from its world's engine (whose variables
/// it leaves alone).
private struct FittingSolve {
    let root: UIView
    /// The subtree, root first, parents before children.
    let views: [UIView]
    /// Each view's and guide's variables for this solve.
    private var variables: [ObjectIdentifier: LayoutVariables] = [:]

    init(root: UIView) {
        self.root = root
        var views: [UIView] = []
        func visit(_ view: UIView) {
            views.append(view)
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        self.views = views
        for view in views { variables[ObjectIdentifier(view)] = LayoutVariables(name: view.layoutItemName) }
    }

    private func vars(_ view: UIView) -> LayoutVariables? { variables[ObjectIdentifier(view)] }

    /// The variables of a constraint's item, if it belongs to the subtree (a guide gets its own
    /// on first use).
    private mutating func vars(of item: LayoutItem, adding guides: inout [(UILayoutGuide, LayoutVariables)]) -> LayoutVariables? {
        if let view = item as? UIView { return vars(view) }
        guard let guide = item as? UILayoutGuide, let owner = guide.owningView, vars(owner) != nil else { return nil }
        if let known = variables[ObjectIdentifier(guide)] { return known }
        let v = LayoutVariables(name: guide.layoutItemName)
        variables[ObjectIdentifier(guide)] = v
        guides.append((guide, v))
        return v
    }

    mutating func size(fitting target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        var constraints: [Constraint] = []
        let r = vars(root)!
        constraints.append(Constraint(LinearExpression(r.minX), .equal, name: "fitting.minX"))
        constraints.append(Constraint(LinearExpression(r.minY), .equal, name: "fitting.minY"))
        constraints.append(Constraint(r.width - Double(target.width), .equal, strength: Strength.forPriority(horizontal.rawValue), name: "fitting.width"))
        constraints.append(Constraint(r.height - Double(target.height), .equal, strength: Strength.forPriority(vertical.rawValue), name: "fitting.height"))
        for view in views.dropFirst() {
            guard let v = vars(view), let superview = view.superview, let s = vars(superview) else { continue }
            if view.translatesAutoresizingMaskIntoConstraints {
                if (superview as? UITableViewCell)?.contentView === view || (superview as? UICollectionViewCell)?.contentView === view {
                    // The content view's autoresizing mask makes it fill its cell.
                    constraints += [v.minX == s.minX, v.minY == s.minY, v.width == s.width, v.height == s.height]
                } else {
                    let f = view.frame
                    constraints += [Constraint(v.minX - s.minX - Double(f.minX), .equal), Constraint(v.minY - s.minY - Double(f.minY), .equal),
                                    Constraint(v.width - Double(f.width), .equal), Constraint(v.height - Double(f.height), .equal)]
                }
            } else {
                // Compression resistance and hugging at the view's priorities, as the world's
                // engine has them.
                let intrinsic = view.intrinsicContentSize
                for (axis, length, variable) in [(NSLayoutConstraint.Axis.vertical, intrinsic.height, v.height), (.horizontal, intrinsic.width, v.width)] where length >= 0 {
                    constraints.append(Constraint(variable - Double(length), .greaterThanOrEqual,
                                                  strength: Strength.forPriority(view.contentCompressionResistancePriority(for: axis).rawValue)))
                    constraints.append(Constraint(variable - Double(length), .lessThanOrEqual,
                                                  strength: Strength.forPriority(view.contentHuggingPriority(for: axis).rawValue)))
                }
            }
        }
        // The app's constraints among the subtree's items, in activation order: those the
        // world runs, then those still waiting for a world.
        var guides: [(UILayoutGuide, LayoutVariables)] = []
        let world = World.current ?? root.world
        let candidates = (world?.layoutEngine.constraints ?? []) + views.flatMap(\.waitingConstraints)
        var app: [Constraint] = []
        for c in candidates {
            guard let first = vars(of: c.firstAnchor.item, adding: &guides) else { continue }
            var second: LayoutVariables?
            if let anchor = c.secondAnchor {
                guard let s = vars(of: anchor.item, adding: &guides) else { continue }
                second = s
            }
            app.append(Constraint(c.solverExpression(first: first, second: second), c.relation.solverRelation,
                                  strength: Strength.forPriority(c.priority.rawValue), name: c.description))
        }
        // Stack views' own constraints, over the subtree's variables.
        for case let stack as UIStackView in views {
            for item in stack.arrangementItems { _ = vars(of: item, adding: &guides) }
            let known = variables
            app += stack.arrangementConstraints { item in known[ObjectIdentifier(item)] }
        }
        // A guide is its owner's rectangle less its insets (a free guide is unconstrained).
        for (guide, g) in guides {
            guard let owner = guide.owningView, let o = vars(owner) else { continue }
            let insets: UIEdgeInsets
            switch guide.kind {
            case .safeArea: insets = owner.safeAreaInsets
            case .layoutMargins, .readableContent:
                // (A fitting size is computed before the width is known: a readable content
                // guide is taken as its margins, which it equals below the readable width.)
                // (Within a table cell the safe area has no top or bottom: its layout does not
                // depend on where the row is scrolled; see `safeAreaInsets`.)
                let margins = owner.layoutMargins
                let safe = owner.insetsLayoutMarginsFromSafeArea ? owner.safeAreaInsets : .zero
                insets = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                      bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
            case .scrollFrame: insets = .zero
            case .free, .scrollContent, .keyboard: continue
            }
            constraints += [Constraint(g.minX - o.minX - Double(insets.left), .equal), Constraint(g.minY - o.minY - Double(insets.top), .equal),
                            Constraint(g.width - o.width + Double(insets.left + insets.right), .equal),
                            Constraint(g.height - o.height + Double(insets.top + insets.bottom), .equal)]
        }
        let system = ConstraintSystem()
        _ = system.activate(constraints + app)
        system.updateVariables()
        return CGSize(width: max(0, r.width.value), height: max(0, r.height.value))
    }
}
