import Foundation

/// A row of a table view (UIKit's `UITableViewCell`): a `contentView` that fills it, to which
/// an app adds its subviews.
open class UITableViewCell: UIView {
    /// The cell's built-in layout (UIKit's `UITableViewCell.CellStyle`); the built-in labels
    /// are not modelled, so every style lays out only `contentView`.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// The separator drawn below each row (UIKit's `UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
    }

    /// The view the cell's content goes in; it fills the cell. Setting a
    /// ``contentConfiguration`` replaces it with the configuration's content view.
    public private(set) var contentView: UIView
    /// The cell's content configuration (UIKit's `@MainActor @preconcurrency var contentConfiguration: (any UIContentConfiguration)? { get set }`,
    /// iOS 14, https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration;
    /// `nil` by default): setting one makes ``contentView`` the configuration's content view,
    /// or gives the configuration to the content view it made before when that view is
    /// compatible; setting `nil` afterwards gives the cell a new, empty content view
    /// (``UIView/contentView(for:replacing:hadConfiguration:state:)``).
    public var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            contentView = contentView(for: contentConfiguration, replacing: contentView, hadConfiguration: oldValue != nil, state: configurationState)
        }
    }
    /// The cell's configuration state (UIKit's `var configurationState: UICellConfigurationState { get }`):
    /// its traits; the model has no selection, highlighting or editing.
    open var configurationState: UICellConfigurationState { UICellConfigurationState(traitCollection: traitCollection) }
    /// The identifier the cell was made for.
    public let reuseIdentifier: String?
    /// The style the cell was made with (what ``defaultContentConfiguration()`` follows).
    private let cellStyle: CellStyle
    /// `textLabel` and `detailTextLabel`, made on first use.
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?

    /// The cell's built-in title label (UIKit's `var textLabel: UILabel? { get }`), made on
    /// first use in `contentView`. Its placement is not modelled (its frame stays zero and it
    /// does not size the row): NoModelledEffect.md.
    public var textLabel: UILabel? {
        if let label = storedTextLabel { return label }
        let label = UILabel()
        contentView.addSubview(label)
        storedTextLabel = label
        return label
    }

    /// The cell's built-in secondary label (UIKit's `var detailTextLabel: UILabel? { get }`),
    /// made on first use in `contentView`; like `textLabel`, not placed.
    public var detailTextLabel: UILabel? {
        if let label = storedDetailTextLabel { return label }
        let label = UILabel()
        contentView.addSubview(label)
        storedDetailTextLabel = label
        return label
    }

    /// A cell with an empty content view.
    public init(style: CellStyle, reuseIdentifier: String?) {
        contentView = UIView()
        self.reuseIdentifier = reuseIdentifier
        cellStyle = style
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A `.default` cell with no identifier (UIKit's `init(frame:)` on a cell).
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Interface Builder archives are not modelled: decoding always fails (`nil`).
    public required init?(coder: NSCoder) { return nil }

    /// A list content configuration with the default styling of the cell's style and no
    /// content (UIKit's `@MainActor @preconcurrency func defaultContentConfiguration() -> UIListContentConfiguration`,
    /// iOS 14; "Returns a default list content configuration for the cell's style", UIKit's
    /// UITableViewCell.h; "default styling, based on the cell and table view style", WWDC20
    /// 10027 as noted at https://wwdcnotes.com/notes/wwdc20/10027/): `.default` gives
    /// ``UIListContentConfiguration/cell()``, `.subtitle`
    /// ``UIListContentConfiguration/subtitleCell()`` ("one subtitle label below the primary
    /// label"), `.value1` ``UIListContentConfiguration/valueCell()`` ("one value label next to
    /// the main label in the trailing direction",
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/valuecell()),
    /// matching the styles' layouts; `.value2`, which has no public preset, gets the value
    /// cell's side-by-side layout (its footnote fonts are not modelled: NoModelledEffect.md).
    /// The table's style does not change it (NoModelledEffect.md).
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        World.$current.withValue(World.current ?? world) {
            switch cellStyle {
            case .default: return .cell()
            case .subtitle: return .subtitleCell()
            case .value1, .value2: return .valueCell()
            }
        }
    }

    /// How a table makes a cell of a registered class (not UIKit API; apps do not call it).
    ///
    /// Pure Swift makes an instance from a metatype only through a `required` initializer.
    /// This one is a convenience initializer that calls `init(style: .default,
    /// reuseIdentifier:)` — as UIKit does for a registered class — so a subclass's override of
    /// that initializer runs. A subclass inherits it, with no code of its own, when it
    /// overrides `init(style:reuseIdentifier:)` and `init?(coder:)` or declares no initializer
    /// (Swift's initializer inheritance), which is how cell subclasses are written.
    public required convenience init(registeredCellWithReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        fillContentView()
    }

    /// Makes the content view fill the cell: the cell's own layout, which its table also does
    /// when it places the cell at its row (``UITableView``).
    func fillContentView() {
        if contentView.frame != bounds { contentView.frame = bounds }
    }

    /// Whether the cell is selected (UIKit's `var isSelected: Bool { get set }`, `false` by
    /// default, https://developer.apple.com/documentation/uikit/uitableviewcell/isselected):
    /// kept; the model selects no row and draws no selection (NoModelledEffect.md).
    open var isSelected = false

    /// Sets the selected state (UIKit's `func setSelected(_ selected: Bool, animated: Bool)`,
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/setselected(_:animated:)):
    /// sets ``isSelected``; the selection's appearance is not modelled.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }
}

