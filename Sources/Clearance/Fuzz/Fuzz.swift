import Foundation

/// How a fuzz run goes: which strategies and invariants, how many cases or how long, which
/// part of the case space (a shard), on how many threads.
public struct FuzzConfig: Sendable {
    public var strategies: [any AvoidanceStrategy]
    public var invariants: [InvariantID]
    /// Cases per strategy (with `timeBudget`, whichever ends first; neither: 30 s).
    public var cases: Int?
    /// Wall time for the whole run, shared evenly among strategies.
    public var timeBudget: Duration?
    public var seed: UInt64
    public var jobs: Int
    public var shard: Shard?
    public var assumptions: Assumptions
    /// Whether device sizes outside the catalog are generated.
    public var arbitrarySizes: Bool
    public var maxShrinkEvaluations: Int
    /// When it says `true` (Ctrl-C), no new case starts and nothing more is shrunk.
    public var shouldStop: (@Sendable () -> Bool)?
    /// Told what is happening, for a progress display.
    public var progress: (@Sendable (FuzzProgress) -> Void)?
    /// Whether each invariant gets a run of its own (see ``Clearance/fuzz(_:)``).
    public var separateInvariants = false
    /// Told each minimal failure as soon as it is found (to save it before the run ends).
    public var onFailure: (@Sendable (_ strategyID: String, _ failure: StrategyFailure) -> Void)?
    /// With `separateInvariants`: cases re-run per consulted assumption to find what a keep
    /// rests on (``HarnessConfig/keepDependencyCases``).
    public var keepDependencyCases: Int?

    public init(strategies: [any AvoidanceStrategy] = StrategyCatalog.all, invariants: [InvariantID] = InvariantID.allCases,
                cases: Int? = nil, timeBudget: Duration? = nil, seed: UInt64 = 1, jobs: Int = 1, shard: Shard? = nil,
                assumptions: Assumptions = Assumptions(), arbitrarySizes: Bool = false, maxShrinkEvaluations: Int = 2_000) {
        self.strategies = strategies
        self.invariants = invariants
        self.cases = cases
        self.timeBudget = timeBudget
        self.seed = seed
        self.jobs = jobs
        self.shard = shard
        self.assumptions = assumptions
        self.arbitrarySizes = arbitrarySizes
        self.maxShrinkEvaluations = maxShrinkEvaluations
    }

    /// The default budget when neither cases nor time is given.
    public static let defaultTime: Duration = .seconds(30)
}

/// A progress snapshot: the strategy being checked and the totals so far.
public struct FuzzProgress: Sendable {
    public var strategyIndex: Int
    public var strategyCount: Int
    public var strategyID: String
    public var casesDone: Int
    public var failures: Int
}

/// One cell of the strategy × invariant table.
public struct FuzzCell: Sendable {
    public enum Verdict: Sendable {
        /// Held over this many cases.
        case keeps(cases: Int)
        /// Failed; the minimal failure.
        case breaks(StrategyFailure)
        /// No case was run (the budget ran out first).
        case notRun
    }

    public var strategyID: String
    public var invariant: InvariantID
    public var verdict: Verdict
    /// Every distinct failure signature of this invariant, in the order found (the verdict
    /// holds the first).
    public var failures: [StrategyFailure] = []
    /// For a `keeps` checked on its own (the verdict table): the assumptions it rests on.
    public var keptThrough: [KeepDependency] = []

    public var failure: StrategyFailure? {
        if case let .breaks(failure) = verdict { return failure }
        return nil
    }
}

/// One distinct failure of a fuzz run: a strategy and one minimal failure.
public struct FuzzFinding: Sendable {
    public var strategyID: String
    public var failure: StrategyFailure
}

