import Foundation
import LayoutSolver

/// One simulated device running one screen: the screen and window geometry, the view tree,
/// the Auto Layout engine, the keyboard, the notification centre and a virtual clock.
///
/// A world is a plain function of what is done to it: it never reads the wall clock, the
/// environment or an unseeded random source. Strategy code runs inside ``run(_:)`` (and
/// inside events), where ``World/current`` names the world, so UIKit-shaped static calls
/// (`UIView.animate`, `NSLayoutConstraint.activate`, `NotificationCenter.default`,
/// `UIScreen.main`) reach it.
public final class World {
    /// The world running the current code, if any.
    @TaskLocal public static var current: World?

    /// The device.
    public let device: Device
    /// The iOS version (13…26).
    public let iOSVersion: Int
    /// The assumptions of this run.
    public let assumptions: Assumptions
    /// The window's kind (full screen, multitasking, sheet).
    public let windowKind: WindowKind
    // What layout and events read all the time keeps its value in private storage behind a
    // computed property. Every stored property is `@exclusivity(unchecked)`: a world runs on
    // one thread, one call at a time, and no mutation of its state calls out while it lasts
    // (the debug suite ran with the checks on before they were dropped), so the run-time check
    // — about 200 instructions per access — can only cost time.

    /// The interface orientation.
    public internal(set) var orientation: InterfaceOrientation {
        get { storedOrientation }
        set {
            storedOrientation = newValue
            geometryEpoch &+= 1
        }
    }
    @exclusivity(unchecked) private var storedOrientation: InterfaceOrientation
    /// The window.
    public private(set) var window: UIWindow! {
        get { storedWindow }
        set { storedWindow = newValue }
    }
    @exclusivity(unchecked) private var storedWindow: UIWindow!
    /// The view the system presents the screen in: the window's bounds, or a sheet's
    /// rectangle (which the system may lift). The root view and bars live in it, so an app
    /// moving its root view composes with the system moving the sheet.
    public internal(set) var presentationContainer: UIView! {
        get { storedPresentationContainer }
        set { storedPresentationContainer = newValue }
    }
    @exclusivity(unchecked) private var storedPresentationContainer: UIView!
    /// The notification centre (`NotificationCenter.default` inside the world).
    public let notificationCenter = NotificationCenter()
    /// The application object (`UIApplication.shared` inside the world).
    public private(set) lazy var application = UIApplication(world: self)
    /// The window scene (`UIApplication.shared.connectedScenes`, `view.window?.windowScene`).
    public private(set) lazy var windowScene = UIWindowScene(world: self)
    /// The device object (`UIDevice.current` inside the world).
    public private(set) lazy var deviceObject = UIDevice(world: self)
    /// The keyboard as it is shown (model value: where it is going).
    public internal(set) var keyboard: KeyboardState {
        get { storedKeyboard }
        set {
            // The keyboard layout guide, the table view controller and SwiftUI's keyboard
            // region follow the keyboard: a keyboard that moved needs a layout pass.
            if newValue != storedKeyboard { needsLayout = true }
            storedKeyboard = newValue
            geometryEpoch &+= 1
        }
    }
    @exclusivity(unchecked) private var storedKeyboard: KeyboardState = .hidden
    /// How many times a view's frame, scroll position or transform, or a scroll view's
    /// `contentInset`, has changed (model values) in this world: a count that did not move,
    /// nothing moved.
    package internal(set) var layoutChangeCount: UInt64 = 0
    /// ``layoutChangeCount`` just before the system last posted the did-notifications at the
    /// end of a keyboard animation, `nil` when it has not since the runner cleared it: what
    /// moved after that, the app moved after the keyboard (keyboardDidShow handlers, and what
    /// they set off).
    @exclusivity(unchecked) package var layoutBeforeDidNotifications: UInt64?
    /// The simulated operating system's keyboard logic.
    public private(set) var keyboardSystem: KeyboardSystem! {
        get { storedKeyboardSystem }
        set { storedKeyboardSystem = newValue }
    }
    @exclusivity(unchecked) private var storedKeyboardSystem: KeyboardSystem!
    /// The first responder.
    public internal(set) var firstResponder: UIResponder? {
        get { storedFirstResponder }
        set {
            guard newValue !== storedFirstResponder else { return }
            let old = storedFirstResponder
            storedFirstResponder = newValue
            // In SwiftUI focus is state: a SwiftUI screen whose field gains or loses focus is
            // updated (and scrolls to the focused field) in the next layout pass.
            for responder in [old, newValue] {
                var view = responder as? UIView
                while let current = view, !(current is HostingView) { view = current.superview }
                view?.setNeedsLayout()
            }
        }
    }
    @exclusivity(unchecked) private var storedFirstResponder: UIResponder?
    /// Whether this world lays a screen out as it is with the keyboard never shown (the
    /// checks' reference): a responder's input accessory view docks no bar in it.
    @exclusivity(unchecked) package var isReferenceLayout = false
    /// A probe, not a behaviour of iOS: moves the keyboard frames the notifications carry by
    /// this many points down (the keyboard itself stays where it is). Running a scenario again
    /// with it tells whether the app used the frames' position at all, or only their size
    /// (the harness's check of a "coordinates mixed" diagnosis). 0 in every ordinary run.
    @exclusivity(unchecked) package var keyboardNotificationFrameShift: CGFloat = 0
    /// Not a behaviour of iOS: whether the app has read a keyboard frame from a notification's
    /// `userInfo` in this world (`as? CGRect`, `cgRectValue`): the harness names no cause
    /// that says what was done with the frame (its height used, a stale one kept) for a
    /// screen that never read one. (Where the Objective-C bridge is the system's, reads
    /// cannot be seen: always `true`.)
    #if canImport(ObjectiveC)
    package var keyboardFrameWasRead: Bool { get { true } set {} }
    #else
    @exclusivity(unchecked) package var keyboardFrameWasRead = false
    #endif
    /// The system's view holding a docked input accessory view (a controller's input bar) on
    /// screen, made when one first shows.
    public internal(set) var inputAccessoryHost: InputAccessoryHost?
    /// The root view controller.
    public internal(set) var rootViewController: UIViewController? {
        get { storedRootViewController }
        set {
            storedRootViewController = newValue
            geometryEpoch &+= 1
        }
    }
    @exclusivity(unchecked) private var storedRootViewController: UIViewController?

