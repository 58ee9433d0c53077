import Foundation

/// A failing test case as the shrinker sees it: the choices it drew and their structure.
struct ShrinkTarget {
    var choices: [Choice]
    var spans: [Span]
    var indices: [UInt64]

    init(choices: [Choice], spans: [Span]) {
        self.choices = choices
        self.spans = spans
        self.indices = choices.map(\.index)
    }
}

/// Minimises a failing choice sequence in shortlex order, Hypothesis-style.
///
/// The shrinker never edits values: it proposes smaller choice sequences, replays them
/// through the generator and the property, and keeps any that still fails the same way and is
/// shortlex-smaller. Passes run in rounds until a whole round makes no progress (a fixed
/// point) or the evaluation budget (or optional wall-time budget) is spent. Every replay is
/// cached, so a pass that proposes nothing new costs nothing.
final class Shrinker {
    /// What replaying a candidate gave: the recorded case when it still fails the same way,
    /// else the choices the generator drew.
    enum Evaluation {
        case failed(ShrinkTarget)
        case passed(drawn: [UInt64])

        var drawn: [UInt64] {
            switch self {
            case let .failed(target): return target.indices
            case let .passed(drawn): return drawn
            }
        }

        var failing: ShrinkTarget? {
            if case let .failed(target) = self { return target }
            return nil
        }
    }

    /// Replays a candidate.
    typealias Evaluate = ([UInt64]) -> Evaluation

    private(set) var best: ShrinkTarget
    private(set) var evaluations = 0
    private(set) var improvements = 0
    private let evaluate: Evaluate
    private let maxEvaluations: Int
    private let deadline: ContinuousClock.Instant?
    private var known = ReplayTree()
    private(set) var exhausted = false

    private let shouldStop: (@Sendable () -> Bool)?

    init(_ initial: ShrinkTarget, maxEvaluations: Int, timeLimit: Duration?, shouldStop: (@Sendable () -> Bool)? = nil,
         evaluate: @escaping Evaluate) {
        best = initial
        self.shouldStop = shouldStop
        self.evaluate = evaluate
        self.maxEvaluations = maxEvaluations
        self.deadline = timeLimit.map { ContinuousClock.now.advanced(by: $0) }
        known.record(initial.indices, .failed(initial))
    }

    /// Runs the passes to a fixed point or until the budget is spent.
    ///
    /// The order follows Hypothesis's: deletions first (they shorten the sequence, which
    /// every later pass then pays less for), then duplicates lowered together before single
    /// choices (lowering one copy alone only breaks the duplication), pairs lowered together
    /// before single choices (a difference that must be kept), then reordering and
    /// redistribution. A repeated value is first tried alone (`isolateDuplicates`), and an
    /// overflowing sum is moved whole into one choice before single choices are searched
    /// (`redistributeOverflowingSums`): each costs one replay per candidate and saves the
    /// searches that would otherwise shrink what they remove.
    func shrink() {
        while !exhausted {
            let before = best.indices
            removeDiscarded()
            isolateDuplicates()
            truncateTail()
            lowerAndTruncate()
            deleteSpans()
            zeroSpans()
            // Adjacent pairs merge neighbouring structures (a list's stop flag with the next
            // list's flag); longer runs are spans, which `deleteSpans` deletes whole.
            for size in [2, 1] { deleteChunks(of: size) }
            replaceWithDescendants()
            minimizeDuplicates()
            lowerPairsTogether()
            redistributeOverflowingSums()
            minimizeIntegers()
            lowerAndDeleteFollowing()
            reorderSiblings()
            redistributePairs()
            if best.indices == before { break }
        }
    }

    // MARK: - Evaluating candidates

    /// The recorded case for `candidate` if it still fails. A candidate whose replay is
    /// already known costs nothing: one that starts with choices a generator once drew in full
    /// (padded with the zeros a replay reads past its end) replays to the same case
    /// (Hypothesis's `DataTree`).
    private func failing(_ candidate: [UInt64]) -> ShrinkTarget? {
        if let known = known.lookup(candidate) { return known.failing }
        if evaluations >= maxEvaluations || (deadline.map { ContinuousClock.now >= $0 } ?? false) || (shouldStop?() ?? false) {
            exhausted = true
            return nil
        }
        evaluations += 1
        let result = evaluate(candidate)
        known.record(result.drawn, result)
        if result.drawn != candidate { known.remember(candidate, result) }
        return result.failing
    }

