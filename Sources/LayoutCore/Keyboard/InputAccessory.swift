import Foundation

/// The system's view that holds the input accessory view on screen, the accessory's
/// `superview` (UIKit's private input-set host view). It spans the keyboard's frame, the
/// accessory at its top and the keyboard below it, and moves with the keyboard
/// (``Assumption/accessorySuperviewSpansKeyboard``; when off, it is only the accessory's
/// height). It is part of the keyboard, not of the app's screen: snapshots and the checks
/// leave it out.
///
/// The model keeps it as the top subview of the app's window rather than in a window of its
/// own, so the accessory's Auto Layout, first responders and taps go through the one window
/// the model lays out; `accessory.window` is therefore the app's window, where UIKit's is the
/// keyboard's.
public final class InputAccessoryHost: UIView {
    /// The constraint that gives an accessory sized by Auto Layout its height at the host's
    /// top (the host itself is taller: it spans the keyboard).
    @exclusivity(unchecked) var accessoryHeightConstraint: NSLayoutConstraint?
}

extension KeyboardSystem {
    /// The height the system gives an input accessory view: its intrinsic height when Auto
    /// Layout sizes it (`translatesAutoresizingMaskIntoConstraints == false`, or a flexible
    /// height, as chat input bars are made: ruslanskorb/RSKGrowingTextView#16, "override
    /// `intrinsicContentSize` and return something other than `UIView.noIntrinsicMetric` for
    /// `height`"), else its frame's height.
    static func height(ofAccessory view: UIView) -> CGFloat {
        let intrinsic = view.intrinsicContentSize.height
        let sizedByLayout = !view.translatesAutoresizingMaskIntoConstraints || view.autoresizingMask.contains(.flexibleHeight)
        let height = sizedByLayout && intrinsic != UIView.noIntrinsicMetric ? intrinsic : view.frame.height
        return height.isFinite ? max(height, 0) : 0
    }

    /// The height the system gives an input view shown in place of the keyboard: its frame's
    /// height, or its intrinsic height where the frame has none or Auto Layout sizes it (a
    /// `UIDatePicker()` made with no frame; ``Assumption/inputViewDocksWhateverTheKeyboard``).
    /// A system picker takes the height of the vertical size class the keyboard shows in.
    func height(ofInputView view: UIView) -> CGFloat {
        let sizedByLayout = !view.translatesAutoresizingMaskIntoConstraints || view.autoresizingMask.contains(.flexibleHeight) || !(view.frame.height > 0)
        guard sizedByLayout else { return view.frame.height.isFinite ? max(view.frame.height, 0) : 0 }
        let intrinsic: CGFloat
        if let picker = view as? any VerticalSizeClassSized {
            intrinsic = picker.intrinsicHeight(compactHeight: UITraitCollection(world: world).verticalSizeClass == .compact)
        } else {
            intrinsic = view.intrinsicContentSize.height
        }
        let height = intrinsic != UIView.noIntrinsicMetric ? intrinsic : view.frame.height
        return height.isFinite ? max(height, 0) : 0
    }

    /// The keyboard state the first responder's input views give: the keyboard (or its input
    /// view) for a text input or a responder with an input view, else its accessory alone.
    func presentedState() -> KeyboardState {
        hasTextInput || displayedInputView != nil || keyboardRetained ? shownState() : accessoryOnlyState()
    }

    /// The height of the accessory in the keyboard's frame while the app's keyboard (or a
    /// bar docked alone) is on screen, `nil` when there is none.
    package var accessoryHeightOnScreen: CGFloat? {
        guard world.keyboard.isOnScreen, world.keyboard.isLocal, presentsInputViews(world.firstResponder),
              configuration.accessoryHeight > 0 else { return nil }
        return configuration.accessoryHeight
    }

    /// The accessory view `responder` brings with it: its own, or — for a text input inside
    /// the accessory on screen that has none of its own — the one on screen
    /// (``Assumption/responderAccessoryDocksAlone``).
    func accessory(for responder: UIResponder) -> UIView? {
        if let own = responder.inputAccessoryView { return own }
        if let displayed = displayedAccessory, let view = responder as? UIView, view.isDescendant(of: displayed) { return displayed }
        return nil
    }

