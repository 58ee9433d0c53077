import Foundation

/// The simulated operating system's keyboard: it turns what the user does (focus a field,
/// rotate, attach a hardware keyboard, float the keyboard…) into what iOS does — first
/// responder changes, text-field callbacks, keyboard notifications with screen-space frames,
/// in iOS's order, the keyboard's 0.25 s animation (curve 7), the keyboard layout guide,
/// SwiftUI's keyboard safe area, the lift of iPad sheets and `UITableViewController`'s own
/// adjustment.
///
/// Orders modelled (keyboard-platform.md §3.1; quirks that Apple does not document are
/// ``Assumption``s):
/// - show: `textFieldDidBeginEditing`, `UITextFieldTextDidBeginEditing`, then
///   `willChangeFrame`, `willShow`; after the animation `didChangeFrame`, `didShow`; for a
///   text view the keyboard's will-notifications come before `textViewDidBeginEditing`;
/// - focus moving to another field: the old field's end-editing calls, the new one's
///   begin-editing calls; keyboard notifications only if the frame changes (iOS 11+);
/// - a height change (predictive bar, emoji, accessory, another keyboard): `willChangeFrame`,
///   `willShow`;
/// - hide: end-editing calls, `willChangeFrame` then `willHide` (end frame below the screen);
/// - going floating, undocking or splitting: `willChangeFrame`, `willHide`; while floating or
///   undocked — shown, moved, hidden, focus changes — only `willChangeFrame`/`didChangeFrame`,
///   some with degenerate frames (keyboard-platform.md §3.2);
/// - a hardware keyboard on iPad: `willShow` with a frame of the full keyboard's height whose
///   top is the 55 pt bar;
/// - rotation with the keyboard up: willHide/didHide before the rotation, willShow after it;
/// - another app's keyboard (Split View, Slide Over, Stage Manager): the same notifications
///   with `isLocal == false`;
/// - in the background: nothing.
public final class KeyboardSystem {
    /// The world this keyboard belongs to. Read on every keyboard change, so held
    /// `unowned(unsafe)` (a checked reference cost a strong retain and release per read, about
    /// 2 % of a scenario's instructions), with the check done here instead: the world marks
    /// its keyboard system as outlived when it goes, and a keyboard system kept past its world
    /// stops with a message rather than reading freed memory.
    var world: World {
        precondition(!isWorldGone, "this KeyboardSystem's World has been deallocated: keep the World, not its keyboardSystem, for as long as you use it")
        return storedWorld
    }
    private unowned(unsafe) let storedWorld: World
    /// Set by the world's `deinit`.
    @exclusivity(unchecked) package internal(set) var isWorldGone = false

    /// The keyboard the user has.
    @exclusivity(unchecked) public internal(set) var configuration = KeyboardConfiguration.standard
    /// Whether a hardware keyboard is attached.
    @exclusivity(unchecked) public private(set) var isHardwareKeyboardAttached = false
    /// Whether the hardware keyboard's toolbar is minimised (iPadOS 15+): it then counts as a
    /// keyboard only in Stage Manager (wwdc23_10281).
    @exclusivity(unchecked) public private(set) var isHardwareToolbarMinimized = false
    /// The minimised toolbar's height (not published: ``ModelNumber/minimizedHardwareToolbar``).
    public static let minimizedToolbarHeight: CGFloat = 44
    /// The animation's duration in the notifications.
    public static let animationDuration: TimeInterval = 0.25
    /// The animation's curve in the notifications (undocumented value 7).
    public static let animationCurve = 7

    // The `NSNumber`s of every notification, made once (immutable, so shared by all worlds).
    private static let durationNumber = NSNumber(value: animationDuration)
    private static let curveNumber = NSNumber(value: animationCurve)
    private static let localNumber = NSNumber(value: true)
    private static let notLocalNumber = NSNumber(value: false)
    /// The "negative system inset" Keyman subtracts from Face ID iPads' key areas
    /// (device-geometry.md §4, keyman_ios18).
    public static let iPadSystemInset: CGFloat = 5

    @exclusivity(unchecked) private var animationCounter = 0
    /// The responder whose accessory is on screen as a docked bar (a view controller's input
    /// bar), while it or a text input inside the bar is first responder.
    @exclusivity(unchecked) weak var accessoryOwner: UIResponder?
    /// The bar on screen in ``World/inputAccessoryHost``.
    @exclusivity(unchecked) var displayedAccessory: UIView?
    /// The first responder's input view shown in place of the keyboard (read when it became
    /// first responder or reloaded its input views), `nil` for the keyboard.
    @exclusivity(unchecked) var displayedInputView: UIView?
    /// Whether another visible app's keyboard is up (Split View, Slide Over, Stage Manager).
    @exclusivity(unchecked) public private(set) var otherAppKeyboardShown = false
    /// Whether the keyboard stayed on screen after its text input resigned, because the
    /// controller presented as a form sheet around it disables automatic keyboard dismissal
    /// (``UIViewController/disablesAutomaticKeyboardDismissal``); it goes when another input
    /// takes it, or the sheet is dismissed.
    @exclusivity(unchecked) public private(set) var keyboardRetained = false

    init(world: World) {
        storedWorld = world
    }

    // MARK: - Geometry