    /// Adopts `candidate` if it still fails and is simpler than the best so far.
    @discardableResult
    private func consider(_ candidate: [UInt64]) -> Bool {
        guard !exhausted, shortlexPrecedes(candidate, best.indices) else { return false }
        guard let result = failing(candidate), shortlexPrecedes(result.indices, best.indices) else {
            return false
        }
        best = result
        improvements += 1
        return true
    }

    /// Hypothesis's `find_integer`: the largest `n` with `f(n)` true, given `f(0)` true, in
    /// O(log n) calls (linear up to 4, then exponential probing, then binary search).
    private func findInteger(limit: Int, _ f: (Int) -> Bool) -> Int {
        var low = 0
        for n in 1...4 {
            if n > limit || !f(n) { return n - 1 }
            low = n
        }
        // `high` is exclusive: f(high) is false, or it lies past the limit. It is an Int128 so
        // that probing near Int.max does not overflow (limit + 1, or doubling past 2^62).
        var high = Int128(limit) + 1
        var probe = low * 2
        while probe <= limit {
            guard f(probe) else { high = Int128(probe); break }
            low = probe
            guard probe <= limit / 2 else { break }
            probe *= 2
        }
        while Int128(low) + 1 < high {
            let mid = Int((Int128(low) + high) / 2)
            if f(mid) { low = mid } else { high = Int128(mid) }
        }
        return low
    }

    private func deleting(_ range: Range<Int>, from indices: [UInt64]) -> [UInt64] {
        var result = indices
        result.removeSubrange(range)
        return result
    }

    // MARK: - Passes

    /// Finds the shortest prefix that still fails, the rest replayed as the simplest choices.
    /// Short prefixes are probed first (Hypothesis's `find_integer`: one at a time up to 4,
    /// then doubling, then a binary search), because minimal failures are short: a failure
    /// that needs its first three choices is found in four replays whatever its length.
    private func truncateTail() {
        let base = best.indices
        guard base.count > 1, !exhausted else { return }
        if improves([], on: base) { consider([]); return }
        // The longest prefix length that still passes; the one after it fails.
        let passing = findInteger(limit: base.count - 1) { !improves(Array(base[..<$0]), on: base) && !exhausted }
        if passing + 1 < base.count { consider(Array(base[..<(passing + 1)])) }
    }

    /// Lowers a small categorical choice (a device, a window kind, a branch) and replays
    /// everything after it as the simplest choices: when a choice decides the structure of
    /// what follows, its old continuation rarely fits the new value. Booleans are left to the
    /// span passes: a list's "one more" flag lowered this way only cuts every list after it,
    /// one replay per element for nothing (`zeroSpans` and `deleteSpans` cover a flag).
    private func lowerAndTruncate() {
        var i = 0
        while i < best.indices.count && !exhausted {
            defer { i += 1 }
            let index = best.indices[i]
            guard index > 0, best.choices[i].kind != .boolean, best.choices[i].maxIndex <= 255,
                  best.choices[i].valuesBelowTarget == 0 else { continue }
            let prefix = Array(best.indices[..<i])
            if consider(prefix + [0]) { continue }
            var low: UInt64 = 0, high = index
            while low + 1 < high && !exhausted {
                let mid = low + (high - low) / 2
                if consider(prefix + [mid]) { high = mid } else { low = mid }
            }
        }
    }

    /// Deletes every discarded span (rejected filter attempts) at once.
    private func removeDiscarded() {
        let discarded = best.spans.filter { $0.discarded && $0.count > 0 }
        guard !discarded.isEmpty else { return }
        var keep = [Bool](repeating: true, count: best.indices.count)
        for span in discarded { for i in span.range { keep[i] = false } }
        consider(best.indices.indices.filter { keep[$0] }.map { best.indices[$0] })
    }

