import LayoutCore
import Testing

/// A form as a plain collection view (flow layout, one full-width 60 pt row per line, no
/// spacing): each cell pins a text field to its content view's layout margins, or to its
/// content view's safe area (`pinsToSafeArea`). The collection view is pinned to the safe
/// area's top and to `keyboardLayoutGuide` (`underTheBars`: to the view's own edges, under the
/// status bar and the home indicator).
final class CollectionFormScreen: UIViewController, UICollectionViewDataSource {
    final class FieldCell: UICollectionViewCell {
        let field = UITextField(name: "field")
        var pinsToSafeArea = false {
            didSet { pin() }
        }
        private var pins: [NSLayoutConstraint] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            field.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(field)
            pin()
        }

        required init?(coder: NSCoder) { return nil }

        private func pin() {
            NSLayoutConstraint.deactivate(pins)
            let guide = pinsToSafeArea ? contentView.safeAreaLayoutGuide : contentView.layoutMarginsGuide
            pins = [field.topAnchor.constraint(equalTo: guide.topAnchor), field.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                    field.leadingAnchor.constraint(equalTo: guide.leadingAnchor), field.trailingAnchor.constraint(equalTo: guide.trailingAnchor)]
            NSLayoutConstraint.activate(pins)
        }
    }

    let layout = UICollectionViewFlowLayout()
    lazy var collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let underTheBars: Bool
    let pinsToSafeArea: Bool
    static let rows = 30

    init(underTheBars: Bool = false, pinsToSafeArea: Bool = false) {
        self.underTheBars = underTheBars
        self.pinsToSafeArea = pinsToSafeArea
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.itemSize = CGSize(width: 375, height: 60)
        layout.minimumLineSpacing = 0
        collection.register(FieldCell.self, forCellWithReuseIdentifier: "field")
        collection.dataSource = self
        collection.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collection)
        NSLayoutConstraint.activate([
            collection.topAnchor.constraint(equalTo: underTheBars ? view.topAnchor : view.safeAreaLayoutGuide.topAnchor),
            collection.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collection.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collection.bottomAnchor.constraint(equalTo: underTheBars ? view.bottomAnchor : view.keyboardLayoutGuide.topAnchor),
        ])
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.rows }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "field", for: indexPath) as! FieldCell
        cell.pinsToSafeArea = pinsToSafeArea
        return cell
    }

    func cell(_ item: Int) -> FieldCell { collection.cellForItem(at: IndexPath(item: item, section: 0)) as! FieldCell }
}

/// A view's safe-area insets "reflect only the portion of the view that is covered. For
/// example, if a view is entirely within the safe area of its superview, the edge insets in
/// this property are 0" (https://developer.apple.com/documentation/uikit/uiview/safeareainsets).
/// A collection view's cell scrolled past the edge of a collection view that lies inside the
/// safe area is clipped by the collection view, not covered by a bar: it has no vertical inset,
/// so a field pinned to its content view's margins or safe area stays where its row puts it
/// (``Assumption/scrollContentPastAnUncoveredEdgeIsSafe``). A cell that really is under the
/// status bar or the home indicator keeps its inset (GitHawk #593, #629).
@Suite("Cell safe area: a collection view's cells are inset only where a bar covers them")
@MainActor
struct CellSafeAreaTests {
    /// Shows `screen` on an iPhone X (44 pt status bar, 34 pt home indicator, 375 × 812).
    func show(_ screen: CollectionFormScreen, _ assumptions: Assumptions = Assumptions()) -> World {
        let world = World(device: Devices.iPhoneX, assumptions: assumptions).showing(screen)
        world.run { screen.collection.layoutIfNeeded() }
        return world
    }

    /// Scrolls the list so that row 0 hangs 30 pt above the collection view's top edge, and
    /// returns the world.
    func scrolledHalfARow(_ screen: CollectionFormScreen, _ assumptions: Assumptions = Assumptions()) -> World {
        let world = show(screen, assumptions)
        world.run {
            screen.collection.contentOffset.y = 30
            screen.collection.layoutIfNeeded()
        }
        return world
    }

