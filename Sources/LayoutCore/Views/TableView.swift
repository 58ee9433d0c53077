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

    // MARK: - Rows and index paths (one section, a row per cell)

    /// Where `scrollToRow(at:at:animated:)` puts the row (UIKit's `UITableView.ScrollPosition`,
    /// https://developer.apple.com/documentation/uikit/uitableview/scrollposition).
    public enum ScrollPosition: Int, Sendable {
        /// Just enough to show the row fully; nothing when it already is.
        case none
        /// The row at the top of the visible area.
        case top
        /// The row in the middle of the visible area.
        case middle
        /// The row at the bottom of the visible area.
        case bottom
    }

    /// The number of sections (the model's tables have one).
    public var numberOfSections: Int { 1 }

    /// The number of rows in `section`.
    public func numberOfRows(inSection section: Int) -> Int { section == 0 ? cells.count : 0 }

    /// The cell of a row, if it exists.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        guard indexPath.count == 2, indexPath.section == 0, cells.indices.contains(indexPath.row) else { return nil }
        return cells[indexPath.row]
    }

    /// The index path of a cell, if it is one of the table's.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        cells.firstIndex { $0 === cell }.map { IndexPath(row: $0, section: 0) }
    }

    /// The rectangle of a row in the table's coordinates (`.zero` for a row that does not
    /// exist).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        layoutIfNeeded()
        return cellForRow(at: indexPath)?.frame ?? .zero
    }

    /// Scrolls a row to `scrollPosition` within the visible area (inside the adjusted
    /// insets), staying within the scroll range.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard cellForRow(at: indexPath) != nil else { return }
        let row = rectForRow(at: indexPath)
        let visible = visibleContentRect
        let target: CGFloat
        switch scrollPosition {
        case .none:
            return scrollRectToVisible(row, animated: animated)
        case .top: target = contentOffset.y + (row.minY - visible.minY)
        case .middle: target = contentOffset.y + (row.midY - visible.midY)
        case .bottom: target = contentOffset.y + (row.maxY - visible.maxY)
        }
        let clamped = min(max(target, minimumContentOffsetY), maximumContentOffsetY)
        setContentOffset(CGPoint(x: contentOffset.x, y: clamped), animated: animated)
    }
}

extension IndexPath {
    /// A table row's index path (UIKit's `IndexPath(row:section:)`).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The row (the second index).
    public var row: Int { self[1] }
    /// The section (the first index).
    public var section: Int { self[0] }
}
