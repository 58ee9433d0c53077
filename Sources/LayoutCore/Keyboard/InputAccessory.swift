import Foundation

/// The system's view that holds the input accessory view on screen, at the top of the
/// keyboard's frame (UIKit's input-set host in the keyboard's window). It is part of the
/// keyboard, not of the app's screen: snapshots and the checks leave it out.
///
/// The model keeps it as the top subview of the app's window rather than in a window of its
/// own, so the accessory's Auto Layout, first responders and taps go through the one window
/// the model lays out; `accessory.window` is therefore the app's window, where UIKit's is the
/// keyboard's.
public final class InputAccessoryHost: UIView {}

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
    /// there while a text input inside it edits; a text input's own accessory is only a height
    /// in the keyboard's frame.
    func adoptAccessory(of responder: UIResponder) -> UIView? {
        let accessory = accessory(for: responder)
        if responder.textInput == nil, accessory != nil, presentsInputViews(responder) {
            accessoryOwner = responder
            displayedAccessory = accessory
        } else if responder.textInput != nil, let accessory, accessory !== responder.inputAccessoryView {
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

    /// Puts the accessory on screen at the top of the keyboard's frame (in window space); hides
    /// it while the keyboard is away with its input still first responder (a rotation), and
    /// takes it off when no first responder brings it.
    func placeAccessory() {
        guard let accessory = displayedAccessory else {
            if let host = world.inputAccessoryHost, host.superview != nil {
                for view in host.subviews { view.removeFromSuperview() }
                host.removeFromSuperview()
            }
            return
        }
        let host = world.inputAccessoryHost ?? makeHost()
        guard world.keyboard.isOnScreen, world.keyboard.isLocal, let frame = world.keyboard.screenFrame else {
            host.isHidden = true
            return
        }
        host.isHidden = false
        let window = world.window!
        let height = KeyboardSystem.height(ofAccessory: accessory)
        let topLeft = window.convert(frame, from: nil as UIWindow?).origin
        if host.superview !== window { window.addSubview(host) } else if window.subviews.last !== host { window.bringSubviewToFront(host) }
        host.frame = CGRect(x: topLeft.x, y: topLeft.y, width: frame.width, height: height)
        for view in host.subviews where view !== accessory { view.removeFromSuperview() }
        if accessory.superview !== host {
            host.addSubview(accessory)
            if !accessory.translatesAutoresizingMaskIntoConstraints {
                NSLayoutConstraint.activate([
                    accessory.leadingAnchor.constraint(equalTo: host.leadingAnchor),
                    accessory.trailingAnchor.constraint(equalTo: host.trailingAnchor),
                    accessory.topAnchor.constraint(equalTo: host.topAnchor),
                    accessory.bottomAnchor.constraint(equalTo: host.bottomAnchor),
                ])
            }
        }
        if accessory.translatesAutoresizingMaskIntoConstraints { accessory.frame = host.bounds }
    }

    private func makeHost() -> InputAccessoryHost {
        let host = InputAccessoryHost(frame: .zero)
        host.name = "input-accessory-host"
        world.inputAccessoryHost = host
        return host
    }
}
