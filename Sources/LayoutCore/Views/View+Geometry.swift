import Foundation

extension UIView {
    /// Where the view's frame is drawn in window space: frames, transforms and the
    /// superviews' scroll positions composed (model values, not animations in flight).
    public var frameInWindow: CGRect { frameInWindow(memo: nil) }

    /// ``frameInWindow``, remembered for one geometry epoch (`stamp`, ``World/geometryEpoch``),
    /// during which no frame changes; `nil` computes it afresh.
    func frameInWindow(memo stamp: Int?) -> CGRect {
        if let stamp, geometryMemo.frameStamp == stamp { return geometryMemo.frame }
        let result: CGRect
        if let superview {
            let origin = superview.boundsOriginInWindow(memo: stamp)
            let flips = superview.flipsInWindow(memo: stamp ?? superview.world?.geometryEpoch)
            // A view's transform applies "relative to the center of its bounds"
            // (https://developer.apple.com/documentation/uikit/uiview/transform): a flip maps its
            // frame onto itself, a translation moves it; a superview drawn flipped mirrors it.
            result = CGRect(x: flips.x ? origin.x - (frame.maxX + transform.tx) : origin.x + frame.minX + transform.tx,
                            y: flips.y ? origin.y - (frame.maxY + transform.ty) : origin.y + frame.minY + transform.ty,
                            width: frame.width, height: frame.height)
        } else {
            result = self is UIWindow ? bounds : frame
        }
        if let stamp { geometryMemo.frameStamp = stamp; geometryMemo.frame = result }
        return result
    }

    /// The window-space point of the view's bounds coordinate (0, 0); along an axis the view
    /// is drawn flipped on (``flipsInWindow(memo:)``), window coordinates decrease from it as
    /// bounds coordinates increase.
    package var boundsOriginInWindow: CGPoint { boundsOriginInWindow(memo: nil) }

    func boundsOriginInWindow(memo stamp: Int?) -> CGPoint {
        if self is UIWindow { return CGPoint(x: -boundsOrigin.x, y: -boundsOrigin.y) }
        let f = frameInWindow(memo: stamp)
        let flips = flipsInWindow(memo: stamp ?? world?.geometryEpoch)
        return CGPoint(x: flips.x ? f.maxX + boundsOrigin.x : f.minX - boundsOrigin.x,
                       y: flips.y ? f.maxY + boundsOrigin.y : f.minY - boundsOrigin.y)
    }

    /// Whether the view's content is drawn mirrored (x) or upside down (y) in the window: an
    /// odd number of flips (a negative `transform.a` or `.d`, ``CGAffineTransform/init(scaleX:y:)``)
    /// on it and its superviews — a list flipped upside down, and its cells flipped back.
    /// `stamp` is read only once a flip was ever set (finding a view's world walks up to its
    /// window: the geometry of a run that flips nothing does not pay for it).
    package func flipsInWindow(memo stampOnce: @autoclosure () -> Int?) -> (x: Bool, y: Bool) {
        guard UIView.aFlipWasSet, let superview, !(self is UIWindow) else { return (false, false) }
        let stamp = stampOnce()
        if let stamp, geometryMemo.flipStamp == stamp { return geometryMemo.flips }
        let outer = superview.flipsInWindow(memo: stamp)
        let own = transform
        let result = (x: outer.x != (own.a < 0), y: outer.y != (own.d < 0))
        if let stamp { geometryMemo.flipStamp = stamp; geometryMemo.flips = result }
        return result
    }

    /// Whether any view of the process was ever given a flipping transform. Until one is,
    /// nothing is drawn flipped and no ancestor chain is walked to find out (the geometry of
    /// every other run costs what it did): set once, never cleared, and only ever from false
    /// to true, so a thread that reads a stale false is one no flipped view can reach.
    nonisolated(unsafe) static var aFlipWasSet = false

    /// Whether the view is drawn flipped on either axis now.
    package var isDrawnFlipped: Bool {
        let flips = flipsInWindow(memo: world?.geometryEpoch)
        return flips.x || flips.y
    }

    /// Whether the view is drawn upside down now.
    package var isDrawnUpsideDown: Bool { flipsInWindow(memo: world?.geometryEpoch).y }