    /// Virtual time in seconds; only events and settling move it.
    public internal(set) var now: TimeInterval {
        get { storedNow }
        set { storedNow = newValue }
    }
    @exclusivity(unchecked) private var storedNow: TimeInterval = 0

    @exclusivity(unchecked) private(set) var layoutEngine: LayoutEngine!
    /// Whether a layout pass is due. Every change that can move a view or its safe area
    /// sets it, so setting it also starts a new ``geometryEpoch``.
    @exclusivity(unchecked) var needsLayout = true {
        didSet { geometryEpoch &+= 1 }
    }
    /// Numbers the stretches of time in which no view's frame, bounds, transform, place in
    /// the hierarchy or safe-area input changes: views remember their safe area for one
    /// (``GeometryMemo``), and the layout engine reads each input once per epoch.
    @exclusivity(unchecked) var geometryEpoch = 1
    @exclusivity(unchecked) var nextViewID = 1
    @exclusivity(unchecked) var barViews: [UIView] = []
    /// How far the system lifted a sheet for the keyboard.
    /// The bars asked for when the screen was presented.
    @exclusivity(unchecked) var presentedChrome: Chrome = .none
    /// The presented controller and, for containers, each visible child down to the screen.
    @exclusivity(unchecked) var presentedChain: [UIViewController] = []
    /// Screens presented modally over the window's root, bottom to top.
    @exclusivity(unchecked) var modalPresentations: [ModalPresentation] = []
    @exclusivity(unchecked) var sheetLift: CGFloat = 0 {
        didSet { geometryEpoch &+= 1 }
    }
    /// The main queue's work, in submission order (changed through ``editQueue(_:)``).
    var queue: [ScheduledWork] { storedQueue }
    // (Read at every clock step and settle check. Its storage and the animations' are private
    // and only ever read or assigned whole — edits take the array out and put it back — so
    // the compiler can prove no access overlaps another and drops the run-time exclusivity
    // check from every read.)
    @exclusivity(unchecked) private var storedQueue: [ScheduledWork] = []
    @exclusivity(unchecked) var nextWorkOrder = 0
    /// Tasks sleeping on this world's clock (`Task.sleep`), oldest first.
    @exclusivity(unchecked) var sleepers: [Sleeper] = []
    /// Whether the queue may hold a sleeping task's deadline (so void ones are looked for).
    @exclusivity(unchecked) var hasSleeperDeadlines = false
    /// Whether the world is ending its asynchronous work (sleeps end at once).
    @exclusivity(unchecked) var isFinishingAsyncWork = false
    /// The view animations in flight (changed through ``editViewAnimations(_:)``).
    var viewAnimations: [ViewAnimation] { storedViewAnimations }
    @exclusivity(unchecked) private var storedViewAnimations: [ViewAnimation] = []

