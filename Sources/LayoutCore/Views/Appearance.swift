import Foundation

// How things look: colours, fonts, the layer's corners and borders, a view's alpha and tint.
// Real screens set them on almost every line next to their keyboard code, so they compile;
// none of them moves anything in the model (keyboard avoidance depends on frames, not on
// paint), and text metrics are not modelled: a font does not change a label's or a field's
// height (set `preferredHeight`, or constrain the height, as the screen's layout does).

#if !canImport(CoreGraphics)
/// A colour (Core Graphics' `CGColor`, which Linux lacks): what `UIColor.cgColor` returns and
/// `CALayer` stores.
public final class CGColor: Sendable, Hashable {
    /// The components, red, green, blue and alpha, each in 0...1.
    public let components: [CGFloat]?
    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
#endif

/// A colour (UIKit's `UIColor`). Colours are stored and compared, never drawn.
public final class UIColor: Sendable, Hashable, CustomStringConvertible {
    private let red: CGFloat, green: CGFloat, blue: CGFloat
    private let alphaComponent: CGFloat
    /// The system colour's name, for reports (`systemBackground`).
    private let systemName: String?

    /// A colour from red, green, blue and alpha components in 0...1 (values outside are
    /// accepted, as extended-range colours are).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alphaComponent = alpha
        systemName = nil
    }

    /// A grey from its white level and alpha.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation, brightness and alpha (each in 0...1).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch h {
        case ..<1: (c, x, 0)
        case ..<2: (x, c, 0)
        case ..<3: (0, c, x)
        case ..<4: (0, x, c)
        case ..<5: (x, 0, c)
        default: (c, 0, x)
        }
        let m = brightness - c
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// The colour's red, green, blue and alpha components (UIKit's
    /// `func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool`,
    /// https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)):
    /// every colour here is stored as RGB, a compatible colour space, so each non-nil pointer
    /// gets its component and the answer is `true`.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = alphaComponent
        return true
    }

    /// A colour from the asset catalog: asset catalogs are not modelled, so every name gives
    /// a neutral grey (never `nil`, so that `UIColor(named: "Accent")!` works).
    public convenience init?(named name: String) {
        self.init(system: name, white: 0.5)
    }

    /// A colour that a closure gives for the traits it is drawn with (UIKit's
    /// `init(dynamicProvider: @escaping (UITraitCollection) -> UIColor)`, iOS 13,
    /// https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)): the
    /// model is always light, so the colour is what the closure gives for light traits
    /// (`UITraitCollection(userInterfaceStyle: .light)`), asked once.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alphaComponent)
    }

    /// The colour for traits (UIKit's `func resolvedColor(with traitCollection: UITraitCollection) -> UIColor`):
    /// itself, as every colour here is already resolved for light traits.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    private init(system name: String, white: CGFloat) {
        red = white; green = white; blue = white; alphaComponent = 1
        systemName = name
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The Core Graphics colour.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alphaComponent) }

    public static func == (a: UIColor, b: UIColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alphaComponent == b.alphaComponent && a.systemName == b.systemName
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alphaComponent)
    }

    public var description: String {
        systemName ?? "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alphaComponent))"
    }

    private static func system(_ name: String) -> UIColor { UIColor(system: name, white: 0.5) }

    /// The `black` colour.
    public static let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The `white` colour.
    public static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// The `clear` colour.
    public static let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// The `gray` colour.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// The `lightGray` colour.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// The `darkGray` colour.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// The `red` colour.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// The `green` colour.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// The `blue` colour.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// The `yellow` colour.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// The `orange` colour.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// The `purple` colour.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// The `brown` colour.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// The `cyan` colour.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// The `magenta` colour.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)

    // The semantic and system colours adapt to light and dark mode on iOS; here each is one
    // named colour (appearance is not modelled).
    /// The `systemBackground` colour.
    public static let systemBackground = system("systemBackground")
    /// The `secondarySystemBackground` colour.
    public static let secondarySystemBackground = system("secondarySystemBackground")
    /// The `tertiarySystemBackground` colour.
    public static let tertiarySystemBackground = system("tertiarySystemBackground")
    /// The `systemGroupedBackground` colour.
    public static let systemGroupedBackground = system("systemGroupedBackground")
    /// The `secondarySystemGroupedBackground` colour.
    public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackground")
    /// The `label` colour.
    public static let label = system("label")
    /// The `secondaryLabel` colour.
    public static let secondaryLabel = system("secondaryLabel")
    /// The `tertiaryLabel` colour.
    public static let tertiaryLabel = system("tertiaryLabel")
    /// The `placeholderText` colour.
    public static let placeholderText = system("placeholderText")
    /// The `separator` colour.
    public static let separator = system("separator")
    /// The `link` colour.
    public static let link = system("link")
    /// The `systemFill` colour.
    public static let systemFill = system("systemFill")
    /// The `tintColor` colour.
    public static let tintColor = system("tintColor")
    /// The `systemBlue` colour.
    public static let systemBlue = system("systemBlue")
    /// The `systemRed` colour.
    public static let systemRed = system("systemRed")
    /// The `systemGreen` colour.
    public static let systemGreen = system("systemGreen")
    /// The `systemOrange` colour.
    public static let systemOrange = system("systemOrange")
    /// The `systemYellow` colour.
    public static let systemYellow = system("systemYellow")
    /// The `systemPink` colour.
    public static let systemPink = system("systemPink")
    /// The `systemPurple` colour.
    public static let systemPurple = system("systemPurple")
    /// The `systemTeal` colour.
    public static let systemTeal = system("systemTeal")
    /// The `systemIndigo` colour.
    public static let systemIndigo = system("systemIndigo")
    /// The `systemGray` colour.
    public static let systemGray = system("systemGray")
    /// The `systemGray2` colour.
    public static let systemGray2 = system("systemGray2")
    /// The `systemGray3` colour.
    public static let systemGray3 = system("systemGray3")
    /// The `systemGray4` colour.
    public static let systemGray4 = system("systemGray4")
    /// The `systemGray5` colour.
    public static let systemGray5 = system("systemGray5")
    /// The `systemGray6` colour.
    public static let systemGray6 = system("systemGray6")
}

