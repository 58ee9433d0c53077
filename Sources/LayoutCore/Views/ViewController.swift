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

    /// The height the top bar adds to the safe area with `metrics`' bars.
    public func topHeight(_ metrics: BarMetrics) -> CGFloat {
        var height: CGFloat
        switch navigationBar {
        case .none: height = 0
        case .standard: height = metrics.navigationBar
        case .largeTitle: height = metrics.navigationBar + (metrics.largeTitlesCollapse ? 0 : BarMetrics.largeTitleExtra)
        }
        if tabBar && metrics.tabBarAtTop && navigationBar == .none { height = metrics.tabBar }
        return height
    }

    /// The height the bottom bars add to the safe area with `metrics`' bars.
    public func bottomHeight(_ metrics: BarMetrics) -> CGFloat {
        (toolbar ? metrics.toolbar : 0) + (tabBar && !metrics.tabBarAtTop ? metrics.tabBar : 0)
    }

    /// Whether the controller sits in a navigation or tab bar controller.
    public var hasBarController: Bool { navigationBar != .none || toolbar || tabBar }
}

/// The heights of the system bars on one device, in one orientation, on one iOS version.
///
/// Sources:
/// - iPhone portrait: navigation bar and toolbar 44, tab bar 49; a large title adds 52
///   (hacknicity, "iPad Navigation Bar and Toolbar Height Changes in iOS 12", measured on
///   iOS 11: "large titles add 52 points"; useyourloaf "Supporting iPhone X").
/// - iPhone landscape (compact height): large titles collapse to a standard bar (openradar
///   32707795). On phones narrower than 414 pt in portrait the navigation bar is 32
///   (microsoft/fluentui-apple PR #1727, iPhone 14 Pro; useyourloaf, iPhone 8;
///   ResearchKit/ResearchKit#231; Tencent/QMUI_iOS#1198, iPhone 12), the toolbar 32 (the HIG
///   as quoted on stackguides 5219833: "the thinner bar that appears in landscape") and the
///   tab bar 32 (hacknicity iOS 12: "iPhone tab bars … 32 points in landscape"). On the
///   414 pt-and-wider phones (regular width in landscape) the navigation bar stays 44
///   (fluentui PR #1727, iPhone 14 Pro Max; romaonthego/REMenu#109, 6 Plus) and the tab bar
///   49 (flutter/flutter PR #39258, iPhone 8 Plus landscape, iOS 13). The wide phones'
///   landscape toolbar (44) follows the navigation bar: ``ModelNumber/wideLandscapeToolbar``.
/// - iPad from iOS 12: navigation bar, toolbar and tab bar 50, a large title adds 52
///   (hacknicity iOS 12); from iPadOS 18 the tab bar moves to the top in regular width
///   (``Assumption/iPadTabBarAtTop``).
public struct BarMetrics: Hashable, Sendable {
    /// The standard navigation bar's height.
    public var navigationBar: CGFloat
    /// The toolbar's height.
    public var toolbar: CGFloat
    /// The tab bar's height.
    public var tabBar: CGFloat
    /// Whether a large title shows as a standard bar (compact height).
    public var largeTitlesCollapse: Bool
    /// Whether the tab bar sits at the top, in the navigation bar's row (iPadOS 18+).
    public var tabBarAtTop: Bool

    /// What a large title adds to the navigation bar (hacknicity iOS 12, both idioms).
    public static let largeTitleExtra: CGFloat = 52
    /// The portrait iPhone's bars.
    public static let phonePortrait = BarMetrics(navigationBar: 44, toolbar: 44, tabBar: 49, largeTitlesCollapse: false, tabBarAtTop: false)
    /// The portrait width from which an iPhone is regular width in landscape.
    public static let widePhoneWidth: CGFloat = 414

    public init(navigationBar: CGFloat, toolbar: CGFloat, tabBar: CGFloat, largeTitlesCollapse: Bool, tabBarAtTop: Bool) {
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.tabBar = tabBar
        self.largeTitlesCollapse = largeTitlesCollapse
        self.tabBarAtTop = tabBarAtTop
    }

