import Foundation
import LayoutCore
import Testing

@Suite("Windows and presentation")
struct WindowsTests {
    /// device-geometry.md §4: Split View widths per device, a 10 pt divider, full height.
    @Test func splitViewWindowsHaveTheMeasuredWidths() {
        let cases: [(WindowKind, InterfaceOrientation, CGRect)] = [
            (.splitView(.oneThird, .left), .landscape, CGRect(0, 0, 375, 820)),
            (.splitView(.half, .right), .landscape, CGRect(1180 - 585, 0, 585, 820)),
            (.splitView(.twoThirds, .left), .landscape, CGRect(0, 0, 795, 820)),
            (.splitView(.oneThird, .right), .portrait, CGRect(820 - 320, 0, 320, 1180)),
            (.splitView(.twoThirds, .left), .portrait, CGRect(0, 0, 490, 1180)),
        ]
        for (kind, orientation, frame) in cases {
            let world = World(device: Devices.iPadAir11, orientation: orientation, windowKind: kind)
            #expect(world.window.frame == frame, "\(kind) in \(orientation)")
            #expect(world.window.frame.height == world.screen.bounds.height)
        }
        // The 9.7-inch iPad's measured landscape half is 507.
        #expect(World(device: Devices.iPad97, orientation: .landscape, windowKind: .splitView(.half, .left)).window.frame.width == 507)
    }

    /// device-geometry.md §5 (320 pt; 375 on 12.9-inch; full screen height, measured by
    /// chromium_multitask and gist_sgl0v): a Slide Over window spans the screen's height at its
    /// edge; with ``Assumption/slideOverFloatsAboveBottom`` on it floats above the bottom.
    @Test func slideOverWindowsAreFullHeight() {
        let flush = World(device: Devices.iPadPro129, windowKind: .slideOver(.left))
        #expect(flush.window.frame == CGRect(0, 0, 375, 1366))
        #expect(flush.window.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let world = World(device: Devices.iPadPro129, windowKind: .slideOver(.right),
                          assumptions: Assumptions().with(.slideOverFloatsAboveBottom, true))
        #expect(world.window.frame == CGRect(1024 - 375 - 10, 24, 375, 1366 - 24 - 20))
        #expect(world.window.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    /// device-geometry.md §5: the form sheet is 540×620, centred; the page sheet's size is
    /// not published (modelled, see ``WindowKind``).
    @Test func sheetsAreCentredRectanglesInAFullScreenWindow() {
        let form = World(device: Devices.iPadAir11, windowKind: .formSheet).showing(FieldsScreen())
        #expect(form.window.frame == CGRect(0, 0, 820, 1180))
        #expect(form.rootViewController!.view.frameInWindow == CGRect(140, 280, 540, 620))
        #expect(form.rootViewController!.view.safeAreaInsets == .zero)
        let page = World(device: Devices.iPadAir11, windowKind: .pageSheet).showing(FieldsScreen())
        #expect(page.rootViewController!.view.frameInWindow == CGRect(58, 44, 704, 1136))
        #expect(page.rootViewController!.view.safeAreaInsets.bottom == 20)
    }
}