/// Everything a fuzz run found: the table, the distribution, the failures.
public struct FuzzReport: Sendable {
    public var seed: UInt64
    public var casesPerStrategy: Int?
    public var shard: Shard?
    public var strategies: [String]
    public var invariants: [InvariantID]
    /// Cells in strategy order, then invariant order.
    public var cells: [FuzzCell]
    /// Cases run per strategy, in strategy order.
    public var casesRun: [Int]
    /// What was generated: table → value → count, over every strategy.
    public var distribution: Distribution
    /// Runs that could not reach a verdict.
    public var problems: [String]
    /// Whether the run was stopped early (Ctrl-C, SIGTERM).
    public var interrupted: Bool
    /// Corpus files written or kept for the failures, by cell (`strategy/invariant`).
    public var corpusFiles: [String: String] = [:]
    /// Of those, the keys of findings the corpus did not hold before this run.
    public var newInCorpus: Set<String> = []
    /// The flags that shaped the run, for the header (`--time 10m · --jobs 2 · …`).
    public var settings: String?
    /// Health warnings: a `keeps` that rests on too few cases to trust.
    public var warnings: [String] {
        cells.compactMap { cell in
            guard case let .keeps(cases) = cell.verdict, cases < FuzzReport.healthyCases else { return nil }
            return "\(cell.strategyID) keeps \(cell.invariant) over only \(cases) case\(cases == 1 ? "" : "s") (fewer than \(FuzzReport.healthyCases)): give it more --time or --cases before trusting it"
        }
    }

    /// The fewest cases a `keeps` should rest on (a Hypothesis-style health check).
    public static let healthyCases = 100

    /// The cells that break.
    public var failures: [FuzzCell] { cells.filter { $0.failure != nil } }
    /// Every distinct failure, cell by cell (strategy order, then invariant order), each cell's
    /// in the order found.
    public var findings: [FuzzFinding] {
        cells.flatMap { cell in cell.failures.map { FuzzFinding(strategyID: cell.strategyID, failure: $0) } }
    }
    public var totalCases: Int { casesRun.reduce(0, +) }

    public func cell(_ strategyID: String, _ invariant: InvariantID) -> FuzzCell? {
        cells.first { $0.strategyID == strategyID && $0.invariant == invariant }
    }
}

/// Counts of generated values per dimension, printed in a stable order.
public struct Distribution: Sendable, Hashable {
    public private(set) var cases = 0
    private var counts: [String: [String: Int]] = [:]

    public init() {}

    mutating func add(_ statistics: Statistics) {
        cases += statistics.cases
        for (table, values) in statistics.tables {
            for value in values { counts[table, default: [:]][value.label, default: 0] += value.count }
        }
    }

    /// Dimension names, sorted.
    public var dimensions: [String] { counts.keys.sorted() }

