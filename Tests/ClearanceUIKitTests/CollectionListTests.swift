import Clearance
import ClearanceUIKit
import Testing

/// A collection view list written as Apple's examples write it: a list layout, a cell
/// registration configuring `defaultContentConfiguration()`, a diffable data source and a
/// snapshot applied in `viewDidLoad`. Each section is a list of titles.
final class CollectionListScreen: UIViewController {
    let appearance: UICollectionLayoutListConfiguration.Appearance
    let sections: [[String]]
    var collection: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    init(_ appearance: UICollectionLayoutListConfiguration.Appearance, _ sections: [[String]]) {
        self.appearance = appearance
        self.sections = sections
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collection = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collection)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections(Array(sections.indices))
        for (index, items) in sections.enumerated() { snapshot.appendItems(items, toSection: index) }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A settings form as apps write it today: an inset grouped collection view list of rows from
/// `defaultContentConfiguration()`, then a section whose one row is the app's own cell holding
/// a text field pinned to its content view's edges. The collection view is pinned to the safe
/// area's top and to `keyboardLayoutGuide` (`avoids`) or the view's bottom.
final class CollectionSettingsScreen: UIViewController {
    enum Row: Hashable, Sendable { case setting(String), nickname }

    let avoids: Bool
    let field = UITextField(name: "nickname")
    var collection: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, Row>!
    static let settings = ["Airplane Mode", "Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Notifications", "Sounds & Haptics",
                           "Focus", "Screen Time", "General", "Control Centre", "Display & Brightness", "Accessibility"]

    init(avoids: Bool) {
        self.avoids = avoids
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        collection.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collection)
        NSLayoutConstraint.activate([
            collection.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collection.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collection.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collection.bottomAnchor.constraint(equalTo: avoids ? view.keyboardLayoutGuide.topAnchor : view.bottomAnchor),
        ])
        let setting = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let nickname = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { [field] cell, _, _ in
            field.placeholder = "Nickname"
            field.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(field)
            NSLayoutConstraint.activate([
                field.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 6),
                field.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -6),
                field.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
                field.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -16),
            ])
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Row>(collectionView: collection) { collectionView, indexPath, row in
            switch row {
            case .setting(let title): return collectionView.dequeueConfiguredReusableCell(using: setting, for: indexPath, item: title)
            case .nickname: return collectionView.dequeueConfiguredReusableCell(using: nickname, for: indexPath, item: row)
            }
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Self.settings.map(Row.setting), toSection: 0)
        snapshot.appendItems([.nickname], toSection: 1)
        dataSource.apply(snapshot)
    }
}

/// The iOS 14 collection view list stack (issue 51): `UICollectionLayoutListConfiguration`,
/// `UICollectionViewCompositionalLayout.list(using:)`, `UICollectionViewListCell`,
/// `UICollectionView.CellRegistration` and `UICollectionViewDiffableDataSource` with
/// `NSDiffableDataSourceSnapshot`, with Apple's signatures; the numbers Apple gives none for as
/// assumptions (`collection-list-inset-grouped-side-inset`, `collection-list-grouped-section-spacing`).
@Suite("Collection view lists stack self-sized rows; a diffable data source feeds them")
@MainActor struct CollectionListTests {
    static let iPhoneX = DeviceCatalog.device(id: "iphone_x_xs_11pro")!
    /// One line of the 17 pt body font (FontMetrics.swift: 2444/2048 of the size).
    static let bodyLine: CGFloat = 17 * 2444 / 2048

    /// The frames of every item's cell, section by section, after the screen is shown.
    func frames(_ screen: CollectionListScreen, _ assumptions: Assumptions = Assumptions()) -> [[CGRect]] {
        let world = World(device: Self.iPhoneX, assumptions: assumptions)
        world.present(screen)
        _ = world.settle()
        return screen.sections.enumerated().map { section, items in
            items.indices.map { screen.collection.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame ?? .null }
        }
    }

