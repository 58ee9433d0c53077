import Foundation

/// How ``Clearance/check(strategy:config:)`` runs.
public struct HarnessConfig: Sendable {
    /// Scenarios to generate.
    public var cases: Int
    /// The seed (`nil`: `CLEARANCE_SEED`, else random and reported).
    public var seed: UInt64?
    /// The invariants to check, in the order they are checked.
    public var invariants: [InvariantID]
    /// The layout core's assumptions.
    public var assumptions: Assumptions
    /// A wall-time budget for generating cases (no new cases start after it).
    public var timeLimit: Duration?
    /// Threads (the verdict never depends on it).
    public var jobs: Int
    /// The most scenario runs shrinking may spend.
    public var maxShrinkEvaluations: Int
    /// Whether sizes outside the device catalog are generated.
    public var fuzz: Bool
    /// Whether floating and undocked keyboards count as covering the window for every
    /// strategy.
    public var strictUndocked: Bool
    /// Whether a dimension value generated in under 1% of cases fails the run.
    public var checkCoverage: Bool
    /// Whether `CLEARANCE_SEED` and `CLEARANCE_REPLAY` are read.
    public var readsEnvironment: Bool
    /// The first case to run (within the shard), to resume after a failure.
    public var firstCase: Int = 0
    /// Runs only this part of the case space.
    public var shard: Shard?
    /// When it says `true`, no new case starts and shrinking keeps what it has.
    public var shouldStop: (@Sendable () -> Bool)?
    /// Told the cases finished so far, after each block.
    public var progress: (@Sendable (Int) -> Void)?

    public init(cases: Int = 200, seed: UInt64? = nil, invariants: [InvariantID] = InvariantID.allCases,
                assumptions: Assumptions = Assumptions(), timeLimit: Duration? = nil, jobs: Int = 1,
                maxShrinkEvaluations: Int = 2_000, fuzz: Bool = false, strictUndocked: Bool = false,
                checkCoverage: Bool = false, readsEnvironment: Bool = true) {
        self.cases = cases
        self.seed = seed
        self.invariants = invariants
        self.assumptions = assumptions
        self.timeLimit = timeLimit
        self.jobs = jobs
        self.maxShrinkEvaluations = maxShrinkEvaluations
        self.fuzz = fuzz
        self.strictUndocked = strictUndocked
        self.checkCoverage = checkCoverage
        self.readsEnvironment = readsEnvironment
    }
}

/// A minimal failing situation for a strategy, explained.
public struct StrategyFailure: Sendable {
    /// The shrunk scenario.
    public var scenario: Scenario
    /// The scenario as first found.
    public var originalScenario: Scenario
    /// What did not hold, with numbers and diagnosis.
    public var violation: Violation
    /// The assumptions the verdict depends on (switching one makes the violation go away).
    public var dependsOn: [Assumption]
    /// The shrunk choice sequence.
    public var choices: [UInt64]
    public var seed: UInt64
    public var caseIndex: Int?
    public var shrinkEvaluations: Int
    /// Wall time spent shrinking, for reports only (never part of a verdict).
    public var shrinkSeconds: Double
    /// Replays this failure: `clearance replay <token>` or `CLEARANCE_REPLAY=<token>`.
    public var replayToken: String
}

/// The result of checking a strategy.
public struct StrategyReport: Sendable {
    public var strategyID: String
    public var invariants: [InvariantID]
    public var seed: UInt64
    public var casesRun: Int
    public var statistics: Statistics
    /// The failure, if an invariant did not hold.
    public var failure: StrategyFailure?
    /// Why the run could not reach a verdict, or which coverage goal it missed.
    public var problem: String?

    /// Whether every invariant held (and the run was meaningful).
    public var passed: Bool { failure == nil && problem == nil }
}

/// The harness: random situations → the strategy through the layout core → invariants after
/// every event → a minimal, explained counterexample.
public enum Clearance {
    /// The harness version written into corpus entries.
    public static let version = "1.0"

