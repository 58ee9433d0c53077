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

    /// Issue 35 #10: taking a bottom inset back does not pull `contentOffset` into range —
    /// TPKeyboardAvoiding#18: restoring the inset on hide "is not scrolled back … The result
    /// is a white band on the bottom" (``Assumption/scrollViewClampsOffsetAfterResize`` covers
    /// only a change of size). So "scrolled N pt past its content" after an inset handler
    /// restores its inset is the handler's to fix.
    @Test func takingBackABottomInsetLeavesTheOffsetPastTheContent() {
        let screen = ScrollScreen(contentHeight: 1000)
        let w = world(screen)
        screen.scroll.contentInset.bottom = 300
        let scrolled = screen.scroll.maximumContentOffsetY
        screen.scroll.contentOffset.y = scrolled
        screen.scroll.contentInset.bottom = 0
        w.layoutIfNeeded()
        #expect(screen.scroll.contentOffset.y == scrolled)
        #expect(screen.scroll.contentOffset.y - screen.scroll.maximumContentOffsetY == 300)
        withExtendedLifetime(w) {}
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

    /// Apple's Scroll View Programming Guide: an animated scroll moves "at a constant rate"
    /// (linear, over ``ModelNumber/animatedScrollDuration``). Before, it eased in and out.
    @Test func anAnimatedScrollMovesAtAConstantRate() {
        let (w, marker, start, before) = scrolledMarker(assumptions: Assumptions(), insideBlock: false)
        #expect(progress(w, marker, start, before, at: [0.25, 0.5, 0.75, 1]) == [25, 50, 75, 100])
        #expect(ModelNumber.all.contains(.animatedScrollDuration))
    }

    /// Inside an animation block (a keyboard handler's), the scroll takes the block's timing
    /// (a 1 s ease-in-out here) unless `animated-scroll-keeps-own-timing` is on, when it keeps
    /// its own constant rate.
    @Test(arguments: [false, true])
    func insideABlockTheScrollFollowsTheAssumption(ownTiming: Bool) {
        let assumptions = Assumptions().with(.animatedScrollKeepsOwnTiming, ownTiming)
        let (w, marker, start, before) = scrolledMarker(assumptions: assumptions, insideBlock: true)
        let seen = progress(w, marker, start, before, at: [0.25, 0.5, 0.75, 1])
        if ownTiming {
            #expect(seen == [25, 50, 75, 100])
        } else {
            #expect(seen[3] < 50)
            w.advance(to: start + 1)
            #expect(before - w.presentationFrameInWindow(marker, at: start + 1).minY == 344)
        }
    }

    /// A screen scrolled from −44 to 300 with `setContentOffset(_:animated: true)`, and a
    /// marker in its content: the world, the marker, when it started, the marker's top then.
    private func scrolledMarker(assumptions: Assumptions, insideBlock: Bool) -> (World, UIView, TimeInterval, CGFloat) {
        let screen = ScrollScreen(contentHeight: 2000)
        let w = World(device: Devices.iPhoneX, assumptions: assumptions).showing(screen, chrome: .none)
        let marker = UIView(frame: CGRect(0, 1000, 10, 10))
        w.run { screen.scroll.addSubview(marker) }
        w.settle()
        let start = w.now
        let before = w.presentationFrameInWindow(marker, at: start).minY
        w.run {
            if insideBlock {
                UIView.animate(withDuration: 1.0) { screen.scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true) }
            } else {
                screen.scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            }
        }
        return (w, marker, start, before)
    }

    /// How far the marker has moved, in percent of the 344 pt scroll, at fractions of the
    /// animated scroll's duration.
    private func progress(_ w: World, _ marker: UIView, _ start: TimeInterval, _ before: CGFloat, at fractions: [Double]) -> [CGFloat] {
        fractions.map { fraction in
            let t = start + fraction * UIScrollView.scrollAnimationDuration
            w.advance(to: t)
            return ((before - w.presentationFrameInWindow(marker, at: t).minY) / 344 * 100).rounded()
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