    /// The bars of `device` in `orientation` on iOS `version`; `regularWidthWindow` is
    /// whether the app's window has a regular horizontal size class, `tabBarAtTop` the value
    /// of ``Assumption/iPadTabBarAtTop``.
    public static func metrics(device: Device, orientation: InterfaceOrientation, iOSVersion version: Int,
                               regularWidthWindow: Bool, tabBarAtTop: Bool) -> BarMetrics {
        switch (device.idiom, orientation) {
        case (.pad, _):
            return BarMetrics(navigationBar: 50, toolbar: 50, tabBar: 50, largeTitlesCollapse: false,
                              tabBarAtTop: tabBarAtTop && version >= 18 && regularWidthWindow)
        case (.phone, .portrait):
            return .phonePortrait
        case (.phone, .landscape):
            if device.portraitSize.width >= widePhoneWidth {
                return BarMetrics(navigationBar: 44, toolbar: 44, tabBar: 49, largeTitlesCollapse: true, tabBarAtTop: false)
            }
            return BarMetrics(navigationBar: 32, toolbar: 32, tabBar: 32, largeTitlesCollapse: true, tabBarAtTop: false)
        }
    }
}

/// A screen's controller (UIKit's `UIViewController`): owns a root view, hears the lifecycle
/// (load, appear, disappear, size transitions, layout) and has a safe area made of the
/// window's and its bars'.
open class UIViewController: UIResponder {
    @exclusivity(unchecked) private var loadedView: UIView?
    /// `topLayoutGuide` and `bottomLayoutGuide`, made on first use.
    @exclusivity(unchecked) var storedTopLayoutGuide: LayoutSupportGuide?
    @exclusivity(unchecked) var storedBottomLayoutGuide: LayoutSupportGuide?

    /// The root view, loaded on first access (`loadView()` then `viewDidLoad()`).
    public var view: UIView! {
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

    /// The root view if it was loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Loads the root view now if it is not loaded yet (`loadView()`, then `viewDidLoad()`).
    public func loadViewIfNeeded() { _ = view }

    // The properties the safe area reads keep private storage (see `UIView`).

    /// A title (for reports); setting it sets the navigation item's too, as in UIKit.
    public var title: String? {
        get { storedTitle }
        set {
            storedTitle = newValue
            storedNavigationItem?.title = newValue
        }
    }
    @exclusivity(unchecked) private var storedTitle: String?

    /// Extra insets added to the safe area by the app.
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { storedAdditionalSafeAreaInsets }
        set {
            storedAdditionalSafeAreaInsets = newValue
            loadedView?.world?.setNeedsLayout()
        }
    }
    @exclusivity(unchecked) private var storedAdditionalSafeAreaInsets: UIEdgeInsets = .zero

    /// The bars around the controller.
    public internal(set) var chrome: Chrome {
        get { storedChrome }
        set {
            storedChrome = newValue
            loadedView?.world?.geometryEpoch &+= 1
        }
    }
    @exclusivity(unchecked) private var storedChrome: Chrome = .none

    /// The safe area as of the last layout pass (to call `viewSafeAreaInsetsDidChange`).
    @exclusivity(unchecked) var lastSafeAreaInsets: UIEdgeInsets?

    /// Child view controllers (for example a hosting controller embedded in UIKit).
    public private(set) var children: [UIViewController] {
        get { storedChildren }
        set { storedChildren = newValue }
    }
    @exclusivity(unchecked) private var storedChildren: [UIViewController] = []
    /// The parent, for a child view controller.
    public private(set) var parent: UIViewController? {
        get { storedParent }
        set {
            storedParent = newValue
            loadedView?.world?.geometryEpoch &+= 1
        }
    }
    @exclusivity(unchecked) private weak var storedParent: UIViewController?

