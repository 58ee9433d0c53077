import Foundation
import LayoutCore
import Testing

/// An app's constraint subclass, as UIKit allows (`open class NSLayoutConstraint : NSObject`):
/// it overrides `constant` (keeping a history), `awakeFromNib()` and `awakeAfter(using:)`,
/// and is made with the inherited `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
private final class RecordingConstraint: NSLayoutConstraint {
    var history: [CGFloat] = []
    var awoken = false

    override var constant: CGFloat {
        didSet { history.append(constant) }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoken = true
    }

    override func awakeAfter(using coder: NSCoder) -> Any? {
        super.awakeAfter(using: coder)
    }
}

/// A subclass whose `constant` is computed over the base's: the engine reads the override.
private final class DoublingConstraint: NSLayoutConstraint {
    override var constant: CGFloat {
        get { super.constant * 2 }
        set { super.constant = newValue }
    }
}

@MainActor
@Suite("NSLayoutConstraint subclasses and item-less constraints")
struct ConstraintSubclassTests {
    @Test func aSubclassOverridingConstantIsLaidOutByTheEngine() {
        let world = World(device: Devices.iPhoneX)
        let screen = UIViewController()
        world.present(screen)
        let box = UIView(name: "box")
        var height: RecordingConstraint!
        var width: DoublingConstraint!
        world.run {
            box.translatesAutoresizingMaskIntoConstraints = false
            screen.view.addSubview(box)
            height = RecordingConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40)
            width = DoublingConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 30)
            NSLayoutConstraint.activate([
                height, width,
                box.topAnchor.constraint(equalTo: screen.view.topAnchor, constant: 100),
                box.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor),
            ])
        }
        world.settle()
        #expect(box.frame == CGRect(x: 0, y: 100, width: 60, height: 40))
        #expect(height.firstItem === box && height.secondItem == nil)
        world.run { height.constant = 90; width.constant = 50 }
        world.settle()
        #expect(box.frame == CGRect(x: 0, y: 100, width: 100, height: 90), "the override's setter reaches the engine")
        #expect(height.history == [90], "the override sees each change after the initializer's value")
        world.run { height.awakeFromNib() }
        #expect(height.awoken)
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        #expect(height.awakeAfter(using: archiver) as AnyObject === height, "NSObject's answer is the receiver")
    }

    /// NSObject's `init()`: no items. UIKit raises "Constraint must contain a first layout
    /// item" for a constraint without one; activated in a world it is ignored and recorded.
    @Test func anItemlessConstraintIsRefusedWhenActivated() {
        let world = World(device: Devices.iPhoneX)
        let screen = UIViewController()
        world.present(screen)
        world.run {
            let itemless = NSLayoutConstraint()
            #expect(itemless.firstItem == nil && itemless.secondItem == nil)
            #expect(itemless.constant == 0 && itemless.multiplier == 1 && itemless.relation == .equal)
            itemless.isActive = true
            #expect(!itemless.isActive)
            NSLayoutConstraint.activate([itemless])
            #expect(!itemless.isActive)
        }
        #expect(world.exceptions.count == 2)
        #expect(world.exceptions.first?.contains("Constraint must contain a first layout item") == true)
    }
}
