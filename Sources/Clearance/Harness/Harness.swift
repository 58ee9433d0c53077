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
    /// Failure signatures not to report (already known, say from an earlier part of a run).
    public var excludedSignatures: Set<String> = []
    /// Told each minimal failure as soon as it is shrunk (to save it before the run ends).
    public var onFailure: (@Sendable (StrategyFailure) -> Void)?
    /// The most distinct failures to look for (`nil`: every one within the budget). `1`
    /// stops at the first, as a plain property check does.
    public var maxFailures: Int?
    /// Whether each failure is also run through the reference strategy for its container
    /// (``Clearance/baseline(for:)``), as evidence in the report.
    public var runsBaseline = true
    /// Whether a shrunk failure is moved to the most ordinary situation that still shows the
    /// same bug (a Face ID iPhone, portrait, full screen, the docked keyboard…; see
    /// ``Scenario/rarity``) and shrunk again there. On by default; replaying a token never
    /// moves it.
    public var prefersEverydayScenarios = true
    /// When every invariant keeps: how many of the cases to re-run with each consulted
    /// assumption switched, to find the assumptions the `keeps` rests on
    /// (``StrategyReport/keptThrough``); `nil` (the default) skips that. `clearance matrix`
    /// uses 200.
    public var keepDependencyCases: Int?
    /// The app's world: scenarios are generated, shrunk and replayed only inside it
    /// (`nil`: the whole scenario space, as for a library's strategy).
    public var profile: AppProfile?
    /// Replays exactly this failure's case and nothing else, as `CLEARANCE_REPLAY=<token>`
    /// does (a `cl2.…` token of ``StrategyFailure/replayToken``).
    public var replayToken: String?

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
    /// What the reference strategy for the scenario's container does on the same scenario.
    public var baseline: BaselineEvidence?
    /// Whether it was found on a screen under test (``ScreenUnderTest``): its reports leave
    /// out the recorded form, which the screen does not show.
    public var isOwnScreen = false
    /// Set when the failure did not come back when its case was run again in the same
    /// process: why, as far as the harness can tell. The failure is still reported (with the
    /// scenario as first found when the shrunk one no longer fails), never dropped; its
    /// verdict depends on something other than the scenario — most often state the app keeps
    /// across cases (a singleton, a global, a `static let` publisher).
    public var flakiness: String?

    /// The failure's signature (``Violation/signature``).
    public var signature: String { violation.signature }
}

/// The result of checking a strategy.
public struct StrategyReport: Sendable {
    public var strategyID: String
    public var invariants: [InvariantID]
    public var seed: UInt64
    public var casesRun: Int
    public var statistics: Statistics
    /// The first failure found, if an invariant did not hold.
    public var failure: StrategyFailure? { failures.first }
    /// Every distinct failure signature found, each with its own minimal scenario, in the
    /// order found (by case index).
    public var failures: [StrategyFailure] = []
    /// Why the run could not reach a verdict, or which coverage goal it missed.
    public var problem: String?
    /// The assumptions the model consulted in any case, in ``Assumption/all``'s order.
    public var consultedAssumptions: [Assumption] = []
    /// For a run that keeps: the assumptions it keeps only through (switching one breaks it).
    public var keptThrough: [KeepDependency] = []

    /// Whether every invariant held (and the run was meaningful).
    public var passed: Bool { failure == nil && problem == nil }
}

/// An assumption a `keeps` verdict rests on: with it switched, the same cases break.
public struct KeepDependency: Sendable {
    /// The assumption, at the run's value.
    public var assumption: Assumption
    /// The value the run had (the switched run used the other).
    public var value: Bool
    /// The first failure with the assumption switched.
    public var failureWhenSwitched: StrategyFailure

    /// `name=on (switched off: invariant/diagnosis/property)`.
    public var summary: String {
        "\(assumption.name)=\(value ? "on" : "off") (switched \(value ? "off" : "on"): \(failureWhenSwitched.signature))"
    }
}

