import Foundation

// Key-value observing (Foundation's KVO, which Foundation on Linux does not have), for the
// views' geometry: real keyboard code observes a view's `center` or `frame` (the keyboard's
// host view following an interactive dismissal) and a scroll view's `contentOffset` or
// `contentSize`. Observers hear a change synchronously when the observed view's geometry
// changes (frame, bounds, centre, transform, scroll position, content size or inset), as KVO
// notifies from the property's setter on iOS
// (https://developer.apple.com/documentation/swift/using-key-value-observing-in-swift).
// Other key paths are accepted and never reported (NoModelledEffect.md).

/// What a change notification includes (Foundation's `NSKeyValueObservingOptions`).
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    /// The old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    /// A notification at once, when the observer registers.
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    /// A notification before each change as well (not sent by the model).
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// The keys of a change dictionary (Foundation's `NSKeyValueChangeKey`).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// A key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The kind of change (an `NSNumber` of `NSKeyValueChange`).
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    /// The new value.
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The old value.
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// The indexes of a to-many change.
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    /// Whether the notification is sent before the change.
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// The kind of a change (Foundation's `NSKeyValueChange`): a view's geometry is always set.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed.
    case removal = 3
    /// Objects were replaced.
    case replacement = 4
}

/// A change seen by `observe(_:options:changeHandler:)` (Foundation's
/// `NSKeyValueObservedChange`).
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change.
    public typealias Kind = NSKeyValueChange
    /// The kind of change (`.setting`).
    public let kind: Kind
    /// The new value, when the options ask for `.new`.
    public let newValue: Value?
    /// The old value, when the options ask for `.old`.
    public let oldValue: Value?
    /// The indexes of a to-many change (`nil`).
    public let indexes: IndexSet?
    /// Whether the notification comes before the change (never: `.prior` is not sent).
    public let isPrior: Bool
}

/// An observation made by `observe(_:options:changeHandler:)` (Foundation's
/// `NSKeyValueObservation`): it lasts until it is invalidated or deinitialized.
public final class NSKeyValueObservation: NSObject {
    @exclusivity(unchecked) fileprivate var registration: KeyValueRegistration?

    init(registration: KeyValueRegistration) {
        self.registration = registration
        super.init()
    }

    /// Stops the observation.
    public func invalidate() {
        registration?.isValid = false
        registration = nil
    }

    deinit { registration?.isValid = false }
}

/// One observer of one key path of a view.
final class KeyValueRegistration {
    let keyPath: String?
    @exclusivity(unchecked) weak var observer: NSObject?
    let read: () -> Any?
    @exclusivity(unchecked) var last: Any?
    let deliver: (_ old: Any?, _ new: Any?) -> Void
    @exclusivity(unchecked) var isValid = true

    init(keyPath: String?, observer: NSObject?, read: @escaping () -> Any?, deliver: @escaping (_ old: Any?, _ new: Any?) -> Void) {
        self.keyPath = keyPath
        self.observer = observer
        self.read = read
        self.last = read()
        self.deliver = deliver
    }
}

private extension Equatable {
    func isEqual(toAny other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}

/// Whether two observed values are equal (values of types that are not `Equatable` never are).
private func observedValuesEqual(_ a: Any?, _ b: Any?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case let (a?, b?):
        guard let a = a as? any Equatable else { return false }
        return a.isEqual(toAny: b)
    default: return false
    }
}

/// Foundation's key-value observing protocol (NSObject's in the SDK), which gives
/// `observe(_:options:changeHandler:)` to every NSObject.
@preconcurrency @MainActor
public protocol _KeyValueCodingAndObserving {}

// NSObject conforms, and `observe(_:options:changeHandler:)` is declared, in
// Foundation/KeyPathObserving.swift.

extension UIView {
    /// Registers `observer` for changes of `keyPath` ("frame", "bounds", "center",
    /// "transform"; a scroll view's "contentOffset", "contentSize", "contentInset"; another
    /// key path is never reported): its `observeValue(forKeyPath:of:change:context:)` hears
    /// them. Geometry values come as `NSValue`s, as on iOS. The view does not keep the
    /// observer.
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        let read: () -> Any? = { [unowned self] in self.keyValue(forKeyPath: keyPath) }
        let registration = KeyValueRegistration(keyPath: keyPath, observer: observer, read: read) { [unowned self, weak observer] old, new in
            guard let responder = observer as? UIResponder else { return }
            responder.observeValue(forKeyPath: keyPath, of: self, change: Self.change(old: old, new: new, options: options), context: context)
        }
        keyValueRegistrations.append(registration)
        if options.contains(.initial), let responder = observer as? UIResponder {
            responder.observeValue(forKeyPath: keyPath, of: self, change: Self.change(old: nil, new: registration.last, options: options.subtracting(.old)),
                                   context: context)
        }
    }

    /// Unregisters `observer` for `keyPath`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        guard let index = keyValueRegistrations.firstIndex(where: { $0.keyPath == keyPath && $0.observer === observer }) else { return }
        keyValueRegistrations[index].isValid = false
        keyValueRegistrations.remove(at: index)
    }

    /// Unregisters `observer` for `keyPath` (the context is not compared).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeObserver(observer, forKeyPath: keyPath)
    }

    /// A change dictionary as KVO makes it.
    private static func change(old: Any?, new: Any?, options: NSKeyValueObservingOptions) -> [NSKeyValueChangeKey: Any] {
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
        if options.contains(.new) { change[.newKey] = new ?? NSNull() }
        if options.contains(.old) { change[.oldKey] = old ?? NSNull() }
        return change
    }

    /// The value of a key path a view's geometry observer may watch, as KVO boxes it.
    private func keyValue(forKeyPath keyPath: String) -> Any? {
        let scroll = self as? UIScrollView
        switch keyPath {
        case "frame": return NSValue(cgRect: frame)
        case "bounds": return NSValue(cgRect: bounds)
        case "center": return NSValue(cgPoint: center)
        case "transform": return transform
        case "contentOffset": return scroll.map { NSValue(cgPoint: $0.contentOffset) }
        case "contentSize": return scroll.map { NSValue(size: $0.contentSize) }
        case "contentInset": return scroll?.contentInset
        default: return nil
        }
    }

    /// Tells the view's observers about a geometry change: each whose value changed hears it.
    /// An app told how the input-set host view moved reads the keyboard's frame, which that
    /// view spans (``Assumption/accessorySuperviewSpansKeyboard``): noted as a read of a
    /// keyboard frame (``World/keyboardFrameWasRead``), as a notification's frame is.
    func notifyKeyValueObservers() {
        guard !keyValueRegistrations.isEmpty else { return }
        keyValueRegistrations.removeAll { !$0.isValid }
        for registration in keyValueRegistrations where registration.isValid {
            let new = registration.read()
            let old = registration.last
            if observedValuesEqual(old, new) { continue }
            registration.last = new
            if self is InputAccessoryHost { world?.keyboardFrameWasRead = true }
            registration.deliver(old, new)
        }
    }
}
