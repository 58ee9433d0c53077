import LayoutCore

/// Combine's namespace for operator publishers.
public enum Publishers {
    /// Each value transformed.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        let upstream: Upstream
        let transform: (Upstream.Output) -> Output
        public func attach(_ downstream: Downstream<Output, Failure>) -> any Cancellable {
            upstream.attach(Downstream(receive: { downstream.receive(transform($0)) }, complete: downstream.complete))
        }
    }

    /// Each value transformed, `nil`s dropped.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        let upstream: Upstream
        let transform: (Upstream.Output) -> Output?
        public func attach(_ downstream: Downstream<Output, Failure>) -> any Cancellable {
            upstream.attach(Downstream(receive: { if let value = transform($0) { downstream.receive(value) } }, complete: downstream.complete))
        }
    }

    /// The values that pass a test.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        let upstream: Upstream
        let isIncluded: (Upstream.Output) -> Bool
        public func attach(_ downstream: Downstream<Output, Failure>) -> any Cancellable {
            upstream.attach(Downstream(receive: { if isIncluded($0) { downstream.receive($0) } }, complete: downstream.complete))
        }
    }

    /// Values equal to the one before dropped.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        let upstream: Upstream
        public func attach(_ downstream: Downstream<Output, Failure>) -> any Cancellable {
            let last = Cell<Upstream.Output?>(nil)
            return upstream.attach(Downstream(receive: { value in
                if let previous = last.value, previous == value { return }
                last.value = value
                downstream.receive(value)
            }, complete: downstream.complete))
        }
    }

    /// The values of several publishers as they come; finished when all are.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The merged publishers.
        public let publishers: [Upstream]
        /// Merges the publishers given.
        public init(_ upstream: Upstream...) { publishers = upstream }
        /// Merges a sequence of publishers.
        public init<S: Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }
        public func attach(_ downstream: Downstream<Output, Failure>) -> any Cancellable {
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
        public typealias Output = A.Output
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
        public func attach(_ downstream: Downstream<Output, Failure>) -> any Cancellable {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()]).attach(downstream)
        }
    }

    /// Values delivered through a scheduler (the world's main queue: after the current work).
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        let upstream: Upstream
        let scheduler: Context
        public func attach(_ downstream: Downstream<Output, Failure>) -> any Cancellable {
            let state = SinkState()
            let attached = upstream.attach(Downstream(receive: { value in
                scheduler.scheduleAfter(0) { if !state.cancelled { downstream.receive(value) } }
            }, complete: { completion in
                scheduler.scheduleAfter(0) { if !state.cancelled { downstream.complete(completion) } }
            }))
            return CancelAction {
                state.cancelled = true
                attached.cancel()
            }
        }
    }

    /// The last value of each burst, once `dueTime` has passed without another.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        let upstream: Upstream
        let dueTime: SchedulerStride
        let scheduler: Context
        public func attach(_ downstream: Downstream<Output, Failure>) -> any Cancellable {
            let pending = DebounceState()
            let attached = upstream.attach(Downstream(receive: { value in
                pending.generation += 1
                let mine = pending.generation
                scheduler.scheduleAfter(dueTime.seconds) {
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
    public func receive<S: Scheduler>(on scheduler: S) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
    }

    /// Sends a value once `dueTime` has passed without a newer one.
    public func debounce<S: Scheduler>(for dueTime: SchedulerStride, scheduler: S) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler)
    }

    /// Hides the publisher's type.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Output: Equatable {
    /// Drops values equal to the one before.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { Publishers.RemoveDuplicates(upstream: self) }
}

/// A publisher of hidden type (Combine's `AnyPublisher`).
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let attachment: (Downstream<Output, Failure>) -> any Cancellable

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        attachment = publisher.attach
    }

    public func attach(_ downstream: Downstream<Output, Failure>) -> any Cancellable { attachment(downstream) }
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
