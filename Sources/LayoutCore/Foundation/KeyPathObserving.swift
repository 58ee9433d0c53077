import Foundation

// Swift's key-path KVO, `observe(_:options:changeHandler:)`, on every NSObject, as the SDK
// declares it (Foundation's `_KeyValueCodingAndObserving`, to which NSObject conforms:
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:)
// — `@preconcurrency func observe<Value>(_ keyPath: KeyPath<Self, Value>, options:
// NSKeyValueObservingOptions = [], changeHandler: @escaping @Sendable (Self,
// NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation`, "when the returned
// NSKeyValueObservation is deinited or invalidated, it will stop observing"). Foundation on
// Linux has neither the protocol nor the conformance, so code generic over an `NSObject`
// (square/Listable's `KVOContext<Element, Observed: NSObject, Value>`) did not compile.
//
// What is notified: the key paths the model's string observers
// (`addObserver(_:forKeyPath:options:context:)`, KeyValueObserving.swift) are told about — a
// view's `\.frame`, `\.bounds`, `\.center`, `\.transform` and a scroll view's
// `\.contentOffset`, `\.contentSize`, `\.contentInset` — when their value changes. Any other key
// path (another property of a view, any property of an object that is not a view) is accepted
// and is never notified of a change; `.initial` still sends its notification at once (listed in
// ClearanceUIKit's NoModelledEffect.md).

#if !canImport(ObjectiveC)
// Where the Objective-C runtime exists, Foundation's NSObject conforms to Foundation's protocol.
extension NSObject: _KeyValueCodingAndObserving {}
#endif

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// Observes `keyPath` of this object: `changeHandler` runs when its value changes (a
    /// view's geometry: `frame`, `bounds`, `center`, `transform`; a scroll view's
    /// `contentOffset`, `contentSize`, `contentInset`), and once at once with `.initial` (with
    /// the current value as `newValue` when `.new` is asked, never an `oldValue`), until the
    /// returned observation is invalidated or released. Another key path is never notified of
    /// a change (NoModelledEffect.md); `.prior` notifications are not sent.
    @preconcurrency
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let registration = KeyValueRegistration(keyPath: nil, observer: nil, read: { [unowned self] in self[keyPath: keyPath] }) { [unowned self] old, new in
            changeHandler(self, NSKeyValueObservedChange(
                kind: .setting, newValue: options.contains(.new) ? new as? Value : nil,
                oldValue: options.contains(.old) ? old as? Value : nil, indexes: nil, isPrior: false))
        }
        if let view = self as? UIView, UIView.notifiedKeyPathName(keyPath) != nil {
            view.keyValueRegistrations.append(registration)
        }
        if options.contains(.initial) {
            // "The change dictionary in the notification will always contain an newKey entry if
            // new is also specified but will never contain an oldKey entry"
            // (https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/initial).
            changeHandler(self, NSKeyValueObservedChange(
                kind: .setting, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil, oldValue: nil, indexes: nil, isPrior: false))
        }
        return NSKeyValueObservation(registration: registration)
    }
}

/// The views whose geometry key paths the model notifies; the root type of a key path is
/// opened to it so that `\Root.frame` is made for that very root and compared.
@MainActor
protocol NotifiedViewKeyPaths: UIView {}

/// The scroll views whose content key paths the model notifies.
@MainActor
protocol NotifiedScrollViewKeyPaths: UIScrollView {}

extension UIView: NotifiedViewKeyPaths {}
extension UIScrollView: NotifiedScrollViewKeyPaths {}

extension NotifiedViewKeyPaths {
    /// The string key path `keyPath` stands for, when it is one of a view's geometry.
    static func viewKeyPathName(_ keyPath: AnyKeyPath) -> String? {
        if keyPath == \Self.frame { return "frame" }
        if keyPath == \Self.bounds { return "bounds" }
        if keyPath == \Self.center { return "center" }
        if keyPath == \Self.transform { return "transform" }
        return nil
    }
}

extension NotifiedScrollViewKeyPaths {
    /// The string key path `keyPath` stands for, when it is one of a scroll view's content.
    static func scrollViewKeyPathName(_ keyPath: AnyKeyPath) -> String? {
        if keyPath == \Self.contentOffset { return "contentOffset" }
        if keyPath == \Self.contentSize { return "contentSize" }
        if keyPath == \Self.contentInset { return "contentInset" }
        return nil
    }
}

extension UIView {
    /// The string key path (as `addObserver(_:forKeyPath:options:context:)` names it) of a
    /// Swift key path the model notifies, `nil` for one it does not.
    static func notifiedKeyPathName(_ keyPath: AnyKeyPath) -> String? {
        let root = type(of: keyPath).rootType
        if let scroll = root as? any NotifiedScrollViewKeyPaths.Type, let name = scroll.scrollViewKeyPathName(keyPath) { return name }
        if let view = root as? any NotifiedViewKeyPaths.Type { return view.viewKeyPathName(keyPath) }
        return nil
    }
}