@Suite("Views: hierarchy, safe area, bars, transform")
struct ViewsTests {
    /// A root view moved up by its frame (the keyboard handling of IQKeyboardManager and of
    /// many apps) overlaps the bars and the status bar by as much more: its top safe-area inset
    /// grows by the move and its bottom one goes to zero once it clears the home indicator, so
    /// what is pinned to its safe area's top stays where it was on the screen. Reported as
    /// such: IQKeyboardManager #1098 (a field constrained to the safe area's top stays under
    /// the keyboard), #1266 (elements aligned to the safe area's top "glitch" when the view
    /// moves), #2027 (the maintainer: "When keyboard appears and we change rootView frame,
    /// the safe area margin becomes zero").
    @Test func aRootViewMovedUpOverlapsTheBarsByAsMuchMore() {
        let nav = World(device: Devices.iPhoneX).showing(FieldsScreen(), chrome: Chrome(navigationBar: .standard))
        let root = nav.rootViewController!.view!
        nav.run { root.frame.origin.y = -100 }
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 188, left: 0, bottom: 0, right: 0))
    }

    /// Bars add to a view controller's safe area (HIG bar heights): navigation bar 44, large
    /// title 96, toolbar 44, tab bar 49, above the home indicator.
    @Test func barsAndAdditionalInsetsAddToTheSafeArea() {
        let nav = World(device: Devices.iPhoneX).showing(FieldsScreen(), chrome: Chrome(navigationBar: .standard))
        #expect(nav.rootViewController!.view.safeAreaInsets == UIEdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
        let large = World(device: Devices.iPhoneX).showing(FieldsScreen(), chrome: Chrome(navigationBar: .largeTitle, tabBar: true))
        #expect(large.rootViewController!.view.safeAreaInsets == UIEdgeInsets(top: 140, left: 0, bottom: 83, right: 0))
        #expect(large.view(named: "tabBar")?.frameInWindow == CGRect(0, 812 - 83, 375, 83))
        let both = World(device: Devices.iPhoneSE).showing(FieldsScreen(), chrome: Chrome(toolbar: true, tabBar: true))
        #expect(both.rootViewController!.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 93, right: 0))
        let screen = FieldsScreen()
        let extra = World(device: Devices.iPhoneX).showing(screen)
        screen.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
        extra.layoutIfNeeded()
        #expect(screen.view.safeAreaInsets.bottom == 84)
    }

    /// keyboard-platform.md §3.4: UIKit never adds the keyboard to a view's safe area.
    @Test func theKeyboardIsNeverPartOfAUIKitSafeArea() {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPhoneX).showing(screen)
        let before = screen.view.safeAreaInsets
        world.focusAndSettle(screen.fields[0])
        #expect(world.keyboard.isOnScreen)
        #expect(screen.view.safeAreaInsets == before)
        #expect(screen.fields[1].safeAreaInsets == .zero)
    }

    /// A subview's safe area is the part of it outside its superview's safe area.
    @Test func subviewsInheritTheSafeAreaTheyOverlap() {
        let world = World(device: Devices.iPhoneX)
        let screen = UIViewController()
        world.present(screen)
        world.run {
            let bottom = UIView(frame: CGRect(0, 700, 375, 112), name: "bottom")
            screen.view.addSubview(bottom)
            #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        }
    }

    /// Safe areas are remembered between changes (``World/geometryEpoch``): every change
    /// that moves a view or its safe area — a frame, an ancestor's frame or scroll position,
    /// a transform, a new superview, `additionalSafeAreaInsets` — is seen at once.
    @Test func aRememberedSafeAreaFollowsEveryChangeAtOnce() {
        let world = World(device: Devices.iPhoneX)
        let screen = UIViewController()
        world.present(screen)
        world.run {
            let holder = UIView(frame: CGRect(0, 600, 375, 212), name: "holder")
            let bottom = UIView(frame: CGRect(0, 100, 375, 112), name: "bottom")
            screen.view.addSubview(holder)
            holder.addSubview(bottom)
            #expect(bottom.safeAreaInsets.bottom == 34)
            holder.frame.origin.y = 500
            #expect(bottom.safeAreaInsets.bottom == 0)
            // Scrolled down by 100, it reaches past its superview's safe rectangle (500–712).
            holder.bounds.origin.y = -100
            #expect(bottom.safeAreaInsets.bottom == 100)
            holder.bounds.origin.y = 0
            holder.transform = CGAffineTransform(translationX: 0, y: 100)
            #expect(bottom.safeAreaInsets.bottom == 34)
            holder.transform = .identity
            #expect(bottom.safeAreaInsets.bottom == 0)
            // The root's safe area now ends at 812 − 34 − 150 = 628; the bottom view ends at 712.
            screen.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 150, right: 0)
            #expect(bottom.safeAreaInsets.bottom == 84)
            let other = UIView(frame: CGRect(0, 0, 375, 812), name: "other")
            screen.view.addSubview(other)
            bottom.removeFromSuperview()
            #expect(bottom.safeAreaInsets == .zero)
            other.addSubview(bottom)
            #expect(bottom.safeAreaInsets.top == 0 && bottom.safeAreaInsets.bottom == 0)
            // Wholly below 628: the inset is the view's whole height.
            bottom.frame.origin.y = 700
            #expect(bottom.safeAreaInsets.bottom == 112)
        }
    }

    @Test func hierarchyAndHiddenViews() {
        let world = World(device: Devices.iPhoneX)
        let screen = UIViewController()
        world.present(screen)
        world.run {
            let a = UIView(name: "a"), b = UIView(name: "b")
            screen.view.addSubview(a)
            a.addSubview(b)
            #expect(b.superview === a && b.window === world.window)
            #expect(b.isDescendant(of: screen.view))
            #expect(a.id > 0 && b.id == a.id + 1)
            b.removeFromSuperview()
            #expect(b.superview == nil && b.window == nil)
            a.isHidden = true
            #expect(a.isHidden)
        }
    }

    /// The root view's layout margins: UIKit's system minimum, zero at the top and bottom and
    /// 16 pt on the sides in compact width, 20 pt in regular width (Apple's UIView.layoutMargins
    /// page); the margins guide sits inside the safe area.
    @Test func rootLayoutMarginsFollowTheSizeClass() {
        let phone = World(device: Devices.iPhoneX).showing(FieldsScreen())
        #expect(phone.rootViewController!.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(phone.rootViewController!.view.layoutMarginsFrame == CGRect(16, 44, 343, 812 - 44 - 34))
        let pad = World(device: Devices.iPadAir11).showing(FieldsScreen())
        #expect(pad.rootViewController!.view.layoutMargins.left == 20)
        let narrow = World(device: Devices.iPadAir11, windowKind: .splitView(.oneThird, .left)).showing(FieldsScreen())
        #expect(narrow.rootViewController!.view.layoutMargins.left == 16)
    }
}