/// Gives a table its sections, rows and cells (UIKit's `UITableViewDataSource`, the modelled
/// methods; the optional ones have UIKit's defaults).
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row: usually `dequeueReusableCell(withIdentifier:for:)`, configured.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections (default 1).
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// Tells a table its rows' and sections' heights (UIKit's `UITableViewDelegate`, the modelled
/// methods). A table's delegate is set through the scroll view's `delegate`, as for a text
/// view; the table uses it when it is a `UITableViewDelegate`.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// A row's height; the default is the table's `rowHeight`, and
    /// `UITableView.automaticDimension` sizes the row to its cell's constraints.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of a section's header (default 0: no header).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of a section's footer (default 0: no footer).
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A row was selected. Selecting rows is not modelled: never called.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 0 }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 0 }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// A table (UIKit's `UITableView`): an optional header view, then each section's header
/// space, rows and footer space, then an optional footer view, stacked at their heights;
/// the content size follows them.
///
/// Rows come from the `dataSource` (loaded on the first layout, and again by `reloadData()`).
/// Every row's cell is made at once and none is reused: UIKit makes only the visible ones
/// and reuses those that scroll away, so a field never leaves the hierarchy by scrolling
/// here. A cell is placed at its row, its content view filling it, as soon as it is made
/// (``reloadData()``) and at every layout. Section headers and footers are space only (their views and titles are not
/// modelled), 0 unless the delegate gives a height — including a grouped table's, whose
/// default spacing is not modelled.
open class UITableView: UIScrollView {
    /// How the table groups its sections (UIKit's `UITableView.Style`).
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// The row height that asks the table to size the row to its cell's content (UIKit's
    /// `automaticDimension`).
    public static let automaticDimension: CGFloat = -1

    /// The table's style.
    public let style: Style

    /// The rows of each section, top to bottom.
    private var sections = CellSections<UITableViewCell>(emptySections: 1)
    /// The height of each section's header and footer space.
    private var sectionSpace: [(header: CGFloat, footer: CGFloat)] = [(0, 0)]
    /// Whether the data source's rows are loaded.
    private var loaded = false
    /// The cell classes registered by identifier.
    private var registered: [String: UITableViewCell.Type] = [:]

    /// The rows, top to bottom, over all sections.
    public var cells: [UITableViewCell] { sections.all }

    /// Gives the table its rows (weak, as in UIKit).
    public weak var dataSource: (any UITableViewDataSource)? {
        didSet { loaded = false; setNeedsLayout() }
    }

