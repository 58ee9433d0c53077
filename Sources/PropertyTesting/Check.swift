import Foundation

/// How a property check runs.
public struct CheckConfig: Sendable {
    /// The number of cases to generate (discarded cases count toward it).
    public var cases: Int
    /// The run's seed. When `nil`, `CLEARANCE_SEED` is used if set, else a random seed that
    /// the result reports, so any run can be repeated.
    public var seed: UInt64?
    /// The most property evaluations shrinking may spend.
    public var maxShrinkEvaluations: Int
    /// An optional wall-time budget for shrinking. When it is hit, the result depends on the
    /// machine's speed; leave it `nil` for fully deterministic shrinking.
    public var shrinkTimeLimit: Duration?
    /// An optional wall-time budget for generating cases; no new cases start after it.
    public var timeLimit: Duration?
    /// Threads that run cases. Cases are split into fixed blocks and the reported failure is
    /// the one with the lowest case index, so the verdict never depends on `jobs`.
    public var jobs: Int
    /// The most choices one case may draw before the run ends with a health-check error.
    public var maxChoicesPerCase: Int
    /// Whether unmet ``cover(_:_:_:)`` goals fail the run (QuickCheck's `checkCoverage`).
    public var checkCoverage: Bool
    /// Where shrunk failures are kept between runs, with ``propertyName`` as the key.
    public var failureStore: FailureStore?
    /// The property's name in the failure store and in messages.
    public var propertyName: String?
    /// Replays exactly this case and nothing else (as `CLEARANCE_REPLAY` does).
    public var replayToken: String?
    /// Whether `CLEARANCE_SEED` and `CLEARANCE_REPLAY` are read from the environment.
    public var readsEnvironment: Bool
    /// The first case to run: cases before it are skipped (to resume a run after a failure).
    public var firstCase: Int = 0
    /// Runs only this shard's part of the case space (see ``Shard``).
    public var shard: Shard?
    /// Asked between blocks of cases and between shrink steps: when it says `true`, no new
    /// case starts and shrinking keeps what it has (an interrupted run).
    public var shouldStop: (@Sendable () -> Bool)?
    /// Told the number of cases finished so far, after each block (for progress displays).
    public var progress: (@Sendable (Int) -> Void)?

    /// Creates a configuration; every parameter has a sensible default.
    public init(
        cases: Int = 100, seed: UInt64? = nil, maxShrinkEvaluations: Int = 5_000,
        shrinkTimeLimit: Duration? = nil, timeLimit: Duration? = nil, jobs: Int = 1,
        maxChoicesPerCase: Int = 10_000, checkCoverage: Bool = false,
        failureStore: FailureStore? = nil, propertyName: String? = nil,
        replayToken: String? = nil, readsEnvironment: Bool = true
    ) {
        self.cases = cases
        self.seed = seed
        self.maxShrinkEvaluations = maxShrinkEvaluations
        self.shrinkTimeLimit = shrinkTimeLimit
        self.timeLimit = timeLimit
        self.jobs = jobs
        self.maxChoicesPerCase = maxChoicesPerCase
        self.checkCoverage = checkCoverage
        self.failureStore = failureStore
        self.propertyName = propertyName
        self.replayToken = replayToken
        self.readsEnvironment = readsEnvironment
    }
}

/// What a property says about one case: it holds, or it fails for a reason.
public enum Verdict: Sendable, Equatable {
    /// The property holds.
    case pass
    /// The property fails. Shrinking keeps only cases that fail with the same `kind`;
    /// `message` is shown to people.
    case fail(kind: String, message: String)
}

/// Where a counterexample came from.
public enum CounterexampleOrigin: Sendable, Equatable {
    /// Found by random generation.
    case generated
    /// Replayed from the failure store.
    case failureStore
    /// Replayed from a replay token.
    case replayToken
}

/// A failing case, shrunk.
public struct Counterexample<Value> {
    /// The shrunk value.
    public var value: Value
    /// The value as first found, before shrinking.
    public var originalValue: Value
    /// Why the property failed on the shrunk value.
    public var failure: String
    /// The failure's kind (see ``Verdict/fail(kind:message:)``).
    public var failureKind: String
    /// The shrunk choice sequence.
    public var choices: [UInt64]
    /// The choice sequence as first found.
    public var originalChoices: [UInt64]
    /// The run's seed.
    public var seed: UInt64
    /// The index of the failing case in the run, when it was generated.
    public var caseIndex: Int?
    /// Property evaluations spent shrinking.
    public var shrinkEvaluations: Int
    /// How many times shrinking found a simpler failing case.
    public var shrinkSteps: Int
    /// Wall time spent shrinking (for reports; it never decides anything).
    public var shrinkDuration: Duration = .zero
    /// Where the failing case came from.
    public var origin: CounterexampleOrigin
    /// A short printable text that replays the shrunk case (`CLEARANCE_REPLAY=<token>`).
    public var replayToken: String { ReplayToken.encode(choices) }
}

