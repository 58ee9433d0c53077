import Foundation

/// A layout guide that switches constraints as it nears or leaves its view's edges (UIKit's
/// `UITrackingLayoutGuide`, iOS 15,
/// https://developer.apple.com/documentation/uikit/uitrackinglayoutguide). The keyboard layout
/// guide is the one whose position the model moves (``UIKeyboardLayoutGuide``): it switches
/// its tracked constraints while it follows an undocked keyboard. A guide an app makes itself
/// keeps the constraints it is given, with no modelled switching (NoModelledEffect.md).
open class UITrackingLayoutGuide: UILayoutGuide {
    var nearEdgeSets: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []
    var awayEdgeSets: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []

    /// Creates a tracking guide positioned by constraints.
    public override init() {
        super.init()
    }

    override init(kind: Kind, owningView: UIView?, identifier: String) {
        super.init(kind: kind, owningView: owningView, identifier: identifier)
    }

    /// Constraints active while the guide is near `edge` (an empty list stops tracking the edge).
    public func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        nearEdgeSets.removeAll { $0.edge == edge }
        if !trackingConstraints.isEmpty { nearEdgeSets.append((edge, trackingConstraints)) }
        owningView?.world?.keyboardGuideSettingsDidChange()
    }

    /// Constraints active while the guide is away from `edge` (an empty list deactivates the edge's constraints and stops tracking it).
    public func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        if trackingConstraints.isEmpty {
            for set in awayEdgeSets where set.edge == edge { NSLayoutConstraint.deactivate(set.constraints) }
        }
        awayEdgeSets.removeAll { $0.edge == edge }
        if !trackingConstraints.isEmpty { awayEdgeSets.append((edge, trackingConstraints)) }
        owningView?.world?.keyboardGuideSettingsDidChange()
    }

    /// The constraints tracked for being near `edge`.
    public func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        nearEdgeSets.first { $0.edge == edge }?.constraints ?? []
    }

    /// The constraints tracked for being away from `edge`.
    public func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        awayEdgeSets.first { $0.edge == edge }?.constraints ?? []
    }

    /// Stops tracking every edge.
    public func removeAllTrackedConstraints() {
        nearEdgeSets.removeAll()
        awayEdgeSets.removeAll()
    }

}