    /// The docked software keyboard's height for the current configuration.
    public func dockedHeight(for configuration: KeyboardConfiguration? = nil) -> CGFloat {
        if configuration == nil, let inputView = displayedInputView, world.firstResponder != nil {
            // A custom input view in place of the keyboard: its height, the accessory above it.
            return height(ofInputView: inputView) + self.configuration.accessoryHeight
        }
        let config = configuration ?? self.configuration
        let device = world.device
        let orientation = world.orientation
        var height: CGFloat
        switch config.kind {
        case .standard:
            height = device.keyboard.dockedHeight(orientation, predictive: config.predictive, iOSVersion: world.iOSVersion)
        case .emoji:
            let keepsBar = !config.predictive && world.assume(.emojiKeyboardKeepsBar)
            height = device.keyboard.dockedHeight(orientation, predictive: config.predictive || keepsBar, iOSVersion: world.iOSVersion)
        case let .thirdParty(h):
            // The height is the portrait one (device-geometry.md, kk971); landscape follows
            // the system keyboard's proportion (assumption: keeps its height where that grows).
            let portrait = device.keyboard.dockedHeight(.portrait, predictive: true, iOSVersion: world.iOSVersion)
            var ratio = device.keyboard.dockedHeight(.landscape, predictive: true, iOSVersion: world.iOSVersion) / portrait
            if orientation == .landscape, world.assume(.thirdPartyKeyboardKeepsHeightWhereSystemGrows) { ratio = min(1, ratio) }
            height = orientation == .portrait ? h : (h * ratio).rounded()
        }
        if device.idiom == .pad && device.hasHomeIndicator && world.assume(.iPadKeyboardIncludesHomeIndicator) {
            // The logged 820×1180 frame is 337 = 257 + 5 + 55 + 20 (keyboard-platform.md §3.1):
            // Keyman's key area lacks its 5 pt system inset and the 20 pt home-indicator area.
            height += device.safeArea(orientation).bottom + KeyboardSystem.iPadSystemInset
        }
        return height + config.accessoryHeight
    }

    /// The keyboard state the configuration gives when a text input is active.
    func shownState(isLocal: Bool = true) -> KeyboardState {
        let screen = world.device.screenSize(world.orientation)
        if displayedInputView != nil, world.firstResponder != nil, world.assume(.inputViewDocksWhateverTheKeyboard) {
            return .docked(height: dockedHeight(), screenSize: screen, isLocal: isLocal)
        }
        if isHardwareKeyboardAttached {
            // Where no keyboard shows, an input accessory view still does, at the bottom
            // (``Assumption/accessoryShowsWithoutOnScreenKeyboard``).
            func accessoryAlone() -> KeyboardState {
                guard configuration.accessoryHeight > 0, world.assume(.accessoryShowsWithoutOnScreenKeyboard) else { return .hidden }
                return .hardwareBar(visibleHeight: configuration.accessoryHeight, fullHeight: dockedHeight(), screenSize: screen)
            }
            if world.device.idiom == .phone {
                _ = world.assume(.iPhoneHardwareKeyboardHidesKeyboard)
                if world.assumptions[.iPhoneHardwareKeyboardHidesKeyboard] { return accessoryAlone() }
            }
            if world.device.idiom == .pad, isHardwareToolbarMinimized, world.iOSVersion >= 15 {
                // The minimised toolbar overlaps content as a system overlay outside Stage
                // Manager and acts as a keyboard inside it (device-geometry.md §6, wwdc23_10281).
                guard case .stageManager = world.windowKind else { return accessoryAlone() }
                let visible = KeyboardSystem.minimizedToolbarHeight + configuration.accessoryHeight
                return .hardwareBar(visibleHeight: visible, fullHeight: dockedHeight(), screenSize: screen)
            }
            var visible = KeyboardConfiguration.hardwareBarHeight + configuration.accessoryHeight
            if world.device.idiom == .pad, world.device.hasHomeIndicator, !world.assume(.hardwareBarIs55PointsEverywhere) {
                // The bar reaches the screen's bottom through the home-indicator area, as the
                // docked keyboard's frame does (``Assumption/hardwareBarIs55PointsEverywhere``).
                visible += world.device.safeArea(world.orientation).bottom
            }
            return .hardwareBar(visibleHeight: visible, fullHeight: dockedHeight(), screenSize: screen)
        }
        switch configuration.placement {
        case .docked:
            return .docked(height: dockedHeight(), screenSize: screen, isLocal: isLocal)
        case let .floating(x, y):
            // On screen, and off the bottom: "a small frame not touching the bottom
            // (`maxY < screenH`)" (keyboard-platform.md §3.2), by a margin no source gives
            // (``ModelNumber/floatingKeyboardBottomMargin``).
            let size = KeyboardConfiguration.floatingSize
            let lowest = screen.height - size.height - ModelNumber.floatingKeyboardBottomMarginPoints
            let origin = CGPoint(x: min(max(0, x), screen.width - size.width), y: min(max(0, y), lowest))
            return .floating(CGRect(origin: origin, size: size))
        case let .undocked(lift):
            let height = dockedHeight(for: KeyboardConfiguration(kind: configuration.kind, predictive: configuration.predictive))
            let top = max(0, screen.height - height - max(0, lift))
            return KeyboardState(mode: .undocked, screenFrame: CGRect(x: 0, y: top, width: screen.width, height: height))
        case .split:
            // Split keyboards report frames such as {0, −264, 768, 304} (StackOverflow 10749311).
            let height = dockedHeight(for: KeyboardConfiguration(kind: configuration.kind, predictive: configuration.predictive))
            return KeyboardState(mode: .split, screenFrame: CGRect(x: 0, y: -(height - 40), width: screen.width, height: height))
        }
    }

    /// The frame a hidden keyboard is drawn at: just below the screen.
    func offscreenFrame(like frame: CGRect?) -> CGRect {
        let screen = world.device.screenSize(world.orientation)
        let height = frame?.height ?? dockedHeight()
        return CGRect(x: 0, y: screen.height, width: screen.width, height: height)
    }

    /// Whether the current first responder brings up a keyboard.
    var hasTextInput: Bool { world.firstResponder?.textInput != nil }

    // MARK: - Direct control (no notifications)

