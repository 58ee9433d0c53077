import ClearanceUIKit
import Foundation
import Testing

// Collection views from Interface Builder files: a storyboard's `<collectionView>` with its
// `<collectionViewFlowLayout>`, and a XIB's `<collectionViewCell>` registered with `UINib` —
// Wormholy's requests list (Tests/RealBugs/41: Flow.storyboard and RequestCell.xib at the fix's
// parent commit, MIT, kept in the pair's folder). Stand-ins for the library's classes here: their
// outlet overrides are what `clearance adapt` writes for `@IBOutlet weak var methodLabel: WHLabel!`.

/// Wormholy's WHLabel (a UILabel subclass; its inspectable border is drawing only).
final class CollectionIBLabel: UILabel {}

/// Wormholy's RequestCell: four label outlets.
final class CollectionIBRequestCell: UICollectionViewCell {
    weak var methodLabel: UILabel!
    weak var codeLabel: UILabel!
    weak var urlLabel: UILabel!
    weak var durationLabel: UILabel!
    var awoke = 0

    override func setValue(_ value: Any?, forOutletNamed name: String) -> Bool {
        switch name {
        case "methodLabel": methodLabel = value as? UILabel
        case "codeLabel": codeLabel = value as? UILabel
        case "urlLabel": urlLabel = value as? UILabel
        case "durationLabel": durationLabel = value as? UILabel
        default: return super.setValue(value, forOutletNamed: name)
        }
        return true
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke += 1
    }
}

/// Wormholy's WHCollectionView (an empty subclass).
final class CollectionIBCollectionView: UICollectionView {}

/// A screen whose collection view comes from the storyboard (its `collectionView` outlet), and
/// whose cells come from the XIB, registered as Wormholy's RequestsViewController does.
final class CollectionIBScreen: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    weak var collectionView: CollectionIBCollectionView!
    var nib: UINib?

    override func setValue(_ value: Any?, forOutletNamed name: String) -> Bool {
        if name == "collectionView" { collectionView = value as? CollectionIBCollectionView; return true }
        return super.setValue(value, forOutletNamed: name)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView?.register(nib, forCellWithReuseIdentifier: "RequestCell")
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "RequestCell", for: indexPath) as! CollectionIBRequestCell
        cell.urlLabel.text = "https://example.com/\(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: collectionView.bounds.size.width, height: 76)
    }
}

@MainActor
@Suite struct CollectionViewInterfaceBuilderTests {
    static let pair = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../RealBugs/41-wormholy-99-last-request-hidden").standardized
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    init() {
        InterfaceBuilder.register(CollectionIBLabel.self, as: "WHLabel")
        InterfaceBuilder.register(CollectionIBRequestCell.self, as: "RequestCell")
        InterfaceBuilder.register(CollectionIBCollectionView.self, as: "WHCollectionView")
        InterfaceBuilder.register(CollectionIBScreen.self, as: "RequestsViewController")
    }

    func requestCellNib() throws -> UINib {
        UINib(data: try Data(contentsOf: Self.pair.appendingPathComponent("RequestCell.xib")), bundle: nil)
    }

    /// The storyboard's requests scene with the real file's one unmodelled attribute,
    /// `sectionInsetReference="safeArea"`, left out (the test below reads the real file).
    func storyboardWithoutSectionInsetReference() throws -> InterfaceBuilderFile {
        let text = try String(contentsOf: Self.pair.appendingPathComponent("Flow.storyboard"), encoding: .utf8)
        let edited = text.replacingOccurrences(of: " sectionInsetReference=\"safeArea\"", with: "")
        #expect(edited != text)
        return try InterfaceBuilderFile(data: Data(edited.utf8), fileName: "Flow.storyboard")
    }

