import Foundation

/// What a constraint's ``NSLayoutConstraint/description`` says, read at one moment and
/// written out only when asked: its anchors' item names, relation, multiplier, constant,
/// priority and identifier.
///
/// The layout engine names every solver constraint it builds after the constraint as it was
/// then (the name appears in a conflict's log, read later, if ever). Reading the values is
/// cheap; writing the text is not, and it is seldom read. The items themselves are not kept:
/// a logged conflict must not keep a screen's views alive.
struct ConstraintDescription {
    let first: AnchorLabel
    let relation: NSLayoutConstraint.Relation
    let second: AnchorLabel?
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: UILayoutPriority
    let identifier: String?

    init(_ constraint: NSLayoutConstraint) {
        first = AnchorLabel(constraint.firstAnchor)
        relation = constraint.relation
        second = constraint.secondAnchor.map(AnchorLabel.init)
        multiplier = constraint.multiplier
        constant = constraint.constant
        priority = constraint.priority
        identifier = constraint.identifier
    }

    /// UIKit's description: `first == second - 16`.
    var text: String {
        var text = "\(first.text) \(relation.rawValue) "
        if let second {
            if multiplier != 1 { text += "\(fmt(multiplier))·" }
            text += second.text
            if constant != 0 { text += constant > 0 ? " + \(fmt(constant))" : " - \(fmt(-constant))" }
        } else {
            text += fmt(constant)
        }
        if priority < .required { text += " @\(Int(priority.rawValue))" }
        return identifier.map { "'\($0)' \(text)" } ?? text
    }
}

/// An anchor's ``LayoutAnchor/description`` (`stack.bottom`), without its item: the one
/// place that writes it.
struct AnchorLabel {
    let item: ItemLabel
    let attribute: NSLayoutConstraint.Attribute

    init(_ anchor: LayoutAnchor) {
        item = ItemLabel(anchor.item)
        attribute = anchor.attribute
    }

    var text: String { "\(item.text).\(attribute.rawValue)" }
}

/// A layout item's ``LayoutItem/layoutItemName``, read without keeping the item: a view's
/// name, or its type and number; a guide's owning view's and its identifier (the one place
/// that writes a guide's).
enum ItemLabel {
    case view(ViewLabel)
    case guide(owner: ViewLabel?, identifier: String)
    /// Any other item: its name, written when read.
    case named(String)

    init(_ item: LayoutItem) {
        if let view = item as? UIView {
            self = .view(ViewLabel(view))
        } else if let guide = item as? UILayoutGuide {
            self = .guide(owner: guide.owningView.map(ViewLabel.init), identifier: guide.identifier)
        } else {
            self = .named(item.layoutItemName)
        }
    }

    var text: String {
        switch self {
        case let .view(view): return view.text
        case let .guide(owner, identifier): return owner.map { "\($0.text).\(identifier)" } ?? identifier
        case let .named(name): return name
        }
    }
}

/// A view's ``UIView/layoutItemName``: its name, else its type and number (the one place
/// that writes it).
struct ViewLabel {
    let name: String
    let type: UIView.Type
    let id: Int

    init(_ view: UIView) {
        name = view.name
        type = Swift.type(of: view)
        id = view.id
    }

    var text: String { name.isEmpty ? "\(type)#\(id)" : name }
}