/// The assumptions consulted over a run's cases, from any thread (a flag per assumption, as
/// many as ``Assumption/all`` holds: 64 bits once dropped the 65th).
final class ConsultedAssumptions: @unchecked Sendable {
    private let lock = NSLock()
    private var consulted = [Bool](repeating: false, count: Assumption.all.count)

    func add(_ assumptions: [Assumption]) {
        guard !assumptions.isEmpty else { return }
        let indices = assumptions.compactMap { Assumption.all.firstIndex(of: $0) }
        lock.lock(); for index in indices { consulted[index] = true }; lock.unlock()
    }

    /// In ``Assumption/all``'s order.
    var all: [Assumption] {
        lock.lock(); defer { lock.unlock() }
        return Assumption.all.indices.filter { consulted[$0] }.map { Assumption.all[$0] }
    }
}

/// The harness: random situations → the strategy through the layout core → invariants after
/// every event → a minimal, explained counterexample.
public enum Clearance {
    /// The harness version written into corpus entries.
    public static let version = "1.0"

    /// The generator a check uses for a strategy.
    public static func generator(for strategy: any AvoidanceStrategy, config: HarnessConfig) -> Gen<Scenario> {
        ScenarioGenerator(strategy: strategy, fuzz: config.fuzz, profile: config.profile, assumptions: config.assumptions).gen
    }

    /// Checks `strategy`: runs `config.cases` random scenarios and, if an invariant fails,
    /// shrinks the scenario to a minimal one and explains it.
    ///
    /// ```swift
    /// let report = Clearance.check(strategy: NaiveInsetOnShow(), config: HarnessConfig(cases: 300, seed: 1))
    /// print(report.failure?.violation.diagnosis)   // safe-area-counted-twice
    /// ```
    public static func check(strategy: any AvoidanceStrategy, config: HarnessConfig = HarnessConfig()) -> StrategyReport {
        // Like Hypothesis reporting several distinct bugs: after each failure, the run goes on
        // with that failure's signature set aside, until the budget is spent.
        var report: StrategyReport?
        var excluded = config.excludedSignatures
        var segment = config
        let deadline = config.timeLimit.map { ContinuousClock.now + $0 }
        var first = true
        while true {
            if let deadline {
                let left = deadline - ContinuousClock.now
                if left <= .zero && !first { break }
                segment.timeLimit = max(left, .zero)
            }
            segment.excludedSignatures = excluded
            let base = report?.casesRun ?? 0
            segment.progress = config.progress.map { tell in { @Sendable done in tell(base + done) } }
            if let report, segment.seed == nil { segment.seed = report.seed }
            let part = checkOnce(strategy: strategy, config: segment)
            first = false
            if report == nil {
                report = part
            } else {
                report!.casesRun += part.casesRun
                report!.statistics.add(part.statistics)
                report!.failures += part.failures
                report!.problem = part.problem
                report!.consultedAssumptions = Assumption.all.filter { report!.consultedAssumptions.contains($0) || part.consultedAssumptions.contains($0) }
            }
            guard let failure = part.failure else { break }
            config.onFailure?(failure)
            excluded.insert(failure.signature)
            // The failing case is counted once: by the next part, which starts at it again
            // (with this signature set aside, it may show another bug, so every case is
            // checked for every invariant whatever the shard), or here when the run ends.
            var ends = config.maxFailures.map { report!.failures.count >= $0 } ?? false
            if config.replayToken != nil || (config.readsEnvironment && ProcessInfo.processInfo.environment["CLEARANCE_REPLAY"] != nil) { ends = true }
            if config.shouldStop?() ?? false { ends = true }
            if let deadline, ContinuousClock.now >= deadline { ends = true }
            if ends {
                // (A replayed case is counted by the engine already: it has no case index.)
                if failure.caseIndex != nil { report!.casesRun += 1 }
                break
            }
            let caseIndex = failure.caseIndex ?? 0
            segment.firstCase = config.shard.map { (caseIndex - $0.index) / $0.count } ?? caseIndex
        }
        if var passed = report, passed.passed, let budget = config.keepDependencyCases, !(config.shouldStop?() ?? false) {
            passed.keptThrough = keepDependencies(strategy: strategy, consulted: passed.consultedAssumptions, cases: min(budget, passed.casesRun), config: config)
            report = passed
        }
        return report!
    }

