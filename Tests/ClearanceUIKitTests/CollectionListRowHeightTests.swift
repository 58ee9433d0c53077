import Clearance
import ClearanceUIKit
import Foundation
import Testing

/// An edit-profile screen as iOS 14 apps write it (the new-user trial's screen): an inset
/// grouped collection view list pinned to the view's top (under the status bar) and to
/// `keyboardLayoutGuide`, each list cell holding a text field pinned to its content view's
/// layout margins; 3 + 9 rows in two sections.
final class ProfileListScreen: UIViewController {
    final class FieldCell: UICollectionViewListCell {
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
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    var collection: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    static let sections = [["First name", "Last name", "Email"],
                           ["Street", "City", "Postcode", "Country", "Phone", "Company", "Title", "Website", "Notes"]]

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collection)
        NSLayoutConstraint.activate([
            collection.topAnchor.constraint(equalTo: view.topAnchor),
            collection.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collection.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collection.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        let registration = UICollectionView.CellRegistration<FieldCell, String> { cell, _, item in cell.field.placeholder = item }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        for (index, items) in Self.sections.enumerated() { snapshot.appendItems(items, toSection: index) }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Every row's cell, section after section.
    var cells: [FieldCell] {
        Self.sections.indices.flatMap { section in
            Self.sections[section].indices.map { collection.cellForItem(at: IndexPath(item: $0, section: section)) as! FieldCell }
        }
    }
}

/// A self-sizing list row is as tall as its content at its width, wherever it is scrolled:
/// a row scrolled under the status bar keeps its height (its content may move within it),
/// so no row's height — and no later row's place — depends on the scroll position.
@Suite("A list row's self-sized height does not follow its scroll position")
@MainActor struct CollectionListRowHeightTests {
    /// A field row: the field's 34 pt intrinsic height within the content view's default 8 pt
    /// margins.
    static let rowHeight: CGFloat = 8 + 34 + 8

    /// The rows scrolled under the status bar and back keep the height they have at rest.
    /// (They grew by the part the status bar covered, which the layout measured again at every
    /// pass, and a grown row stayed grown: a row 9 pt under the bar at rest was 59 pt, and one
    /// scrolled far under it 270 pt — the trial's hide-restores report.)
    @Test func aRowScrolledUnderTheStatusBarKeepsItsHeight() {
        let world = World(device: DeviceCatalog.device(id: "iphone_x_xs_11pro")!, iOSVersion: 17)
        let screen = ProfileListScreen()
        world.present(screen)
        _ = world.settle()
        world.run {
            #expect(screen.cells.map(\.frame.height) == Array(repeating: Self.rowHeight, count: 12))
            screen.collection.contentOffset.y = 120   // rows 0 and 1 under the 44 pt status bar
            screen.collection.layoutIfNeeded()
            #expect(screen.cells.map(\.frame.height) == Array(repeating: Self.rowHeight, count: 12))
            screen.collection.contentOffset.y = 0
            screen.collection.layoutIfNeeded()
            #expect(screen.cells.map(\.frame.height) == Array(repeating: Self.rowHeight, count: 12))
        }
    }

    /// The trial's two scenarios, replayed: neither reports anything.
    @Test(arguments: [
        // field-visible: the keyboard covered 26 pt of the field after the rotation.
        #"{"bars":[],"device":"iphone_16pro","events":[{"after":1000,"event":"focus 3"},{"after":1000,"event":"rotate"}],"form":{"container":"scrollView","inputAccessoryHeight":0,"items":[{"height":34,"kind":"textField"}],"margin":16,"scrollContentInset":0,"spacing":12},"iOS":26,"keyboard":{"hardwareKeyboard":false,"kind":"letters","placement":"docked","predictive":false},"orientation":"portrait","window":"full screen"}"#,
        // field-visible on an iPhone 11 Pro in landscape, focus moving from row 0 to row 3.
        #"{"bars":[],"device":"iphone_x_xs_11pro","events":[{"after":1000,"event":"focus 0"},{"after":1000,"event":"focus 3"}],"form":{"container":"scrollView","inputAccessoryHeight":0,"items":[{"height":34,"kind":"textField"}],"margin":16,"scrollContentInset":0,"spacing":12},"iOS":26,"keyboard":{"hardwareKeyboard":false,"kind":"letters","placement":"docked","predictive":true},"orientation":"landscape","window":"full screen"}"#,
        // hide-restores: row 0 was 130 pt taller after the keyboard hid.
        #"{"bars":[],"device":"iphone_x_xs_11pro","events":[{"after":1000,"event":"focus 0"},{"after":1000,"event":"scroll 600"},{"after":1000,"event":"resign"}],"form":{"container":"scrollView","inputAccessoryHeight":0,"items":[{"height":34,"kind":"textField"}],"margin":16,"scrollContentInset":0,"spacing":12},"iOS":17,"keyboard":{"hardwareKeyboard":false,"kind":"letters","placement":"docked","predictive":true},"orientation":"portrait","window":"full screen"}"#,
    ])
    nonisolated func theTrialsScenariosReportNothing(json: String) throws {
        let scenario = try JSONDecoder().decode(Scenario.self, from: Data(json.utf8))
        let outcome = Clearance.run(scenario, strategy: UIKitScreen(id: "profile") { ProfileListScreen() })
        #expect(outcome.violation == nil, "\(outcome.violation.map { "\($0)" } ?? "")")
    }
}
