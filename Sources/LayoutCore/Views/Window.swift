import Foundation

/// The app's window (UIKit's `UIWindow`): its `frame` is in **screen** space (full screen,
/// or anywhere in Split View, Slide Over and Stage Manager), views live in window space.
public final class UIWindow: UIView {
    /// The world that owns the window.
    public internal(set) var owner: World? {
        get { storedOwner }
        set { storedOwner = newValue }
    }
    // (Private storage, only ever read or assigned whole: the compiler can then prove no
    // access overlaps another and drops the run-time exclusivity check from every read.)
    @exclusivity(unchecked) private unowned(unsafe) var storedOwner: World?
    /// The root view controller, whose view fills the window (or, for a sheet, the sheet's
    /// rectangle). On the world's window it is the screen the world presents, and setting it
    /// from app code has no modelled effect (the harness decides what the window shows); on a
    /// window made with ``init(windowScene:)`` it is kept as set.
    public var rootViewController: UIViewController? {
        get { installedRoot }
        set {
            guard owner == nil else { return }
            installedRoot = newValue
        }
    }
    /// The root the world installed (or, on a window of ``init(windowScene:)``, the app's).
    @exclusivity(unchecked) var installedRoot: UIViewController?
    /// The scene a window made with ``init(windowScene:)`` belongs to.
    @exclusivity(unchecked) private weak var attachedScene: UIWindowScene?
    /// The window's safe-area insets: the screen's unsafe edges that the window overlaps.
    @exclusivity(unchecked) var windowSafeAreaInsets: UIEdgeInsets = .zero

    init(world: World) {
        storedOwner = world
        super.init(frame: .zero)
        isWindowView = true
        name = "window"
    }

    /// A window of `windowScene` (UIKit's `init(windowScene:)`,
    /// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)), as a scene
    /// delegate makes one: it is listed in the scene's `windows` and fills the scene's window
    /// area. It is not the world's window: the world shows the screen under test in its own
    /// window, so what this one's `rootViewController` holds is kept, never laid out or shown,
    /// and ``makeKeyAndVisible()`` does not make it key (NoModelledEffect.md).
    public init(windowScene: UIWindowScene) {
        storedOwner = nil
        attachedScene = windowScene
        super.init(frame: windowScene.owner.window.frame)
        isWindowView = true
        name = "window"
        windowScene.attach(self)
    }

    /// A window of the given frame, in no scene (UIKit's `init(frame:)`), as an app delegate
    /// made its window before iOS 13 (`window = UIWindow(frame: UIScreen.main.bounds)`). Like a
    /// window of ``init(windowScene:)`` it is not the world's: what its `rootViewController`
    /// holds is kept, never laid out or shown (NoModelledEffect.md).
    public override init(frame: CGRect) {
        storedOwner = nil
        super.init(frame: frame)
        isWindowView = true
        name = "window"
    }

    /// Shows the window and makes it key (UIKit's `makeKeyAndVisible()`). The world's window
    /// is always the key one and shown; for a window of ``init(windowScene:)`` it has no
    /// modelled effect.
    public func makeKeyAndVisible() {}

    /// Interface Builder archives are not modelled: decoding always fails (`nil`).
    public required init?(coder: NSCoder) { return nil }

    public override var world: World? { owner }

    /// Whether this is the key window (the world's one window is).
    public var isKeyWindow: Bool { owner != nil }

    /// The screen the window is on (a window lives as long as its world; a window of
    /// ``init(windowScene:)``, as long as the running world when its scene is gone).
    public var screen: UIScreen { owner?.screen ?? attachedScene?.screen ?? UIScreen.main }

    /// The scene the window belongs to.
    public var windowScene: UIWindowScene? { owner?.windowScene ?? attachedScene }

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
