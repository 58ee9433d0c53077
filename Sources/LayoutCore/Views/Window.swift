import Foundation

/// The app's window (UIKit's `UIWindow`): its `frame` is in **screen** space (full screen,
/// or anywhere in Split View, Slide Over and Stage Manager), views live in window space.
public final class UIWindow: UIView {
    /// The world that owns the window.
    public internal(set) unowned(unsafe) var owner: World?
    /// The root view controller, whose view fills the window (or, for a sheet, the sheet's
    /// rectangle).
    public internal(set) var rootViewController: UIViewController?
    /// The window's safe-area insets: the screen's unsafe edges that the window overlaps.
    var windowSafeAreaInsets: UIEdgeInsets = .zero

    init(world: World) {
        owner = world
        super.init(frame: .zero)
        name = "window"
    }

    /// Interface Builder archives are not modelled: decoding always fails (`nil`).
    public required init?(coder: NSCoder) { return nil }

    public override var world: World? { owner }

    /// Whether this is the key window (the world's one window is).
    public var isKeyWindow: Bool { owner != nil }

    /// The screen the window is on (a window lives as long as its world).
    public var screen: UIScreen { owner!.screen }

    /// The scene the window belongs to.
    public var windowScene: UIWindowScene? { owner?.windowScene }

    /// Converts a rectangle from `window`'s coordinate space, or from the **screen**'s when
    /// `window` is `nil` (UIKit's `UIWindow.convert(_:from:)`). Note that
    /// `view.convert(_:from: nil)` on a plain view means the window, not the screen.
    public func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect {
        if let window, window !== self { return convert(window.convert(rect, to: nil as UIWindow?), from: nil as UIWindow?) }
        if window === self { return rect }
        return rect.offsetBy(dx: -frame.minX, dy: -frame.minY)
    }

    /// Converts a rectangle to `window`'s coordinate space, or to the **screen**'s when
    /// `window` is `nil`.
    public func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect {
        if let window, window !== self { return window.convert(rect.offsetBy(dx: frame.minX, dy: frame.minY), from: nil as UIWindow?) }
        if window === self { return rect }
        return rect.offsetBy(dx: frame.minX, dy: frame.minY)
    }
}
