import Foundation

/// The title settings a controller gives the navigation bar while it is on top (UIKit's
/// `UINavigationItem`; only what changes layout is modelled).
@preconcurrency @MainActor
public final class UINavigationItem {
    /// How a controller's title is sized (UIKit's `UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable, Hashable {
        /// Inherit the display mode from the previous item; the first item shows a large title
        /// when the bar prefers large titles.
        case automatic
        /// Always display a large title (when the bar prefers large titles).
        case always
        /// Never display a large title.
        case never
    }

    /// The title.
    public var title: String?
    /// A line of text above the title (UIKit's `var prompt: String? { get set }`). Kept; the
    /// taller bar it makes on iOS is not modelled (NoModelledEffect.md).
    public var prompt: String?
    /// How the title is sized while this item is on top; changes take effect at the next
    /// push, pop or bar change.
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The buttons on the right, right to left (their widths are not modelled).
    public var rightBarButtonItems: [UIBarButtonItem]?
    /// The buttons on the left, left to right.
    public var leftBarButtonItems: [UIBarButtonItem]?
    /// Whether the back button is hidden.
    public var hidesBackButton = false
    /// The first button on the right.
    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The first button on the left.
    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// Sets the right button (not animated in the model).
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the left button (not animated in the model).
    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the right buttons (not animated in the model).
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the left buttons (not animated in the model).
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }

    /// Creates an item with a title.
    public init(title: String) { self.title = title }
    nonisolated init() {}
}

