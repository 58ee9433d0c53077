import Foundation

// The window scene's status bar manager, iOS 13's replacement for UIApplication's status-bar
// members (Tests/RealBugs 37, IQKeyboardManager: `window.windowScene?.statusBarManager?
// .statusBarFrame.height` is taken from the space above a focused field on iOS 13 and later,
// `UIApplication.shared.statusBarFrame.height` before).

/// What a window scene's status bar shows (UIKit's `@MainActor class UIStatusBarManager`, an
/// `NSObject`, https://developer.apple.com/documentation/uikit/uistatusbarmanager): "You don't
/// create UIStatusBarManager objects directly. Instead, you retrieve an existing object from the
/// statusBarManager property of a UIWindowScene object" — so it has no public initializer.
@preconcurrency @MainActor
public final class UIStatusBarManager: NSObject {
    unowned let owner: World

    init(world: World) {
        owner = world
        super.init()
    }

    /// The status bar's rectangle in the scene's coordinate space (UIKit's `var statusBarFrame:
    /// CGRect { get }`, https://developer.apple.com/documentation/uikit/uistatusbarmanager/statusbarframe:
    /// "If the status bar is hidden, the value of this property is CGRectZero"). The world's one
    /// scene fills its window, so it is the same strip as the deprecated
    /// `UIApplication.statusBarFrame`: across the top of the window, as tall as its top safe-area
    /// inset, `CGRect.zero` where that is 0 — the assumption ``Assumption/statusBarIsTopSafeArea``
    /// (when off, always `CGRect.zero`).
    public var statusBarFrame: CGRect { owner.application.statusBarFrame }
}
