import ClearanceUIKit
import Testing

/// Which scroll view a navigation controller adjusts under `.automatic` when it does not
/// scroll: the controller's view, or that view's first subview (UIScrollView.h; measured on
/// iOS 9–11, greatytc.com/p/42c9fbc03396) — the latter under
/// ``Assumption/barControllerAdjustsFirstSubviewScrollView``, on by default since it has a
/// source. The storyboard screen of kharrison/CodeExamples'
/// Validate is such a screen: IB records its content's first view 8 pt from the content's
/// top, which is where UIKit lays it out once the navigation bar's 64 pt are in the inset.
@Suite("A bar controller's content scroll view")
struct BarControllerScrollViewTests {
    final class Screen: UIViewController {
        let scroll = UIScrollView()
        let other = UIScrollView()
        let content = UIView()
        let first = UIView()
        let scrollFirst: Bool

        init(scrollFirst: Bool) {
            self.scrollFirst = scrollFirst
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            for view in scrollFirst ? [scroll, other] : [other, scroll] {
                view.translatesAutoresizingMaskIntoConstraints = false
                self.view.addSubview(view)
                NSLayoutConstraint.activate([
                    view.topAnchor.constraint(equalTo: self.view.topAnchor),
                    view.bottomAnchor.constraint(equalTo: self.view.bottomAnchor),
                    view.leadingAnchor.constraint(equalTo: self.view.leadingAnchor),
                    view.trailingAnchor.constraint(equalTo: self.view.trailingAnchor),
                ])
            }
            // Short content, as the Validate form's: it does not scroll.
            content.translatesAutoresizingMaskIntoConstraints = false
            content.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            scroll.addSubview(content)
            first.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(first)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                first.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
                first.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor),
                first.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
                first.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
                first.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
    }

    /// The screen in a world on the iPhone 8 (the world is returned too: it must outlive the checks).
    /// `firstSubviewAdjusted` nil: the default assumptions.
    func present(scrollFirst: Bool, chrome: Chrome, firstSubviewAdjusted: Bool? = nil) throws -> (World, Screen) {
        let device = try #require(DeviceCatalog.device(id: "iphone_se_2_3_and_8"))
        let world = firstSubviewAdjusted.map {
            World(device: device, assumptions: Assumptions().with(.barControllerAdjustsFirstSubviewScrollView, $0))
        } ?? World(device: device)
        let screen = Screen(scrollFirst: scrollFirst)
        world.present(screen, chrome: chrome)
        world.settle()
        return (world, screen)
    }

    @Test func theRootViewsFirstSubviewGetsTheBarsInsetAndRestsBelowTheBar() throws {
        // The default assumptions: UIScrollView.h's behaviour is the model's unless switched off.
        #expect(Assumption.barControllerAdjustsFirstSubviewScrollView.defaultValue)
        let (world, screen) = try present(scrollFirst: true, chrome: Chrome(navigationBar: .standard))
        #expect(world.consultedAssumptions.contains(.barControllerAdjustsFirstSubviewScrollView))
        // Status bar 20 + navigation bar 44 on the iPhone 8.
        #expect(screen.scroll.adjustedContentInset.top == 64)
        #expect(screen.scroll.contentOffset.y == -64)
        // The content starts below the bar; its own safe area is then clear, and the first
        // view sits at the content's 8 pt margin (IB's frame for Validate's terms text).
        #expect(screen.content.frame.origin == .zero)
        #expect(screen.content.safeAreaInsets.top == 0)
        #expect(screen.first.frame.minY == 8)
        #expect(screen.first.convert(screen.first.bounds, to: nil).minY == 72)
        // A scroll view that is not the first subview is adjusted only where it scrolls.
        #expect(screen.other.adjustedContentInset.top == 0)
        #expect(world.exceptions.isEmpty)
    }

    @Test func withTheAssumptionOffTheFirstSubviewIsAdjustedOnlyWhereItScrolls() throws {
        let (world, screen) = try present(scrollFirst: true, chrome: Chrome(navigationBar: .standard), firstSubviewAdjusted: false)
        #expect(screen.scroll.adjustedContentInset.top == 0)
        #expect(screen.scroll.contentOffset.y == 0)
        // The content lies under the bar and takes its 64 pt as safe area: the first view is
        // 64 + 8 pt down, where IB's Validate storyboard has it 8 pt down.
        #expect(screen.first.frame.minY == 72)
        #expect(world.consultedAssumptions.contains(.barControllerAdjustsFirstSubviewScrollView))
    }

    @Test func aScrollViewBehindAnotherSubviewIsNotTheBarControllersToAdjust() throws {
        let (world, screen) = try present(scrollFirst: false, chrome: Chrome(navigationBar: .standard))
        #expect(screen.scroll.adjustedContentInset.top == 0)
        #expect(screen.scroll.contentOffset.y == 0)
        #expect(world.exceptions.isEmpty)
    }

    @Test func withoutABarControllerAShortScrollViewIsNotAdjusted() throws {
        let (world, screen) = try present(scrollFirst: true, chrome: .none)
        #expect(screen.scroll.adjustedContentInset.top == 0)
        #expect(screen.scroll.contentOffset.y == 0)
        #expect(world.exceptions.isEmpty)
    }
}