    func expectFrames(_ frames: [CGRect], _ expected: [CGRect], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(frames.count == expected.count, sourceLocation: sourceLocation)
        for (frame, wanted) in zip(frames, expected) {
            let close = [frame.minX - wanted.minX, frame.minY - wanted.minY, frame.width - wanted.width, frame.height - wanted.height].allSatisfy { abs($0) < 0.001 }
            #expect(close, "\(frames) against \(expected)", sourceLocation: sourceLocation)
        }
    }

    /// Apple's example shape (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct,
    /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration) compiles
    /// and runs: each cell is a list cell showing its item in a list content view, and the
    /// data source answers from the snapshot applied.
    @Test func applesExampleShapeCompilesAndFillsTheList() throws {
        let screen = CollectionListScreen(.sidebar, [["Inbox", "Drafts"], ["Archive"]])
        let world = World(device: Self.iPhoneX)
        world.present(screen)
        let cell = try #require(screen.collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        let content = try #require(cell.contentView as? UIListContentView)
        #expect((content.configuration as? UIListContentConfiguration)?.text == "Drafts")
        #expect(screen.collection.numberOfSections == 2 && screen.collection.numberOfItems(inSection: 1) == 1)
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "Archive")
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0)) == nil)
        #expect(screen.dataSource.indexPath(for: "Drafts") == IndexPath(item: 1, section: 0))
        let snapshot = screen.dataSource.snapshot()
        #expect(snapshot.sectionIdentifiers == [0, 1] && snapshot.itemIdentifiers == ["Inbox", "Drafts", "Archive"])

        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        #expect(configuration.showsSeparators && configuration.headerMode == .none && configuration.footerMode == .none)
        #expect(configuration.backgroundColor == nil && !UICollectionLayoutListConfiguration(appearance: .sidebar).showsSeparators)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        configuration.showsSeparators = false
        configuration.backgroundColor = .systemGroupedBackground
        let layout: UICollectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
        #expect(layout is UICollectionViewCompositionalLayout)
        #expect([UICollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain].map(\.rawValue) == [0, 1, 2, 3, 4])
        cell.accessories = [.disclosureIndicator(), .checkmark(displayed: .whenEditing, options: .init(tintColor: .red))]
        #expect(cell.accessories.map(\.displayedState) == [.always, .whenEditing] && cell.indentsAccessories)
    }

    /// A plain list stacks one full-width row per item at the height its list content view
    /// asks for — 44 pt for one line (the cell preset's minimum), the margins around two lines
    /// for a two-line title — sections one after another with no space between.
    @Test func aPlainListStacksFullWidthRowsAtTheirContentHeights() {
        let twoLines = 11 + 2 * Self.bodyLine + 11
        let frames = frames(CollectionListScreen(.plain, [["Wi-Fi", "Bluetooth\nConnected"], ["Cellular"]]))
        expectFrames(frames.flatMap { $0 }, [
            CGRect(x: 0, y: 0, width: 375, height: 44),
            CGRect(x: 0, y: 44, width: 375, height: twoLines),
            CGRect(x: 0, y: 44 + twoLines, width: 375, height: 44),
        ])
    }

    /// An inset grouped list insets its rows 16 pt each side and leaves 35 pt above the first
    /// section and 35 pt between sections; a grouped list only the spacing. With the
    /// assumptions off, the rows are full width and the sections touch.
    @Test func groupedListsInsetTheirRowsAndSpaceTheirSections() {
        expectFrames(frames(CollectionListScreen(.insetGrouped, [["Wi-Fi", "Bluetooth"], ["Cellular"]])).flatMap { $0 }, [
            CGRect(x: 16, y: 35, width: 343, height: 44),
            CGRect(x: 16, y: 79, width: 343, height: 44),
            CGRect(x: 16, y: 123 + 35, width: 343, height: 44),
        ])
        expectFrames(frames(CollectionListScreen(.grouped, [["Wi-Fi"], ["Cellular"]])).flatMap { $0 }, [
            CGRect(x: 0, y: 35, width: 375, height: 44),
            CGRect(x: 0, y: 79 + 35, width: 375, height: 44),
        ])
        let off = Assumptions().with(.collectionListInsetGroupedSideInset, false).with(.collectionListGroupedSectionSpacing, false)
        expectFrames(frames(CollectionListScreen(.insetGrouped, [["Wi-Fi"], ["Cellular"]]), off).flatMap { $0 }, [
            CGRect(x: 0, y: 0, width: 375, height: 44),
            CGRect(x: 0, y: 44, width: 375, height: 44),
        ])
    }

    /// What UIKit raises an exception for — a duplicate identifier, items for a section that
    /// is not there, reloading an item that is not there — is the app's UIKit exception in the
    /// world, the change not made: a run reports it and goes on (it trapped the process).
    @Test func aMisusedSnapshotIsTheAppsExceptionNotATrap() {
        let world = World(device: Self.iPhoneX)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        world.run {
            snapshot.appendItems(["Orphan"])
            snapshot.appendSections([0, 0])
            snapshot.appendItems(["Wi-Fi", "Wi-Fi"])
            snapshot.appendItems(["VPN"], toSection: 9)
            snapshot.reloadItems(["Missing"])
        }
        #expect(snapshot.sectionIdentifiers == [0] && snapshot.itemIdentifiers == ["Wi-Fi"])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(world.exceptions.count == 5)
        #expect(world.exceptions.allSatisfy { $0.hasPrefix("NSDiffableDataSourceSnapshot: ") })
    }

    /// A snapshot keeps its sections and items in the order they were appended; applying
    /// another one loads the collection view again, and deleted items leave it.
    @Test func applyingASnapshotReloadsTheListInOrder() {
        let screen = CollectionListScreen(.plain, [["Wi-Fi", "Bluetooth", "Cellular"]])
        let world = World(device: Self.iPhoneX)
        world.present(screen)
        var snapshot = screen.dataSource.snapshot()
        snapshot.appendSections([7])
        snapshot.appendItems(["VPN", "General"])
        snapshot.deleteItems(["Bluetooth"])
        snapshot.reloadItems(["Wi-Fi"])
        #expect(snapshot.numberOfItems == 4 && snapshot.numberOfSections == 2)
        #expect(snapshot.itemIdentifiers(inSection: 7) == ["VPN", "General"] && snapshot.numberOfItems(inSection: 0) == 2)
        #expect(snapshot.sectionIdentifier(containingItem: "General") == 7 && snapshot.reloadedItemIdentifiers == ["Wi-Fi"])
        var completed = false
        world.run { screen.dataSource.apply(snapshot, animatingDifferences: true) { completed = true } }
        _ = world.settle()
        #expect(completed)
        #expect(screen.collection.numberOfSections == 2 && screen.collection.numberOfItems(inSection: 0) == 2)
        let titles = [IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 1)].map {
            ((screen.collection.cellForItem(at: $0)?.contentView as? UIListContentView)?.configuration as? UIListContentConfiguration)?.text
        }
        #expect(titles == ["Cellular", "General"])
        #expect(screen.collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 88)
    }

    /// A settings form in a collection view list with a field in its last row: pinned to the
    /// keyboard guide it keeps the field visible; one that runs under the keyboard is caught
    /// for `field-visible`. (`nonisolated`: each case's world is the main actor's executor.)
    @Test nonisolated func theChecksSeeAFieldInACollectionViewList() {
        let config = HarnessConfig(cases: 60, seed: 51, readsEnvironment: false)
        let good = Clearance.check(screen: { CollectionSettingsScreen(avoids: true) }, named: "collection-settings-avoiding", config: config)
        #expect(good.passed && good.casesRun == 60, "\(good.failures.map(\.violation)) \(good.problem ?? "")")
        #expect(good.consultedAssumptions.contains(.collectionListInsetGroupedSideInset))
        var bad = config.ending(when: { $0.contains { $0.violation.invariant == .fieldVisible } })
        bad.invariants = [.fieldVisible]
        let report = Clearance.check(screen: { CollectionSettingsScreen(avoids: false) }, named: "collection-settings-not-avoiding", config: bad)
        #expect(report.failures.contains { $0.violation.invariant == .fieldVisible }, "\(report.failures.map(\.violation))")
    }
}