    /// Whether the view is drawn mirrored left to right now.
    package var isDrawnMirrored: Bool { flipsInWindow(memo: world?.geometryEpoch).x }

    /// A rectangle in this view's coordinate space, in the window's.
    func rectInWindow(_ rect: CGRect) -> CGRect {
        let origin = boundsOriginInWindow
        let flips = flipsInWindow(memo: world?.geometryEpoch)
        return CGRect(x: flips.x ? origin.x - rect.maxX : origin.x + rect.minX, y: flips.y ? origin.y - rect.maxY : origin.y + rect.minY,
                      width: rect.width, height: rect.height)
    }

    /// A window-space rectangle in this view's coordinate space.
    func rectFromWindow(_ rect: CGRect) -> CGRect {
        let origin = boundsOriginInWindow
        let flips = flipsInWindow(memo: world?.geometryEpoch)
        return CGRect(x: flips.x ? origin.x - rect.maxX : rect.minX - origin.x, y: flips.y ? origin.y - rect.maxY : rect.minY - origin.y,
                      width: rect.width, height: rect.height)
    }

    /// Converts a rectangle from this view's coordinate space to `view`'s (`nil`: the window).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        guard isDrawnFlipped || view?.isDrawnFlipped == true else {
            let origin = boundsOriginInWindow
            let inWindow = rect.offsetBy(dx: origin.x, dy: origin.y)
            guard let view else { return inWindow }
            let target = view.boundsOriginInWindow
            return inWindow.offsetBy(dx: -target.x, dy: -target.y)
        }
        let inWindow = rectInWindow(rect)
        guard let view else { return inWindow }
        return view.rectFromWindow(inWindow)
    }

    /// Converts a rectangle from `view`'s coordinate space (`nil`: the window) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard isDrawnFlipped || view?.isDrawnFlipped == true else {
            let source = view?.boundsOriginInWindow ?? .zero
            let target = boundsOriginInWindow
            return rect.offsetBy(dx: source.x - target.x, dy: source.y - target.y)
        }
        return rectFromWindow(view?.rectInWindow(rect) ?? rect)
    }

    /// Converts a point from this view's coordinate space to `view`'s (`nil`: the window).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), to: view).origin
    }

    /// Converts a point from `view`'s coordinate space (`nil`: the window) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), from: view).origin
    }

    /// Converts a rectangle from a screen coordinate space to this view's: what KeyboardGuide
    /// does with `view.convert(frame, from: UIScreen.main.coordinateSpace)`, correct in
    /// Split View, Slide Over and Stage Manager (keyboard-platform.md §3.2).
    public func convert(_ rect: CGRect, from space: ScreenCoordinateSpace) -> CGRect {
        convertFromScreen(rect, memo: nil)
    }

    /// ``convert(_:from:)`` from the screen, with the view's position remembered for one
    /// geometry epoch (`stamp`).
    func convertFromScreen(_ rect: CGRect, memo stamp: Int?) -> CGRect {
        guard let window else { return rect }
        let windowOrigin = window.frame.origin
        let inWindow = rect.offsetBy(dx: -windowOrigin.x, dy: -windowOrigin.y)
        let flips = flipsInWindow(memo: stamp)
        guard flips.x || flips.y else {
            let origin = boundsOriginInWindow(memo: stamp)
            return inWindow.offsetBy(dx: -origin.x, dy: -origin.y)
        }
        return rectFromWindow(inWindow)
    }

    /// Converts a rectangle from this view's coordinate space to a screen coordinate space.
    public func convert(_ rect: CGRect, to space: ScreenCoordinateSpace) -> CGRect {
        guard let window else { return rect }
        return convert(rect, to: nil).offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    // MARK: - Safe area

    /// The insets of the part of the view that bars, the status bar, the sensor housing and
    /// the home indicator leave free. UIKit never puts the keyboard into a view's safe area
    /// (keyboard-platform.md §3.4); SwiftUI does, from iOS 14.
    public var safeAreaInsets: UIEdgeInsets { safeAreaInsets(memo: world?.geometryEpoch) }

    /// ``safeAreaInsets``, remembered for one geometry epoch (`stamp`, ``World/geometryEpoch``);
    /// `nil` computes it afresh.
    func safeAreaInsets(memo stamp: Int?) -> UIEdgeInsets {
        if let stamp, geometryMemo.safeAreaStamp == stamp { return geometryMemo.safeArea }
        let result: UIEdgeInsets
        if let window = self as? UIWindow {
            result = window.windowSafeAreaInsets
        } else if let controller = owningViewController, let window {
            result = controller.safeAreaInsets(in: window, memo: stamp)
        } else if let superview {
            let superInsets = superview.safeAreaInsets(memo: stamp)
            let safe = superview.frameInWindow(memo: stamp).inset(by: superInsets)
            var insets = frameInWindow(memo: stamp).insetsOfUnsafe(safe)
            // "For other views in the view hierarchy, the insets reflect only the portion of the
            // view that is covered. For example, if a view is entirely within the safe area of its
            // superview, the edge insets in this property are 0"
            // (https://developer.apple.com/documentation/uikit/uiview/safeareainsets). What lies
            // past an edge of a scroll view that no bar covers (its inset there is 0) is the
            // scroll view's clipped content, not a part a bar covers: a cell scrolled past the
            // top of a list pinned to the safe area, or below one pinned to the keyboard guide,
            // has no inset there (Assumption.scrollContentPastAnUncoveredEdgeIsSafe). Consulted
            // only where it decides something.
            if superview is UIScrollView, insets != .zero {
                let uncovered = UIEdgeInsets(top: superInsets.top == 0 ? insets.top : 0, left: superInsets.left == 0 ? insets.left : 0,
                                             bottom: superInsets.bottom == 0 ? insets.bottom : 0, right: superInsets.right == 0 ? insets.right : 0)
                if uncovered != .zero, world?.assume(.scrollContentPastAnUncoveredEdgeIsSafe) ?? Assumption.scrollContentPastAnUncoveredEdgeIsSafe.defaultValue {
                    insets = UIEdgeInsets(top: insets.top - uncovered.top, left: insets.left - uncovered.left,
                                          bottom: insets.bottom - uncovered.bottom, right: insets.right - uncovered.right)
                }
            }
            // A table adjusts its cells' content for the safe area on the leading and trailing
            // sides only (insetsContentViewsToSafeArea,
            // https://developer.apple.com/documentation/uikit/uitableview/insetscontentviewstosafearea);
            // above and below, its adjusted content inset does: a row's layout does not depend
            // on where it is scrolled.
            result = self is UITableViewCell ? UIEdgeInsets(top: 0, left: insets.left, bottom: 0, right: insets.right) : insets
        } else {
            result = .zero
        }
        if let stamp { geometryMemo.safeAreaStamp = stamp; geometryMemo.safeArea = result }
        return result
    }

    /// The rectangle of `bounds` inside the safe area.
    public var safeAreaFrame: CGRect { bounds.inset(by: safeAreaInsets) }

    /// The rectangle of `bounds` inside the layout margins (measured from the safe area when
    /// `insetsLayoutMarginsFromSafeArea`).
    public var layoutMarginsFrame: CGRect { layoutMarginsFrame(memo: nil) }

    func layoutMarginsFrame(memo stamp: Int?) -> CGRect {
        let base = insetsLayoutMarginsFromSafeArea ? bounds.inset(by: safeAreaInsets(memo: stamp)) : bounds
        return base.inset(by: layoutMargins)
    }

    /// The readable content guide's rectangle: the margins' rectangle narrowed to the readable
    /// width, centred (``UIView/readableContentGuide``).
    func readableContentFrame(memo stamp: Int?) -> CGRect {
        let margins = layoutMarginsFrame(memo: stamp)
        guard margins.width > readableContentWidth else { return margins }
        return CGRect(x: margins.minX + ((margins.width - readableContentWidth) / 2).rounded(.down), y: margins.minY,
                      width: readableContentWidth, height: margins.height)
    }
}

