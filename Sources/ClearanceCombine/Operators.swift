import LayoutCore

/// Combine's namespace for operator publishers.
public enum Publishers {
    /// Each value transformed.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// The upstream's error.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) -> Output
        /// Transforms `upstream`'s values with `transform`.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }
        /// Attaches `subscriber` and sends it values as it demands them.
        public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
            subscriber.subscribe(to: start)
        }

        func start(_ downstream: Downstream<Output, Failure>) -> any Cancellable {
            upstream.attach(Downstream(receive: { downstream.receive(transform($0)) }, complete: downstream.complete))
        }
    }

    /// Each value transformed, `nil`s dropped.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        /// The upstream's error.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation; `nil` drops the value.
        public let transform: (Upstream.Output) -> Output?
        /// Transforms `upstream`'s values with `transform`, dropping `nil`s.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }
        /// Attaches `subscriber` and sends it values as it demands them.
        public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
            subscriber.subscribe(to: start)
        }

        func start(_ downstream: Downstream<Output, Failure>) -> any Cancellable {
            upstream.attach(Downstream(receive: { if let value = transform($0) { downstream.receive(value) } }, complete: downstream.complete))
        }
    }

    /// The values that pass a test.
    public struct Filter<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's error.
        public typealias Failure = Upstream.Failure
        /// The publisher filtered.
        public let upstream: Upstream
        /// The test a value passes to be sent.
        public let isIncluded: (Upstream.Output) -> Bool
        /// Sends `upstream`'s values that pass `isIncluded`.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }
        /// Attaches `subscriber` and sends it values as it demands them.
        public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
            subscriber.subscribe(to: start)
        }

        func start(_ downstream: Downstream<Output, Failure>) -> any Cancellable {
            upstream.attach(Downstream(receive: { if isIncluded($0) { downstream.receive($0) } }, complete: downstream.complete))
        }
    }

    /// Values the predicate finds equal to the one before dropped.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's error.
        public typealias Failure = Upstream.Failure
        /// The publisher whose duplicates are dropped.
        public let upstream: Upstream
        /// Whether two values in a row count as duplicates.
        public let predicate: (Upstream.Output, Upstream.Output) -> Bool

        /// Drops `upstream`'s values that `predicate` finds equal to the one before.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches `subscriber` and sends it values as it demands them.
        public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
            subscriber.subscribe(to: start)
        }

        func start(_ downstream: Downstream<Output, Failure>) -> any Cancellable {
            let last = Cell<Upstream.Output?>(nil)
            return upstream.attach(Downstream(receive: { value in
                if let previous = last.value, predicate(previous, value) {
                    last.value = value
                    return
                }
                last.value = value
                downstream.receive(value)
            }, complete: downstream.complete))
        }
    }

    /// The values of several publishers as they come; finished when all are.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// The values it sends.
        public typealias Output = Upstream.Output
        /// The error it may end with.
        public typealias Failure = Upstream.Failure
        /// The merged publishers.
        public let publishers: [Upstream]
        /// Merges the publishers given.
        public init(_ upstream: Upstream...) { publishers = upstream }
        /// Merges a sequence of publishers.
        public init<S: Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }
        /// Attaches `subscriber` and sends it values as it demands them.
        public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
            subscriber.subscribe(to: start)
        }

        func start(_ downstream: Downstream<Output, Failure>) -> any Cancellable {
            let remaining = Cell(publishers.count)
            let attached = publishers.map { publisher in
                publisher.attach(Downstream(receive: downstream.receive, complete: { completion in
                    if case .failure = completion { return downstream.complete(completion) }
                    remaining.value -= 1
                    if remaining.value == 0 { downstream.complete(.finished) }
                }))
            }
            return CancelAction { for each in attached { each.cancel() } }
        }
    }

    /// The values of two publishers as they come.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        /// The values it sends.
        public typealias Output = A.Output
        /// The error it may end with.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// Merges `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        /// Attaches `subscriber` and sends it values as it demands them.
        public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
            subscriber.subscribe(to: start)
        }

        func start(_ downstream: Downstream<Output, Failure>) -> any Cancellable {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()]).start(downstream)
        }
    }

    /// The values of three publishers as they come (what `a.merge(with: b).merge(with: c)` makes).
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        /// The values.
        public typealias Output = A.Output
        /// The error.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C
        /// Merges `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Attaches `subscriber` and sends it values as it demands them.
        public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
            subscriber.subscribe(to: start)
        }

        func start(_ downstream: Downstream<Output, Failure>) -> any Cancellable {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()]).start(downstream)
        }
    }

    /// Values delivered through a scheduler (`receive(on:options:)`): each one after the
    /// work that sent it.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's error.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are delivered.
        public let upstream: Upstream
        /// Where they are delivered.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// Delivers `upstream`'s values through `scheduler`.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches `subscriber` and sends it values as it demands them.
        public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
            subscriber.subscribe(to: start)
        }

        func start(_ downstream: Downstream<Output, Failure>) -> any Cancellable {
            let state = SinkState()
            let attached = upstream.attach(Downstream(receive: { value in
                scheduler.schedule(options: options) { if !state.cancelled { downstream.receive(value) } }
            }, complete: { completion in
                scheduler.schedule(options: options) { if !state.cancelled { downstream.complete(completion) } }
            }))
            return CancelAction {
                state.cancelled = true
                attached.cancel()
            }
        }
    }

    /// The last value of each burst, once `dueTime` has passed on the scheduler's clock
    /// without another.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's error.
        public typealias Failure = Upstream.Failure
        /// The publisher debounced.
        public let upstream: Upstream
        /// How long a value must stand before it is sent.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// Whose clock measures it.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// Debounces `upstream` by `dueTime` on `scheduler`.
        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches `subscriber` and sends it values as it demands them.
        public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
            subscriber.subscribe(to: start)
        }

        func start(_ downstream: Downstream<Output, Failure>) -> any Cancellable {
            let pending = DebounceState()
            let attached = upstream.attach(Downstream(receive: { value in
                pending.generation += 1
                let mine = pending.generation
                scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options) {
                    if !pending.cancelled && pending.generation == mine { downstream.receive(value) }
                }
            }, complete: downstream.complete))
            return CancelAction {
                pending.cancelled = true
                attached.cancel()
            }
        }
    }
}

