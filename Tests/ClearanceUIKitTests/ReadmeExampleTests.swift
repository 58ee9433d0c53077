import Clearance
import Testing

// The README's first example, exactly: the test-target side of ProfileViewController.swift.

struct ProfileForm: AvoidanceStrategy {         // your screen, as it ships
    var id: String { "profile-form" }
    var summary: String { "inset by the keyboard frame's height" }
    var source: String { "ProfileViewController.swift" }
    var iOSVersions: ClosedRange<Int> { 13...26 }
    var containers: [GeneratedForm.Container] { [.scrollView] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift) }

    func makeScreen(for form: GeneratedForm) -> UIViewController {
        let screen = ProfileViewController()
        FormViews.fill(screen.scrollView, with: form)   // the generated form, in your scroll view
        return screen
    }
}

/// Not `@MainActor`: the screen's observer blocks use `MainActor.assumeIsolated`, which
/// passes on whichever thread runs the scenario's world (the world is the main actor's executor
/// while it runs: `WorldConcurrency`), so these long runs need not queue for the main actor,
/// which `swift test` serves one test at a time after most others.
@Suite("The README's example is real UIKit code and fails as the README shows")
struct ReadmeExampleTests {
    /// Both runs shrink with the same small budget: the two lists are equal whatever the
    /// budget, and each failure's shrink was most of this test's time.
    @Test func itIsSeed001sHandlerSoItGetsNaiveInsetOnShowsVerdict() {
        let config = HarnessConfig(cases: 300, seed: 11, maxShrinkEvaluations: 60, readsEnvironment: false)
        let mine = Clearance.check(strategy: ProfileForm(), config: config).failures.map { "\($0.signature) @ \($0.scenario)" }
        let catalog = Clearance.check(strategy: NaiveInsetOnShow(), config: config).failures.map { "\($0.signature) @ \($0.scenario)" }
        #expect(!mine.isEmpty)
        #expect(mine == catalog)
    }

    /// What `expectStrategy` reports for the README's test (`profileFormAvoidsTheKeyboard`).
    static func readmeFailures() -> [String] {
        let report = Clearance.check(strategy: ProfileForm(), config: HarnessConfig(cases: 2_000, seed: 11, invariants: [.noDoubleShift], readsEnvironment: false))
        return report.failures.enumerated().map { index, failure in
            var lines = failure.text(strategyID: "profile-form").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines.removeAll { $0.hasPrefix("  replay: clearance replay") }
            return lines.joined(separator: "\n")
                + "\n  replay: CLEARANCE_REPLAY=\(failure.replayToken) swift test --filter profileFormAvoidsTheKeyboard"
                + "\n  (failure \(index + 1) of \(report.failures.count); seed \(report.seed), \(report.casesRun) cases run)"
        }
    }

    /// The "What a failure looks like" block, which moved from the README into the
    /// `Clearance` documentation catalog's "Failures and verdicts" article.
    static func readmeBlock() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let article = root.appendingPathComponent("Sources/Clearance/Clearance.docc/FailuresAndVerdicts.md")
        let readme = try String(contentsOf: article, encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## What a failure looks like").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```text\n").dropFirst().first?.components(separatedBy: "\n```").first)
        return block
    }

    @Test func theFailureTheReadmePrintsIsOneItReallyReports() throws {
        let failures = Self.readmeFailures()
        if ProcessInfo.processInfo.environment["CLEARANCE_PRINT_README_EXAMPLE"] != nil { print(failures.joined(separator: "\n\n")) }
        #expect(failures.contains(try Self.readmeBlock()))
    }

    @Test func itsBlockObserversAreRemovedInDeinitSoNothingLeaks() {
        let report = Clearance.check(strategy: ProfileForm(), config: HarnessConfig(cases: 100, seed: 4, invariants: [.noObserverLeak], readsEnvironment: false))
        #expect(report.failure == nil)
    }
}
