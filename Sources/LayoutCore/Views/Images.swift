import Foundation

/// An image (UIKit's `UIImage`), for its size: what an image view's intrinsic content size is.
///
/// The model reads no asset catalog: ``init(named:)`` finds no image and answers `nil`, as
/// UIKit does for a name the app's bundle lacks
/// (https://developer.apple.com/documentation/uikit/uiimage/init(named:)). An image of a
/// known size comes from Interface Builder (a storyboard's `<resources>` records each image's
/// size) or from ``init(size:)``.
public final class UIImage: Sendable, Hashable {
    /// The image's size in points.
    public let size: CGSize
    /// The asset's name, when it was named.
    let name: String?
    /// Whether ``size`` is the image's (`false` for a system symbol, whose size the model does
    /// not know: an image view showing one has no intrinsic size).
    let hasModelledSize: Bool
    /// The symbol configuration a system symbol was made with.
    public let symbolConfiguration: UIImage.SymbolConfiguration?

    /// An image of `size` points (Clearance's: a test's stand-in for an asset).
    public init(size: CGSize, name: String? = nil) {
        self.size = size
        self.name = name
        hasModelledSize = true
        symbolConfiguration = nil
    }

    private init(symbol name: String, configuration: UIImage.Configuration?) {
        size = .zero
        self.name = name
        hasModelledSize = false
        symbolConfiguration = configuration as? UIImage.SymbolConfiguration
    }

    /// The system symbol named `name` (UIKit's `convenience init?(systemName name: String)`,
    /// iOS 13, https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)). The
    /// model has no symbol catalog: every name gives an image (UIKit answers `nil` for a name
    /// it lacks), whose size is not modelled — ``size`` reads zero and an image view showing
    /// it has no intrinsic size, so constraints size it (NoModelledEffect.md).
    public convenience init?(systemName name: String) {
        self.init(symbol: name, configuration: nil)
    }

    /// The system symbol named `name` with a configuration (UIKit's
    /// `convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?)`,
    /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:withconfiguration:)):
    /// as ``init(systemName:)``; the configuration is kept.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        self.init(symbol: name, configuration: configuration)
    }

    /// The image with a configuration (UIKit's `func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage`).
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        hasModelledSize ? self : UIImage(symbol: name ?? "", configuration: configuration)
    }

    /// The traits an image is chosen by (UIKit's `class UIImage.Configuration`,
    /// https://developer.apple.com/documentation/uikit/uiimage/configuration).
    public class Configuration: @unchecked Sendable {
        init() {}
    }

    /// A symbol image's size, weight and scale (UIKit's `class UIImage.SymbolConfiguration`,
    /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration): kept, not
    /// measured (a symbol's size is not modelled).
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size, when given.
        public let pointSize: CGFloat?
        /// The weight, when given.
        public let weight: SymbolWeight?
        /// The scale, when given.
        public let scale: SymbolScale?
        /// The text style, when given.
        public let textStyle: UIFont.TextStyle?

        private init(pointSize: CGFloat?, weight: SymbolWeight?, scale: SymbolScale?, textStyle: UIFont.TextStyle?) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
        }

        /// A configuration of a point size (UIKit's `convenience init(pointSize: CGFloat)`).
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: nil, scale: nil, textStyle: nil) }
        /// A point size and weight (UIKit's `convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight)`).
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: nil, textStyle: nil)
        }
        /// A point size, weight and scale (UIKit's
        /// `convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale)`).
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        /// A weight (UIKit's `convenience init(weight: UIImage.SymbolWeight)`).
        public convenience init(weight: UIImage.SymbolWeight) { self.init(pointSize: nil, weight: weight, scale: nil, textStyle: nil) }
        /// A scale (UIKit's `convenience init(scale: UIImage.SymbolScale)`).
        public convenience init(scale: UIImage.SymbolScale) { self.init(pointSize: nil, weight: nil, scale: scale, textStyle: nil) }
        /// A text style (UIKit's `convenience init(textStyle: UIFont.TextStyle)`).
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, weight: nil, scale: nil, textStyle: textStyle) }
        /// A text style and scale (UIKit's `convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale)`).
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(pointSize: nil, weight: nil, scale: scale, textStyle: textStyle)
        }
        /// A font's size and weight (UIKit's `convenience init(font: UIFont)`).
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize, weight: nil, scale: nil, textStyle: nil) }
    }

    /// A symbol's weight (UIKit's `UIImage.SymbolWeight`).
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight = 1, thin = 2, light = 3, regular = 4, medium = 5, semibold = 6, bold = 7, heavy = 8, black = 9
    }

    /// A symbol's scale relative to the text (UIKit's `UIImage.SymbolScale`).
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }

    /// The image named `name` in the app's asset catalog: `nil`, the model reads none.
    public convenience init?(named name: String) { return nil }

    /// Whether `a` and `b` are the same image.
    public static func == (a: UIImage, b: UIImage) -> Bool { a === b }
    /// Hashes the image's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A view that shows an image (UIKit's `UIImageView`): its intrinsic content size is its
/// image's size ("UIImageView.intrinsicContentSize always returns each of the intrinsic size
/// dimensions of the image itself", algal's ScaleAspectFitImageView notes,
/// https://gist.github.com/msuzoagu/f3cf85e96ef8aa02fdc46d0eb27a15a4), and without an image
/// UIView's default, none.
open class UIImageView: UIView {
    /// The image shown (`nil`: none).
    open var image: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The image shown while highlighted (no modelled effect).
    open var highlightedImage: UIImage?
    /// Whether the highlighted image shows (no modelled effect).
    open var isHighlighted = false

    /// An image view showing `image`, its frame the image's size (UIKit's `init(image:)`).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// An image view showing `image`, with a highlighted image (UIKit's
    /// `init(image:highlightedImage:)`).
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// An image view without an image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An image view from an Interface Builder file.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The image's size; none without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image, image.hasModelledSize else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return image.size
    }
}

/// The status bar's style (UIKit's `UIStatusBarStyle`; its colour only, no modelled effect).
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in light mode, light in dark mode (iOS 13).
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds (iOS 13).
    case darkContent = 3
}

extension NSAttributedString.Key {
    /// The font of the text (UIKit's `NSAttributedString.Key.font`, the constant
    /// `NSFontAttributeName`, whose value is `"NSFont"`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text (UIKit's `NSAttributedString.Key.foregroundColor`,
    /// `NSForegroundColorAttributeName`, `"NSColor"`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}
