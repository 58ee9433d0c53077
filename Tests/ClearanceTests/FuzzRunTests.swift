import Clearance
import Testing

@Suite("Fuzz runs: precise verdicts, every distinct failure, honest counts")
struct FuzzRunTests {
    /// The bundled check of issue 10: the careful strategy used to fail `moves-with-keyboard`
    /// here (iPhone SE landscape, large title, accessory 50, `focus 0` twice 200 ms apart: a
    /// field that nothing can keep clear, blamed on the sampler's window).
    @Test func theCarefulStrategyKeepsEveryInvariantOnTheBundledCheck() {
        let report = Clearance.check(strategy: KeyboardGuideCareful(), config: HarnessConfig(cases: 2_000, seed: 7, readsEnvironment: false))
        #expect(report.failures.isEmpty, "\(report.failures.map { $0.text(strategyID: "keyboard-guide-careful") }.joined(separator: "\n\n"))")
        #expect(report.casesRun == 2_000)
    }

    /// Issue 10's acceptance: the naive handler's safe area counted twice and the sheet's
    /// double shift (the system lifts the sheet, the app insets it as well) are reported as
    /// separate failures, each shrunk on its own.
    @Test func distinctBugsOfOneStrategyAreReportedSeparately() throws {
        let report = Clearance.fuzz(FuzzConfig(strategies: [NaiveInsetOnShow()], invariants: [.noDoubleShift], cases: 600, seed: 7))
        let failures = report.findings.map(\.failure)
        #expect(failures.contains { $0.violation.diagnosis == .safeAreaCountedTwice })
        let sheet = try #require(failures.first { $0.violation.diagnosis == .shiftedTwice && $0.scenario.window == .formSheet })
        #expect(sheet.baseline?.keeps == true, "the careful approach keeps the same scenario")
        #expect(Set(failures.map(\.signature)).count == failures.count, "one failure per signature")
    }

    /// A `keeps` on too few cases is flagged (a Hypothesis-style health check).
    @Test func aKeepsOnFewCasesGetsAWarning() {
        let report = Clearance.fuzz(FuzzConfig(strategies: [KeyboardGuideCareful()], invariants: [.fieldVisible], cases: 20, seed: 1))
        #expect(report.warnings.count == 1)
        #expect(report.text.contains("warning: keyboard-guide-careful keeps field-visible over only 20 cases"))
    }
}