    @Test func aCellScrolledPastTheTopOfAListInsideTheSafeAreaHasNoInset() {
        let screen = CollectionFormScreen()
        let world = scrolledHalfARow(screen)
        // The collection view lies inside the safe area: nothing covers it.
        #expect(screen.collection.safeAreaInsets == .zero)
        #expect(screen.collection.frame.minY == 44)
        let top = screen.cell(0)
        #expect(top.safeAreaInsets == .zero)
        #expect(top.contentView.safeAreaInsets == .zero)
        // The field keeps the default 8 pt margins of its 60 pt row.
        #expect(top.field.frame == CGRect(x: 8, y: 8, width: 359, height: 44))
        withExtendedLifetime(world) {}
    }

    @Test func aCellHangingBelowTheKeyboardGuideHasNoInset() {
        let screen = CollectionFormScreen(pinsToSafeArea: true)
        let world = show(screen)
        // 812 − 44 − 34 = 734 pt of list: row 12 spans 720…780, 46 pt past the list’s bottom.
        #expect(screen.collection.frame.maxY == 778)
        let straddling = screen.cell(12)
        #expect(straddling.frame.minY == 720)
        #expect(straddling.safeAreaInsets == .zero)
        #expect(straddling.contentView.safeAreaInsets == .zero)
        #expect(straddling.field.frame == CGRect(x: 0, y: 0, width: 375, height: 60))
        withExtendedLifetime(world) {}
    }

    /// The unclipped model: the same cell measured against the collection view's frame as if
    /// the part past its edge were covered (the behaviour before the fix, kept as the
    /// assumption's off state).
    @Test func withTheAssumptionOffThePartPastTheEdgeCountsAsCovered() {
        var assumptions = Assumptions()
        assumptions[.scrollContentPastAnUncoveredEdgeIsSafe] = false
        let screen = CollectionFormScreen()
        let world = scrolledHalfARow(screen, assumptions)
        #expect(screen.cell(0).safeAreaInsets == UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
        withExtendedLifetime(world) {}
    }

    /// A list that runs under the status bar and the home indicator: its cells there are
    /// covered, and keep the covered part as their inset, clamped to their own height.
    @Test func aCellUnderTheStatusBarKeepsItsInsetClampedToItsHeight() {
        let screen = CollectionFormScreen(underTheBars: true, pinsToSafeArea: true)
        let world = show(screen)
        // Not in a bar controller and scrollable: .automatic adds the safe area, so the list
        // rests at −44 with row 0 just below the status bar.
        #expect(screen.collection.adjustedContentInset.top == 44)
        #expect(screen.cell(0).safeAreaInsets == .zero)
        world.run {
            screen.collection.contentOffset.y = 30 - 44 + 60   // row 1 now starts 30 pt above the safe area
            screen.collection.layoutIfNeeded()
        }
        #expect(screen.cell(1).safeAreaInsets == UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
        #expect(screen.cell(1).contentView.safeAreaInsets.top == 30)
        #expect(screen.cell(1).field.frame == CGRect(x: 0, y: 30, width: 375, height: 30))
        // Row 0 is wholly under the status bar: inset by its whole height, never more.
        #expect(screen.cell(0).safeAreaInsets == UIEdgeInsets(top: 60, left: 0, bottom: 0, right: 0))
        withExtendedLifetime(world) {}
    }

    /// A view wholly inside its superview's safe area has zero insets (Apple's example).
    @Test func aViewInsideTheSafeAreaHasNoInsets() {
        let screen = CollectionFormScreen(underTheBars: true)
        let world = show(screen)
        #expect(screen.collection.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(screen.cell(5).safeAreaInsets == .zero)
        withExtendedLifetime(world) {}
    }
}
