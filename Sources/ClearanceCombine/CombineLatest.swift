import LayoutCore

// Combine's `CombineLatest` and `CombineLatest3`
// (https://developer.apple.com/documentation/combine/publishers/combinelatest): a tuple of the
// most recent value of each upstream publisher, sent whenever any of them sends one — once each
// has sent at least one ("combineLatest(_:)": "publishes a tuple upon receiving output from
// either publisher"; the combined publisher produces nothing until every upstream has). It
// fails as soon as one upstream fails, and finishes once every upstream has finished.

extension Publishers {
    /// The latest values of two publishers, as a tuple (Combine's `Publishers.CombineLatest`).
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// A tuple of the latest value of each.
        public typealias Output = (A.Output, B.Output)
        /// The upstreams' error.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// Combines the latest values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        /// Attaches `subscriber` and sends it values as it demands them.
        public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
            subscriber.subscribe(to: start)
        }

        func start(_ downstream: Downstream<Output, Failure>) -> any Cancellable {
            let state = CombineLatestState<Failure>(count: 2, emit: { downstream.receive(($0[0] as! A.Output, $0[1] as! B.Output)) },
                                                    complete: downstream.complete)
            let attached = [a.attach(state.input(0)), b.attach(state.input(1))]
            return CancelAction { for each in attached { each.cancel() } }
        }
    }

    /// The latest values of three publishers, as a tuple (Combine's `Publishers.CombineLatest3`).
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        /// A tuple of the latest value of each.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The upstreams' error.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C
        /// Combines the latest values of `a`, `b` and `c`.
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
            let state = CombineLatestState<Failure>(
                count: 3, emit: { downstream.receive(($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)) },
                complete: downstream.complete)
            let attached = [a.attach(state.input(0)), b.attach(state.input(1)), c.attach(state.input(2))]
            return CancelAction { for each in attached { each.cancel() } }
        }
    }
}

/// The latest value of each upstream, and how many have finished.
final class CombineLatestState<Failure: Error> {
    private var latest: [Any?]
    private var finished = 0
    private var ended = false
    private let emit: ([Any]) -> Void
    private let complete: (Subscribers.Completion<Failure>) -> Void

    init(count: Int, emit: @escaping ([Any]) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void) {
        latest = Array(repeating: nil, count: count)
        self.emit = emit
        self.complete = complete
    }

    /// Where upstream `index` sends.
    func input<Value>(_ index: Int) -> Downstream<Value, Failure> {
        Downstream(receive: { [self] value in
            guard !ended else { return }
            latest[index] = value as Any
            let values = latest.compactMap { $0 }
            if values.count == latest.count { emit(values) }
        }, complete: { [self] completion in
            guard !ended else { return }
            switch completion {
            case .failure:
                ended = true
                complete(completion)
            case .finished:
                finished += 1
                if finished == latest.count {
                    ended = true
                    complete(.finished)
                }
            }
        })
    }
}

extension Publisher {
    /// Sends a tuple of the latest value of this publisher and `other` whenever either sends
    /// one, once both have (Combine's `combineLatest(_:)`).
    public func combineLatest<P>(_ other: P) -> Publishers.CombineLatest<Self, P> where P: Publisher, Self.Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// `combineLatest(_:)`, each tuple transformed (Combine's `combineLatest(_:_:)`).
    public func combineLatest<P, T>(_ other: P, _ transform: @escaping (Self.Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P: Publisher, Self.Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// The latest values of this publisher and two others (Combine's `combineLatest(_:_:)`).
    public func combineLatest<P, Q>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P: Publisher, Q: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// `combineLatest(_:_:)`, each tuple transformed (Combine's `combineLatest(_:_:_:)`).
    public func combineLatest<P, Q, T>(_ publisher1: P, _ publisher2: Q, _ transform: @escaping (Self.Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
    where P: Publisher, Q: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }
}
