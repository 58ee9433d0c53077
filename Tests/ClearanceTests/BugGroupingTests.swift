import Clearance
import Testing

/// One report per root cause (issue 48 #5): the failures of one wrong value are one bug,
/// whatever amount each situation shows; what a handler does wrong stays a bug of its own.
@Suite("Bugs: one report per wrong value")
struct BugGroupingTests {
    static func report(_ bug: ZooBug) -> StrategyReport {
        var config = HarnessConfig(cases: BugZooTests.cases, seed: BugZooTests.seed, readsEnvironment: false)
        config.runsBaseline = false
        return Clearance.check(strategy: ZooStrategy.pair(bug).buggy, config: config)
    }

    /// Seed 001's `contentInset.bottom = keyboardFrame.height`: one line, wrong by the frame's
    /// height under a hardware keyboard, by the safe area or a bar elsewhere, by amounts no
    /// cause names in a sheet — one bug, every failure about the scroll view's inset while the
    /// keyboard shows, each further one saying its own cause. (Grouped by diagnosis, the same
    /// run made four bugs.)
    @Test func oneWrongInsetIsOneBugWhateverAmountItShows() throws {
        let report = Self.report(.frameHeight)
        let bugs = report.bugs
        #expect(bugs.count == 1, "\(bugs.map(\.rootCause))")
        let bug = try #require(bugs.first)
        #expect(Set(bug.failures.map { Bug.rootCause(of: $0) }).count > 1)
        #expect(bug.failures.allSatisfy { $0.violation.fault == "shown: contentInset" })
        #expect(bug.text(strategyID: "zoo-frame-height").contains("the same value at fault: shown: contentInset"))
    }

    /// A screen that ignores the keyboard leaves its focused field under it (`not-avoided`)
    /// and, in other cases, a button or another field it cannot be scrolled to (reachable,
    /// whose numbers name no cause, in a case where nothing on the screen moved): one missing
    /// handling, one bug, the unreachable elements its also lines. (Before: two bugs, the
    /// second "no known cause".)
    @Test func aScreenThatIgnoresTheKeyboardIsOneBug() throws {
        var config = HarnessConfig(cases: 200, seed: 7, readsEnvironment: false)
        config.runsBaseline = false
        let report = Clearance.check(strategy: DiagnosisTests.Unavoiding(), config: config)
        let unreachable = report.failures.filter { $0.violation.invariant == .reachable && $0.violation.diagnosis == nil }
        #expect(!unreachable.isEmpty, "the run finds an element left under the keyboard")
        #expect(unreachable.allSatisfy { $0.violation.fault == "shown: nothing moved" && $0.violation.message.hasSuffix("nothing on the screen moved for the keyboard") })
        let bugs = report.bugs
        #expect(bugs.map(\.rootCause) == [Diagnosis.notAvoided.rawValue], "\(report.failures.map { "\($0.violation) | \($0.scenario)" }.joined(separator: "\n"))")
    }

    /// An observer for willShow and none for willHide: the inset is never put back — a bug
    /// of its own, not joined to how the inset was computed.
    @Test func whatAHandlerFailsToDoStaysABugOfItsOwn() {
        let bugs = Self.report(.noRestore).bugs
        #expect(bugs.contains { $0.rootCause == Diagnosis.notRestored.rawValue })
        #expect(Set(bugs.map(\.rootCause)).count == bugs.count)
        for bug in bugs where bug.rootCause == Diagnosis.notRestored.rawValue {
            #expect(bug.failures.allSatisfy { $0.violation.diagnosis == .notRestored || $0.violation.diagnosis == nil })
        }
    }
}
