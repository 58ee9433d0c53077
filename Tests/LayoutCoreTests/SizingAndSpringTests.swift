@testable import LayoutCore
import Testing

/// Autoresizing masks, the default root view's size and spring timing (View+Sizing.swift,
/// Animation.swift).
@Suite("How views resize and spring")
struct SizingAndSpringTests {
    /// A screen that lays out by frames in `viewDidLoad`, as older code does.
    final class FrameScreen: UIViewController {
        let textView = UITextView()
        let footer = UIView()
        var boundsAtLoad: CGRect = .zero
        override func viewDidLoad() {
            super.viewDidLoad()
            boundsAtLoad = view.bounds
            textView.frame = view.bounds
            textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(textView)
            footer.frame = CGRect(x: 0, y: view.bounds.height - 50, width: view.bounds.width, height: 50)
            footer.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
            view.addSubview(footer)
        }
    }

    /// Apple (forums thread 720294): the default root view is not zero-sized in
    /// `viewDidLoad`; it is the main screen's size until the controller is placed.
    @Test func aRootViewIsScreenSizedInViewDidLoad() {
        let screen = FrameScreen()
        let world = World(device: Devices.iPadAir11, windowKind: .formSheet)
        world.present(screen)
        #expect(screen.boundsAtLoad.size == CGSize(width: 820, height: 1180))
        #expect(screen.view.bounds.size != screen.boundsAtLoad.size, "then the form sheet sizes it")
    }

    /// Apple's autoresizingMask page: subviews follow their superview's new bounds by their
    /// masks; a flexible top margin keeps the bottom distance.
    @Test func masksFollowTheRootViewIntoItsWindow() {
        let screen = FrameScreen()
        let world = World(device: Devices.iPadAir11, windowKind: .formSheet)
        world.present(screen)
        let size = screen.view.bounds.size
        #expect(screen.textView.frame == CGRect(origin: .zero, size: size))
        #expect(screen.footer.frame == CGRect(x: 0, y: size.height - 50, width: size.width, height: 50))
        let plain = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        world.run { screen.view.addSubview(plain) }
        world.run { screen.view.frame.size.width += 100 }
        #expect(plain.frame == CGRect(x: 10, y: 10, width: 20, height: 20), "no mask, no change")
    }

    /// "When more than one option along the same axis is set … distribute the size difference
    /// proportionally among the flexible portions."
    @Test func severalFlexiblePartsShareTheChangeInProportion() {
        let (x, width) = UIView.distribute(60, lead: 10, size: 40, trail: 50, flexible: (true, true, false))
        #expect(x == 22 && width == 88, "10 and 40 share 60 as 12 and 48")
        let (x2, width2) = UIView.distribute(-30, lead: 0, size: 100, trail: 200, flexible: (false, true, true))
        #expect(x2 == 0 && width2 == 90)
        let even = UIView.distribute(10, lead: 0, size: 0, trail: 0, flexible: (true, false, true))
        #expect(even.0 == 5, "no lengths to share by: evenly")
    }

    /// ModelNumber.springTiming: within 2% of the end at the duration; a damping ratio below
    /// 1 overshoots, 1 does not; the initial velocity is the start's slope.
    @Test func springsSettleOverTheirDuration() {
        let critical = (0...100).map { TimingCurve.springPosition(Double($0) / 100, dampingRatio: 1, velocity: 0) }
        #expect(critical.allSatisfy { $0 <= 1 })
        #expect(abs(1 - critical.last!) < 0.1)
        let bouncy = (0...100).map { TimingCurve.springPosition(Double($0) / 100, dampingRatio: 0.3, velocity: 0) }
        #expect(bouncy.max()! > 1.2, "a low damping ratio bounces past the end")
        #expect(abs(1 - bouncy.last!) < 0.05)
        let fast = TimingCurve.springPosition(0.001, dampingRatio: 1, velocity: 10) / 0.001
        #expect(abs(fast - 10) < 0.5)
        #expect(TimingCurve.spring(dampingRatio: 0.7, velocity: 0).progress(1) == 1)
    }

    @Test func aSpringAnimationMovesAViewOnTheVirtualClock() {
        let world = World(device: Devices.iPhone15Pro)
        let screen = UIViewController()
        world.present(screen)
        let card = UIView(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
        world.run {
            screen.view.addSubview(card)
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [], animations: {
                card.transform = CGAffineTransform(translationX: 0, y: -200)
            }, completion: nil)
        }
        let drawn = (1...9).map { world.presentationFrameInWindow(card, at: Double($0) * 0.05).minY }
        #expect(drawn.min()! < 200, "it overshoots the end, 200")
        world.settle()
        #expect(world.presentationFrameInWindow(card, at: world.now).minY == 200)
    }

    /// UIKit's views are NSObjects: equal by identity, hashable, NSObjectProtocol.
    @Test func viewsAreNSObjects() {
        let a = UITextField(), b = UITextField()
        #expect(a == a && a != b)
        #expect(Set([a, b, a]).count == 2)
        let delegate: NSObjectProtocol = a
        #expect(delegate.isEqual(a))
    }
}
