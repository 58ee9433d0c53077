import Foundation

/// A row of a table view, holding one content view inset by the cell's margins.
open class UITableViewCell: UIView {
    /// The cell's content.
    public let content: UIView
    /// The row's height.
    public var rowHeight: CGFloat

    /// A cell for `content`, `rowHeight` tall.
    public init(content: UIView, rowHeight: CGFloat, name: String = "") {
        self.content = content
        self.rowHeight = rowHeight
        super.init(frame: .zero)
        self.name = name
        addSubview(content)
    }

    /// Interface Builder archives are not modelled: decoding always fails (`nil`).
    public required init?(coder: NSCoder) { return nil }

    open override func layoutSubviews() {
        let height = max(0, content.intrinsicContentSize.height)
        let margins = safeAreaInsets.left + 16
        content.frame = CGRect(x: margins, y: (bounds.height - height) / 2, width: max(0, bounds.width - margins - 16 - safeAreaInsets.right), height: height)
    }
}

/// A plain table (UIKit's `UITableView`): cells stacked at their row heights; the content
/// size follows the rows.
open class UITableView: UIScrollView {
    /// The rows, top to bottom.
    public private(set) var cells: [UITableViewCell] = []

    /// A table bounces vertically even when its rows fit (UIKit's default for tables).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        alwaysBounceVertical = true
    }

    /// Interface Builder archives are not modelled: decoding always fails (`nil`).
    public required init?(coder: NSCoder) { return nil }

    /// Appends a row.
    public func append(_ cell: UITableViewCell) {
        cells.append(cell)
        addSubview(cell)
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var y: CGFloat = 0
        for cell in cells {
            cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: cell.rowHeight)
            y += cell.rowHeight
        }
        if contentSize != CGSize(width: bounds.width, height: y) { contentSize = CGSize(width: bounds.width, height: y) }
    }

    /// The cell that contains `view`.
    public func cell(containing view: UIView) -> UITableViewCell? {
        cells.first { view.isDescendant(of: $0) }
    }
}