    @Test func aXIBsCollectionViewCellIsMadeWithItsContentViewAndOutlets() throws {
        let world = World(device: Self.phone)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(try requestCellNib(), forCellWithReuseIdentifier: "RequestCell")
        let cell = try #require(collection.dequeueReusableCell(withReuseIdentifier: "RequestCell", for: IndexPath(item: 0, section: 0)) as? CollectionIBRequestCell)
        #expect(world.exceptions.isEmpty, "\(world.exceptions)")
        #expect(cell.reuseIdentifier == "RequestCell")
        #expect(cell.awoke == 1)
        // The file's views are in the cell's own content view (`<view key="contentView">`),
        // which fills the cell; the outlets reach its labels (WHLabel, registered).
        #expect(cell.contentView.subviews.count == 1)
        #expect(cell.methodLabel is CollectionIBLabel && cell.urlLabel is CollectionIBLabel)
        #expect(cell.urlLabel.isDescendant(of: cell.contentView))
        // The frames IB recorded (the file's canvas: 432 × 146), until a layout.
        #expect(cell.frame.size == CGSize(width: 432, height: 146))
        #expect(cell.contentView.subviews[0].frame == CGRect(x: 8, y: 8, width: 416, height: 130))
        // A second cell is a new one, as a nib makes a new object each time.
        let second = collection.dequeueReusableCell(withReuseIdentifier: "RequestCell", for: IndexPath(item: 1, section: 0))
        #expect(second !== cell)
    }

    @Test func aNibReplacesAClassAndNilUnregistersIt() throws {
        let world = World(device: Self.phone)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "RequestCell")
        collection.register(try requestCellNib(), forCellWithReuseIdentifier: "RequestCell")
        #expect(collection.dequeueReusableCell(withReuseIdentifier: "RequestCell", for: IndexPath(item: 0, section: 0)) is CollectionIBRequestCell)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "RequestCell")
        #expect(!(collection.dequeueReusableCell(withReuseIdentifier: "RequestCell", for: IndexPath(item: 0, section: 0)) is CollectionIBRequestCell))
        // A nib that is not one collection view cell: the exception UIKit raises, recorded.
        let notACell = UINib(data: Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
        <view contentMode="scaleToFill" id="a1"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
        </objects></document>
        """.utf8), bundle: nil)
        collection.register(notACell, forCellWithReuseIdentifier: "Other")
        _ = world.run { collection.dequeueReusableCell(withReuseIdentifier: "Other", for: IndexPath(item: 0, section: 0)) }
        #expect(world.exceptions.contains { $0.contains("invalid nib registered for identifier (Other)") })
    }

    @Test func aStoryboardsCollectionViewHasItsClassFlowLayoutAndConstraints() throws {
        let file = try storyboardWithoutSectionInsetReference()
        let world = World(device: Self.phone)
        let screen = try #require(try file.instantiateController(identifier: "RequestsViewController") as? CollectionIBScreen)
        screen.nib = try requestCellNib()
        world.present(UINavigationController(rootViewController: screen))
        world.settle()
        #expect(world.exceptions.isEmpty, "\(world.exceptions)")
        let collection = try #require(screen.collectionView)
        let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.minimumLineSpacing == 8 && layout.minimumInteritemSpacing == 0)
        #expect(layout.itemSize == CGSize(width: 50, height: 50) && layout.sectionInset == .zero)
        // Pinned to the safe area (the storyboard's constraints), under the navigation bar.
        let safe = screen.view.safeAreaLayoutGuide.layoutFrame
        #expect(collection.frame == safe)
        // Its data source and delegate are the scene's controller (the file's outlets): the
        // cells are the XIB's, 76 pt tall, 8 pt apart.
        #expect(collection.numberOfItems(inSection: 0) == 12)
        let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second is CollectionIBRequestCell)
        #expect(second.frame == CGRect(x: 0, y: 84, width: collection.bounds.width, height: 76))
        // The XIB's constraints, solved at the cell's size: the container 8 pt inside the cell
        // on every side, in the content view that fills it.
        #expect(second.contentView.frame == second.bounds)
        #expect(second.contentView.subviews.first?.frame == CGRect(x: 8, y: 8, width: collection.bounds.width - 16, height: 60))
    }

    @Test func aSectionInsetReferenceOtherThanTheContentInsetIsRefusedNamingIt() throws {
        // The real Flow.storyboard measures its section insets from the safe area, which the
        // model's flow layout does not model: the scene does not load, and the error says why.
        // The view loads when it is shown; the error is the exception of the running world.
        let file = try InterfaceBuilderFile(contentsOf: Self.pair.appendingPathComponent("Flow.storyboard"))
        let world = World(device: Self.phone)
        let screen = try #require(try file.instantiateController(identifier: "RequestsViewController") as? CollectionIBScreen)
        world.present(UINavigationController(rootViewController: screen))
        world.settle()
        #expect(world.exceptions.contains { $0.contains("Flow.storyboard") && $0.contains("sectionInsetReference 'safeArea' is not modelled") },
                "\(world.exceptions)")
    }
}
