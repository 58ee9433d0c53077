import Foundation

/// Where a modally presented screen sits (UIKit's `modalPresentationStyle`, resolved for the
/// window it is presented in).
enum ModalGeometry: Equatable {
    /// The window's bounds (`.fullScreen`, `.overFullScreen`).
    case fullScreen
    /// An iPad sheet in a regular-width window, as the window kinds model it.
    case sheet(WindowKind)
    /// A sheet in a compact-width, regular-height window from iOS 13: a card below the status
    /// bar (``Assumption/compactWidthSheetIsCard``); in compact height, a sheet that prefers
    /// to be edge-attached there, a card as wide as the safe area.
    case compactCard
    /// The covered screen's rectangle (`.currentContext`, `.overCurrentContext`).
    case coveredScreen
}

/// A screen presented modally over another, with what it covers, to come back to when it is
/// dismissed.
struct ModalPresentation {
    /// The controller presented (a screen or a container).
    let controller: UIViewController
    /// The controller that presented it.
    let presenter: UIViewController
    /// Whether the covered screen's views left the window (`.fullScreen`).
    let removesCovered: Bool
    let container: PresentationContainer
    // The covered presentation.
    let coveredChain: [UIViewController]
    let coveredRoot: UIViewController?
    let coveredChrome: Chrome
    let coveredBars: [UIView]
    let coveredContainer: UIView
}

extension World {
    /// The sheet the system may lift for the keyboard: the top modal's iPad sheet, or the
    /// window's (a sheet window kind) when nothing is presented over it.
    var liftableSheet: WindowKind? {
        if let modal = modalPresentations.last {
            if case let .sheet(kind) = modalGeometry(for: modal.controller) { return kind }
            return nil
        }
        return windowKind.isSheet ? windowKind : nil
    }

    /// The shown screen's frame in window space before any lift.
    var unliftedRootFrame: CGRect { presentationFrame(modalPresentations.last) }

    /// Where a presentation sits in window space now, before any lift: `modal`'s, or the
    /// window's root presentation for `nil`.
    func presentationFrame(_ modal: ModalPresentation?) -> CGRect {
        let safeArea = window.windowSafeAreaInsets
        guard let modal else {
            return windowKind.rootFrame(in: window.frame, safeArea: safeArea,
                                        preferredContentSize: window.rootViewController?.preferredContentSize ?? .zero)
        }
        let bounds = window.bounds
        switch modalGeometry(for: modal.controller) {
        case .fullScreen:
            return bounds
        case let .sheet(kind):
            return kind.rootFrame(in: window.frame, safeArea: safeArea, preferredContentSize: modal.controller.preferredContentSize)
        case .compactCard:
            let card = compactCardFrame
            // A sheet with detents rests lower: its detent's value within its safe area.
            guard let sheet = modal.controller.storedSheetController else { return card }
            let height = min(card.height, sheet.restingValue(in: sheetContext(forCard: card)) + safeArea.bottom)
            return CGRect(x: card.minX, y: bounds.maxY - height, width: card.width, height: height)
        case .coveredScreen:
            return modal.coveredContainer.frame
        }
    }

    /// Presentations a sheet covers stay in the window and keep its shape, as UIKit resizes a
    /// presenting screen when the window changes (a rotation): each covered container takes
    /// its presentation's frame, and its screens fill it when its size changes.
    func positionCoveredPresentations() {
        for (index, modal) in modalPresentations.enumerated() where modal.coveredContainer.superview != nil {
            let frame = presentationFrame(index == 0 ? nil : modalPresentations[index - 1])
            let container = modal.coveredContainer
            guard container.frame != frame else { continue }
            let resized = container.frame.size != frame.size
            container.frame = frame
            guard resized else { continue }
            let bounds = CGRect(origin: .zero, size: frame.size)
            for shown in modal.coveredChain where shown.isViewLoaded && shown.view.frame != bounds { shown.view.frame = bounds }
        }
    }

