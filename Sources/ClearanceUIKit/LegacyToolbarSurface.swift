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