    /// The assumptions a `keeps` rests on: the first `cases` cases re-run with each consulted
    /// assumption switched in turn; one whose switch makes a case fail is a dependency.
    static func keepDependencies(strategy: any AvoidanceStrategy, consulted: [Assumption], cases: Int,
                                 config: HarnessConfig) -> [KeepDependency] {
        guard cases > 0 else { return [] }
        return consulted.compactMap { assumption in
            let value = config.assumptions[assumption]
            var switched = config
            switched.assumptions = config.assumptions.with(assumption, !value)
            switched.cases = cases
            switched.timeLimit = nil
            switched.firstCase = 0
            switched.maxShrinkEvaluations = min(config.maxShrinkEvaluations, 300)
            switched.runsBaseline = false
            switched.progress = nil
            switched.onFailure = nil
            guard let failure = checkOnce(strategy: strategy, config: switched).failure else { return nil }
            return KeepDependency(assumption: assumption, value: value, failureWhenSwitched: failure)
        }
    }

    /// One pass of ``check(strategy:config:)``: cases from `config.firstCase` until the first
    /// failure whose signature is not excluded, shrunk keeping that signature.
    static func checkOnce(strategy: any AvoidanceStrategy, config: HarnessConfig) -> StrategyReport {
        if let problem = config.profile?.problem(checking: strategy.iOSVersions) {
            return StrategyReport(strategyID: strategy.id, invariants: config.invariants, seed: config.seed ?? 0, casesRun: 0,
                                  statistics: Statistics(), problem: "AppProfile \(problem)")
        }
        let gen = generator(for: strategy, config: config)
        let environment = config.readsEnvironment ? ProcessInfo.processInfo.environment : [:]
        // CLEARANCE_REPLAY names one strategy's failure: that strategy replays it, the others
        // run as usual, and a malformed token is reported as such (not as "does not start
        // with pt2-", which the engine would say of a whole cl2 token).
        var replayed: HarnessReplayToken?
        if let text = config.replayToken ?? environment["CLEARANCE_REPLAY"] {
            do {
                let token = try HarnessReplayToken(parsing: text)
                if token.strategyID == strategy.id { replayed = token }
            } catch {
                return StrategyReport(strategyID: strategy.id, invariants: config.invariants, seed: config.seed ?? 0, casesRun: 0,
                                      statistics: Statistics(),
                                      problem: "\(config.replayToken == nil ? "CLEARANCE_REPLAY" : "replay token"): \(error)")
            }
        }
        let environmentSeed: UInt64?
        do { environmentSeed = try PropertyTesting.environmentSeed(environment) } catch {
            return StrategyReport(strategyID: strategy.id, invariants: config.invariants, seed: config.seed ?? 0, casesRun: 0,
                                  statistics: Statistics(), problem: "\(error)")
        }
        let runner = ScenarioRunner(strategy: strategy, invariants: config.invariants, assumptions: config.assumptions,
                                    strictUndocked: config.strictUndocked, excluding: config.excludedSignatures,
                                    only: replayed.map { token in { @Sendable violation in token.matches(violation) } })
        var engineConfig = CheckConfig(
            cases: config.cases, seed: config.seed, maxShrinkEvaluations: config.maxShrinkEvaluations, timeLimit: config.timeLimit,
            jobs: config.jobs, maxChoicesPerCase: 4_000, readsEnvironment: false)
        // The engine reads no environment: the seed from CLEARANCE_SEED, the replay from the
        // harness token above.
        if engineConfig.seed == nil, let seed = environmentSeed { engineConfig.seed = seed }
        engineConfig.firstCase = config.firstCase
        engineConfig.shard = config.shard
        engineConfig.shouldStop = config.shouldStop
        engineConfig.progress = config.progress
        if let replayed { engineConfig.replayToken = replayed.choicesToken }
        let consulted = ConsultedAssumptions()
        let seen = SeenInCases()
        let isScreen = strategy is any ScreenUnderTest
        let result = checkVerdicts(gen, config: engineConfig) { scenario in
            tabulate(scenario)
            // Kept while it runs, so that a trap in the strategy's own code still leaves the
            // case behind (``CurrentCases``).
            let slot = CurrentCases.shared.enter(strategy.id, scenario)
            defer { CurrentCases.shared.leave(slot) }
            let outcome = runner.run(scenario)
            consulted.add(outcome.consultedAssumptions)
            if isScreen, let exception = outcome.exceptions.first { seen.exception(exception, in: scenario) }
            if let violation = outcome.violation {
                seen.violation(violation, in: scenario)
                // The kind is the signature: shrinking keeps the bug, not just the invariant.
                return .fail(kind: violation.signature, message: violation.description)
            }
            return .pass
        }
        var report = StrategyReport(strategyID: strategy.id, invariants: config.invariants, seed: result.seed, casesRun: result.casesRun,
                                    statistics: result.statistics, problem: nil)
        report.consultedAssumptions = consulted.all
        defer {
            // On iOS an uncaught UIKit exception ends the app: the screen gave no verdict.
            if let (exception, scenario) = seen.firstException, report.problem == nil {
                report.problem = "a case of the screen ended without a verdict (on iOS an uncaught UIKit exception or a trap ends the app): \(exception) "
                    + "(\(scenario.description.split(separator: "\n").first ?? ""); events: \(scenario.eventsLine)); fix the screen's code (or its storyboard) so that it does not raise"
            }
        }
        switch result.status {
        case .passed:
            if config.checkCoverage { report.problem = coverageProblem(result.statistics, strategy: strategy, config: config) }
        case .failed:
            guard var cex = result.counterexample else {
                report.problem = "the run failed but kept no counterexample (a harness bug: please report it)"
                break
            }
            var elapsed = cex.shrinkDuration
            var outcome = runner.run(cex.value)
            var flakiness: String?
            if outcome.violation == nil {
                // The shrunk case failed while shrinking and does not now: the verdict depends
                // on something besides the scenario. Reported, never dropped: with the scenario
                // as first found when that still fails, else as it failed the first time.
                flakiness = "the shrunk case passed when run again in the same process, though it failed while shrinking"
                let first = runner.run(cex.originalValue)
                if first.violation != nil {
                    flakiness! += "; the case as first found still fails, so it is reported unshrunk"
                    outcome = first
                    cex.value = cex.originalValue
                    cex.choices = cex.originalChoices
                } else {
                    flakiness! += "; the case as first found passes now too, so this is what it showed the first time"
                    let recorded = seen.firstViolation(signature: cex.failureKind)
                    outcome = ScenarioOutcome(violation: recorded?.violation, consultedAssumptions: first.consultedAssumptions)
                    if let scenario = recorded?.scenario { cex.value = scenario }
                    cex.choices = cex.originalChoices
                }
                flakiness! += ". Its verdict depends on an earlier case: state the app keeps across cases in one process "
                    + "(a singleton, a global, a static publisher or cache), or a timer or task that outlived its case"
            }
            guard var violation = outcome.violation else {
                report.problem = "a case failed (\(cex.failureKind)) and its violation could not be recovered (a harness bug: please report it)"
                break
            }
            var evaluations = cex.shrinkEvaluations
            if replayed == nil, flakiness == nil, config.prefersEverydayScenarios, config.maxShrinkEvaluations > 0 {
                let started = ContinuousClock.now
                var runs = 0
                // Within the shrinking budget, and stopping when the run is interrupted.
                if let everyday = everydayChoices(for: cex.choices, signature: violation.signature, gen: gen,
                                                  maxChoices: engineConfig.maxChoicesPerCase, maxRuns: min(200, config.maxShrinkEvaluations),
                                                  run: { scenario in
                                                      if config.shouldStop?() ?? false { return nil }
                                                      runs += 1
                                                      return runner.run(scenario).violation
                                                  }) {
                    var again = engineConfig
                    again.replayToken = nil
                    // Shrunk again without leaving that rarity: the shortest sequence among
                    // the situations as ordinary as the one found.
                    let reshrunk = shrinkVerdicts(gen, choices: everyday.choices, config: again) { scenario in
                        guard scenario.rarity <= everyday.rarity else { return .pass }
                        let slot = CurrentCases.shared.enter(strategy.id, scenario)
                        defer { CurrentCases.shared.leave(slot) }
                        guard let found = runner.run(scenario).violation else { return .pass }
                        return .fail(kind: found.signature, message: found.description)
                    }
                    if let reshrunk, case let rerun = runner.run(reshrunk.value), let found = rerun.violation,
                       found.signature == violation.signature {
                        evaluations += reshrunk.shrinkEvaluations
                        cex.value = reshrunk.value
                        cex.choices = reshrunk.choices
                        cex.failure = reshrunk.failure
                        cex.shrinkSteps += reshrunk.shrinkSteps
                        outcome = rerun
                        violation = found
                    }
                }
                evaluations += runs
                elapsed += ContinuousClock.now - started
            }
            report.failures = [StrategyFailure(
                scenario: cex.value, originalScenario: cex.originalValue, violation: violation,
                dependsOn: dependencies(of: violation, in: cex.value, consulted: outcome.consultedAssumptions, strategy: strategy, config: config),
                choices: cex.choices, seed: result.seed, caseIndex: cex.caseIndex, shrinkEvaluations: evaluations,
                shrinkSeconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18,
                replayToken: HarnessReplayToken(strategyID: strategy.id, fuzz: config.fuzz, failure: violation, choices: cex.choices).text,
                baseline: config.runsBaseline ? baselineEvidence(for: violation, in: cex.value, strategy: strategy, config: config) : nil,
                isOwnScreen: strategy is any ScreenUnderTest, flakiness: flakiness)]
        case let .gaveUp(health):
            report.problem = "\(health)"
        case let .coverageNotMet(goals):
            report.problem = "coverage not met: " + goals.map(\.label).joined(separator: ", ")
        case let .error(error):
            report.problem = "\(error)"
        }
        return report
    }