    /// Edits the main queue (taken out of the world while `edit` runs, so changed in place).
    func editQueue<Result>(_ edit: (inout [ScheduledWork]) -> Result) -> Result {
        var list = storedQueue
        storedQueue = []
        defer { storedQueue = list }
        return edit(&list)
    }

    /// Edits the view animations in flight (taken out of the world while `edit` runs).
    func editViewAnimations(_ edit: (inout [ViewAnimation]) -> Void) {
        var list = storedViewAnimations
        storedViewAnimations = []
        edit(&list)
        storedViewAnimations = list
    }
    @exclusivity(unchecked) var animationContext: [AnimationContext] = []
    /// Whether animation blocks animate (`UIView.setAnimationsEnabled(_:)`, on by default).
    @exclusivity(unchecked) var animationsEnabled = true
    /// Core Animation transactions open (`CATransaction.begin()`), outermost first.
    @exclusivity(unchecked) var coreAnimationTransactions: [CoreAnimationTransaction] = []
    @exclusivity(unchecked) var keyboardAnimation: KeyboardAnimation?

    /// Layout passes run since the counter was last reset (for the layout-loop invariant).
    public internal(set) var layoutPasses: Int {
        get { storedLayoutPasses }
        set { storedLayoutPasses = newValue }
    }
    @exclusivity(unchecked) private var storedLayoutPasses: Int = 0
    /// Whether the last layout stopped at the pass limit without settling.
    public internal(set) var layoutDidNotConverge: Bool = false
    /// Constraint conflicts reported, oldest first (UIKit's log).
    public internal(set) var conflicts: [ConflictDiagnostic] = []
    /// Whether some view asked for `updateConstraints()` before the next layout pass.
    @exclusivity(unchecked) var constraintUpdatesPending = false
    /// UIKit exceptions the app caused (as messages), oldest first.
    public internal(set) var exceptions: [String] = []
    /// Assumptions the model consulted, in first-consulted order.
    public private(set) var consultedAssumptions: [Assumption] {
        get { storedConsultedAssumptions }
        set { storedConsultedAssumptions = newValue }
    }
    // (Read at every consultation: private storage, only read or assigned whole, so that no
    // read pays a run-time exclusivity check.)
    @exclusivity(unchecked) private var storedConsultedAssumptions: [Assumption] = []
    /// Whether the app is in the background.
    public internal(set) var isInBackground: Bool {
        get { storedIsInBackground }
        set { storedIsInBackground = newValue }
    }
    @exclusivity(unchecked) private var storedIsInBackground: Bool = false
    @exclusivity(unchecked) var storedSingletons: [ObjectIdentifier: AnyObject] = [:]
    /// The root frame last applied by the window (the window sets the root view's frame only
    /// when its own geometry changes, so an app may move its root view in between).
    @exclusivity(unchecked) var appliedRootFrame: CGRect?