extension Publishers.Merge {
    /// Merges a third publisher: `a.merge(with: b).merge(with: c)`.
    public func merge<P>(with other: P) -> Publishers.Merge3<A, B, P> where P: Publisher, B.Failure == P.Failure, B.Output == P.Output {
        Publishers.Merge3(a, b, other)
    }
}

extension Publisher {
    /// Transforms each value.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Transforms each value and drops the `nil`s.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    /// Keeps the values that pass `isIncluded`.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Sends this publisher's values and `other`'s as they come.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// Delivers values through `scheduler` (`DispatchQueue.main`, `RunLoop.main`): after the
    /// work that sent them — Combine's `DispatchQueue` scheduler does its work with
    /// `DispatchQueue.main.async`, its `RunLoop` one with `RunLoop.main.perform` (Philippe
    /// Hausler, quoted in heckj/swiftui-notes#133).
    public func receive<S>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> where S: Scheduler {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Sends a value once `dueTime` has passed on `scheduler`'s clock without a newer one.
    public func debounce<S>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.Debounce<Self, S> where S: Scheduler {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }

    /// Sends this publisher's values and `other`'s (of the same type) as they come.
    public func merge(with other: Self) -> Publishers.MergeMany<Self> { Publishers.MergeMany(self, other) }

    /// Drops each value that `predicate` finds equal to the one before it.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// Hides the publisher's type.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Output: Equatable {
    /// Drops values equal to the one before.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { Publishers.RemoveDuplicates(upstream: self, predicate: ==) }
}

/// A publisher of hidden type (Combine's `AnyPublisher`).
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let attachment: (Downstream<Output, Failure>) -> any Cancellable

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        attachment = publisher.attach
    }

    /// Attaches `subscriber` and sends it values as it demands them.
    public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
        subscriber.subscribe(to: start)
    }

    func start(_ downstream: Downstream<Output, Failure>) -> any Cancellable { attachment(downstream) }
}

/// A mutable value shared by an operator's closures.
final class Cell<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A debounce's latest value's number, and whether it was cancelled.
final class DebounceState {
    var generation = 0
    var cancelled = false
}
