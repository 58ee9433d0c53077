import ClearanceUIKit

/// A property the renderer manages (SwiftUI's `DynamicProperty`): `@State`, `@FocusState`,
/// `@StateObject`, `@ObservedObject`, `@EnvironmentObject` and `@Environment` are bound to
/// their stored values before each evaluation of the view's `body`.
public protocol DynamicProperty {
    /// Called before the view's body is evaluated.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property the renderer binds to storage kept by the view's identity.
protocol GraphBound {
    func bind(_ graph: ViewGraph, key: String, environment: EnvironmentValues)
}

// MARK: - State

/// A value the view owns (SwiftUI's `@State`): kept by the view's identity across
/// re-evaluations; setting it re-evaluates the view on the world's main queue.
@propertyWrapper
public struct State<Value>: DynamicProperty, GraphBound {
    let location: StateLocation<Value>

    /// State starting at `value`.
    public init(wrappedValue value: Value) { location = StateLocation(value) }
    /// State starting at `value`.
    public init(initialValue value: Value) { location = StateLocation(value) }

    /// The current value.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }

    func bind(_ graph: ViewGraph, key: String, environment: EnvironmentValues) {
        location.box = graph.storage(key) { StateBox(location.value, graph: graph) }
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at `nil`.
    public init() { self.init(wrappedValue: nil) }
}

/// A view value's handle on its state: the initial value until the renderer binds it.
final class StateLocation<Value> {
    private var initial: Value
    var box: StateBox<Value>?
    init(_ initial: Value) { self.initial = initial }
    var value: Value {
        get { box?.value ?? initial }
        set {
            if let box { box.set(newValue) } else { initial = newValue }
        }
    }
}

/// When a stored value was last read by an evaluation: a change re-evaluates only the views
/// that read it, as SwiftUI's dependency tracking does (a body that only passes `$value` on
/// is not evaluated again when it changes).
final class ReadStamp {
    var evaluation = -1
    var layoutPass = -1
}

/// Stored state, owned by the graph.
final class StateBox<Value> {
    private var stored: Value
    let stamp = ReadStamp()
    weak var graph: ViewGraph?
    init(_ value: Value, graph: ViewGraph) {
        stored = value
        self.graph = graph
    }
    var value: Value {
        graph?.noteRead(stamp)
        return stored
    }
    func set(_ newValue: Value) {
        stored = newValue
        graph?.valueChanged(stamp)
    }
}

// MARK: - Binding

/// A read–write reference to a value stored elsewhere (SwiftUI's `Binding`).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// A binding reading with `get` and writing with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// A binding to itself (what `@Binding var x` is initialised with).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    /// The value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

extension Binding {
    /// A binding to the wrapped value of an optional one, or `nil` when it is `nil`.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }
}

// MARK: - FocusState

/// Which view has focus (SwiftUI's `@FocusState`), kept in step with the first responder:
/// a field bound with `focused(_:)` or `focused(_:equals:)` that becomes first responder
/// sets it; setting it makes the matching field first responder (or resigns) on the main
/// queue after the next layout.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, GraphBound {
    let location: FocusLocation<Value>

    /// Focus state that is `false` when nothing bound has focus.
    public init() where Value == Bool { location = FocusLocation(reset: false) }
    /// Focus state that is `nil` when nothing bound has focus.
    public init<T: Hashable>() where Value == T? { location = FocusLocation(reset: nil) }

    /// The focused value.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.write(newValue) }
    }

    /// The binding `focused(_:)` takes.
    public var projectedValue: Binding { Binding(location: location) }

    /// A focus binding (SwiftUI's `FocusState.Binding`).
    @propertyWrapper
    public struct Binding {
        let location: FocusLocation<Value>
        /// The focused value.
        public var wrappedValue: Value {
            get { location.value }
            nonmutating set { location.write(newValue) }
        }
        /// The binding.
        public var projectedValue: Binding { self }
    }

    func bind(_ graph: ViewGraph, key: String, environment: EnvironmentValues) {
        location.box = graph.storage(key) { FocusBox(location.reset, graph: graph) }
    }
}

final class FocusLocation<Value: Hashable> {
    let reset: Value
    private var unboundValue: Value
    var box: FocusBox<Value>?
    init(reset: Value) {
        self.reset = reset
        unboundValue = reset
    }
    var value: Value { box?.value ?? unboundValue }
    func write(_ newValue: Value) {
        if let box { box.write(newValue) } else { unboundValue = newValue }
    }
}

/// A focus value, owned by the graph; `requested` marks a value set by the app that the
/// responder chain has not caught up with yet.
final class FocusBox<Value: Hashable> {
    private var stored: Value
    let reset: Value
    var requested = false
    let stamp = ReadStamp()
    weak var graph: ViewGraph?
    init(_ reset: Value, graph: ViewGraph) {
        stored = reset
        self.reset = reset
        self.graph = graph
    }
    /// The value, as the views read it.
    var value: Value {
        graph?.noteRead(stamp)
        return stored
    }
    /// The value, as the renderer's focus bookkeeping reads it (not a view's dependency).
    var current: Value { stored }
    /// The app set the value: the responder follows after the next layout pass.
    func write(_ newValue: Value) {
        stored = newValue
        requested = true
        graph?.focusRequested = true
        graph?.valueChanged(stamp)
        graph?.requestLayout()
    }
    /// The responder moved: the value follows.
    func follow(_ newValue: Value) {
        stored = newValue
        graph?.valueChanged(stamp)
    }
}