@Suite("Gesture recognizers hold their view as UIKit's weak reference does")
struct GestureRecognizerViewTests {
    /// The recognizer's `view` is its view while attached and `nil` once detached or once the
    /// view is gone (it is not stored as a weak reference, so the view clears it).
    @Test func theViewIsNilOnceDetachedOrGone() {
        let recognizer = UITapGestureRecognizer(target: nil, action: nil)
        do {
            let view = UIView()
            view.addGestureRecognizer(recognizer)
            #expect(recognizer.view === view)
            view.removeGestureRecognizer(recognizer)
            #expect(recognizer.view == nil)
            view.addGestureRecognizer(recognizer)
        }
        #expect(recognizer.view == nil)
    }

    /// Moving a recognizer to another view detaches it from the first.
    @Test func movingARecognizerDetachesItFromItsFirstView() {
        let recognizer = UITapGestureRecognizer(target: nil, action: nil)
        let first = UIView(), second = UIView()
        first.addGestureRecognizer(recognizer)
        second.addGestureRecognizer(recognizer)
        #expect(first.gestureRecognizers == nil)
        #expect(recognizer.view === second)
    }
}

@Suite("A deep view tree")
struct DeepViewTreeTests {
    /// A view's subviews are released in a loop, not from deinit to deinit: 5,000 nested
    /// views free on a thread with a 512 KB stack (before, UIView.deinit recursed once per
    /// level and overflowed it: SIGSEGV; a storyboard of 30,000 nested views did so on a test
    /// thread).
    @Test func nestedViewsAreFreedWithoutOverflowingASmallStack() {
        let world = World(device: Devices.iPadAir11)
        nonisolated(unsafe) var freed = false
        let done = DispatchSemaphore(value: 0)
        let thread = Foundation.Thread {
            weak var deepest: UIView?
            world.run { MainActor.assumeIsolated {
                var root: UIView? = UIView()
                var parent = root!
                for _ in 0..<5_000 {
                    let child = UIView()
                    parent.addSubview(child)
                    parent = child
                }
                deepest = parent
                root = nil
            } }
            freed = deepest == nil
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        #expect(freed)
    }
}
