import LayoutCore

// Members IQKeyboardManager's toolbar, text view and manager call (Tests/RealBugs 01:
// IQKeyboardManager.swift, IQTextView.swift, IQToolbar.swift, IQBarButtonItem.swift). None moves a
// view or the keyboard (NoModelledEffect.md).

extension CGPoint {
    /// Whether two points are equal (the CoreGraphics overlay's `func equalTo(_ point2: CGPoint) -> Bool`,
    /// `CGPointEqualToPoint`, https://developer.apple.com/documentation/corefoundation/cgpoint/equalto(_:)).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether two sizes are equal (the CoreGraphics overlay's `func equalTo(_ size2: CGSize) -> Bool`,
    /// `CGSizeEqualToSize`, https://developer.apple.com/documentation/corefoundation/cgsize/equalto(_:)).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension UIImage {
    /// An empty image (UIKit's `init()`, https://developer.apple.com/documentation/uikit/uiimage/init()):
    /// zero size.
    public convenience init() { self.init(size: .zero) }

    /// The image flipped for right-to-left layouts (UIKit's `func imageFlippedForRightToLeftLayoutDirection() -> UIImage`,
    /// https://developer.apple.com/documentation/uikit/uiimage/imageflippedforrighttoleftlayoutdirection()):
    /// the same image (images are not drawn; its size does not change).
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }

    /// An image from a bundle's asset catalogue for traits (UIKit's `init?(named name: String, in bundle:
    /// Bundle?, compatibleWith traitCollection: UITraitCollection?)`,
    /// https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:)): `nil`, as
    /// `UIImage(named:)` here — no asset catalogue is read.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { return nil }
}

extension UIControl.State {
    /// The states an app may define (UIKit's `static var application: UIControl.State { get }`,
    /// `UIControlStateApplication`, 0x00FF0000, as .NET's binding of it gives the value:
    /// https://learn.microsoft.com/en-us/dotnet/api/uikit.uicontrolstate).
    public static var application: UIControl.State { UIControl.State(rawValue: 0x00FF_0000) }
    /// The states the framework reserves (`static var reserved: UIControl.State { get }`,
    /// `UIControlStateReserved`, 0xFF000000, the same source).
    public static var reserved: UIControl.State { UIControl.State(rawValue: 0xFF00_0000) }
}

nonisolated(unsafe) private var lineBreakModeKey: UInt8 = 0
nonisolated(unsafe) private var attributedTextKey: UInt8 = 0

