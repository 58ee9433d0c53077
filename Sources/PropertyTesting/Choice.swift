/// What a recorded choice stood for when it was drawn.
///
/// The shrinker works on indices alone; the kind lets passes that reason about numbers
/// (redistribution, printing) treat integers and floats as numbers.
public enum ChoiceKind: UInt8, Hashable, Sendable {
    /// A bounded integer, an element index, a `oneOf` branch or a list-continuation flag.
    case integer
    /// A boolean (`0` is `false`).
    case boolean
    /// The magnitude of a floating-point value.
    case float
}

/// One draw of a test case: its *index* (`0` is the simplest value) and the largest index the
/// draw allowed.
///
/// A test case is its sequence of choices: replaying the indices through the same generator
/// gives the same value. Smaller indices always mean simpler values.
public struct Choice: Hashable, Sendable {
    /// The chosen index; `0` is the simplest value of the draw.
    public var index: UInt64
    /// The largest index the draw accepted.
    public var maxIndex: UInt64
    /// What the draw produced.
    public var kind: ChoiceKind
    /// For an integer drawn from a range around 0: how many values lie below 0 (the indices
    /// zig-zag `0, 1, -1, 2, -2, …` until one side runs out). `0` for every other draw.
    public var valuesBelowTarget: UInt64

    /// Creates a recorded choice.
    @inlinable
    public init(index: UInt64, maxIndex: UInt64, kind: ChoiceKind, valuesBelowTarget: UInt64 = 0) {
        self.index = index
        self.maxIndex = maxIndex
        self.kind = kind
        self.valuesBelowTarget = valuesBelowTarget
    }

    /// The signed distance from the simplest value that this choice's index stands for.
    var signedOffset: Int128 {
        if valuesBelowTarget == 0 { return Int128(index) }
        return layout.value(at: index)
    }

    /// The index of a signed distance from the simplest value, if the draw allows it.
    func index(ofOffset offset: Int128) -> UInt64? {
        if valuesBelowTarget == 0 { return offset >= 0 && offset <= Int128(maxIndex) ? UInt64(offset) : nil }
        let layout = self.layout
        guard offset >= layout.lower && offset <= layout.upper else { return nil }
        return layout.index(of: offset)
    }

    /// `offset` brought into the draw's range modulo the range's size.
    func wrapped(_ offset: Int128) -> Int128 {
        let lower = -Int128(valuesBelowTarget), size = Int128(maxIndex) + 1
        let shifted = (offset - lower) % size
        return (shifted < 0 ? shifted + size : shifted) + lower
    }

    private var layout: IntegerLayout {
        IntegerLayout(lower: -Int128(valuesBelowTarget), upper: Int128(maxIndex) - Int128(valuesBelowTarget))
    }
}

/// What a span of choices represents, so the shrinker can treat structure as structure.
public enum SpanLabel: Hashable, Sendable {
    /// One element of a list, continuation flag included.
    case listElement
    /// An optional value: the presence flag and the wrapped value.
    case optional
    /// A `oneOf`/`frequency` draw: the branch selector and the branch's choices.
    case branch
    /// One node of a recursive generator.
    case recursion
    /// The two halves of a `flatMap`.
    case flatMap
    /// One attempt of a `filter`.
    case filterAttempt
    /// A span marked by the user with `Gen.labelled(_:)`.
    case custom(String)
}

/// A labelled, nested range of choices recorded while a value was generated.
public struct Span: Hashable, Sendable {
    /// What the span represents.
    public var label: SpanLabel
    /// Index of the first choice in the span.
    public var start: Int
    /// Index one past the last choice in the span.
    public var end: Int
    /// Index of the enclosing span in the same record, or `-1` at top level.
    public var parent: Int
    /// Nesting depth (top level is 0).
    public var depth: Int
    /// Whether the span's choices were thrown away (a rejected filter attempt).
    public var discarded: Bool

    /// Creates a span record.
    @inlinable
    public init(label: SpanLabel, start: Int, end: Int, parent: Int, depth: Int, discarded: Bool) {
        self.label = label
        self.start = start
        self.end = end
        self.parent = parent
        self.depth = depth
        self.discarded = discarded
    }

    /// The number of choices in the span.
    public var count: Int { end - start }
    /// The span's range of choice positions.
    public var range: Range<Int> { start..<end }
}

/// Shortlex order on choice sequences: shorter is simpler; at equal length the first
/// smaller index decides.
@inline(__always)
public func shortlexPrecedes(_ a: [UInt64], _ b: [UInt64]) -> Bool {
    if a.count != b.count { return a.count < b.count }
    for i in a.indices where a[i] != b[i] { return a[i] < b[i] }
    return false
}
