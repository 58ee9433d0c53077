import Foundation

/// A size class (UIKit's `UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`): the model is always light.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// The traits a view or controller is laid out with (UIKit's `UITraitCollection`, the part
/// keyboard code reads): the size classes of its window, the idiom and the scale.
///
/// Horizontal: regular in a regular-width iPad window (``World/isRegularWidth``: not Split View
/// ⅓, Slide Over or most ½ windows) and on the iPhones 414 pt wide and more (Plus, Max, XR,
/// 11, Air) in landscape, compact elsewhere. Vertical: compact for an iPhone in landscape,
/// regular otherwise (Apple's HIG, "Layout", device size classes:
/// https://developer.apple.com/design/human-interface-guidelines/layout). Trait
/// changes are not announced (`traitCollectionDidChange(_:)` is not modelled: read the
/// traits where layout happens, such as `viewWillTransition(to:with:)`).
public struct UITraitCollection: Hashable, Sendable {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Points to pixels.
    public let displayScale: CGFloat
    /// Light (the model has no dark mode).
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// Traits with nothing specified.
    public init() {
        horizontalSizeClass = .unspecified
        verticalSizeClass = .unspecified
        userInterfaceIdiom = .unspecified
        displayScale = 0
        userInterfaceStyle = .unspecified
    }

    /// Traits with only the interface style specified (UIKit's
    /// `convenience init(userInterfaceStyle: UIUserInterfaceStyle)`, iOS 12,
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:)).
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init()
        self = UITraitCollection(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, userInterfaceIdiom: .unspecified,
                                 displayScale: 0, userInterfaceStyle: userInterfaceStyle)
    }

    private init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
                 userInterfaceIdiom: UIUserInterfaceIdiom, displayScale: CGFloat, userInterfaceStyle: UIUserInterfaceStyle) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
    }

    init(world: World) {
        let pad = world.device.idiom == .pad
        horizontalSizeClass = world.isRegularWidth ? .regular : .compact
        verticalSizeClass = world.isCompactHeight ? .compact : .regular
        userInterfaceIdiom = pad ? .pad : .phone
        displayScale = world.device.scale
        userInterfaceStyle = .light
    }
}

extension UIView {
    /// The traits of the window the view is in (unspecified outside a window).
    public var traitCollection: UITraitCollection {
        world.map(UITraitCollection.init(world:)) ?? UITraitCollection()
    }
}

extension UIViewController {
    /// The traits of the window the controller's view is in.
    public var traitCollection: UITraitCollection {
        viewIfLoaded?.traitCollection ?? UITraitCollection()
    }
}