/// A view's window-space frame and safe area, remembered for one geometry epoch of its world
/// (nothing moves then), so that each is computed once per epoch instead of once per
/// constraint, per descendant and per caller. Reset when the view joins or leaves a window.
struct GeometryMemo {
    var frameStamp = 0
    var frame = CGRect.zero
    var safeAreaStamp = 0
    var safeArea = UIEdgeInsets.zero
    var flipStamp = 0
    var flips = (x: false, y: false)
}

extension CGRect {
    /// How far each edge of this rectangle lies outside `safe` (0 where it is inside).
    func insetsOfUnsafe(_ safe: CGRect) -> UIEdgeInsets {
        UIEdgeInsets(top: max(0, min(height, safe.minY - minY)), left: max(0, min(width, safe.minX - minX)),
                   bottom: max(0, min(height, maxY - safe.maxY)), right: max(0, min(width, maxX - safe.maxX)))
    }
}

/// The screen's coordinate space (UIKit's `UIScreen.coordinateSpace`): interface-oriented,
/// origin at the top left of the screen. Keyboard frames are delivered in it.
public struct ScreenCoordinateSpace: UICoordinateSpace, Sendable {
    init() {}

    /// The screen's bounds.
    public var bounds: CGRect { World.current?.screen.bounds ?? .zero }
    public func rectToScreen(_ rect: CGRect) -> CGRect { rect }
    public func rectFromScreen(_ rect: CGRect) -> CGRect { rect }
}