    /// The reference strategy for a form container: the careful UIKit approach
    /// (`keyboard-guide-careful`) for UIKit screens, SwiftUI's own avoidance plus a scroll to
    /// the focused item, which SwiftUI does not do for a `TextEditor`
    /// (`swiftui-scroll-to-focused`), for SwiftUI forms.
    public static func baseline(for container: GeneratedForm.Container) -> any AvoidanceStrategy {
        container == .swiftUIForm ? SwiftUIScrollToFocused() : KeyboardGuideCareful()
    }

    /// Runs a failing scenario through the reference strategy for its container (not when
    /// the failing strategy is that reference).
    static func baselineEvidence(for violation: Violation, in scenario: Scenario, strategy: any AvoidanceStrategy,
                                 config: HarnessConfig) -> BaselineEvidence? {
        let reference = baseline(for: scenario.form.container)
        // Your own screen has no careful twin: a generated form would be another screen.
        guard reference.id != strategy.id, !(strategy is any ScreenUnderTest) else { return nil }
        let outcome = ScenarioRunner(strategy: reference, invariants: [violation.invariant], assumptions: config.assumptions,
                                     strictUndocked: config.strictUndocked).run(scenario)
        return BaselineEvidence(strategyID: reference.id, violation: outcome.violation)
    }

