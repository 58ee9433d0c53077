extension Gen {
    /// Always the same value; draws nothing.
    public static func constant(_ value: Value) -> Gen<Value> {
        Gen { _ in value }
    }
}

extension Gen where Value == Int {
    /// An `Int` in `range`, shrinking toward 0, or toward the bound nearest 0 when the range
    /// does not contain 0.
    @inlinable
    public static func int(in range: ClosedRange<Int>) -> Gen<Int> {
        integer(in: range)
    }
}

extension Gen where Value: FixedWidthInteger {
    /// An integer of any fixed-width type in `range` (the full range of the type is allowed),
    /// shrinking toward 0, or toward the bound nearest 0 when the range does not contain 0.
    @inlinable
    public static func integer(in range: ClosedRange<Value>) -> Gen<Value> {
        let layout = IntegerLayout(lower: Int128(range.lowerBound), upper: Int128(range.upperBound))
        let maxIndex = layout.maxIndex, below = layout.valuesBelowTarget
        if maxIndex == 0 { return .constant(range.lowerBound) }
        return Gen { source in
            let index = try source.draw(maxIndex: maxIndex, kind: .integer, valuesBelowTarget: below) {
                layout.sample(&$0)
            }
            return Value(truncatingIfNeeded: layout.value(at: index))
        }
    }
}

extension Gen where Value == Bool {
    /// `false` or `true` with equal probability; shrinks to `false`.
    public static var bool: Gen<Bool> {
        Gen { source in try source.drawBool() }
    }
}

extension Gen where Value == Double {
    /// A finite `Double` in `range`, shrinking toward 0 (or the bound nearest 0).
    ///
    /// The value is the shrink target plus a magnitude drawn on a grid of 2⁵³ steps of the
    /// side of the range it falls on; when the range straddles the target a sign is drawn
    /// first (the side toward `upperBound` is the simpler one).
    public static func double(in range: ClosedRange<Double>) -> Gen<Double> {
        precondition(range.lowerBound.isFinite && range.upperBound.isFinite,
                     "Gen.double(in:) needs a finite range")
        let lower = range.lowerBound, upper = range.upperBound
        if lower == upper { return .constant(lower) }
        let target = lower > 0 ? lower : (upper < 0 ? upper : 0)
        let above = upper - target, below = target - lower
        let steps: UInt64 = 1 << 53
        return Gen { source in
            var side = above > 0 ? 1.0 : -1.0
            if above > 0 && below > 0 {
                side = try source.drawBool(probability: below / (above + below)) ? -1 : 1
            }
            let length = side > 0 ? above : below
            let index = try source.draw(maxIndex: steps, kind: .float) { random in
                switch random.next() & 15 {
                case 0: return 0
                case 1: return steps
                default: return random.next(upTo: steps)
                }
            }
            let value = target + side * length * (Double(index) / Double(steps))
            return Swift.min(Swift.max(value, lower), upper)
        }
    }
}

extension Gen {
    /// One element of `elements`, chosen uniformly; shrinks toward the first element.
    public static func element<C: Collection>(of elements: C) -> Gen<Value> where C.Element == Value {
        let array = Array(elements)
        precondition(!array.isEmpty, "Gen.element(of:) needs at least one element")
        if array.count == 1 { return .constant(array[0]) }
        let maxIndex = UInt64(array.count - 1)
        return Gen { source in
            array[Int(try source.drawUniform(maxIndex: maxIndex))]
        }
    }
}

extension Gen where Value: CaseIterable {
    /// One case of a `CaseIterable` type; shrinks toward the first case.
    public static var anyCase: Gen<Value> { .element(of: Value.allCases) }
}