    /// Whether `candidate` still fails with a recorded sequence simpler than `base`.
    private func improves(_ candidate: [UInt64], on base: [UInt64]) -> Bool {
        guard !exhausted, shortlexPrecedes(candidate, base), let result = failing(candidate) else { return false }
        return shortlexPrecedes(result.indices, base)
    }

    /// Deletes spans; after a success, deletes as many following siblings as possible too.
    private func deleteSpans() {
        var i = 0
        while i < best.spans.count && !exhausted {
            let span = best.spans[i]
            if span.count == 0 { i += 1; continue }
            let base = best.indices
            let baseSpans = best.spans
            let siblings = contiguousSiblings(startingAt: i, in: best)
            func candidate(_ k: Int) -> [UInt64] {
                deleting(span.start..<baseSpans[siblings[k - 1]].end, from: base)
            }
            let deleted = findInteger(limit: siblings.count) { improves(candidate($0), on: base) }
            if deleted > 0 && consider(candidate(deleted)) { continue }
            i += 1
        }
    }

    /// Indices (into `target.spans`) of the span at `first` and the siblings that follow it
    /// with no gap, same label and same parent.
    private func contiguousSiblings(startingAt first: Int, in target: ShrinkTarget) -> [Int] {
        let head = target.spans[first]
        var result = [first]
        var end = head.end
        var j = first + 1
        while j < target.spans.count {
            let other = target.spans[j]
            if other.start > end { break }
            if other.parent == head.parent && other.label == head.label && other.start == end {
                result.append(j)
                end = other.end
            }
            j += 1
        }
        return result
    }

    /// Replaces each span by the simplest choices (all zero).
    private func zeroSpans() {
        var i = 0
        while i < best.spans.count && !exhausted {
            let span = best.spans[i]
            i += 1
            guard span.end <= best.indices.count, best.indices[span.range].contains(where: { $0 != 0 }) else { continue }
            var candidate = best.indices
            for p in span.range { candidate[p] = 0 }
            consider(candidate)
        }
    }

    /// Deletes `size` adjacent choices at every position, repeating in place after a success.
    /// Neither a list element's continuation flag nor an element's only other choice is
    /// deleted alone: the element's choice would be read as the flag, or the next element's
    /// flag as the element, misaligned forms of deleting the element, which `deleteSpans`
    /// tries.
    private func deleteChunks(of size: Int) {
        var i = 0
        while i + size <= best.indices.count && !exhausted {
            if size == 1 && (isContinuationFlag(i) || (i > 0 && isContinuationFlag(i - 1) && isSingleChoiceElement(at: i - 1))) {
                i += 1
                continue
            }
            if !consider(deleting(i..<(i + size), from: best.indices)) { i += 1 }
        }
    }

    /// Whether the list element whose flag is at `position` holds one choice after its flag.
    private func isSingleChoiceElement(at position: Int) -> Bool {
        best.spans.contains { $0.label == .listElement && $0.start == position && $0.count == 2 }
    }

    /// Whether the choice at `position` is a list element's "one more" flag, set, and followed
    /// by the element's own choices (`Gen.array` records the flag first in the element's span).
    private func isContinuationFlag(_ position: Int) -> Bool {
        guard position < best.indices.count, best.choices[position].kind == .boolean,
              best.indices[position] == 1 else { return false }
        return best.spans.contains { $0.label == .listElement && $0.start == position && $0.count > 1 }
    }

    /// Replaces a span by one of its descendants with the same label (a tree by a subtree).
    private func replaceWithDescendants() {
        guard best.spans.count <= 400 else { return }
        var i = 0
        while i < best.spans.count && !exhausted {
            let outer = best.spans[i]
            var replaced = false
            for j in (i + 1)..<best.spans.count where !exhausted {
                let inner = best.spans[j]
                if inner.start >= outer.end { break }
                guard inner.label == outer.label, inner.end <= outer.end, inner.count < outer.count else { continue }
                var candidate = best.indices
                candidate.replaceSubrange(outer.range, with: best.indices[inner.range])
                if consider(candidate) { replaced = true; break }
            }
            if !replaced { i += 1 }
        }
    }

