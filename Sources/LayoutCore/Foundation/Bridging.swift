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

    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = source.rectValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        guard source.holdsRect else { return false }
        result = source.rectValue
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        source?.rectValue ?? .zero
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
    public var cgRectValue: CGRect { rectValue }

    /// Wraps a rectangle (UIKit's `NSValue(cgRect:)`).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// Whether the value wraps a `CGRect` (its Objective-C type encoding is a rectangle's).
    fileprivate var holdsRect: Bool {
        NSValue.rectEncoding.withUnsafeBufferPointer { strcmp(objCType, $0.baseAddress!) == 0 }
    }

    private static let rectEncoding: [CChar] = Array(String(cString: NSValue(rect: .zero).objCType).utf8CString)
}
#endif
