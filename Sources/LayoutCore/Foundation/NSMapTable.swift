import Foundation

/// Foundation's `NSMapTable`, which Foundation on Linux does not have: a map whose keys and
/// values may be held weakly (https://developer.apple.com/documentation/foundation/nsmaptable).
/// Keyboard helpers keep per-view state in one (`weakToWeakObjects()`, `weakToStrongObjects()`).
///
/// Keys compare with `isEqual(_:)` (object personality, Foundation's default); an entry whose
/// weak key or weak value is gone is dropped. Entries are kept in insertion order, so
/// enumeration is deterministic.
open class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject>: NSObject {
    private struct Entry {
        var strongKey: KeyType?
        weak var weakKey: KeyType?
        var strongValue: ObjectType?
        weak var weakValue: ObjectType?
        var key: KeyType? { strongKey ?? weakKey }
        var value: ObjectType? { strongValue ?? weakValue }
    }

    private let weakKeys: Bool
    private let weakValues: Bool
    private var entries: [Entry] = []

    private init(weakKeys: Bool, weakValues: Bool) {
        self.weakKeys = weakKeys
        self.weakValues = weakValues
        super.init()
    }

    /// A table holding strong references to keys and values.
    public override convenience init() { self.init(weakKeys: false, weakValues: false) }

    /// Weak keys, weak values.
    open class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable(weakKeys: true, weakValues: true) }
    /// Weak keys, strong values.
    open class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable(weakKeys: true, weakValues: false) }
    /// Strong keys, weak values.
    open class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable(weakKeys: false, weakValues: true) }
    /// Strong keys, strong values.
    open class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable(weakKeys: false, weakValues: false) }

    private func purge() { entries.removeAll { $0.key == nil || $0.value == nil } }

    private static func same(_ a: KeyType, _ b: KeyType) -> Bool {
        if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
        return a === b
    }

    /// The value for `aKey`, if any.
    open func object(forKey aKey: KeyType?) -> ObjectType? {
        guard let aKey else { return nil }
        purge()
        return entries.first { $0.key.map { Self.same($0, aKey) } ?? false }?.value
    }

    /// Sets (or, with `nil`, removes) the value for `aKey`.
    open func setObject(_ anObject: ObjectType?, forKey aKey: KeyType?) {
        guard let aKey else { return }
        removeObject(forKey: aKey)
        guard let anObject else { return }
        var entry = Entry()
        if weakKeys { entry.weakKey = aKey } else { entry.strongKey = aKey }
        if weakValues { entry.weakValue = anObject } else { entry.strongValue = anObject }
        entries.append(entry)
    }

    /// Removes the value for `aKey`.
    open func removeObject(forKey aKey: KeyType?) {
        guard let aKey else { return }
        entries.removeAll { entry in entry.key.map { Self.same($0, aKey) } ?? true }
    }

    /// Removes every entry.
    open func removeAllObjects() { entries.removeAll() }

    /// The number of live entries.
    open var count: Int {
        purge()
        return entries.count
    }

    /// The live keys, in insertion order.
    open func keyEnumerator() -> NSEnumerator {
        purge()
        return NSArray(array: entries.compactMap { $0.key }).objectEnumerator()
    }

    /// The live values, in insertion order.
    open func objectEnumerator() -> NSEnumerator? {
        purge()
        return NSArray(array: entries.compactMap { $0.value }).objectEnumerator()
    }
}
