import Foundation
import PropertyTesting
import Testing

@Suite("The runner")
struct RunnerTests {
    let lists = Gen.int(in: -1000...1000).array(count: 0...20)

    @Test func passingPropertyRunsEveryCase() {
        let result = check(lists, config: CheckConfig(cases: 300, seed: 9, readsEnvironment: false)) { $0.count <= 20 }
        #expect(result.passed)
        #expect(result.casesRun == 300)
        #expect(result.seed == 9)
        #expect(result.counterexample == nil)
    }

    @Test func theSameSeedGivesTheSameCounterexample() throws {
        func run() -> Counterexample<[Int]>? {
            check(lists, config: CheckConfig(cases: 500, seed: 1234, readsEnvironment: false)) { $0.reduce(0, +) < 300 }.counterexample
        }
        let a = try #require(run()), b = try #require(run())
        #expect(a.value == b.value)
        #expect(a.originalValue == b.originalValue)
        #expect(a.caseIndex == b.caseIndex)
        #expect(a.replayToken == b.replayToken)
        #expect(a.shrinkEvaluations == b.shrinkEvaluations)
    }

    @Test("jobs never change the verdict", arguments: [1, 2, 3, 8])
    func jobsDoNotChangeTheVerdict(jobs: Int) throws {
        let property: ([Int]) -> Bool = { xs in !(xs.count > 6 && xs.contains { $0 > 900 }) }
        let reference = check(lists, config: CheckConfig(cases: 5_000, seed: 77, readsEnvironment: false), property)
        let parallel = check(lists, config: CheckConfig(cases: 5_000, seed: 77, jobs: jobs, readsEnvironment: false), property)
        let a = try #require(reference.counterexample), b = try #require(parallel.counterexample)
        #expect(a.caseIndex == b.caseIndex)
        #expect(a.originalValue == b.originalValue)
        #expect(a.value == b.value)
        #expect(a.replayToken == b.replayToken)
        #expect(reference.casesRun == parallel.casesRun)
        #expect(reference.statistics == parallel.statistics)
    }

    @Test func statisticsDoNotDependOnJobs() {
        let property: ([Int]) -> Bool = { xs in
            classify(xs.isEmpty, "empty")
            tabulate("length", xs.count < 5 ? "short" : "long")
            return true
        }
        let one = check(lists, config: CheckConfig(cases: 2_000, seed: 5, readsEnvironment: false), property)
        let four = check(lists, config: CheckConfig(cases: 2_000, seed: 5, jobs: 4, readsEnvironment: false), property)
        #expect(one.statistics == four.statistics)
        #expect(one.statistics.cases == 2_000)
        #expect(one.statistics.tables["length"]!.map(\.count).reduce(0, +) == 2_000)
    }

    @Test func aThrownErrorIsAFailureWithItsDescription() throws {
        struct TooBig: Error, CustomStringConvertible { var description: String { "too big" } }
        let result = check(Gen.int(in: 0...100), config: CheckConfig(seed: 1, readsEnvironment: false)) { x in
            if x > 50 { throw TooBig() }
            return true
        }
        let cex = try #require(result.counterexample)
        #expect(cex.value == 51)
        #expect(cex.failure == "threw too big")
    }

    @Test func shrinkingKeepsTheSameKindOfFailure() throws {
        let result = checkVerdicts(Gen.int(in: 0...1000), config: CheckConfig(cases: 1000, seed: 2, readsEnvironment: false)) { x in
            if x >= 10 && x % 2 == 1 { return .fail(kind: "odd", message: "odd \(x)") }
            if x >= 5 { return .fail(kind: "big", message: "big \(x)") }
            return .pass
        }
        let cex = try #require(result.counterexample)
        if cex.failureKind == "odd" { #expect(cex.value == 11) } else { #expect(cex.value == 5) }
    }

    @Test func aFilterThatRejectsEverythingStopsWithAHealthCheck() {
        let result = check(Gen.int(in: 0...10).filter { _ in false }, config: CheckConfig(cases: 200, seed: 1, readsEnvironment: false)) { _ in true }
        guard case let .gaveUp(.filterTooStrict(rejected, accepted)) = result.status else {
            Issue.record("expected a filter health check, got \(result.status)")
            return
        }
        #expect(rejected == 200)
        #expect(accepted == 0)
        #expect(result.report.contains("filter rejected 200 cases"))
    }

    @Test func aRunawayGeneratorStopsWithTheChoiceBudget() {
        let endless = Gen.int(in: 0...10).array(count: 100...100)
        let result = check(endless, config: CheckConfig(cases: 10, seed: 1, maxChoicesPerCase: 50, readsEnvironment: false)) { _ in true }
        guard case let .gaveUp(.choiceBudgetExceeded(limit, caseIndex)) = result.status else {
            Issue.record("expected a choice-budget health check, got \(result.status)")
            return
        }
        #expect(limit == 50)
        #expect(caseIndex == 0)
    }

    @Test func unmetCoverageFailsOnlyWhenChecked() {
        let property: (Int) -> Bool = { x in
            cover(50, x == 7, "seven")
            return true
        }
        let lenient = check(Gen.int(in: 0...100), config: CheckConfig(cases: 400, seed: 1, readsEnvironment: false), property)
        #expect(lenient.passed)
        #expect(lenient.statistics.unmetCoverage.map(\.label) == ["seven"])
        let strict = check(Gen.int(in: 0...100), config: CheckConfig(cases: 400, seed: 1, checkCoverage: true, readsEnvironment: false), property)
        guard case let .coverageNotMet(goals) = strict.status else {
            Issue.record("expected coverage failure, got \(strict.status)")
            return
        }
        #expect(goals.map(\.label) == ["seven"])
        #expect(goals[0].requiredPercent == 50)
    }

    @Test func reportNamesValueSeedAndToken() throws {
        let result = check(Gen.int(in: 0...10_000), config: CheckConfig(cases: 100, seed: 42, readsEnvironment: false)) { $0 < 500 }
        let cex = try #require(result.counterexample)
        #expect(result.report.contains("seed 42"))
        #expect(result.report.contains("Shrunk value"))
        #expect(result.report.contains(": 500"))
        #expect(result.report.contains(cex.replayToken))
    }
}