    /// Takes `responder`'s accessory as the one shown, and returns it. A bar that a responder
    /// other than a text input docks (a controller's input bar) is put on screen, and stays
    /// there while a text input inside it edits; a text input's own accessory is put on screen
    /// at the top of its keyboard ("UIKit animates the input view into place below the parent
    /// view (or attaches the input accessory view to the top of the input view)", Apple's
    /// "Custom Views for Data Input",
    /// https://developer.apple.com/library/archive/documentation/StringsTextFonts/Conceptual/TextAndWebiPhoneOS/InputViews/InputViews.html),
    /// and leaves with it.
    func adoptAccessory(of responder: UIResponder) -> UIView? {
        let accessory = accessory(for: responder)
        if responder.textInput == nil, accessory != nil, presentsInputViews(responder) {
            accessoryOwner = responder
            displayedAccessory = accessory
        } else if responder.textInput != nil, let accessory, accessory !== responder.inputAccessoryView {
            displayedAccessory = accessory
        } else if responder.textInput != nil, let accessory {
            accessoryOwner = nil
            displayedAccessory = accessory
        } else {
            accessoryOwner = nil
            displayedAccessory = nil
        }
        return accessory
    }

    /// Whether `responder` brings up anything as first responder: a keyboard (a text input),
    /// an input view, or an accessory docked alone (a view controller's input bar).
    func presentsInputViews(_ responder: UIResponder?) -> Bool {
        guard let responder else { return false }
        if responder.textInput != nil || responder.inputView != nil { return true }
        return responder.inputAccessoryView != nil && !world.isReferenceLayout && world.assume(.responderAccessoryDocksAlone)
    }

    /// The keyboard state of an accessory docked alone: the accessory's height at the
    /// screen's bottom, full width, as a docked keyboard (MessageKit/MessageKit#977: a chat
    /// screen gets `keyboardWillShow` "when the ViewController gets loaded without a keyboard
    /// being present"; slackhq/SlackTextViewController PR #41: the notification's frame
    /// "includes the inputAccessoryView height").
    func accessoryOnlyState() -> KeyboardState {
        let height = displayedAccessory.map(KeyboardSystem.height(ofAccessory:)) ?? 0
        guard height > 0 else { return .hidden }
        return .docked(height: height, screenSize: world.device.screenSize(world.orientation))
    }

    /// The owner of the accessory on screen takes first responder back after a text input
    /// inside the accessory gave it up (``Assumption/accessoryOwnerRegainsFirstResponder``);
    /// returns whether it did (the keyboard then goes to the accessory alone).
    func giveFirstResponderBackToAccessoryOwner(after responder: UIResponder) -> Bool {
        guard let owner = accessoryOwner, owner !== responder, let displayed = displayedAccessory,
              let view = responder as? UIView, view.isDescendant(of: displayed),
              owner.canBecomeFirstResponder, owner.world === world, owner.inputAccessoryView === displayed,
              world.assume(.accessoryOwnerRegainsFirstResponder) else { return false }
        world.firstResponder = owner
        configuration.accessoryHeight = KeyboardSystem.height(ofAccessory: displayed)
        dockAccessoryAlone()
        return true
    }

    /// Brings the keyboard to the first responder's accessory alone. Coming down from a
    /// keyboard that is a hide (MessageKit/MessageKit#977: `keyboardWillHide` "gets called after
    /// opening and closing the keyboard manually" on a chat screen whose bar stays), with the
    /// bar's frame as the end frame; from nothing it is a show.
    func dockAccessoryAlone() {
        let target = accessoryOnlyState()
        let current = world.keyboard
        guard target != current else { return placeAccessory() }
        if current.isLocal, !current.mode.isUndocked, let from = current.screenFrame, let to = target.screenFrame, from.minY < to.minY {
            transition(to: target, will: [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification],
                       did: [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification])
        } else {
            showOrChange(to: target)
        }
    }

