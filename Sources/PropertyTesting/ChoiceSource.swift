/// Why generating a value stopped early.
public enum GenerationStop: Error, Equatable, Sendable {
    /// The case drew more choices than its budget allows (a runaway generator).
    case choiceBudgetExceeded(limit: Int)
    /// A `filter` rejected every attempt, so the case is invalid and is not counted.
    case rejected
}

/// The source a test case draws its choices from.
///
/// While generating, it samples fresh choices from a seeded random generator and records them;
/// while replaying, it reads a given sequence of indices (clamped to what each draw allows, and
/// extended with zeros, the simplest choices, when it runs out). In both modes it records what
/// was actually drawn and the spans that give the choices structure.
public final class ChoiceSource {
    /// The mutable state lives behind a pointer: drawing is the engine's hottest path, and
    /// class stored properties would pay a dynamic exclusivity check on every access.
    @usableFromInline
    struct State {
        @usableFromInline var choices: [Choice] = []
        @usableFromInline var spans: [Span] = []
        @usableFromInline var openSpans: [Int] = []
        @usableFromInline var prefix: [UInt64] = []
        @usableFromInline var random = SeededRandom(seed: 0)
        @usableFromInline var isRandom = false
        @usableFromInline init() {}
    }

    @usableFromInline
    let state: UnsafeMutablePointer<State>

    /// The most choices one case may draw.
    public let maxChoices: Int

    /// The choices drawn so far, in order.
    public var choices: [Choice] { state.pointee.choices }
    /// The spans recorded so far.
    public var spans: [Span] { state.pointee.spans }

    private init(maxChoices: Int) {
        self.maxChoices = maxChoices
        state = .allocate(capacity: 1)
        state.initialize(to: State())
        state.pointee.choices.reserveCapacity(64)
        state.pointee.spans.reserveCapacity(32)
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// A source that samples fresh random choices.
    public convenience init(random: SeededRandom, maxChoices: Int = 10_000) {
        self.init(maxChoices: maxChoices)
        state.pointee.random = random
        state.pointee.isRandom = true
    }

    /// A source that replays `indices`, then draws the simplest choice for anything further.
    public convenience init(replaying indices: [UInt64], maxChoices: Int = 10_000) {
        self.init(maxChoices: maxChoices)
        state.pointee.prefix = indices
    }

    /// Whether the source is sampling new random choices (as opposed to replaying).
    @inline(__always)
    public var isGenerating: Bool {
        state.pointee.isRandom && state.pointee.choices.count >= state.pointee.prefix.count
    }

    /// The recorded indices.
    public var indices: [UInt64] { state.pointee.choices.map(\.index) }

    /// Resets the source to generate a new case from `random`, keeping its buffers.
    func reset(random newRandom: SeededRandom) {
        clear()
        state.pointee.prefix.removeAll(keepingCapacity: true)
        state.pointee.random = newRandom
        state.pointee.isRandom = true
    }

    /// Resets the source to replay `indices`, keeping its buffers.
    func reset(replaying indices: [UInt64]) {
        clear()
        state.pointee.prefix = indices
        state.pointee.isRandom = false
    }

    private func clear() {
        state.pointee.choices.removeAll(keepingCapacity: true)
        state.pointee.spans.removeAll(keepingCapacity: true)
        state.pointee.openSpans.removeAll(keepingCapacity: true)
    }

    /// Draws one index in `0...maxIndex`.
    ///
    /// - Parameters:
    ///   - maxIndex: the largest index allowed.
    ///   - kind: what the index stands for.
    ///   - valuesBelowTarget: for integers around 0, how many values lie below 0.
    ///   - sample: picks a fresh index when generating; it is not called when replaying.
    @inlinable @inline(__always)
    public func draw(
        maxIndex: UInt64, kind: ChoiceKind = .integer, valuesBelowTarget: UInt64 = 0,
        sample: (inout SeededRandom) -> UInt64
    ) throws -> UInt64 {
        let position = state.pointee.choices.count
        if position >= maxChoices { throw GenerationStop.choiceBudgetExceeded(limit: maxChoices) }
        let index: UInt64
        if position < state.pointee.prefix.count {
            index = Swift.min(state.pointee.prefix[position], maxIndex)
        } else if state.pointee.isRandom {
            index = Swift.min(sample(&state.pointee.random), maxIndex)
        } else {
            index = 0
        }
        state.pointee.choices.append(
            Choice(index: index, maxIndex: maxIndex, kind: kind, valuesBelowTarget: valuesBelowTarget))
        return index
    }

    /// Draws an index uniformly in `0...maxIndex` when generating.
    @inlinable @inline(__always)
    public func drawUniform(maxIndex: UInt64, kind: ChoiceKind = .integer) throws -> UInt64 {
        try draw(maxIndex: maxIndex, kind: kind) { $0.next(upTo: maxIndex) }
    }

    /// Draws a boolean that is `true` with probability `p` when generating.
    @inlinable @inline(__always)
    public func drawBool(probability p: Double = 0.5) throws -> Bool {
        try draw(maxIndex: 1, kind: .boolean) { $0.nextUnit() < p ? 1 : 0 } == 1
    }

    /// Draws a boolean whose value is decided by the caller when generating.
    @inline(__always)
    func drawBool(forcedWhenGenerating value: Bool) throws -> Bool {
        try draw(maxIndex: 1, kind: .boolean) { _ in value ? 1 : 0 } == 1
    }

    /// Samples a value from the random stream without recording a choice (for planning only;
    /// the value must not change what a replay of the recorded choices produces).
    func planningSample(_ body: (inout SeededRandom) -> UInt64) -> UInt64? {
        guard isGenerating else { return nil }
        return body(&state.pointee.random)
    }

    /// Opens a span; every choice drawn until the matching `endSpan` belongs to it.
    @inlinable @inline(__always)
    public func startSpan(_ label: SpanLabel) {
        let count = state.pointee.choices.count
        let parent = state.pointee.openSpans.last ?? -1
        state.pointee.spans.append(Span(
            label: label, start: count, end: count, parent: parent,
            depth: state.pointee.openSpans.count, discarded: false))
        state.pointee.openSpans.append(state.pointee.spans.count - 1)
    }

    /// Closes the innermost open span; `discard` marks its choices as thrown away.
    @inlinable @inline(__always)
    public func endSpan(discard: Bool = false) {
        let index = state.pointee.openSpans.removeLast()
        state.pointee.spans[index].end = state.pointee.choices.count
        if discard { state.pointee.spans[index].discarded = true }
    }

    /// Runs `body` inside a span labelled `label`, closing the span even when `body` throws.
    @inlinable @inline(__always)
    public func withinSpan<T>(_ label: SpanLabel, _ body: () throws -> T) rethrows -> T {
        startSpan(label)
        defer { endSpan() }
        return try body()
    }

    /// Closes every span left open (after a generator threw).
    func closeOpenSpans() {
        while !state.pointee.openSpans.isEmpty { endSpan() }
    }
}
