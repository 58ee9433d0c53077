import Clearance
import Foundation
import Testing

@Suite("A run that ends when what it looks for is found")
struct RunEndingTests {
    /// The failures up to the end are the whole run's first ones, found sooner; the config's
    /// own onFailure still hears each. (Both runs shrink with the same small budget: the
    /// comparison is about where a run ends, and shrinking every failure of the whole run
    /// with the default budget cost most of this suite's time.)
    @Test func theFirstFailureIsTheWholeRunsFirst() {
        let config = HarnessConfig(cases: 200, seed: 11, maxShrinkEvaluations: 40, readsEnvironment: false)
        let whole = Clearance.check(strategy: NaiveInsetOnShow(), config: config)
        let heard = Heard()
        var hooked = config
        hooked.onFailure = { heard.add($0) }
        let ended = Clearance.check(strategy: NaiveInsetOnShow(), config: hooked.ending { $0.count == 1 })
        #expect(whole.failures.count > 1)
        #expect(ended.failures.count == 1)
        #expect(ended.failures.first?.scenario == whole.failures.first?.scenario)
        #expect(ended.failures.first?.violation.signature == whole.failures.first?.violation.signature)
        #expect(ended.casesRun < whole.casesRun)
        #expect(heard.count == 1)
    }

    /// Never done: the whole run.
    @Test func neverDoneIsTheWholeRun() {
        let config = HarnessConfig(cases: 150, seed: 5, maxShrinkEvaluations: 40, readsEnvironment: false)
        let whole = Clearance.check(strategy: NaiveInsetOnShow(), config: config)
        let ended = Clearance.check(strategy: NaiveInsetOnShow(), config: config.ending { _ in false })
        #expect(ended.failures.map(\.violation.signature) == whole.failures.map(\.violation.signature))
        #expect(ended.casesRun == whole.casesRun)
        #expect(whole.failures.count > 1)
    }
}

private final class Heard: @unchecked Sendable {
    private let lock = NSLock()
    private var failures = 0
    func add(_ failure: StrategyFailure) { lock.withLock { failures += 1 } }
    var count: Int { lock.withLock { failures } }
}
