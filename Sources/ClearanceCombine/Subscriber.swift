import LayoutCore

// Combine's subscriber side, as Apple declares it (swiftui-combine-surface.md §8;
// https://developer.apple.com/documentation/combine/subscriber, …/subscription,
// …/subscribers/demand, …/subscribers/sink, …/subscribers/assign): a publisher hands each
// subscriber a subscription, the subscriber says how many values it wants (its demand), and
// the publisher sends no more than that. Values are still pushed synchronously on the
// world's thread.

/// A value that identifies a publisher, subscriber or subscription (Combine's
/// `CombineIdentifier`).
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let value: UInt64

    /// A new identifier, different from every other made this way.
    public init() { value = CombineIdentifierCounter.next() }

    /// The identifier of `object` (its identity).
    public init(_ x: AnyObject) { value = UInt64(UInt(bitPattern: ObjectIdentifier(x).hashValue)) }

    /// The identifier as a hexadecimal number.
    public var description: String { "0x" + String(value, radix: 16) }
}

/// The source of `CombineIdentifier()`'s numbers (counting down from the top, so that they
/// do not meet objects' addresses).
private enum CombineIdentifierCounter {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last = UInt64.max

    static func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        last -= 1
        return last
    }
}

/// Something with a ``CombineIdentifier`` (Combine's `CustomCombineIdentifierConvertible`); a
/// class gets its identity as one.
public protocol CustomCombineIdentifierConvertible {
    /// The identifier.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// The object's identity as an identifier.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// What receives a publisher's values (Combine's `Subscriber`).
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The values it receives.
    associatedtype Input
    /// The error it may receive.
    associatedtype Failure: Error

    /// The publisher attached it; it asks `subscription` for values.
    func receive(subscription: any Subscription)
    /// A value; returns how many more values it wants on top of what it asked for.
    func receive(_ input: Self.Input) -> Subscribers.Demand
    /// The publisher ended.
    func receive(completion: Subscribers.Completion<Self.Failure>)
}

extension Subscriber where Input == Void {
    /// Receives `()`.
    public func receive() -> Subscribers.Demand { receive(()) }
}

/// A subscriber's link to its publisher (Combine's `Subscription`): it asks for values and
/// cancels.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks for `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

extension Subscribers {
    /// How many values a subscriber wants (Combine's `Subscribers.Demand`): a number, or
    /// unlimited. Arithmetic follows Apple's page: adding to or subtracting from `.unlimited`
    /// leaves it unlimited, and a result below zero is `.none`
    /// (https://developer.apple.com/documentation/combine/subscribers/demand).
    public struct Demand: Equatable, Comparable, Hashable, CustomStringConvertible, Sendable {
        /// `nil` for unlimited.
        private let count: Int?

        private init(count: Int?) { self.count = count }

        /// No limit.
        public static let unlimited = Demand(count: nil)
        /// No values.
        public static let none = Demand(count: 0)

        /// At most `value` values (a negative `value` is taken as 0; Combine traps on it).
        public static func max(_ value: Int) -> Subscribers.Demand { Demand(count: Swift.max(0, value)) }

        /// The number of values, or `nil` when unlimited.
        public var max: Int? { count }

        /// `unlimited` or `max(n)`.
        public var description: String { count.map { "max(\($0))" } ?? "unlimited" }

        /// The sum; unlimited if either is.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.count, let b = rhs.count else { return .unlimited }
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? .unlimited : .max(sum)
        }

        /// The demand plus `rhs` values (a negative `rhs` subtracts).
        public static func + (lhs: Demand, rhs: Int) -> Demand { rhs < 0 ? lhs - (-rhs) : lhs + .max(rhs) }

