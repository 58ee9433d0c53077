import Clearance
import Foundation

/// `harness`: scenarios per second per strategy on one core (default generator, every
/// invariant), and the cost of shrinking every distinct failure of the verdict table.
enum HarnessBench {
    static func run() {
        // For profiling (callgrind: `--toggle-collect='*runScenarios*'` counts only the runs):
        // `CLEARANCE_BENCH_STRATEGIES=id,id` times only those strategies,
        // `CLEARANCE_BENCH_SCENARIOS=n` runs n scenarios (not 400), `CLEARANCE_BENCH_RUNS=n`
        // times each n times, and
        // `CLEARANCE_BENCH_RATE_ONLY=1` skips the shrink figures.
        let environment = ProcessInfo.processInfo.environment
        let only = environment["CLEARANCE_BENCH_STRATEGIES"].map { Set($0.split(separator: ",").map(String.init)) }
        let runs = environment["CLEARANCE_BENCH_RUNS"].flatMap { Int($0) }.map { max(1, $0) } ?? 3
        let count = environment["CLEARANCE_BENCH_SCENARIOS"].flatMap { Int($0) }.map { max(1, $0) } ?? 400
        var rates: [Double] = []
        for strategy in StrategyCatalog.all where only?.contains(strategy.id) ?? true {
            let gen = Clearance.generator(for: strategy, config: HarnessConfig())
            // The same 400 scenarios each time; the median of three timings.
            var scenarios: [Scenario] = []
            var seed: UInt64 = 0
            while scenarios.count < count {
                seed += 1
                if let scenario = try? gen.generate(from: ChoiceSource(random: SeededRandom(seed: seed), maxChoices: 4_000)) {
                    scenarios.append(scenario)
                }
            }
            // A fresh runner each time: every case then builds its reference layouts, as
            // distinct cases of a fuzz run do (a runner keeps those it built).
            let seconds = Figures.median(runs: runs) {
                runScenarios(scenarios, strategy: strategy)
            }
            let rate = Double(scenarios.count) / seconds
            rates.append(rate)
            Figures.print("harness.\(strategy.id).scenarios_per_s", rate, "scenarios/s", decimals: 0)
        }
        guard !rates.isEmpty else { return }
        let sorted = rates.sorted()
        let median = sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        Figures.print("harness.median_scenarios_per_s", median, "scenarios/s", decimals: 0)
        if environment["CLEARANCE_BENCH_RATE_ONLY"] == "1" { return }

        // The verdict table's budget: 2,000 cases, seed 11, one core invariant at a time.
        var longest = 0.0
        for strategy in StrategyCatalog.all {
            for invariant in InvariantID.core {
                // Every distinct failure of the cell is shrunk: the longest of them counts.
                let report = Clearance.check(strategy: strategy, config: HarnessConfig(cases: 2_000, seed: 11, invariants: [invariant], readsEnvironment: false))
                guard !report.failures.isEmpty else { continue }
                let cellLongest = report.failures.map(\.shrinkSeconds).max() ?? 0
                longest = max(longest, cellLongest)
                Figures.print("harness.shrink.\(strategy.id).\(invariant.rawValue)_failures", Double(report.failures.count), "failures", decimals: 0)
                Figures.print("harness.shrink.\(strategy.id).\(invariant.rawValue)_max_runs", Double(report.failures.map(\.shrinkEvaluations).max() ?? 0), "runs", decimals: 0)
                Figures.print("harness.shrink.\(strategy.id).\(invariant.rawValue)_max_s", cellLongest, "s", decimals: 3)
            }
        }
        Figures.print("harness.max_shrink_s", longest, "s", decimals: 3)
    }

    /// Runs the scenarios with a fresh runner (every invariant). Not inlined, so that a
    /// profiler can count only this.
    @inline(never)
    static func runScenarios(_ scenarios: [Scenario], strategy: any AvoidanceStrategy) {
        let runner = ScenarioRunner(strategy: strategy, invariants: InvariantID.allCases)
        for scenario in scenarios { _ = runner.run(scenario) }
    }
}
