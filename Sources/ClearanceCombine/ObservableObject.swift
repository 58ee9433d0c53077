import LayoutCore

/// An object that announces its changes before they happen (Combine's `ObservableObject`):
/// every `@Published` property of it sends `objectWillChange` when it is about to be set.
public protocol ObservableObject: AnyObject {
    /// The publisher of "about to change".
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    /// Sends before any `@Published` property changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// The publisher of an observable object's changes (Combine's `ObservableObjectPublisher`).
public final class ObservableObjectPublisher: Publisher {
    /// The values it sends.
    public typealias Output = Void
    /// The error it may end with.
    public typealias Failure = Never
    private let subscribers = SubscriberList<Void, Never>()
    /// A publisher without subscribers.
    public init() {}
    /// Announces a change.
    public func send() { subscribers.send(()) }
    /// Attaches `subscriber` and sends it values as it demands them.
    public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
        subscriber.subscribe(to: start)
    }

    func start(_ downstream: Downstream<Void, Never>) -> any Cancellable { subscribers.add(downstream) }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher, created when first asked for.
    public var objectWillChange: ObservableObjectPublisher { ObjectWillChangeRegistry.publisher(for: self) }
}

/// The publishers of observable objects that use the default `objectWillChange` (Combine
/// synthesizes a stored one; an extension cannot add storage, so they live here, keyed by
/// object and dropped with it).
enum ObjectWillChangeRegistry {
    private final class Entry {
        weak var object: AnyObject?
        let publisher = ObservableObjectPublisher()
        init(_ object: AnyObject) { self.object = object }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(object)
        if let entry = entries[key], entry.object === object { return entry.publisher }
        if entries.count > 1_024 { entries = entries.filter { $0.value.object != nil } }
        let entry = Entry(object)
        entries[key] = entry
        return entry.publisher
    }
}

/// A property that publishes its changes (Combine's `@Published`): `$property` is a
/// publisher of the current value and each new one, sent "in the property's `willSet`
/// block, meaning subscribers receive the new value before it's actually set"
/// (https://developer.apple.com/documentation/combine/published); in an `ObservableObject` it
/// also sends `objectWillChange`, "a publisher that emits before the object has changed"
/// (https://developer.apple.com/documentation/combine/observableobject/objectwillchange), first.
@propertyWrapper
public struct Published<Value> {
    final class Storage {
        var value: Value
        let subject: PassthroughSubject<Value, Never> = PassthroughSubject()
        /// Subscriptions made by `assign(to: &$property)`: they end with the property.
        var assignments: [AnyCancellable] = []
        init(_ value: Value) { self.value = value }
    }

    let storage: Storage

    /// A published property starting at `wrappedValue` (`@Published var x = 0`).
    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }
    /// A published property starting at `initialValue`.
    public init(initialValue: Value) { storage = Storage(initialValue) }

    /// Only reachable through an enclosing class instance, as in Combine.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") } // swiftlint:disable:this unused_setter_value
    }

    /// The publisher of the property's values (settable so that `assign(to: &$property)`
    /// can take it `inout`, as in Combine; a publisher is a view of the property, so there is
    /// nothing to replace).
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        set {} // swiftlint:disable:this unused_setter_value
    }

    /// The property as its enclosing object reads and writes it: a write announces the
    /// change (`objectWillChange`, then `$property`) before it is stored.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            if let observable = object as? any ObservableObject { announceChange(of: observable) }
            let storage = object[keyPath: storageKeyPath].storage
            storage.subject.send(newValue)
            storage.value = newValue
        }
    }

    /// The publisher of a `@Published` property (`$property`).
    public struct Publisher: ClearanceCombine.Publisher {
        /// The values it sends.
        public typealias Output = Value
        /// The error it may end with.
        public typealias Failure = Never
        let storage: Storage
        /// Attaches `subscriber` and sends it values as it demands them.
        public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
            subscriber.subscribe(to: start)
        }

        func start(_ downstream: Downstream<Value, Never>) -> any Cancellable {
            downstream.receive(storage.value)
            return storage.subject.start(downstream)
        }
    }
}

/// Sends an observable object's `objectWillChange`, whatever its publisher's type.
private func announceChange<Object: ObservableObject>(of object: Object) {
    if let publisher = object.objectWillChange as? ObservableObjectPublisher { publisher.send() }
}

extension Publisher where Failure == Never {
    /// Republishes values through a `@Published` property (`assign(to: &$property)`); the
    /// subscription ends when the property's object goes away, as in Combine.
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        let cancellable = sink { [weak storage] value in
            guard let storage else { return }
            storage.subject.send(value)
            storage.value = value
        }
        storage.assignments.append(cancellable)
    }
}