    /// Minimises each choice: first to zero, then the sign, then its magnitude by binary search.
    /// A list's continuation flag is left to the deletion passes (lowering it ends the list
    /// and misreads the element after it).
    private func minimizeIntegers() {
        var i = 0
        while i < best.indices.count && !exhausted {
            if !isContinuationFlag(i) { minimize(at: i) }
            i += 1
        }
    }

    private func minimize(at i: Int) {
        minimize(positions: [i])
    }

    /// Minimises the choices at `positions` together (they hold the same draw and index):
    /// to zero, then to the positive side, then by binary search on the magnitude.
    private func minimize(positions: [Int]) {
        func setting(_ index: UInt64) -> [UInt64] {
            var candidate = best.indices
            for p in positions { candidate[p] = index }
            return candidate
        }
        func valid() -> Bool {
            positions.allSatisfy { $0 < best.indices.count && best.indices[$0] == best.indices[positions[0]] }
        }
        guard valid(), best.indices[positions[0]] != 0 else { return }
        let current = best.indices[positions[0]]
        // The simplest few values first, in order (0, 1, -1, 2, -2, … for a signed draw): this
        // settles small values exactly, which a search on the magnitude alone cannot (2 → -1).
        let choice = best.choices[positions[0]]
        let simplest: UInt64 = current <= 5 ? current : (choice.valuesBelowTarget > 0 ? 3 : 2)
        for index in 0..<simplest where !exhausted && valid() {
            if consider(setting(index)) { return }
        }
        guard current > 5, valid() else { return }
        var offset = choice.signedOffset
        if offset < 0, let flipped = choice.index(ofOffset: -offset), consider(setting(flipped)) {
            offset = -offset
        }
        let sign: Int128 = offset < 0 ? -1 : 1
        // One or two steps down before any search (Hypothesis's `shrink_by_multiples` of 2 and
        // 1 start there): a value already at its least costs these replays instead of a whole
        // bisection of its magnitude; two, because a parity or a difference can forbid one. Not
        // for a small categorical draw (≤ 256 values: a device, a branch), whose neighbours are
        // unrelated values: it is bisected whole.
        var stepped = choice.maxIndex <= 255
        for step: Int128 in [1, 2] where !stepped && !exhausted && valid() && offset.magnitude > UInt128(step) {
            if let below = choice.index(ofOffset: offset - sign * step), consider(setting(below)) {
                offset -= sign * step
                stepped = true
            }
        }
        guard stepped else { return }
        var low: Int128 = 0
        var high = offset.magnitude > UInt128(Int128.max) ? Int128.max : Int128(offset.magnitude)
        // For a wide draw, probe upward from 2 by doubling before bisecting: a magnitude that
        // must stay above m is found in about 2·log2(m) replays instead of log2 of the drawn
        // value (64 for a full-width integer whose minimum is 2).
        var probe: Int128 = 2
        while high > 1 << 20 && probe < high / 2 && !exhausted && valid() {
            guard let index = choice.index(ofOffset: sign * probe) else { break }
            if consider(setting(index)) { high = probe; break }
            low = probe
            probe *= 2
        }
        while low + 1 < high && !exhausted && valid() {
            let mid = low + (high - low) / 2
            guard let index = choice.index(ofOffset: sign * mid) else { break }
            if consider(setting(index)) { high = mid } else { low = mid }
        }
    }

