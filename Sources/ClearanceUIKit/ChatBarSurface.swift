import Foundation
import LayoutCore

// What a 2018 chat input bar (Tests/RealBugs 18, GitHawkApp/MessageViewController 0.2.1: MessageView,
// MessageTextView, MessageAutocompleteController) uses of UIKit, TextKit and Foundation besides
// what the model already has, with the SDK's signatures. The text metrics that size its text view
// (UIFont's ascender, descender and line height, and the text view's content size) are
// LayoutCore's (FontMetrics.swift); what is here is kept and has no modelled effect
// (NoModelledEffect.md), except NSHashTable, which holds its members as the SDK's does.

// MARK: Button insets and image view

nonisolated(unsafe) private var titleEdgeInsetsKey: UInt8 = 0
nonisolated(unsafe) private var imageEdgeInsetsKey: UInt8 = 0
nonisolated(unsafe) private var imageViewKey: UInt8 = 0
nonisolated(unsafe) private var accessibilityLabelKey: UInt8 = 0
nonisolated(unsafe) private var imageAccessibilityIdentifierKey: UInt8 = 0

extension UIButton {
    /// The margins around the title (UIKit's `var titleEdgeInsets: UIEdgeInsets { get set }`,
    /// `.zero` by default, deprecated in iOS 15,
    /// https://developer.apple.com/documentation/uikit/uibutton/titleedgeinsets): kept; the model
    /// does not place the title inside the button (NoModelledEffect.md).
    public var titleEdgeInsets: UIEdgeInsets {
        get { objc_getAssociatedObject(self, &titleEdgeInsetsKey) as? UIEdgeInsets ?? .zero }
        set { objc_setAssociatedObject(self, &titleEdgeInsetsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
    /// The margins around the image (UIKit's `var imageEdgeInsets: UIEdgeInsets { get set }`,
    /// `.zero` by default, deprecated in iOS 15,
    /// https://developer.apple.com/documentation/uikit/uibutton/imageedgeinsets): kept; the model
    /// does not place the image inside the button (NoModelledEffect.md).
    public var imageEdgeInsets: UIEdgeInsets {
        get { objc_getAssociatedObject(self, &imageEdgeInsetsKey) as? UIEdgeInsets ?? .zero }
        set { objc_setAssociatedObject(self, &imageEdgeInsetsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
    /// The view that shows the button's image (UIKit's `var imageView: UIImageView? { get }`,
    /// https://developer.apple.com/documentation/uikit/uibutton/imageview): made on first use,
    /// holding ``currentImage``; not placed (frame zero), as ``titleLabel`` is — the button's
    /// size is the model's control height (NoModelledEffect.md).
    public var imageView: UIImageView? {
        if let view = objc_getAssociatedObject(self, &imageViewKey) as? UIImageView {
            view.image = currentImage
            return view
        }
        let view = UIImageView(frame: .zero)
        view.image = currentImage
        objc_setAssociatedObject(self, &imageViewKey, view, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return view
    }
}

extension UIView {
    /// The view's label for VoiceOver (UIAccessibility's `var accessibilityLabel: String? { get set }`,
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel):
    /// kept; the model has no assistive technology (NoModelledEffect.md).
    public var accessibilityLabel: String? {
        get { objc_getAssociatedObject(self, &accessibilityLabelKey) as? String }
        set { objc_setAssociatedObject(self, &accessibilityLabelKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}

extension UIImage {
    /// The identifier UI tests find the image by (UIAccessibilityIdentification's
    /// `var accessibilityIdentifier: String? { get set }`, which UIImage adopts,
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier):
    /// kept, `nil` until set (NoModelledEffect.md).
    public var accessibilityIdentifier: String? {
        get { objc_getAssociatedObject(self, &imageAccessibilityIdentifierKey) as? String }
        set { objc_setAssociatedObject(self, &imageAccessibilityIdentifierKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}

// MARK: TextKit

nonisolated(unsafe) private var exclusionPathsKey: UInt8 = 0
nonisolated(unsafe) private var layoutManagerKey: UInt8 = 0

extension NSTextContainer {
    /// Regions text flows around (TextKit's `var exclusionPaths: [UIBezierPath] { get set }`,
    /// empty by default, https://developer.apple.com/documentation/uikit/nstextcontainer/exclusionpaths):
    /// kept; text is not laid out in the model (NoModelledEffect.md).
    public var exclusionPaths: [UIBezierPath] {
        get { objc_getAssociatedObject(self, &exclusionPathsKey) as? [UIBezierPath] ?? [] }
        set { objc_setAssociatedObject(self, &exclusionPathsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// The object that lays text out in glyphs and lines (TextKit's `class NSLayoutManager : NSObject`,
/// https://developer.apple.com/documentation/uikit/nslayoutmanager): its settings are kept; text
/// is not laid out in the model (NoModelledEffect.md).
@preconcurrency @MainActor
open class NSLayoutManager: NSObject {
    /// Whether layout may skip text out of view (`var allowsNonContiguousLayout: Bool`, `false`).
    open var allowsNonContiguousLayout = false
    /// How eagerly words are hyphenated, 0 to 1 (`var hyphenationFactor: CGFloat`, 0).
    open var hyphenationFactor: CGFloat = 0
    /// Whether spaces and tabs are drawn (`var showsInvisibleCharacters: Bool`, `false`).
    open var showsInvisibleCharacters = false
    /// Whether control characters are drawn (`var showsControlCharacters: Bool`, `false`).
    open var showsControlCharacters = false
    /// Whether the font's leading is used between lines (`var usesFontLeading: Bool`, `true`).
    open var usesFontLeading = true
    /// A layout manager (`init()`).
    public override init() { super.init() }
}

extension UITextView {
    /// The text view's layout manager (UIKit's `var layoutManager: NSLayoutManager { get }`,
    /// https://developer.apple.com/documentation/uikit/uitextview/layoutmanager): one per text
    /// view, made on first use; its settings are kept (NoModelledEffect.md).
    public var layoutManager: NSLayoutManager {
        if let manager = objc_getAssociatedObject(self, &layoutManagerKey) as? NSLayoutManager { return manager }
        let manager = NSLayoutManager()
        objc_setAssociatedObject(self, &layoutManagerKey, manager, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(manager, &layoutManagerTextViewKey, WeakTextView(self), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return manager
    }

    /// The text view's text as TextKit stores it (UIKit's `var textStorage: NSTextStorage { get }`,
    /// https://developer.apple.com/documentation/uikit/uitextview/textstorage): one storage per
    /// text view, made on first use. It holds the view's ``text`` whenever that changed since the
    /// storage was last read; the app's edits of the storage stay in it and do not reach ``text``
    /// (typing and attributed text are not modelled: NoModelledEffect.md).
    public var textStorage: NSTextStorage {
        let text = self.text ?? ""
        if let storage = objc_getAssociatedObject(self, &textStorageKey) as? NSTextStorage {
            if storage.textViewText != text {
                storage.setAttributedString(NSAttributedString(string: text))
                storage.textViewText = text
            }
            return storage
        }
        let storage = NSTextStorage(string: text)
        storage.textViewText = text
        objc_setAssociatedObject(self, &textStorageKey, storage, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return storage
    }
}

nonisolated(unsafe) private var textStorageKey: UInt8 = 0
nonisolated(unsafe) private var layoutManagerTextViewKey: UInt8 = 0

/// The text view a layout manager was made for, held weakly as the SDK's manager holds its
/// storage's owner.
private final class WeakTextView {
    weak var textView: UITextView?
    init(_ textView: UITextView) { self.textView = textView }
}

/// The storage of a text view's characters and attributes (TextKit's `class NSTextStorage`, "a
/// semi-concrete subclass of NSMutableAttributedString",
/// https://developer.apple.com/documentation/uikit/nstextstorage). It is an attributed string
/// as in the SDK; it does not notify layout managers (text is not laid out in the model).
open class NSTextStorage: NSMutableAttributedString {
    /// The text view's text the storage last took, so that the app's own edits are kept until
    /// the text view's text changes.
    var textViewText: String?

    /// An empty storage (`init()`; Foundation on Linux has no empty initializer for
    /// `NSMutableAttributedString`).
    public convenience init() { self.init(string: "") }
}

extension NSLayoutManager {
    /// The rectangle enclosing the glyphs of a range, in the container's coordinates (TextKit's
    /// `func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect`,
    /// https://developer.apple.com/documentation/appkit/nslayoutmanager/boundingrect(forglyphrange:in:)).
    ///
    /// The model does not lay glyphs out: a glyph is a character of the text view's
    /// ``UITextView/textStorage``, a line is a newline-separated line (no wrapping, as the text
    /// view's content size), each ``UIFont/lineHeight`` of the view's font (17 pt system when
    /// `nil`) tall and as wide as the line fragment — the container's width (the text view's
    /// width less its ``UITextView/textContainerInset`` while the container's `size` is zero)
    /// less its ``NSTextContainer/lineFragmentPadding`` at each end. The rectangle starts one
    /// padding in, at the range's first line; an empty range (or a manager of no text view)
    /// is an empty rectangle there (NoModelledEffect.md).
    public func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        let textView = (objc_getAssociatedObject(self, &layoutManagerTextViewKey) as? WeakTextView)?.textView
        let text = (textView?.textStorage.string ?? "") as NSString
        let start = min(max(0, glyphRange.location), text.length)
        let end = min(max(start, glyphRange.location &+ max(0, glyphRange.length)), text.length)
        let lineHeight = (textView?.font ?? .systemFont(ofSize: 17)).lineHeight
        let linesBefore = text.substring(to: start).filter { $0 == "\n" }.count
        let lines = end > start ? text.substring(with: NSRange(location: start, length: end - start)).filter { $0 == "\n" }.count + 1 : 0
        let inset = textView?.textContainerInset ?? .zero
        let containerWidth = container.size.width > 0 ? container.size.width : (textView?.bounds.width ?? 0) - inset.left - inset.right
        let padding = container.lineFragmentPadding
        let width = lines > 0 ? max(0, containerWidth - 2 * padding) : 0
        return CGRect(x: padding, y: CGFloat(linesBefore) * lineHeight, width: width, height: CGFloat(lines) * lineHeight)
    }
}

// MARK: Foundation on Linux

/// A set of objects that may hold them weakly (Foundation's `class NSHashTable<ObjectType> :
/// NSObject where ObjectType : AnyObject`, https://developer.apple.com/documentation/foundation/nshashtable),
/// which Foundation on Linux lacks. ``weakObjects()`` holds each object weakly, as the SDK's
/// does: an object gone is no longer a member. The members are enumerated in the order they
/// were added (the SDK's order is unspecified; a fixed one keeps a run deterministic).
public final class NSHashTable<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    private final class Box {
        weak var weakObject: AnyObject?
        var strongObject: AnyObject?
        var object: AnyObject? { strongObject ?? weakObject }
        init(_ object: AnyObject, weak: Bool) {
            if weak { weakObject = object } else { strongObject = object }
        }
    }
    private var boxes: [Box] = []
    private let holdsWeakly: Bool

    private init(weak: Bool) {
        holdsWeakly = weak
        super.init()
    }

    /// A table that holds its members strongly (`init()`).
    public override convenience init() { self.init(weak: false) }

    /// A table that holds its members weakly (`class func weakObjects() -> NSHashTable<ObjectType>`).
    public class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(weak: true) }

    /// Adds an object, once (`func add(_ object: ObjectType?)`); `nil` adds nothing.
    public func add(_ object: ObjectType?) {
        guard let object, !contains(object) else { return }
        boxes.append(Box(object, weak: holdsWeakly))
    }

    /// Removes an object (`func remove(_ object: ObjectType?)`).
    public func remove(_ object: ObjectType?) {
        guard let object else { return }
        boxes.removeAll { $0.object === object }
    }

    /// Removes every object (`func removeAllObjects()`).
    public func removeAllObjects() { boxes.removeAll() }

    /// Whether the object is a member (`func contains(_ anObject: ObjectType?) -> Bool`).
    public func contains(_ anObject: ObjectType?) -> Bool {
        guard let anObject else { return false }
        return boxes.contains { $0.object === anObject }
    }

    /// The members still alive (`var allObjects: [ObjectType] { get }`).
    public var allObjects: [ObjectType] { boxes.compactMap { $0.object as? ObjectType } }

    /// How many members are alive (`var count: Int { get }`).
    public var count: Int { allObjects.count }

    /// One of the members (`var anyObject: ObjectType? { get }`): the first added still alive.
    public var anyObject: ObjectType? { allObjects.first }

    /// An enumerator of the members (`func objectEnumerator() -> NSEnumerator`), in the order
    /// they were added.
    public func objectEnumerator() -> NSEnumerator { MembersEnumerator(allObjects) }

    private final class MembersEnumerator: NSEnumerator {
        private var remaining: [ObjectType]
        init(_ members: [ObjectType]) { remaining = members }
        override func nextObject() -> Any? { remaining.isEmpty ? nil : remaining.removeFirst() }
    }
}

extension NSAttributedString {
    /// An empty attributed string: the SDK's `NSAttributedString()` (`NSObject`'s `init()`,
    /// which NSAttributedString inherits on Apple's platforms). Foundation on Linux does not
    /// inherit it, and an extension may not override it, so this initializer's one parameter
    /// (the empty tuple, defaulted) lets `NSAttributedString()` mean the same here.
    public convenience init(_ empty: () = ()) { self.init(string: "") }
}

// MARK: The Swift 4 typing attributes

nonisolated(unsafe) private var swift4TypingAttributesKey: UInt8 = 0

extension UITextView {
    /// The typing attributes as the Swift 4 language mode sees them, keyed by the attribute's
    /// string (`var typingAttributes: [String : Any]`). The iOS 11 SDK declared the property
    /// with string keys (`NSDictionary<NSString *, id>`; openradar 34402659, "The property type
    /// is [String: Any]", Xcode 9) and iOS 12's header typed its keys as
    /// `NSAttributedStringKey`; the Swift 4.2 migrator answered by wrapping every assignment,
    /// `typingAttributes = convertToNSAttributedStringKeyDictionary(…)` (e.g.
    /// wordpress-mobile/AztecEditor-iOS, Aztec/Classes/TextKit/TextView.swift), so in the Swift 4
    /// mode the property kept its string keys — MessageViewController, `swift_version = '4.0'`,
    /// assigns `[String: Any]` to it until October 2018 (89b13d6). Usable in the Swift 4 mode
    /// only; in Swift 4.2 and later `typingAttributes` is `[NSAttributedString.Key : Any]`. The
    /// same storage: setting one sets the other.
    @available(swift, obsoleted: 4.2)
    public var typingAttributes: [String: Any] {
        get { Dictionary(uniqueKeysWithValues: swift42TypingAttributes.map { ($0.key.rawValue, $0.value) }) }
        set { swift42TypingAttributes = Dictionary(uniqueKeysWithValues: newValue.map { (NSAttributedString.Key($0.key), $0.value) }) }
    }

    /// Swift 4.2's `typingAttributes`, named by its type.
    private var swift42TypingAttributes: [NSAttributedString.Key: Any] {
        get { let attributes: [NSAttributedString.Key: Any] = typingAttributes; return attributes }
        set { let attributes: [NSAttributedString.Key: Any] = newValue; typingAttributes = attributes }
    }
}
