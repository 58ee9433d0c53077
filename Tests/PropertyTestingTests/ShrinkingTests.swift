import PropertyTesting
import Testing

/// A binary tree with no payload; `depth(.leaf) == 0`.
indirect enum Tree: Equatable, CustomStringConvertible {
    case leaf
    case node(Tree, Tree)

    var depth: Int {
        switch self {
        case .leaf: return 0
        case let .node(left, right): return 1 + max(left.depth, right.depth)
        }
    }

    var description: String {
        switch self {
        case .leaf: return "leaf"
        case let .node(l, r): return "node(\(l), \(r))"
        }
    }
}

let trees = Gen.recursive(maxDepth: 8, base: .constant(Tree.leaf)) { child in
    Gen.zip(child, child).map { Tree.node($0, $1) }
}

/// The shrinking challenges, each of which must reach its exact minimum on every seed.
@Suite("Shrinking reaches the exact minimum")
struct ShrinkingTests {
    static let seeds: [UInt64] = Array(1...20)

    func config(_ seed: UInt64) -> CheckConfig {
        CheckConfig(cases: 1_000, seed: seed, readsEnvironment: false)
    }

    @Test("an integer ≥ 1000 shrinks to 1000", arguments: seeds)
    func integerAtLeast1000(seed: UInt64) throws {
        let result = check(Gen.integer(in: Int.min...Int.max), config: config(seed)) { $0 < 1000 }
        let cex = try #require(result.counterexample)
        #expect(cex.value == 1000)
        #expect(cex.shrinkEvaluations <= 2_000)
    }

    @Test("a list whose sum exceeds 100 shrinks to [101]", arguments: seeds)
    func listSum(seed: UInt64) throws {
        let gen = Gen.int(in: -1000...1000).array(count: 0...20)
        let result = check(gen, config: config(seed)) { $0.reduce(0, +) <= 100 }
        let cex = try #require(result.counterexample)
        #expect(cex.value == [101])
        #expect(cex.shrinkEvaluations <= 2_000)
    }

    @Test("a list with a duplicate shrinks to [0, 0]", arguments: seeds)
    func duplicate(seed: UInt64) throws {
        let gen = Gen.int(in: -1000...1000).array(count: 0...20)
        let result = check(gen, config: config(seed)) { Set($0).count == $0.count }
        let cex = try #require(result.counterexample)
        #expect(cex.value == [0, 0])
        #expect(cex.shrinkEvaluations <= 2_000)
    }

    @Test("a pair with a + b > 1000 shrinks to (0, 1001)", arguments: seeds)
    func pairSum(seed: UInt64) throws {
        let gen = Gen.zip(Gen.int(in: 0...10_000), Gen.int(in: 0...10_000))
        let result = check(gen, config: config(seed)) { $0.0 + $0.1 <= 1000 }
        let cex = try #require(result.counterexample)
        #expect(cex.value.0 == 0 && cex.value.1 == 1001)
        #expect(cex.shrinkEvaluations <= 2_000)
    }

    @Test("a tree of depth ≥ 3 shrinks to the smallest such tree", arguments: seeds)
    func treeDepth(seed: UInt64) throws {
        let result = check(trees, config: config(seed)) { $0.depth < 3 }
        let cex = try #require(result.counterexample)
        #expect(cex.value == .node(.leaf, .node(.leaf, .node(.leaf, .leaf))))
        #expect(cex.choices == [1, 0, 1, 0, 1, 0, 0])
        #expect(cex.shrinkEvaluations <= 2_000)
    }

    @Test("a list of lists with ≥ 3 elements in total shrinks to [[0, 0, 0]]", arguments: seeds)
    func nestedLists(seed: UInt64) throws {
        let gen = Gen.int(in: -100...100).array(count: 0...5).array(count: 0...5)
        let result = check(gen, config: config(seed)) { $0.reduce(0) { $0 + $1.count } < 3 }
        let cex = try #require(result.counterexample)
        #expect(cex.value == [[0, 0, 0]])
        #expect(cex.shrinkEvaluations <= 2_000)
    }

    /// Moving value between two full-width integers whose sum (mod 256) must be kept probes
    /// moves past 2^62: the search doubled its probe past Int.max and trapped (arithmetic
    /// overflow in `findInteger`) before it was computed in 128 bits.
    @Test("moving value between two Int.max-wide choices does not overflow", arguments: [1, 2, 3] as [UInt64])
    func redistributionNearIntMax(seed: UInt64) throws {
        let gen = Gen.zip(Gen.integer(in: Int.min...Int.max), Gen.integer(in: Int.min...Int.max))
        let fails: (Int, Int) -> Bool = { x, y in (x &+ y) & 255 == 128 && x.magnitude > 1 }
        let result = check(gen, config: CheckConfig(cases: 2_000, seed: seed, readsEnvironment: false)) { !fails($0, $1) }
        let cex = try #require(result.counterexample)
        #expect(fails(cex.value.0, cex.value.1))
        #expect(cex.value.0.magnitude == 2)
    }

