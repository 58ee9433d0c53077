import Foundation

// The iOS 14 list stack of a collection view: a list layout, list cells, cell registrations
// and a diffable data source (issue 51, "today's screens"). Only what a list needs is
// modelled: general compositional layouts (sections, groups, items, supplementary views)
// are not.

/// A configuration for a list layout (UIKit's `struct UICollectionLayoutListConfiguration`,
/// iOS 14, https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct),
/// given to ``UICollectionViewCompositionalLayout/list(using:)``.
///
/// The layout it makes stacks one full-width row per item (see
/// ``UICollectionViewCompositionalLayout``); the appearance decides the side insets and the
/// space around sections. Separators, the background colour and header and footer modes
/// are kept and change no geometry here (NoModelledEffect.md).
public struct UICollectionLayoutListConfiguration {
    /// The list's appearance (UIKit's `enum UICollectionLayoutListConfiguration.Appearance`,
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum;
    /// the raw values are `UICollectionLayoutListAppearance`'s, 0 to 4).
    public enum Appearance: Int, Hashable, Sendable {
        /// The plain list appearance (`case plain`).
        case plain
        /// The grouped list appearance (`case grouped`).
        case grouped
        /// The inset grouped list appearance (`case insetGrouped`).
        case insetGrouped
        /// The sidebar list appearance (`case sidebar`).
        case sidebar
        /// The plain sidebar list appearance (`case sidebarPlain`).
        case sidebarPlain
    }

    /// How the list shows section headers (UIKit's `enum UICollectionLayoutListConfiguration.HeaderMode`,
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum).
    public enum HeaderMode: Hashable, Sendable {
        /// "No headers are shown" (`case none`).
        case none
        /// "A header mode that uses supplementary views to show headers" (`case supplementary`):
        /// supplementary views are not modelled, so no header takes room.
        case supplementary
        /// "A header mode that styles the first item in a section as a header" (`case firstItemInSection`):
        /// the first item is a row like the others here.
        case firstItemInSection
    }

    /// How the list shows section footers (UIKit's `enum UICollectionLayoutListConfiguration.FooterMode`,
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.enum).
    public enum FooterMode: Hashable, Sendable {
        /// "No footers are shown" (`case none`).
        case none
        /// "A footer mode that uses supplementary views to show footers" (`case supplementary`):
        /// not modelled, no footer takes room.
        case supplementary
    }

    /// The overall appearance of the list (`var appearance: UICollectionLayoutListConfiguration.Appearance { get }`,
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.property).
    public let appearance: Appearance
    /// Whether the list shows separators between cells (`var showsSeparators: Bool { get set }`,
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/showsseparators):
    /// kept; a separator is drawn over its row and takes no room. `true` by default except in
    /// the sidebar appearances (UIKitCore's initializer asks the table constants for the
    /// separator style of the appearance's table style, and a sidebar has none; read from the
    /// iOS 18.0 restore image, EthanArbuckle/iPad_10.2_18.0_22A3354_Restore,
    /// System/Library/PrivateFrameworks/UIKitCore.framework/UICollectionLayoutListConfiguration.m;
    /// the sidebar's default is inferred).
    public var showsSeparators: Bool
    /// The type of header (`var headerMode: UICollectionLayoutListConfiguration.HeaderMode { get set }`,
    /// "The default value is `none`",
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.property).
    public var headerMode: HeaderMode = .none
    /// The type of footer (`var footerMode: UICollectionLayoutListConfiguration.FooterMode { get set }`,
    /// "The default value is `none`",
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.property).
    public var footerMode: FooterMode = .none
    /// The list's background colour (`var backgroundColor: UIColor? { get set }`, "The default
    /// vaue is `nil`, which means that the configuration uses the system background color",
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/backgroundcolor):
    /// drawing only.
    public var backgroundColor: UIColor?

    /// A list configuration with `appearance` (`init(appearance: UICollectionLayoutListConfiguration.Appearance)`,
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/init(appearance:)).
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }
}