    /// Puts the keyboard in a state at once, without notifications or animation, and lays
    /// out: for checking geometry (the guide, sheets, SwiftUI) on its own.
    public func setKeyboard(_ state: KeyboardState) {
        world.keyboardAnimation = nil
        world.keyboard = state
        applySystemResponses(animated: false)
    }

    // MARK: - Focus

    /// Makes `responder` first responder: editing callbacks, then the keyboard.
    func focus(_ responder: UIResponder) -> Bool {
        world.run {
            guard responder !== world.firstResponder else { return true }
            // The delegates are asked first: the new input whether editing may begin, then
            // the current one whether it may end (Apple's pages for the should-methods; the
            // order between the two is not documented).
            guard mayBeginEditing(responder) else { return false }
            if let old = world.firstResponder, !mayEndEditing(old) { return false }
            // A keyboard a form sheet kept up is the keyboard this input takes over.
            let wasShowing = world.keyboard.isOnScreen && (hasTextInput || keyboardRetained)
            let wasPresenting = world.keyboard.isOnScreen && (presentsInputViews(world.firstResponder) || keyboardRetained)
            keyboardRetained = false
            if let old = world.firstResponder { endEditing(old) }
            world.firstResponder = responder
            let accessory = adoptAccessory(of: responder)
            displayedInputView = responder.inputView
            if let input = responder.textInput {
                configuration.accessoryHeight = accessory.map(KeyboardSystem.height(ofAccessory:)) ?? 0
                if !wasShowing, let toolbar = accessory as? SwiftUIKeyboardToolbar, holdsBackFirstToolbar(toolbar, for: responder) {
                    configuration.accessoryHeight = 0
                }
                // A text field's delegate hears of editing before the keyboard moves; a text
                // view's after (TextView's sources).
                let field = input as? UITextField
                if let field { beginEditing(field) }
                let target = shownState()
                if wasShowing && target == world.keyboard {
                    if target.mode.isUndocked {
                        applySystemResponses(animated: false)
                    } else if world.assume(.focusChangeRepostsShow) {
                        transition(to: target, will: [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification],
                                   did: [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification])
                    } else {
                        applySystemResponses(animated: false)
                    }
                } else if target.isOnScreen || world.keyboard.isOnScreen {
                    showOrChange(to: target)
                }
                if field == nil, let textView = input as? UITextView { beginEditing(textView) }
            } else if displayedInputView != nil {
                // A responder that is no text input but has an input view shows it.
                configuration.accessoryHeight = accessory.map(KeyboardSystem.height(ofAccessory:)) ?? 0
                showOrChange(to: shownState())
            } else if presentsInputViews(responder) {
                // A controller's bar docks alone at the screen's bottom.
                configuration.accessoryHeight = accessory.map(KeyboardSystem.height(ofAccessory:)) ?? 0
                dockAccessoryAlone()
            } else if wasPresenting {
                // A responder that brings no input views: the keyboard goes.
                hide()
            }
            world.layoutIfNeeded()
            return true
        }
    }

    private func mayBeginEditing(_ responder: UIResponder) -> Bool {
        if let field = responder as? UITextField { return field.effectiveDelegate?.textFieldShouldBeginEditing(field) ?? true }
        if let textView = responder as? UITextView { return textView.textViewDelegate?.textViewShouldBeginEditing(textView) ?? true }
        return true
    }

    private func mayEndEditing(_ responder: UIResponder) -> Bool {
        if let field = responder as? UITextField { return field.effectiveDelegate?.textFieldShouldEndEditing(field) ?? true }
        if let textView = responder as? UITextView { return textView.textViewDelegate?.textViewShouldEndEditing(textView) ?? true }
        return true
    }

    private func beginEditing(_ field: UITextField) {
        field.effectiveDelegate?.textFieldDidBeginEditing(field)
        world.notificationCenter.post(name: UITextField.textDidBeginEditingNotification, object: field)
        field.sendActions(for: .editingDidBegin)
    }

    private func beginEditing(_ textView: UITextView) {
        textView.textViewDelegate?.textViewDidBeginEditing(textView)
        world.notificationCenter.post(name: UITextView.textDidBeginEditingNotification, object: textView)
    }

    private func endEditing(_ responder: UIResponder) {
        world.firstResponder = nil
        if let field = responder as? UITextField {
            field.effectiveDelegate?.textFieldDidEndEditing(field, reason: .committed)
            world.notificationCenter.post(name: UITextField.textDidEndEditingNotification, object: field)
            field.sendActions(for: .editingDidEnd)
        } else if let textView = responder as? UITextView {
            textView.textViewDelegate?.textViewDidEndEditing(textView)
            world.notificationCenter.post(name: UITextView.textDidEndEditingNotification, object: textView)
        }
    }

    /// Resigns the first responder (unless its delegate refuses and the end is not
    /// `forced`); the keyboard hides. Returns whether it resigned.
    @discardableResult
    func resign(forced: Bool = false) -> Bool {
        world.run {
            guard let responder = world.firstResponder else { return false }
            guard forced || mayEndEditing(responder) else { return false }
            let presented = presentsInputViews(responder)
            endEditing(responder)
            finishEditing(of: responder, presented: presented, mayKeepKeyboard: true)
            world.layoutIfNeeded()
            return true
        }
    }

    /// After `responder` stopped being first responder: the accessory's owner takes it back
    /// (the bar docks alone), or the keyboard hides — unless `mayKeepKeyboard` (a resign, not
    /// a dismissal by the user) and the form sheet around `responder` keeps it up.
    private func finishEditing(of responder: UIResponder, presented: Bool, mayKeepKeyboard: Bool = false) {
        displayedInputView = nil
        if giveFirstResponderBackToAccessoryOwner(after: responder) { return }
        accessoryOwner = nil
        displayedAccessory = nil
        guard presented, world.keyboard.isOnScreen else {
            placeAccessory()
            return
        }
        if mayKeepKeyboard, responder.textInput != nil, world.keyboard.isLocal, presentedControllerKeepsKeyboard(around: responder) {
            // No notification: the keyboard simply stays (stackoverflow.com/questions/3372333,
            // hackiftekhar/IQKeyboardManager#86).
            keyboardRetained = true
            return
        }
        hide()
    }