    /// The generator a check uses for a strategy.
    public static func generator(for strategy: any AvoidanceStrategy, config: HarnessConfig) -> Gen<Scenario> {
        ScenarioGenerator(strategy: strategy, fuzz: config.fuzz).gen
    }

    /// Checks `strategy`: runs `config.cases` random scenarios and, if an invariant fails,
    /// shrinks the scenario to a minimal one and explains it.
    ///
    /// ```swift
    /// let report = Clearance.check(strategy: NaiveInsetOnShow(), config: HarnessConfig(cases: 300, seed: 1))
    /// print(report.failure?.violation.diagnosis)   // safe-area-counted-twice
    /// ```
    public static func check(strategy: any AvoidanceStrategy, config: HarnessConfig = HarnessConfig()) -> StrategyReport {
        let runner = ScenarioRunner(strategy: strategy, invariants: config.invariants, assumptions: config.assumptions,
                                    strictUndocked: config.strictUndocked)
        let gen = generator(for: strategy, config: config)
        let environment = config.readsEnvironment ? ProcessInfo.processInfo.environment : [:]
        var engineConfig = CheckConfig(
            cases: config.cases, seed: config.seed, maxShrinkEvaluations: config.maxShrinkEvaluations, timeLimit: config.timeLimit,
            jobs: config.jobs, maxChoicesPerCase: 4_000, readsEnvironment: config.readsEnvironment)
        engineConfig.firstCase = config.firstCase
        engineConfig.shard = config.shard
        engineConfig.shouldStop = config.shouldStop
        engineConfig.progress = config.progress
        if let token = environment["CLEARANCE_REPLAY"], let parsed = try? HarnessReplayToken(parsing: token), parsed.strategyID == strategy.id {
            engineConfig.replayToken = parsed.choicesToken
        }
        let result = checkVerdicts(gen, config: engineConfig) { scenario in
            tabulate(scenario)
            if let violation = runner.run(scenario).violation {
                return .fail(kind: violation.invariant.rawValue, message: violation.description)
            }
            return .pass
        }
        var report = StrategyReport(strategyID: strategy.id, invariants: config.invariants, seed: result.seed, casesRun: result.casesRun,
                                    statistics: result.statistics, failure: nil, problem: nil)
        switch result.status {
        case .passed:
            if config.checkCoverage { report.problem = coverageProblem(result.statistics, strategy: strategy, config: config) }
        case .failed:
            guard let cex = result.counterexample else { break }
            let elapsed = cex.shrinkDuration
            let outcome = runner.run(cex.value)
            guard let violation = outcome.violation else { break }
            report.failure = StrategyFailure(
                scenario: cex.value, originalScenario: cex.originalValue, violation: violation,
                dependsOn: dependencies(of: violation, in: cex.value, consulted: outcome.consultedAssumptions, strategy: strategy, config: config),
                choices: cex.choices, seed: result.seed, caseIndex: cex.caseIndex, shrinkEvaluations: cex.shrinkEvaluations,
                shrinkSeconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18,
                replayToken: HarnessReplayToken(strategyID: strategy.id, fuzz: config.fuzz, choices: cex.choices).text)
        case let .gaveUp(health):
            report.problem = "\(health)"
        case let .coverageNotMet(goals):
            report.problem = "coverage not met: " + goals.map(\.label).joined(separator: ", ")
        case let .error(error):
            report.problem = "\(error)"
        }
        return report
    }

    /// Runs one scenario (for replaying saved ones and for tests).
    public static func run(_ scenario: Scenario, strategy: any AvoidanceStrategy, invariants: [InvariantID] = InvariantID.allCases,
                           assumptions: Assumptions = Assumptions(), strictUndocked: Bool = false) -> ScenarioOutcome {
        ScenarioRunner(strategy: strategy, invariants: invariants, assumptions: assumptions, strictUndocked: strictUndocked).run(scenario)
    }