extension UILabel {
    /// How the label's last line breaks (UIKit's `var lineBreakMode: NSLineBreakMode { get set }`,
    /// `.byTruncatingTail` by default, https://developer.apple.com/documentation/uikit/uilabel/linebreakmode):
    /// kept; text is not measured, so a label stays one line high.
    public var lineBreakMode: NSLineBreakMode {
        get { objc_getAssociatedObject(self, &lineBreakModeKey) as? NSLineBreakMode ?? .byTruncatingTail }
        set { objc_setAssociatedObject(self, &lineBreakModeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// The label's styled text (UIKit's `var attributedText: NSAttributedString? { get set }`,
    /// https://developer.apple.com/documentation/uikit/uilabel/attributedtext): setting it sets
    /// `text` to its string, as UIKit does; reading it gives the string set, or `text` without
    /// attributes once `text` was set since.
    public var attributedText: NSAttributedString? {
        get {
            if let stored = objc_getAssociatedObject(self, &attributedTextKey) as? NSAttributedString, stored.string == text { return stored }
            return text.map { NSAttributedString(string: $0) }
        }
        set {
            objc_setAssociatedObject(self, &attributedTextKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC)
            text = newValue?.string
        }
    }
}

/// A view that plays the keyboard's input clicks (UIKit's `protocol UIInputViewAudioFeedback : NSObjectProtocol`,
/// https://developer.apple.com/tutorials/data/documentation/uikit/uiinputviewaudiofeedback.md). The
/// model plays no sound.
@preconcurrency @MainActor
public protocol UIInputViewAudioFeedback: AnyObject {
    /// Whether the view enables input clicks (`optional var enableInputClicksWhenVisible: Bool { get }`,
    /// `false` by default).
    var enableInputClicksWhenVisible: Bool { get }
}

extension UIInputViewAudioFeedback {
    /// `false`: UIKit's default when the view does not implement it.
    public var enableInputClicksWhenVisible: Bool { false }
}

extension UIDevice {
    /// Plays the keyboard's click (UIKit's `func playInputClick()`,
    /// https://developer.apple.com/tutorials/data/documentation/uikit/uidevice/playinputclick().md): no sound in the model.
    public func playInputClick() {}
}

nonisolated(unsafe) private var translucentKey: UInt8 = 0
nonisolated(unsafe) private var popRecognizerKey: UInt8 = 0
nonisolated(unsafe) private var accessibilityLabelKey: UInt8 = 0

extension UIToolbar {
    /// Whether the bar is translucent (UIKit's `var isTranslucent: Bool { get set }`, `true` by default,
    /// https://developer.apple.com/documentation/uikit/uitoolbar/istranslucent): kept; drawing only.
    public var isTranslucent: Bool {
        get { objc_getAssociatedObject(self, &translucentKey) as? Bool ?? true }
        set { objc_setAssociatedObject(self, &translucentKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

extension UINavigationController {
    /// The recognizer of the edge swipe that pops the top controller (UIKit's
    /// `var interactivePopGestureRecognizer: UIGestureRecognizer? { get }`,
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer):
    /// one per navigation controller, which never begins — the model's pops are not interactive,
    /// so its `state` stays `.possible`.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? {
        if let made = objc_getAssociatedObject(self, &popRecognizerKey) as? UIGestureRecognizer { return made }
        let made = UIGestureRecognizer()
        objc_setAssociatedObject(self, &popRecognizerKey, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return made
    }
}

extension UIBarButtonItem {
    /// The item's label for VoiceOver (UIAccessibility's `var accessibilityLabel: String? { get set }`,
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel): kept.
    public var accessibilityLabel: String? {
        get { objc_getAssociatedObject(self, &accessibilityLabelKey) as? String }
        set { objc_setAssociatedObject(self, &accessibilityLabelKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}

extension UIApplication {
    /// Posted before the status bar's orientation changes (UIKit's `class let
    /// willChangeStatusBarOrientationNotification: NSNotification.Name`, deprecated in iOS 13,
    /// https://developer.apple.com/documentation/uikit/uiapplication/willchangestatusbarorientationnotification).
    /// Never posted in the model: a rotation reaches code through `viewWillTransition(to:with:)`,
    /// the trait collection and the keyboard's notifications.
    public nonisolated static let willChangeStatusBarOrientationNotification = Notification.Name("UIApplicationWillChangeStatusBarOrientationNotification")
}

/// Where a bar is (UIKit's `enum UIBarPosition : Int`,
/// https://developer.apple.com/documentation/uikit/uibarposition): for the bar appearance setters.
public enum UIBarPosition: Int, Sendable {
    /// Unspecified (`case any`).
    case any = 0
    /// At the bottom of its superview (`case bottom`).
    case bottom = 1
    /// At the top of its superview (`case top`).
    case top = 2
    /// At the top of the screen, with its background extended under the status bar (`case topAttached`).
    case topAttached = 3
}

// Bar appearance (IQToolbar's and IQBarButtonItem's class initializers clear the system's bar
// images through the appearance proxies). Drawing only, as the other proxies (LayoutCore's
// Appearance.swift): each proxy is an instance of its class, detached, whose settings are
// accepted and never applied.

/// A horizontal and vertical offset (UIKit's `struct UIOffset`,
/// https://developer.apple.com/documentation/uikit/uioffset).
public struct UIOffset: Hashable, Sendable {
    /// The horizontal offset (`var horizontal: CGFloat`).
    public var horizontal: CGFloat
    /// The vertical offset (`var vertical: CGFloat`).
    public var vertical: CGFloat
    /// No offset (`init()`).
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// An offset (`init(horizontal: CGFloat, vertical: CGFloat)`).
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// No offset (`static let zero: UIOffset`).
    public static let zero = UIOffset()
}

/// The bar metrics an appearance setting is for (UIKit's `enum UIBarMetrics : Int`,
/// https://developer.apple.com/documentation/uikit/uibarmetrics).
public enum UIBarMetrics: Int, Sendable {
    /// A bar of the default height (`case default`).
    case `default` = 0
    /// A compact bar (`case compact`).
    case compact = 1
    /// A bar of the default height with a prompt (`case defaultPrompt`).
    case defaultPrompt = 101
    /// A compact bar with a prompt (`case compactPrompt`).
    case compactPrompt = 102
}

nonisolated(unsafe) private var titleTextAttributesKey: UInt8 = 0

extension UIBarButtonItem {
    @MainActor private static let appearanceProxy = UIBarButtonItem()
    /// The proxy for every bar button item's appearance (UIAppearance's `static func appearance() -> Self`,
    /// https://developer.apple.com/documentation/uikit/uiappearance/appearance()): kept, never applied.
    public static func appearance() -> UIBarButtonItem { appearanceProxy }

    /// The background image for a state (`func setBackgroundImage(_ backgroundImage: UIImage?, for state:
    /// UIControl.State, barMetrics: UIBarMetrics)`): accepted, not drawn.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {}
    /// The background image for a state and style (`func setBackgroundImage(_ backgroundImage: UIImage?,
    /// for state: UIControl.State, style: UIBarButtonItem.Style, barMetrics: UIBarMetrics)`): accepted, not drawn.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) {}
    /// The back button's background image (`func setBackButtonBackgroundImage(_ backgroundImage: UIImage?,
    /// for state: UIControl.State, barMetrics: UIBarMetrics)`): accepted, not drawn.
    public func setBackButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {}
    /// The title's offset (`func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics)`): accepted, not drawn.
    public func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {}
    /// The background's vertical offset (`func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat,
    /// for barMetrics: UIBarMetrics)`): accepted, not drawn.
    public func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {}
    /// The back button background's vertical offset (`func setBackButtonBackgroundVerticalPositionAdjustment(_
    /// adjustment: CGFloat, for barMetrics: UIBarMetrics)`): accepted, not drawn.
    public func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {}

    /// The title's text attributes for a state (UIBarItem's `func setTitleTextAttributes(_ attributes:
    /// [NSAttributedString.Key : Any]?, for state: UIControl.State)`,
    /// https://developer.apple.com/documentation/uikit/uibaritem/settitletextattributes(_:for:)): kept; the
    /// title is not drawn or measured.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        var byState = objc_getAssociatedObject(self, &titleTextAttributesKey) as? [UInt: [NSAttributedString.Key: Any]] ?? [:]
        byState[state.rawValue] = attributes
        objc_setAssociatedObject(self, &titleTextAttributesKey, byState, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The title's text attributes set for a state (UIBarItem's `func titleTextAttributes(for state:
    /// UIControl.State) -> [NSAttributedString.Key : Any]?`): `nil` when none were set.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        (objc_getAssociatedObject(self, &titleTextAttributesKey) as? [UInt: [NSAttributedString.Key: Any]])?[state.rawValue]
    }
}

extension UIToolbar {
    @MainActor private static let appearanceProxy = UIToolbar(frame: .zero)
    /// The proxy for every toolbar's appearance (UIAppearance's `static func appearance() -> Self`): kept,
    /// never applied; a toolbar's height does not depend on it.
    public static func appearance() -> UIToolbar { appearanceProxy }

    /// The background image for a position (`func setBackgroundImage(_ backgroundImage: UIImage?,
    /// forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics)`,
    /// https://developer.apple.com/documentation/uikit/uitoolbar/setbackgroundimage(_:fortoolbarposition:barmetrics:)): accepted, not drawn.
    public func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {}
    /// The shadow image for a position (`func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition
    /// topOrBottom: UIBarPosition)`): accepted, not drawn.
    public func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {}
}