    /// Tries a repeated value alone: for each group of equal choices (same draw, same value,
    /// not a boolean), deletes every list element that holds none of them, and sets every
    /// other number to its simplest value, the copies included (they stay equal). One replay
    /// per group, at most four a round. A failure that needs two equal values ("an element
    /// that is still there after its first copy is removed") rarely needs anything else, and a
    /// fresh random case holds few equal values by chance; deleting the other elements one
    /// by one costs a search per run of them, then the copies are lowered together.
    private func isolateDuplicates() {
        struct Key: Hashable { var index, maxIndex, below: UInt64 }
        var tried: [[Int]] = []
        var attempts = 0
        search: while !exhausted && attempts < 4 {
            var groups: [Key: [Int]] = [:]
            for (position, choice) in best.choices.enumerated() where choice.index > 0 && choice.kind != .boolean {
                groups[Key(index: choice.index, maxIndex: choice.maxIndex, below: choice.valuesBelowTarget), default: []].append(position)
            }
            // Sorted by first position, so the order does not depend on the dictionary's.
            let repeated = groups.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
            for positions in repeated where !exhausted && !tried.contains(positions) {
                tried.append(positions)
                // A list element past the list's minimum starts with its "one more" flag
                // (set); deleting such a span deletes exactly that element.
                var drop = [Bool](repeating: false, count: best.indices.count)
                for span in best.spans where span.label == .listElement && span.count > 1
                    && best.choices[span.start].kind == .boolean && best.indices[span.start] == 1 {
                    if positions.contains(where: { span.range.contains($0) }) { continue }
                    for p in span.range { drop[p] = true }
                }
                guard drop.contains(true) else { continue }
                attempts += 1
                let candidate = best.indices.indices.filter { !drop[$0] }.map {
                    best.choices[$0].kind == .boolean ? best.indices[$0] : 0
                }
                if consider(candidate) { continue search }
                if attempts >= 4 { break }
            }
            break
        }
    }

    /// Moves the whole of a signed choice into a later one of the same kind when their sum
    /// leaves the draw's range and wraps around (an overflowing sum, which the program under
    /// test may keep: bound5's 16-bit totals). One replay per pair, and only while at most 12
    /// numbers are non-zero; a sum that stays in range is left to `redistributePairs`, after
    /// the single choices.
    private func redistributeOverflowingSums() {
        let numeric = best.choices.indices.filter { best.choices[$0].kind != .boolean && best.indices[$0] > 0 }
        guard numeric.count <= 12 else { return }
        var i = 0
        while i < best.indices.count && !exhausted {
            var j = i + 1
            while j < best.indices.count && !exhausted {
                defer { j += 1 }
                let ci = best.choices[i], cj = best.choices[j]
                guard ci.kind == cj.kind, ci.kind != .boolean, ci.index > 0,
                      ci.valuesBelowTarget > 0, cj.valuesBelowTarget > 0 else { continue }
                let sum = ci.signedOffset + cj.signedOffset
                guard cj.index(ofOffset: sum) == nil, let wrapped = cj.index(ofOffset: cj.wrapped(sum)) else { continue }
                var candidate = best.indices
                candidate[i] = 0
                candidate[j] = wrapped
                consider(candidate)
            }
            i += 1
        }
    }

    /// Lowers every copy of a repeated choice together (duplicates must stay duplicates). List
    /// continuation flags are not duplicates in this sense: lowering them ends a list.
    private func minimizeDuplicates() {
        struct Key: Hashable { var index, maxIndex, below: UInt64 }
        var groups: [Key: [Int]] = [:]
        for (position, choice) in best.choices.enumerated() where choice.index > 0 && !isContinuationFlag(position) {
            groups[Key(index: choice.index, maxIndex: choice.maxIndex, below: choice.valuesBelowTarget), default: []].append(position)
        }
        let repeated = groups.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
        for positions in repeated where !exhausted { minimize(positions: positions) }
    }

    /// Lowers a choice by one and deletes a span that follows it: a length that shrinks
    /// together with the elements it counts (`flatMap`).
    private func lowerAndDeleteFollowing() {
        var i = 0
        while i < best.indices.count && !exhausted {
            defer { i += 1 }
            guard best.indices[i] > 0, best.choices[i].valuesBelowTarget == 0 else { continue }
            // A list's "one more" flag lowered ends the list there, which deleting its
            // elements already tries; an optional's or a node's flag is kept (a subtree
            // dropped with its content).
            if isContinuationFlag(i) { continue }
            var tried = 0
            var j = 0
            while j < best.spans.count && tried < 3 && !exhausted {
                let span = best.spans[j]
                j += 1
                guard span.start > i, span.count > 0, i < best.indices.count, best.indices[i] > 0 else { continue }
                tried += 1
                var candidate = best.indices
                candidate[i] -= 1
                candidate.removeSubrange(span.range)
                if consider(candidate) { j = 0; tried = 0 }
            }
        }
    }