    /// The assumptions a violation depends on: each consulted one is switched in turn; if the
    /// same invariant then holds, the verdict depends on it.
    static func dependencies(of violation: Violation, in scenario: Scenario, consulted: [Assumption],
                             strategy: any AvoidanceStrategy, config: HarnessConfig) -> [Assumption] {
        consulted.filter { assumption in
            let switched = config.assumptions.with(assumption, !config.assumptions[assumption])
            let outcome = ScenarioRunner(strategy: strategy, invariants: [violation.invariant], assumptions: switched,
                                         strictUndocked: config.strictUndocked).run(scenario)
            return outcome.violation == nil
        }
    }

    /// Labels each generated scenario by dimension, for the run's distribution.
    static func tabulate(_ scenario: Scenario) {
        let device = scenario.device.device
        PropertyTesting.tabulate("device", device.idiom == .pad ? "iPad" : (device.hasHomeIndicator ? "Face ID iPhone" : "Home-button iPhone"))
        PropertyTesting.tabulate("orientation", scenario.orientation.rawValue)
        PropertyTesting.tabulate("iOS", "\(scenario.iOSVersion)")
        PropertyTesting.tabulate("window", scenario.window.kindName)
        PropertyTesting.tabulate("keyboard", scenario.keyboard.modeLabel)
        PropertyTesting.tabulate("container", scenario.form.container.rawValue)
        for kind in Set(scenario.events.map(\.event.kindName)).sorted() { PropertyTesting.tabulate("event", kind) }
    }

    /// The dimension values a strategy's generator can produce.
    static func expectedValues(for strategy: any AvoidanceStrategy) -> [String: [String]] {
        [
            "keyboard": ["docked", "hardwareBar", "floating", "undocked"],
            "window": ["fullScreen", "splitView", "slideOver", "stageManager", "formSheet", "pageSheet"],
            "container": strategy.containers.map(\.rawValue),
            "event": ScenarioEvent.kindNames,
        ]
    }

    /// A message naming every dimension value generated in under 1% of cases, or `nil`.
    static func coverageProblem(_ statistics: Statistics, strategy: any AvoidanceStrategy, config: HarnessConfig) -> String? {
        var missing: [String] = []
        let cases = max(1, statistics.cases)
        for (table, values) in expectedValues(for: strategy).sorted(by: { $0.key < $1.key }) {
            let counts = statistics.tables[table] ?? []
            for value in values {
                let count = counts.first { $0.label == value }?.count ?? 0
                if Double(count) / Double(cases) < 0.01 { missing.append("\(table) \(value) (\(count) of \(cases))") }
            }
        }
        return missing.isEmpty ? nil : "coverage under 1%: " + missing.joined(separator: ", ")
    }
}

/// A printable token that replays a harness failure: `cl1.<strategy>.<n|f>.<choices token>`.
public struct HarnessReplayToken: Sendable, Hashable {
    public var strategyID: String
    public var fuzz: Bool
    public var choices: [UInt64]

    public init(strategyID: String, fuzz: Bool, choices: [UInt64]) {
        self.strategyID = strategyID
        self.fuzz = fuzz
        self.choices = choices
    }

    /// Reads a token.
    /// - Throws: ``PropertyTestingError/malformedReplayToken(_:reason:)``.
    public init(parsing text: String) throws {
        let parts = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".", maxSplits: 3).map(String.init)
        guard parts.count == 4, parts[0] == "cl1", parts[2] == "n" || parts[2] == "f" else {
            throw PropertyTestingError.malformedReplayToken(text, reason: "expected cl1.<strategy>.<n|f>.<pt1-…>")
        }
        strategyID = parts[1]
        fuzz = parts[2] == "f"
        choices = try ReplayToken.decode(parts[3])
    }

    /// The token's text.
    public var text: String { "cl1.\(strategyID).\(fuzz ? "f" : "n").\(ReplayToken.encode(choices))" }

    /// The engine's part of the token.
    var choicesToken: String { ReplayToken.encode(choices) }

    /// The scenario the token stands for.
    public func scenario(for strategy: any AvoidanceStrategy) throws -> Scenario {
        try ScenarioGenerator(strategy: strategy, fuzz: fuzz).gen.value(replaying: choices, maxChoices: 4_000)
    }
}
