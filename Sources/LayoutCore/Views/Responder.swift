import Foundation

/// The base of everything that can be first responder (UIKit's `UIResponder`), and the home
/// of the keyboard notifications' names and `userInfo` keys, spelled as UIKit spells them.
///
/// Keyboard frames in `userInfo` are `CGRect`s in the **screen's** coordinate space
/// (keyboard-platform.md §3.1): convert them before use.
///
/// As in UIKit it is an `NSObject` (uikit-surface.md §1: NSObject → UIResponder → UIView), so
/// responders are `Equatable` and `Hashable` by identity (`textField == emailField`) and
/// conform to `NSObjectProtocol`, as delegate protocols require.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Hears a change of a key path registered with `addObserver(_:forKeyPath:options:context:)`
    /// (NSObject's in the SDK; KeyValueObserving.swift). The default does nothing.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}

    /// This responder as a text input (a text field or a text view), `nil` for any other.
    /// It stands for `as? any TextInput`, whose dynamic cast to a superclass-constrained
    /// protocol costs thousands of instructions a time on Linux (about 1% of a run's
    /// instructions went on it, most of it in the snapshots). Every ``TextInput`` class
    /// overrides it.
    package var textInput: (any TextInput)? { nil }

    public nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change (`CGRect`, screen space).
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change (`CGRect`, screen space).
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration (`Double`, seconds; 0.25).
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve (`Int`; 7, undocumented).
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (`Bool`; `false` for another app's keyboard
    /// in Split View).
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    #if !canImport(ObjectiveC)
    /// The Objective-C runtime's associations of this object (`objc_setAssociatedObject`,
    /// AssociatedObjects.swift): kept here, so that they go when the object does, as on iOS.
    nonisolated(unsafe) var associations: [UnsafeRawPointer: Association] = [:]
    #endif

    public override init() {}

    /// The next responder on the chain (UIKit's `var next: UIResponder? { get }`,
    /// https://developer.apple.com/documentation/uikit/uiresponder/next): a view controller's
    /// root view answers its controller, another view its superview; a controller answers its
    /// view's superview (the window, or a container's view), else the controller presenting
    /// it; the world's window answers the application; the application answers its delegate
    /// "if it's an instance of UIResponder and not a UIView, UIViewController, or the app
    /// object itself" (https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events).
    /// Any other responder answers `nil`, as UIKit's base class does. Subclasses override it.
    open var next: UIResponder? {
        switch self {
        case let window as UIWindow:
            guard let world = window.world, window === world.window else { return nil }
            return world.application
        case let view as UIView: return view.owningViewController ?? view.superview
        case let controller as UIViewController: return controller.viewIfLoaded?.superview ?? controller.presentingViewController
        case let application as UIApplication:
            guard let delegate = application.delegate as? UIResponder, !(delegate is UIView), !(delegate is UIViewController),
                  !(delegate is UIApplication) else { return nil }
            return delegate
        default: return nil
        }
    }

    /// Whether the responder can become first responder.
    open var canBecomeFirstResponder: Bool { false }

    /// The view shown above the keyboard while this responder is first responder (UIKit's
    /// `var inputAccessoryView: UIView? { get }`, `nil` here). Text fields and text views
    /// redeclare it settable; a view controller overrides it, with `canBecomeFirstResponder`,
    /// to dock a bar (a chat's input bar) at the screen's bottom that rides on the keyboard:
    /// "when the responder becomes the first responder, the responder infrastructure attaches
    /// the accessory view to the appropriate input view before displaying it"
    /// (https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview).
    /// What the model does with one is ``Assumption/responderAccessoryDocksAlone``.
    open var inputAccessoryView: UIView? { nil }

    /// The key commands that trigger actions on this responder (UIKit's
    /// `var keyCommands: [UIKeyCommand]? { get }`, `nil` by default,
    /// https://developer.apple.com/documentation/uikit/uiresponder/keycommands): overridable, as
    /// a chat bar overrides it for ⌘-Return. The model presses no hardware key, so none is
    /// ever performed (NoModelledEffect.md).
    open var keyCommands: [UIKeyCommand]? { nil }

    /// The view shown in place of the system keyboard while this responder is first
    /// responder (UIKit's `var inputView: UIView? { get }`, `nil` here: "typically used to
    /// provide a view to replace the system-supplied keyboard", and "when the responder
    /// becomes the first responder, the responder infrastructure presents the specified input
    /// view automatically", https://developer.apple.com/documentation/uikit/uiresponder/inputview).
    /// Text fields and text views redeclare it settable. The keyboard's frame is then the
    /// input view's height (with the accessory's above it), docked at the screen's bottom:
    /// ``Assumption/inputViewDocksWhateverTheKeyboard``.
    open var inputView: UIView? { nil }

    /// Replaces the input view and the input accessory view at once, without animation, when
    /// this responder is first responder; otherwise does nothing
    /// (https://developer.apple.com/documentation/uikit/uiresponder/reloadinputviews()).
    open func reloadInputViews() {
        guard let world, isFirstResponder else { return }
        world.keyboardSystem.reloadInputViews()
    }

    /// The world the responder lives in, if it is on screen.
    open var world: World? { nil }

    /// Whether this is the first responder (a search bar answers for its text field).
    open var isFirstResponder: Bool {
        guard let world else { return false }
        return world.firstResponder === self
    }

    /// Asks to become first responder; a text input brings up the keyboard.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let world else { return false }
        return world.keyboardSystem.focus(self)
    }

    /// Sets the Interface Builder outlet `name` (an outlet collection too) to `value`, as a
    /// storyboard or XIB loader connects outlets; `false` when this object has no outlet of
    /// that name or `value` is not of its type. On iOS the nib loader sets an `@IBOutlet`
    /// through key-value coding; on Linux there is none, so `clearance adapt` (and its build
    /// plugin) overrides this in each class that declares `@IBOutlet`s: a switch on the name,
    /// then `super`. See InterfaceBuilderConnections.swift.
    open func setValue(_ value: Any?, forOutletNamed name: String) -> Bool { false }

    /// The action an Interface Builder selector names on this object (`loginTapped:`,
    /// `dismissKeyboard`, or the Swift form `loginTapped(_:)`), bound to this object, to be
    /// called with the sender; `nil` when there is none. `clearance adapt` overrides it in
    /// each class that declares `@IBAction`s.
    open func action(forSelectorNamed selector: String) -> ((_ sender: Any?) -> Void)? { nil }

    /// Gives up first responder; the keyboard hides if nothing else needs it. A text input
    /// whose delegate's should-end-editing method says `false` stays first responder, and this
    /// returns `false`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let world, isFirstResponder else { return false }
        return world.keyboardSystem.resign()
    }

    // MARK: - Interface Builder (InterfaceBuilderConnections.swift)

    /// Called on every object loaded from a storyboard or a XIB once all of the file's
    /// objects exist and their outlets and actions are connected (UIKit's `awakeFromNib()`,
    /// https://developer.apple.com/documentation/objectivec/nsobject/1402907-awakefromnib).
    /// An override calls `super.awakeFromNib()`. The default does nothing.
    open func awakeFromNib() {}

    // MARK: - The responder chain and touches (Touches.swift)

    /// The next responder in the responder chain, as UIKit's `var next: UIResponder? { get }`
    /// answers (https://developer.apple.com/documentation/uikit/uiresponder/next): "UIView
    /// implements this method and returns the UIViewController object that manages it (if it
    /// has one) or its superview (if it doesn't). UIViewController similarly implements the
    /// method and returns its view's superview. UIWindow returns the application object." A
    /// responder of another class has none. The touches methods' defaults pass a touch on
    /// along it. (Not yet declared as `next`: a test screen of this package declares a
    /// property of that name on a view controller, which UIKit's `next` would forbid.)
    package var nextInResponderChain: UIResponder? {
        if let window = self as? UIWindow { return window.world?.application }
        if let view = self as? UIView { return view.owningViewController ?? view.superview }
        if let controller = self as? UIViewController { return controller.viewIfLoaded?.superview }
        return nil
    }

    /// One or more touches began (UIKit's `func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)`,
    /// https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)):
    /// "The default implementation of this method forwards the message up the responder
    /// chain" (``nextInResponderChain``). The model sends touches only on a test's ``World/tap(at:)``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        nextInResponderChain?.touchesBegan(touches, with: event)
    }

    /// One or more touches moved (UIKit's `func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?)`);
    /// the default forwards it up the responder chain. The model's touches never move, so it
    /// never sends this.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        nextInResponderChain?.touchesMoved(touches, with: event)
    }

    /// One or more fingers were lifted (UIKit's `func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?)`,
    /// https://developer.apple.com/documentation/uikit/uiresponder/touchesended(_:with:)); the
    /// default forwards it up the responder chain.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        nextInResponderChain?.touchesEnded(touches, with: event)
    }

    /// The system cancelled the touches — here, a gesture recognizer that cancels touches in
    /// its view recognized them (UIKit's `func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?)`,
    /// https://developer.apple.com/documentation/uikit/uiresponder/touchescancelled(_:with:));
    /// the default forwards it up the responder chain.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        nextInResponderChain?.touchesCancelled(touches, with: event)
    }

    /// A physical key or button was pressed (UIKit's
    /// `func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?)`,
    /// https://developer.apple.com/documentation/uikit/uiresponder/pressesbegan(_:with:)); the
    /// default forwards it up the responder chain. The model presses no key (a hardware
    /// keyboard changes the keyboard's frame only), so it never sends this (NoModelledEffect.md).
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        nextInResponderChain?.pressesBegan(presses, with: event)
    }

    /// A press changed (UIKit's `func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?)`); forwarded up the chain; never sent.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        nextInResponderChain?.pressesChanged(presses, with: event)
    }

    /// A press ended (UIKit's `func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?)`); forwarded up the chain; never sent.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        nextInResponderChain?.pressesEnded(presses, with: event)
    }

    /// A press was cancelled (UIKit's `func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?)`); forwarded up the chain; never sent.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        nextInResponderChain?.pressesCancelled(presses, with: event)
    }

    /// A motion event (a shake) began (UIKit's
    /// `func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?)`,
    /// https://developer.apple.com/documentation/uikit/uiresponder/motionbegan(_:with:)): "The
    /// default implementation of this method forwards the message up the responder chain"
    /// (``next``). The model shakes no device, so it never sends this (NoModelledEffect.md). An
    /// override written in an extension of a class declared in another file (allowed on iOS,
    /// where the method is Objective-C's) reaches here through ``__ClearanceExtensionMotionBegan``
    /// (ClearanceAdapter's rewrite): the default runs it, as iOS runs the extension's method.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if let overriding = self as? any __ClearanceExtensionMotionBegan {
            overriding.__clearanceExtension_motionBegan(motion, with: event)
        } else {
            next?.motionBegan(motion, with: event)
        }
    }

    /// A motion event ended (UIKit's `func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?)`,
    /// https://developer.apple.com/documentation/uikit/uiresponder/motionended(_:with:)): the
    /// default forwards it up the responder chain; never sent (see ``motionBegan(_:with:)``).
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if let overriding = self as? any __ClearanceExtensionMotionEnded {
            overriding.__clearanceExtension_motionEnded(motion, with: event)
        } else {
            next?.motionEnded(motion, with: event)
        }
    }

    /// A motion event was cancelled (UIKit's `func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?)`,
    /// https://developer.apple.com/documentation/uikit/uiresponder/motioncancelled(_:with:)): the
    /// default forwards it up the responder chain; never sent (see ``motionBegan(_:with:)``).
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if let overriding = self as? any __ClearanceExtensionMotionCancelled {
            overriding.__clearanceExtension_motionCancelled(motion, with: event)
        } else {
            next?.motionCancelled(motion, with: event)
        }
    }

    /// Called on an object decoded from an archive, to return it or another object in its
    /// place (NSObject's `awakeAfter(using:)`,
    /// https://developer.apple.com/documentation/objectivec/nsobject/1417074-awakeafter, declared
    /// `func awakeAfter(using coder: NSCoder) -> Any?`): the default returns `self`. The
    /// simulated storyboard loader decodes no `NSCoder` and does not call it; an override
    /// calling `super` compiles and behaves as on iOS.
    open func awakeAfter(using coder: NSCoder) -> Any? { self }
}
