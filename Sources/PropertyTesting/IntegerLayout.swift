/// How the integers of a closed range map to choice indices, simplest first.
///
/// Index 0 is the *shrink target*: 0 when the range contains it, otherwise the bound nearest
/// to 0. Indices then alternate outward (`0, 1, -1, 2, -2, …`, like Hypothesis's zig-zag
/// order) until one side of the range is used up, and continue along the other side.
@usableFromInline
struct IntegerLayout: Sendable {
    @usableFromInline let lower: Int128
    @usableFromInline let upper: Int128
    @usableFromInline let target: Int128
    @usableFromInline let below: UInt128
    @usableFromInline let above: UInt128
    @usableFromInline let pairs: UInt128

    @usableFromInline
    init(lower: Int128, upper: Int128) {
        precondition(lower <= upper, "empty integer range \(lower)...\(upper)")
        self.lower = lower
        self.upper = upper
        target = lower > 0 ? lower : (upper < 0 ? upper : 0)
        below = UInt128(target - lower)
        above = UInt128(upper - target)
        pairs = Swift.min(below, above)
    }

    /// How many values lie below the shrink target.
    @usableFromInline
    var valuesBelowTarget: UInt64 { UInt64(below) }

    /// The largest index (the number of values minus one).
    @usableFromInline
    var maxIndex: UInt64 { UInt64(below + above) }

    /// The value at `index`.
    @inlinable @inline(__always)
    func value(at index: UInt64) -> Int128 {
        let i = UInt128(index)
        if i == 0 { return target }
        if i <= 2 * pairs {
            let k = Int128((i + 1) / 2)
            return i & 1 == 1 ? target + k : target - k
        }
        let distance = Int128(pairs + (i - 2 * pairs))
        return above > below ? target + distance : target - distance
    }

    /// The index of `value` (which must lie in the range).
    @inlinable
    func index(of value: Int128) -> UInt64 {
        let d = value - target
        if d == 0 { return 0 }
        let magnitude = UInt128(d.magnitude)
        if magnitude <= pairs { return UInt64(d > 0 ? 2 * magnitude - 1 : 2 * magnitude) }
        return UInt64(2 * pairs + (magnitude - pairs))
    }

    /// A random index, biased a little toward the simplest values and the bounds, where
    /// off-by-one bugs live.
    @inlinable @inline(__always)
    func sample(_ random: inout SeededRandom) -> UInt64 {
        let maxIndex = self.maxIndex
        let roll = random.next() & 15
        switch roll {
        case 0: return index(of: lower)
        case 1: return index(of: upper)
        case 2, 3: return random.next(upTo: Swift.min(maxIndex, 16))
        default: return random.next(upTo: maxIndex)
        }
    }
}
