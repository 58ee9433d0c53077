import LayoutCore
import Testing

/// Frames in flight (what moves-with-keyboard samples every 1/60 s) are drawn as the model
/// draws them at rest: a view's transform applies "relative to the center of its bounds"
/// (https://developer.apple.com/documentation/uikit/uiview/transform), so a list flipped upside
/// down draws its content mirrored, and a cell flipped back is upright. The in-flight frames
/// used to place a flipped list's content as if upright.
@MainActor
@Suite("Frames in flight follow flips: a list drawn upside down and its rows turned back")
struct PresentationFlipTests {
    @Test func aRowOfAFlippedListIsDrawnInFlightWhereItIsAtRestAndMovesWithTheList() {
        let screen = UIViewController()
        let world = World(device: Devices.iPhoneX).showing(screen)
        let (list, row) = world.run { () -> (UIView, UIView) in
            let list = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
            list.transform = CGAffineTransform(scaleX: 1, y: -1)
            let row = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))   // first in the content
            row.transform = CGAffineTransform(scaleX: 1, y: -1)
            list.addSubview(row)
            screen.view.addSubview(list)
            return (list, row)
        }
        // At rest: the first row is drawn at the list's bottom edge.
        #expect(row.frameInWindow == CGRect(x: 0, y: 456, width: 375, height: 44))
        #expect(world.presentationFrameInWindow(row, at: world.now) == row.frameInWindow)
        // The list moves up 200 pt over half a second: halfway, the row is drawn 100 pt up.
        world.run { UIView.animate(withDuration: 0.5) { list.frame.origin.y = -100 } }
        let halfway = world.presentationFrameInWindow(row, at: world.now + 0.25)
        #expect(abs(halfway.minY - 356) < 40, "on its way up from 456 to 256: \(halfway)")
        #expect(halfway.maxY <= world.presentationFrameInWindow(list, at: world.now + 0.25).maxY + 0.5, "inside the list as drawn")
        #expect(world.presentationFrameInWindow(row, at: world.now + 1) == row.frameInWindow)
        #expect(row.frameInWindow.minY == 256)
    }
}