/// A font (UIKit's `UIFont`): its size and weight are stored; its line metrics
/// (FontMetrics.swift) size a text view's content and nothing else (a label keeps its height).
public final class UIFont: Sendable, Hashable {
    /// A font weight (UIKit's `UIFont.Weight`).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's weights, lightest to heaviest.
        public static let ultraLight = Weight(-0.8), thin = Weight(-0.6), light = Weight(-0.4),
                          regular = Weight(0), medium = Weight(0.23), semibold = Weight(0.3),
                          bold = Weight(0.4), heavy = Weight(0.56), black = Weight(0.62)
    }

    /// A Dynamic Type style (UIKit's `UIFont.TextStyle`), with its size at the default
    /// content size category.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The `largeTitle` style.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The `title1` style.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The `title2` style.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The `title3` style.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The `headline` style.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The `subheadline` style.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The `body` style.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The `callout` style.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The `footnote` style.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The `caption1` style.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The `caption2` style.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The font's family or PostScript name.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight

    private init(name: String, size: CGFloat, weight: Weight) {
        fontName = name; pointSize = size; self.weight = weight
    }

    /// A named font; every name is available in the model.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(name: fontName, size: fontSize, weight: .regular)
    }

    /// The system font at a size.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    /// The system font at a size and weight.
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI", size: fontSize, weight: weight)
    }
    /// The bold system font at a size.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    /// The italic system font at a size.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(name: ".SFUI-Italic", size: fontSize, weight: .regular) }
    /// The monospaced-digit system font.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { systemFont(ofSize: fontSize, weight: weight) }

    /// The font of a Dynamic Type style at the default ("Large") content size, as Apple's
    /// Human Interface Guidelines list it (https://developer.apple.com/design/human-interface-guidelines/typography,
    /// "iOS, iPadOS Dynamic Type sizes"; transcribed at
    /// https://www.swiftuiprototyping.com/article/how-dynamic-type-sizes-work-in-swiftui/):
    /// Large Title 34, Title 1 28, Title 2 22, Title 3 20, Headline 17 semibold, Body 17,
    /// Callout 16, Subhead 15, Footnote 13, Caption 1 12, Caption 2 11.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let size: CGFloat = switch style {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .subheadline: 15
        case .callout: 16
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        default: 17
        }
        return UIFont(name: ".SFUI", size: size, weight: style == .headline ? .semibold : .regular)
    }

    /// The system's default size for labels (17 pt).
    public class var labelFontSize: CGFloat { 17 }
    /// The system's default size (17 pt).
    public class var systemFontSize: CGFloat { 17 }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(name: fontName, size: fontSize, weight: weight) }

    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.fontName == b.fontName && a.pointSize == b.pointSize && a.weight == b.weight
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(fontName); hasher.combine(pointSize) }
}