/// A layout that combines items in adaptive arrangements (UIKit's `@MainActor class UICollectionViewCompositionalLayout: UICollectionViewLayout`,
/// iOS 13, https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout).
/// Only the list layout is modelled: it is made by ``list(using:)`` and nothing else.
///
/// Each item is one row as wide as the collection view inside its adjusted content insets
/// (less the inset grouped appearance's side insets, ``Assumption/collectionListInsetGroupedSideInset``),
/// as tall as its cell's fitting height under its constraints — a cell's
/// `contentConfiguration` content view (a ``UIListContentView`` asks for its content's height,
/// at least 44 pt for a cell preset) or the app's own constraints in its `contentView` —
/// or 44 pt, UIKit's standard row, when they give no height. Rows are stacked in item order,
/// sections one after another; the grouped appearances leave space around each section
/// (``Assumption/collectionListGroupedSectionSpacing``). Separators take no room.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The list configuration every section uses.
    let listConfiguration: UICollectionLayoutListConfiguration
    /// The attributes worked out by the last `prepare()`, in item order.
    private var prepared: [UICollectionViewLayoutAttributes] = []
    private var contentSize = CGSize.zero

    private init(listConfiguration: UICollectionLayoutListConfiguration) {
        self.listConfiguration = listConfiguration
        super.init()
    }

    /// A layout of list sections only, each with `configuration` (UIKit's
    /// `@MainActor @preconcurrency static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout`,
    /// iOS 14, "Creates a compositional layout that contains only list sections of the
    /// specified configuration",
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(listConfiguration: configuration)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepared.filter { $0.frame.intersects(rect) || $0.frame.isEmpty && rect.contains($0.frame.origin) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepared.first { $0.indexPath == indexPath }
    }

    /// Stacks every item of the collection view as a full-width, self-sized row.
    open override func prepare() {
        prepared = []
        contentSize = .zero
        guard let collectionView else { return }
        let world = collectionView.world ?? World.current
        func assume(_ assumption: Assumption) -> Bool { world?.assume(assumption) ?? assumption.defaultValue }
        let inset = collectionView.adjustedContentInset
        let width = max(0, collectionView.bounds.width - inset.left - inset.right)
        let appearance = listConfiguration.appearance
        let side = appearance == .insetGrouped && assume(.collectionListInsetGroupedSideInset) ? Self.insetGroupedSideInset : 0
        let grouped = (appearance == .grouped || appearance == .insetGrouped) && assume(.collectionListGroupedSectionSpacing)
        let rowWidth = max(0, width - 2 * side)
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            if grouped { y += section == 0 ? Self.groupedSpaceAboveFirstSection : Self.groupedSectionHeaderSpace }
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let height = collectionView.cellForItem(at: indexPath).map { Self.rowHeight(of: $0, width: rowWidth, in: collectionView) } ?? 0
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: side, y: y, width: rowWidth, height: height)
                prepared.append(attributes)
                y += height
            }
            if grouped { y += Self.groupedSectionFooterSpace }
        }
        contentSize = CGSize(width: width, height: y)
    }

    /// A row's height: its cell's fitting height at the row's width, or UIKit's standard
    /// 44 pt row when the cell's constraints give none (undefined heights take no room).
    ///
    /// The height does not depend on where the row is scrolled. A cell scrolled under the
    /// status bar (a list pinned to the view's top) or the home indicator has a vertical
    /// safe-area inset there, which its content view's layout margins include; measured where
    /// it lies, the row grew by the covered part at every layout pass, and a grown row, more
    /// covered, stayed grown (a field row 270 pt tall after a scroll, the rows below pushed
    /// down after the system had scrolled a field into view: two false reports in the
    /// new-user trial). UIKit sizes a cell when it is laid out, and afterwards resizes it
    /// only when its size is invalidated: "calling invalidateIntrinsicContentSize() on a
    /// self-sizing cell or its contentView causes the cell to resize if necessary", and only
    /// the opt-in `.enabledIncludingConstraints` mode adds "any Auto Layout change within the
    /// contentView" (https://developer.apple.com/documentation/uikit/uicollectionview/selfsizinginvalidation-swift.enum/enabledincludingconstraints);
    /// nothing resizes a cell because it scrolled. What a bar does to a cell as it scrolls is
    /// move its content within it (GitHawk issue 629, "an HTML cell that is changing layout
    /// based on the safe area changing" while scrolling under the navigation bar,
    /// https://github.com/GitHawkApp/GitHawk/issues/629). So a cell a bar covers is measured
    /// where none does: at the top of the collection view's uncovered band, then put back
    /// (the cell's own safe area, Assumption.scrollContentPastAnUncoveredEdgeIsSafe, is
    /// unchanged; that the first sizing too is made uncovered is inferred).
    private static func rowHeight(of cell: UICollectionViewCell, width: CGFloat, in collectionView: UICollectionView) -> CGFloat {
        func fit() -> CGFloat {
            cell.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel).height
        }
        var fitting = fit()
        let covered = cell.safeAreaInsets
        if covered.top > 0 || covered.bottom > 0 {
            let placed = cell.frame
            let uncoveredTop = collectionView.bounds.minY + collectionView.safeAreaInsets.top
            // The move and its undoing change nothing: the world's layout state is put back
            // (its geometry epoch still moves on, so no safe area measured there is kept).
            let world = cell.world
            let (needed, changes) = (world?.needsLayout, world?.layoutChangeCount)
            cell.frame = CGRect(x: placed.minX, y: uncoveredTop, width: placed.width, height: placed.height)
            fitting = fit()
            cell.frame = placed
            if let world, let needed, let changes {
                world.needsLayout = needed
                world.layoutChangeCount = changes
            }
        }
        guard fitting.isFinite else { return 0 }
        return fitting > 0 ? fitting : UITableView.standardRowHeight
    }

    /// The inset grouped appearance's side inset, each side
    /// (``Assumption/collectionListInsetGroupedSideInset``).
    static let insetGroupedSideInset: CGFloat = 16
    /// The space above a grouped list's first section when it has no header
    /// (``Assumption/collectionListGroupedSectionSpacing``).
    static let groupedSpaceAboveFirstSection: CGFloat = 35
    /// The header space above each later section of a grouped list.
    static let groupedSectionHeaderSpace: CGFloat = 17.5
    /// The footer space below each section of a grouped list.
    static let groupedSectionFooterSpace: CGFloat = 17.5
}