    /// Creates a controller (UIKit's designated initializer); a nib name loads the root view
    /// from `nibNameOrNil.xib` (InterfaceBuilder/Storyboard.swift).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
        LiveCount.controllers.change(by: 1)
        rememberNib(nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from a storyboard (the storyboard loader's coder); any other
    /// archive is not modelled: decoding fails (`nil`).
    public required init?(coder: NSCoder) {
        guard coder is InterfaceBuilderCoder else { return nil }
        super.init()
        LiveCount.controllers.change(by: 1)
    }

    /// The storyboard scene or nib the controller loads its view from.
    @exclusivity(unchecked) var interfaceBuilderSource: InterfaceBuilderSource?

    /// Creates a controller without a nib.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    deinit {
        LiveCount.controllers.change(by: -1)
        if loadedView?.owningViewController === self { loadedView?.owningViewController = nil }
    }

    /// How many view controllers exist in the process now. A finished scenario's screen is
    /// released with its world; one that stays in memory is kept alive by something the
    /// strategy made (an observer block, a subscription, a singleton), and a long run grows.
    public static var liveCount: Int { LiveCount.controllers.value }

    open override var world: World? { loadedView?.world }

    /// Whether the controller's view is shown inside a navigation or tab bar controller.
    var isInBarController: Bool { screenController.chrome.hasBarController }

    /// The title settings this controller gives a navigation bar while it is on top.
    public var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        storedNavigationItem = item
        return item
    }
    @exclusivity(unchecked) private var storedNavigationItem: UINavigationItem?

