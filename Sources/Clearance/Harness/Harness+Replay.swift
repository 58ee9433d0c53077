import Foundation

extension Clearance {
    /// Runs one scenario and, if an invariant fails, explains it as a failure (the assumptions
    /// it depends on included) without shrinking: what replaying a saved failure prints.
    /// With `lookingFor`, the violation it accepts is explained when the scenario shows one
    /// (a corpus entry's own signature), else the first.
    public static func explain(_ scenario: Scenario, strategy: any AvoidanceStrategy, invariants: [InvariantID] = InvariantID.allCases,
                               assumptions: Assumptions = Assumptions(), choices: [UInt64] = [], fuzz: Bool = false,
                               lookingFor wanted: (@Sendable (Violation) -> Bool)? = nil) -> StrategyFailure? {
        let outcome = wanted.map { run(scenario, strategy: strategy, invariants: invariants, assumptions: assumptions, lookingFor: $0) }
            ?? ScenarioRunner(strategy: strategy, invariants: invariants, assumptions: assumptions).run(scenario)
        guard let violation = outcome.violation else { return nil }
        let config = HarnessConfig(invariants: invariants, assumptions: assumptions, fuzz: fuzz, readsEnvironment: false)
        return StrategyFailure(
            scenario: scenario, originalScenario: scenario, violation: violation,
            dependsOn: dependencies(of: violation, in: scenario, consulted: outcome.consultedAssumptions, strategy: strategy, config: config),
            choices: choices, seed: 0, caseIndex: nil, shrinkEvaluations: 0, shrinkSeconds: 0,
            replayToken: HarnessReplayToken(strategyID: strategy.id, fuzz: fuzz, failure: violation, choices: choices).text,
            isOwnScreen: strategy is any ScreenUnderTest)
    }

    /// Shrinks a saved failure further from its choice sequence with a budget of
    /// `maxEvaluations` scenario runs. Returns `nil` when the entry has no choice sequence,
    /// when the sequence no longer produces the saved scenario (the generators changed), or
    /// when it no longer fails.
    public static func shrink(_ entry: CorpusEntry, strategy: any AvoidanceStrategy, maxEvaluations: Int = 20_000,
                              shouldStop: (@Sendable () -> Bool)? = nil) throws -> StrategyFailure? {
        guard let choices = entry.choices else { return nil }
        let assumptions = try entry.assumptionSet()
        let config = HarnessConfig(invariants: [entry.invariant], assumptions: assumptions, fuzz: entry.fuzz, readsEnvironment: false)
        let gen = generator(for: strategy, config: config)
        guard (try? gen.value(replaying: choices, maxChoices: 4_000)) == entry.scenario else { return nil }
        // Shrinking keeps the entry's signature (invariant and diagnosis), not just its invariant.
        let wanted: @Sendable (Violation) -> Bool = { [entry] in entry.matches($0) }
        guard run(entry.scenario, strategy: strategy, invariants: [entry.invariant], assumptions: assumptions,
                  lookingFor: wanted).violation.map(wanted) == true else { return nil }
        let runner = ScenarioRunner(strategy: strategy, invariants: [entry.invariant], assumptions: assumptions, only: wanted)
        var engineConfig = CheckConfig(seed: entry.seed ?? 0, maxShrinkEvaluations: maxEvaluations, maxChoicesPerCase: 4_000, readsEnvironment: false)
        engineConfig.shouldStop = shouldStop
        let started = ContinuousClock.now
        guard let cex = shrinkVerdicts(gen, choices: choices, config: engineConfig, { scenario in
            runner.run(scenario).violation.map { .fail(kind: $0.signature, message: $0.description) } ?? .pass
        }) else { return nil }
        let outcome = runner.run(cex.value)
        guard let violation = outcome.violation else { return nil }
        let elapsed = ContinuousClock.now - started
        return StrategyFailure(
            scenario: cex.value, originalScenario: entry.scenario, violation: violation,
            dependsOn: dependencies(of: violation, in: cex.value, consulted: outcome.consultedAssumptions, strategy: strategy, config: config),
            choices: cex.choices, seed: entry.seed ?? 0, caseIndex: entry.caseIndex, shrinkEvaluations: cex.shrinkEvaluations,
            shrinkSeconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18,
            replayToken: HarnessReplayToken(strategyID: strategy.id, fuzz: entry.fuzz, failure: violation, choices: cex.choices).text,
            isOwnScreen: strategy is any ScreenUnderTest)
    }
}