/// A collection view cell with list features and default styling (UIKit's `@MainActor class UICollectionViewListCell: UICollectionViewCell`,
/// iOS 14, https://developer.apple.com/documentation/uikit/uicollectionviewlistcell). Its
/// accessories, indentation and separators are kept and change no geometry here
/// (NoModelledEffect.md).
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories that decorate the cell (`@MainActor @preconcurrency var accessories: [UICellAccessory] { get set }`,
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories-8nui4):
    /// kept; "A cell accessory appears either on the leading or the trailing edge of a cell,
    /// outside of the cell's content view", and the content view is not narrowed for them here.
    public var accessories: [UICellAccessory] = []
    /// The indentation level (`var indentationLevel: Int { get set }`): kept, no indentation.
    public var indentationLevel = 0
    /// The width of one indentation level (`var indentationWidth: CGFloat { get set }`): kept.
    public var indentationWidth: CGFloat = 0
    /// Whether accessories are indented with the content (`var indentsAccessories: Bool { get set }`,
    /// "The default value of this property is true",
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/indentsaccessories): kept.
    public var indentsAccessories = true

    /// A default list content configuration for the cell's style (UIKit's
    /// `@MainActor @preconcurrency func defaultContentConfiguration() -> UIListContentConfiguration`,
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()):
    /// "preconfigured default styling, but doesn't contain any content" — the cell preset,
    /// ``UIListContentConfiguration/cell()``. Apple's page says "The system determines
    /// default values for the configuration according to the section where the cell
    /// appears"; the list's appearance and a header-styled first item do not change it here
    /// (NoModelledEffect.md).
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        World.$current.withValue(World.current ?? world) { .cell() }
    }
}

/// An accessory of a list cell (UIKit's `struct UICellAccessory`, iOS 14,
/// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct): declared
/// so that a cell's `accessories` compile; it takes no room (NoModelledEffect.md). Only the
/// disclosure indicator and the checkmark are declared.
public struct UICellAccessory {
    /// When an accessory shows (`enum UICellAccessory.DisplayedState`).
    public enum DisplayedState: Hashable, Sendable {
        /// Whether or not the cell is editing (`case always`).
        case always
        /// Only while editing (`case whenEditing`).
        case whenEditing
        /// Only while not editing (`case whenNotEditing`).
        case whenNotEditing
    }

    /// A disclosure indicator's options (`struct UICellAccessory.DisclosureIndicatorOptions`):
    /// kept.
    public struct DisclosureIndicatorOptions {
        /// Whether the accessory is hidden (`var isHidden: Bool?`).
        public var isHidden: Bool?
        /// The tint colour (`var tintColor: UIColor?`).
        public var tintColor: UIColor?
        /// Options (`init(isHidden: Bool? = nil, tintColor: UIColor? = nil)`; the
        /// `reservedLayoutWidth` parameter is not declared).
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// A checkmark's options (`struct UICellAccessory.CheckmarkOptions`): kept.
    public struct CheckmarkOptions {
        /// Whether the accessory is hidden (`var isHidden: Bool?`).
        public var isHidden: Bool?
        /// The tint colour (`var tintColor: UIColor?`).
        public var tintColor: UIColor?
        /// Options (`init(isHidden: Bool? = nil, tintColor: UIColor? = nil)`; the
        /// `reservedLayoutWidth` parameter is not declared).
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    enum Kind { case disclosureIndicator(DisclosureIndicatorOptions), checkmark(CheckmarkOptions) }