    /// The size the controller would like its view to be (UIKit's `preferredContentSize`,
    /// `.zero` by default): a form sheet on an iPad takes it ("To provide a custom content
    /// size, use the modal view controller's preferredContentSize property",
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet),
    /// within the window; a zero dimension keeps the form sheet's default one. Only a size that
    /// changed is laid out: the container hears of a preferred size that "has changed"
    /// (`preferredContentSizeDidChange(forChildContentContainer:)`, "Notifies this controller that
    /// the preferred size for content for a specified child container has changed",
    /// https://learn.microsoft.com/en-us/dotnet/api/uikit.uiviewcontroller.preferredcontentsizedidchangeforchildcontentcontainer;
    /// AppKit's twin is "Called when there is a change in value of the preferredContentSize
    /// property", https://developer.apple.com/documentation/appkit/nsviewcontroller/preferredcontentsizedidchange(for:)),
    /// so setting the same size in `viewDidLayoutSubviews` does not lay the screen out again.
    @exclusivity(unchecked) open var preferredContentSize: CGSize = .zero {
        didSet { if preferredContentSize != oldValue { world?.layoutStructureDidChange() } }
    }

    /// The status bar's style while this controller decides it (UIKit's
    /// `preferredStatusBarStyle`, `.default`; its colour only, no modelled effect).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// Tells the system the status bar's appearance changed (no modelled effect).
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// How the controller is shown when presented modally (UIKit's default `.automatic`: a
    /// page sheet from iOS 13).
    @exclusivity(unchecked) public var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The sheet presentation controller of the nearest controller shown as a sheet
    /// (`.automatic`, `.pageSheet` or `.formSheet`): this one's, or its parent's; `nil` for
    /// the other styles (https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller).
    /// Set its detents before presenting, as apps do.
    public var sheetPresentationController: UISheetPresentationController? {
        if let parent { return parent.sheetPresentationController }
        switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet: break
        default: return nil
        }
        if let sheet = storedSheetController { return sheet }
        let sheet = UISheetPresentationController(presentedViewController: self)
        storedSheetController = sheet
        return sheet
    }
    /// Made on first use: a controller whose sheet nobody configured has none.
    @exclusivity(unchecked) var storedSheetController: UISheetPresentationController?

    /// Whether the keyboard stays on screen when the text input being edited in this
    /// controller's presentation resigns and no other takes its place (UIKit's
    /// `disablesAutomaticKeyboardDismissal`, iOS 4.3+). Apple's page: "the default
    /// implementation of this method returns YES when the modal presentation style of the view
    /// controller is set to UIModalPresentationFormSheet and returns NO for other presentation
    /// styles. Thus, the system normally does not allow the keyboard to be dismissed for modal
    /// forms" (https://developer.apple.com/documentation/uikit/uiviewcontroller/disablesautomatickeyboarddismissal,
    /// quoted in tidev/titanium-sdk PR #6846; the behaviour: stackoverflow.com/questions/3372333,
    /// hackiftekhar/IQKeyboardManager#86). The root of a form-sheet window
    /// (``WindowKind/formSheet``) is presented as a form sheet too. UIKit asks the controller
    /// that is presented, so a navigation controller presented as a form sheet decides for the
    /// screens it holds (rdar 16680390). Override it to let the keyboard go.
    open var disablesAutomaticKeyboardDismissal: Bool {
        if modalPresentationStyle == .formSheet { return true }
        guard let world, world.windowKind == .formSheet, presentingController == nil else { return false }
        return world.window.rootViewController === self
    }

    /// Whether the user is kept from dismissing a sheet by swiping it down (swipes are not
    /// modelled: stored only).
    @exclusivity(unchecked) public var isModalInPresentation = false
    /// The controller this one presented, if any.
    public var presentedViewController: UIViewController? { presentedController }
    /// The coordinator of the push, pop or presentation in progress (UIKit's
    /// `transitionCoordinator`): always `nil`, because the model's pushes, pops and
    /// presentations happen at once, with no animated transition to run alongside
    /// (NoModelledEffect.md); code that falls back when it is `nil` runs its fallback. A size
    /// change's coordinator is the one passed to `viewWillTransition(to:with:)`.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    /// The controller that presented this one — or the container this one is shown in —
    /// if any.
    public var presentingViewController: UIViewController? { modallyPresentedAncestor?.presentingController }
    // The modal links: a presenter keeps what it presented, as UIKit's does.
    @exclusivity(unchecked) var presentedController: UIViewController?
    @exclusivity(unchecked) weak var presentingController: UIViewController?

    /// Presents a controller modally over the shown screen, as its `modalPresentationStyle`
    /// says: full screen, over full screen, a sheet (the iPad form or page sheet in a
    /// regular-width window, a card in a compact one), or over the current screen. Its view
    /// loads and appears at once (the transition is not animated in the model);
    /// `completion` runs after `viewDidAppear`. As UIKit, presenting from a controller that
    /// already presents one, or whose view is not in a window, does nothing and is recorded
    /// in ``World/exceptions`` (UIKit logs a warning).
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:))
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let world = World.current ?? world else { return }
        world.presentModally(viewControllerToPresent, from: self, completion: completion)
    }

    /// Shows `vc` in the way the controller's container chooses (UIKit's
    /// `func show(_ vc: UIViewController, sender: Any?)`,
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)): "a
    /// navigation controller overrides this method and uses it to push `vc` onto its navigation
    /// stack"; the default finds the nearest ancestor that overrides it — here the nearest
    /// navigation controller up the `parent` chain (split view controllers, the SDK's other
    /// overrider, are not modelled) — and without one the window's root view controller
    /// presents `vc` modally.
    open func show(_ vc: UIViewController, sender: Any?) {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? UINavigationController {
                navigation.show(vc, sender: sender)
                return
            }
            ancestor = current.parent
        }
        (viewIfLoaded?.window?.rootViewController ?? self).present(vc, animated: true)
    }

    /// Dismisses the controller this one presented — and every one presented above it — or,
    /// called on the presented controller itself, asks its presenter to do so, as UIKit's
    /// page says (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)).
    /// The first responder inside the dismissed screens resigns; `completion` runs after the
    /// covered screen is back.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let world = World.current ?? world else {
            completion?()
            return
        }
        let presenter = presentedController != nil ? self : presentingViewController
        guard let presenter else {
            completion?()
            return
        }
        world.dismissModal(presentedBy: presenter, completion: completion)
    }

    /// The items a navigation controller's toolbar shows while this controller is on top.
    @exclusivity(unchecked) public var toolbarItems: [UIBarButtonItem]?
    /// Sets the toolbar's items (not animated in the model).
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    /// The child a container shows (navigation and tab bar controllers); `nil` otherwise.
    var visibleChild: UIViewController? { nil }

    /// Adds the bars this container shows around its visible child (none for a plain
    /// controller).
    func addBars(to chrome: inout Chrome) {}

    /// The bar view this container draws for `name` (`navigationBar`, `toolbar`, `tabBar`).
    func bar(named name: String) -> BarView? { nil }

    /// The controller whose bars and safe area apply to this one: itself, or the controller
    /// it is embedded in as a child, but never a navigation or tab bar controller (those give
    /// their bars to the screen they show).
    var screenController: UIViewController {
        var controller = self
        while let parent = controller.parent, !parent.isBarContainer { controller = parent }
        return controller
    }

    /// Creates the root view (override to build it yourself): a plain view as large as the
    /// screen, the size UIKit gives it before the controller is placed, "because many layouts
    /// rely on a non-zero initial size (such as those that exclusively use autoresizing masks)"
    /// (Apple's reply in https://developer.apple.com/forums/thread/720294; the size is the
    /// main screen's bounds, https://newbedev.com/correct-loadview-implementation). Outside a
    /// running world it is zero.
    /// A controller from a storyboard, or created with a nib name, loads that view instead.
    open func loadView() {
        if interfaceBuilderSource != nil, loadInterfaceBuilderView() { return }
        view = UIView(frame: World.current?.screen.bounds ?? .zero, name: "root")
    }
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
    /// Sent "when the system determines that the amount of available memory is low"
    /// (UIKit's `func didReceiveMemoryWarning()`,
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didreceivememorywarning()).
    /// The model has no memory pressure: the world never calls it (an override compiles and
    /// its `super` call does nothing).
    open func didReceiveMemoryWarning() {}
    /// The view is about to change to `size` (rotation, multitasking): called before the new
    /// layout, with a coordinator for work alongside and after the change (UIKit's
    /// `UIContentContainer` method, "called before changing the size of a presented view
    /// controller's view", https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)). The default does nothing.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// The controller's traits changed (UIKit's
    /// `func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)`,
    /// deprecated in iOS 17,
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)):
    /// not called by the model (NoModelledEffect.md); an override and its `super` call compile.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The light or dark style of the controller's views (UIKit's
    /// `var overrideUserInterfaceStyle: UIUserInterfaceStyle { get set }`, iOS 13,
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/overrideuserinterfacestyle):
    /// colour only, kept.
    @exclusivity(unchecked) public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// The popover's presentation controller when the controller is presented as a popover
    /// (UIKit's `var popoverPresentationController: UIPopoverPresentationController? { get }`,
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller):
    /// "If the modal presentation style of the view controller is UIModalPresentationPopover,
    /// this property contains the popover presentation controller"; `nil` for other styles. Made
    /// on first use; the model shows a popover as a sheet, so its anchor is kept, not used.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let storedPopoverController { return storedPopoverController }
        let popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        storedPopoverController = popover
        return popover
    }
    @exclusivity(unchecked) var storedPopoverController: UIPopoverPresentationController?

    /// The safe area changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// A layout pass finished.
    open func viewDidLayoutSubviews() {}

    /// Changes the root view's constraints just before layout, when its
    /// `setNeedsUpdateConstraints()` asked for it; an override calls
    /// `super.updateViewConstraints()` last. The default updates the root view's constraints
    /// (`updateConstraints()`).
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// Adds a child view controller (call `didMove(toParent:)` after adding its view); a
    /// child of another controller leaves it first.
    public func addChild(_ child: UIViewController) {
        // A controller cannot contain itself or an ancestor (that would be a cycle).
        var ancestor: UIViewController? = self
        while let current = ancestor {
            if current === child { return }
            ancestor = current.parent
        }
        if let previous = child.parent, previous !== self { child.removeFromParent() }
        guard !storedChildren.contains(where: { $0 === child }) else { return }
        storedChildren.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent (call `willMove(toParent: nil)` first).
    public func removeFromParent() {
        guard let parent else { return }
        parent.storedChildren.removeAll { $0 === self }
        self.parent = nil
    }

    /// The controller is about to be added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}

    /// Finishes adding a child.
    open func didMove(toParent parent: UIViewController?) {}

    /// The root view's safe-area insets: the window's unsafe edges it overlaps, its bars,
    /// and `additionalSafeAreaInsets`. The keyboard is never part of it in UIKit.
    ///
    /// Overlap, not a fixed amount: a root view moved up by its frame (a keyboard handler's
    /// `view.frame.origin.y -= …`) overlaps the bars by as much more, and clears the home
    /// indicator, so what is pinned to its safe area's top stays where it was on the screen —
    /// IQKeyboardManager #1098 ("When a textField is constrained to the top of the safe area,
    /// then the keyboard covers the textField area"), #1266 (elements aligned to the safe area's
    /// top misplaced as the view moves), #2027 (its maintainer: "When keyboard appears and we
    /// change rootView frame, the safe area margin becomes zero");
    /// https://github.com/hackiftekhar/IQKeyboardManager/issues/1098, /issues/1266, /issues/2027.
    func safeAreaInsets(in window: UIWindow, memo stamp: Int? = nil) -> UIEdgeInsets {
        guard let view = loadedView else { return .zero }
        let frame = view.frameInWindow(memo: stamp)
        let safe = window.bounds.inset(by: window.windowSafeAreaInsets)
        let bars = screenController.chrome
        let barArea = window.world?.barArea(for: self)
        var rect = safe
        if bars.hasBarController, let barArea {
            rect = CGRect(x: safe.minX, y: barArea.minY, width: safe.width, height: max(0, barArea.height))
        }
        return frame.insetsOfUnsafe(rect) + additionalSafeAreaInsets
    }
}