    /// The detents' resolution context of a card sheet whose large detent is `card`.
    func sheetContext(forCard card: CGRect) -> SheetDetentContext {
        SheetDetentContext(maximumDetentValue: max(0, card.height - window.windowSafeAreaInsets.bottom),
                           containerTraitCollection: window.traitCollection, screenHeight: screen.bounds.height,
                           mediumIsHalfTheScreen: { [weak self] in self?.assume(.mediumDetentIsHalfTheScreen) ?? true })
    }

    /// A card sheet at its full (large) height: from just below the top safe area
    /// (``ModelNumber/compactSheetTopGap``) to the window's bottom, the window's width; in
    /// compact height (an edge-attached sheet) the safe area's width: "The default value is
    /// false, which means the sheet's width equals the width of its container's safe area"
    /// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/widthfollowspreferredcontentsizewhenedgeattached;
    /// that property is stored only).
    var compactCardFrame: CGRect {
        let safe = window.windowSafeAreaInsets
        let top = safe.top + ModelNumber.compactSheetTopGapPoints
        let x = isCompactHeight ? safe.left : 0
        let width = isCompactHeight ? max(0, window.bounds.width - safe.left - safe.right) : window.bounds.width
        return CGRect(x: x, y: top, width: width, height: max(0, window.bounds.height - top))
    }

    /// The top modal's card sheet and its large frame, when it has detents to rest at.
    var cardSheet: (sheet: UISheetPresentationController, controller: UIViewController, card: CGRect)? {
        guard let modal = modalPresentations.last, modalGeometry(for: modal.controller) == .compactCard,
              let sheet = modal.controller.storedSheetController else { return nil }
        return (sheet, modal.controller, compactCardFrame)
    }

    /// Which of the top card sheet's detents it rests at after the system moved it (the
    /// keyboard expands it to its largest, ``Assumption/sheetExpandsToLargestDetentForKeyboard``),
    /// by position in its `detents`; `nil` when no detent was selected or no card is shown.
    /// A layout without the keyboard at that detent is what hiding the keyboard returns to.
    package var cardSheetDetentIndex: Int? {
        guard let (sheet, _, _) = cardSheet, let selected = sheet.selectedDetentIdentifier else { return nil }
        return sheet.detents.firstIndex { $0.identifier == selected }
    }

    /// Rests the top card sheet at its detent number `index` (a reference layout for
    /// ``cardSheetDetentIndex``).
    package func restCardSheet(atDetent index: Int) {
        guard let (sheet, _, _) = cardSheet, sheet.detents.indices.contains(index) else { return }
        run { sheet.selectedDetentIdentifier = sheet.detents[index].identifier }
        layoutIfNeeded()
    }

    /// How `controller` is shown when presented in this window now (UIKit's resolution of
    /// its `modalPresentationStyle`, re-resolved when the window changes size): `.automatic`
    /// is a page sheet from iOS 13 (https://www.netguru.com/codestories/ios-13-modals-changes-1:
    /// "system by default will resolve .automatic to .pageSheet"); form and page sheets keep
    /// their iPad shape in a regular-width window and become a card in a compact one
    /// (https://hacknicity.medium.com/view-controller-presentation-changes-in-ios-13-ac8c901ebc4e).
    ///
    /// In compact height (every iPhone in landscape, the Plus and Max ones included, though
    /// they are regular in width there) a sheet fills the window unless its sheet presentation
    /// controller prefers to be edge-attached: "The default value is false, which means the
    /// sheet defaults to a full screen appearance at compact height. Set this value to true
    /// to use an alternate appearance in a compact-height size class, causing the sheet to
    /// only attach to the screen on its bottom edge"
    /// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersedgeattachedincompactheight).
    /// The formSheet and pageSheet pages give the sheet with "part of the background content
    /// visible near the top of the screen" for compact width, regular height only
    /// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet,
    /// …/pagesheet), and a popover in a compact environment "behaves the same as
    /// UIModalPresentationStyle.formSheet" (…/uimodalpresentationstyle/popover); a popover has
    /// no sheet presentation controller to prefer otherwise.
    func modalGeometry(for controller: UIViewController) -> ModalGeometry {
        switch controller.modalPresentationStyle {
        case .fullScreen, .overFullScreen, .custom, .none:
            return .fullScreen
        case .currentContext, .overCurrentContext:
            return .coveredScreen
        case .automatic, .pageSheet, .formSheet, .popover:
            if isCompactHeight {
                guard controller.storedSheetController?.prefersEdgeAttachedInCompactHeight == true else { return .fullScreen }
                return assume(.compactWidthSheetIsCard) ? .compactCard : .fullScreen
            }
            if isRegularWidth { return .sheet(controller.modalPresentationStyle == .formSheet ? .formSheet : .pageSheet) }
            return assume(.compactWidthSheetIsCard) ? .compactCard : .fullScreen
        }
    }