    /// Sorts sibling spans with the same label into shortlex order, or failing that swaps
    /// neighbours that are out of order.
    private func reorderSiblings() {
        let spans = best.spans
        for group in siblingGroups(spans) where !exhausted {
            guard best.spans == spans else { return }
            let contents = group.map { Array(best.indices[spans[$0].range]) }
            let sorted = contents.sorted { shortlexPrecedes($0, $1) }
            if sorted == contents { continue }
            if consider(rebuild(replacing: group, with: sorted, spans: spans)) { return }
            for k in 0..<(group.count - 1) where !exhausted && shortlexPrecedes(contents[k + 1], contents[k]) {
                var swapped = contents
                swapped.swapAt(k, k + 1)
                if consider(rebuild(replacing: group, with: swapped, spans: spans)) { return }
            }
        }
    }

    /// Groups of non-empty spans that share a parent and a label, in order of first appearance.
    private func siblingGroups(_ spans: [Span]) -> [[Int]] {
        var groups: [[Int]] = []
        var groupOf: [SiblingKey: Int] = [:]
        for (index, span) in spans.enumerated() where span.count > 0 {
            let key = SiblingKey(parent: span.parent, label: span.label)
            if let g = groupOf[key] {
                groups[g].append(index)
            } else {
                groupOf[key] = groups.count
                groups.append([index])
            }
        }
        // A list's closing "no more" flag is its last element span: moved earlier it would end
        // the list there and leave the elements after it to be misread.
        for g in groups.indices {
            if let last = groups[g].last, isListEnd(spans[last]) { groups[g].removeLast() }
        }
        return groups.filter { $0.count > 1 }
    }

    /// Whether `span` is the closing element of a list: its "no more" flag alone.
    private func isListEnd(_ span: Span) -> Bool {
        span.label == .listElement && span.count == 1 && span.start < best.indices.count
            && best.choices[span.start].kind == .boolean && best.indices[span.start] == 0
    }

    private struct SiblingKey: Hashable {
        var parent: Int
        var label: SpanLabel
    }

    private func rebuild(replacing group: [Int], with contents: [[UInt64]], spans: [Span]) -> [UInt64] {
        var result: [UInt64] = []
        var cursor = 0
        for (k, spanIndex) in group.enumerated() {
            let span = spans[spanIndex]
            result.append(contentsOf: best.indices[cursor..<span.start])
            result.append(contentsOf: contents[k])
            cursor = span.end
        }
        result.append(contentsOf: best.indices[cursor...])
        return result
    }

    /// Lowers two nearby choices by the same amount (when their difference must be kept).
    private func lowerPairsTogether() {
        var i = 0
        while i < best.indices.count && !exhausted {
            for j in (i + 1)..<Swift.min(i + 4, best.indices.count) where !exhausted {
                guard j < best.indices.count else { break }
                let a = best.indices[i], b = best.indices[j]
                guard a > 0, b > 0, best.choices[i].valuesBelowTarget == 0, best.choices[j].valuesBelowTarget == 0,
                      best.choices[i].maxIndex > 1, best.choices[j].maxIndex > 1 else { continue }
                let base = best.indices
                func candidate(_ k: Int) -> [UInt64] {
                    var candidate = base
                    candidate[i] -= UInt64(k)
                    candidate[j] -= UInt64(k)
                    return candidate
                }
                let limit = Int(Swift.min(Swift.min(a, b), UInt64(Int.max)))
                // The smaller of the two to zero first: one replay, where the search from 1
                // costs about 2·log2(limit) when the whole amount goes.
                if limit > 4, consider(candidate(limit)) { continue }
                let k = findInteger(limit: limit) { improves(candidate($0), on: base) }
                if k > 0 { consider(candidate(k)) }
            }
            i += 1
        }
    }