/// A controller whose root view is a table (UIKit's `UITableViewController`): the table's
/// data source and delegate, whose methods a subclass overrides. Unless told otherwise it
/// moves its table out of the keyboard's way itself
/// (``Assumption/tableViewControllerAdjustsForKeyboard``).
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style

    /// A controller whose table has `style`.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a `.plain` table.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller from a storyboard (a `.plain` table unless the scene gives its own).
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// The table (the root view).
    public var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// The inset the controller added for the keyboard, so that it can take it back.
    @exclusivity(unchecked) var keyboardInset: CGFloat = 0

    open override func loadView() {
        if interfaceBuilderSource != nil, loadInterfaceBuilderView() { return }
        let table = UITableView(frame: World.current?.screen.bounds ?? .zero, style: tableStyle)
        table.name = "table"
        table.dataSource = self
        table.delegate = self
        view = table
    }

    // MARK: UITableViewDataSource

    /// One section, unless overridden.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No rows, unless overridden.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// A subclass with rows overrides this; the default is an empty cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    // MARK: UITableViewDelegate

    /// The table's `rowHeight`, unless overridden.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// No header space, unless overridden.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 0 }
    /// No footer space, unless overridden.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 0 }
    /// Selecting rows is not modelled: never called.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    // MARK: UIScrollViewDelegate

    /// The table scrolled.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// The user started dragging the table.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// The user lifted their finger.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
}

extension UIViewController {
    /// The navigation item's title display mode was set while the screen shows (a SwiftUI
    /// body evaluated in a layout pass): its bars follow on the main queue, after the pass.
    package func navigationItemDisplayModeDidChange() {
        guard let world, world.rootViewController === self else { return }
        world.schedule(after: 0) { [weak world] in world?.visibleScreenDidChange(animated: false) }
    }
}