        /// The difference: unlimited minus anything is unlimited, anything minus unlimited is
        /// `.none`, and a negative result is `.none`.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.count else { return .unlimited }
            guard let b = rhs.count else { return .none }
            return .max(a - b)
        }

        /// The demand minus `rhs` values.
        public static func - (lhs: Demand, rhs: Int) -> Demand { rhs < 0 ? lhs + (-rhs) : lhs - .max(rhs) }

        /// The demand times `rhs`; unlimited stays unlimited.
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            guard let a = lhs.count else { return .unlimited }
            let (product, overflow) = a.multipliedReportingOverflow(by: Swift.max(0, rhs))
            return overflow ? .unlimited : .max(product)
        }

        /// Adds `rhs`.
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        /// Adds `rhs` values.
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        /// Subtracts `rhs`.
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        /// Subtracts `rhs` values.
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
        /// Multiplies by `rhs`.
        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        /// Whether `lhs` asks for fewer values than `rhs` (unlimited is the largest).
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.count, rhs.count) {
            case let (a?, b?): return a < b
            case (_?, nil): return true
            default: return false
            }
        }

        /// Whether the demand is exactly `rhs` values.
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.count == rhs }
        /// Whether the demand is not exactly `rhs` values.
        public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.count != rhs }
        /// Whether the demand is fewer than `rhs` values.
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs < .max(rhs) }
        /// Whether the demand is at most `rhs` values.
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs <= .max(rhs) }
        /// Whether the demand is more than `rhs` values.
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs > .max(rhs) }
        /// Whether the demand is at least `rhs` values.
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs >= .max(rhs) }
    }

    /// A subscriber that calls closures (Combine's `Subscribers.Sink`): it asks for unlimited
    /// values. `sink(receiveCompletion:receiveValue:)` makes one.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        /// Called with each value.
        public let receiveValue: (Input) -> Void
        /// Called at the end.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var subscription = SubscriptionLink()
        private var done = false

        /// A sink calling `receiveCompletion` and `receiveValue`.
        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        /// "Sink".
        public var description: String { "Sink" }

        /// Keeps the subscription and asks for unlimited values.
        public func receive(subscription: any Subscription) {
            guard !done, !self.subscription.isSet else { return subscription.cancel() }
            self.subscription = SubscriptionLink(subscription)
            subscription.request(.unlimited)
        }

        /// Calls `receiveValue`.
        public func receive(_ value: Input) -> Subscribers.Demand {
            if !done { receiveValue(value) }
            return .none
        }

        /// Calls `receiveCompletion` and lets the subscription go.
        public func receive(completion: Subscribers.Completion<Failure>) {
            guard !done else { return }
            done = true
            subscription = SubscriptionLink()
            receiveCompletion(completion)
        }

        /// Cancels the subscription; nothing more is delivered.
        public func cancel() {
            done = true
            let current = subscription.subscription
            subscription = SubscriptionLink()
            current?.cancel()
        }
    }

    /// A subscriber that writes each value to an object's property (Combine's
    /// `Subscribers.Assign`); it holds the object strongly until cancelled or finished.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        /// `Assign` never fails.
        public typealias Failure = Never
        /// The object written to (`nil` once cancelled or finished).
        public private(set) var object: Root?
        /// The property written.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private var subscription = SubscriptionLink()

        /// A subscriber writing to `object[keyPath: keyPath]`.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        /// "Assign" and the object's type.
        public var description: String { "Assign \(Root.self)." }

        /// Keeps the subscription and asks for unlimited values.
        public func receive(subscription: any Subscription) {
            guard object != nil, !self.subscription.isSet else { return subscription.cancel() }
            self.subscription = SubscriptionLink(subscription)
            subscription.request(.unlimited)
        }

        /// Writes the value.
        public func receive(_ value: Input) -> Subscribers.Demand {
            object?[keyPath: keyPath] = value
            return .none
        }

        /// Lets the object and the subscription go.
        public func receive(completion: Subscribers.Completion<Never>) {
            object = nil
            subscription = SubscriptionLink()
        }

        /// Cancels the subscription and lets the object go.
        public func cancel() {
            object = nil
            let current = subscription.subscription
            subscription = SubscriptionLink()
            current?.cancel()
        }
    }
}

// MARK: - Plumbing between `receive(subscriber:)` and the built-in publishers

