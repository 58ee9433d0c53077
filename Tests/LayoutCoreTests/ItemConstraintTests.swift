import LayoutCore
import Testing

@Suite("Constraints in UIKit's first form, NSLayoutConstraint(item:attribute:…)")
struct ItemConstraintTests {
    /// Pre-anchor keyboard code: an input bar held to the bottom by a constraint whose
    /// constant the keyboard handler changes, its height a constant, its sides the view's.
    @Test func anInputBarHeldByItemConstraintsFollowsItsConstant() {
        let screen = UIViewController()
        let bar = UIView()
        var bottom: NSLayoutConstraint!
        let world = World(device: Devices.iPhoneX).showing(screen)
        world.run {
            bar.translatesAutoresizingMaskIntoConstraints = false
            screen.view.addSubview(bar)
            bottom = NSLayoutConstraint(item: screen.view!, attribute: .bottom, relatedBy: .equal, toItem: bar, attribute: .bottom, multiplier: 1, constant: 0)
            NSLayoutConstraint.activate([
                NSLayoutConstraint(item: bar, attribute: .leading, relatedBy: .equal, toItem: screen.view, attribute: .leading, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: bar, attribute: .trailing, relatedBy: .equal, toItem: screen.view, attribute: .trailing, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: bar, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 50),
                bottom,
            ])
        }
        world.layoutIfNeeded()
        #expect(bar.frameInWindow == CGRect(0, 762, 375, 50))
        world.run { bottom.constant = 336 }
        world.layoutIfNeeded()
        #expect(bar.frameInWindow == CGRect(0, 426, 375, 50))
    }

    /// A multiplier on a dimension, and a relation to a layout guide.
    @Test func aMultiplierAndAGuideWork() {
        let screen = UIViewController()
        let panel = UIView()
        let world = World(device: Devices.iPhoneX).showing(screen)
        world.run {
            panel.translatesAutoresizingMaskIntoConstraints = false
            screen.view.addSubview(panel)
            let guide = screen.view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                NSLayoutConstraint(item: panel, attribute: .top, relatedBy: .equal, toItem: guide, attribute: .top, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: panel, attribute: .leading, relatedBy: .equal, toItem: guide, attribute: .leading, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: panel, attribute: .width, relatedBy: .equal, toItem: guide, attribute: .width, multiplier: 0.5, constant: 0),
                NSLayoutConstraint(item: panel, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: panel, attribute: .width, multiplier: 1, constant: 10),
            ])
        }
        world.layoutIfNeeded()
        #expect(panel.frameInWindow.origin == CGPoint(x: 0, y: 44))
        #expect(panel.frameInWindow.width == 187.5)
        #expect(panel.frameInWindow.height >= 197.5)
    }

    /// A margin attribute is the view's layout margins guide's edge or centre.
    @Test func aMarginAttributeIsTheMarginsGuides() {
        let screen = UIViewController()
        let panel = UIView(), twin = UIView()
        let world = World(device: Devices.iPhoneX).showing(screen)
        world.run {
            for view in [panel, twin] {
                view.translatesAutoresizingMaskIntoConstraints = false
                screen.view.addSubview(view)
            }
            let view = screen.view!, guide = view.layoutMarginsGuide
            NSLayoutConstraint.activate([
                NSLayoutConstraint(item: panel, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leadingMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: view, attribute: .trailingMargin, relatedBy: .equal, toItem: panel, attribute: .trailing, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: panel, attribute: .top, relatedBy: .equal, toItem: view, attribute: .topMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: panel, attribute: .centerY, relatedBy: .equal, toItem: view, attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
                twin.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                twin.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                twin.topAnchor.constraint(equalTo: guide.topAnchor),
                twin.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
        }
        world.layoutIfNeeded()
        #expect(panel.frame == twin.frame)
        #expect(panel.frame.minX > 0 && panel.frame.minY >= 44)
    }
}
