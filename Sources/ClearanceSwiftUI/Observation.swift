@_exported import Observation

// Observation (`@Observable`, iOS 17): SwiftUI re-exports the module, tracks which observable
// properties a view's `body` reads, and updates the view when one of them changes ("SwiftUI
// updates a view only when an observable property that the view's body reads changes" —
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro).
// The model uses the toolchain's own Observation module: an evaluation of the root runs under
// `withObservationTracking`, and a change to anything it read re-evaluates at the next layout
// pass, as a `@State` change does.

extension Environment {
    /// Reads the observable object of type `objectType` an ancestor put in the environment with
    /// `environment(_:)`; reading it when none did stops the program, as SwiftUI does
    /// (https://developer.apple.com/documentation/swiftui/environment).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(reading: { environment in
            guard let object = environment.observables[ObjectIdentifier(objectType)] as? Value else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        })
    }

    /// Reads the observable object of type `objectType` from the environment, `nil` when no
    /// ancestor put one there
    /// (https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf).
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(reading: { $0.observables[ObjectIdentifier(objectType)] as? T })
    }
}

extension View {
    /// Puts `object` in the environment of this view and its descendants, for
    /// `@Environment(T.self)`; `nil` clears an object of this type
    /// (https://developer.apple.com/documentation/swiftui/view/environment(_:)).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.observables[ObjectIdentifier(T.self)] = object })
    }
}

/// Bindings to the mutable properties of an observable object (SwiftUI's `@Bindable`, iOS 17:
/// `$book.title`; https://developer.apple.com/documentation/swiftui/bindable).
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    /// The wrapped object.
    public var wrappedValue: Value
    /// The bindable wrapper for the object (`$book`).
    public var projectedValue: Bindable<Value> { self }

    /// A bindable object from an observable object (`@Bindable var book: Book`).
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    /// A bindable object from an observable object (`Bindable(model).text`).
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    /// The same object as `projectedValue`'s.
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// What a tracked evaluation asks of its graph when something it read changes.
final class ObservationTrigger: @unchecked Sendable {
    enum Action { case evaluate, layOut }
    private weak var graph: ViewGraph?
    /// The screen's world, by identity: a weak reference would give the world a side table,
    /// and every retain and release of it would take the runtime's slow path.
    private let world: ObjectIdentifier?
    private let action: Action

    init(_ graph: ViewGraph, world: World?, action: Action) {
        self.graph = graph
        self.world = world.map(ObjectIdentifier.init)
        self.action = action
    }

    /// Called in the changed property's `willSet`.
    func fire() {
        // A process-wide object is shared by every world in the process: only the world this
        // screen lives in reacts (as for `ObservableObject`; see "One world per scenario").
        if let world, let current = World.current, world != ObjectIdentifier(current) { return }
        guard let graph else { return }
        switch action {
        case .evaluate: graph.invalidate()
        case .layOut: graph.requestLayout()
        }
    }
}

extension ViewGraph {
    /// Runs `body`, then `action` once any observable property it read changes.
    func tracking<T>(_ action: ObservationTrigger.Action, _ body: () -> T) -> T {
        let trigger = ObservationTrigger(self, world: host?.world, action: action)
        return withObservationTracking(body, onChange: { trigger.fire() })
    }
}