    /// Re-reads the first responder's input view and accessory and shows the change at once
    /// (`reloadInputViews()`: "the views are replaced immediately, without animating them into
    /// place"), with a show whose begin and end frames are both the new frame
    /// (``Assumption/reloadInputViewsPostsFrameChange``).
    func reloadInputViews() {
        world.run {
            guard let responder = world.firstResponder else { return }
            guard presentsInputViews(responder) else {
                // The input view it showed is gone and nothing replaces it: the keyboard goes.
                guard displayedInputView != nil else { return }
                displayedInputView = nil
                showOrChange(to: .hidden)
                world.layoutIfNeeded()
                return
            }
            let accessory = adoptAccessory(of: responder)
            displayedInputView = responder.inputView
            configuration.accessoryHeight = accessory.map(KeyboardSystem.height(ofAccessory:)) ?? 0
            let previous = world.keyboard
            let target = presentedState()
            guard target != previous else { return placeAccessory() }
            world.cancelScheduled(tag: "keyboard-did")
            world.keyboardAnimation = nil
            world.keyboard = target
            let notifies = world.assume(.reloadInputViewsPostsFrameChange)
                && !(world.isInBackground && world.assume(.backgroundSuppressesNotifications))
            guard notifies else {
                applySystemResponses(animated: false)
                world.layoutIfNeeded()
                return
            }
            let frame = target.screenFrame ?? offscreenFrame(like: previous.screenFrame)
            let info = userInfo(begin: frame, end: frame, isLocal: target.isLocal)
            let (will, did) = notificationNames(from: previous, to: target)
            for name in will { world.notificationCenter.post(name: name, object: notificationObject, userInfo: info) }
            applySystemResponses(animated: false)
            world.layoutIfNeeded()
            for name in did { world.notificationCenter.post(name: name, object: notificationObject, userInfo: info) }
        }
    }

    /// Puts the accessory on screen at the top of the keyboard's frame, in its host, which
    /// spans the keyboard's frame (in window space; ``Assumption/accessorySuperviewSpansKeyboard``);
    /// hides it while the keyboard is away with its input still first responder (a rotation),
    /// and takes it off when no first responder brings it — after the keyboard's hide
    /// animation, down which the host goes with the keyboard.
    ///
    /// The accessory joins its host before the host moves to its new frame, so that an
    /// observer of the host's `center` or `frame` registered in the accessory's
    /// `willMove(toSuperview:)` hears the move (as ALTextInputBar's, BABFrameObservingInputAccessoryView's
    /// and react-native-keyboard-tracking-view's do). A host coming on screen starts where
    /// the keyboard's animation starts, and moves along it.
    func placeAccessory() {
        guard let accessory = displayedAccessory else { return takeDownAccessoryHost() }
        world.cancelScheduled(tag: KeyboardSystem.hostRemovalTag)
        let host = world.inputAccessoryHost ?? makeHost()
        guard world.keyboard.isOnScreen, world.keyboard.isLocal, let frame = world.keyboard.screenFrame else {
            host.isHidden = true
            return
        }
        let window = world.window!
        let height = KeyboardSystem.height(ofAccessory: accessory)
        let keyboard = window.convert(frame, from: nil as UIWindow?)
        let spans = world.assume(.accessorySuperviewSpansKeyboard)
        let target = CGRect(x: keyboard.minX, y: keyboard.minY, width: keyboard.width, height: spans ? max(height, keyboard.height) : height)
        if spans, host.superview !== window || host.isHidden {
            // Where the keyboard's animation starts (below the screen for a show), drawn there
            // from the start of the animation block under way.
            let start = world.keyboardAnimation.map { window.convert($0.from, from: nil as UIWindow?) } ?? target
            world.withoutAnimation {
                host.frame = CGRect(x: start.minX, y: start.minY, width: start.width, height: max(height, start.height))
                if host.superview !== window { window.addSubview(host) }
            }
            joinAnimationUnderWay(host)
        }
        host.isHidden = false
        if host.superview !== window { window.addSubview(host) } else if window.subviews.last !== host { window.bringSubviewToFront(host) }
        for view in host.subviews where view !== accessory { detach(view, from: host) }
        if accessory.superview !== host {
            // Its width and height first, so that it lays out at its size when it joins.
            if accessory.translatesAutoresizingMaskIntoConstraints { accessory.frame = CGRect(x: 0, y: 0, width: target.width, height: height) }
            host.addSubview(accessory)
            if !accessory.translatesAutoresizingMaskIntoConstraints {
                let heightConstraint = accessory.heightAnchor.constraint(equalToConstant: height)
                host.accessoryHeightConstraint = heightConstraint
                NSLayoutConstraint.activate([
                    accessory.leadingAnchor.constraint(equalTo: host.leadingAnchor),
                    accessory.trailingAnchor.constraint(equalTo: host.trailingAnchor),
                    accessory.topAnchor.constraint(equalTo: host.topAnchor),
                    heightConstraint,
                ])
            }
        }
        if let constraint = host.accessoryHeightConstraint, constraint.constant != height { constraint.constant = height }
        host.frame = target
        if accessory.translatesAutoresizingMaskIntoConstraints { accessory.frame = CGRect(x: 0, y: 0, width: target.width, height: height) }
    }