    /// The values of a dimension, most frequent first (ties by name).
    public func values(_ dimension: String) -> [(label: String, count: Int)] {
        (counts[dimension] ?? [:]).map { (label: $0.key, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.label < $1.label }
    }
}

extension Clearance {
    /// Runs every strategy of `config` through random scenarios. For each strategy, when an
    /// invariant fails, its minimal failure is kept and the run goes on from the next case with
    /// the invariants not yet broken, so one run fills the whole strategy × invariant table.
    /// With `separateInvariants`, each invariant gets a run of its own over the same cases, so
    /// a cell never depends on which other invariants were checked (the verdict table).
    public static func fuzz(_ config: FuzzConfig) -> FuzzReport {
        let start = ContinuousClock.now
        let budget = config.cases == nil ? (config.timeBudget ?? FuzzConfig.defaultTime) : config.timeBudget
        var report = FuzzReport(seed: config.seed, casesPerStrategy: config.cases, shard: config.shard,
                                strategies: config.strategies.map(\.id), invariants: config.invariants, cells: [], casesRun: [],
                                distribution: Distribution(), problems: [], interrupted: false)
        var failuresSoFar = 0
        for (index, strategy) in config.strategies.enumerated() {
            // Each strategy gets an equal share of what is left: one that shrank for long does not
            // starve the next, and time one leaves goes to those after it.
            let deadline = budget.map { total -> ContinuousClock.Instant in
                let left = (start + total) - ContinuousClock.now
                return ContinuousClock.now + left / Double(config.strategies.count - index)
            }
            let groups = config.separateInvariants ? config.invariants.map { [$0] } : [config.invariants]
            var found: [InvariantID: [StrategyFailure]] = [:]
            var keptThrough: [InvariantID: [KeepDependency]] = [:]
            var casesPerInvariant: [InvariantID: Int] = [:]
            var casesRun = 0
            for (group, invariants) in groups.enumerated() {
                // Separate runs share the strategy's time evenly.
                let groupDeadline = deadline.map { end in
                    let begin = ContinuousClock.now
                    return begin + (end - begin) / Double(groups.count - group)
                }
                let run = fuzz(strategy, index: index, invariants: invariants, deadline: groupDeadline, config: config,
                               failuresSoFar: &failuresSoFar, report: &report)
                for failure in run.found { found[failure.violation.invariant, default: []].append(failure) }
                for invariant in invariants { casesPerInvariant[invariant] = run.cases }
                if invariants.count == 1 { keptThrough[invariants[0]] = run.keptThrough }
                casesRun += run.cases
            }
            if config.shouldStop?() ?? false { report.interrupted = true }
            for invariant in config.invariants {
                var cell = FuzzCell(strategyID: strategy.id, invariant: invariant, verdict: .notRun)
                if let failures = found[invariant], let first = failures.first {
                    cell.verdict = .breaks(first)
                    cell.failures = failures
                } else {
                    let cases = casesPerInvariant[invariant] ?? 0
                    cell.verdict = cases > 0 ? .keeps(cases: cases) : .notRun
                    cell.keptThrough = keptThrough[invariant] ?? []
                }
                report.cells.append(cell)
            }
            report.casesRun.append(casesRun)
        }
        return report
    }

    /// One strategy against some invariants: every distinct failure signature, each shrunk
    /// (``Clearance/check(strategy:config:)`` goes on after each one).
    private static func fuzz(_ strategy: any AvoidanceStrategy, index: Int, invariants: [InvariantID], deadline: ContinuousClock.Instant?,
                             config: FuzzConfig, failuresSoFar: inout Int, report: inout FuzzReport)
        -> (found: [StrategyFailure], cases: Int, keptThrough: [KeepDependency]) {
        if config.shouldStop?() ?? false { report.interrupted = true; return ([], 0, []) }
        var harness = HarnessConfig(cases: config.cases ?? Int.max / 4, seed: config.seed, invariants: invariants, assumptions: config.assumptions,
                                    jobs: config.jobs, maxShrinkEvaluations: config.maxShrinkEvaluations,
                                    fuzz: config.arbitrarySizes, readsEnvironment: false)
        if let deadline {
            let left = deadline - ContinuousClock.now
            if left <= .zero { return ([], 0, []) }
            harness.timeLimit = left
        }
        harness.shard = config.shard
        harness.shouldStop = config.shouldStop
        // Which assumptions a keep rests on is asked of a cell checked on its own.
        harness.keepDependencyCases = invariants.count == 1 ? config.keepDependencyCases : nil
        let counter = FailureCounter(failuresSoFar)
        harness.progress = config.progress.map { tell in
            { @Sendable done in
                tell(FuzzProgress(strategyIndex: index, strategyCount: config.strategies.count, strategyID: strategy.id,
                                  casesDone: done, failures: counter.value))
            }
        }
        harness.onFailure = { failure in
            counter.increment()
            config.onFailure?(strategy.id, failure)
        }
        let result = check(strategy: strategy, config: harness)
        report.distribution.add(result.statistics)
        if let problem = result.problem { report.problems.append("\(strategy.id): \(problem)") }
        failuresSoFar = counter.value
        return (result.failures, result.casesRun, result.keptThrough)
    }
}

/// A count shared with progress callbacks.
final class FailureCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count: Int
    init(_ count: Int) { self.count = count }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    func increment() { lock.lock(); count += 1; lock.unlock() }
}
