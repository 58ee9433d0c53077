import Foundation

extension World {
    // MARK: - Change notes

    /// Marks the window's layout as needing a pass.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// The update-constraints phase of a layout pass: every view in the window that asked
    /// (`setNeedsUpdateConstraints()`) gets `updateConstraints()` — a controller's root view
    /// through the controller's `updateViewConstraints()` — subviews before their superviews,
    /// before the frames are computed
    /// (https://developer.apple.com/documentation/uikit/uiview/updateconstraints()).
    func updateConstraintsNow(in root: UIView? = nil) {
        if root == nil { constraintUpdatesPending = false }
        let marked = (root ?? window).subtree.filter(\.needsConstraintUpdate)
        for view in marked.reversed() where view.needsConstraintUpdate {
            view.needsConstraintUpdate = false
            if let controller = view.owningViewController {
                controller.updateViewConstraints()
            } else {
                view.updateConstraints()
            }
        }
    }

    func frameDidChange(_ view: UIView, resized: Bool) {
        needsLayout = true
        layoutChangeCount &+= 1
        modelDidChange(view)
    }

    func boundsOriginDidChange(_ view: UIView) {
        needsLayout = true
        layoutChangeCount &+= 1
        modelDidChange(view)
    }

    func transformDidChange(_ view: UIView) {
        geometryEpoch &+= 1
        layoutChangeCount &+= 1
        modelDidChange(view)
    }

    func contentInsetDidChange() {
        setNeedsLayout()
        layoutChangeCount &+= 1
    }

    func layoutStructureDidChange() {
        layoutEngine.structureDidChange()
    }

    /// `invalidateIntrinsicContentSize()` "allows the constraint-based layout system to take
    /// the new intrinsic content size into account in its next layout pass"
    /// (https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()):
    /// when the layout engine already holds the view's intrinsic size as it is now, that pass
    /// changes nothing, and UIKit lays out again only views whose layout is invalid — so a view
    /// that invalidates its size in every `layoutSubviews` (square/Blueprint's BlueprintView,
    /// Tests/RealBugs 26) asks for no further pass. Any other invalidation (a new size, a view
    /// the engine does not size) asks for one.
    func intrinsicSizeDidChange(_ view: UIView) {
        if layoutEngine.holdsCurrentIntrinsicSize(of: view) { return }
        needsLayout = true
    }

    func keyboardGuideSettingsDidChange() {
        needsLayout = true
    }

    // MARK: - The layout pass

    /// Runs a layout pass if one is needed: window and root frames, bars, the solver, then
    /// `layoutSubviews` top down; repeated until nothing moves, at most
    /// ``World/maxLayoutPasses`` times (more is a layout loop).
    public func layoutIfNeeded() {
        guard needsLayout else { return }
        run {
            var passes = 0
            repeat {
                passes += 1
                needsLayout = false
                if constraintUpdatesPending { updateConstraintsNow() }
                if !modalPresentations.isEmpty { positionCoveredPresentations() }
                positionRootAndBars()
                layoutEngine.solve()
                let dirtyBeforeFrames = needsLayout
                layoutEngine.applyFrames()
                // Frames written from the solution are this pass's own output, and the
                // subviews below are laid out next in the same pass: they call for another
                // pass only when they change something the solver reads (a view's safe
                // area, a frame used as an input), as UIKit's one top-down pass does.
                if needsLayout && !dirtyBeforeFrames && !layoutEngine.inputsChanged() { needsLayout = false }
                for view in window.subtree { view.layoutSubviews() }
                notifySafeAreaChanges()
                updateTrackedKeyboardConstraints()
                rootViewController?.viewDidLayoutSubviews()
            } while needsLayout && passes < World.maxLayoutPasses
            layoutPasses += passes
            if needsLayout {
                layoutDidNotConverge = true
                needsLayout = false
            }
        }
    }

    /// A view's origin in layout space (window coordinates with every scroll position at
    /// zero and no transform): where Auto Layout's variables live.
    func layoutOrigin(of view: UIView?) -> CGPoint {
        guard let view else { return .zero }
        if view is UIWindow { return .zero }
        if !view.translatesAutoresizingMaskIntoConstraints, let v = view.layoutVariables, layoutEngine.isSolved(v) {
            return CGPoint(x: v.minX.value, y: v.minY.value)
        }
        let parent = layoutOrigin(of: view.superview)
        return CGPoint(x: parent.x + view.frame.minX, y: parent.y + view.frame.minY)
    }