/// How text lines up (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// The curve of a layer's rounded corners (Core Animation's `struct CALayerCornerCurve`,
/// https://developer.apple.com/documentation/quartzcore/calayercornercurve).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// A curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve, as the system's rounded rectangles draw.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// The layer behind a view (Core Animation's `CALayer`), for the corner, border and shadow
/// settings screens make; it draws nothing and moves nothing.
///
/// Open to subclassing as in the SDK (`open class CALayer : NSObject`, whose `init()` and
/// `init(layer:)` are designated, https://developer.apple.com/documentation/quartzcore/calayer/init()
/// and https://developer.apple.com/documentation/quartzcore/calayer/init(layer:)): apps and
/// libraries make their own layers (`CAShapeLayer`, a gradient or border layer of their own).
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The corner radius.
    open var cornerRadius: CGFloat = 0
    /// The border's width.
    open var borderWidth: CGFloat = 0
    /// The border's colour.
    open var borderColor: CGColor?
    /// Whether sublayers are clipped to the corners.
    open var masksToBounds = false
    /// The shadow's colour.
    open var shadowColor: CGColor?
    /// The shadow's opacity.
    open var shadowOpacity: Float = 0
    /// The shadow's offset.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius.
    open var shadowRadius: CGFloat = 3
    /// The background colour.
    open var backgroundColor: CGColor?
    /// Which corners `cornerRadius` rounds (Core Animation's `var maskedCorners: CACornerMask`,
    /// all four by default, https://developer.apple.com/documentation/quartzcore/calayer/maskedcorners):
    /// drawing only.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The curve of the rounded corners (Core Animation's `var cornerCurve: CALayerCornerCurve`,
    /// `.circular` by default, https://developer.apple.com/documentation/quartzcore/calayer/cornercurve):
    /// drawing only.
    open var cornerCurve: CALayerCornerCurve = .circular

    /// The view this layer backs, if any (UIKit's "The view is the layer's delegate",
    /// https://developer.apple.com/documentation/uikit/uiview/layer; Core Animation's "if the
    /// layer is associated with a UIView object, this property must be set to the view that owns
    /// the layer", https://developer.apple.com/documentation/quartzcore/calayer/delegate).
    weak var owningView: UIView?
    @exclusivity(unchecked) private var storedFrame: CGRect = .zero
    @exclusivity(unchecked) private var storedIsHidden = false

    /// The layer's rectangle in its superlayer (Core Animation's `var frame: CGRect { get set }`,
    /// https://developer.apple.com/documentation/quartzcore/calayer/frame): a view's own layer
    /// is the view's geometry, so it reads and sets the view's ``UIView/frame``; any other layer
    /// keeps it, drawing only.
    open var frame: CGRect {
        get { owningView?.frame ?? storedFrame }
        set {
            if let owningView { owningView.frame = newValue } else { storedFrame = newValue }
        }
    }
    /// The layer's own coordinate space (`var bounds: CGRect { get set }`,
    /// https://developer.apple.com/documentation/quartzcore/calayer/bounds): a view's own layer
    /// reads and sets the view's ``UIView/bounds``; any other layer's is its frame's size at
    /// the origin (drawing only).
    open var bounds: CGRect {
        get { owningView?.bounds ?? CGRect(origin: .zero, size: storedFrame.size) }
        set {
            if let owningView { owningView.bounds = newValue } else { storedFrame.size = newValue.size }
        }
    }
    /// Whether the layer is hidden (`var isHidden: Bool { get set }`,
    /// https://developer.apple.com/documentation/quartzcore/calayer/ishidden): a view's own layer
    /// reads and sets the view's ``UIView/isHidden``; any other layer keeps it, drawing only.
    open var isHidden: Bool {
        get { owningView?.isHidden ?? storedIsHidden }
        set {
            if let owningView { owningView.isHidden = newValue } else { storedIsHidden = newValue }
        }
    }
    /// A layer with the default settings (Core Animation's designated `init()`,
    /// https://developer.apple.com/documentation/quartzcore/calayer/init()).
    public nonisolated override init() { super.init() }

    /// A shadow copy of `layer` (Core Animation's `init(layer: Any)`, "used to create shadow
    /// copies of layers, for example, for the presentation() method",
    /// https://developer.apple.com/documentation/quartzcore/calayer/init(layer:)): the model has
    /// no presentation layers, so nothing calls it; a subclass's override copies its own fields,
    /// and this copies the settings above from a `CALayer`.
    public init(layer: Any) {
        super.init()
        guard let source = layer as? CALayer else { return }
        cornerRadius = source.cornerRadius
        borderWidth = source.borderWidth
        borderColor = source.borderColor
        masksToBounds = source.masksToBounds
        shadowColor = source.shadowColor
        shadowOpacity = source.shadowOpacity
        shadowOffset = source.shadowOffset
        shadowRadius = source.shadowRadius
        backgroundColor = source.backgroundColor
        maskedCorners = source.maskedCorners
        cornerCurve = source.cornerCurve
    }

    /// A layer from an archive (`CALayer` adopts `NSSecureCoding`, so a subclass that declares
    /// its own designated initializer writes `required init?(coder:)`, as in the SDK): archives
    /// are not modelled, decoding fails (`nil`), as ``UIView/init(coder:)`` does for any coder
    /// but the storyboard loader's.
    public required init?(coder: NSCoder) { return nil }
}

