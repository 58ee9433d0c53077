import LayoutCore
import Testing

/// A root scroll view filling the screen, with content of a given height.
final class ScrollScreen: UIViewController {
    let scroll = UIScrollView(name: "scroll")
    let contentHeight: CGFloat
    let behavior: UIScrollView.ContentInsetAdjustmentBehavior

    init(contentHeight: CGFloat, behavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic) {
        self.contentHeight = contentHeight
        self.behavior = behavior
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        scroll.contentInsetAdjustmentBehavior = behavior
        view = scroll
    }

    override func viewDidLoad() {
        scroll.contentSize = CGSize(width: 375, height: contentHeight)
    }
}

@Suite("Scroll views")
struct ScrollViewTests {
    func world(_ screen: UIViewController, chrome: Chrome = .none) -> World {
        World(device: Devices.iPhoneX).showing(screen, chrome: chrome)
    }

    /// keyboard-platform.md §3.4: `adjustedContentInset = contentInset + safe area` along
    /// the edges the behaviour adjusts; under `.automatic` a scrollable scroll view on a Face
    /// ID iPhone adds the 34 pt home indicator to `contentInset.bottom`.
    @Test func automaticAddsTheSafeAreaToAScrollableScrollView() {
        let screen = ScrollScreen(contentHeight: 2000)
        let w = world(screen)
        screen.scroll.contentInset.bottom = 100
        #expect(screen.scroll.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 134, right: 0))
        withExtendedLifetime(w) {}
    }

    /// `.automatic` adjusts vertically when the content fits only inside a navigation or tab
    /// bar controller; otherwise it behaves like `.scrollableAxes`.
    @Test func automaticOnlyAdjustsFittingContentInsideABarController() {
        let plain = ScrollScreen(contentHeight: 300)
        let w1 = world(plain)
        #expect(plain.scroll.adjustedContentInset == .zero)
        let inNavigation = ScrollScreen(contentHeight: 300)
        let w2 = world(inNavigation, chrome: Chrome(navigationBar: .standard))
        #expect(inNavigation.scroll.adjustedContentInset == UIEdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
        withExtendedLifetime((w1, w2)) {}
    }

    @Test func scrollableAxesNeverAndAlways() {
        let fits = ScrollScreen(contentHeight: 300, behavior: .scrollableAxes)
        let w1 = world(fits)
        #expect(fits.scroll.adjustedContentInset == .zero)
        fits.scroll.alwaysBounceVertical = true
        #expect(fits.scroll.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let never = ScrollScreen(contentHeight: 2000, behavior: .never)
        let w2 = world(never)
        never.scroll.contentInset.bottom = 20
        #expect(never.scroll.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
        let always = ScrollScreen(contentHeight: 300, behavior: .always)
        let landscape = World(device: Devices.iPhoneX, orientation: .landscape).showing(always)
        #expect(always.scroll.adjustedContentInset == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        withExtendedLifetime((w1, w2, landscape)) {}
    }

    /// The valid `contentOffset.y` range: from −adjusted top to
    /// contentSize.height + adjusted bottom − bounds height (never below the minimum).
    @Test func theValidOffsetRange() {
        let screen = ScrollScreen(contentHeight: 2000)
        let w = world(screen)
        #expect(screen.scroll.minimumContentOffsetY == -44)
        #expect(screen.scroll.maximumContentOffsetY == CGFloat(2000 + 34 - 812))
        screen.scroll.contentInset.bottom = 300
        #expect(screen.scroll.maximumContentOffsetY == CGFloat(2000 + 334 - 812))
        let short = ScrollScreen(contentHeight: 100)
        let w2 = world(short)
        #expect(short.scroll.maximumContentOffsetY == short.scroll.minimumContentOffsetY)
        withExtendedLifetime((w, w2)) {}
    }

    /// keyboard-platform.md §3.4: `scrollRectToVisible` scrolls just enough and does nothing
    /// when the rectangle is already visible.
    @Test func scrollRectToVisibleScrollsMinimallyAndOnlyWhenNeeded() {
        let screen = ScrollScreen(contentHeight: 2000)
        let w = world(screen)
        w.run {
            screen.scroll.contentOffset = CGPoint(x: 0, y: -44)
            screen.scroll.scrollRectToVisible(CGRect(0, 300, 100, 40), animated: false)
            #expect(screen.scroll.contentOffset.y == -44)
            // Visible content: y from 0 to 812 − 34 − 44 = 734 at offset −44.
            screen.scroll.scrollRectToVisible(CGRect(0, 900, 100, 40), animated: false)
            #expect(screen.scroll.contentOffset.y == CGFloat(900 + 40 - 778))
            screen.scroll.scrollRectToVisible(CGRect(0, 50, 100, 40), animated: false)
            #expect(screen.scroll.contentOffset.y == CGFloat(50 - 44))
            screen.scroll.scrollRectToVisible(CGRect(0, 1990, 100, 40), animated: false)
            #expect(screen.scroll.contentOffset.y == screen.scroll.maximumContentOffsetY)
        }
    }

    /// Constraints to `contentLayoutGuide` define the content size; `frameLayoutGuide` is the
    /// visible frame.
    @Test func contentAndFrameGuides() {
        let world = World(device: Devices.iPhone15Pro)
        let screen = UIViewController()
        world.present(screen)
        let scroll = UIScrollView(name: "scroll")
        let stack = UIStackView(arrangedSubviews: (0..<30).map { UITextField(name: "f\($0)") }, name: "stack")
        world.run {
            scroll.translatesAutoresizingMaskIntoConstraints = false
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.axis = .vertical
            stack.spacing = 10
            screen.view.addSubview(scroll)
            scroll.addSubview(stack)
            NSLayoutConstraint.activate([
                scroll.topAnchor.constraint(equalTo: screen.view.topAnchor),
                scroll.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: screen.view.trailingAnchor),
                scroll.bottomAnchor.constraint(equalTo: screen.view.bottomAnchor),
                stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 16),
                stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -16),
                stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -16),
                stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
            ])
            world.layoutIfNeeded()
        }
        let height: CGFloat = 30 * 34 + 29 * 10
        #expect(stack.frame == CGRect(16, 16, 393 - 32, height))
        #expect(scroll.contentSize == CGSize(width: 393, height: height + 32))
        // The content is taller than the screen, so `.automatic` adds the safe area and the
        // scroll view starts at the top: offset −59.
        #expect(scroll.contentOffset.y == -59)
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(0, -59, 393, 852))
        world.run {
            scroll.contentOffset = CGPoint(x: 0, y: 200)
            world.layoutIfNeeded()
        }
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(0, 200, 393, 852))
        #expect(stack.frameInWindow.minY == CGFloat(16 - 200))
    }
}