    /// Runs one scenario (for replaying saved ones and for tests).
    public static func run(_ scenario: Scenario, strategy: any AvoidanceStrategy, invariants: [InvariantID] = InvariantID.allCases,
                           assumptions: Assumptions = Assumptions(), strictUndocked: Bool = false) -> ScenarioOutcome {
        ScenarioRunner(strategy: strategy, invariants: invariants, assumptions: assumptions, strictUndocked: strictUndocked).run(scenario)
    }

    /// Runs one scenario looking for a violation that `wanted` accepts (others found first
    /// do not end the run). Returns the first run's outcome when the scenario shows none.
    public static func run(_ scenario: Scenario, strategy: any AvoidanceStrategy, invariants: [InvariantID] = InvariantID.allCases,
                           assumptions: Assumptions = Assumptions(), strictUndocked: Bool = false,
                           lookingFor wanted: @escaping @Sendable (Violation) -> Bool) -> ScenarioOutcome {
        let outcome = ScenarioRunner(strategy: strategy, invariants: invariants, assumptions: assumptions,
                                     strictUndocked: strictUndocked, only: wanted).run(scenario)
        if outcome.violation != nil { return outcome }
        return ScenarioRunner(strategy: strategy, invariants: invariants, assumptions: assumptions, strictUndocked: strictUndocked).run(scenario)
    }

