#if !canImport(ObjectiveC)
import Foundation
import LayoutCoreC

// The Objective-C runtime's associated objects (the ObjectiveC module, which UIKit and Foundation
// re-export on iOS), which Linux does not have. Keyboard helpers use them to give UIKit's classes
// stored properties from an extension: a text field's `nextField`, a scroll view's saved insets or
// its keyboard observers (`objc_setAssociatedObject(self, &key, value, .OBJC_ASSOCIATION_RETAIN)`).
// `clearance adapt` turns `import ObjectiveC` (and `import func ObjectiveC.objc_getAssociatedObject`)
// into an import of ClearanceUIKit, which exports these.
//
// What the runtime does (objc4, runtime/objc-references.mm, apple-oss-distributions/objc4;
// https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)):
// - the setter's behaviour is the policy's low byte: 1 retains the value, 3 copies it (`-copy`),
//   anything else assigns it unretained (`acquireValue`, `switch (policy & 0xFF)`);
// - setting `nil` removes the association; an object's associations go when the object does;
// - a replaced or removed value is released after the runtime's lock is let go, so its `deinit`
//   may use associations itself ("release the old value (outside of the lock)").
// Modelled here:
// - a UIKit object (a `UIResponder`: views, controls, controllers) keeps its associations
//   itself, so they go exactly when it does, as on iOS;
// - any other object's are kept in a table beside it that checks, through a weak reference,
//   that the object is still the one they were set on; an object's entries are dropped on the
//   next association set after it is gone (on iOS, at once);
// - an unretained (assign) association of an object reads back `nil` once the object is gone
//   (on iOS it dangles: reading it then is undefined). A value that is not an object (a `Bool`,
//   a number, a string) is kept: on iOS it is bridged to an object the runtime never frees for
//   the values keyboard code stores this way — the Boolean singletons (`kCFBooleanTrue`), and
//   tagged-pointer numbers and short strings — and FFUIKit (Tests/RealCode 54) keeps its
//   `keyboardVisible` flag so (`objc_setAssociatedObject(self, key, newValue,
//   .OBJC_ASSOCIATION_ASSIGN)` with a `Bool`). (Bridged here, a string would be freed at once:
//   Foundation on Linux caches numbers, not strings.) A longer string or another value would be
//   freed at once on iOS, which is not modelled;
// - a value that is not an object is copied by value; a `-copy` of an object that does not
//   adopt `NSCopying` stops with the message iOS raises (an unrecognized selector).
// A value type given as the object is boxed afresh on every call, as Swift boxes it when it
// passes it to Objective-C: an association set on it is not found again.
// Where the runtime exists (`canImport(ObjectiveC)`), its own functions are used.

/// How an association holds its value (the Objective-C runtime's `objc_AssociationPolicy`,
/// https://developer.apple.com/documentation/objectivec/objc_associationpolicy):
/// `.OBJC_ASSOCIATION_ASSIGN` (not retained), `.OBJC_ASSOCIATION_RETAIN_NONATOMIC` and
/// `.OBJC_ASSOCIATION_RETAIN` (retained), `.OBJC_ASSOCIATION_COPY_NONATOMIC` and
/// `.OBJC_ASSOCIATION_COPY` (copied). An imported C enum, as on iOS: any raw value is accepted.
public typealias objc_AssociationPolicy = __ClearanceAssociationPolicy

/// Sets `value` as `object`'s associated value for `key`, held as `policy` says; `nil` removes
/// the association (https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)).
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    let owner = object as AnyObject
    let association = value.map { Association($0, policy: policy) }
    let released: Any?
    if let responder = owner as? UIResponder {
        released = AssociationTable.shared.withLock { () -> Association? in
            let old = responder.associations[key]
            responder.associations[key] = association
            return old
        }
    } else {
        released = AssociationTable.shared.set(association, for: owner, key: key)
    }
    withExtendedLifetime(released) {}
}

/// `object`'s associated value for `key`, or `nil`
/// (https://developer.apple.com/documentation/objectivec/objc_getassociatedobject(_:_:)).
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    let owner = object as AnyObject
    if let responder = owner as? UIResponder { return AssociationTable.shared.withLock { responder.associations[key]?.value } }
    return AssociationTable.shared.association(for: owner, key: key)?.value
}

/// Removes every association of `object`
/// (https://developer.apple.com/documentation/objectivec/objc_removeassociatedobjects(_:)).
public func objc_removeAssociatedObjects(_ object: Any) {
    let owner = object as AnyObject
    let released: Any?
    if let responder = owner as? UIResponder {
        released = AssociationTable.shared.withLock { () -> [UnsafeRawPointer: Association] in
            defer { responder.associations = [:] }
            return responder.associations
        }
    } else {
        released = AssociationTable.shared.removeAll(for: owner)
    }
    withExtendedLifetime(released) {}
}

/// One associated value, held as its policy says.
struct Association {
    private var strong: Any?
    private weak var unretained: AnyObject?

    init(_ value: Any, policy: objc_AssociationPolicy) {
        switch policy.rawValue & 0xFF {
        case 1:
            strong = value
        case 3:
            if type(of: value) is AnyClass {
                guard let copying = value as? NSCopying else {
                    preconditionFailure("objc_setAssociatedObject with a copy policy: -[\(type(of: value)) copyWithZone:]: unrecognized selector sent to instance (the value does not adopt NSCopying)")
                }
                strong = copying.copy(with: nil)
            } else {
                strong = value
            }
        default:
            if type(of: value) is AnyClass {
                unretained = value as AnyObject
            } else {
                strong = value
            }
        }
    }

    /// The value, or `nil` once an unretained value is gone.
    var value: Any? {
        if let strong { return strong }
        return unretained
    }
}

/// The associations of objects that are not UIKit's, beside them (a UIKit object keeps its own),
/// and the lock every association call takes, as the runtime's does (`AssociationsManager`).
final class AssociationTable: @unchecked Sendable {
    static let shared = AssociationTable()

    private struct Entry {
        weak var owner: AnyObject?
        var associations: [UnsafeRawPointer: Association] = [:]
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Runs `body` holding the lock (for a UIKit object's own associations).
    func withLock<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// Sets `owner`'s association for `key`, dropping the entries of objects that are gone;
    /// returns what it replaced and dropped, for the caller to release after the lock.
    func set(_ association: Association?, for owner: AnyObject, key: UnsafeRawPointer) -> Any {
        lock.lock()
        defer { lock.unlock() }
        let before = entries
        entries = entries.filter { $0.value.owner != nil }
        let id = ObjectIdentifier(owner)
        var entry = entries[id].flatMap { $0.owner === owner ? $0 : nil } ?? Entry(owner: owner)
        entry.associations[key] = association
        entries[id] = entry.associations.isEmpty ? nil : entry
        return before
    }

    func association(for owner: AnyObject, key: UnsafeRawPointer) -> Association? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
        return entry.associations[key]
    }

    /// Removes `owner`'s associations; returns them, for the caller to release after the lock.
    func removeAll(for owner: AnyObject) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
        entries[ObjectIdentifier(owner)] = nil
        return entry
    }
}
#endif