    let kind: Kind
    /// When the accessory shows (`var displayedState: UICellAccessory.DisplayedState { get }`).
    public let displayedState: DisplayedState

    /// A disclosure indicator (`static func disclosureIndicator(displayed: UICellAccessory.DisplayedState = .always, options: UICellAccessory.DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory`).
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator(options), displayedState: displayed)
    }

    /// A checkmark (`static func checkmark(displayed: UICellAccessory.DisplayedState = .always, options: UICellAccessory.CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory`).
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark(options), displayedState: displayed)
    }
}

extension UICollectionView {
    /// A registration for the collection view's cells (UIKit's `struct CellRegistration<Cell, Item> where Cell : UICollectionViewCell`,
    /// iOS 14, https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration):
    /// the cell class and the handler that configures each cell, used with
    /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        /// The handler that configures a cell (`typealias Handler = (Cell, IndexPath, Item) -> Void`,
        /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/handler).
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let handler: Handler

        /// A registration configuring each cell with `handler` (`init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler)`,
        /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/init(handler:)).
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A cell of the registration's class, configured by its handler for `item` (UIKit's
    /// `@MainActor @preconcurrency func dequeueConfiguredReusableCell<Cell, Item>(using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell where Cell : UICollectionViewCell`,
    /// iOS 14, https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)).
    /// As with `dequeueReusableCell(withReuseIdentifier:for:)`, the cell is new (none is
    /// reused here), made with `init(frame:)`. A `nil` item leaves the cell unconfigured
    /// (what UIKit does with it is not documented: NoModelledEffect.md).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell where Cell: UICollectionViewCell {
        let cell = Cell(registeredCellWithReuseIdentifier: "\(Cell.self)")
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
}

/// The state of a diffable data source's data: its sections and each section's items, in
/// order (UIKit's `struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>`,
/// iOS 13, https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct).
///
/// Identifiers are kept in arrays, in the order they were appended. As in UIKit, an
/// identifier must be unique among the sections or among the items ("Each of your sections
/// and items must have unique identifiers"): appending one twice, or an item with no section
/// to go in, is a programming error that stops the app.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// The sections and their items, in order.
    private var sections: [(identifier: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// The items marked for reloading or reconfiguring, in order.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []

    /// An empty snapshot (`init()`).
    public init() {}

    /// The number of items in the snapshot (`var numberOfItems: Int { get }`).
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    /// The number of sections (`var numberOfSections: Int { get }`).
    public var numberOfSections: Int { sections.count }
    /// The sections' identifiers, in order (`var sectionIdentifiers: [SectionIdentifierType] { get }`).
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    /// Every item's identifier, section after section (`var itemIdentifiers: [ItemIdentifierType] { get }`,
    /// "The identifiers of all of the items in the snapshot",
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/itemidentifiers).
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// The number of items in a section (`func numberOfItems(inSection identifier: SectionIdentifierType) -> Int`).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemIdentifiers(inSection: identifier).count }

    /// A section's items (`func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType]`).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.identifier == identifier }?.items ?? []
    }

    /// The section holding an item (`func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType?`).
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.identifier
    }

    /// An item's index among all the items (`func indexOfItem(_ identifier: ItemIdentifierType) -> Int?`).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

    /// A section's index (`func indexOfSection(_ identifier: SectionIdentifierType) -> Int?`).
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex { $0.identifier == identifier } }

    /// Adds sections at the end (`mutating func appendSections(_ identifiers: [SectionIdentifierType])`,
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appendsections(_:)).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard indexOfSection(identifier) == nil else {
                Self.raise("section identifier \(identifier) is already in the snapshot: section identifiers must be unique")
                continue
            }
            sections.append((identifier, []))
        }
    }

    /// Adds items at the end of a section, the last one by default (`mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil)`,
    /// "If no value is provided, the items are appended to the last section of the snapshot",
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appenditems(_:tosection:)).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let index: Int
        if let sectionIdentifier {
            guard let found = indexOfSection(sectionIdentifier) else {
                return Self.raise("appendItems(_:toSection:): section identifier \(sectionIdentifier) is not in the snapshot: append the section first")
            }
            index = found
        } else {
            guard !sections.isEmpty else {
                return Self.raise("appendItems(_:toSection:): there are no sections in the snapshot: append a section first")
            }
            index = sections.count - 1
        }
        for identifier in identifiers {
            guard indexOfItem(identifier) == nil else {
                Self.raise("item identifier \(identifier) is already in the snapshot: item identifiers must be unique")
                continue
            }
            sections[index].items.append(identifier)
        }
    }

    /// What UIKit raises an exception for (a duplicate identifier, an item for a section not in
    /// the snapshot), recorded as the app's UIKit exception in the
    /// running world (``World/exceptions``), the call's change not made: a run reports it, and
    /// never traps.
    private static func raise(_ message: String) {
        World.current?.recordException("NSDiffableDataSourceSnapshot: " + message)
    }

    /// Removes items (`mutating func deleteItems(_ identifiers: [ItemIdentifierType])`).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for index in sections.indices { sections[index].items.removeAll { identifiers.contains($0) } }
        reloadedItemIdentifiers.removeAll { identifiers.contains($0) }
    }

    /// Removes every item and section (`mutating func deleteAllItems()`).
    public mutating func deleteAllItems() {
        sections = []
        reloadedItemIdentifiers = []
    }

    /// Removes sections and their items (`mutating func deleteSections(_ identifiers: [SectionIdentifierType])`).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let removed = sections.filter { identifiers.contains($0.identifier) }.flatMap(\.items)
        sections.removeAll { identifiers.contains($0.identifier) }
        reloadedItemIdentifiers.removeAll { removed.contains($0) }
    }

    /// Marks items for reloading (`mutating func reloadItems(_ identifiers: [ItemIdentifierType])`):
    /// applying the snapshot asks for every cell again anyway.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where !reloadedItemIdentifiers.contains(identifier) {
            guard indexOfItem(identifier) != nil else {
                Self.raise("reloadItems(_:): item identifier \(identifier) is not in the snapshot")
                continue
            }
            reloadedItemIdentifiers.append(identifier)
        }
    }

    /// Marks items for reconfiguring (`mutating func reconfigureItems(_ identifiers: [ItemIdentifierType])`,
    /// iOS 15): as ``reloadItems(_:)`` here.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reloadItems(identifiers) }
}