/// The result of checking a property.
public struct CheckResult<Value> {
    /// How a check ended.
    public enum Status {
        /// Every case passed (and coverage goals were met, when checked).
        case passed
        /// A case failed; see ``CheckResult/counterexample``.
        case failed
        /// A health check stopped the run.
        case gaveUp(HealthCheckFailure)
        /// Every case passed but coverage goals were not met (``CheckConfig/checkCoverage``).
        case coverageNotMet([CoverageResult])
        /// The run could not start or finish (a malformed store file or replay token).
        case error(PropertyTestingError)
    }

    /// How the check ended.
    public var status: Status
    /// The seed the run used.
    public var seed: UInt64
    /// Cases that were generated and tested.
    public var casesRun: Int
    /// Cases a filter discarded.
    public var casesDiscarded: Int
    /// What was generated, by label.
    public var statistics: Statistics
    /// The shrunk failing case, when the check failed.
    public var counterexample: Counterexample<Value>?

    /// Whether the property held.
    public var passed: Bool {
        if case .passed = status { return true }
        return false
    }

    /// A readable account of the result: the verdict, the shrunk and original values, the
    /// seed, and how to replay the failure.
    public var report: String {
        switch status {
        case .passed:
            return "Passed \(casesRun) cases (seed \(seed))." + (statistics.labels.isEmpty && statistics.tables.isEmpty ? "" : "\n" + statistics.summary)
        case .failed:
            guard let cex = counterexample else { return "Failed (seed \(seed))." }
            var lines: [String] = []
            let found: String
            switch cex.origin {
            case .generated: found = "Falsified after \(cex.caseIndex.map { $0 + 1 } ?? casesRun) cases (seed \(seed), case \(cex.caseIndex ?? 0))."
            case .failureStore: found = "Falsified by a case saved in the failure store."
            case .replayToken: found = "Falsified by the replayed case."
            }
            lines.append(found)
            lines.append("Shrunk value (\(cex.shrinkSteps) steps, \(cex.shrinkEvaluations) evaluations): \(cex.value)")
            lines.append("Original value: \(cex.originalValue)")
            lines.append("Failure: \(cex.failure)")
            lines.append("Replay token: \(cex.replayToken)")
            return lines.joined(separator: "\n")
        case let .gaveUp(health):
            return "Gave up after \(casesRun) cases (seed \(seed)): \(health)"
        case let .coverageNotMet(goals):
            return "Coverage not met after \(casesRun) cases (seed \(seed)): "
                + goals.map { String(format: "%@ %.1f%% < %.1f%%", $0.label, $0.actualPercent, $0.requiredPercent) }.joined(separator: ", ")
        case let .error(error):
            return "Error: \(error)"
        }
    }
}

/// Checks that `property` holds for values from `generator`, shrinking any failure.
///
/// ```swift
/// let result = check(Gen.int(in: 0...1000).array(count: 0...20), config: CheckConfig(cases: 500, seed: 7)) { xs in
///     xs.sorted().count == xs.count
/// }
/// ```
/// A thrown error counts as a failure, with the error's description as the reason.
public func check<Value>(
    _ generator: Gen<Value>, config: CheckConfig = CheckConfig(),
    _ property: @escaping (Value) throws -> Bool
) -> CheckResult<Value> {
    checkVerdicts(generator, config: config) { value in
        do {
            return try property(value) ? .pass : .fail(kind: "returned false", message: "property returned false")
        } catch {
            return .fail(kind: "threw \(String(reflecting: type(of: error)))", message: "threw \(error)")
        }
    }
}

/// Checks a property that explains its failures; shrinking keeps only cases that fail with
/// the same ``Verdict/fail(kind:message:)`` kind as the first failure.
public func checkVerdicts<Value>(
    _ generator: Gen<Value>, config: CheckConfig = CheckConfig(),
    _ property: @escaping (Value) -> Verdict
) -> CheckResult<Value> {
    Runner(generator: generator, property: property, config: config).run()
}

/// Shrinks a known failing choice sequence further (for example a saved failure, with a larger
/// budget than the run that found it had). Returns `nil` when `choices` does not fail.
public func shrinkVerdicts<Value>(
    _ generator: Gen<Value>, choices: [UInt64], config: CheckConfig = CheckConfig(),
    _ property: @escaping (Value) -> Verdict
) -> Counterexample<Value>? {
    Runner(generator: generator, property: property, config: config).shrink(choices: choices)
}

/// One of `count` disjoint parts of a run's case space: the cases whose index `i` has
/// `i % count == index`. The shards of a run together run exactly the cases of the whole run.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// Zero-based.
    public var index: Int
    public var count: Int

    /// A shard; `index` is zero-based and below `count`.
    public init(index: Int, count: Int) {
        precondition(count > 0 && (0..<count).contains(index), "shard \(index) of \(count)")
        self.index = index
        self.count = count
    }

    /// The case index of this shard's `n`-th case.
    public func caseIndex(_ n: Int) -> Int { n * count + index }

    /// How many of the cases `0..<cases` belong to this shard.
    public func cases(of cases: Int) -> Int { cases <= index ? 0 : (cases - index - 1) / count + 1 }

    /// `K/N`, one-based as on the command line.
    public var description: String { "\(index + 1)/\(count)" }
}