/// What a view looks like, made on the first appearance setting (most views in a scenario
/// never get one).
final class ViewAppearance {
    var backgroundColor: UIColor?
    var tintColor: UIColor?
    var alpha: CGFloat = 1
    var clipsToBounds = false
    var isOpaque = true
    var isUserInteractionEnabled = true
    var tag = 0
    var accessibilityIdentifier: String?
    var contentMode: UIView.ContentMode = .scaleToFill
    lazy var layer = CALayer()
    /// Interactions added with `addInteraction(_:)` (ModernSurface.swift).
    var interactions: [any UIInteraction] = []
    /// `overrideUserInterfaceStyle`.
    var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
}

extension UIView {
    /// How a view lays out its content when its size changes (UIKit's `UIView.ContentMode`).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
             topLeft, topRight, bottomLeft, bottomRight
    }

    /// The view's appearance, made on first use (``appearance`` stays `nil` until a setting).
    var look: ViewAppearance {
        if let appearance { return appearance }
        let made = ViewAppearance()
        appearance = made
        return made
    }

    /// The background colour.
    public var backgroundColor: UIColor? {
        get { appearance?.backgroundColor }
        set { look.backgroundColor = newValue }
    }
    /// The view's opacity; drawing only (a transparent field still takes part in layout and
    /// in the checks).
    public var alpha: CGFloat {
        get { appearance?.alpha ?? 1 }
        set { look.alpha = newValue }
    }
    /// Whether subviews are clipped to the bounds when drawn (drawing only).
    public var clipsToBounds: Bool {
        get { appearance?.clipsToBounds ?? false }
        set { look.clipsToBounds = newValue }
    }
    /// Whether the view is opaque (drawing only).
    public var isOpaque: Bool {
        get { appearance?.isOpaque ?? true }
        set { look.isOpaque = newValue }
    }
    /// Whether touches reach the view: a tap (``World/tap(at:)``) passes through a view that
    /// ignores them, and through its subviews, as UIKit's hit-testing does
    /// (https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)).
    public var isUserInteractionEnabled: Bool {
        get { appearance?.isUserInteractionEnabled ?? true }
        set { look.isUserInteractionEnabled = newValue }
    }
    /// An integer that identifies the view.
    public var tag: Int {
        get { appearance?.tag ?? 0 }
        set { look.tag = newValue }
    }
    /// The identifier UI tests find the view by.
    public var accessibilityIdentifier: String? {
        get { appearance?.accessibilityIdentifier }
        set { look.accessibilityIdentifier = newValue }
    }
    /// How the content is laid out in the bounds (drawing only).
    public var contentMode: ContentMode {
        get { appearance?.contentMode ?? .scaleToFill }
        set { look.contentMode = newValue }
    }
    /// The view's layer (corners, borders and shadows are stored, never drawn; its `frame`,
    /// `bounds` and `isHidden` are the view's).
    public var layer: CALayer {
        let layer = look.layer
        if layer.owningView == nil { layer.owningView = self }
        return layer
    }
    /// The light or dark style this view and its subviews use whatever the system's (UIKit's
    /// `var overrideUserInterfaceStyle: UIUserInterfaceStyle { get set }`, iOS 13,
    /// https://developer.apple.com/documentation/uikit/uiview/overrideuserinterfacestyle):
    /// colour only, kept (`.unspecified` by default).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { appearance?.overrideUserInterfaceStyle ?? .unspecified }
        set { look.overrideUserInterfaceStyle = newValue }
    }

    /// The view itself or its first descendant (depth first) with `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
}