    /// The default row height (UIKit's default: `automaticDimension`,
    /// https://developer.apple.com/documentation/uikit/uitableview/rowheight).
    public var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    /// The estimated row height. Every row is measured here, so it changes nothing.
    public var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The separator below each row. A self-sized row is one pixel taller for it (the
    /// content view's encapsulated height is its fitting height plus one pixel: a 54 pt
    /// cell content is 54.3333 on a 3× device, https://example-a.com/answer/62599451,
    /// mirroring Stack Overflow question 62599451).
    public var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// A view above the rows, as tall as its frame.
    public var tableHeaderView: UIView? {
        didSet { replace(oldValue, with: tableHeaderView) }
    }
    /// A view below the rows, as tall as its frame (`UIView()` hides empty rows' separators).
    public var tableFooterView: UIView? {
        didSet { replace(oldValue, with: tableFooterView) }
    }

    /// A `.plain` table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A table of `style`. It bounces vertically even when its rows fit (UIKit's default for
    /// tables).
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
    }

    /// Interface Builder archives are not modelled: decoding always fails (`nil`).
    public required init?(coder: NSCoder) { return nil }

    private func replace(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        setNeedsLayout()
    }

    // MARK: - Cells

    /// Registers the class `dequeueReusableCell(withIdentifier:for:)` makes cells of for
    /// `identifier`; `nil` removes it. The class must be a `UITableViewCell` subclass.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            registered[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            preconditionFailure("register(_:forCellReuseIdentifier:): \(cellClass) is not a UITableViewCell subclass")
        }
        registered[identifier] = cellType
    }

    /// A new cell of the class registered for `identifier` (no cell is reused here). As in
    /// UIKit, an identifier with nothing registered is a programming error that stops the app
    /// ("unable to dequeue a cell with identifier").
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        return cell
    }

    /// A new cell of the class registered for `identifier`, or `nil` when nothing is
    /// registered for it (no cell is ever waiting for reuse here).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        registered[identifier].map { $0.init(registeredCellWithReuseIdentifier: identifier) }
    }

    /// Asks the data source again for every section, row and cell, and places the cells at
    /// their rows.
    public func reloadData() {
        load()
        placeRows()
    }

    /// Asks the data source for every section, row and cell, and adds the cells.
    private func load() {
        loaded = true
        guard let dataSource else { return }
        // The old rows go for good (none is reused): so do their constraints.
        let old = cells
        let world = self.world
        for cell in old { cell.removeFromSuperview() }
        world?.layoutEngine.forgetConstraints(within: old)
        let delegate = self.delegate as? any UITableViewDelegate
        let count = max(0, dataSource.numberOfSections(in: self))
        sections = CellSections(count: count, rows: { dataSource.tableView(self, numberOfRowsInSection: $0) },
                                cell: { dataSource.tableView(self, cellForRowAt: $0) })
        sectionSpace = (0..<count).map { section in
            (max(0, delegate?.tableView(self, heightForHeaderInSection: section) ?? 0),
             max(0, delegate?.tableView(self, heightForFooterInSection: section) ?? 0))
        }
        for cell in cells { addSubview(cell) }
        setNeedsLayout()
    }

    /// UIKit's standard row height, 44 pt: what a self-sizing row whose constraints give no
    /// height gets ("constraints ambiguously suggest a height of zero … using standard height
    /// instead": openradar 42808310; the standard 44 pt row: Stack Overflow 19885421).
    package static let standardRowHeight: CGFloat = 44

    /// A row's height: the delegate's, else `rowHeight`; an automatic one is the cell's
    /// fitting height under its constraints (plus the separator's pixel), or the
    /// ``standardRowHeight`` when its constraints give no height.
    private func height(of cell: UITableViewCell, at indexPath: IndexPath, asking delegate: (any UITableViewDelegate)?) -> CGFloat {
        let asked = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        guard asked < 0 else { return asked }
        let fitting = cell.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel).height
        guard fitting > 0 else { return Self.standardRowHeight }
        let pixel = separatorStyle == .singleLine && traitCollection.displayScale > 0 ? 1 / traitCollection.displayScale : 0
        return fitting + pixel
    }

    open override func layoutSubviews() {
        if dataSource != nil && !loaded { load() }
        super.layoutSubviews()
        placeRows()
    }

    /// Places the header, every row's cell and the footer, and sets the content size.
    ///
    /// A cell is placed before any solve sees it: at its row's frame, its content view filling
    /// it. A cell is made (by the data source, usually while a world runs, so its constraints
    /// take part at once) with a zero frame, and the cell fills its content view only in its
    /// own `layoutSubviews`, one pass later for a cell made in the table's: between the two a
    /// solve met a 0 × 0 content view and broke the content's required constraints (a field's
    /// `height >= 32` when the screen appeared, a false report). UIKit sets a cell's frame
    /// before it draws ("After the delegate returns, the table view sets only the alpha and
    /// frame properties, and then only when animating rows as they slide in or out",
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:));
    /// a new cell is made, its height asked, then shown at that height (lopsae/worktable
    /// gotchas.md); and UIKit's conflict logs give a self-sizing row's content view its row's
    /// height as its encapsulated height (`'UIView-Encapsulated-Layout-Height'
    /// UITableViewCellContentView.height == 54.3333` for a 54 pt content on a 3× device,
    /// https://example-a.com/answer/62599451), a required constraint (no priority in the log;
    /// cuappdev/podcast-ios PR #213: "encapsulated layout constraints with the default
    /// priority of 1000"), which the model's required content-view frame matches.
    private func placeRows() {
        var y: CGFloat = 0
        // The delegate is asked for every row: cast it once a pass.
        let tableDelegate = delegate as? any UITableViewDelegate
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
            y = header.frame.height
        }
        for (section, rows) in sections.sections.enumerated() {
            y += section < sectionSpace.count ? sectionSpace[section].header : 0
            for (row, cell) in rows.enumerated() {
                let height = max(0, height(of: cell, at: IndexPath(row: row, section: section), asking: tableDelegate))
                let frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
                if cell.frame != frame { cell.frame = frame }
                cell.fillContentView()
                y += height
            }
            y += section < sectionSpace.count ? sectionSpace[section].footer : 0
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: y, width: bounds.width, height: footer.frame.height)
            y += footer.frame.height
        }
        if contentSize != CGSize(width: bounds.width, height: y) { contentSize = CGSize(width: bounds.width, height: y) }
    }

    /// The cell that contains `view`.
    public func cell(containing view: UIView) -> UITableViewCell? {
        cells.first { view.isDescendant(of: $0) }
    }

    /// The cells the visible area shows, top to bottom.
    public var visibleCells: [UITableViewCell] {
        let visible = bounds
        return cells.filter { $0.frame.intersects(visible) }
    }

    // MARK: - Rows and index paths

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

    /// The number of sections.
    public var numberOfSections: Int {
        if dataSource != nil && !loaded { reloadData() }
        return sections.sections.count
    }

    /// The number of rows in `section`.
    public func numberOfRows(inSection section: Int) -> Int { sections.count(inSection: section) }

    /// The cell of a row, if it exists.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { sections.cell(at: indexPath) }

    /// The index path of a cell, if it is one of the table's.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? { sections.indexPath(of: cell) }

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
        switch scrollPosition {
        case .none: scrollRectToVisible(row, animated: animated)
        case .top: scroll(row, to: .top, animated: animated)
        case .middle: scroll(row, to: .middle, animated: animated)
        case .bottom: scroll(row, to: .bottom, animated: animated)
        }
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

extension NSIndexPath {
    /// A table row's index path (UIKit's `NSIndexPath(row:section:)`, its `UITableView`
    /// additions to Foundation's class).
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }
    /// The row (the second index; UIKit's addition).
    public var row: Int { index(atPosition: 1) }
    /// The section (the first index; UIKit's addition).
    public var section: Int { index(atPosition: 0) }
}
