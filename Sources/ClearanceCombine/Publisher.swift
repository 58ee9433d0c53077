import LayoutCore

// The part of Combine that keyboard code uses, for Linux (uikit-surface.md "What real code
// uses most": `publisher(for:)` in 7 of 30 UIKit files; swiftui-combine-surface.md). Values
// are pushed synchronously on the world's thread; `receive(on:)` and `debounce` use the
// world's virtual clock. Retain semantics follow Combine: a subscription lives as long as its
// `AnyCancellable`, and `assign(to:on:)` retains the object it assigns to.

/// A source of values over time (Combine's `Publisher`): it sends values, then perhaps a
/// completion, to each subscriber it is given.
///
/// Declared as Combine declares it (https://developer.apple.com/documentation/combine/publisher):
/// an app's own publisher implements `receive(subscriber:)`, hands the subscriber a
/// ``Subscription`` and sends no more values than the subscriber demanded.
public protocol Publisher<Output, Failure> {
    /// The values it sends.
    associatedtype Output
    /// The error it may end with.
    associatedtype Failure: Error

    /// Attaches `subscriber`: calls its `receive(subscription:)`, then sends it values as it
    /// demands them.
    func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

extension Publisher {
    /// Attaches `subscriber` (Combine's public entry point; it calls `receive(subscriber:)`).
    public func subscribe<S>(_ subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input {
        receive(subscriber: subscriber)
    }

    /// Starts sending to `downstream` without limit and returns what stops it: the operators'
    /// plumbing, over `receive(subscriber:)`, so an app's own publisher works with every
    /// operator.
    func attach(_ downstream: Downstream<Output, Failure>) -> any Cancellable {
        let subscriber = DownstreamSubscriber(downstream)
        receive(subscriber: subscriber)
        return CancelAction { [weak subscriber] in subscriber?.cancel() }
    }
}

/// Where a publisher sends its values and its end.
struct Downstream<Input, Failure: Error> {
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
        /// The publisher sent everything.
        case finished
        /// The publisher stopped with an error.
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

    /// Runs the cancel action, once.
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

    /// Whether `a` and `b` are the same cancellable.
    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    /// Hashes the cancellable's identity.
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

    /// Keeps the cancellable in a collection (as an `AnyCancellable`).
    public func store<C>(in collection: inout C) where C: RangeReplaceableCollection, C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}

// MARK: - Subscribing

extension Publisher {
    /// Calls `receiveValue` with each value and `receiveCompletion` at the end; the
    /// subscription lasts as long as the returned `AnyCancellable` (and its source: the
    /// cancellable holds the sink weakly, see Subscriber.swift).
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable { [weak sink] in sink?.cancel() }
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to `object[keyPath:]`; the subscription retains `object`, as
    /// Combine's does (an `assign(to:on: self)` kept by `self` is a retain cycle).
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable { [weak assign] in assign?.cancel() }
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with each value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

/// Whether a subscription was cancelled (values already on their way are dropped).
final class SinkState {
    var cancelled = false
}