// MARK: - Appearance proxies

// UIKit's `UIAppearance` (`static func appearance() -> Self`,
// https://developer.apple.com/documentation/uikit/uiappearance/appearance()): a proxy whose
// settings the system applies to every instance "when a view enters a window". Appearance is
// drawing only in the model: each proxy below is an instance of its class, detached, whose
// settings are kept and never applied (no modelled effect). Declared on the classes keyboard
// screens style this way, each returning its own class (the SDK's `Self`: the same type at
// these call sites).

extension UITextView {
    @MainActor private static let appearanceProxy = UITextView(frame: .zero)
    /// The proxy for every text view's appearance (kept, never applied: no modelled effect).
    public static func appearance() -> UITextView { appearanceProxy }
}

extension UITextField {
    @MainActor private static let appearanceProxy = UITextField(frame: .zero)
    /// The proxy for every text field's appearance (kept, never applied: no modelled effect).
    public static func appearance() -> UITextField { appearanceProxy }
}

extension UILabel {
    @MainActor private static let appearanceProxy = UILabel(frame: .zero)
    /// The proxy for every label's appearance (kept, never applied: no modelled effect).
    public static func appearance() -> UILabel { appearanceProxy }
}

extension UINavigationBar {
    @MainActor private static let appearanceProxy = UINavigationBar(frame: .zero)
    /// The proxy for every navigation bar's appearance (kept, never applied: no modelled
    /// effect; a bar's height does not depend on it).
    public static func appearance() -> UINavigationBar { appearanceProxy }
}
