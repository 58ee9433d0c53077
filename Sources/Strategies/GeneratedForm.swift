import ClearanceUIKit

/// What a screen asks the user to fill in: a container and its items.
///
/// Every strategy builds its screen from a form. Item views are named `item0`, `item1`, …
/// in order, so events and reports can refer to them whatever the strategy.
public struct GeneratedForm: Hashable, Sendable, Codable, CustomStringConvertible {
    /// How the items are laid out.
    public enum Container: String, Hashable, Sendable, Codable, CaseIterable {
        /// A vertical stack under the top of the safe area.
        case stackAtTop
        /// A vertical stack whose bottom is pinned (to the keyboard or the safe area).
        case stackPinnedToBottom
        /// A scroll view filling the screen, holding a stack.
        case scrollView
        /// A table with one item per row.
        case table
        /// A chat: a scroll view of messages above an input bar holding the last text input.
        case chatInputBar
        /// A SwiftUI form.
        case swiftUIForm
    }

    /// What an item is.
    public enum ItemKind: String, Hashable, Sendable, Codable, CaseIterable {
        case textField, secureField, textView, button, label

        /// Whether the item brings up the keyboard.
        public var isTextInput: Bool { self == .textField || self == .secureField || self == .textView }
    }

    /// One item of the form.
    public struct Item: Hashable, Sendable, Codable, CustomStringConvertible {
        public var kind: ItemKind
        /// Its height in points (text views may be taller than the free band).
        public var height: CGFloat

        public init(_ kind: ItemKind, height: CGFloat? = nil) {
            self.kind = kind
            self.height = height ?? Item.defaultHeight(kind)
        }

        /// UIKit's default heights: fields and buttons 34 pt, labels 20.5 pt, text views 120 pt.
        public static func defaultHeight(_ kind: ItemKind) -> CGFloat {
            switch kind {
            case .textField, .secureField, .button: return 34
            case .label: return 20.5
            case .textView: return 120
            }
        }

        public var description: String {
            height == Item.defaultHeight(kind) ? kind.rawValue : "\(kind.rawValue) \(fmt(height)) pt"
        }
    }

    public var container: Container
    public var items: [Item]
    /// Space between items.
    public var spacing: CGFloat
    /// Horizontal margin of the content.
    public var margin: CGFloat
    /// The scroll view's own starting `contentInset.bottom` (a toolbar or floating button).
    public var scrollContentInset: CGFloat
    /// The height of an input accessory view on every text input (0: none).
    public var inputAccessoryHeight: CGFloat

    public init(container: Container = .scrollView, items: [Item] = [Item(.textField)], spacing: CGFloat = 12,
                margin: CGFloat = 16, scrollContentInset: CGFloat = 0, inputAccessoryHeight: CGFloat = 0) {
        self.container = container
        self.items = items
        self.spacing = spacing
        self.margin = margin
        self.scrollContentInset = scrollContentInset
        self.inputAccessoryHeight = inputAccessoryHeight
    }

    /// The name of item `index`'s view.
    public static func itemName(_ index: Int) -> String { "item\(index)" }

    /// The indices of the items that bring up the keyboard.
    public var textInputIndices: [Int] { items.indices.filter { items[$0].kind.isTextInput } }

    /// The height the items need in a stack.
    public var contentHeight: CGFloat {
        items.reduce(0) { $0 + $1.height } + spacing * CGFloat(max(0, items.count - 1))
    }

    public var description: String {
        var text = "\(container.rawValue) [\(items.map(\.description).joined(separator: ", "))]"
        if spacing != 12 { text += " spacing \(fmt(spacing))" }
        if margin != 16 { text += " margin \(fmt(margin))" }
        if scrollContentInset != 0 { text += " content inset \(fmt(scrollContentInset))" }
        if inputAccessoryHeight != 0 { text += " accessory \(fmt(inputAccessoryHeight))" }
        return text
    }
}
