import ClearanceUIKit
import Foundation
import Testing

// The declarations square/Blueprint's BlueprintUI module and its ScrollView need (real-bug pair
// 26, whose library module is compiled as it is), each as a reference of exactly the type
// Apple's page gives it (the SDKSignatureTests pattern), then the ones whose effect is modelled,
// by behaviour.

@MainActor
private func libraryModuleDeclarationsAsApplesPagesGiveThem() -> Int {
    var checked = 0
    func check<T>(_ value: T) { checked += 1 }

    // Core Animation's transform.
    check(CATransform3D.init as () -> CATransform3D)
    check(\CATransform3D.m11 as WritableKeyPath<CATransform3D, CGFloat>)
    check(\CATransform3D.m44 as WritableKeyPath<CATransform3D, CGFloat>)
    check(CATransform3DIdentity as CATransform3D)
    check(CATransform3DIsIdentity as (CATransform3D) -> Bool)
    check(CATransform3DEqualToTransform as (CATransform3D, CATransform3D) -> Bool)
    check(CATransform3DConcat as (CATransform3D, CATransform3D) -> CATransform3D)
    check(CATransform3DMakeTranslation as (CGFloat, CGFloat, CGFloat) -> CATransform3D)
    check(CATransform3DMakeScale as (CGFloat, CGFloat, CGFloat) -> CATransform3D)
    check(CATransform3DTranslate as (CATransform3D, CGFloat, CGFloat, CGFloat) -> CATransform3D)
    check(CATransform3DScale as (CATransform3D, CGFloat, CGFloat, CGFloat) -> CATransform3D)
    check(CATransform3DMakeAffineTransform as (CGAffineTransform) -> CATransform3D)
    check(CATransform3DIsAffine as (CATransform3D) -> Bool)
    check(CATransform3DGetAffineTransform as (CATransform3D) -> CGAffineTransform)
    check(\CALayer.transform as ReferenceWritableKeyPath<CALayer, CATransform3D>)

    // simd's matrix.
    check(simd_double4x4.init(rows:) as ([simd_double4]) -> simd_double4x4)
    check(simd_double4x4.init(columns:) as ((simd_double4, simd_double4, simd_double4, simd_double4)) -> simd_double4x4)
    check(\simd_double4x4.columns as WritableKeyPath<simd_double4x4, (simd_double4, simd_double4, simd_double4, simd_double4)>)
    check(double4x4.self == simd_double4x4.self)

    // Layout direction, animations.
    check([UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    check([UISemanticContentAttribute.unspecified, .playback, .spatial, .forceLeftToRight, .forceRightToLeft])
    check(\UIView.semanticContentAttribute as ReferenceWritableKeyPath<UIView, UISemanticContentAttribute>)
    check(\UIView.effectiveUserInterfaceLayoutDirection as KeyPath<UIView, UIUserInterfaceLayoutDirection>)
    check(UIView.userInterfaceLayoutDirection(for:) as (UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection)
    check(\UIApplication.userInterfaceLayoutDirection as KeyPath<UIApplication, UIUserInterfaceLayoutDirection>)
    check(UIView.inheritedAnimationDuration as TimeInterval)

    // A scroll view's refresh control and indicators.
    check(UIRefreshControl.init as () -> UIRefreshControl)
    check(\UIRefreshControl.isRefreshing as KeyPath<UIRefreshControl, Bool>)
    check(UIRefreshControl.beginRefreshing as (UIRefreshControl) -> () -> Void)
    check(UIRefreshControl.endRefreshing as (UIRefreshControl) -> () -> Void)
    check(\UIScrollView.refreshControl as ReferenceWritableKeyPath<UIScrollView, UIRefreshControl?>)
    check(\UIScrollView.alwaysBounceHorizontal as ReferenceWritableKeyPath<UIScrollView, Bool>)
    check(\UIScrollView.delaysContentTouches as ReferenceWritableKeyPath<UIScrollView, Bool>)
    check(\UIScrollView.showsHorizontalScrollIndicator as ReferenceWritableKeyPath<UIScrollView, Bool>)
    check(\UIScrollView.showsVerticalScrollIndicator as ReferenceWritableKeyPath<UIScrollView, Bool>)

    // A collection view cell's state (square/Listable's ItemState(cell:), pairs 02, 28 and 38).
    check(\UICollectionViewCell.isSelected as ReferenceWritableKeyPath<UICollectionViewCell, Bool>)
    check(\UICollectionViewCell.isHighlighted as ReferenceWritableKeyPath<UICollectionViewCell, Bool>)
    check(\UICollectionView.allowsSelection as ReferenceWritableKeyPath<UICollectionView, Bool>)
    check(\UICollectionView.allowsMultipleSelection as ReferenceWritableKeyPath<UICollectionView, Bool>)
    check(\UICollectionView.indexPathsForSelectedItems as KeyPath<UICollectionView, [IndexPath]?>)
    check(UICollectionView.selectItem(at:animated:scrollPosition:) as (UICollectionView) -> (IndexPath?, Bool, UICollectionView.ScrollPosition) -> Void)
    check(UICollectionView.deselectItem(at:animated:) as (UICollectionView) -> (IndexPath, Bool) -> Void)
    check(\UICollectionView.isPrefetchingEnabled as ReferenceWritableKeyPath<UICollectionView, Bool>)
    check(UICollectionView.deleteSections as (UICollectionView) -> (IndexSet) -> Void)
    check(UICollectionView.insertSections as (UICollectionView) -> (IndexSet) -> Void)
    check(UICollectionView.moveSection(_:toSection:) as (UICollectionView) -> (Int, Int) -> Void)
    check(UICollectionView.moveItem(at:to:) as (UICollectionView) -> (IndexPath, IndexPath) -> Void)
    check(UICollectionView.beginInteractiveMovementForItem(at:) as (UICollectionView) -> (IndexPath) -> Bool)
    check(UICollectionView.updateInteractiveMovementTargetPosition as (UICollectionView) -> (CGPoint) -> Void)
    check(UICollectionView.endInteractiveMovement as (UICollectionView) -> () -> Void)
    check(UICollectionView.cancelInteractiveMovement as (UICollectionView) -> () -> Void)
    return checked
}

/// A view of a library that declares a `name` of its own and overrides the semantic content
/// attribute, as square/Blueprint's BlueprintView does.
private final class NamedLibraryView: UIView {
    public var name: String?
    var attributeChanges = 0
    override var semanticContentAttribute: UISemanticContentAttribute {
        didSet { attributeChanges += 1 }
    }
}

/// A final view class with its own `init(frame:)`, which `clearance adapt` makes adopt
/// FrameConstructibleView (Blueprint's CallbackTextField).
private final class OwnInitField: UITextField, FrameConstructibleView {
    var madeWithFrame: CGRect?
    override init(frame: CGRect) {
        madeWithFrame = frame
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { nil }
}

/// Makes a view of `View` from the type, as Blueprint's `ViewDescription.Configuration<View>`
/// does (adapted: `View(frame: .zero)` becomes this call).
@MainActor private func make<View: UIView>(_ type: View.Type) -> View {
    UIView.makeView(ofType: type, frame: CGRect(x: 0, y: 0, width: 10, height: 20))
}

@MainActor @Suite struct LibraryModuleSurfaceTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    @Test func theDeclarationsHaveTheSDKsTypes() {
        #expect(libraryModuleDeclarationsAsApplesPagesGiveThem() == 51)
    }

    /// `CATransform3DConcat(a, b)` is `a * b` with points as row vectors: a scale then a
    /// translation moves the scaled point; the other order scales the translation too.
    @Test func concatenationIsTheMatrixProductInApplesOrder() {
        let scale = CATransform3DMakeScale(2, 3, 1)
        let move = CATransform3DMakeTranslation(10, 20, 0)
        let scaledThenMoved = CATransform3DConcat(scale, move)
        #expect(scaledThenMoved.m11 == 2 && scaledThenMoved.m22 == 3 && scaledThenMoved.m41 == 10 && scaledThenMoved.m42 == 20)
        let movedThenScaled = CATransform3DConcat(move, scale)
        #expect(movedThenScaled.m41 == 20 && movedThenScaled.m42 == 60)
        #expect(CATransform3DEqualToTransform(CATransform3DTranslate(scale, 10, 20, 0), movedThenScaled))
        #expect(CATransform3DIsIdentity(CATransform3DConcat(CATransform3DIdentity, CATransform3DIdentity)))
        #expect(!CATransform3DIsIdentity(CATransform3D()))
        let affine = CGAffineTransform(translationX: 5, y: -7)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
        #expect(CATransform3DIsAffine(move) && !CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
    }

    /// A view's own layer's transform is the view's: setting an affine one moves what the view
    /// draws (its `transform`); any other layer keeps its own.
    @Test func aViewsLayerTransformIsTheViewsTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(CATransform3DIsIdentity(view.layer.transform))
        view.layer.transform = CATransform3DMakeTranslation(0, -30, 0)
        #expect(view.transform == CGAffineTransform(translationX: 0, y: -30))
        view.transform = .identity
        #expect(CATransform3DIsIdentity(view.layer.transform))
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(layer.transform.m11 == 2)
    }

    /// simd's matrix: rows in, columns held; a row vector times it is Core Animation's point
    /// transform (BlueprintUI's `CGPoint.applying(_: CATransform3D)`).
    @Test func aRowVectorTimesTheMatrixTransformsAPoint() {
        let m = double4x4(rows: [SIMD4(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(10, 20, 0, 1)])
        #expect(m[3][0] == 0 && m[0][3] == 10 && m[1][3] == 20)
        #expect(SIMD4<Double>(5, 6, 0, 1) * m == SIMD4(15, 26, 0, 1))
        #expect(m.transpose * SIMD4<Double>(5, 6, 0, 1) == SIMD4(15, 26, 0, 1))
    }

    /// The inherited duration is the open animation block's, 0 outside one.
    @Test func inheritedAnimationDurationIsTheOpenBlocks() {
        let world = World(device: Self.phone)
        var inside: TimeInterval = -1
        world.run {
            UIView.animate(withDuration: 0.3) { inside = UIView.inheritedAnimationDuration }
        }
        #expect(inside == 0.3)
        #expect(world.run { UIView.inheritedAnimationDuration } == 0)
    }

    /// Left to right unless forced right to left; a view's override of the attribute is called.
    @Test func layoutDirectionFollowsTheSemanticContentAttribute() {
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        let view = NamedLibraryView()
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.attributeChanges == 1)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(World(device: Self.phone).run { UIApplication.shared.userInterfaceLayoutDirection } == .leftToRight)
    }

    /// A view subclass's own `name` is its own: UIKit's UIView has none, and the report name
    /// Clearance gives every view stays apart from it.
    @Test func aViewsOwnNameIsNotTheReportName() {
        let view = NamedLibraryView()
        #expect(view.name == nil)
        view.name = "library's"
        let asView: UIView = view
        #expect(asView.name.isEmpty)
        asView.name = "reports"
        #expect(view.name == "library's" && asView.reportName == "reports")
    }

    /// A view made from its type: the SDK's classes and a FrameConstructibleView, with the frame.
    @Test func aViewIsMadeFromItsType() {
        #expect(type(of: make(UIView.self)) == UIView.self)
        let field = make(UITextField.self)
        #expect(type(of: field) == UITextField.self && field.frame.height == 20)
        let own = make(OwnInitField.self)
        #expect(own.madeWithFrame == CGRect(x: 0, y: 0, width: 10, height: 20))
    }

    /// A cell is neither selected nor highlighted until set; a subclass's override sees the set.
    @Test func aCellsSelectionStateIsKeptAndOverridable() {
        final class Cell: UICollectionViewCell {
            var selections: [Bool] = []
            override var isSelected: Bool { didSet { selections.append(isSelected) } }
        }
        let cell = Cell(frame: .zero)
        #expect(!cell.isSelected && !cell.isHighlighted)
        cell.isSelected = true
        cell.isHighlighted = true
        #expect(cell.selections == [true] && cell.isHighlighted)
    }

    /// Selection by code: one item replaces another unless several may be selected; `nil` clears
    /// it; nothing happens when selection is not allowed; an interactive move never begins.
    @Test func aCollectionViewKeepsTheSelectionMadeByCode() {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        let first = IndexPath(item: 0, section: 0), second = IndexPath(item: 1, section: 0)
        #expect(collection.indexPathsForSelectedItems == [] && collection.allowsSelection && !collection.allowsMultipleSelection)
        collection.selectItem(at: first, animated: false, scrollPosition: [])
        collection.selectItem(at: second, animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == [second])
        collection.allowsMultipleSelection = true
        collection.selectItem(at: first, animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == [second, first])
        collection.deselectItem(at: second, animated: false)
        #expect(collection.indexPathsForSelectedItems == [first])
        collection.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == [])
        collection.allowsSelection = false
        collection.selectItem(at: first, animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == [])
        #expect(!collection.beginInteractiveMovementForItem(at: first))
    }

    /// The refresh control refreshes only between begin and end; the scroll view keeps its
    /// settings (none moves content).
    @Test func refreshControlAndIndicatorSettingsAreKept() {
        let scroll = UIScrollView()
        #expect(scroll.refreshControl == nil && scroll.showsVerticalScrollIndicator && scroll.delaysContentTouches && !scroll.alwaysBounceHorizontal)
        let control = UIRefreshControl()
        scroll.refreshControl = control
        control.beginRefreshing()
        #expect(scroll.refreshControl === control && control.isRefreshing)
        control.endRefreshing()
        #expect(!control.isRefreshing)
        scroll.showsVerticalScrollIndicator = false
        scroll.alwaysBounceHorizontal = true
        #expect(!scroll.showsVerticalScrollIndicator && scroll.alwaysBounceHorizontal)
        #expect(scroll.adjustedContentInset == .zero)
    }
}
