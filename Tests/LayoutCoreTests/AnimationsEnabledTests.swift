import LayoutCore
import Testing

@MainActor
@Suite("UIView.setAnimationsEnabled(false) makes animation blocks take effect at once")
struct AnimationsEnabledTests {
    @Test(arguments: [true, false])
    func anAnimationBlockAnimatesOnlyWhileAnimationsAreEnabled(enabled: Bool) {
        let screen = UIViewController()
        let world = World(device: Devices.iPhoneX).showing(screen)
        let box = world.run { () -> UIView in
            let box = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
            screen.view.addSubview(box)
            return box
        }
        world.run {
            #expect(UIView.areAnimationsEnabled, "animations are enabled by default")
            UIView.setAnimationsEnabled(enabled)
            #expect(UIView.areAnimationsEnabled == enabled)
            UIView.animate(withDuration: 0.5) { box.frame.origin.y = 300 }
        }
        // Halfway through the half second the box is still on its way, unless nothing animates.
        let halfway = world.presentationFrameInWindow(box, at: world.now + 0.25).minY
        if enabled {
            #expect(halfway > 100 && halfway < 300)
        } else {
            #expect(halfway == 300)
        }
        #expect(box.frame.minY == 300, "the block's changes are made either way")
    }
}
