import Foundation

/// The bars around a view controller: a navigation bar on top (standard or with a large
/// title), a toolbar and/or a tab bar at the bottom. They add to the view controller's safe
/// area; its root view extends under them (UIKit's default `edgesForExtendedLayout = .all`).
public struct Chrome: Hashable, Sendable, Codable {
    /// The navigation bar's style.
    public enum NavigationBar: String, Hashable, Sendable, Codable, CaseIterable {
        case none, standard, largeTitle
    }

    public var navigationBar: NavigationBar
    public var toolbar: Bool
    public var tabBar: Bool

    /// No bars.
    public static let none = Chrome(navigationBar: .none, toolbar: false, tabBar: false)

    public init(navigationBar: NavigationBar = .none, toolbar: Bool = false, tabBar: Bool = false) {
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.tabBar = tabBar
    }

    /// Bar heights in points, from Apple's Human Interface Guidelines (bars): navigation bar
    /// 44 (96 with a large title), toolbar 44, tab bar 49; the home-indicator area is below.
    public static let navigationBarHeight: CGFloat = 44
    public static let largeTitleBarHeight: CGFloat = 96
    public static let toolbarHeight: CGFloat = 44
    public static let tabBarHeight: CGFloat = 49

    /// The height the top bar adds to the safe area.
    public var topHeight: CGFloat {
        switch navigationBar {
        case .none: return 0
        case .standard: return Chrome.navigationBarHeight
        case .largeTitle: return Chrome.largeTitleBarHeight
        }
    }

    /// The height the bottom bars add to the safe area.
    public var bottomHeight: CGFloat {
        (toolbar ? Chrome.toolbarHeight : 0) + (tabBar ? Chrome.tabBarHeight : 0)
    }

    /// Whether the controller sits in a navigation or tab bar controller.
    public var hasBarController: Bool { navigationBar != .none || toolbar || tabBar }
}

/// A screen's controller (UIKit's `UIViewController`): owns a root view, hears the lifecycle
/// (load, appear, disappear, size transitions, layout) and has a safe area made of the
/// window's and its bars'.
open class ViewController: Responder {
    private var loadedView: View?

    /// The root view, loaded on first access (`loadView()` then `viewDidLoad()`).
    public var view: View! {
        get {
            if loadedView == nil {
                loadView()
                loadedView?.owningViewController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// Whether the root view was loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// A title (for reports).
    public var title: String?

    /// Extra insets added to the safe area by the app.
    public var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet { loadedView?.world?.setNeedsLayout() }
    }

    /// The bars around the controller.
    public internal(set) var chrome: Chrome = .none

    /// The safe area as of the last layout pass (to call `viewSafeAreaInsetsDidChange`).
    var lastSafeAreaInsets: EdgeInsets?

    /// Child view controllers (for example a hosting controller embedded in UIKit).
    public private(set) var children: [ViewController] = []
    /// The parent, for a child view controller.
    public private(set) weak var parent: ViewController?

    public override init() { super.init() }

    deinit {
        if loadedView?.owningViewController === self { loadedView?.owningViewController = nil }
    }

    open override var world: World? { loadedView?.world }

    /// Whether the controller's view is shown inside a navigation or tab bar controller.
    var isInBarController: Bool { (parent ?? self).chrome.hasBarController }

    /// Creates the root view (override to build it yourself).
    open func loadView() { view = View(name: "root") }
    /// The root view was loaded.
    open func viewDidLoad() {}
    /// The view is about to appear.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The window is about to change size (rotation, multitasking).
    open func viewWillTransition(to size: CGSize) {}
    /// The safe area changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// A layout pass finished.
    open func viewDidLayoutSubviews() {}

    /// Adds a child view controller (call `didMove(toParent:)` after adding its view).
    public func addChild(_ child: ViewController) {
        children.append(child)
        child.parent = self
    }

    /// Finishes adding a child.
    public func didMove(toParent parent: ViewController?) {}

    /// The root view's safe-area insets: the window's unsafe edges it overlaps, its bars,
    /// and `additionalSafeAreaInsets`. The keyboard is never part of it in UIKit.
    func safeAreaInsets(in window: Window) -> EdgeInsets {
        guard let view = loadedView else { return .zero }
        let frame = view.frameInWindow
        let safe = window.bounds.inset(by: window.windowSafeAreaInsets)
        let bars = (parent ?? self).chrome
        let barArea = window.world?.barArea(for: self)
        var rect = safe
        if bars.hasBarController, let barArea {
            rect = CGRect(x: safe.minX, y: barArea.minY, width: safe.width, height: max(0, barArea.height))
        }
        return frame.insetsOfUnsafe(rect) + additionalSafeAreaInsets
    }
}

/// A controller whose root view is a table (UIKit's `UITableViewController`). Unless told
/// otherwise it moves its table out of the keyboard's way itself
/// (``Assumption/tableViewControllerAdjustsForKeyboard``).
open class TableViewController: ViewController {
    /// The table (the root view).
    public var tableView: TableView { view as! TableView }

    /// The inset the controller added for the keyboard, so that it can take it back.
    var keyboardInset: CGFloat = 0

    open override func loadView() { view = TableView(name: "table") }
}
