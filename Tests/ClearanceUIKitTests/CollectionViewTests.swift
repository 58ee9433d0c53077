import Clearance
import Testing

@Suite("A collection view with a flow layout, as apps write one")
@MainActor
struct CollectionViewTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    /// A grid of `count` items in `sections` sections, with the delegate's sizes when given.
    final class Grid: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let layout = UICollectionViewFlowLayout()
        lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        var counts = [5]
        var sizes: ((IndexPath) -> CGSize)?
        var cellClass: AnyClass = UICollectionViewCell.self

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.frame = view.bounds
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.register(cellClass, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = self
            collectionView.delegate = self
            view.addSubview(collectionView)
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
            sizes?(indexPath) ?? layout.itemSize
        }
    }

    func withGrid(_ configure: (Grid) -> Void = { _ in }, _ body: (World, Grid) -> Void) {
        let world = World(device: Self.phone, iOSVersion: 17)
        let screen = Grid()
        configure(screen)
        world.present(screen)
        world.run {
            screen.collectionView.layoutIfNeeded()
            body(world, screen)
        }
    }

    @Test func theFlowLayoutHasUIKitsDefaults() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.estimatedItemSize == .zero && layout.sectionInset == .zero)
        #expect(layout.scrollDirection == .vertical)
    }

    @Test func fullLinesShareTheirRoomAndTheLastLineKeepsTheMinimumSpacing() {
        // 393 pt wide, 100 pt items, 10 pt spacing: three fit a line (320 ≤ 393), four do not.
        withGrid({ $0.layout.itemSize = CGSize(width: 100, height: 40); $0.counts = [5] }) { _, grid in
            let view = grid.collectionView
            let frames = (0..<5).map { view.cellForItem(at: IndexPath(item: $0, section: 0))!.frame }
            // The first line is spread: 93 pt left over, shared between its two gaps.
            #expect(frames[0] == CGRect(x: 0, y: 0, width: 100, height: 40))
            #expect(frames[1] == CGRect(x: 146.5, y: 0, width: 100, height: 40))
            #expect(frames[2] == CGRect(x: 293, y: 0, width: 100, height: 40))
            // The last line starts at the leading edge, 10 pt apart, one line spacing below.
            #expect(frames[3] == CGRect(x: 0, y: 50, width: 100, height: 40))
            #expect(frames[4] == CGRect(x: 110, y: 50, width: 100, height: 40))
            #expect(view.contentSize == CGSize(width: 393, height: 90))
        }
    }

    @Test func aLineIsAsTallAsItsTallestItemWithTheOthersCentredInIt() {
        withGrid({ grid in
            grid.counts = [3]
            grid.sizes = { CGSize(width: 180, height: $0.item == 1 ? 80 : 40) }
        }) { _, grid in
            let view = grid.collectionView
            #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))!.frame == CGRect(x: 0, y: 20, width: 180, height: 40))
            #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))!.frame == CGRect(x: 213, y: 0, width: 180, height: 80))
            #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))!.frame.minY == 90)
        }
    }

    @Test func sectionsStackTheirHeaderSpaceInsetsAndFooterSpace() {
        withGrid({ grid in
            grid.counts = [2, 1]
            grid.layout.headerReferenceSize = CGSize(width: 0, height: 30)
            grid.layout.footerReferenceSize = CGSize(width: 0, height: 12)
            grid.layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 4, right: 16)
            grid.sizes = { _ in CGSize(width: 361, height: 60) }
        }) { _, grid in
            let view = grid.collectionView
            // One 361 pt item per line, exactly the room inside the section inset.
            #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))!.frame == CGRect(x: 16, y: 38, width: 361, height: 60))
            #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))!.frame.minY == 108)
            // 108 + 60 + 4 + 12 = 184, then the next header and inset.
            #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))!.frame.minY == 222)
            #expect(view.contentSize.height == 298)
            #expect(view.indexPath(for: view.cellForItem(at: IndexPath(item: 0, section: 1))!) == IndexPath(item: 0, section: 1))
            #expect(view.indexPathForItem(at: CGPoint(x: 20, y: 40)) == IndexPath(item: 0, section: 0))
        }
    }

    @Test func selfSizingCellsFitTheirConstraints() {
        final class Sized: UICollectionViewCell {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let label = UILabel()
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    label.widthAnchor.constraint(equalToConstant: 200),
                    label.heightAnchor.constraint(equalToConstant: 30),
                ])
            }
            required init?(coder: NSCoder) { return nil }
        }
        withGrid({ grid in
            grid.counts = [2]
            grid.layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            grid.cellClass = Sized.self
        }) { _, grid in
            // 200 × 50 from the constraints, not the 50 × 50 item size: two do not fit a line.
            let frame = grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!.frame
            #expect(frame.size == CGSize(width: 200, height: 50))
            #expect(frame.minY == 60)
        }
    }

    @Test func scrollToItemMindsTheContentInsetForTheKeyboard() {
        withGrid({ grid in
            grid.counts = [20]
            grid.sizes = { _ in CGSize(width: 393, height: 100) }
        }) { _, grid in
            let view = grid.collectionView
            view.contentInset.bottom = 300
            let last = IndexPath(item: 19, section: 0)
            view.scrollToItem(at: last, at: .bottom, animated: false)
            // The last item's bottom sits at the inset's top: above what the keyboard covers.
            let frame = view.layoutAttributesForItem(at: last)!.frame
            #expect(abs(frame.maxY - (view.contentOffset.y + view.bounds.height - view.adjustedContentInset.bottom)) < 0.001)
            #expect(view.contentOffset.y == view.maximumContentOffsetY)
            // Item 5 starts at 5 × (100 + 10 spacing).
            view.scrollToItem(at: IndexPath(item: 5, section: 0), at: .top, animated: false)
            #expect(view.contentOffset.y == 550 - view.adjustedContentInset.top)
            view.scrollToItem(at: IndexPath(item: 9, section: 0), at: .centeredHorizontally, animated: false)
            #expect(view.contentOffset.y == 550 - view.adjustedContentInset.top)
            #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 4, section: 0))
        }
    }

    @Test func reloadAndBatchUpdatesLoadTheItemsAgain() {
        withGrid { world, grid in
            let view = grid.collectionView
            #expect(view.numberOfItems(inSection: 0) == 5)
            grid.counts = [7]
            var finished = false
            view.performBatchUpdates({}, completion: { finished = $0 })
            view.layoutIfNeeded()
            #expect(finished && view.numberOfItems(inSection: 0) == 7)
            #expect(view.subviews.filter { $0 is UICollectionViewCell }.count == 7)
            grid.counts = [1, 2]
            view.insertItems(at: [IndexPath(item: 1, section: 1)])
            #expect(view.numberOfSections == 2 && view.numberOfItems(inSection: 1) == 2)
        }
    }

    @Test func aFieldInACellIsScrolledIntoViewAboveTheKeyboardOnlyWhenInset() throws {
        let world = World(device: Self.phone, iOSVersion: 17)
        let screen = NotesListViewController(careful: true)
        world.present(screen)
        world.settle()
        let last = try #require(world.run { screen.collectionView.cellForItem(at: IndexPath(item: 11, section: 0)) as? NoteCell })
        world.run { _ = last.textField.becomeFirstResponder() }
        world.settle()
        let keyboard = try #require(world.keyboard.screenFrame)
        #expect(last.textField.frameInWindow.maxY <= keyboard.minY)
        #expect(world.run { screen.collectionView.contentInset.bottom } > 0)
    }
}