// MARK: - Objects

/// An observable object the view creates once and keeps by its identity (SwiftUI's
/// `@StateObject`, iOS 14+): its changes re-evaluate the view.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, GraphBound {
    let location: ObjectLocation<ObjectType>
    /// An object made by `thunk` the first time the view appears, not at every evaluation.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { location = ObjectLocation(make: thunk) }
    /// The object.
    public var wrappedValue: ObjectType { location.object }
    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: location.object) }

    func bind(_ graph: ViewGraph, key: String, environment: EnvironmentValues) {
        let make = location.make
        let box = graph.storage(key) { ObjectBox(make()) }
        location.bound = box.object
        graph.observe(box.object)
    }
}

final class ObjectLocation<ObjectType: AnyObject> {
    let make: () -> ObjectType
    var bound: ObjectType?
    init(make: @escaping () -> ObjectType) { self.make = make }
    var object: ObjectType {
        if let bound { return bound }
        let made = make()   // read outside a view's evaluation: SwiftUI warns and makes a new one
        bound = made
        return made
    }
}

final class ObjectBox<ObjectType: AnyObject> {
    let object: ObjectType
    init(_ object: ObjectType) { self.object = object }
}

/// An observable object the view is given (SwiftUI's `@ObservedObject`): its changes
/// re-evaluate the view. The view does not own it: `@ObservedObject var x = Foo()` makes a
/// new `Foo` every time the parent's body makes the view, as in SwiftUI.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, GraphBound {
    /// The object.
    public var wrappedValue: ObjectType
    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to an object's properties (`$object.property`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding to a property.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> ClearanceSwiftUI.Binding<Subject> {
            let object = self.object
            return ClearanceSwiftUI.Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    func bind(_ graph: ViewGraph, key: String, environment: EnvironmentValues) {
        graph.observe(wrappedValue)
    }
}

/// An observable object put in the environment by an ancestor's `environmentObject(_:)`
/// (SwiftUI's `@EnvironmentObject`). Reading it when no ancestor put one there stops the
/// program, as SwiftUI does.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, GraphBound {
    let location = EnvironmentObjectLocation<ObjectType>()
    /// An environment object of this type.
    public init() {}
    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = location.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }
    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: wrappedValue) }

    func bind(_ graph: ViewGraph, key: String, environment: EnvironmentValues) {
        location.object = environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType
        if let object = location.object { graph.observe(object) }
    }
}

final class EnvironmentObjectLocation<ObjectType: AnyObject> {
    var object: ObjectType?
}

extension View {
    /// Puts `object` in the environment of this view and its descendants.
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.objects[ObjectIdentifier(T.self)] = object })
    }

    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
    }
}

/// `environment`/`environmentObject`/`scrollDismissesKeyboard`: a changed environment for the content.
public struct _EnvironmentModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let change: (inout EnvironmentValues) -> Void
    func render<Content: View>(_ content: Content, _ context: RenderContext) -> [SwiftUIView] {
        var inner = context
        change(&inner.environment)
        return inner.render(content)
    }
}

// MARK: - Environment

/// A key for a value in the environment (SwiftUI's `EnvironmentKey`).
public protocol EnvironmentKey {
    /// The value type.
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}

/// Values passed down the view tree (SwiftUI's `EnvironmentValues`): custom keys, and the
/// keyboard dismissal mode scroll views use.
public struct EnvironmentValues {
    var objects: [ObjectIdentifier: AnyObject] = [:]
    /// `@Observable` objects put here by `environment(_:)`, by type.
    var observables: [ObjectIdentifier: AnyObject] = [:]
    private var values: [ObjectIdentifier: Any] = [:]

    /// Empty values: every key at its default.
    public init() {}

    /// The value for `key`.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    private enum ScrollDismissesKeyboardKey: EnvironmentKey {
        static var defaultValue: ScrollDismissesKeyboardMode? { nil }
    }

    /// How scroll views below dismiss the keyboard (iOS 16+; `.automatic` unless set).
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardKey.self] ?? .automatic }
        set { self[ScrollDismissesKeyboardKey.self] = newValue }
    }

    /// The mode an ancestor set, if any (an unset mode leaves the scroll view's own).
    var explicitScrollDismissesKeyboardMode: ScrollDismissesKeyboardMode? { self[ScrollDismissesKeyboardKey.self] }

    private enum IsEnabledKey: EnvironmentKey {
        static var defaultValue: Bool { true }
    }

    /// Whether the views below take part in interaction (`false` under `.disabled(true)`).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

/// A value read from the environment (SwiftUI's `@Environment`): a key path of
/// ``EnvironmentValues``, or an observable object's type (`@Environment(Model.self)`).
@propertyWrapper
public struct Environment<Value>: DynamicProperty, GraphBound {
    let read: (EnvironmentValues) -> Value
    let location = EnvironmentLocation()
    /// Reads `keyPath` from the environment.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }
    init(reading read: @escaping (EnvironmentValues) -> Value) { self.read = read }
    /// The value.
    public var wrappedValue: Value { read(location.values ?? EnvironmentValues()) }

    func bind(_ graph: ViewGraph, key: String, environment: EnvironmentValues) {
        location.values = environment
    }
}

final class EnvironmentLocation {
    var values: EnvironmentValues?
}