    /// Whether the controller presented around `responder` — the top modal presentation
    /// holding it, or the root of a form-sheet window — disables automatic keyboard
    /// dismissal. UIKit asks the presented controller itself, not a child: a navigation
    /// controller presented as a form sheet answers for its top controller
    /// (lionheart/openradar-mirror#12518, rdar 16680390: "UINavigationController should
    /// delegate -disablesAutomaticKeyboardDismissal to its top view controller").
    private func presentedControllerKeepsKeyboard(around responder: UIResponder) -> Bool {
        guard let view = responder as? UIView else { return false }
        if let modal = world.modalPresentations.last(where: { view.isDescendant(of: $0.container) }) {
            guard modal.controller.disablesAutomaticKeyboardDismissal else { return false }
            // The form-sheet style's default holds for the iPad's form sheet, and for one
            // adapted to a card or full screen by ``Assumption/adaptedFormSheetKeepsKeyboard``;
            // a YES for another style is the app's own override, which decides.
            if case .sheet = world.modalGeometry(for: modal.controller) { return true }
            guard modal.controller.modalPresentationStyle == .formSheet else { return true }
            return world.assume(.adaptedFormSheetKeepsKeyboard)
        }
        guard world.windowKind == .formSheet, let root = world.window.rootViewController else { return false }
        return root.disablesAutomaticKeyboardDismissal
    }

    /// Hides a keyboard a form sheet kept up, when the sheet goes.
    func releaseRetainedKeyboard() {
        guard keyboardRetained else { return }
        keyboardRetained = false
        if world.firstResponder == nil, world.keyboard.isOnScreen { hide() }
    }

    /// Whether the first keyboard for `responder` comes up without the SwiftUI keyboard
    /// toolbar `toolbar`, which then joins it when the keyboard's animation ends
    /// (``Assumption/swiftUIKeyboardToolbarJoinsAfterFirstShow``); schedules that frame change.
    private func holdsBackFirstToolbar(_ toolbar: SwiftUIKeyboardToolbar, for responder: UIResponder) -> Bool {
        guard !toolbar.hasShown else { return false }
        toolbar.hasShown = true
        guard world.iOSVersion >= 17, world.assume(.swiftUIKeyboardToolbarJoinsAfterFirstShow) else { return false }
        world.schedule(after: KeyboardSystem.animationDuration, tag: "keyboard-toolbar") { [unowned self] in
            guard self.world.firstResponder === responder, responder.inputAccessoryView === toolbar else { return }
            self.world.run {
                self.configuration.accessoryHeight = KeyboardSystem.height(ofAccessory: toolbar)
                let target = self.shownState()
                if target != self.world.keyboard { self.showOrChange(to: target) }
                self.world.layoutIfNeeded()
            }
        }
        return true
    }

    func showOrChange(to target: KeyboardState) {
        guard target.isOnScreen else { return hide() }
        let (will, did) = notificationNames(from: world.keyboard, to: target)
        transition(to: target, will: will, did: did)
    }

    /// The notifications of a move from `current` to `target`: a show or a change of frame
    /// while docked, a hide when the keyboard goes or leaves the dock, only frame changes
    /// while floating or undocked (keyboard-platform.md §3.2).
    func notificationNames(from current: KeyboardState, to target: KeyboardState) -> (will: [Notification.Name], did: [Notification.Name]) {
        if !target.isOnScreen { return current.mode.isUndocked ? KeyboardSystem.changeNames : KeyboardSystem.hideNames }
        // Leaving the dock is observed as a hide.
        if target.mode.isUndocked && current.isOnScreen && !current.mode.isUndocked { return KeyboardSystem.hideNames }
        // While undocked or floating there are no show or hide events, only frame changes.
        if target.mode.isUndocked { return KeyboardSystem.changeNames }
        return KeyboardSystem.showNames
    }

    // The three sequences, made once.
    private static let changeNames = ([UIResponder.keyboardWillChangeFrameNotification], [UIResponder.keyboardDidChangeFrameNotification])
    private static let hideNames = ([UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification],
                                    [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification])
    private static let showNames = ([UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification],
                                    [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification])

    private func hide() {
        keyboardRetained = false
        let current = world.keyboard.screenFrame
        if world.keyboard.mode.isUndocked {
            transition(to: .hidden, will: [UIResponder.keyboardWillChangeFrameNotification], did: [UIResponder.keyboardDidChangeFrameNotification])
            return
        }
        var extra: [(CGRect, CGRect)] = []
        if let current, world.assume(.resignPostsShowLikeChangeFrame) { extra.append((current, current)) }
        transition(to: .hidden, will: [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification],
                   did: [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification], extraWillChangeFrames: extra)
    }

    // MARK: - User actions

    /// Changes the keyboard (another height, kind, predictive bar or accessory): a frame
    /// change with `willShow` again when it is up.
    public func setConfiguration(_ newValue: KeyboardConfiguration) {
        world.run {
            configuration = newValue
            // A docked bar on screen is the responder's, not a keyboard setting: it stays.
            if let bar = displayedAccessory { configuration.accessoryHeight = KeyboardSystem.height(ofAccessory: bar) }
            guard hasTextInput else { return }
            let target = shownState()
            if target != world.keyboard { showOrChange(to: target) }
            world.layoutIfNeeded()
        }
    }

