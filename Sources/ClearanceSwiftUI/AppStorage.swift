import ClearanceUIKit

/// A value kept in the app's user defaults (SwiftUI's `@AppStorage`,
/// https://developer.apple.com/documentation/swiftui/appstorage): read and written by key,
/// shared by every view that names the key, and re-evaluating them when it changes.
///
/// Each world is one launch of a freshly installed app: its defaults start empty, so a key
/// reads its default value until something writes it, and nothing written in one scenario is
/// seen by another (Foundation's `UserDefaults` itself is not the world's: a screen that
/// reads it directly reads the machine's). A `store` other than the standard one is a
/// separate set of keys.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, GraphBound {
    let key: String
    let defaultValue: Value
    let location: AppStorageLocation

    init(key: String, defaultValue: Value, store: UserDefaults?) {
        self.key = key
        self.defaultValue = defaultValue
        // The standard defaults, named or not, are one set of keys.
        location = AppStorageLocation(store: store.flatMap { $0 === UserDefaults.standard ? nil : ObjectIdentifier($0) })
    }

    /// The stored value, or the default until one is written.
    public var wrappedValue: Value {
        get { location.defaults?.value(for: location.key(key)) as? Value ?? location.local as? Value ?? defaultValue }
        nonmutating set {
            if let defaults = location.defaults { defaults.set(newValue, for: location.key(key)) } else { location.local = newValue }
        }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }

    func bind(_ graph: ViewGraph, key: String, environment: EnvironmentValues) {
        guard let world = graph.host?.world ?? World.current else { return }
        let defaults = world.singleton(WorldDefaults.self) { WorldDefaults() }
        location.defaults = defaults
        graph.observe(defaults)
    }
}

extension AppStorage {
    /// A Boolean stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self.init(key: key, defaultValue: wrappedValue, store: store) }
    /// An integer stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self.init(key: key, defaultValue: wrappedValue, store: store) }
    /// A double stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self.init(key: key, defaultValue: wrappedValue, store: store) }
    /// A string stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self.init(key: key, defaultValue: wrappedValue, store: store) }
    /// A URL stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { self.init(key: key, defaultValue: wrappedValue, store: store) }
    /// Data stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { self.init(key: key, defaultValue: wrappedValue, store: store) }
    /// An integer-backed enumeration stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store)
    }
    /// A string-backed enumeration stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store)
    }
    /// An optional Boolean stored under `key` (`nil` until written).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(key: key, defaultValue: nil, store: store) }
    /// An optional integer stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(key: key, defaultValue: nil, store: store) }
    /// An optional double stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(key: key, defaultValue: nil, store: store) }
    /// An optional string stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(key: key, defaultValue: nil, store: store) }
}

/// Where an `@AppStorage` property reads and writes: the world's defaults once bound.
final class AppStorageLocation {
    let store: ObjectIdentifier?
    var defaults: WorldDefaults?
    /// The value written before the property was bound to a world (outside any view).
    var local: Any?
    init(store: ObjectIdentifier?) { self.store = store }
    /// The key within the world's defaults (a non-standard store's keys are its own).
    func key(_ name: String) -> WorldDefaults.Key { WorldDefaults.Key(store: store, name: name) }
}

/// One app launch's user defaults, empty at first (a fresh install).
final class WorldDefaults: ObservableObject {
    struct Key: Hashable {
        let store: ObjectIdentifier?
        let name: String
    }

    private var values: [Key: Any] = [:]

    func value(for key: Key) -> Any? { values[key] }

    func set(_ value: Any, for key: Key) {
        objectWillChange.send()
        values[key] = value
    }
}
