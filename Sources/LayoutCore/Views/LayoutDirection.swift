import Foundation

/// The direction of the user interface (UIKit's `enum UIUserInterfaceLayoutDirection: Int`,
/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection). The model
/// lays out left to right: its app's direction is ``leftToRight`` (NoModelledEffect.md).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// What a view's content is, for flipping it right to left (UIKit's
/// `enum UISemanticContentAttribute: Int`, its raw values 0-4,
/// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute).
public enum UISemanticContentAttribute: Int, Sendable {
    /// "The default value for views."
    case unspecified = 0
    /// Playback controls, never flipped.
    case playback = 1
    /// A directional control, never flipped.
    case spatial = 2
    /// "Always displayed using a left-to-right layout."
    case forceLeftToRight = 3
    /// Always displayed right to left.
    case forceRightToLeft = 4
}

extension UIView {
    /// "The user interface direction for the given semantic content attribute"
    /// (`class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection`,
    /// https://developer.apple.com/documentation/uikit/uiview/userinterfacelayoutdirection(for:)):
    /// right to left only when forced (`.forceRightToLeft`); playback and spatial content is
    /// never flipped, and unspecified content follows the app's direction, left to right here.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// "The user interface layout direction appropriate for arranging the immediate content of
    /// the view" (`var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }`,
    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection):
    /// its ``semanticContentAttribute``'s direction.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// "The inherited duration of the current animation"; "only returns a non-zero value if
    /// called within a UIView animation block" (`class var inheritedAnimationDuration: TimeInterval { get }`,
    /// https://developer.apple.com/documentation/uikit/uiview/inheritedanimationduration): the
    /// innermost open animation block's duration in the running world (a nested block's is the
    /// one it inherits), else 0.
    public class var inheritedAnimationDuration: TimeInterval {
        World.current?.animationContext.last?.duration ?? 0
    }
}

extension UIApplication {
    /// The app's layout direction (`var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }`,
    /// https://developer.apple.com/documentation/uikit/uiapplication/userinterfacelayoutdirection):
    /// left to right (the model's apps run in a left-to-right language).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