    /// The tag of the host's removal after a hide.
    static let hostRemovalTag = "input-accessory-host-removal"

    /// No first responder shows an accessory any more: the host goes down with the keyboard
    /// and lets its accessory go when the hide's animation ends
    /// (``Assumption/accessorySuperviewSpansKeyboard``), or at once where the keyboard does
    /// not animate down (or the assumption is off).
    private func takeDownAccessoryHost() {
        guard let host = world.inputAccessoryHost, host.superview != nil else { return }
        if !host.isHidden, !host.subviews.isEmpty, !world.keyboard.isOnScreen, let animation = world.keyboardAnimation,
           animation.end > world.now, world.assume(.accessorySuperviewSpansKeyboard) {
            let end = world.window.convert(animation.to, from: nil as UIWindow?)
            host.frame = CGRect(x: end.minX, y: end.minY, width: end.width, height: max(host.frame.height, end.height))
            world.cancelScheduled(tag: KeyboardSystem.hostRemovalTag)
            world.schedule(after: animation.end - world.now, tag: KeyboardSystem.hostRemovalTag) { [unowned self] in
                guard self.displayedAccessory == nil else { return }
                self.removeAccessoryHost()
            }
            return
        }
        removeAccessoryHost()
    }

    /// Takes the host and what it holds out of the window.
    private func removeAccessoryHost() {
        guard let host = world.inputAccessoryHost, host.superview != nil else { return }
        for view in host.subviews { detach(view, from: host) }
        host.removeFromSuperview()
    }

    /// Takes `view` out of `host`, with the height constraint the host gave it.
    private func detach(_ view: UIView, from host: InputAccessoryHost) {
        if let constraint = host.accessoryHeightConstraint, constraint.firstItem === view {
            constraint.isActive = false
            host.accessoryHeightConstraint = nil
        }
        view.removeFromSuperview()
    }

    /// Makes `view`, which joined the window inside an animation block under way, move from
    /// where it is now as the block's other views do (UIKit animates what the block changes
    /// from where it is drawn when the change is made).
    private func joinAnimationUnderWay(_ view: UIView) {
        guard !world.animationContext.isEmpty else { return }
        let state = VisualState(frame: view.frame, boundsOrigin: view.boundsOrigin, transform: view.transform)
        world.animationContext[world.animationContext.count - 1].before.append(AnimationSnapshot(view: view, drawn: state, model: state))
    }

    private func makeHost() -> InputAccessoryHost {
        let host = InputAccessoryHost(frame: .zero)
        host.name = "input-accessory-host"
        world.inputAccessoryHost = host
        return host
    }
}
