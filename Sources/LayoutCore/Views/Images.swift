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

    /// An image of `size` points (Clearance's: a test's stand-in for an asset).
    public init(size: CGSize, name: String? = nil) {
        self.size = size
        self.name = name
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
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
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