/// The subscription a built-in publisher gives a subscriber: on the first request it starts
/// the publisher's work (`start`), then forwards values while the subscriber's demand lasts
/// (values beyond it are dropped, as a `PassthroughSubject` drops them) and the completion once.
final class DemandSubscription<S: Subscriber>: Subscription {
    private var subscriber: S?
    private var demand = Subscribers.Demand.none
    private var start: ((Downstream<S.Input, S.Failure>) -> any Cancellable)?
    private var upstream: (any Cancellable)?
    private var cancelled = false

    init(_ subscriber: S, start: @escaping (Downstream<S.Input, S.Failure>) -> any Cancellable) {
        self.subscriber = subscriber
        self.start = start
    }

    func request(_ demand: Subscribers.Demand) {
        guard !cancelled, subscriber != nil else { return }
        self.demand += demand
        guard let start else { return }
        self.start = nil
        // The publisher's work holds the subscription (and so the subscriber) until it is
        // cancelled or completes, as a Combine publisher holds its subscriptions.
        let attached = start(Downstream(receive: { self.forward($0) }, complete: { self.finish($0) }))
        if cancelled || subscriber == nil { attached.cancel() } else { upstream = attached }
    }

    private func forward(_ value: S.Input) {
        guard let subscriber, demand > .none else { return }
        demand -= 1
        demand += subscriber.receive(value)
    }

    private func finish(_ completion: Subscribers.Completion<S.Failure>) {
        guard let subscriber else { return }
        self.subscriber = nil
        upstream = nil
        subscriber.receive(completion: completion)
    }

    func cancel() {
        cancelled = true
        subscriber = nil
        start = nil
        let current = upstream
        upstream = nil
        current?.cancel()
    }
}

extension Subscriber {
    /// Gives the subscriber a subscription to a built-in publisher whose work is `start`.
    func subscribe(to start: @escaping (Downstream<Input, Failure>) -> any Cancellable) {
        receive(subscription: DemandSubscription(self, start: start))
    }
}

/// The subscriber the operators attach upstream: asks for unlimited values, forwards them
/// to a `Downstream`, and is the `Cancellable` that stops them.
final class DownstreamSubscriber<Input, Failure: Error>: Subscriber, Cancellable {
    private let downstream: Downstream<Input, Failure>
    private var subscription = SubscriptionLink()
    private var cancelled = false

    init(_ downstream: Downstream<Input, Failure>) { self.downstream = downstream }

    func receive(subscription: any Subscription) {
        guard !cancelled, !self.subscription.isSet else { return subscription.cancel() }
        self.subscription = SubscriptionLink(subscription)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        if !cancelled { downstream.receive(input) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard !cancelled else { return }
        subscription = SubscriptionLink()
        downstream.complete(completion)
    }

    func cancel() {
        cancelled = true
        let current = subscription.subscription
        subscription = SubscriptionLink()
        current?.cancel()
    }
}

// Ownership runs one way, from a source down to its subscribers, as the model needs: the
// source (a subject's list, a notification centre's observer, a scheduled delivery) holds
// the built-in subscription, which holds its subscriber, which holds what it delivers to.
// The way back — a subscriber's hold on a built-in subscription, a cancellable's on its
// subscriber — is weak, so that when the source lets go (a world's centre drops its
// observers when the world ends) the whole chain goes, cycles through the subscriber's
// object (`assign(to: \.x, on: self)`) included. A subscription written by an app is held
// strongly, as Combine's subscribers hold theirs.

/// A built-in subscription, owned by its source.
protocol SourceOwnedSubscription: AnyObject {}

extension DemandSubscription: SourceOwnedSubscription {}

/// A subscriber's hold on its subscription: weak for a built-in one, strong otherwise.
struct SubscriptionLink {
    private weak var owned: (any SourceOwnedSubscription)?
    private var held: (any Subscription)?
    private(set) var isSet = false

    /// No subscription.
    init() {}

    /// A hold on `subscription`.
    init(_ subscription: any Subscription) {
        isSet = true
        if let owned = subscription as? any SourceOwnedSubscription { self.owned = owned } else { held = subscription }
    }

    /// The subscription, while it exists.
    var subscription: (any Subscription)? { held ?? (owned as? any Subscription) }
}