    // MARK: - Window, root view and bars

    /// Places the window in screen space and derives its safe area from the screen's.
    func updateWindowGeometry() {
        let frame = windowKind.windowFrame(device: device, orientation: orientation, assumptions: assumptions, consult: consult)
        window.frame = frame
        let screenSafe = CGRect(origin: .zero, size: device.screenSize(orientation)).inset(by: device.safeArea(orientation))
        window.windowSafeAreaInsets = frame.insetsOfUnsafe(screenSafe)
        needsLayout = true
    }

    /// Whether the window is in the regular horizontal size class.
    ///
    /// An iPad window from 678 pt wide (snap_upstream traits: Split View 1/3 and most 1/2
    /// windows and Slide Over are compact). An iPhone in landscape whose portrait width is
    /// 414 pt or more (``BarMetrics/widePhoneWidth``): the HIG's size-class table gives the
    /// Plus, Max, XR and 11 models "regular width, compact height" in landscape and every
    /// other iPhone "compact width, compact height"
    /// (https://developer.apple.com/design/human-interface-guidelines/layout, "Device size
    /// classes"; reproduced with the widths at baolei.org/iOS-size-class-study-a1f01c7cfe0a4fd4a6d750bcde6cdb36
    /// and at stackoverflow.com/questions/52317545; pointfreeco/swift-snapshot-testing's
    /// View.swift gives iPhone8Plus, iPhoneXr, iPhoneXsMax and iPhone12ProMax regular width in
    /// landscape, iPhoneX and iPhone12 compact). The 420 pt iPhone Air is taken by the width
    /// (no table row seen). Every iPhone is compact in width in portrait.
    public var isRegularWidth: Bool {
        switch device.idiom {
        case .pad: return window.bounds.width >= 678
        case .phone: return orientation == .landscape && device.portraitSize.width >= BarMetrics.widePhoneWidth
        }
    }

    /// Whether the window is in the compact vertical size class: every iPhone in landscape
    /// (the HIG's size-class table); an iPad window is regular in height.
    var isCompactHeight: Bool {
        device.idiom == .phone && orientation == .landscape
    }

    /// The system bars' heights for this device, orientation, version and window.
    public var barMetrics: BarMetrics {
        BarMetrics.metrics(device: device, orientation: orientation, iOSVersion: iOSVersion,
                           regularWidthWindow: isRegularWidth,
                           tabBarAtTop: device.idiom == .pad && iOSVersion >= 18 && isRegularWidth
                               && rootViewController?.chrome.tabBar == true && assume(.iPadTabBarAtTop))
    }

    /// The root view's frame in window space, lifted when the system moves a sheet.
    var rootFrame: CGRect {
        unliftedRootFrame.offsetBy(dx: 0, dy: -sheetLift)
    }