    /// The assumptions a violation depends on: each consulted one is switched in turn; if the
    /// same invariant then holds, the verdict depends on it.
    static func dependencies(of violation: Violation, in scenario: Scenario, consulted: [Assumption],
                             strategy: any AvoidanceStrategy, config: HarnessConfig) -> [Assumption] {
        consulted.filter { assumption in
            let switched = config.assumptions.with(assumption, !config.assumptions[assumption])
            let outcome = ScenarioRunner(strategy: strategy, invariants: [violation.invariant], assumptions: switched,
                                         strictUndocked: config.strictUndocked).run(scenario)
            return outcome.violation?.signature != violation.signature
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
    static func expectedValues(for strategy: any AvoidanceStrategy, profile: AppProfile? = nil) -> [String: [String]] {
        [
            "keyboard": ["docked", "hardwareBar", "floating", "undocked"],
            "window": ["fullScreen", "splitView", "slideOver", "stageManager", "formSheet", "pageSheet"],
            "container": strategy.containers.map(\.rawValue),
            // (A screen is covered and shown again only inside an app's profile.)
            "event": ScenarioEvent.kindNames.filter { profile != nil || $0 != "coverAndReturn" },
        ]
    }

    /// A message naming every dimension value generated in under 1% of cases, or `nil`.
    static func coverageProblem(_ statistics: Statistics, strategy: any AvoidanceStrategy, config: HarnessConfig) -> String? {
        var missing: [String] = []
        let cases = max(1, statistics.cases)
        for (table, values) in expectedValues(for: strategy, profile: config.profile).sorted(by: { $0.key < $1.key }) {
            let counts = statistics.tables[table] ?? []
            for value in values {
                let count = counts.first { $0.label == value }?.count ?? 0
                if Double(count) / Double(cases) < 0.01 { missing.append("\(table) \(value) (\(count) of \(cases))") }
            }
        }
        return missing.isEmpty ? nil : "coverage under 1%: " + missing.joined(separator: ", ")
    }
}

/// What the cases of one pass showed, from any thread: the first violation of each
/// signature (to report a failure that does not come back, ``StrategyFailure/flakiness``) and
/// the first UIKit exception a screen under test raised.
final class SeenInCases: @unchecked Sendable {
    private let lock = NSLock()
    private var violations: [(signature: String, violation: Violation, scenario: Scenario)] = []
    private var exception: (message: String, scenario: Scenario)?

    func violation(_ violation: Violation, in scenario: Scenario) {
        lock.lock(); defer { lock.unlock() }
        let signature = violation.signature
        // Few distinct signatures per pass: a list, kept in the order first seen.
        guard !violations.contains(where: { $0.signature == signature }) else { return }
        violations.append((signature, violation, scenario))
    }

    func exception(_ message: String, in scenario: Scenario) {
        lock.lock(); defer { lock.unlock() }
        // The one from the simplest scenario (the fewest events, then the first by its text),
        // so that the number of jobs does not change which is reported.
        if let exception, (exception.scenario.events.count, exception.scenario.description) <= (scenario.events.count, scenario.description) { return }
        exception = (message, scenario)
    }

    func firstViolation(signature: String) -> (violation: Violation, scenario: Scenario)? {
        lock.lock(); defer { lock.unlock() }
        return violations.first { $0.signature == signature }.map { ($0.violation, $0.scenario) }
    }

    var firstException: (String, Scenario)? {
        lock.lock(); defer { lock.unlock() }
        return exception.map { ($0.message, $0.scenario) }
    }
}
