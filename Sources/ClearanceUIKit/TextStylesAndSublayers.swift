import LayoutCore

// Text styling and sublayers (Tests/RealBugs 18, MessageViewController's MessageAutocompleteController
// and MessageView: a paragraph style in the typing attributes, a border layer added to a view's
// layer). The model neither draws nor measures text by its attributes, and a layer draws nothing,
// so none of these moves a view (NoModelledEffect.md). Values are kept and read back, in storage
// beside the object (the runtime's associated objects, as LayoutCore models them).

/// The paragraph attributes of an attributed string (UIKit's `class NSParagraphStyle : NSObject`,
/// https://developer.apple.com/documentation/uikit/nsparagraphstyle). Text is not laid out by them.
open class NSParagraphStyle: NSObject {
    /// The default paragraph style (`class var default: NSParagraphStyle { get }`,
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/default).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The space between lines (`var lineSpacing: CGFloat { get }`): 0 by default.
    open internal(set) var lineSpacing: CGFloat = 0
    /// The space after the paragraph (`var paragraphSpacing: CGFloat { get }`): 0 by default.
    open internal(set) var paragraphSpacing: CGFloat = 0
    /// The space between the paragraph's top and its text (`var paragraphSpacingBefore: CGFloat { get }`):
    /// 0 by default.
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// The factor the natural line height is multiplied by (`var lineHeightMultiple: CGFloat { get }`):
    /// 0 by default (https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/lineheightmultiple).
    open internal(set) var lineHeightMultiple: CGFloat = 0
    /// The text alignment (`var alignment: NSTextAlignment { get }`): `.natural` by default.
    open internal(set) var alignment: NSTextAlignment = .natural

    /// A paragraph style with the default values (`init()`).
    public override init() { super.init() }
}

/// A paragraph style that can be changed (UIKit's `class NSMutableParagraphStyle : NSParagraphStyle`,
/// https://developer.apple.com/tutorials/data/documentation/uikit/nsmutableparagraphstyle.md).
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// The space between lines (`var lineSpacing: CGFloat { get set }`).
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    /// The space after the paragraph (`var paragraphSpacing: CGFloat { get set }`).
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    /// The space between the paragraph's top and its text (`var paragraphSpacingBefore: CGFloat { get set }`,
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/paragraphspacingbefore).
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }
    /// The factor the natural line height is multiplied by (`var lineHeightMultiple: CGFloat { get set }`).
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
    /// The text alignment (`var alignment: NSTextAlignment { get set }`).
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
}

extension NSAttributedString.Key {
    /// The paragraph style of the text (UIKit's `static let paragraphStyle: NSAttributedString.Key`,
    /// raw value `"NSParagraphStyle"`, an `NSParagraphStyle`,
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/paragraphstyle): a key only.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

nonisolated(unsafe) private var typingAttributesKey: UInt8 = 0
nonisolated(unsafe) private var sublayersKey: UInt8 = 0
nonisolated(unsafe) private var superlayerKey: UInt8 = 0

extension UITextView {
    /// The attributes applied to text the user types (UIKit's `var typingAttributes:
    /// [NSAttributedString.Key : Any] { get set }`,
    /// https://developer.apple.com/documentation/uikit/uitextview/typingattributes): kept and read
    /// back (empty until set); typing is not modelled, so nothing reads them. Swift 4.2's type:
    /// the Swift 4 language mode sees `[String : Any]` (ChatBarSurface.swift).
    @available(swift, introduced: 4.2)
    public var typingAttributes: [NSAttributedString.Key: Any] {
        get { objc_getAssociatedObject(self, &typingAttributesKey) as? [NSAttributedString.Key: Any] ?? [:] }
        set { objc_setAssociatedObject(self, &typingAttributesKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

extension CALayer {
    /// The layer's sublayers, back to front (Core Animation's `var sublayers: [CALayer]? { get set }`,
    /// `nil` by default, https://developer.apple.com/tutorials/data/documentation/quartzcore/calayer/sublayers.md):
    /// kept; a layer draws nothing in the model.
    public var sublayers: [CALayer]? {
        get { objc_getAssociatedObject(self, &sublayersKey) as? [CALayer] }
        set {
            for layer in sublayers ?? [] { objc_setAssociatedObject(layer, &superlayerKey, nil, .OBJC_ASSOCIATION_ASSIGN) }
            objc_setAssociatedObject(self, &sublayersKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            for layer in newValue ?? [] { objc_setAssociatedObject(layer, &superlayerKey, self, .OBJC_ASSOCIATION_ASSIGN) }
        }
    }

    /// The layer this one is a sublayer of (`var superlayer: CALayer? { get }`,
    /// https://developer.apple.com/documentation/quartzcore/calayer/superlayer).
    public var superlayer: CALayer? { objc_getAssociatedObject(self, &superlayerKey) as? CALayer }

    /// Appends `layer` to the sublayers (Core Animation's `func addSublayer(_ layer: CALayer)`,
    /// https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:): "If the array in
    /// the sublayers property is nil, calling this method creates an array"), first removing it from
    /// its superlayer. Drawing only.
    public func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
    }

    /// Removes the layer from its superlayer's sublayers (`func removeFromSuperlayer()`,
    /// https://developer.apple.com/documentation/quartzcore/calayer/removefromsuperlayer()).
    public func removeFromSuperlayer() {
        guard let parent = superlayer, var siblings = parent.sublayers else { return }
        siblings.removeAll { $0 === self }
        parent.sublayers = siblings
    }
}
