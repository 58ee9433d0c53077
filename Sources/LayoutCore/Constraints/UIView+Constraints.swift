import Foundation

extension UIView {
    /// The constraints the view holds: the active ones whose items' nearest common ancestor
    /// it is (where activating a constraint installs it, "the isActive property automatically
    /// adds and removes the constraint from the correct view",
    /// https://developer.apple.com/documentation/uikit/uiview/addconstraint(_:)), or that
    /// `addConstraint(_:)` installed on it; in the order they were activated.
    public var constraints: [NSLayoutConstraint] {
        var candidates: [NSLayoutConstraint]
        if let world {
            candidates = world.layoutEngine.constraints
        } else {
            // Activated outside any world: they wait on views of this hierarchy.
            var root: UIView = self
            while let superview = root.superview { root = superview }
            candidates = []
            var stack = [root]
            while let view = stack.popLast() {
                candidates += view.waitingConstraints
                stack += view.subviews.reversed()
            }
        }
        return candidates.filter { $0.holder === self }
    }

    /// Activates a constraint, installing it on this view (UIKit's first API: "set the
    /// constraint's isActive property to true instead", the page above).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = true
        constraint.installedOn = self
    }

    /// Activates constraints, installing them on this view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates a constraint the view holds (one it does not hold is left alone).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder === self else { return }
        constraint.isActive = false
    }

    /// Deactivates the constraints the view holds.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }
}

extension NSLayoutConstraint {
    /// The view holding the constraint: where `addConstraint(_:)` put it, else its items' nearest
    /// common ancestor (a guide's item is its owning view).
    var holder: UIView? {
        if let installedOn { return installedOn }
        guard let first = firstAnchor.item.constraintHolder else { return secondAnchor?.item.constraintHolder }
        guard let second = secondAnchor?.item.constraintHolder else { return first }
        var ancestor: UIView? = first
        while let view = ancestor {
            if second.isDescendant(of: view) { return view }
            ancestor = view.superview
        }
        return nil
    }
}