    /// Moves value from an earlier choice to a later one (when one must fall as another rises,
    /// like a sum that must stay above a bound). Works on signed values, so a negative choice
    /// moves toward zero too.
    private func redistributePairs() {
        guard best.indices.count <= 256 else { return }
        var i = 0
        while i < best.indices.count && !exhausted {
            var j = i + 1
            // The later choice is at most 4 positions on, as in Hypothesis's
            // `redistribute_numeric_pairs` ("to avoid quadratic behavior, scan ahead only a
            // small amount for the related node": HypothesisWorks/hypothesis,
            // hypothesis-python/src/hypothesis/internal/conjecture/shrinker.py). Every pair
            // costs at least one replay, and most pairs of a long sequence are unrelated.
            while j < Swift.min(best.indices.count, i + 5) && !exhausted {
                defer { j += 1 }
                let ci = best.choices[i], cj = best.choices[j]
                guard ci.kind == cj.kind, ci.kind != .boolean, ci.index > 0 else { continue }
                let oi = ci.signedOffset, oj = cj.signedOffset
                let direction: Int128 = oi > 0 ? 1 : -1
                let base = best.indices
                func moved(_ k: Int) -> [UInt64]? {
                    guard let newI = ci.index(ofOffset: oi - direction * Int128(k)),
                          let newJ = cj.index(ofOffset: oj + direction * Int128(k)) else { return nil }
                    var candidate = base
                    candidate[i] = newI
                    candidate[j] = newJ
                    return candidate
                }
                let whole = oi.magnitude > UInt128(Int.max) ? Int.max : Int(oi.magnitude)
                if let all = moved(whole) {
                    if consider(all) { continue }
                } else if let newJ = cj.index(ofOffset: cj.wrapped(oj + direction * Int128(whole))) {
                    // Moved past the end of its range, the later choice wraps around: a sum
                    // kept modulo the range (an overflowing sum) stays the same.
                    var candidate = base
                    candidate[i] = 0
                    candidate[j] = newJ
                    if consider(candidate) { continue }
                }
                // All but one next: a move that must leave the earlier choice at ±1 (the whole
                // move failed) costs two replays instead of a search from 1 up to the whole.
                if whole > 2, let one = moved(1), improves(one, on: base), let most = moved(whole - 1), consider(most) {
                    continue
                }
                let k = findInteger(limit: whole - 1) { k in moved(k).map { improves($0, on: base) } ?? false }
                if k > 0, let candidate = moved(k) { consider(candidate) }
            }
            i += 1
        }
    }
}

/// Every replay seen so far, as a tree of the choices drawn: a node where a generator stopped
/// holds what that replay gave. Any candidate whose choices (read as a replay reads them, zeros
/// past the end) lead to such a node replays to the same case, without running it.
struct ReplayTree {
    private var children: [[UInt64: Int32]] = [[:]]
    private var results: [Int32: Shrinker.Evaluation] = [:]
    /// Candidates whose replay clamped a choice, so the drawn sequence differs.
    private var exact: [[UInt64]: Shrinker.Evaluation] = [:]

    /// Records that the generator drew exactly `drawn` and gave `result`.
    mutating func record(_ drawn: [UInt64], _ result: Shrinker.Evaluation) {
        var node: Int32 = 0
        for choice in drawn {
            if let next = children[Int(node)][choice] {
                node = next
            } else {
                children.append([:])
                let next = Int32(children.count - 1)
                children[Int(node)][choice] = next
                node = next
            }
        }
        results[node] = result
    }

    /// Records a candidate whose replay drew something else (a clamped choice).
    mutating func remember(_ candidate: [UInt64], _ result: Shrinker.Evaluation) {
        exact[candidate] = result
    }

    /// What replaying `candidate` gives, if it is known.
    func lookup(_ candidate: [UInt64]) -> Shrinker.Evaluation? {
        var node: Int32 = 0
        var i = 0
        while true {
            if let result = results[node] { return result }
            let choice = i < candidate.count ? candidate[i] : 0
            guard let next = children[Int(node)][choice] else { break }
            node = next
            i += 1
        }
        return exact[candidate]
    }
}
