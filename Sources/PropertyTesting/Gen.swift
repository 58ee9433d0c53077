/// A generator of random values of type `Value` that shrinks without being told how.
///
/// A `Gen` is a function of a ``ChoiceSource``: it draws choices and builds a value from them.
/// Because a value is fully determined by its choices, shrinking happens on the choice sequence
/// (Hypothesis's "internal" shrinking), and every generator built from these combinators —
/// `map`, `flatMap`, `filter`, recursion included — shrinks through the same mechanism.
///
/// ```swift
/// let pairs = Gen.zip(Gen.int(in: 0...100), Gen.bool)
/// let lists = Gen.int(in: -5...5).array(count: 0...10)
/// ```
public struct Gen<Value>: @unchecked Sendable {
    @usableFromInline
    let body: (ChoiceSource) throws -> Value

    /// Creates a generator from a function that draws from a choice source.
    @inlinable
    public init(_ body: @escaping (ChoiceSource) throws -> Value) {
        self.body = body
    }

    /// Generates one value, drawing from `source`.
    @inlinable
    public func generate(from source: ChoiceSource) throws -> Value {
        try body(source)
    }

    /// Replays a choice sequence and returns the value it encodes.
    public func value(replaying indices: [UInt64], maxChoices: Int = 10_000) throws -> Value {
        try body(ChoiceSource(replaying: indices, maxChoices: maxChoices))
    }

    /// Transforms each generated value; shrinking happens before the transformation.
    public func map<T>(_ transform: @escaping (Value) throws -> T) -> Gen<T> {
        Gen<T> { source in try transform(self.body(source)) }
    }

    /// Generates a value, then uses it to choose the generator of the result.
    ///
    /// Both halves shrink: the first value's choices come first, so simplifying it (a shorter
    /// length, say) and then the dependent value is ordinary choice-sequence shrinking.
    public func flatMap<T>(_ next: @escaping (Value) throws -> Gen<T>) -> Gen<T> {
        Gen<T> { source in
            try source.withinSpan(.flatMap) {
                let first = try self.body(source)
                return try next(first).body(source)
            }
        }
    }

    /// Keeps only values that satisfy `isIncluded`.
    ///
    /// Each case makes up to three attempts; when all are rejected the case is discarded and
    /// not counted. A run in which most cases are discarded ends with a health-check error
    /// (``HealthCheckFailure/filterTooStrict(rejected:accepted:)``) instead of hanging.
    public func filter(_ isIncluded: @escaping (Value) throws -> Bool) -> Gen<Value> {
        Gen { source in
            for _ in 0..<3 {
                source.startSpan(.filterAttempt)
                let value = try self.body(source)
                if try isIncluded(value) {
                    source.endSpan()
                    return value
                }
                source.endSpan(discard: true)
            }
            throw GenerationStop.rejected
        }
    }

    /// Marks the choices of this generator as one span with a name, so that the shrinker can
    /// delete, sort and swap them as a unit.
    public func labelled(_ name: String) -> Gen<Value> {
        Gen { source in try source.withinSpan(.custom(name)) { try self.body(source) } }
    }
}
