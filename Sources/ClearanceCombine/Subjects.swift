import LayoutCore

/// A publisher you send values to (Combine's `Subject`).
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to every subscriber.
    func send(_ value: Output)
    /// Ends every subscription.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Sends `()`.
    public func send() { send(()) }
}

/// The subscribers of a subject, in subscription order.
final class SubscriberList<Output, Failure: Error> {
    private var entries: [(id: Int, downstream: Downstream<Output, Failure>)] = []
    private var nextID = 0
    private(set) var completion: Subscribers.Completion<Failure>?

    func add(_ downstream: Downstream<Output, Failure>) -> any Cancellable {
        if let completion { downstream.complete(completion); return CancelAction {} }
        let id = nextID
        nextID += 1
        entries.append((id, downstream))
        return CancelAction { [weak self] in self?.entries.removeAll { $0.id == id } }
    }

    func send(_ value: Output) {
        guard completion == nil else { return }
        for entry in entries { entry.downstream.receive(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let current = entries
        entries.removeAll()
        for entry in current { entry.downstream.complete(completion) }
    }
}

/// A subject that passes values on to its current subscribers (Combine's
/// `PassthroughSubject`).
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()
    /// A subject without subscribers.
    public init() {}
    /// Sends `value` to every subscriber (as far as each one's demand goes).
    public func send(_ value: Output) { subscribers.send(value) }
    /// Ends every subscription with `completion`.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    /// Attaches `subscriber` and sends it values as it demands them.
    public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
        subscriber.subscribe(to: start)
    }

    func start(_ downstream: Downstream<Output, Failure>) -> any Cancellable { subscribers.add(downstream) }
}

/// A subject with a current value, sent to each new subscriber first (Combine's
/// `CurrentValueSubject`).
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()
    /// The current value; setting it sends it.
    public var value: Output {
        didSet { subscribers.send(value) }
    }
    /// A subject whose current value is `value`.
    public init(_ value: Output) { self.value = value }
    /// Sends `value` to every subscriber (as far as each one's demand goes).
    public func send(_ value: Output) { self.value = value }
    /// Ends every subscription with `completion`.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    /// Attaches `subscriber` and sends it values as it demands them.
    public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
        subscriber.subscribe(to: start)
    }

    func start(_ downstream: Downstream<Output, Failure>) -> any Cancellable {
        if subscribers.completion == nil { downstream.receive(value) }
        return subscribers.add(downstream)
    }
}

/// A publisher of one value, then the end (Combine's `Just`).
public struct Just<Output>: Publisher {
    /// The error it may end with.
    public typealias Failure = Never
    /// The value.
    public let output: Output
    /// A publisher of `output`.
    public init(_ output: Output) { self.output = output }
    /// Attaches `subscriber` and sends it values as it demands them.
    public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
        subscriber.subscribe(to: start)
    }

    func start(_ downstream: Downstream<Output, Never>) -> any Cancellable {
        downstream.receive(output)
        downstream.complete(.finished)
        return CancelAction {}
    }
}