    /// Whether presenting `controller` takes the covered screen's views out of the window:
    /// only the full-screen styles that do not say "over" do.
    func presentationRemovesCovered(_ controller: UIViewController) -> Bool {
        controller.modalPresentationStyle == .fullScreen || controller.modalPresentationStyle == .currentContext
    }

    /// Presents `controller` modally over the shown screen (``UIViewController/present(_:animated:completion:)``),
    /// with `chrome` around it (bars a presented navigation controller does not add itself).
    func presentModally(_ controller: UIViewController, from presenter: UIViewController, chrome: Chrome = .none, completion: (() -> Void)?) {
        run {
            guard presenter.presentedViewController == nil else {
                recordException("Attempt to present \(type(of: controller)) on \(type(of: presenter)) which is already presenting \(type(of: presenter.presentedViewController!))")
                return
            }
            guard controller.presentingViewController == nil, controller.parent == nil, !controller.isViewInWindow else {
                recordException("Application tried to present modally a view controller \(type(of: controller)) that is already presented or shown")
                return
            }
            guard presenter.isViewInWindow else {
                recordException("Attempt to present \(type(of: controller)) on \(type(of: presenter)) whose view is not in the window hierarchy")
                return
            }
            if let responder = firstResponder, assume(.presentationResignsFirstResponder) {
                if let alert = controller as? UIAlertController, assume(.alertTakesAndGivesBackTheKeyboard) { alert.returnsKeyboardTo = responder }
                _ = responder.resignFirstResponder()
                // A docked bar's owner that took first responder back gives it up too: the
                // presented screen has the keyboard now.
                if let owner = firstResponder, owner !== responder { _ = owner.resignFirstResponder() }
            }
            let removesCovered = presentationRemovesCovered(controller)
            let container = PresentationContainer(name: "modal \(modalPresentations.count + 1)")
            let covered = presentedChain
            modalPresentations.append(ModalPresentation(
                controller: controller, presenter: presenter, removesCovered: removesCovered,
                container: container, coveredChain: covered, coveredRoot: rootViewController, coveredChrome: presentedChrome,
                coveredBars: barViews, coveredContainer: presentationContainer))
            presenter.presentedController = controller
            controller.presentingController = presenter
            window.addSubview(container)
            presentationContainer = container
            barViews = []
            presentedChrome = chrome
            appliedRootFrame = nil
            sheetLift = 0
            let chain = show(controller, in: container)
            if removesCovered { for shown in covered { shown.viewWillDisappear(true) } }
            for shown in chain { shown.viewWillAppear(true) }
            setNeedsLayout()
            layoutIfNeeded()
            if removesCovered, let coveredContainer = modalPresentations.last?.coveredContainer {
                // A full-screen presentation takes the covered views out of the window.
                coveredContainer.removeFromSuperview()
                for shown in covered { shown.viewDidDisappear(true) }
            }
            for shown in chain { shown.viewDidAppear(true) }
            layoutIfNeeded()
            completion?()
        }
    }

    /// Dismisses the modal presentation `controller` belongs to (and any presented over it),
    /// going back to the screen it covered (``UIViewController/dismiss(animated:completion:)``).
    func dismissModal(presentedBy presenter: UIViewController, completion: (() -> Void)?) {
        run {
            guard let index = modalPresentations.firstIndex(where: { $0.presenter === presenter }) else {
                completion?()
                return
            }
            while modalPresentations.count > index {
                dismissTopModal()
            }
            layoutIfNeeded()
            completion?()
        }
    }