/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`). The world
/// draws it above the screen at the height its device, orientation and version give it
/// (``BarMetrics``).
open class UINavigationBar: BarView {
    /// Whether the bar shows a large title (iOS 11): with it the navigation item's
    /// ``UINavigationItem/largeTitleDisplayMode`` decides; without it titles are inline
    /// (https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles).
    public var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { barController?.barsDidChange() } }
    }
    weak var barController: UINavigationController?
}

/// A toolbar (UIKit's `UIToolbar`): at the bottom of a navigation controller, or made by a
/// screen as a text input's `inputAccessoryView` (a "Done" above the keyboard), where its
/// height is part of the keyboard's frame.
open class UIToolbar: BarView {
    /// The items, left to right (their widths are not modelled).
    public var items: [UIBarButtonItem]?

    /// Sets the items (not animated in the model).
    public func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// The toolbar's height on the running world's device and orientation (``BarMetrics``)
    /// at the width asked: what `sizeToFit()` gives a toolbar made for `inputAccessoryView`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let height = (world ?? World.current)?.barMetrics.toolbar ?? BarMetrics.phonePortrait.toolbar
        return CGSize(width: size.width, height: height)
    }
}

/// The tab bar of a tab bar controller (UIKit's `UITabBar`).
open class UITabBar: BarView {}

/// A controller that shows a stack of screens under a navigation bar (UIKit's
/// `UINavigationController`). Presented with ``World/present(_:chrome:)``, it shows its top
/// view controller inside its own view — which "incorporates the navigation bar, an optional
/// toolbar, and the content view corresponding to the topmost view controller"
/// (https://developer.apple.com/documentation/uikit/uinavigationcontroller, "Navigation
/// controller views"; inside a tab bar controller's view when embedded in one) — with the
/// bars its settings ask for: a navigation bar
/// (large when `navigationBar.prefersLargeTitles` and the top item's display mode say so)
/// unless `isNavigationBarHidden`, and a toolbar when `isToolbarHidden` is `false` (UIKit's
/// default is `true`, https://developer.apple.com/documentation/uikit/uinavigationcontroller/istoolbarhidden).
/// Pushes and pops are not animated: the new screen appears at once, as with `animated: false`.
open class UINavigationController: UIViewController {
    /// The screens on the stack, bottom to top; setting it is
    /// `setViewControllers(_:animated: false)`.
    public var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []
    /// The navigation bar.
    public let navigationBar = UINavigationBar(name: "navigationBar")
    /// The toolbar (UIKit declares it `UIToolbar!`).
    public var toolbar: UIToolbar! { ownToolbar }
    private let ownToolbar = UIToolbar(name: "toolbar")

    /// Creates a navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        navigationBar.barController = self
        push(rootViewController)
    }

    /// Creates an empty navigation controller (set ``viewControllers`` before presenting it).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.barController = self
    }

    /// Interface Builder archives are not modelled: decoding always fails (`nil`).
    public required init?(coder: NSCoder) { return nil }

    /// The screen on top of the stack.
    public var topViewController: UIViewController? { stack.last }
    /// The screen shown (the top one; modal presentation is not modelled).
    public var visibleViewController: UIViewController? { stack.last }

    /// Whether the navigation bar is hidden (default `false`).
    public var isNavigationBarHidden = false {
        didSet { if isNavigationBarHidden != oldValue { barsDidChange() } }
    }
    /// Whether the toolbar is hidden (default `true`).
    public var isToolbarHidden = true {
        didSet { if isToolbarHidden != oldValue { barsDidChange() } }
    }

    /// Hides or shows the navigation bar (the change is not animated in the model).
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// Hides or shows the toolbar (the change is not animated in the model).
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// Replaces the stack; the new top screen is shown.
    public func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
            controller.removeFromParent()
        }
        stack = []
        for controller in viewControllers { push(controller) }
        world?.visibleScreenDidChange(animated: animated)
    }

    /// Pushes a screen; it is shown at once. Pushing a screen already on the stack, or a tab
    /// bar controller, is refused with the exception UIKit raises (``World/exceptions``)
    /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard push(viewController) else { return }
        world?.visibleScreenDidChange(animated: animated)
    }

    /// Pushes `vc` (UIKit's `show(_:sender:)` override: "This method pushes vc onto the
    /// navigation stack in a similar way as the pushViewController(_:animated:) method",
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/show(_:sender:)).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// Pops the top screen (never the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.popLast() else { return nil }
        top.removeFromParent()
        world?.visibleScreenDidChange(animated: animated)
        return top
    }

    /// Pops every screen above the root and returns them.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        stack.removeLast(popped.count)
        for controller in popped { controller.removeFromParent() }
        world?.visibleScreenDidChange(animated: animated)
        return popped
    }

    @discardableResult
    private func push(_ controller: UIViewController) -> Bool {
        if stack.contains(where: { $0 === controller }) || controller is UITabBarController || controller === self {
            world?.recordException("Pushing the same view controller instance more than once, or a tab bar controller, is not supported (\(type(of: controller)))")
            return false
        }
        addChild(controller)
        stack.append(controller)
        controller.didMove(toParent: self)
        return true
    }

    open override func loadView() { view = UIView(name: "navigationController") }

    override var visibleChild: UIViewController? { topViewController }

    override func bar(named name: String) -> BarView? {
        switch name {
        case "navigationBar": return navigationBar
        case "toolbar": return ownToolbar
        default: return nil
        }
    }

    /// Forwards the size change to the shown screen, as UIKit's containers do.
    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        topViewController?.viewWillTransition(to: size, with: coordinator)
    }

    override func addBars(to chrome: inout Chrome) {
        if !isNavigationBarHidden, chrome.navigationBar == .none {
            chrome.navigationBar = showsLargeTitle ? .largeTitle : .standard
        }
        if !isToolbarHidden { chrome.toolbar = true }
    }

    /// Whether the top item's title is large: `.automatic` inherits from the item below, the
    /// first item is large (https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/automatic).
    var showsLargeTitle: Bool {
        guard navigationBar.prefersLargeTitles else { return false }
        var large = true
        for controller in stack {
            switch controller.navigationItem.largeTitleDisplayMode {
            case .automatic: break
            case .always: large = true
            case .never: large = false
            }
        }
        return large
    }

    func barsDidChange() { world?.visibleScreenDidChange(animated: false) }
}

/// A controller that shows one of several screens above a tab bar (UIKit's
/// `UITabBarController`). Presented with ``World/present(_:chrome:)``, it shows the selected
/// screen inside its own view with a tab bar (at the top on iPadOS 18 in regular width,
/// ``Assumption/iPadTabBarAtTop``). Switching tabs is not animated.
open class UITabBarController: UIViewController {
    /// The tab bar.
    public let tabBar = UITabBar(name: "tabBar")

    /// The screens, one per tab.
    public var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }
    private var tabs: [UIViewController] = []

    /// The index of the selected tab.
    public var selectedIndex: Int = 0 {
        didSet { if selectedIndex != oldValue { world?.visibleScreenDidChange(animated: false) } }
    }

    /// The selected screen; setting one that is not a tab is ignored.
    public var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// Replaces the tabs; the first is selected when the selection is out of range.
    public func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for controller in tabs { controller.removeFromParent() }
        tabs = viewControllers ?? []
        for controller in tabs {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        if !tabs.indices.contains(selectedIndex) { selectedIndex = 0 }
        world?.visibleScreenDidChange(animated: animated)
    }

    open override func loadView() { view = UIView(name: "tabBarController") }

    override var visibleChild: UIViewController? { selectedViewController }

    override func bar(named name: String) -> BarView? { name == "tabBar" ? tabBar : nil }

    /// Forwards the size change to the shown screen, as UIKit's containers do.
    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        selectedViewController?.viewWillTransition(to: size, with: coordinator)
    }

    override func addBars(to chrome: inout Chrome) { chrome.tabBar = true }
}

extension UIViewController {
    /// The nearest navigation controller above this controller.
    public var navigationController: UINavigationController? { nearestAncestor() }
    /// The nearest tab bar controller above this controller.
    public var tabBarController: UITabBarController? { nearestAncestor() }

    private func nearestAncestor<Container: UIViewController>() -> Container? {
        var controller = parent
        while let current = controller {
            if let container = current as? Container { return container }
            controller = current.parent
        }
        return nil
    }

    /// Whether this is a navigation or tab bar controller: a container that shows one child
    /// at a time and gives it its bars.
    var isBarContainer: Bool { self is UINavigationController || self is UITabBarController }

    /// The controllers shown when this one is presented, outermost first: itself, then each
    /// container's visible child down to the screen.
    var visibleChain: [UIViewController] {
        var chain = [self]
        while let child = chain[chain.count - 1].visibleChild, !chain.contains(where: { $0 === child }) { chain.append(child) }
        return chain
    }
}

