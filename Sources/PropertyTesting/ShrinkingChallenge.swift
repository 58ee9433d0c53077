import Foundation

/// The thirteen problems of the public shrinking challenge (github.com/jlink/shrinking-challenge,
/// `challenges/*.md`), written with this engine's generators, each with its exact minimum.
///
/// They measure the shrinker: how often it reaches the minimum and how many property
/// evaluations it spends. The engine's tests pin each minimum and an evaluation bound over
/// several seeds; `clearance-bench engine` prints each problem's figures.
public struct ShrinkingChallenge: Sendable {
    /// What one run of a challenge gave.
    public struct Outcome: Sendable, Equatable {
        /// The shrunk counterexample as text, spaces removed (`"none"` if no case failed).
        public var value: String
        /// Property evaluations spent shrinking.
        public var evaluations: Int
        /// Whether `value` is the challenge's exact minimum.
        public var isMinimal: Bool
    }

    /// The challenge's name, as the public challenge spells its report (`bound5`, `reverse`…).
    public let name: String
    /// The minimum, printed as ``Outcome/value`` prints it.
    public let minimum: String
    private let body: @Sendable (UInt64) -> Outcome

    /// Generates failing cases with `seed` and shrinks the first one found.
    public func run(seed: UInt64) -> Outcome { body(seed) }

    private static func make<T>(
        _ name: String, _ gen: Gen<T>, minimum: String, cases: Int = 2_000,
        describe: @escaping @Sendable (T) -> String = { "\($0)" }, fails: @escaping @Sendable (T) -> Bool
    ) -> ShrinkingChallenge {
        ShrinkingChallenge(name: name, minimum: minimum) { seed in
            let config = CheckConfig(cases: cases, seed: seed, readsEnvironment: false)
            let result = check(gen, config: config) { !fails($0) }
            guard let cex = result.counterexample else { return Outcome(value: "none", evaluations: 0, isMinimal: false) }
            let text = describe(cex.value).replacingOccurrences(of: " ", with: "")
            return Outcome(value: text, evaluations: cex.shrinkEvaluations, isMinimal: text == minimum)
        }
    }

    /// Every challenge, in the order of the public challenge's list.
    public static let all: [ShrinkingChallenge] = [
        bound5, largeUnionList, reverse, calculator, lengthList,
        difference("difference_must_not_be_zero", minimum: "(10,10)") { $0 >= 10 && $0 == $1 },
        difference("difference_must_not_be_small", minimum: "(10,6)") { a, b in a >= 10 && (1...4).contains(abs(a - b)) },
        difference("difference_must_not_be_one", minimum: "(10,9)") { a, b in a >= 10 && abs(a - b) == 1 },
        binaryHeap, coupling, deletion, distinct, nestedLists,
    ]

    // MARK: - The problems

    /// Five lists of 16-bit integers, each summing (with overflow) below 256, whose total
    /// (with overflow) reaches 5 × 256.
    static let bound5: ShrinkingChallenge = {
        @Sendable func sum(_ xs: [Int16]) -> Int16 { xs.reduce(0, &+) }
        let list = Gen.integer(in: Int16.min...Int16.max).array(count: 0...10).filter { sum($0) < 256 }
        return make("bound5", Gen.zip(list, list, list, list, list), minimum: "([],[],[],[-1],[-32768])") { t in
            [t.0, t.1, t.2, t.3, t.4].map(sum).reduce(0, &+) >= 5 * 256
        }
    }()

    /// Lists of integers with five distinct values among them.
    static let largeUnionList = make(
        "large_union_list", Gen.integer(in: Int.min...Int.max).array(count: 0...10).array(count: 0...10),
        minimum: "[[0,1,-1,2,-2]]"
    ) { Set($0.joined()).count >= 5 }

    /// A list that differs from its reverse.
    static let reverse = make("reverse", Gen.integer(in: Int.min...Int.max).array(count: 0...20), minimum: "[0,1]") {
        $0 != $0.reversed()
    }

    /// A calculator expression with no literal division by zero that divides by zero.
    static let calculator: ShrinkingChallenge = {
        let expressions = Gen.recursive(maxDepth: 4, base: Gen.int(in: -10...10).map(Expression.literal)) { child in
            Gen.oneOf(Gen.zip(child, child).map(Expression.add), Gen.zip(child, child).map(Expression.divide))
        }
        return make("calculator", expressions.filter(\.hasNoLiteralZeroDivisor), minimum: "div(0,add(0,0))") {
            $0.evaluated == nil
        }
    }()

    /// A list whose length is drawn first (`flatMap`), holding an element ≥ 900.
    static let lengthList = make(
        "lengthlist", Gen.int(in: 1...100).flatMap { n in Gen.int(in: 0...1000).array(count: n...n) }, minimum: "[900]"
    ) { ($0.max() ?? 0) >= 900 }

    /// Two positive integers, the first ≥ 10, whose difference has some property.
    static func difference(_ name: String, minimum: String, fails: @escaping @Sendable (Int, Int) -> Bool) -> ShrinkingChallenge {
        make(name, Gen.zip(Gen.int(in: 1...1000), Gen.int(in: 1...1000)), minimum: minimum, cases: 20_000) { fails($0.0, $0.1) }
    }

