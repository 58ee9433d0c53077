import ClearanceUIKit
import Testing

/// Motion events (a shake): UIKit's `motionBegan(_:with:)` family and `UIEvent.EventSubtype`,
/// which the model declares with the SDK's signatures and never sends (no device is shaken).
/// Tests/RealBugs/41 (Wormholy) overrides `motionBegan` in an extension of `UIViewController`;
/// ClearanceAdapter keeps such an override renamed, with the class adopting
/// `__ClearanceExtensionMotionBegan` — written here as the adapter writes it (a class of this
/// test, so that no other test's controllers adopt it).
@MainActor
@Suite struct MotionEventTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    class ShakeScreen: UIViewController {
        var shakes: [UIEvent.EventSubtype] = []
    }

    /// A subclass with its own override, which calls super (as on iOS, super reaches the
    /// extension's method, the one UIKit's class then has).
    final class CountingShakeScreen: ShakeScreen {
        var own = 0
        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            own += 1
            super.motionBegan(motion, with: event)
        }
    }

    @Test func theSubtypesHaveUIEventsRawValues() {
        // UIEvent.h: UIEventSubtypeNone = 0, UIEventSubtypeMotionShake = 1,
        // UIEventSubtypeRemoteControlPlay = 100 … UIEventSubtypeRemoteControlEndSeekingForward = 109.
        #expect(UIEvent.EventSubtype.none.rawValue == 0)
        #expect(UIEvent.EventSubtype.motionShake.rawValue == 1)
        #expect(UIEvent.EventSubtype.remoteControlPlay.rawValue == 100)
        #expect(UIEvent.EventSubtype.remoteControlEndSeekingForward.rawValue == 109)
        #expect(UIEvent().subtype == .none)
    }

    @Test func theDefaultsForwardUpTheResponderChain() {
        // "The default implementation of this method forwards the message up the responder
        // chain" (Apple's motionBegan(_:with:), motionEnded, motionCancelled): from a view to
        // its controller, which here is the one that handles it.
        let world = World(device: Self.phone)
        let screen = CountingShakeScreen()
        world.present(screen)
        let label = UILabel()
        screen.view.addSubview(label)
        label.motionBegan(.motionShake, with: nil)
        #expect(screen.own == 1)
        label.motionEnded(.motionShake, with: nil)
        label.motionCancelled(.motionShake, with: nil)
        #expect(screen.own == 1)
    }

    @Test func anOverrideKeptFromAnExtensionRunsAsIOSRunsTheExtensionsMethod() {
        let world = World(device: Self.phone)
        let screen = CountingShakeScreen()
        world.present(screen)
        let label = UILabel()
        screen.view.addSubview(label)
        // From a subview up the chain: the subclass's override, then through super the
        // extension's method, which forwards to `next` (the window, then the application).
        label.motionBegan(.motionShake, with: nil)
        #expect(screen.own == 1)
        #expect(screen.shakes == [.motionShake])
        // Another class's instance does not have it.
        let plain = UIViewController()
        plain.motionBegan(.motionShake, with: nil)
        #expect(screen.shakes == [.motionShake])
    }
}

/// What ClearanceAdapter writes for `extension ShakeScreen { override func motionBegan… }`
/// (ClearanceAdapter's "Rewrites": an unsent event's override in an extension of a class
/// declared in another file).
extension MotionEventTests.ShakeScreen {
    func __clearanceExtension_motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        shakes.append(motion)
        next?.motionBegan(motion, with: event)
    }
}; extension MotionEventTests.ShakeScreen: __ClearanceExtensionMotionBegan {}

/// `UITableViewCell.setSelected(_:animated:)` (Wormholy's ActionableTableViewCell overrides it,
/// calling super; Tests/RealBugs/41): declared with the SDK's signature, no modelled effect.
@MainActor
@Suite struct TableCellSelectionTests {
    final class ActionCell: UITableViewCell {
        var calls = 0
        override func setSelected(_ selected: Bool, animated: Bool) {
            super.setSelected(selected, animated: animated)
            calls += 1
        }
    }

    @Test func setSelectedSetsIsSelectedAndNothingElse() {
        let cell = ActionCell(style: .default, reuseIdentifier: nil)
        #expect(!cell.isSelected)
        let frame = cell.frame
        cell.setSelected(true, animated: true)
        #expect(cell.isSelected && cell.calls == 1)
        #expect(cell.frame == frame)
        cell.setSelected(false, animated: false)
        #expect(!cell.isSelected)
    }
}