/// A coordinate space that converts to and from the others (UIKit's `UICoordinateSpace`):
/// views, and the screen's `coordinateSpace`.
@preconcurrency @MainActor
public protocol UICoordinateSpace {
    /// The space's bounds.
    var bounds: CGRect { get }
    /// `rect`, given in this space, in the screen's space (Clearance's conversion hook).
    func rectToScreen(_ rect: CGRect) -> CGRect
    /// `rect`, given in the screen's space, in this space (Clearance's conversion hook).
    func rectFromScreen(_ rect: CGRect) -> CGRect
}

extension UICoordinateSpace {
    /// Converts a rectangle from this space to `coordinateSpace`.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        coordinateSpace.rectFromScreen(rectToScreen(rect))
    }

    /// Converts a rectangle from `coordinateSpace` to this space.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        rectFromScreen(coordinateSpace.rectToScreen(rect))
    }

    /// Converts a point from this space to `coordinateSpace`.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), to: coordinateSpace).origin
    }

    /// Converts a point from `coordinateSpace` to this space.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), from: coordinateSpace).origin
    }
}

extension UIView: UICoordinateSpace {
    public func rectToScreen(_ rect: CGRect) -> CGRect { convert(rect, to: ScreenCoordinateSpace()) }
    public func rectFromScreen(_ rect: CGRect) -> CGRect { convert(rect, from: ScreenCoordinateSpace()) }
}

/// The device's screen (UIKit's `UIScreen`): one object per world, whose bounds follow the
/// interface orientation. It is the keyboard notifications' `object` from iOS 16.1.
@preconcurrency @MainActor
public final class UIScreen {
    unowned let owner: World

    init(world: World) { owner = world }

    /// The screen's bounds in the current interface orientation.
    public var bounds: CGRect { CGRect(origin: .zero, size: owner.device.screenSize(owner.orientation)) }
    /// Pixels per point.
    public var scale: CGFloat { owner.device.scale }
    /// The physical screen's pixels per point (UIKit's `var nativeScale: CGFloat { get }`, "the
    /// native scale factor for the physical screen",
    /// https://developer.apple.com/documentation/uikit/uiscreen/nativescale): ``scale``, but on
    /// the screens that show a 3× image downsampled — iPhone 6–8 Plus, 1,080 pixels across 414
    /// points (https://oleb.net/blog/2014/11/iphone-6-plus-screen/: "1242 × 2208 'logical'
    /// pixels … downsampled … to the native resolution" of 1080 × 1920), and iPhone 12 and 13
    /// mini, 1,080 pixels across 375 points, "a 2.88x retina screen" per Xcode 12.1
    /// (https://mpospese.com/type/status/page/29). Nothing in the layout reads it.
    public var nativeScale: CGFloat {
        switch owner.device.id {
        case "iphone_8_plus": 1080 / 414
        case "iphone_12mini_13mini": 1080 / 375
        default: scale
        }
    }
    /// The screen's coordinate space (interface-oriented; keyboard frames are in it).
    public var coordinateSpace: ScreenCoordinateSpace { ScreenCoordinateSpace() }


    /// The current world's screen (`UIScreen.main`, deprecated on iOS 16 but widely used).
    public class var main: UIScreen { World.running("UIScreen.main").screen }
}