    /// A heap whose (wrong) conversion to a sorted list is not sorted.
    static let binaryHeap = make("binheap", Heap.generator(minimum: 0, depth: 5),
                                 minimum: "(0,None,(0,(0,None,None),(1,None,None)))", describe: { Heap.describe($0) }) { heap in
        let wrong = Heap.wrongSortedList(heap)
        return wrong != wrong.sorted() || Heap.list(heap).sorted() != wrong
    }

    /// A list of indices into itself where two positions point at each other.
    static let coupling = make(
        "coupling", Gen.int(in: 1...10).flatMap { n in Gen.int(in: 0...(n - 1)).array(count: n...n) }, minimum: "[1,0]"
    ) { xs in xs.indices.contains { i in xs[i] != i && xs[xs[i]] == i } }

    /// A list and an index into it: removing the first copy of that element leaves another.
    static let deletion = make(
        "deletion",
        Gen.int(in: -1000...1000).array(count: 1...20).flatMap { xs in Gen.int(in: 0...(xs.count - 1)).map { (xs, $0) } },
        minimum: "([0,0],0)"
    ) { xs, i in
        var rest = xs
        rest.remove(at: rest.firstIndex(of: xs[i])!)
        return rest.contains(xs[i])
    }

    /// A list with three distinct elements.
    static let distinct = make("distinct", Gen.int(in: -1000...1000).array(count: 0...20), minimum: "[0,1,-1]") {
        Set($0).count >= 3
    }

    /// Lists of lists holding more than 10 elements in all.
    static let nestedLists = make(
        "nestedlists", Gen.int(in: -1000...1000).array(count: 0...20).array(count: 0...10),
        minimum: "[[0,0,0,0,0,0,0,0,0,0,0]]"
    ) { $0.reduce(0) { $0 + $1.count } > 10 }
}

/// The calculator challenge's expressions.
enum Expression: CustomStringConvertible, Sendable {
    case literal(Int)
    indirect case add(Expression, Expression)
    indirect case divide(Expression, Expression)

    /// No `x / 0` with a literal 0 anywhere.
    var hasNoLiteralZeroDivisor: Bool {
        switch self {
        case .literal: return true
        case let .add(a, b): return a.hasNoLiteralZeroDivisor && b.hasNoLiteralZeroDivisor
        case let .divide(a, b):
            if case .literal(0) = b { return false }
            return a.hasNoLiteralZeroDivisor && b.hasNoLiteralZeroDivisor
        }
    }

    /// The value, or `nil` on a division by zero.
    var evaluated: Int? {
        switch self {
        case let .literal(n): return n
        case let .add(a, b):
            guard let x = a.evaluated, let y = b.evaluated else { return nil }
            return x &+ y
        case let .divide(a, b):
            guard let x = a.evaluated, let y = b.evaluated, y != 0 else { return nil }
            return x / y
        }
    }

    var description: String {
        switch self {
        case let .literal(n): return "\(n)"
        case let .add(a, b): return "add(\(a),\(b))"
        case let .divide(a, b): return "div(\(a),\(b))"
        }
    }
}

/// The binary-heap challenge's heaps: a key no smaller than its parent's, and two subheaps.
final class Heap: Sendable {
    let key: Int
    let left: Heap?
    let right: Heap?

    init(key: Int, left: Heap?, right: Heap?) {
        self.key = key
        self.left = left
        self.right = right
    }

    /// Heaps whose keys are at least `minimum`, at most `depth` levels deep; shrinks toward
    /// `nil` and toward keys equal to their parent's.
    static func generator(minimum: Int, depth: Int) -> Gen<Heap?> {
        Gen { source in
            try source.withinSpan(.recursion) {
                guard depth > 0, try source.drawBool(probability: 0.6) else { return nil }
                let key = try Gen.int(in: minimum...(minimum + 1000)).generate(from: source)
                let left = try generator(minimum: key, depth: depth - 1).generate(from: source)
                let right = try generator(minimum: key, depth: depth - 1).generate(from: source)
                return Heap(key: key, left: left, right: right)
            }
        }
    }

    static func describe(_ heap: Heap?) -> String {
        guard let heap else { return "None" }
        return "(\(heap.key),\(describe(heap.left)),\(describe(heap.right)))"
    }

    /// The keys, each node before its right subheap before its left one.
    static func list(_ heap: Heap?) -> [Int] {
        var stack = [heap], result: [Int] = []
        while let top = stack.popLast() {
            guard let node = top else { continue }
            result.append(node.key)
            stack.append(node.left)
            stack.append(node.right)
        }
        return result
    }

    static func merge(_ a: Heap?, _ b: Heap?) -> Heap? {
        guard let a else { return b }
        guard let b else { return a }
        if a.key <= b.key { return Heap(key: a.key, left: merge(a.right, b), right: a.left) }
        return Heap(key: b.key, left: merge(b.right, a), right: b.left)
    }

    /// The bug: the root, then the merged subheaps in traversal order instead of sorted.
    static func wrongSortedList(_ heap: Heap?) -> [Int] {
        guard let heap else { return [] }
        return [heap.key] + list(merge(heap.left, heap.right))
    }
}
