import Foundation

// `userInfo` as iOS fills it (uikit-surface.md §4): frames are `NSValue`s wrapping a
// `CGRect`, duration, curve and "is local" are `NSNumber`s. On iOS the Objective-C bridge lets
// code read them either way — `as? CGRect` or `(as? NSValue)?.cgRectValue`, `as? Double`,
// `as? CGFloat`, `as? Int`, `as? UInt`, `as? Bool`. On Linux `NSNumber` already bridges to the
// integer, floating-point and Boolean types, but `CGRect` and `CGFloat` do not (measured on
// Swift 6.3.1, uikit-surface.md "Linux facts measured" 2–3): these conformances add them.

#if !canImport(ObjectiveC)
extension CGRect: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSValue

    public func _bridgeToObjectiveC() -> NSValue { RectValue(storing: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = source.cgRectValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        guard source.holdsRect else { return false }
        result = source.cgRectValue
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        source?.cgRectValue ?? .zero
    }
}

extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber

    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}

extension NSValue {
    /// The wrapped rectangle (UIKit's `NSValue.cgRectValue`).
    public var cgRectValue: CGRect {
        guard let value = self as? RectValue else { return rectValue }
        value.reader?.keyboardFrameWasRead = true
        return value.rect
    }

    /// Wraps a rectangle (UIKit's `NSValue(cgRect:)`).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// Whether the value wraps a `CGRect` (its Objective-C type encoding is a rectangle's).
    fileprivate var holdsRect: Bool {
        if self is RectValue { return true }
        return RectValue.encoding.withUnsafeBufferPointer { strcmp(objCType, $0.baseAddress!) == 0 }
    }
}

/// The `NSValue` the model puts in `userInfo` for a keyboard frame (and what `CGRect`
/// bridges to). Foundation on Linux makes a new C string on every `objCType` read of its own
/// rectangle values and never frees it (33 bytes a read, measured with heaptrack: a fuzz run
/// grew by about 140 bytes a case, reading `as? CGRect` in the strategies' handlers); this
/// value answers from one string made once.
final class RectValue: NSValue, @unchecked Sendable {
    let rect: CGRect
    /// The world whose keyboard notification carries this frame: reading it is noted there
    /// (``World/keyboardFrameWasRead``).
    weak var reader: World?

    init(storing rect: CGRect) {
        self.rect = rect
        super.init()
    }

    /// A value from the bytes of a rectangle (`type` must be a rectangle's encoding).
    required init(bytes value: UnsafeRawPointer, objCType type: UnsafePointer<CChar>) {
        rect = value.loadUnaligned(as: CGRect.self)
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    /// The encoding of a rectangle, as Foundation gives it (read once).
    static let encoding: [CChar] = Array(String(cString: NSValue(rect: .zero).objCType).utf8CString)
    private static let encodingPointer: UnsafePointer<CChar> = {
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: encoding.count)
        copy.initialize(from: encoding, count: encoding.count)
        return UnsafePointer(copy)
    }()

    override var objCType: UnsafePointer<CChar> { RectValue.encodingPointer }

    override func getValue(_ value: UnsafeMutableRawPointer) {
        value.storeBytes(of: rect, as: CGRect.self)
    }

    override var description: String { "NSRect: \(NSStringFromRect(rect))" }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSValue, other.holdsRect else { return false }
        return other.cgRectValue == rect
    }

    override var hash: Int { rect.origin.x.hashValue ^ rect.size.height.hashValue }
}
#endif
