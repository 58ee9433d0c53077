import Foundation

/// A view a collection view shows for one of its elements (UIKit's
/// `UICollectionReusableView`); only cells are modelled, not supplementary views.
open class UICollectionReusableView: UIView {
    /// The identifier the view was made for.
    public internal(set) var reuseIdentifier: String?

    /// Gives the view a chance to change the attributes the layout intends to apply. The
    /// default sizes a self-sizing view to fit its content: the layout calls it only when
    /// its `estimatedItemSize` is not zero, and the size returned is
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` of
    /// the estimated size at `.fittingSizeLevel` both ways — so a cell grows sideways first
    /// unless a constraint fixes its width ("the default behaviour for flow layout is to let
    /// cells expand in a horizontal direction first", danielgalasko/DGSelfSizingCollectionViewCells;
    /// the priority form is the one called from iOS 13, vladimiramiorkov/ios13-self-sizing-cells-issue;
    /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/preferredlayoutattributesfitting(_:)).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitted = UICollectionViewLayoutAttributes(forCellWith: layoutAttributes.indexPath)
        fitted.frame = layoutAttributes.frame
        fitted.size = systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
                                              verticalFittingPriority: .fittingSizeLevel)
        return fitted
    }
}

/// A cell of a collection view (UIKit's `UICollectionViewCell`): a `contentView` that fills
/// it, to which an app adds its subviews.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the cell's content goes in; it fills the cell. Setting a
    /// ``contentConfiguration`` replaces it with the configuration's content view.
    public private(set) var contentView: UIView
    /// The cell's content configuration (UIKit's `@MainActor @preconcurrency var contentConfiguration: (any UIContentConfiguration)? { get set }`,
    /// iOS 14, https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k;
    /// `nil` by default), as a table cell's (``UITableViewCell/contentConfiguration``).
    public var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            contentView = contentView(for: contentConfiguration, replacing: contentView, hadConfiguration: oldValue != nil, state: configurationState)
        }
    }
    /// The cell's configuration state (UIKit's `var configurationState: UICellConfigurationState { get }`):
    /// its traits; the model has no selection, highlighting or editing.
    open var configurationState: UICellConfigurationState { UICellConfigurationState(traitCollection: traitCollection) }
    /// The cell's selection state (UIKit's `var isSelected: Bool { get set }`, `false` by
    /// default, https://developer.apple.com/documentation/uikit/uicollectionviewcell/isselected):
    /// kept, and open to an override as in UIKit; the model never selects a cell (no selection
    /// is modelled, NoModelledEffect.md).
    open var isSelected = false
    /// The cell's highlight state (UIKit's `var isHighlighted: Bool { get set }`, `false` by
    /// default, https://developer.apple.com/documentation/uikit/uicollectionviewcell/ishighlighted):
    /// kept, and open to an override; the model never highlights a cell (touches do not).
    open var isHighlighted = false

    /// A cell with an empty content view (UIKit's designated initializer, the one a
    /// collection view calls for a registered class).
    public override init(frame: CGRect) {
        contentView = UIView()
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// A cell from an Interface Builder file (the storyboard or XIB loader's coder: a XIB's
    /// `<collectionViewCell>`, its `<view key="contentView">` filled by the loader); any other
    /// archive is not modelled: decoding fails (`nil`).
    public required init?(coder: NSCoder) {
        contentView = UIView()
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// How a collection view makes a cell of a registered class (not UIKit API; apps do not
    /// call it). It calls `init(frame:)`, as UIKit does, so a subclass's override runs; a
    /// subclass inherits it when it overrides `init(frame:)` and `init?(coder:)` or declares
    /// no initializer (Swift's initializer inheritance), which is how cell subclasses are
    /// written.
    public required convenience init(registeredCellWithReuseIdentifier reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        fillContentView()
    }

    /// Makes the content view fill the cell: the cell's own layout, which its collection view
    /// also does whenever it places the cell at its item (``UICollectionView``). UIKitCore's
    /// `-[UICollectionViewCell _layoutContentView]` sets the content view's frame to the cell's
    /// bounds (less `_contentViewInset`, zero for a collection view cell) when the content view
    /// translates its autoresizing mask; `-layoutSubviews` calls it, and so does
    /// `-_setLayoutAttributes:` — when the cell is given its item's attributes — if the content
    /// view's bounds are still `CGRectZero` (read from the iOS 18.0 restore image,
    /// EthanArbuckle/iPad_10.2_18.0_22A3354_Restore,
    /// System/Library/PrivateFrameworks/UIKitCore.framework/UICollectionViewCell.m).
    func fillContentView() {
        if contentView.frame != bounds { contentView.frame = bounds }
    }
}

/// Where one element of a collection view goes (UIKit's `UICollectionViewLayoutAttributes`,
/// the geometry).
open class UICollectionViewLayoutAttributes {
    /// The element's frame in the collection view's content.
    public var frame: CGRect = .zero
    /// The element's size (the frame's, keeping its centre).
    public var size: CGSize {
        get { frame.size }
        set { frame = CGRect(x: frame.midX - newValue.width / 2, y: frame.midY - newValue.height / 2, width: newValue.width, height: newValue.height) }
    }
    /// The element's centre.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The item the attributes are for.
    public let indexPath: IndexPath

    /// Attributes for the cell of the item at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
    }
}

/// Places a collection view's items (UIKit's `UICollectionViewLayout`). A subclass overrides
/// `prepare()`, `collectionViewContentSize` and `layoutAttributesForElements(in:)`; the
/// collection view asks for the attributes of its whole content at each layout, since every
/// cell exists here (see ``UICollectionView``).
open class UICollectionViewLayout {
    /// The collection view using the layout.
    public internal(set) weak var collectionView: UICollectionView?

    /// A layout not yet used by a collection view.
    public init() {}

    /// Works out the layout before the collection view asks for it (the default does
    /// nothing).
    open func prepare() {}

    /// The size of the whole content (the default is zero).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the elements within `rect` (the default has none).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item (the default looks for it in the whole content).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize))?.first { $0.indexPath == indexPath }
    }

    /// Marks the layout out of date: the collection view lays out again.
    open func invalidateLayout() {
        collectionView?.setNeedsLayout()
    }
}

/// The flow layout's sizes and spacings per section (UIKit's
/// `UICollectionViewDelegateFlowLayout`, the modelled methods). Each default is the layout's
/// own property. A collection view's delegate is set through the scroll view's `delegate`.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// An item's size (default: the layout's `itemSize`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    /// A section's inset (default: the layout's `sectionInset`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets
    /// The spacing between a section's lines (default: the layout's `minimumLineSpacing`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The spacing between items in a line (default: the layout's `minimumInteritemSpacing`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// A section header's size (default: the layout's `headerReferenceSize`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    /// A section footer's size (default: the layout's `footerReferenceSize`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

/// The layout that lines items up (UIKit's `UICollectionViewFlowLayout`): each section's
/// header space, its inset, then lines of items, then its footer space.
///
/// Vertically scrolling, items fill a line left to right while they fit the width inside the
/// content inset and the section inset, at least `minimumInteritemSpacing` apart, and lines
/// stack `minimumLineSpacing` apart; a horizontal layout does the same with columns. A line
/// is as tall as its tallest item, and shorter items are centred in it ("the flow layout
/// object centers items vertically on the same line … the overall height or width of the line
/// is then determined by the largest item", Apple's Collection View Programming Guide, quoted
/// at stackoverflow.com/questions/41271397). The space left in a full line is shared between
/// its items (the guide: the layout "spreads the cells out across the line with equal
/// padding", quoted in the "Left Align Cells in UICollectionView" question, manongdao.com/q-1165611),
/// and an item alone on a line is centred in it (a half-width item is centred or left-aligned
/// depending on the others, gamwe6.github.io/obafuro 2018/11/22/50534; inferred), while a
/// section's last line keeps its items at the minimum spacing from the leading edge
/// (openradar 20825965, "the last row is left-aligned"; stackoverflow.com/questions/16544186).
/// Only the horizontal placement depends on these rules. Headers and footers are space only,
/// as in a table.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size that asks cells to size themselves (UIKit's `automaticSize`), as an
    /// `estimatedItemSize`.
    public static let automaticSize = CGSize(width: -1, height: -1)

    /// Every item's size when the delegate gives none (default 50 × 50,
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Not zero: cells size themselves (`preferredLayoutAttributesFitting(_:)`), starting from
    /// this size (or from `itemSize` for `automaticSize`). Default zero
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/estimateditemsize).
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The least space between lines (default 10,
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items in a line (default 10,
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Each section's margins around its items (default zero).
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// Each section header's size: its height (its width, scrolling horizontally) is space
    /// before the section.
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Each section footer's size, as space after the section.
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The direction the content scrolls (default vertical).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }

    /// The attributes worked out by the last `prepare()`, in item order.
    private var prepared: [UICollectionViewLayoutAttributes] = []
    private var contentSize = CGSize.zero

    /// A flow layout with UIKit's defaults.
    public override init() { super.init() }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepared.filter { $0.frame.intersects(rect) || $0.frame.isEmpty && rect.contains($0.frame.origin) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepared.first { $0.indexPath == indexPath }
    }

    /// Lines up every item of the collection view, measuring self-sizing cells.
    open override func prepare() {
        prepared = []
        contentSize = .zero
        guard let collectionView else { return }
        let vertical = scrollDirection == .vertical
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let inset = collectionView.adjustedContentInset
        // The content's breadth across the scrolling direction: inside the content inset
        // (sectionInsetReference's default, .fromContentInset).
        let breadth = max(0, vertical ? collectionView.bounds.width - inset.left - inset.right : collectionView.bounds.height - inset.top - inset.bottom)
        var along: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            let given = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let topAndBottom = Self.usable(CGSize(width: given.top, height: given.bottom))
            let leftAndRight = Self.usable(CGSize(width: given.left, height: given.right))
            let margins = UIEdgeInsets(top: topAndBottom.width, left: leftAndRight.width, bottom: topAndBottom.height, right: leftAndRight.height)
            let lineSpacing = Self.usable(CGSize(width: delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing, height: 0)).width
            let itemSpacing = Self.usable(CGSize(width: delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing, height: 0)).width
            along += max(0, vertical ? header.height : header.width) + (vertical ? margins.top : margins.left)
            let lead = vertical ? margins.left : margins.top
            let room = max(0, breadth - lead - (vertical ? margins.right : margins.bottom))
            // Each item's size along (a) and across (c) the scrolling direction.
            var sizes: [(a: CGFloat, c: CGFloat)] = []
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let size = self.size(ofItemAt: IndexPath(item: item, section: section), in: collectionView, asking: delegate)
                sizes.append(vertical ? (size.height, size.width) : (size.width, size.height))
            }
            var start = 0
            var firstLine = true
            while start < sizes.count {
                var end = start + 1
                var used = sizes[start].c
                while end < sizes.count, used + itemSpacing + sizes[end].c <= room + 0.001 {
                    used += itemSpacing + sizes[end].c
                    end += 1
                }
                if !firstLine { along += lineSpacing }
                firstLine = false
                let line = start..<end
                let thickness = line.map { sizes[$0].a }.max() ?? 0
                let lastLine = end == sizes.count
                let count = CGFloat(line.count)
                let itemsBreadth = line.reduce(CGFloat(0)) { $0 + sizes[$1].c }
                var across: CGFloat
                var gap: CGFloat
                if line.count == 1 && (!lastLine || start == 0) {
                    across = lead + max(0, room - itemsBreadth) / 2
                    gap = 0
                } else if lastLine {
                    across = lead
                    gap = itemSpacing
                } else {
                    across = lead
                    gap = max(itemSpacing, (room - itemsBreadth) / (count - 1))
                }
                for index in line {
                    let (a, c) = sizes[index]
                    let offset = along + (thickness - a) / 2
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: section))
                    attributes.frame = vertical ? CGRect(x: across, y: offset, width: c, height: a) : CGRect(x: offset, y: across, width: a, height: c)
                    prepared.append(attributes)
                    across += c + gap
                }
                along += thickness
                start = end
            }
            along += (vertical ? margins.bottom : margins.right) + max(0, vertical ? footer.height : footer.width)
        }
        contentSize = vertical ? CGSize(width: breadth, height: along) : CGSize(width: along, height: breadth)
    }

    /// An item's size: the delegate's or `itemSize`, or for a self-sizing layout what its
    /// cell prefers from the estimate.
    private func size(ofItemAt indexPath: IndexPath, in collectionView: UICollectionView, asking delegate: (any UICollectionViewDelegateFlowLayout)?) -> CGSize {
        let given = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
        guard estimatedItemSize != .zero, let cell = collectionView.cellForItem(at: indexPath) else { return Self.usable(given) }
        let estimate = estimatedItemSize == UICollectionViewFlowLayout.automaticSize ? given : estimatedItemSize
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(origin: .zero, size: Self.usable(estimate))
        return Self.usable(cell.preferredLayoutAttributesFitting(attributes).size)
    }

    /// A size the layout can place: negative, infinite or undefined lengths are 0 (UIKit
    /// logs that such an item's layout is undefined; here it takes no room rather than
    /// poisoning every frame after it).
    private static func usable(_ size: CGSize) -> CGSize {
        func length(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        return CGSize(width: length(size.width), height: length(size.height))
    }
}

/// Gives a collection view its sections, items and cells (UIKit's
/// `UICollectionViewDataSource`, the modelled methods).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item: usually `dequeueReusableCell(withReuseIdentifier:for:)`, configured.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections (default 1).
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// Told about a collection view's items (UIKit's `UICollectionViewDelegate`); selection is not
/// modelled, so `collectionView(_:didSelectItemAt:)` is never called.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// An item was selected (never called here).
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

/// A scroll view of items placed by a layout object (UIKit's `UICollectionView`).
///
/// Items come from the `dataSource` (loaded on the first layout with a size, and again by
/// `reloadData()` or an update); the `collectionViewLayout` places them. As in this model's
/// table, every item's cell is made at once and none is reused, so a field never leaves the
/// hierarchy by scrolling; a cell is placed at its item, its content view filling it, as soon
/// as it is made and at every layout; a 0 × 0 collection view makes no cell. Supplementary
/// views (headers, footers) are not modelled.
open class UICollectionView: UIScrollView {
    /// The direction a flow layout scrolls (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// Where `scrollToItem(at:at:animated:)` puts the item (UIKit's
    /// `UICollectionView.ScrollPosition`,
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition).
    /// Scrolling is modelled vertically: the horizontal options leave the offset alone.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The object that places the items; setting it lays the items out again at once.
    public var collectionViewLayout: UICollectionViewLayout {
        didSet {
            if oldValue !== collectionViewLayout { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            setNeedsLayout()
        }
    }

    /// Gives the collection view its items (weak, as in UIKit).
    public weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { loaded = false; setNeedsLayout() }
    }

    /// The cells of each section, in item order.
    private var sections = CellSections<UICollectionViewCell>(emptySections: 0)
    /// Whether the data source's items are loaded.
    private var loaded = false
    /// The cell classes registered by identifier.
    private var registered: [String: UICollectionViewCell.Type] = [:]
    /// The cell nibs registered by identifier (CollectionView+Nib.swift).
    var registeredNibs: [String: UINib] = [:]

    /// A collection view whose items `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// A collection view from an Interface Builder file (the storyboard loader's coder), with a
    /// flow layout, which the loader replaces with the file's `<collectionViewFlowLayout>`; any
    /// other archive is not modelled: decoding fails (`nil`).
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    // MARK: - Cells