    /// Another screen covers the shown one and goes again, as an app pushes a screen over it
    /// and pops it, shows another tab and comes back, or presents one full screen and
    /// dismisses it. Each takes the covered controller's view out of the window and puts it
    /// back ("viewWillDisappear … about to be removed from a view hierarchy",
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:);
    /// "viewWillAppear … about to be added to a view hierarchy",
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)),
    /// and a first responder that leaves the window resigns; so all three are the full-screen
    /// presentation the model already has (``presentationRemovesCovered(_:)``), presented and
    /// dismissed. Nothing happens while the screen presents something itself (an alert).
    public func coverAndReturn() {
        run {
            guard let shown = rootViewController, shown.presentedViewController == nil, shown.isViewInWindow else { return }
            let cover = UIViewController()
            cover.modalPresentationStyle = .fullScreen
            presentModally(cover, from: shown, chrome: .none, completion: nil)
            dismissTopModal()
            layoutIfNeeded()
        }
    }

    func dismissTopModal() {
        guard let modal = modalPresentations.popLast() else { return }
        let chain = presentedChain
        if firstResponderIsInside(modal.container) { endEditingForRemoval(of: modal.container) }
        // A keyboard the sheet kept up after its input resigned goes with it.
        keyboardSystem.releaseRetainedKeyboard()
        for shown in chain { shown.viewWillDisappear(true) }
        if modal.removesCovered { for shown in modal.coveredChain { shown.viewWillAppear(true) } }
        modal.container.removeFromSuperview()
        layoutEngine.forgetConstraints(within: modal.container)
        if modal.removesCovered, modal.coveredContainer.superview == nil {
            window.addSubview(modal.coveredContainer)
        }
        presentationContainer = modal.coveredContainer
        presentedChain = modal.coveredChain
        rootViewController = modal.coveredRoot
        presentedChrome = modal.coveredChrome
        barViews = modal.coveredBars
        // The covered screen is placed again, and lifted again if the keyboard asks for it.
        appliedRootFrame = nil
        sheetLift = 0
        modal.presenter.presentedController = nil
        modal.controller.presentingController = nil
        setNeedsLayout()
        layoutIfNeeded()
        for shown in chain { shown.viewDidDisappear(true) }
        if modal.removesCovered { for shown in modal.coveredChain { shown.viewDidAppear(true) } }
        // An alert gives the keyboard back to the responder it took it from.
        if let alert = modal.controller as? UIAlertController, let responder = alert.returnsKeyboardTo {
            alert.returnsKeyboardTo = nil
            if (responder as? UIView)?.window != nil { _ = responder.becomeFirstResponder() }
        }
    }
}

extension UIViewController {
    /// Whether the controller's view is in a window now.
    var isViewInWindow: Bool { viewIfLoaded?.window != nil }

    /// The controller, or the container it is shown in, that was presented modally.
    var modallyPresentedAncestor: UIViewController? {
        var controller: UIViewController? = self
        while let current = controller {
            if current.presentingController != nil { return current }
            controller = current.parent
        }
        return nil
    }
}

/// How a controller is presented modally (UIKit's `UIModalPresentationStyle`, with its raw
/// values).
public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's choice: a page sheet from iOS 13.
    case automatic = -2
    /// No adaptation (an adaptive presentation's "keep the style").
    case none = -1
    /// Covers the window; the covered screen's views leave it.
    case fullScreen = 0
    /// A sheet: the iPad page sheet in a regular-width window, a card in a compact one.
    case pageSheet = 1
    /// A sheet: the iPad form sheet in a regular-width window, a card in a compact one.
    case formSheet = 2
    /// Covers the presenting screen; its views leave the window.
    case currentContext = 3
    /// A custom presentation (shown full screen in the model: presentation controllers are
    /// not modelled).
    case custom = 4
    /// Covers the window; the covered screen stays in it.
    case overFullScreen = 5
    /// Covers the presenting screen, which stays in the window.
    case overCurrentContext = 6
    /// A popover: shown as a sheet in the model (anchors and arrows are not modelled).
    case popover = 7
}