    /// The most layout passes one layout may take before it is declared a loop.
    public static let maxLayoutPasses = 8

    /// Creates a world: a device in an orientation, a window of a kind, an iOS version.
    public init(device: Device, orientation: InterfaceOrientation = .portrait, windowKind: WindowKind = .fullScreen,
                iOSVersion: Int = 17, assumptions: Assumptions = Assumptions()) {
        let iOS26Landscape = device.takesIOS26LandscapeSafeArea(onIOS: iOSVersion)
        self.device = iOS26Landscape && assumptions[.iOS26LandscapeSafeAreaOnEveryIPhone] ? device.withIOS26LandscapeSafeArea : device
        storedOrientation = orientation
        self.windowKind = windowKind
        self.iOSVersion = iOSVersion
        self.assumptions = assumptions
        LiveCount.worlds.change(by: 1)
        WorldConcurrency.install()
        // The engine, window and keyboard system point back at the world.
        layoutEngine = LayoutEngine(world: self)
        storedWindow = UIWindow(world: self)
        storedPresentationContainer = PresentationContainer(name: "presentation")
        window.addSubview(presentationContainer)
        storedKeyboardSystem = KeyboardSystem(world: self)
        if iOS26Landscape { consult(.iOS26LandscapeSafeAreaOnEveryIPhone) }
        updateWindowGeometry()
    }

