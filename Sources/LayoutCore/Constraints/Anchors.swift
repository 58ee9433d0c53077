import Foundation
import LayoutSolver

/// Something Auto Layout can position: a view or a layout guide.
@preconcurrency @MainActor
public protocol LayoutItem: AnyObject {
    /// A readable name for constraint descriptions (`stack`, `root.keyboardLayoutGuide`).
    var layoutItemName: String { get }
}

extension UIView: LayoutItem {
    public var layoutItemName: String { ViewLabel(self).text }
}

extension LayoutItem {
    /// The view a constraint on this item is kept with until a world runs it: the view
    /// itself, or the view a guide belongs to.
    var constraintHolder: UIView? {
        if let view = self as? UIView { return view }
        return (self as? UILayoutGuide)?.owningView
    }
}

/// The four Auto Layout unknowns of an item, in window layout space (window coordinates
/// with every scroll position at zero and no transforms).
final class LayoutVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    init(name: String) {
        minX = Variable(item: name, part: "minX")
        minY = Variable(item: name, part: "minY")
        width = Variable(item: name, part: "width")
        height = Variable(item: name, part: "height")
    }

    var rect: CGRect { CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value) }
}

extension NSLayoutConstraint {
    /// Which edge, centre or dimension of an item an anchor stands for (UIKit's
    /// `NSLayoutConstraint.Attribute`).
    public enum Attribute: String, Sendable {
        case leading, trailing, left, right, centerX
        case top, bottom, centerY
        case width, height
        /// No attribute: the second side of a constraint to a constant
        /// (`toItem: nil, attribute: .notAnAttribute`).
        case notAnAttribute
        /// A view's edge or centre inset by its layout margins: the same attribute of its
        /// `layoutMarginsGuide` (https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute).
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins

        /// For a margin attribute, the attribute of the margins guide it stands for.
        var ofMarginsGuide: NSLayoutConstraint.Attribute? {
            switch self {
            case .leftMargin: return .left
            case .rightMargin: return .right
            case .topMargin: return .top
            case .bottomMargin: return .bottom
            case .leadingMargin: return .leading
            case .trailingMargin: return .trailing
            case .centerXWithinMargins: return .centerX
            case .centerYWithinMargins: return .centerY
            default: return nil
            }
        }

        /// Appends the attribute's terms over the item's variables (an edge, `minX + width`,
        /// `minX + 0.5·width`…), each coefficient times `scale`. (A margin attribute never
        /// reaches here: constraints hold the margins guide's attribute instead.)
        func appendTerms(_ v: LayoutVariables, scaledBy scale: Double, to terms: inout [Term]) {
            switch self {
            case .notAnAttribute: break
            case .leading, .left, .leadingMargin, .leftMargin: terms.append(Term(v.minX, scale))
            case .trailing, .right, .trailingMargin, .rightMargin: terms += [Term(v.minX, scale), Term(v.width, scale)]
            case .centerX, .centerXWithinMargins: terms += [Term(v.minX, scale), Term(v.width, 0.5 * scale)]
            case .top, .topMargin: terms.append(Term(v.minY, scale))
            case .bottom, .bottomMargin: terms += [Term(v.minY, scale), Term(v.height, scale)]
            case .centerY, .centerYWithinMargins: terms += [Term(v.minY, scale), Term(v.height, 0.5 * scale)]
            case .width: terms.append(Term(v.width, scale))
            case .height: terms.append(Term(v.height, scale))
            }
        }
    }

    /// The constraint as the solver's expression, `first − (constant + multiplier·second)`
    /// (`== 0`, `<= 0` or `>= 0` by its relation), over its items' variables.
    func solverExpression(first: LayoutVariables, second: LayoutVariables?) -> LinearExpression {
        var terms: [Term] = []
        terms.reserveCapacity(4)
        firstAnchor.attribute.appendTerms(first, scaledBy: 1, to: &terms)
        if let second, let anchor = secondAnchor {
            anchor.attribute.appendTerms(second, scaledBy: -Double(multiplier), to: &terms)
        }
        // 0 − constant, as the expression operators make it (0, not −0, for a zero constant).
        return LinearExpression(terms, 0 + -Double(constant))
    }
}

extension NSLayoutConstraint.Attribute {
    /// Which kind of quantity the attribute is: constraints relate only attributes of one
    /// kind (a width may relate to a height).
    enum Axis { case horizontal, vertical, dimension, none }

