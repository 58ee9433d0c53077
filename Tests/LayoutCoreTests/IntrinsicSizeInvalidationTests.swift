import LayoutCore
import Testing

/// `invalidateIntrinsicContentSize()` and the layout pass: an invalidation of a size the layout
/// engine already holds changes nothing, so it asks for no further pass (UIKit lays out again
/// only what is invalid); a new size is laid out.
@MainActor @Suite struct IntrinsicSizeInvalidationTests {
    /// A view that invalidates its intrinsic size in every `layoutSubviews`, as square/Blueprint's
    /// BlueprintView does (Tests/RealBugs 26), pinned on every edge by required constraints.
    final class SelfInvalidatingView: UIView {
        var size = CGSize(width: 100, height: 300)
        var layouts = 0
        override var intrinsicContentSize: CGSize { size }
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            invalidateIntrinsicContentSize()
        }
    }

    final class Screen: UIViewController {
        let pinned = SelfInvalidatingView(name: "pinned")
        let hugged = UIView(name: "hugged")

        override func viewDidLoad() {
            pinned.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(pinned)
            NSLayoutConstraint.activate([
                pinned.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                pinned.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                pinned.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                pinned.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
        }
    }

    /// The view's invalidation in its own `layoutSubviews` does not loop the layout: the
    /// screen settles (it once ran every pass to the cap, a "no-layout-loop" report for every
    /// BlueprintView).
    @Test func anInvalidationOfTheSizeTheEngineHoldsAsksForNoPass() {
        let screen = Screen()
        let world = World(device: Devices.iPhoneX).showing(screen)
        #expect(!world.layoutDidNotConverge)
        #expect(abs(screen.pinned.frame.height - (812 - 44)) < 0.001)
        let passes = world.layoutPasses
        world.run { screen.pinned.invalidateIntrinsicContentSize() }
        world.layoutIfNeeded()
        #expect(world.layoutPasses == passes)
        #expect(!world.layoutDidNotConverge)
    }

    /// A size that did change is laid out: a hugging view of its own size takes the new one.
    @Test func aNewIntrinsicSizeIsLaidOut() {
        final class Hugging: UIViewController {
            let box = SelfInvalidatingView(name: "box")
            override func viewDidLoad() {
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                ])
            }
        }
        let screen = Hugging()
        let world = World(device: Devices.iPhoneX).showing(screen)
        #expect(screen.box.frame.size == CGSize(width: 100, height: 300))
        world.run {
            screen.box.size = CGSize(width: 120, height: 200)
            screen.box.invalidateIntrinsicContentSize()
        }
        world.layoutIfNeeded()
        #expect(screen.box.frame.size == CGSize(width: 120, height: 200))
        #expect(!world.layoutDidNotConverge)
    }

    /// A controller that sets its `preferredContentSize` in every `viewDidLayoutSubviews`, as
    /// Mastodon's alt-text popover does (modern-surface.md m10), settles: only a size that "has
    /// changed" is news to its container (`preferredContentSizeDidChange(forChildContentContainer:)`),
    /// so setting the same size asks for no pass. It once ran every pass to the cap, a
    /// "no-layout-loop" report for the screen.
    @Test func settingTheSamePreferredContentSizeAsksForNoPass() {
        final class Sizing: UIViewController {
            var sets = 0
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                sets += 1
                preferredContentSize = CGSize(width: 300, height: 120)
            }
        }
        let screen = Sizing()
        let world = World(device: Devices.iPhoneX).showing(screen)
        #expect(!world.layoutDidNotConverge)
        let passes = world.layoutPasses
        world.run { screen.preferredContentSize = CGSize(width: 300, height: 120) }
        world.layoutIfNeeded()
        #expect(world.layoutPasses == passes)
        #expect(screen.sets < 4)
    }
}