    /// Attaches or detaches a hardware keyboard; `minimizedToolbar` (iPadOS 15+) keeps only
    /// the small assistant toolbar on screen (nil: as before).
    public func setHardwareKeyboard(attached: Bool, minimizedToolbar: Bool? = nil) {
        world.run {
            let minimized = minimizedToolbar ?? isHardwareToolbarMinimized
            guard attached != isHardwareKeyboardAttached || minimized != isHardwareToolbarMinimized else { return }
            isHardwareKeyboardAttached = attached
            isHardwareToolbarMinimized = minimized
            guard hasTextInput else { return }
            let target = shownState()
            if target != world.keyboard { showOrChange(to: target) }
            world.layoutIfNeeded()
        }
    }

    /// Drags the floating keyboard to a new origin: only frame-change notifications, some of
    /// them degenerate (``Assumption/floatingDragPostsDegenerateFrames``).
    public func dragFloatingKeyboard(toX x: CGFloat, y: CGFloat) {
        world.run {
            guard case .floating = configuration.placement else { return }
            configuration.placement = .floating(x: x, y: y)
            guard hasTextInput, world.keyboard.mode == .floating else { return }
            let target = shownState()
            var extra: [(CGRect, CGRect)] = []
            if world.assume(.floatingDragPostsDegenerateFrames), let current = world.keyboard.screenFrame {
                extra.append((current, .zero))
                extra.append((.zero, CGRect(x: target.screenFrame!.minX, y: 0, width: current.width, height: current.height)))
            }
            transition(to: target, will: [UIResponder.keyboardWillChangeFrameNotification],
                       did: [UIResponder.keyboardDidChangeFrameNotification], extraWillChangeFrames: extra)
            world.layoutIfNeeded()
        }
    }

    /// Rotates the interface: the window and safe areas change. With the keyboard up iOS
    /// hides it before the rotation and shows it again after
    /// (``Assumption/rotationHidesAndReshowsKeyboard``); with that assumption off, a frame of
    /// the old width comes first (``Assumption/rotationPostsWrongWidthFrame``). Observers of
    /// `UIDevice.orientationDidChangeNotification` hear the rotation, and the root view
    /// controller's `viewWillTransition(to:with:)` runs before the new layout.
    public func rotate(to orientation: InterfaceOrientation) {
        world.run {
            guard orientation != world.orientation else { return }
            let oldFrame = world.keyboard.screenFrame
            let keyboardUp = (presentsInputViews(world.firstResponder) || otherAppKeyboardShown || keyboardRetained) && world.keyboard.isOnScreen
            let reshows = keyboardUp && !world.keyboard.mode.isUndocked && world.assume(.rotationHidesAndReshowsKeyboard)
            if reshows { hideForRotation() }
            world.orientation = orientation
            world.updateWindowGeometry()
            world.notificationCenter.post(name: UIDevice.orientationDidChangeNotification, object: nil)
            let coordinator = SizeTransitionCoordinator()
            world.window.rootViewController?.viewWillTransition(to: world.window.frame.size, with: coordinator)
            // Presented controllers hear of the new size too.
            for modal in world.modalPresentations { modal.controller.viewWillTransition(to: world.window.frame.size, with: coordinator) }
            world.sheetLift = 0
            // The window lays the screen out for its new size before the keyboard follows.
            world.layoutIfNeeded()
            coordinator.finish(in: world)
            guard keyboardUp else {
                world.layoutIfNeeded()
                return
            }
            let target = otherAppKeyboardShown && !hasTextInput && displayedInputView == nil ? otherAppKeyboardState() : presentedState()
            if reshows {
                if target.isOnScreen { showOrChange(to: target) }
                world.layoutIfNeeded()
                return
            }
            if target.mode.isUndocked {
                transition(to: target, will: [UIResponder.keyboardWillChangeFrameNotification],
                           did: [UIResponder.keyboardDidChangeFrameNotification], begin: oldFrame)
                world.layoutIfNeeded()
                return
            }
            var extra: [(CGRect, CGRect)] = []
            if let oldFrame, let newFrame = target.screenFrame, world.assume(.rotationPostsWrongWidthFrame) {
                let screen = world.device.screenSize(orientation)
                extra.append((oldFrame, CGRect(x: 0, y: screen.height - newFrame.height, width: oldFrame.width, height: newFrame.height)))
            }
            transition(to: target, will: [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification],
                       did: [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification],
                       extraWillChangeFrames: extra, begin: oldFrame)
            world.layoutIfNeeded()
        }
    }