    /// Registers the class `dequeueReusableCell(withReuseIdentifier:for:)` makes cells of for
    /// `identifier`; `nil` removes it. The class must be a `UICollectionViewCell` subclass.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            registered[identifier] = nil
            return
        }
        registeredNibs[identifier] = nil
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            preconditionFailure("register(_:forCellWithReuseIdentifier:): \(cellClass) is not a UICollectionViewCell subclass")
        }
        registered[identifier] = cellType
    }

    /// A new cell of the class registered for `identifier` (no cell is reused here). As in
    /// UIKit, an identifier with nothing registered is a programming error that stops the app.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let nib = registeredNibs[identifier] { return cell(fromNib: nib, identifier: identifier) }
        guard let cellType = registered[identifier] else {
            preconditionFailure("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        return cellType.init(registeredCellWithReuseIdentifier: identifier)
    }

    /// Asks the data source again for every section, item and cell, and places the cells at
    /// their items — or, while the collection view has no size, drops the cells it has and
    /// leaves the items to its first layout with a size (see ``hasNoSize``).
    public func reloadData() {
        guard !hasNoSize else {
            unload()
            return
        }
        load()
        placeItems()
    }

    /// Whether the collection view is 0 × 0: it shows no item, so it makes no cell. UIKit makes
    /// cells only for what is visible ("For efficiency, the collection view only displays those
    /// cells and supplementary views that are visible",
    /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()), and it
    /// makes them in its own layout, which runs once its frame is set — so a collection view
    /// made with a zero frame, pinned by constraints and given a snapshot in `viewDidLoad`,
    /// makes its cells at its real size. Made at once here, its cells met the first solve at
    /// 0 × 0, their content views too (a zero frame is required, as UIKit's encapsulated
    /// sizes are), and a field's required `height >= 32` broke once per row as the screen
    /// appeared: a false `constraints-satisfiable` report. (openradar 26795511 reports iOS 9
    /// making every cell of a 0 × 0 collection view on `insertItems(at:)` when its flow layout
    /// gave every item a zero frame, which intersects the empty visible rectangle; the model's
    /// items have their own sizes, and a 0 × 0 collection view shows none of them.)
    var hasNoSize: Bool { bounds.size == .zero }

    /// Drops the cells (none is reused: their constraints go too); the items load at the next
    /// layout with a size.
    private func unload() {
        let old = sections.all
        for cell in old { cell.removeFromSuperview() }
        world?.layoutEngine.forgetConstraints(within: old)
        sections = CellSections(emptySections: 0)
        loaded = false
        setNeedsLayout()
    }

    /// Asks the data source for every section, item and cell, and adds the cells.
    private func load() {
        loaded = true
        guard let dataSource else { return }
        // The old cells go for good (none is reused): so do their constraints.
        let old = sections.all
        for cell in old { cell.removeFromSuperview() }
        world?.layoutEngine.forgetConstraints(within: old)
        sections = CellSections(count: dataSource.numberOfSections(in: self), rows: { dataSource.collectionView(self, numberOfItemsInSection: $0) },
                                cell: { dataSource.collectionView(self, cellForItemAt: $0) })
        for cell in sections.all { addSubview(cell) }
        setNeedsLayout()
    }

    /// Runs `updates` (which change the data source), then loads every item again: the
    /// inserted, deleted and moved items end where the data source puts them, without the
    /// animation UIKit gives them. `completion` is called with `true` at once.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    /// Items were inserted in the data source: loads every item again.
    public func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Items were deleted from the data source: loads every item again.
    public func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Items changed in the data source: loads every item again.
    public func reloadItems(at indexPaths: [IndexPath]) { reloadData() }

    open override func layoutSubviews() {
        if dataSource != nil && !loaded && !hasNoSize { load() }
        super.layoutSubviews()
        placeItems()
    }

    /// Places every cell at its item's frame from the layout, its content view filling it, and
    /// sets the content size.
    ///
    /// A cell is placed before any solve sees it: as soon as it is made (``reloadData()``,
    /// the first layout with a size) and at every layout. UIKit gives a cell its layout
    /// attributes as it dequeues it (a block of `-[UICollectionView _dequeueReusableViewOfKind:withIdentifier:forIndexPath:viewCategory:]`
    /// calls `_applyLayoutAttributes:toView:addingControlledSubview:`, UIKitCore's
    /// UICollectionView.m in the iOS 18.0 restore image, EthanArbuckle/iPad_10.2_18.0_22A3354_Restore), and the cell
    /// lays out its content view then if it is still 0 × 0 (``UICollectionViewCell/fillContentView()``);
    /// the content view's autoresizing mask keeps it filling the cell as the cell is resized.
    /// A cell whose content view was filled only in the cell's own `layoutSubviews`, a pass
    /// after the collection view placed it, met a solve at 0 × 0 on the way.
    private func placeItems() {
        let layout = collectionViewLayout
        layout.prepare()
        // A custom layout's undefined or infinite numbers place nothing (they would poison
        // every rectangle computed from them).
        let reported = layout.collectionViewContentSize
        let size = CGSize(width: reported.width.isFinite ? max(0, reported.width) : 0, height: reported.height.isFinite ? max(0, reported.height) : 0)
        for attributes in layout.layoutAttributesForElements(in: CGRect(origin: .zero, size: size)) ?? [] {
            let frame = attributes.frame
            guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite),
                  let cell = cellForItem(at: attributes.indexPath) else { continue }
            if cell.frame != frame { cell.frame = frame }
            cell.fillContentView()
        }
        if contentSize != size { contentSize = size }
    }

    // MARK: - Items and index paths

    /// The number of sections: the data source's, asked directly while the items are not
    /// loaded (a collection view with no size has no cells yet).
    public var numberOfSections: Int {
        if dataSource != nil && !loaded && !hasNoSize { reloadData() }
        if !loaded, let dataSource { return max(0, dataSource.numberOfSections(in: self)) }
        return sections.sections.count
    }

    /// The number of items in `section` (the data source's while the items are not loaded).
    public func numberOfItems(inSection section: Int) -> Int {
        if !loaded, let dataSource {
            return (0..<numberOfSections).contains(section) ? max(0, dataSource.collectionView(self, numberOfItemsInSection: section)) : 0
        }
        return sections.count(inSection: section)
    }

    /// The cell of an item, if it exists.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { sections.cell(at: indexPath) }

    /// The index path of a cell, if it is one of the collection view's.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? { sections.indexPath(of: cell) }

    /// The index path of the item at `point` (in the collection view's coordinates), if any.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        return sections.all.first { $0.frame.contains(point) }.flatMap { indexPath(for: $0) }
    }

    /// The cells the visible area shows, in item order.
    public var visibleCells: [UICollectionViewCell] {
        let visible = bounds
        return sections.all.filter { $0.frame.intersects(visible) }
    }

    /// The index paths of the cells the visible area shows, in item order.
    public var indexPathsForVisibleItems: [IndexPath] { visibleCells.compactMap { indexPath(for: $0) } }

    /// The attributes the layout gives an item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Scrolls an item to `scrollPosition` within the visible area — inside the adjusted
    /// content insets (a chat's `contentInset.bottom` for the keyboard keeps the last item
    /// above it, where a section inset does not: MessageKit/MessageKit#1874) — staying within
    /// the scroll range. With no vertical option the offset is left alone, as UIKit's `[]`
    /// does not scroll.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        if scrollPosition.contains(.top) {
            scroll(frame, to: .top, animated: animated)
        } else if scrollPosition.contains(.centeredVertically) {
            scroll(frame, to: .middle, animated: animated)
        } else if scrollPosition.contains(.bottom) {
            scroll(frame, to: .bottom, animated: animated)
        }
    }
}

extension IndexPath {
    /// A collection view item's index path (UIKit's `IndexPath(item:section:)`).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The item (the second index).
    public var item: Int { self[1] }
}
