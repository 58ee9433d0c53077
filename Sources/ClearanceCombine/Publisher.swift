import LayoutCore

// The part of Combine that keyboard code uses, for Linux (uikit-surface.md "What real code
// uses most": `publisher(for:)` in 7 of 30 UIKit files; swiftui-combine-surface.md). Values
// are pushed synchronously on the world's thread; `receive(on:)` and `debounce` use the
// world's virtual clock. Retain semantics follow Combine: a subscription lives as long as its
// `AnyCancellable`, and `assign(to:on:)` retains the object it assigns to.

/// A source of values over time (Combine's `Publisher`).
///
/// Custom publishers are not modelled: the operators below are the publishers there are.
public protocol Publisher<Output, Failure> {
    /// The values it sends.
    associatedtype Output
    /// The error it may end with.
    associatedtype Failure: Error

    /// Clearance's stand-in for Combine's `receive(subscriber:)`: starts sending to
    /// `downstream` and returns what stops it.
    func attach(_ downstream: Downstream<Output, Failure>) -> any Cancellable
}

/// Where a publisher sends its values and its end.
public struct Downstream<Input, Failure: Error> {
    let receive: (Input) -> Void
    let complete: (Subscribers.Completion<Failure>) -> Void

    init(receive: @escaping (Input) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void) {
        self.receive = receive
        self.complete = complete
    }
}

/// Combine's namespace for subscribers' types.
public enum Subscribers {
    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// Something that can be cancelled (Combine's `Cancellable`).
public protocol Cancellable {
    /// Stops the work; nothing more is delivered.
    func cancel()
}

/// A cancellable that cancels when it is released (Combine's `AnyCancellable`): keep it (in a
/// property, or `store(in:)`) or the subscription ends at once.
public final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?

    /// Wraps a cancel action.
    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }

    /// Wraps another cancellable.
    public init<C: Cancellable>(_ canceller: C) { onCancel = canceller.cancel }

    deinit { onCancel?() }

    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    /// Keeps the cancellable in a set.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps the cancellable in an array.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A cancellable made of a closure, for publishers' own bookkeeping.
struct CancelAction: Cancellable {
    let action: () -> Void
    func cancel() { action() }
}

extension Cancellable {
    /// Keeps the cancellable in a set (as an `AnyCancellable`).
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
}

// MARK: - Subscribing

extension Publisher {
    /// Calls `receiveValue` with each value and `receiveCompletion` at the end.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let state = SinkState()
        let attached = attach(Downstream(receive: { value in
            if !state.cancelled { receiveValue(value) }
        }, complete: { completion in
            if !state.cancelled { receiveCompletion(completion) }
        }))
        return AnyCancellable {
            state.cancelled = true
            attached.cancel()
        }
    }

    /// Writes each value to `object[keyPath:]`; the subscription retains `object`, as
    /// Combine's does (an `assign(to:on: self)` kept by `self` is a retain cycle).
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable where Failure == Never {
        sink(receiveCompletion: { _ in }, receiveValue: { object[keyPath: keyPath] = $0 })
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with each value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

/// Whether a sink was cancelled (values already on their way are dropped).
final class SinkState {
    var cancelled = false
}
