import LayoutCore
import Testing

/// A view's transform applies "relative to the center of its bounds" and does not affect
/// Auto Layout (https://developer.apple.com/documentation/uikit/uiview/transform): a list
/// flipped upside down with `CGAffineTransform(scaleX: 1, y: -1)` keeps its frame, draws its
/// content's top at its bottom edge, and a cell flipped back inside it is drawn upright — the
/// inverted list chat screens use to show their newest message at the bottom.
@Suite("Views drawn flipped: an inverted list and its cells")
struct FlippedViewTests {
    /// A 300×400 list at y 100 in a root view, flipped; a 50 pt item at its content's top; a
    /// cell flipped back holding a label 4 pt below the cell's top.
    /// (The root is returned too: a superview is held weakly.)
    func make() -> (root: UIView, list: UIView, item: UIView, cell: UIView, label: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let list = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        root.addSubview(list)
        list.transform = CGAffineTransform(scaleX: 1, y: -1)
        let item = UIView(frame: CGRect(x: 10, y: 0, width: 100, height: 50))
        list.addSubview(item)
        let cell = UIView(frame: CGRect(x: 0, y: 50, width: 300, height: 50))
        list.addSubview(cell)
        cell.transform = CGAffineTransform(scaleX: 1, y: -1)
        let label = UIView(frame: CGRect(x: 16, y: 4, width: 200, height: 20))
        cell.addSubview(label)
        return (root, list, item, cell, label)
    }

    /// The flipped list keeps its frame; what is first in its content is drawn at its bottom
    /// (before: at its top, the transform's flip ignored).
    @Test func theContentsTopIsDrawnAtTheBottomEdge() {
        let (root, list, item, cell, _) = make()
        defer { withExtendedLifetime(root) {} }
        #expect(list.frameInWindow == CGRect(x: 0, y: 100, width: 300, height: 400))
        #expect(item.frameInWindow == CGRect(x: 10, y: 450, width: 100, height: 50))
        #expect(cell.frameInWindow == CGRect(x: 0, y: 400, width: 300, height: 50))
    }

    /// A cell flipped back is drawn upright: its label is 4 pt below its top on screen.
    @Test func aCellFlippedBackIsDrawnUpright() {
        let (root, _, _, cell, label) = make()
        defer { withExtendedLifetime(root) {} }
        #expect(label.frameInWindow == CGRect(x: 16, y: 404, width: 200, height: 20))
        #expect(label.convert(label.bounds, to: nil) == label.frameInWindow)
        #expect(cell.convert(label.frame, to: nil) == label.frameInWindow)
    }

    /// Conversions follow the flip both ways: the top 10 pt of the flipped list's item (in its
    /// own coordinates, drawn flipped) are on screen at its bottom, and converting back
    /// gives the rectangle again.
    @Test func conversionsFollowTheFlip() {
        let (root, list, item, _, label) = make()
        defer { withExtendedLifetime(root) {} }
        let top = CGRect(x: 0, y: 0, width: 100, height: 10)
        #expect(item.convert(top, to: nil) == CGRect(x: 10, y: 490, width: 100, height: 10))
        #expect(item.convert(item.convert(top, to: nil), from: nil) == top)
        // (Views out of a window: the view-to-view conversion, not the screen's.)
        #expect(label.convert(label.bounds, to: Optional(list)) == CGRect(x: 16, y: 76, width: 200, height: 20))
        #expect(list.convert(CGRect(x: 16, y: 76, width: 200, height: 20), to: Optional(label)) == label.bounds)
    }

    /// Scrolling a flipped list (its bounds' origin, a scroll view's offset) moves its content
    /// the other way on screen: 20 pt further into its content draws the first item 20 pt
    /// lower.
    @Test func scrollingAFlippedListMovesItsContentTheOtherWay() {
        let (root, list, item, _, _) = make()
        defer { withExtendedLifetime(root) {} }
        list.bounds.origin.y = 20
        #expect(item.frameInWindow.minY == 470)
    }

    /// A rotation by π flips both axes (SwiftUI's `.rotationEffect(.degrees(180))` list):
    /// the item is drawn at the bottom right.
    @Test func aHalfTurnFlipsBothAxes() {
        let (root, list, item, _, _) = make()
        defer { withExtendedLifetime(root) {} }
        list.transform = CGAffineTransform(rotationAngle: .pi)
        #expect(item.frameInWindow == CGRect(x: 190, y: 450, width: 100, height: 50))
    }
}
