import ClearanceUIKit

// SwiftUI's gestures, declared with the SDK's signatures so that screens that drag (a sheet's
// handle, a card) compile as written. The model performs no drags, presses or magnifications —
// a scenario's events are taps, the keyboard and focus — so a gesture attached with
// `gesture(_:including:)` never begins: `updating`, `onChanged` and `onEnded` never run and a
// `@GestureState` keeps its initial value (listed in ClearanceUIKit's NoModelledEffect.md).
// `onTapGesture` is modelled (Appearance.swift).

/// An instance that matches a sequence of events to a gesture (SwiftUI's
/// `@MainActor @preconcurrency protocol Gesture<Value>`, iOS 13,
/// https://developer.apple.com/documentation/swiftui/gesture).
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value
    /// The type of gesture representing the body of `Self` (`associatedtype Body : Gesture`).
    associatedtype Body: Gesture
    /// The content and behavior of the gesture (`@MainActor @preconcurrency var body: Self.Body { get }`).
    var body: Self.Body { get }
}

extension Never: Gesture {
    /// `Never` is the body of the built-in gestures.
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Built-in gestures have no body.
    public var body: Never { fatalError("\(Self.self) is a built-in gesture and has no body") }
}

/// A dragging motion (SwiftUI's `@MainActor @preconcurrency struct DragGesture`, iOS 13,
/// https://developer.apple.com/documentation/swiftui/draggesture). Never performed in the model.
@MainActor @preconcurrency
public struct DragGesture: Gesture {
    public typealias Body = Never
    /// The attributes of a drag gesture (SwiftUI's `struct Value`,
    /// https://developer.apple.com/documentation/swiftui/draggesture/value).
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The velocity of the drag gesture (iOS 17).
        public var velocity: CGSize
        /// The predicted final location, were dragging to stop now.
        public var predictedEndLocation: CGPoint
        /// The total translation from the start of the drag gesture to the current event:
        /// "equivalent to `location.{x,y} - startLocation.{x,y}`"
        /// (https://developer.apple.com/documentation/swiftui/draggesture/value/translation).
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// The predicted final translation, were dragging to stop now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
    /// The minimum dragging distance before the gesture succeeds (`var minimumDistance: CGFloat`).
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values (`var coordinateSpace: CoordinateSpace`).
    public var coordinateSpace: CoordinateSpace

    /// A dragging gesture (SwiftUI's `@MainActor @preconcurrency init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local)`,
    /// iOS 17, https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }
}

/// A property wrapper that updates while the user performs a gesture and resets when it ends
/// (SwiftUI's `@propertyWrapper @frozen struct GestureState<Value>`, iOS 13,
/// https://developer.apple.com/documentation/swiftui/gesturestate). No gesture is performed in
/// the model, so it keeps its initial value.
@propertyWrapper @frozen
public struct GestureState<Value> {
    let initial: Value
    /// A view state derived from a gesture (`init(wrappedValue: Value)`).
    public init(wrappedValue: Value) { initial = wrappedValue }
    /// A view state with an initial value (`init(initialValue: Value)`).
    public init(initialValue: Value) { initial = initialValue }
    /// A view state and the transaction that resets it (`init(wrappedValue: Value, resetTransaction: Transaction)`).
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    /// The wrapped value (`var wrappedValue: Value { get }`).
    public var wrappedValue: Value { initial }
    /// A binding to the gesture state property (`var projectedValue: GestureState<Value> { get }`).
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A view state whose initial value is `nil` (`init(resetTransaction: Transaction = Transaction())`).
    public init(resetTransaction: Transaction = Transaction()) { initial = nil }
}

/// A gesture that updates a `@GestureState` (SwiftUI's
/// `@frozen nonisolated struct GestureStateGesture<Base, State> where Base : Gesture`).
@frozen
public nonisolated struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Body = Never
    /// The type representing the gesture's value (`typealias Value = Base.Value`).
    public typealias Value = Base.Value
    /// The originating gesture.
    public var base: Base
    /// The state the gesture updates.
    public var state: GestureState<State>
    /// The callback that SwiftUI invokes as the gesture's value changes.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
    /// A gesture that updates `state` (`nonisolated init(base:state:body:)`).
    public nonisolated init(base: Base, state: GestureState<State>,
                            body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }
}

/// A gesture with an action for its end (SwiftUI's `_EndedGesture<Content>`, the result of
/// `onEnded(_:)`).
@frozen
public nonisolated struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Body = Never
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void
}

/// A gesture with an action for its changes (SwiftUI's `_ChangedGesture<Content>`, the result of
/// `onChanged(_:)`).
@frozen
public nonisolated struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Body = Never
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void
}

extension Gesture {
    /// Updates `state` as the gesture's value changes (SwiftUI's
    /// `@MainActor @preconcurrency func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State>`,
    /// https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)).
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// An action to perform when the gesture ends (SwiftUI's
    /// `nonisolated func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self>`,
    /// https://developer.apple.com/documentation/swiftui/gesture/onended(_:)).
    public nonisolated func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}

extension Gesture where Value: Equatable {
    /// An action to perform when the gesture's value changes (SwiftUI's
    /// `nonisolated func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self>`,
    /// https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)).
    public nonisolated func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

/// How adding a gesture affects the view's other gestures (SwiftUI's `@frozen struct GestureMask`,
/// https://developer.apple.com/documentation/swiftui/gesturemask).
@frozen
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    /// A mask from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Disable all gestures in the subview hierarchy, including the added gesture.
    public static let none = GestureMask([])
    /// Enable the added gesture but disable all gestures in the subview hierarchy.
    public static let gesture = GestureMask(rawValue: 1)
    /// Enable all gestures in the subview hierarchy but disable the added gesture.
    public static let subviews = GestureMask(rawValue: 2)
    /// Enable both the added gesture and the view's other gestures.
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// Attaches a gesture (SwiftUI's `nonisolated func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T : Gesture`,
    /// https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)): never
    /// performed in the model.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<Self, _CosmeticModifier> {
        modifier(_CosmeticModifier())
    }

    /// Attaches a gesture to process with the view's own (SwiftUI's
    /// `nonisolated func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T : Gesture`):
    /// never performed in the model.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<Self, _CosmeticModifier> {
        modifier(_CosmeticModifier())
    }
}

extension Optional: Gesture where Wrapped: Gesture {
    /// An optional gesture (SwiftUI's `extension Optional : Gesture where Wrapped : Gesture`): `nil` is no gesture.
    public typealias Value = Wrapped.Value
    public typealias Body = Never
}