    /// Runs `body` with this world as ``World/current`` (as strategy code must run).
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        if World.current === self { return try body() }
        return try World.$current.withValue(self) { try body() }
    }

    /// The screen in the current orientation.
    public var screen: UIScreen { screenObject }
    private lazy var screenObject = UIScreen(world: self)

    /// Notes that the model relied on an assumption (reports list the ones a verdict
    /// depends on).
    func consult(_ assumption: Assumption) {
        guard !storedConsultedAssumptions.contains(assumption) else { return }
        var consulted = storedConsultedAssumptions
        storedConsultedAssumptions = []
        consulted.append(assumption)
        storedConsultedAssumptions = consulted
    }

    /// The value of an assumption, noting that it was consulted.
    public func assume(_ assumption: Assumption) -> Bool {
        consult(assumption)
        return assumptions[assumption]
    }

    func recordConflict(_ diagnostic: ConflictDiagnostic) {
        conflicts.append(diagnostic)
    }

    package func recordException(_ message: String) {
        exceptions.append(message)
        RecentExceptions.shared.note(message)
    }

    // MARK: - App-wide objects

    /// The world's one instance of an app-wide object (a `.shared` singleton), made on first
    /// use. Observers it registers while being made belong to the app, not the screen, so
    /// they are not counted as leaks when the screen is torn down.
    public func singleton<T: AnyObject>(_ type: T.Type, make: () -> T) -> T {
        if let existing = storedSingletons[ObjectIdentifier(type)] as? T { return existing }
        let previous = notificationCenter.currentOwner
        notificationCenter.currentOwner = .app
        let made = run { make() }
        notificationCenter.currentOwner = previous
        storedSingletons[ObjectIdentifier(type)] = made
        return made
    }

    // MARK: - Screens

    /// Shows a view controller as the window's root, with bars: loads its view
    /// (`viewDidLoad`), lays it out and calls `viewWillAppear`/`viewDidAppear`.
    ///
    /// A `UINavigationController` or `UITabBarController` shows its visible screen inside
    /// its own view, with the bars its settings ask for added to `chrome`; that screen is
    /// ``rootViewController`` (the screen under test) and the container is the window's.
    ///
    /// In a ``WindowKind/presented(_:detents:)`` world the window's root is a plain screen
    /// that presents `controller` modally in that style (with the detents, from iOS 15), and
    /// the bars are the presented screen's.
    public func present(_ controller: UIViewController, chrome: Chrome = .none) {
        if case let .presented(style, detents) = windowKind, window.rootViewController == nil {
            let host = UIViewController()
            presentAsRoot(host, chrome: .none)
            controller.modalPresentationStyle = style.modalPresentationStyle
            if style != .popover, iOSVersion >= 15, let sheet = controller.sheetPresentationController {
                // A detent an iOS version does not have is not offered there.
                sheet.detents = detents.filter { $0.introducedIn <= iOSVersion }.map { $0.detent }
                if sheet.detents.isEmpty { sheet.detents = [.large()] }
            }
            presentModally(controller, from: host, chrome: chrome, completion: nil)
            return
        }
        presentAsRoot(controller, chrome: chrome)
    }

    private func presentAsRoot(_ controller: UIViewController, chrome: Chrome) {
        run {
            presentedChrome = chrome
            window.installedRoot = controller
            let chain = show(controller, in: presentationContainer)
            for shown in chain { shown.viewWillAppear(false) }
            layoutIfNeeded()
            for shown in chain { shown.viewDidAppear(false) }
            layoutIfNeeded()
        }
    }

    /// Makes `controller` (and, for containers, each visible child down to the screen) the
    /// shown presentation inside `container`, with its bars; returns the chain.
    func show(_ controller: UIViewController, in container: UIView) -> [UIViewController] {
        let chain = controller.visibleChain
        let screen = chain[chain.count - 1]
        screen.chrome = resolvedChrome(for: chain)
        rootViewController = screen
        presentedChain = chain
        var host: UIView = container
        for shown in chain {
            let view: UIView = shown.view
            host.insertSubview(view, at: 0)
            host = view
        }
        // Loading the screen's view may have set its navigation item (a UIKit screen's
        // viewDidLoad; a SwiftUI body, evaluated at layout, asks for its bars again itself).
        let loaded = resolvedChrome(for: chain)
        if loaded != screen.chrome { screen.chrome = loaded }
        installBars(screen.chrome)
        return chain
    }

    /// A navigation or tab bar controller changed its visible screen or its bars: the old
    /// screen leaves (its first responder resigns), the new one appears, the bars follow.
    func visibleScreenDidChange(animated: Bool) {
        guard let root = window.rootViewController, root.isViewLoaded, let old = rootViewController else { return }
        run {
            let chain = root.visibleChain
            let screen = chain[chain.count - 1]
            let changed = screen !== old
            if changed {
                old.viewWillDisappear(animated)
                screen.viewWillAppear(animated)
                // The first controller that is no longer shown takes its view (and the old
                // screen's inside it) out of the window.
                let kept = zip(presentedChain, chain).prefix { $0 === $1 }.count
                if kept < presentedChain.count, presentedChain[kept].isViewLoaded {
                    let gone: UIView = presentedChain[kept].view
                    gone.removeFromSuperview()
                    layoutEngine.forgetConstraints(within: gone)
                }
                for index in max(1, kept)..<chain.count {
                    let host: UIView = chain[index - 1].view
                    let view: UIView = chain[index].view
                    if view.superview !== host { host.insertSubview(view, at: 0) }
                }
                appliedRootFrame = nil
            }
            presentedChain = chain
            screen.chrome = resolvedChrome(for: chain)
            rootViewController = screen
            installBars(screen.chrome)
            setNeedsLayout()
            layoutIfNeeded()
            if changed {
                old.viewDidDisappear(animated)
                screen.viewDidAppear(animated)
                layoutIfNeeded()
            }
        }
    }

    /// The bars around the shown screen: those asked for when presenting, plus each
    /// container's.
    ///
    /// A large title the presented chrome asks for (the app's `prefersLargeTitles`) shows as a
    /// standard bar when the screen's navigation item says `.never`, as a navigation
    /// controller decides (https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.property).
    private func resolvedChrome(for chain: [UIViewController]) -> Chrome {
        var chrome = presentedChrome
        if chrome.navigationBar == .largeTitle, let screen = chain.last, screen.navigationItem.largeTitleDisplayMode == .never {
            chrome.navigationBar = .standard
        }
        for container in chain.dropLast() { container.addBars(to: &chrome) }
        return chrome
    }

    /// Tears the screen down as dismissing it would: the first responder resigns,
    /// `viewWillDisappear`/`viewDidDisappear` run, the views leave the window and the
    /// controller is released (observers tied to it end; block observers it forgot stay).
    public func tearDown() {
        run {
            while !modalPresentations.isEmpty { dismissTopModal() }
            guard let controller = window.rootViewController, rootViewController != nil else { return }
            let chain = presentedChain
            endEditingForRemoval()
            for shown in chain { shown.viewWillDisappear(false) }
            controller.view.removeFromSuperview()
            layoutEngine.forgetConstraints(within: controller.view)
            for bar in barViews { bar.removeFromSuperview() }
            barViews.removeAll()
            for shown in chain { shown.viewDidDisappear(false) }
            rootViewController = nil
            window.installedRoot = nil
            presentedChain = []
            layoutIfNeeded()
        }
        // The screen is gone: its tasks end with it (their views cancelled them on
        // disappearing; a sleeping task wakes cancelled).
        finishAsyncWork()
    }

    // MARK: - Views joining and leaving

    /// The first responder's view is leaving the window: it is asked to resign, and resigns
    /// even if its delegate refuses (a responder outside the window cannot stay first).
    /// With `view`, only a first responder inside it (``firstResponderIsInside(_:)``); a text
    /// input in a docked bar gives first responder back to the bar's owner, which then resigns
    /// too if it is leaving.
    func endEditingForRemoval(of view: UIView? = nil) {
        for _ in 0..<2 {
            guard let responder = firstResponder, view.map(firstResponderIsInside) ?? true else { return }
            if !responder.resignFirstResponder(), firstResponder === responder { keyboardSystem.resign(forced: true) }
        }
    }

    func didAttach(_ view: UIView) {
        var seenBySolver = false
        for v in view.subtree {
            if v is UIStackView { layoutEngine.stacksInWindow += 1 }
            v.geometryMemo = GeometryMemo()
            if v.id == 0 && !(v is UIWindow) {
                v.id = nextViewID
                nextViewID += 1
            }
            if v.layoutVariables != nil || v is UIStackView { seenBySolver = true }
            if !v.waitingConstraints.isEmpty {
                seenBySolver = true
                let waiting = v.waitingConstraints
                v.waitingConstraints = []
                for constraint in waiting {
                    constraint.waitingView = nil
                    layoutEngine.activate(constraint)
                }
            }
        }
        if seenBySolver { layoutEngine.structureDidChange() } else { setNeedsLayout() }
    }

    func didDetach(_ view: UIView) {
        var seenBySolver = false
        for v in view.subtree {
            v.geometryMemo = GeometryMemo()
            if v is UIStackView { layoutEngine.stacksInWindow -= 1 }
            if v.layoutVariables != nil || v is UIStackView { seenBySolver = true }
        }
        if firstResponderIsInside(view) { firstResponder = nil }
        // A subtree the solver never held — no view of it ever an item of a constraint, no
        // stack view (a frame-based input accessory and its host) — changes nothing in its
        // system when it comes or goes: a layout pass, not a rebuilt system.
        if seenBySolver { layoutEngine.structureDidChange() } else { setNeedsLayout() }
    }

    /// Whether the first responder is `view` or inside it: a view, or a controller (a chat
    /// screen that is first responder for its input bar) whose view is.
    func firstResponderIsInside(_ view: UIView) -> Bool {
        switch firstResponder {
        case let responder as UIView:
            if responder.isDescendant(of: view) { return true }
            // A text input in a docked bar goes with the bar's owner.
            guard isInInputViews(responder), let owner = keyboardSystem.accessoryOwner, owner !== responder else { return false }
            return Self.responder(owner, isInside: view)
        case let responder?: return Self.responder(responder, isInside: view)
        case nil: return false
        }
    }

    private static func responder(_ responder: UIResponder, isInside view: UIView) -> Bool {
        switch responder {
        case let responderView as UIView: return responderView.isDescendant(of: view)
        case let controller as UIViewController: return controller.viewIfLoaded?.isDescendant(of: view) == true
        default: return false
        }
    }

    /// Whether `view` is part of the keyboard's input views (inside ``inputAccessoryHost``):
    /// the system shows it with the keyboard, above everything the app draws.
    package func isInInputViews(_ view: UIView) -> Bool {
        guard let host = inputAccessoryHost else { return false }
        return view.isDescendant(of: host)
    }

    deinit {
        LiveCount.worlds.change(by: -1)
        storedKeyboardSystem?.isWorldGone = true
        window?.owner = nil
        layoutEngine?.releaseWorld()
        // The app ends with its world: observers still registered (an app-wide object's
        // subscription, which on iOS lives until the process ends) are dropped, so an
        // observer that retains what registered it does not outlive the world in a cycle.
        notificationCenter.removeAllObservers()
    }

    /// How many worlds exist in the process now. A finished scenario's world is released with
    /// its screen; one that stays in memory means something the strategy made (an observer, a
    /// subscription, a singleton) keeps its screen alive, and a long run grows with every case.
    public static var liveCount: Int { LiveCount.worlds.value }

    // MARK: - Queries

    /// The window's frame in screen space.
    public var windowFrame: CGRect { window.frame }

    /// Whether the keyboard on screen is a split one, which the guide and the checks count as
    /// dismissed (``Assumption/splitKeyboardCountsAsDismissed``).
    public var splitKeyboardCountsAsDismissed: Bool {
        keyboard.mode == .split && assume(.splitKeyboardCountsAsDismissed)
    }

    /// The part of the window a docked keyboard covers (*K* of the design's invariants):
    /// the keyboard's screen frame converted into window space and clipped to the window.
    /// `nil` when nothing is covered, or the keyboard is floating/undocked (unless `strict`).
    public func keyboardCoverage(strict: Bool = false) -> CGRect? {
        coverage(of: keyboard, strict: strict)
    }

    /// The part of the window a keyboard state covers.
    /// A split keyboard's frame says nothing of where it is: it counts as
    /// covering nothing, even for a screen that follows undocked keyboards.
    public func coverage(of state: KeyboardState, strict: Bool = false) -> CGRect? {
        guard state.isOnScreen, let frame = state.screenFrame else { return nil }
        if state.mode.isUndocked && !strict { return nil }
        if state.mode == .split && assume(.splitKeyboardCountsAsDismissed) { return nil }
        let inWindow = window.convert(frame, from: nil as UIWindow?)
        guard let overlap = inWindow.overlap(with: window.bounds), overlap.height > 0, overlap.width > 0 else { return nil }
        return overlap
    }

    /// How many times the Auto Layout engine was rebuilt (structure changes and conflict
    /// recovery); keyboard moves and constant changes do not rebuild it.
    public var layoutEngineRebuilds: Int { layoutEngine.rebuilds + layoutEngine.system.rebuildCount }

    /// The app's active constraints, in activation order.
    public var activeConstraints: [NSLayoutConstraint] { layoutEngine.constraints }

    /// Every view on screen (the window's subtree), parents first.
    public var allViews: [UIView] { window.subtree }

    /// The first view named `name`.
    public func view(named name: String) -> UIView? {
        // The first in `subtree`'s order (breadth first), found without listing the rest.
        var queue: [UIView] = [window]
        queue.reserveCapacity(32)
        var index = 0
        while index < queue.count {
            let view = queue[index]
            if view.name == name { return view }
            queue.append(contentsOf: view.subviews)
            index += 1
        }
        return nil
    }
}

/// How many objects of a kind exist (``World/liveCount``, ``UIViewController/liveCount``):
/// they are made and released on many threads.
final class LiveCount: @unchecked Sendable {
    static let worlds = LiveCount()
    static let controllers = LiveCount()

    private let lock = NSLock()
    private var live = 0

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return live
    }

    func change(by delta: Int) {
        lock.lock()
        live += delta
        lock.unlock()
    }
}