/// The object that manages a collection view's data and gives its cells (UIKit's
/// `@MainActor @preconcurrency class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType> where SectionIdentifierType : Hashable, SectionIdentifierType : Sendable, ItemIdentifierType : Hashable, ItemIdentifierType : Sendable`,
/// iOS 13, https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa):
/// "It also conforms to the UICollectionViewDataSource protocol and provides implementations
/// for all of the protocol's methods".
///
/// It answers its collection view from the snapshot last applied: the sections, the items
/// and each item's cell from the cell provider. Applying a snapshot loads every item again
/// (`reloadData()`), without UIKit's animated differences (NoModelledEffect.md).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: UICollectionViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// The closure that makes and configures each cell (`typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?`).
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// A data source with `cellProvider`, connected to `collectionView` as its data source
    /// (`@MainActor @preconcurrency init(collectionView: UICollectionView, cellProvider: @escaping UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider)`,
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/init(collectionview:cellprovider:)).
    /// The collection view holds it weakly, as UIKit's `dataSource`: the app keeps it.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// Shows `snapshot`'s data (`@MainActor @preconcurrency func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil)`,
    /// "Updates the UI to reflect the state of the data in the specified snapshot",
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:animatingdifferences:completion:)):
    /// the collection view loads every item again at once; `completion` is called after.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                      completion: (() -> Void)? = nil) {
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }

    /// The data shown (`@MainActor @preconcurrency func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>`,
    /// "A snapshot containing section and item identifiers in the order that they appear in
    /// the UI", https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/snapshot()).
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item at `indexPath`, if any (`@MainActor @preconcurrency func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType?`).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        let sections = current.sectionIdentifiers
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: sections[indexPath.section])
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The index path of an item, if it is shown (`@MainActor @preconcurrency func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath?`).
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        for (section, identifier) in current.sectionIdentifiers.enumerated() {
            if let item = current.itemIdentifiers(inSection: identifier).firstIndex(of: itemIdentifier) {
                return IndexPath(item: item, section: section)
            }
        }
        return nil
    }

    // MARK: - UICollectionViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The number of items in the snapshot's section.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        let sections = current.sectionIdentifiers
        return sections.indices.contains(section) ? current.numberOfItems(inSection: sections[section]) : 0
    }

    /// The cell provider's cell for the item. A provider that returns no cell is a programming
    /// error UIKit raises an exception for: recorded as the app's UIKit exception in the
    /// running world (``World/exceptions``) and an empty cell shown, so a run reports it and
    /// never traps.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            World.current?.recordException("UICollectionViewDiffableDataSource: no item at \(indexPath)")
            return UICollectionViewCell(frame: .zero)
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            World.current?.recordException("UICollectionViewDiffableDataSource: the cell provider returned nil for the item at \(indexPath): it must return a cell")
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }
}