    func positionRootAndBars() {
        guard let controller = rootViewController, controller.isViewLoaded else { return }
        let view: UIView = controller.view
        let frame = rootFrame
        if presentationContainer.frame != frame { presentationContainer.frame = frame }
        // The container sets the root view's frame when its own size changes (rotation,
        // multitasking), not on every pass: an app may move its root view in between.
        let bounds = CGRect(origin: .zero, size: frame.size)
        if appliedRootFrame?.size != frame.size {
            appliedRootFrame = frame
            // A container's view fills the presentation, and the screen's fills the container's.
            for shown in presentedChain where shown !== controller && shown.isViewLoaded {
                if shown.view.frame != bounds { shown.view.frame = bounds }
            }
            if view.frame != bounds { view.frame = bounds }
        }
        // A root view's margins are the system's: "The top and bottom margins are set to zero
        // points. The side margins vary depending on the current size class, but can be
        // either 16 or 20 points" (https://developer.apple.com/documentation/uikit/uiview/1622566-layoutmargins;
        // 16 in compact width, 20 in regular, useyourloaf "Changing Root View Layout Margins").
        // The safe area is added by `layoutMarginsGuide` (``ModelNumber/rootLayoutMargins``).
        let side: CGFloat = isRegularWidth ? 20 : 16
        let margins = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
        if view.layoutMargins != margins { view.layoutMargins = margins }
        guard !barViews.isEmpty, let area = barArea(for: controller) else { return }
        let chrome = controller.chrome
        let bars = barMetrics
        for bar in barViews {
            var target: CGRect
            switch bar.name {
            case "navigationBar":
                target = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: area.minY - frame.minY)
            case "toolbar":
                let top = area.maxY
                target = CGRect(x: frame.minX, y: top, width: frame.width, height: chrome.tabBar && !bars.tabBarAtTop ? bars.toolbar : frame.maxY - top)
            default:
                if bars.tabBarAtTop {
                    // iPadOS 18: the tabs share the top bar's row.
                    target = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: area.minY - frame.minY)
                } else {
                    let top = area.maxY + (chrome.toolbar ? bars.toolbar : 0)
                    target = CGRect(x: frame.minX, y: top, width: frame.width, height: frame.maxY - top)
                }
            }
            target = target.offsetBy(dx: -frame.minX, dy: -frame.minY)
            if bar.frame != target { bar.frame = target }
        }
    }

    /// The region between a controller's top bar and bottom bars, in window space.
    func barArea(for controller: UIViewController) -> CGRect? {
        let owner = controller.screenController
        guard owner === rootViewController, owner.isViewLoaded else { return nil }
        let frame = rootFrame
        let safe = window.bounds.inset(by: window.windowSafeAreaInsets)
        let chrome = owner.chrome
        let bars = chrome.hasBarController ? barMetrics : nil
        let top = max(frame.minY, safe.minY) + (bars.map { chrome.topHeight($0) } ?? 0)
        let bottom = min(frame.maxY, safe.maxY) - (bars.map { chrome.bottomHeight($0) } ?? 0)
        return CGRect(x: frame.minX, y: top, width: frame.width, height: max(0, bottom - top))
    }

    func installBars(_ chrome: Chrome) {
        for bar in barViews { bar.removeFromSuperview() }
        barViews.removeAll()
        var names: [String] = []
        if chrome.navigationBar != .none { names.append("navigationBar") }
        if chrome.toolbar { names.append("toolbar") }
        if chrome.tabBar { names.append("tabBar") }
        // A container draws its bars inside its own view, so they move with it.
        let host: UIView = presentedChain.count > 1 && presentedChain[0].isViewLoaded ? presentedChain[0].view : presentationContainer
        for name in names {
            let bar = presentedChain.lazy.compactMap { $0.bar(named: name) }.first ?? BarView(name: name)
            host.addSubview(bar)
            barViews.append(bar)
        }
    }

    private func notifySafeAreaChanges() {
        guard let controller = rootViewController, controller.isViewLoaded else { return }
        let insets = controller.view.safeAreaInsets
        if insets != controller.lastSafeAreaInsets {
            controller.lastSafeAreaInsets = insets
            controller.view.safeAreaInsetsDidChange()
            controller.viewSafeAreaInsetsDidChange()
        }
    }

    private func updateTrackedKeyboardConstraints() {
        for view in window.subtree {
            view.storedKeyboardGuide?.updateTrackedConstraints()
        }
    }
}

/// A system bar (navigation bar, toolbar, tab bar): chrome drawn above the app's content.
open class BarView: UIView {
    /// The bar's style (UIKit's `UIBarStyle`; drawing only). Open, as the SDK declares it
    /// (UIToolbar's `var barStyle: UIBarStyle { get set }`,
    /// https://developer.apple.com/documentation/uikit/uitoolbar/barstyle): a toolbar subclass
    /// overrides it to restyle its items.
    open var barStyle: UIBarStyle = .default
    /// The bar's background tint (drawing only; open, as the SDK's `var barTintColor: UIColor?`).
    open var barTintColor: UIColor?
}

/// A bar's style (UIKit's `UIBarStyle`).
public enum UIBarStyle: Int, Sendable {
    case `default`, black
}

/// The system's container for the presented screen (the window's bounds, or a sheet).
public final class PresentationContainer: UIView {}


