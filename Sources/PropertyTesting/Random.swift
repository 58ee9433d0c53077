/// A small, fast, seedable random number generator (xoshiro256**), seeded through SplitMix64.
///
/// Every random decision the engine makes comes from one of these, seeded from the run's seed
/// and the case index, so a case is the same on every run, machine and thread count.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    @usableFromInline var s0: UInt64
    @usableFromInline var s1: UInt64
    @usableFromInline var s2: UInt64
    @usableFromInline var s3: UInt64

    /// Creates a generator whose whole stream is determined by `seed`.
    public init(seed: UInt64) {
        var mixer = seed
        s0 = SeededRandom.splitMix(&mixer)
        s1 = SeededRandom.splitMix(&mixer)
        s2 = SeededRandom.splitMix(&mixer)
        s3 = SeededRandom.splitMix(&mixer)
    }

    /// The next 64 random bits.
    @inlinable @inline(__always)
    public mutating func next() -> UInt64 {
        let result = rotl(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotl(s3, 45)
        return result
    }

    /// A uniformly distributed value in `0...bound` (inclusive), without modulo bias.
    @inlinable @inline(__always)
    public mutating func next(upTo bound: UInt64) -> UInt64 {
        if bound == .max { return next() }
        let range = bound &+ 1
        // Lemire's nearly divisionless method.
        var m = next().multipliedFullWidth(by: range)
        if m.low < range {
            let threshold = (0 &- range) % range
            while m.low < threshold { m = next().multipliedFullWidth(by: range) }
        }
        return m.high
    }

    /// A uniformly distributed double in `0..<1`.
    @inlinable @inline(__always)
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// SplitMix64: the standard way to expand one 64-bit seed into well-mixed words.
    public static func splitMix(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Mixes a run seed and a case index into the seed of that case.
    public static func caseSeed(runSeed: UInt64, caseIndex: Int) -> UInt64 {
        var state = runSeed ^ (UInt64(truncatingIfNeeded: caseIndex) &* 0xD1B5_4A32_D192_ED03)
        return splitMix(&state)
    }

    @inlinable @inline(__always)
    func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
}
