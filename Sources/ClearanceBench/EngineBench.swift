import Foundation
import PropertyTesting

/// `engine`: generation speed on one core, and each shrinking challenge's result and cost.
/// With `CLEARANCE_ENGINE_BENCH=challenges` in the environment only the public shrinking
/// challenge runs.
enum EngineBench {
    static func run() {
        if ProcessInfo.processInfo.environment["CLEARANCE_ENGINE_BENCH"] == "challenges" { return challenges() }
        let cases = 1_000_000
        let ints = Gen.int(in: 0...1000)
        let intSeconds = Figures.median(runs: 3) {
            _ = check(ints, config: CheckConfig(cases: cases, seed: 1, jobs: 1, readsEnvironment: false)) { _ in true }
        }
        Figures.print("engine.int_examples_per_s", Double(cases) / intSeconds, "/s", decimals: 0)
        let lists = Gen.integer(in: Int.min...Int.max).array(count: 0...20)
        let listSeconds = Figures.median(runs: 3) {
            _ = check(lists, config: CheckConfig(cases: cases, seed: 1, jobs: 1, readsEnvironment: false)) { _ in true }
        }
        Figures.print("engine.list_examples_per_s", Double(cases) / listSeconds, "/s", decimals: 0)

        for problem in ShrinkProblems.all {
            var worst = 0
            var minimal = 0
            var example = ""
            for seed in 1...20 {
                let (result, evaluations, isMinimal) = problem.run(UInt64(seed))
                worst = max(worst, evaluations)
                if isMinimal { minimal += 1 }
                if seed == 1 { example = result }
            }
            Figures.print("engine.shrink.\(problem.name).result", example, "value")
            Figures.print("engine.shrink.\(problem.name).minimal_seeds", "\(minimal)/20", "seeds")
            Figures.print("engine.shrink.\(problem.name).max_evaluations", Double(worst), "evals", decimals: 0)
        }
        challenges()
    }

    /// The public shrinking challenge's 13 problems over 20 seeds: how many seeds reach the
    /// exact minimum, and the median and largest number of evaluations spent.
    static func challenges(seeds: ClosedRange<UInt64> = 1...20) {
        for challenge in ShrinkingChallenge.all {
            let outcomes = seeds.map { challenge.run(seed: $0) }
            let evaluations = outcomes.map(\.evaluations).sorted()
            let misses = zip(seeds, outcomes).filter { !$0.1.isMinimal }.map { "seed \($0.0): \($0.1.value)" }
            let name = "engine.challenge.\(challenge.name)"
            Figures.print("\(name).minimal_seeds", "\(outcomes.filter(\.isMinimal).count)/\(outcomes.count)", "seeds")
            Figures.print("\(name).median_evaluations", Double(evaluations[evaluations.count / 2]), "evals", decimals: 0)
            Figures.print("\(name).max_evaluations", Double(evaluations.last ?? 0), "evals", decimals: 0)
            if !misses.isEmpty { Figures.print("\(name).other_results", misses.prefix(3).joined(separator: ", "), "") }
        }
    }
}

extension EngineBench {
    /// Prints the counterexample of a fixed property, for the cross-process determinism test.
    static func probe(seed: UInt64, jobs: Int) {
        let gen = Gen.zip(Gen.int(in: -1000...1000).array(count: 0...20), Gen.element(of: ["a", "b", "c"]))
        let result = check(gen, config: CheckConfig(cases: 5_000, seed: seed, jobs: jobs, readsEnvironment: false)) { xs, s in
            !(xs.count > 3 && xs.reduce(0, +) > 500 && s != "a")
        }
        guard let cex = result.counterexample else { return print("passed") }
        print("case \(cex.caseIndex ?? -1) token \(cex.replayToken) value \(cex.value) original \(cex.originalValue) evaluations \(cex.shrinkEvaluations)")
    }
}

/// The shrinking challenges of the engine's tests, with their exact minima.
struct ShrinkProblems {
    var name: String
    /// Runs the problem with a seed: the shrunk value as text, the evaluations spent, and
    /// whether the value is the exact minimum.
    var run: (UInt64) -> (String, Int, Bool)

    static func make<T>(_ name: String, _ gen: Gen<T>, minimum: String, fails: @escaping (T) -> Bool) -> ShrinkProblems {
        ShrinkProblems(name: name) { seed in
            let result = check(gen, config: CheckConfig(cases: 1_000, seed: seed, readsEnvironment: false)) { !fails($0) }
            guard let cex = result.counterexample else { return ("none", 0, false) }
            let text = "\(cex.value)".replacingOccurrences(of: " ", with: "")
            return (text, cex.shrinkEvaluations, text == minimum)
        }
    }

    indirect enum Tree: CustomStringConvertible {
        case leaf
        case node(Tree, Tree)
        var depth: Int {
            if case let .node(l, r) = self { return 1 + max(l.depth, r.depth) }
            return 0
        }
        var description: String {
            if case let .node(l, r) = self { return "node(\(l),\(r))" }
            return "leaf"
        }
    }

    static let all: [ShrinkProblems] = [
        make("integer_at_least_1000", Gen.integer(in: Int.min...Int.max), minimum: "1000") { $0 >= 1000 },
        make("list_sum_over_100", Gen.int(in: -1000...1000).array(count: 0...20), minimum: "[101]") { $0.reduce(0, +) > 100 },
        make("list_with_duplicate", Gen.int(in: -1000...1000).array(count: 0...20), minimum: "[0,0]") { Set($0).count != $0.count },
        make("pair_sum_over_1000", Gen.zip(Gen.int(in: 0...10_000), Gen.int(in: 0...10_000)), minimum: "(0,1001)") { $0.0 + $0.1 > 1000 },
        make("tree_depth_3", Gen.recursive(maxDepth: 8, base: .constant(Tree.leaf)) { child in
            Gen.zip(child, child).map { Tree.node($0, $1) }
        }, minimum: "node(leaf,node(leaf,node(leaf,leaf)))") { $0.depth >= 3 },
        make("nested_lists_3_elements", Gen.int(in: -100...100).array(count: 0...5).array(count: 0...5), minimum: "[[0,0,0]]") {
            $0.reduce(0) { $0 + $1.count } >= 3
        },
        make("flatmap_length_and_list", Gen.int(in: 0...10).flatMap { n in Gen.int(in: 0...1000).array(count: n...n).map { (n, $0) } },
             minimum: "(2,[0,101])") { $0.0 >= 2 && $0.1.reduce(0, +) > 100 },
    ]
}