    @Test("flatMap shrinks both the length and the list", arguments: seeds)
    func flatMapLength(seed: UInt64) throws {
        let gen = Gen.int(in: 0...10).flatMap { n in
            Gen.int(in: 0...1000).array(count: n...n).map { (n, $0) }
        }
        let result = check(gen, config: config(seed)) { n, xs in !(n >= 2 && xs.reduce(0, +) > 100) }
        let cex = try #require(result.counterexample)
        #expect(cex.value.0 == 2)
        #expect(cex.value.1 == [0, 101])
        #expect(cex.shrinkEvaluations <= 2_000)
    }
}

@Suite("Generators shrink toward their simplest value")
struct GeneratorOrderTests {
    func minimum<T>(_ gen: Gen<T>, failingWhen fails: @escaping (T) -> Bool) -> T? {
        check(gen, config: CheckConfig(cases: 500, seed: 3, readsEnvironment: false)) { !fails($0) }.counterexample?.value
    }

    @Test func integersShrinkTowardTheBoundNearestZero() {
        #expect(minimum(Gen.int(in: 10...500)) { _ in true } == 10)
        #expect(minimum(Gen.int(in: -500...(-10))) { _ in true } == -10)
        #expect(minimum(Gen.int(in: -50...50)) { $0 < -7 } == -8)
        #expect(minimum(Gen.integer(in: UInt8.min...UInt8.max)) { $0 > 200 } == 201)
        #expect(minimum(Gen.integer(in: Int16.min...Int16.max)) { $0 < -300 } == -301)
        #expect(minimum(Gen.integer(in: UInt64.min...UInt64.max)) { $0 > 1 << 40 } == (1 << 40) + 1)
    }

    @Test func elementsAndBranchesShrinkTowardTheFirst() {
        #expect(minimum(Gen.element(of: ["a", "b", "c", "d"])) { _ in true } == "a")
        #expect(minimum(Gen.oneOf(Gen.constant(1), Gen.constant(2), Gen.constant(3))) { _ in true } == 1)
        #expect(minimum(Gen.frequency((1, Gen.constant("x")), (9, Gen.constant("y")))) { _ in true } == "x")
        #expect(minimum(Gen.element(of: ["a", "b", "c", "d"])) { $0 >= "c" } == "c")
    }

    @Test func optionalsShrinkToNilAndBoolsToFalse() {
        #expect(minimum(Gen.int(in: 0...9).optional) { _ in true } == .some(nil))
        #expect(minimum(Gen.int(in: 0...9).optional) { $0 != nil } == .some(0))
        #expect(minimum(Gen.bool) { _ in true } == false)
    }

    @Test func doublesShrinkTowardZero() {
        #expect(minimum(Gen.double(in: -5...5)) { _ in true } == 0)
        #expect(minimum(Gen.double(in: 2...5)) { _ in true } == 2)
        let big = minimum(Gen.double(in: 0...1000)) { $0 >= 250 }
        #expect(big.map { $0 >= 250 && $0 < 250.000001 } == true)
    }

    @Test func mapAndFilterShrinkThroughTheTransformation() {
        let evens = Gen.int(in: 0...1000).filter { $0 % 2 == 0 }.map { $0 * 3 }
        #expect(minimum(evens) { $0 > 100 } == 102)
    }
}

/// A generated value that counts how many of its kind are alive.
private final class Counted: @unchecked Sendable {
    nonisolated(unsafe) static var alive = 0
    let number: Int
    init(_ number: Int) { self.number = number; Counted.alive += 1 }
    deinit { Counted.alive -= 1 }
}

@Suite("Shrinking keeps nothing it generated", .serialized)
struct ShrinkingMemoryTests {
    /// Every value a shrink evaluation generates is released with it. A failing evaluation
    /// used to leak its value (a `guard case` on one element of the returned tuple left the
    /// other with one retain too many): a long fuzz run grew with every failure it shrank.
    @Test func everyValueGeneratedWhileShrinkingIsReleased() {
        Counted.alive = 0
        do {
            let values = Gen.int(in: 0...1_000).map { Counted($0) }.array(count: 1...20)
            let result = check(values, config: CheckConfig(cases: 200, seed: 5, readsEnvironment: false)) { list in
                list.reduce(0) { $0 + $1.number } < 500
            }
            let steps = result.counterexample?.shrinkSteps ?? 0
            #expect(steps > 0)
        }
        let alive = Counted.alive
        #expect(alive == 0)
    }
}
