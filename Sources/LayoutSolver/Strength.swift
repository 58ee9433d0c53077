/// Constraint strengths, as kiwi defines them: plain numbers, not lexicographic weights.
///
/// `create(a, b, c, w)` packs three tiers into one weight, each part clipped to 0…1000:
/// `a·w·10⁶ + b·w·10³ + c·w`. So `weak = 1`, `medium = 10³`, `strong = 10⁶` and
/// `required = 1,001,001,000`. A constraint is required exactly when its strength is
/// `required`; required constraints are hard, the others are minimised by weight.
public enum Strength {
    /// Builds a strength from its three tiers and a multiplier.
    public static func create(_ a: Double, _ b: Double, _ c: Double, _ w: Double = 1) -> Double {
        var result = 0.0
        result += max(0, min(1000, a * w)) * 1_000_000
        result += max(0, min(1000, b * w)) * 1_000
        result += max(0, min(1000, c * w))
        return result
    }

    /// Hard constraints: always satisfied, or reported as unsatisfiable.
    public static let required = create(1000, 1000, 1000)
    /// The strongest optional tier.
    public static let strong = create(1, 0, 0)
    /// The middle optional tier.
    public static let medium = create(0, 1, 0)
    /// The weakest optional tier.
    public static let weak = create(0, 0, 1)

    /// Clips a strength into `0…required`.
    public static func clip(_ value: Double) -> Double {
        max(0, min(required, value))
    }

    /// The strength that stands for a UIKit priority (`UILayoutPriority`, 0…1000).
    ///
    /// Apple's priority→weight mapping is undocumented (see `reference/solver-kiwi.md` §7), so
    /// this is a design choice: 1000 is required; below it `weight = 10^(6·p/1000)`, which
    /// keeps the order of priorities and a 1000:1 gap between `defaultLow` (250 → ≈ 31.6) and
    /// `defaultHigh` (750 → ≈ 31,623), stays below `strong` for every optional priority
    /// (999 → ≈ 986,000), and gives `medium` at 500. Many low-priority constraints can still
    /// outweigh one higher one, as with any linear weighting.
    public static func forPriority(_ priority: Float) -> Double {
        if priority >= 1000 { return required }
        // Whole priorities (what apps and UIKit use) come from a table of the same values,
        // computed once: the series below costs a few hundred instructions per constraint.
        if priority >= 0, priority == priority.rounded(.towardZero) { return wholePriorities[Int(priority)] }
        return weight(priority)
    }

    /// ``forPriority(_:)``'s value for each whole priority 0…999, as ``weight(_:)`` computes it.
    private static let wholePriorities: [Double] = (0..<1000).map { weight(Float($0)) }

    private static func weight(_ priority: Float) -> Double {
        let p = Double(max(0, priority))
        return pow10(6 * p / 1000)
    }

    private static func pow10(_ x: Double) -> Double {
        // exp(x·ln 10), without Foundation.
        var result = 1.0
        var term = 1.0
        let y = x * 2.302585092994046
        for n in 1...60 {
            term *= y / Double(n)
            result += term
            if term < 1e-15 * result { break }
        }
        return result
    }
}