    /// The hide that precedes a rotation: the keyboard leaves with the old interface (no
    /// animation of its own: the rotation's), the field stays first responder.
    private func hideForRotation() {
        let previous = world.keyboard
        guard let frame = previous.screenFrame else { return }
        let info = userInfo(begin: frame, end: offscreenFrame(like: frame), isLocal: previous.isLocal)
        world.cancelScheduled(tag: "keyboard-did")
        world.keyboardAnimation = nil
        world.keyboard = KeyboardState(mode: .hidden, screenFrame: nil, isLocal: previous.isLocal)
        guard !(world.isInBackground && world.assumptions[.backgroundSuppressesNotifications]) else {
            applySystemResponses(animated: false)
            return
        }
        for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification] {
            world.notificationCenter.post(name: name, object: notificationObject, userInfo: info)
        }
        applySystemResponses(animated: false)
        for name in [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification] {
            world.notificationCenter.post(name: name, object: notificationObject, userInfo: info)
        }
    }

    /// Another app's keyboard: docked, full width, with the predictive bar (its settings are
    /// not this app's to know).
    func otherAppKeyboardState() -> KeyboardState {
        let screen = world.device.screenSize(world.orientation)
        return .docked(height: dockedHeight(for: KeyboardConfiguration(kind: .standard, predictive: true)), screenSize: screen, isLocal: false)
    }

    /// Another app raises or lowers its keyboard in Split View: the keyboard spans the whole
    /// screen and covers this window too; notifications carry `isLocal == false`
    /// (openradar 32585753; `keyboardIsLocalUserInfoKey`).
    public func setOtherAppKeyboard(shown: Bool) {
        world.run {
            guard shown != otherAppKeyboardShown, !presentsInputViews(world.firstResponder) else { return }
            otherAppKeyboardShown = shown
            if shown {
                transition(to: otherAppKeyboardState(), will: [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification],
                           did: [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification])
            } else {
                transition(to: KeyboardState(mode: .hidden, screenFrame: nil, isLocal: false),
                           will: [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification],
                           did: [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification])
            }
            world.layoutIfNeeded()
        }
    }

    /// An interactive dismissal: the user drags `scrollView` (whose `keyboardDismissMode` is
    /// interactive) down from above the keyboard; once the finger reaches the keyboard's top
    /// the keyboard follows it — "the dismiss gesture normally starts only when the touch
    /// reaches the keyboard", or `keyboardDismissPadding` points above it from iOS 17
    /// (keyboard-platform.md §3.3; RxSwiftCommunity/RxKeyboard#110: the dismissal starts "when
    /// drag down operation touching keyboard edge") — down by `fraction` of its height, with no
    /// notification while it moves (lionheart/openradar-mirror#4307, rdar 15341512: "No
    /// notification is being triggered until the keyboard is dragged completely off screen";
    /// freshOS/KeyboardLayoutGuide#17: nothing until the pan ends; the guide follows, as it
    /// follows the keyboard). Then the finger either lets go there and the keyboard hides
    /// (`willChangeFrame`, `willHide` from the dragged frame; the field resigns), or brings the
    /// keyboard back up to where it was and lets go
    /// (``Assumption/cancelledInteractiveDismissalPostsNothing``).
    ///
    /// The pan recognizers on the scroll view and around it hear the finger
    /// (``World/beginPan(in:at:)``): `.began` where it touches, above the keyboard in the
    /// middle of the scroll view's visible part; `.changed` where it reaches the keyboard,
    /// where it lets the keyboard go down to, and — when it brings it back — where the
    /// keyboard is back; `.ended` where it lifts. A keyboard that is not docked (floating,
    /// undocked, split) or hidden does not follow: the finger pans `fraction` × 300 pt down the
    /// scroll view and the recognizers hear that. Without `scrollView` only the keyboard moves.
    /// The content does not scroll with the finger (a drag of content is ``World/drag(_:by:)``).
    public func interactiveDismiss(fraction: CGFloat, completes: Bool, in scrollView: UIScrollView? = nil) {
        world.run {
            let fraction = min(max(fraction, 0), 1)
            let docked = hasTextInput && world.keyboard.isOnScreen && !world.keyboard.mode.isUndocked
            guard let scrollView, let path = panPath(over: scrollView, fraction: fraction, keyboardFollows: docked) else {
                guard docked else { return }
                dragKeyboardAndLetGo(fraction: fraction, completes: completes, pan: nil)
                world.layoutIfNeeded()
                return
            }
            let pan = world.beginPan(in: scrollView, at: path.start)
            guard docked else {
                pan.move(to: path.lowest)
                pan.end(at: path.lowest)
                world.layoutIfNeeded()
                return
            }
            pan.move(to: path.reach)
            dragKeyboardAndLetGo(fraction: fraction, completes: completes, pan: (pan: pan, path: path))
            world.layoutIfNeeded()
        }
    }

    /// Where the finger of an interactive dismissal goes over `scrollView` (window
    /// coordinates): `start`, in the middle of the scroll view's visible part above the keyboard
    /// (all of it when the keyboard does not follow); `reach`, where the keyboard starts to
    /// follow (its top, less the dismiss padding); `lowest`, where the finger lets the keyboard
    /// go down to. `nil` when no part of the scroll view is visible.
    private func panPath(over scrollView: UIScrollView, fraction: CGFloat, keyboardFollows: Bool) -> (start: CGPoint, reach: CGPoint, lowest: CGPoint)? {
        guard let visible = scrollView.frameInWindow.overlap(with: world.window.bounds), visible.width > 0, visible.height > 0 else { return nil }
        let x = visible.midX.rounded()
        guard keyboardFollows, let frame = world.keyboard.screenFrame else {
            let start = CGPoint(x: x, y: visible.midY.rounded())
            let lowest = CGPoint(x: x, y: min(start.y + (fraction * 300).rounded(), world.window.bounds.maxY - 1))
            return (start, start, lowest)
        }
        let keyboard = world.window.convert(frame, from: nil as UIWindow?)
        let reachY = keyboard.minY - dismissPadding(around: scrollView)
        let top = visible.minY
        let start = CGPoint(x: x, y: (top + (max(top, min(visible.maxY, reachY)) - top) / 2).rounded())
        return (start, CGPoint(x: x, y: reachY), CGPoint(x: x, y: reachY + (keyboard.height * fraction).rounded()))
    }

    /// The keyboard dismiss padding of the keyboard layout guide nearest `view` (itself or an
    /// ancestor that has one), from iOS 17 ("Negative values are treated as 0",
    /// keyboard-platform.md §3.3); 0 before, or where no guide was made.
    private func dismissPadding(around view: UIView) -> CGFloat {
        guard world.iOSVersion >= 17 else { return 0 }
        var current: UIView? = view
        while let candidate = current {
            if let guide = candidate.storedKeyboardGuide { return guide.effectiveDismissPadding }
            current = candidate.superview
        }
        return 0
    }

    /// The docked keyboard follows the finger down by `fraction` of its height (the pan hears
    /// the finger there), then hides when the user lets go (`completes`) or comes back up with
    /// the finger (the pan hears it back where the keyboard started to follow, and lifts).
    private func dragKeyboardAndLetGo(fraction: CGFloat, completes: Bool, pan finger: (pan: Pan, path: (start: CGPoint, reach: CGPoint, lowest: CGPoint))?) {
        guard let frame = world.keyboard.screenFrame else { return }
        let pan = finger?.pan
        let (reach, lowest) = (finger?.path.reach ?? .zero, finger?.path.lowest ?? .zero)
        let shown = world.keyboard
        let dragged = KeyboardState(mode: shown.mode, screenFrame: frame.offsetBy(dx: 0, dy: frame.height * fraction), isLocal: shown.isLocal)
        world.keyboard = dragged
        applySystemResponses(animated: false)
        pan?.move(to: lowest)
        if completes {
            pan?.end(at: lowest)
            if let responder = world.firstResponder {
                endEditing(responder)
                finishEditing(of: responder, presented: true)
            } else {
                hide()
            }
        } else if world.assume(.cancelledInteractiveDismissalPostsNothing) {
            world.keyboard = shown
            applySystemResponses(animated: false)
            pan?.move(to: reach)
            pan?.end(at: reach)
        } else {
            // The keyboard comes back posting a show from the lowest frame of the drag.
            pan?.move(to: reach)
            pan?.end(at: reach)
            transition(to: shown, will: KeyboardSystem.showNames.0, did: KeyboardSystem.showNames.1, begin: dragged.screenFrame)
        }
    }

    /// The app goes to the background: no keyboard notifications arrive until it returns
    /// (``Assumption/backgroundSuppressesNotifications``).
    public func enterBackground() {
        world.run {
            world.notificationCenter.post(name: UIApplication.willResignActiveNotification, object: nil)
            world.notificationCenter.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
            world.isInBackground = true
        }
    }

    /// The app returns: if a field is still first responder the keyboard shows again.
    public func enterForeground() {
        world.run {
            guard world.isInBackground else { return }
            world.isInBackground = false
            world.notificationCenter.post(name: UIApplication.willEnterForegroundNotification, object: nil)
            if hasTextInput, world.assume(.backgroundSuppressesNotifications) {
                let target = shownState()
                world.keyboard = .hidden
                if target.isOnScreen { showOrChange(to: target) }
            }
            world.notificationCenter.post(name: UIApplication.didBecomeActiveNotification, object: nil)
            world.layoutIfNeeded()
        }
    }

    /// The keyboard notifications' `object`: the `UIScreen` from iOS 16.1, `nil` before
    /// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillhidenotification,
    /// uikit-surface.md §4). The model's versions are major releases and iOS 16 stands for
    /// 16.0, so the screen is the object from iOS 17.
    var notificationObject: Any? {
        world.iOSVersion >= 17 ? world.screen : nil
    }

    // MARK: - Transitions

    func userInfo(begin: CGRect, end: CGRect, isLocal: Bool) -> [AnyHashable: Any] {
        // As iOS fills it (uikit-surface.md §4): frames as `NSValue`, the rest as `NSNumber`;
        // Bridging.swift lets code read them as `CGRect`, `Double`, `Int`, `Bool` too.
        // (A probe run moves both frames: ``World/keyboardNotificationFrameShift``.)
        let shift = world.keyboardNotificationFrameShift
        // (Each frame notes when the app reads it: ``World/keyboardFrameWasRead``.)
        func frameValue(_ rect: CGRect) -> NSValue {
            let value = rect.offsetBy(dx: 0, dy: shift)._bridgeToObjectiveC()
            #if !canImport(ObjectiveC)
            (value as? RectValue)?.reader = world
            #endif
            return value
        }
        return [
            UIResponder.keyboardFrameBeginUserInfoKey: frameValue(begin),
            UIResponder.keyboardFrameEndUserInfoKey: frameValue(end),
            UIResponder.keyboardAnimationDurationUserInfoKey: KeyboardSystem.durationNumber,
            UIResponder.keyboardAnimationCurveUserInfoKey: KeyboardSystem.curveNumber,
            UIResponder.keyboardIsLocalUserInfoKey: isLocal ? KeyboardSystem.localNumber : KeyboardSystem.notLocalNumber,
        ]
    }

    /// Moves the keyboard to `target` with its animation, posting `will` now and `did` when
    /// the animation ends.
    func transition(
        to target: KeyboardState, will: [Notification.Name], did: [Notification.Name],
        extraWillChangeFrames: [(CGRect, CGRect)] = [], begin explicitBegin: CGRect? = nil
    ) {
        let previous = world.keyboard
        let begin = explicitBegin ?? previous.screenFrame ?? offscreenFrame(like: target.screenFrame)
        let end = target.screenFrame ?? offscreenFrame(like: previous.screenFrame)
        let isLocal = target.mode == .hidden ? previous.isLocal : target.isLocal

        if world.isInBackground && world.assume(.backgroundSuppressesNotifications) {
            world.keyboard = target
            world.keyboardAnimation = nil
            applySystemResponses(animated: false)
            return
        }

        let drawnFrom = world.presentationKeyboardFrame(at: world.now) ?? begin
        if world.assume(.interruptedAnimationSkipsDidNotification) {
            world.cancelScheduled(tag: "keyboard-did")
        }
        // A keyboard whose frame does not change has nothing to animate: an animation under
        // way keeps its timeline, so content pinned to the guide stays with the keyboard.
        if !(previous == target && begin == end) {
            world.keyboardAnimation = KeyboardAnimation(start: world.now, duration: KeyboardSystem.animationDuration,
                                                        from: drawnFrom.isNull ? begin : drawnFrom, to: end)
        }
        world.keyboard = target
        let info = userInfo(begin: begin, end: end, isLocal: isLocal)
        let inside = world.assume(.notificationsInsideKeyboardAnimation)

        let post = {
            for (b, e) in extraWillChangeFrames {
                self.world.notificationCenter.post(name: UIResponder.keyboardWillChangeFrameNotification, object: self.notificationObject,
                                                   userInfo: self.userInfo(begin: b, end: e, isLocal: isLocal))
            }
            for name in will { self.world.notificationCenter.post(name: name, object: self.notificationObject, userInfo: info) }
        }
        if inside {
            world.animate(duration: KeyboardSystem.animationDuration, delay: 0, curve: .keyboard, animations: {
                post()
                self.applySystemResponses(animated: false)
            }, completion: nil)
        } else {
            post()
            world.animate(duration: KeyboardSystem.animationDuration, delay: 0, curve: .keyboard, animations: {
                self.applySystemResponses(animated: false)
            }, completion: nil)
        }
        animationCounter += 1
        world.schedule(after: KeyboardSystem.animationDuration, tag: "keyboard-did") { [unowned self] in
            guard !(self.world.isInBackground && self.world.assumptions[.backgroundSuppressesNotifications]) else { return }
            self.world.layoutBeforeDidNotifications = self.world.layoutChangeCount
            for name in did { self.world.notificationCenter.post(name: name, object: self.notificationObject, userInfo: info) }
        }
    }

    /// What the system itself does when the keyboard moves: lift sheets, adjust a table view
    /// controller, lay out (the keyboard guide and SwiftUI follow), and scroll a hidden first
    /// responder into its scroll view's visible area.
    func applySystemResponses(animated: Bool) {
        placeAccessory()
        expandSheetForKeyboard()
        updateSheetLift()
        world.layoutIfNeeded()
        adjustTableViewController()
        world.layoutIfNeeded()
        scrollFirstResponderIntoView()
    }

    /// A card sheet resting at a smaller detent moves to its largest when the keyboard comes
    /// up for a text input in it (``Assumption/sheetExpandsToLargestDetentForKeyboard``).
    private func expandSheetForKeyboard() {
        guard world.keyboard.isOnScreen, let (sheet, controller, card) = world.cardSheet,
              let input = world.firstResponder?.textInput, controller.isViewLoaded, input.isDescendant(of: controller.view),
              world.assume(.sheetExpandsToLargestDetentForKeyboard) else { return }
        if sheet.expandToLargestDetent(in: world.sheetContext(forCard: card)) { world.setNeedsLayout() }
    }

    private func updateSheetLift() {
        guard world.liftableSheet != nil else {
            let lift = cardSheetLift()
            if lift != world.sheetLift {
                world.sheetLift = lift
                world.setNeedsLayout()
            }
            return
        }
        let base = world.unliftedRootFrame
        var lift: CGFloat = 0
        if let covered = world.keyboardCoverage(), world.assume(.systemLiftsSheets) {
            let overlap = base.maxY - covered.minY
            let room = base.minY - world.window.windowSafeAreaInsets.top
            if overlap > 0 {
                lift = max(0, world.assume(.sheetLiftCoversOverlapOnly) ? min(overlap, room) : room)
            }
        }
        if lift != world.sheetLift {
            world.sheetLift = lift
            world.setNeedsLayout()
        }
    }

    /// How far the system lifts a compact-width card sheet resting at its largest detent: its
    /// bottom onto the keyboard's top, at most until its top reaches the large card's
    /// (``Assumption/sheetAtLargestDetentRidesAboveKeyboard``).
    private func cardSheetLift() -> CGFloat {
        guard let (sheet, _, card) = world.cardSheet, let covered = world.keyboardCoverage() else { return 0 }
        let context = world.sheetContext(forCard: card)
        guard let largest = sheet.activeDetents(in: context).map(\.value).max(), sheet.restingValue(in: context) >= largest else { return 0 }
        let base = world.unliftedRootFrame
        let overlap = base.maxY - covered.minY
        let room = base.minY - card.minY
        guard overlap > 0, room > 0, world.assume(.sheetAtLargestDetentRidesAboveKeyboard) else { return 0 }
        return min(overlap, room)
    }

    private func adjustTableViewController() {
        guard let controller = world.rootViewController as? UITableViewController, controller.isViewLoaded,
              world.assume(.tableViewControllerAdjustsForKeyboard), let table = controller.tableView else { return }
        var needed: CGFloat = 0
        if let covered = world.keyboardCoverage() {
            let frame = table.frameInWindow
            let overlap = max(0, frame.maxY - max(covered.minY, frame.minY))
            // What the table is already inset by at the bottom without the keyboard (its safe
            // area and the app's own inset) counts toward the overlap.
            let alreadyInset = table.adjustedContentInset.bottom - controller.keyboardInset
            needed = max(0, overlap - alreadyInset)
        }
        if needed != controller.keyboardInset {
            table.contentInset.bottom += needed - controller.keyboardInset
            controller.keyboardInset = needed
        }
        if world.keyboard.isOnScreen, let field = world.firstResponder?.textInput, field.isDescendant(of: table) {
            world.layoutIfNeeded()
            let shown: UIView = table.cell(containing: field) ?? field
            let rect = shown.convert(shown.bounds, to: table)
            table.scrollRectToVisible(rect, animated: false)
        } else if needed == 0 {
            table.clampContentOffset()
        }
    }

    private func scrollFirstResponderIntoView() {
        guard let field = world.firstResponder?.textInput, world.keyboard.isOnScreen,
              let scroll = field.enclosingScrollView, scroll.isScrollEnabled, !(scroll is SwiftUIScrollView) else { return }
        let rect = field.convert(field.caretRect, to: scroll)
        guard scroll.offsetShowing(rect) != nil, world.assume(.textFieldScrollsIntoView) else { return }
        scroll.scrollRectToVisible(rect, animated: false)
    }
}
