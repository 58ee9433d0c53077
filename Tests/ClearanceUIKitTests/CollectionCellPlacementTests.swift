import Clearance
import ClearanceUIKit
import Foundation
import Testing

/// A field cell as forms write one in a collection view: the field pinned to the content
/// view's layout margins, at least 32 pt tall (a required constraint; the cell sizes itself
/// around it). A list cell or a plain one.
class RequiredHeightFieldCell: UICollectionViewCell {
    let field = UITextField()
    override init(frame: CGRect) {
        super.init(frame: frame)
        field.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            field.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            field.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            field.heightAnchor.constraint(greaterThanOrEqualToConstant: 32),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

/// The list form of ``RequiredHeightFieldCell``.
final class RequiredHeightFieldListCell: UICollectionViewListCell {
    let field = UITextField()
    override init(frame: CGRect) {
        super.init(frame: frame)
        field.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            field.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            field.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            field.heightAnchor.constraint(greaterThanOrEqualToConstant: 32),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

/// An edit form in an inset grouped collection view list pinned to the safe area's top and
/// to `keyboardLayoutGuide`, each row a ``RequiredHeightFieldListCell`` (the new-user trial's
/// screen, cut down): made with a zero frame, its snapshot applied in `viewDidLoad`.
final class RequiredHeightListScreen: UIViewController {
    var collection: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        collection.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collection)
        NSLayoutConstraint.activate([
            collection.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collection.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collection.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collection.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        let registration = UICollectionView.CellRegistration<RequiredHeightFieldListCell, String> { cell, _, item in cell.field.placeholder = item }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["First name", "Last name"], toSection: 0)
        snapshot.appendItems(["Email"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Every row's cell, in item order.
    var cells: [RequiredHeightFieldListCell] {
        (0..<collection.numberOfSections).flatMap { section in
            (0..<collection.numberOfItems(inSection: section)).compactMap {
                collection.cellForItem(at: IndexPath(item: $0, section: section)) as? RequiredHeightFieldListCell
            }
        }
    }
}

/// The same form in a flow layout whose cells size themselves (`estimatedItemSize =
/// automaticSize`), each cell's content 300 pt wide; a plain data source, registered class,
/// the collection view made with a zero frame and pinned to the keyboard guide.
final class RequiredHeightFlowScreen: UIViewController, UICollectionViewDataSource {
    final class Cell: RequiredHeightFieldCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            field.widthAnchor.constraint(equalToConstant: 300).isActive = true
        }
        required init?(coder: NSCoder) { nil }
    }

    let layout = UICollectionViewFlowLayout()
    var collection: UICollectionView!
    /// Whether `viewDidLoad` reloads the collection view itself (outside any layout).
    let reloadsInViewDidLoad: Bool

    init(reloadsInViewDidLoad: Bool = false) {
        self.reloadsInViewDidLoad = reloadsInViewDidLoad
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.translatesAutoresizingMaskIntoConstraints = false
        collection.register(Cell.self, forCellWithReuseIdentifier: "field")
        collection.dataSource = self
        view.addSubview(collection)
        NSLayoutConstraint.activate([
            collection.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collection.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collection.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collection.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        if reloadsInViewDidLoad { collection.reloadData() }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "field", for: indexPath) as! Cell
        cell.field.placeholder = ["Name", "Email", "Phone"][indexPath.item]
        return cell
    }

    /// Every item's cell, in item order.
    var cells: [Cell] { (0..<3).compactMap { collection.cellForItem(at: IndexPath(item: $0, section: 0)) as? Cell } }
}

/// A collection view's cell meets the solver placed at its item's frame, its content view
/// filling it: a required constraint its content fits is never broken on the way — not when
/// the screen appears, nor when the items load again.
@Suite("A collection view places each cell, its content view filling it, before a solve sees it")
@MainActor struct CollectionCellPlacementTests {
    static let iPhoneX = DeviceCatalog.device(id: "iphone_x_xs_11pro")!
    /// A field row: the field's 34 pt intrinsic height within the content view's default 8 pt
    /// margins.
    static let rowHeight: CGFloat = 8 + 34 + 8

    /// The list form appears with no broken constraint, each row as tall as its field and
    /// margins, its content view filling it. (It broke `UITextField.height >= 32` once per row
    /// as the screen appeared: a false `constraints-satisfiable` report.)
    @Test func aListOfRequiredHeightFieldsBreaksNoConstraintWhenTheScreenAppears() throws {
        let world = World(device: Self.iPhoneX, iOSVersion: 17)
        let screen = RequiredHeightListScreen()
        world.present(screen)
        #expect(world.conflicts.map(\.broken.description) == [])
        world.run {
            screen.collection.layoutIfNeeded()
            #expect(world.conflicts.map(\.broken.description) == [])
            #expect(screen.cells.count == 3)
            for cell in screen.cells {
                #expect(abs(cell.frame.height - Self.rowHeight) < 0.001, "\(cell.frame)")
                #expect(cell.contentView.frame == cell.bounds)
                #expect(cell.field.frame.height >= 32)
            }
        }
    }

    /// Applying the snapshot again makes new cells, each placed at its row at once: no
    /// constraint breaks.
    @Test func aListAppliedAgainBreaksNoConstraint() throws {
        let world = World(device: Self.iPhoneX, iOSVersion: 17)
        let screen = RequiredHeightListScreen()
        world.present(screen)
        _ = world.settle()
        world.run {
            screen.dataSource.apply(screen.dataSource.snapshot(), animatingDifferences: false)
            for cell in screen.cells {
                #expect(cell.contentView.frame == cell.bounds && cell.bounds.height > 0, "\(cell.frame)")
            }
            screen.collection.layoutIfNeeded()
            #expect(world.conflicts.map(\.broken.description) == [])
        }
    }

    /// The flow form, its cells sizing themselves, appears with no broken constraint, whether
    /// the collection view loads in its first layout or `viewDidLoad` reloads it.
    @Test(arguments: [false, true])
    func aSelfSizingFlowLayoutOfRequiredHeightFieldsBreaksNoConstraint(reloadsInViewDidLoad: Bool) throws {
        let world = World(device: Self.iPhoneX, iOSVersion: 17)
        let screen = RequiredHeightFlowScreen(reloadsInViewDidLoad: reloadsInViewDidLoad)
        world.present(screen)
        #expect(world.conflicts.map(\.broken.description) == [])
        world.run {
            screen.collection.layoutIfNeeded()
            #expect(world.conflicts.map(\.broken.description) == [])
            #expect(screen.cells.count == 3)
            for cell in screen.cells {
                #expect(abs(cell.frame.height - Self.rowHeight) < 0.001 && abs(cell.frame.width - (8 + 300 + 8)) < 0.001, "\(cell.frame)")
                #expect(cell.contentView.frame == cell.bounds)
            }
            screen.collection.reloadData()
            screen.collection.layoutIfNeeded()
            #expect(world.conflicts.map(\.broken.description) == [])
        }
    }

    /// A field focused, then the screen covered full screen and put back: neither form breaks
    /// a constraint. The covered screen is out of the window and not laid out while covered
    /// (Assumption.coveredScreenKeepsItsLayout); it used to be solved there with no safe
    /// area, the collection view filling the screen, and the first pass after the return
    /// measured the first row under the status bar (its content view's top margin grown by
    /// 9 pt in the list, 44 in the flow layout), breaking `UITextField.height >= 32`.
    @Test(arguments: [true, false])
    func aFocusedFormCoveredAndReturnedBreaksNoConstraint(list: Bool) throws {
        let world = World(device: Self.iPhoneX, iOSVersion: 17)
        let listScreen = RequiredHeightListScreen(), flowScreen = RequiredHeightFlowScreen()
        let screen: UIViewController = list ? listScreen : flowScreen
        world.present(screen)
        _ = world.settle()
        let field = try #require(list ? listScreen.cells.first?.field : flowScreen.cells.first?.field)
        world.run { _ = field.becomeFirstResponder() }
        _ = world.settle()
        let collection: UICollectionView = list ? listScreen.collection : flowScreen.collection
        let frame = collection.frame
        world.coverAndReturn()
        _ = world.settle()
        #expect(world.conflicts.map(\.broken.description) == [])
        #expect(collection.frame.minY == frame.minY && collection.frame.minY == 44, "\(collection.frame)")
    }

    /// Checked as a user checks a screen (a fixed seed: the same 40 cases every run), neither
    /// form is reported for `constraints-satisfiable` after a full-screen cover and return,
    /// and the list form not at all. The flow form is still reported once, for a rotation
    /// with a field focused: its cells, sized for portrait, meet the landscape safe area's
    /// 44 pt in their content view's margins before they are measured again, and
    /// `UITextField.width == 300` breaks for that pass (a known issue, found once the cover
    /// stopped hiding it: the same case failed at its cover first). (`nonisolated`: each
    /// case's world is the main actor's executor.)
    @Test nonisolated func theChecksReportNoBrokenConstraintInEitherForm() {
        let config = HarnessConfig(cases: 40, seed: 52, invariants: [.constraintsSatisfiable], readsEnvironment: false)
        let list = Clearance.check(screen: { RequiredHeightListScreen() }, named: "required-height-list", config: config)
        let flow = Clearance.check(screen: { RequiredHeightFlowScreen() }, named: "required-height-flow", config: config)
        for report in [list, flow] { #expect(report.problem == nil && report.casesRun > 0) }
        let listFailures = list.failures.map { "\($0.violation) @ \($0.scenario)" }
        let flowFailures = flow.failures.map { "\($0.violation) @ \($0.scenario)" }
        #expect(listFailures == [])
        #expect(flowFailures.filter { !$0.contains("UITextField#6.width == 300") || !$0.contains("rotate") } == [])
        withKnownIssue("a self-sizing flow cell breaks its field's required width for one pass when the screen rotates") {
            #expect(flowFailures == [])
        }
    }
}
