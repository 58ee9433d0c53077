extension Gen {
    /// A value from one of `generators`, chosen uniformly; shrinks toward the first generator.
    public static func oneOf(_ generators: Gen<Value>...) -> Gen<Value> {
        oneOf(generators)
    }

    /// A value from one of `generators`, chosen uniformly; shrinks toward the first generator.
    public static func oneOf(_ generators: [Gen<Value>]) -> Gen<Value> {
        precondition(!generators.isEmpty, "Gen.oneOf needs at least one generator")
        let maxIndex = UInt64(generators.count - 1)
        return Gen { source in
            try source.withinSpan(.branch) {
                let branch = Int(try source.drawUniform(maxIndex: maxIndex))
                return try generators[branch].body(source)
            }
        }
    }

    /// A value from one of `choices`, each picked with probability proportional to its weight;
    /// shrinks toward the first entry whatever the weights.
    public static func frequency(_ choices: [(weight: Int, generator: Gen<Value>)]) -> Gen<Value> {
        precondition(!choices.isEmpty, "Gen.frequency needs at least one entry")
        precondition(choices.allSatisfy { $0.weight >= 0 }, "Gen.frequency weights must be ≥ 0")
        let total = UInt64(choices.reduce(0) { $0 + $1.weight })
        precondition(total > 0, "Gen.frequency needs a positive total weight")
        var cumulative: [UInt64] = []
        var sum: UInt64 = 0
        for entry in choices {
            sum += UInt64(entry.weight)
            cumulative.append(sum)
        }
        // A closure, not `\.generator`: a key path into a generic tuple is instantiated on every
        // call, and scenario generators are built per case.
        let generators = choices.map { $0.generator }
        let maxIndex = UInt64(choices.count - 1)
        return Gen { source in
            try source.withinSpan(.branch) {
                let branch = Int(try source.draw(maxIndex: maxIndex, kind: .integer) { random in
                    let roll = random.next(upTo: total - 1)
                    return UInt64(cumulative.firstIndex { roll < $0 }!)
                })
                return try generators[branch].body(source)
            }
        }
    }

    /// A value from one of `choices`, each picked with probability proportional to its weight.
    public static func frequency(_ choices: (Int, Gen<Value>)...) -> Gen<Value> {
        frequency(choices.map { (weight: $0.0, generator: $0.1) })
    }

    /// An array whose length lies in `count`; shrinks toward shorter arrays, then simpler
    /// elements.
    ///
    /// Each element past the minimum is preceded by a "one more" flag inside the element's
    /// span, so deleting an element's span deletes exactly that element.
    public func array(count: ClosedRange<Int>) -> Gen<[Value]> {
        precondition(count.lowerBound >= 0, "array counts are never negative")
        let lower = count.lowerBound, upper = count.upperBound
        return Gen<[Value]> { source in
            var result: [Value] = []
            result.reserveCapacity(lower)
            for _ in 0..<lower {
                result.append(try source.withinSpan(.listElement) { try self.body(source) })
            }
            let planned = source.planningSample { random in
                let spread = UInt64(upper - lower)
                let cap = random.next() & 1 == 0 ? spread : Swift.min(spread, 8)
                return random.next(upTo: cap)
            }.map { lower + Int($0) }
            var length = lower
            while length < upper {
                source.startSpan(.listElement)
                let more = try source.drawBool(forcedWhenGenerating: length < (planned ?? 0))
                if !more {
                    source.endSpan()
                    break
                }
                let element = try self.body(source)
                source.endSpan()
                result.append(element)
                length += 1
            }
            return result
        }
    }

    /// `nil` or a value; shrinks toward `nil`.
    public var optional: Gen<Value?> {
        Gen<Value?> { source in
            try source.withinSpan(.optional) {
                try source.drawBool(probability: 0.75) ? try self.body(source) : nil
            }
        }
    }

    /// A generator defined in terms of itself, for trees and other recursive values.
    ///
    /// At each level the generator picks between `base` (simpler, shrunk toward) and
    /// `extend` applied to the generator one level down; below `maxDepth` levels only `base`
    /// is used, so generation always ends. Every node is a span with the same label, so the
    /// shrinker can replace a tree by one of its subtrees.
    ///
    /// ```swift
    /// indirect enum Tree { case leaf, node(Tree, Tree) }
    /// let trees = Gen.recursive(maxDepth: 6, base: .constant(Tree.leaf)) { child in
    ///     Gen.zip(child, child).map { Tree.node($0, $1) }
    /// }
    /// ```
    public static func recursive(
        maxDepth: Int, base: Gen<Value>, _ extend: (Gen<Value>) -> Gen<Value>
    ) -> Gen<Value> {
        precondition(maxDepth >= 0, "maxDepth must be ≥ 0")
        var level = Gen { source in try source.withinSpan(.recursion) { try base.body(source) } }
        for _ in 0..<maxDepth {
            let below = level
            let node = extend(below)
            level = Gen { source in
                try source.withinSpan(.recursion) {
                    try source.drawBool(probability: 0.5) ? try node.body(source) : try base.body(source)
                }
            }
        }
        return level
    }

    /// A generator built when it is first used, for mutually recursive definitions. The
    /// choice budget (``CheckConfig/maxChoicesPerCase``) bounds runaway recursion.
    public static func lazy(_ make: @escaping () -> Gen<Value>) -> Gen<Value> {
        Gen { source in try make().body(source) }
    }
}

extension Gen {
    /// A pair of independent values; shrinks each part.
    public static func zip<A, B>(_ a: Gen<A>, _ b: Gen<B>) -> Gen<(A, B)> where Value == (A, B) {
        Gen { source in (try a.body(source), try b.body(source)) }
    }

    /// A triple of independent values; shrinks each part.
    public static func zip<A, B, C>(
        _ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>
    ) -> Gen<(A, B, C)> where Value == (A, B, C) {
        Gen { source in (try a.body(source), try b.body(source), try c.body(source)) }
    }

    /// Four independent values; shrinks each part.
    public static func zip<A, B, C, D>(
        _ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>, _ d: Gen<D>
    ) -> Gen<(A, B, C, D)> where Value == (A, B, C, D) {
        Gen { source in
            (try a.body(source), try b.body(source), try c.body(source), try d.body(source))
        }
    }

    /// Five independent values; shrinks each part.
    public static func zip<A, B, C, D, E>(
        _ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>, _ d: Gen<D>, _ e: Gen<E>
    ) -> Gen<(A, B, C, D, E)> where Value == (A, B, C, D, E) {
        Gen { source in
            (try a.body(source), try b.body(source), try c.body(source), try d.body(source),
             try e.body(source))
        }
    }

    /// Six independent values; shrinks each part.
    public static func zip<A, B, C, D, E, F>(
        _ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>, _ d: Gen<D>, _ e: Gen<E>, _ f: Gen<F>
    ) -> Gen<(A, B, C, D, E, F)> where Value == (A, B, C, D, E, F) {
        Gen { source in
            (try a.body(source), try b.body(source), try c.body(source), try d.body(source),
             try e.body(source), try f.body(source))
        }
    }
}