    var axis: Axis {
        switch self {
        case .leading, .trailing, .left, .right, .centerX,
             .leadingMargin, .trailingMargin, .leftMargin, .rightMargin, .centerXWithinMargins: return .horizontal
        case .top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins: return .vertical
        case .width, .height: return .dimension
        case .notAnAttribute: return .none
        }
    }
}

/// An anchor: an item and one of its attributes.
public struct LayoutAnchor: CustomStringConvertible {
    /// The item.
    public let item: LayoutItem
    /// The attribute.
    public let attribute: NSLayoutConstraint.Attribute

    public var description: String { AnchorLabel(self).text }
}

/// An item's edge, centre or dimension, from which constraints are made (UIKit's
/// `NSLayoutAnchor<AnchorType>`): the generic base of ``NSLayoutXAxisAnchor``,
/// ``NSLayoutYAxisAnchor`` and ``NSLayoutDimension``, each of which is an
/// `NSLayoutAnchor` of itself, so that a constraint relates only anchors of one kind. As in the
/// SDK ("NSObject → NSLayoutAnchor<AnchorType> → NSLayoutXAxisAnchor / NSLayoutYAxisAnchor /
/// NSLayoutDimension", ../shared/reference/uikit-surface.md §1; signatures §10, from
/// https://developer.apple.com/documentation/uikit/nslayoutanchor), so that an app's generic
/// helper over `NSLayoutAnchor<Axis>` compiles as it does on iOS.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let anchor: LayoutAnchor

    init(anchor: LayoutAnchor) {
        self.anchor = anchor
    }

    /// `self == other`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(self.anchor, .equal, anchor.anchor, multiplier: 1, constant: 0)
    }

    /// `self <= other`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(self.anchor, .lessThanOrEqual, anchor.anchor, multiplier: 1, constant: 0)
    }

    /// `self >= other`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(self.anchor, .greaterThanOrEqual, anchor.anchor, multiplier: 1, constant: 0)
    }

    /// `self == other + c`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self.anchor, .equal, anchor.anchor, multiplier: 1, constant: c)
    }

    /// `self <= other + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self.anchor, .lessThanOrEqual, anchor.anchor, multiplier: 1, constant: c)
    }

    /// `self >= other + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self.anchor, .greaterThanOrEqual, anchor.anchor, multiplier: 1, constant: c)
    }

}

/// A horizontal anchor (UIKit's `NSLayoutXAxisAnchor`): relates only to horizontal anchors.
@preconcurrency @MainActor
public class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical anchor (UIKit's `NSLayoutYAxisAnchor`): relates only to vertical anchors.
@preconcurrency @MainActor
public class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height anchor (UIKit's `NSLayoutDimension`): relates to other dimensions, with
/// a multiplier, or to a constant.
@preconcurrency @MainActor
public class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(anchor, .equal, nil, multiplier: 0, constant: c)
    }

    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(anchor, .lessThanOrEqual, nil, multiplier: 0, constant: c)
    }

    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(anchor, .greaterThanOrEqual, nil, multiplier: 0, constant: c)
    }

    /// `self == other · m`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self.anchor, .equal, anchor.anchor, multiplier: m, constant: 0)
    }

    /// `self <= other · m`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self.anchor, .lessThanOrEqual, anchor.anchor, multiplier: m, constant: 0)
    }

    /// `self >= other · m`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self.anchor, .greaterThanOrEqual, anchor.anchor, multiplier: m, constant: 0)
    }

    /// `self == other · m + c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self.anchor, .equal, anchor.anchor, multiplier: m, constant: c)
    }

    /// `self <= other · m + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self.anchor, .lessThanOrEqual, anchor.anchor, multiplier: m, constant: c)
    }

    /// `self >= other · m + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self.anchor, .greaterThanOrEqual, anchor.anchor, multiplier: m, constant: c)
    }
}

/// The anchors of an item.
public protocol Anchored: LayoutItem {}

extension Anchored {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(anchor: LayoutAnchor(item: self, attribute: .leading)) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(anchor: LayoutAnchor(item: self, attribute: .trailing)) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(anchor: LayoutAnchor(item: self, attribute: .left)) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(anchor: LayoutAnchor(item: self, attribute: .right)) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(anchor: LayoutAnchor(item: self, attribute: .centerX)) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(anchor: LayoutAnchor(item: self, attribute: .top)) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(anchor: LayoutAnchor(item: self, attribute: .bottom)) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(anchor: LayoutAnchor(item: self, attribute: .centerY)) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(anchor: LayoutAnchor(item: self, attribute: .width)) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(anchor: LayoutAnchor(item: self, attribute: .height)) }
}

extension UIView: Anchored {}