@Suite("A cell that overrides systemLayoutSizeFitting")
@MainActor
struct FittingOverrideTests {
    /// Fixes its width to the target's, as apps write to stop a self-sizing cell growing
    /// sideways, and adds its own 4 pt.
    final class FixedWidthCell: UICollectionViewCell {
        override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                              verticalFittingPriority: UILayoutPriority) -> CGSize {
            let size = super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .required, verticalFittingPriority: verticalFittingPriority)
            return CGSize(width: size.width, height: size.height + 4)
        }
    }

    @Test func aFlowLayoutsSelfSizingCellsAskTheOverride() {
        let world = World(device: CollectionViewTests.phone, iOSVersion: 17)
        let screen = CollectionViewTests.Grid()
        screen.counts = [1]
        screen.cellClass = FixedWidthCell.self
        screen.layout.estimatedItemSize = CGSize(width: 393, height: 44)
        world.present(screen)
        world.run {
            screen.collectionView.layoutIfNeeded()
            // No constraints: the estimate's size, and the override's 4 pt more.
            #expect(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 393, height: 48))
        }
    }
}

@Suite("The notes list's failures are named for what its code does")
struct NotesListDiagnosisTests {
    /// Scrolled when editing began and inset by nothing, then turned to landscape: the
    /// inset falls short by all the keyboard covers (149 pt). The field's own shortfall
    /// (50 pt) is near the 49 pt tab bar by chance — the bar is not what the code got wrong,
    /// so no bar is named.
    @Test func aShortfallNearTheTabBarByChanceNamesNoBar() throws {
        let scenario = Scenario(device: .catalog("iphone_12promax_13promax_14plus"), bars: Chrome(tabBar: true),
                                events: [TimedEvent(.focus(3)), TimedEvent(.rotate)])
        let found = try #require(Clearance.run(scenario, strategy: AppScreen(screen: .notesList), invariants: [.fieldVisible]).violation)
        #expect(found.number("insetDeficit") == 149)
        #expect(found.diagnosis != .tabBarIgnored)
        #expect(Clearance.run(scenario, strategy: AppScreen(screen: .notesListCareful), invariants: [.fieldVisible]).violation == nil)
    }
}

@Suite("A flow layout given unusable sizes")
@MainActor
struct FlowLayoutBadInputTests {
    /// Infinite, undefined or negative sizes and spacings take no room: the items after them
    /// still get finite frames, and nothing traps.
    @Test func unusableLengthsTakeNoRoom() {
        let world = World(device: CollectionViewTests.phone, iOSVersion: 17)
        let screen = CollectionViewTests.Grid()
        screen.counts = [3]
        screen.layout.minimumLineSpacing = CGFloat.nan
        screen.layout.sectionInset = UIEdgeInsets(top: CGFloat.infinity, left: CGFloat.nan, bottom: -3, right: 0)
        screen.sizes = { [CGSize(width: CGFloat.infinity, height: 40), CGSize(width: 100, height: CGFloat.nan), CGSize(width: -5, height: 30)][$0.item] }
        world.present(screen)
        world.run {
            screen.collectionView.layoutIfNeeded()
            let frames = (0..<3).map { screen.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))!.frame }
            #expect(frames.allSatisfy { $0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite })
            #expect(screen.collectionView.contentSize.height.isFinite)
        }
    }
}
