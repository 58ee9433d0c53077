import Clearance
import Testing

/// One cell of the verdict table: a built-in strategy against a core invariant.
struct VerdictCell: Sendable, CustomTestStringConvertible {
    let strategyID: String
    let invariant: InvariantID
    let breaks: Bool
    let diagnosis: Diagnosis?
    /// For a keep: the assumptions it holds only through.
    var assumes: [String] = []

    static func breaks(_ strategyID: String, _ invariant: InvariantID, _ diagnosis: Diagnosis? = nil) -> VerdictCell {
        VerdictCell(strategyID: strategyID, invariant: invariant, breaks: true, diagnosis: diagnosis)
    }

    static func keeps(_ strategyID: String, _ invariant: InvariantID, assumes: [String] = []) -> VerdictCell {
        VerdictCell(strategyID: strategyID, invariant: invariant, breaks: false, diagnosis: nil, assumes: assumes)
    }

    var testDescription: String { "\(strategyID) \(breaks ? "breaks" : "keeps") \(invariant)" }
}

/// The verdict table of the README, asserted cell by cell from fresh random generation: the
/// harness must find and shrink every `breaks` on its own within the budget, and every `keeps`
/// must hold over the whole budget. A `breaks` cell pins the cause of its first failure
/// (`nil`: no known cause); a `keeps` cell pins the assumptions it holds only through;
/// `clearance matrix` lists every distinct cause of each cell. The model decides the table;
/// these tests pin it.
@Suite("Verdicts: every strategy against every core invariant")
struct VerdictTableTests {
    /// The budget and seed of the table (`clearance matrix` uses the same).
    static let cases = 2_000
    static let seed: UInt64 = 11
    /// A `keeps` cell's budget: the table's 2,000 cases in the nightly run
    /// (`CLEARANCE_NIGHTLY=1`), their first 1,000 in `swift test`. A case depends only on the
    /// seed and its index (`SeededRandom.caseSeed`), so these are the same cases the table's
    /// run starts with. The keeps runs were most of this suite's time in a debug build; a
    /// `breaks` cell ends at its first failure, so it keeps the table's whole budget.
    static let keepCases = runsNightlyTests ? cases : 1_000

    static let table: [VerdictCell] = [
        .breaks("guide-pinned-stack", .fieldVisible, .pinnedTallerThanFreeBand),
        // Issue 35: its failures were all a followed guide taking a floating keyboard's whole
        // rectangle above a form sheet or Stage Manager window (lifts of 720–877 pt); the guide
        // is the part of its view the keyboard covers.
        .keeps("guide-pinned-stack", .noDoubleShift, assumes: ["keyboard-guide-follows-keyboard-outside-window", "keyboard-guide-clamped-to-owning-view"]),
        .breaks("guide-pinned-stack", .nothingOffscreen, .pinnedTallerThanFreeBand),
        .keeps("guide-pinned-stack", .hideRestores),
        .breaks("scroll-view-pinned-to-guide", .fieldVisible, .onlyCaretLineShown),
        .keeps("scroll-view-pinned-to-guide", .noDoubleShift),
        .breaks("scroll-view-pinned-to-guide", .nothingOffscreen, .pinnedTallerThanFreeBand),
        .keeps("scroll-view-pinned-to-guide", .hideRestores, assumes: ["scroll-view-clamps-offset-after-resize"]),
        .breaks("inset-on-change-frame", .fieldVisible, .undockedTreatedAsDocked),
        .breaks("inset-on-change-frame", .noDoubleShift, .undockedTreatedAsDocked),
        .keeps("inset-on-change-frame", .nothingOffscreen),
        .breaks("inset-on-change-frame", .hideRestores, .restoredToStaleValue),
        .breaks("naive-inset-on-show", .fieldVisible, .onlyCaretLineShown),
        // First cause of no-double-shift bar-counted-twice since bar-controller-adjusts-first-
        // subview-scroll-view is on by default (UIScrollView.h): the system's inset of the
        // generated scroll view, the first subview, now holds the bottom bar, and the app's
        // keyboard-height inset holds it again (keyboard-frame-height-used is still found, later).
        .breaks("naive-inset-on-show", .noDoubleShift, .barCountedTwice),
        .keeps("naive-inset-on-show", .nothingOffscreen),
        .breaks("naive-inset-on-show", .hideRestores, .notRestored),
        .breaks("adjust-scroll-for-keyboard", .fieldVisible, .notAvoided),
        // First cause of no-double-shift bar-counted-twice since bar-controller-adjusts-first-
        // subview-scroll-view is on by default (UIScrollView.h): the system's inset of the
        // generated scroll view, the first subview, now holds the bottom bar, and the app's
        // keyboard-height inset holds it again (keyboard-frame-height-used is still found, later).
        .breaks("adjust-scroll-for-keyboard", .noDoubleShift, .barCountedTwice),
        .keeps("adjust-scroll-for-keyboard", .nothingOffscreen),
        .breaks("adjust-scroll-for-keyboard", .hideRestores, .notRestored),
        .breaks("constraint-constant", .fieldVisible, .safeAreaCountedTwice),
        .breaks("constraint-constant", .noDoubleShift, .safeAreaCountedTwice),
        .breaks("constraint-constant", .nothingOffscreen, .safeAreaCountedTwice),
        .keeps("constraint-constant", .hideRestores, assumes: ["scroll-view-clamps-offset-after-resize"]),
        // Issue 35 #10a: an inset deeper than the keyboard covers hides nothing (the scroll
        // range only grows); the over-inset is no-double-shift's, so the inset strategies keep
        // nothing-offscreen (their seven "can no longer be scrolled into view" entries went).
        // Issue 35 #5: SwiftUI scrolls to a focused TextField, not to a TextEditor (every
        // report found); the seeds' form leaves one under the keyboard, and the SwiftUI
        // reference (swiftui-scroll-to-focused, last) scrolls to it with a ScrollViewReader.
        .breaks("swiftui-keyboard-safe-area", .fieldVisible, .textEditorNotScrolledTo),
        .keeps("swiftui-keyboard-safe-area", .noDoubleShift),
        .keeps("swiftui-keyboard-safe-area", .nothingOffscreen),
        .keeps("swiftui-keyboard-safe-area", .hideRestores),
        .breaks("swiftui-ignores-keyboard", .fieldVisible, .pinnedTallerThanFreeBand),
        .keeps("swiftui-ignores-keyboard", .noDoubleShift),
        .breaks("swiftui-ignores-keyboard", .nothingOffscreen, .pinnedTallerThanFreeBand),
        .keeps("swiftui-ignores-keyboard", .hideRestores),
        .breaks("swiftui-offset-by-height", .fieldVisible, .shiftedTwice),
        .breaks("swiftui-offset-by-height", .noDoubleShift, .shiftedTwice),
        .breaks("swiftui-offset-by-height", .nothingOffscreen, .shiftedTwice),
        .breaks("swiftui-offset-by-height", .hideRestores, .restoredToStaleValue),
        .breaks("guide-plus-inset-handler", .fieldVisible, .shiftedTwice),
        .breaks("guide-plus-inset-handler", .noDoubleShift, .shiftedTwice),
        .keeps("guide-plus-inset-handler", .nothingOffscreen),
        .breaks("guide-plus-inset-handler", .hideRestores, .restoredToStaleValue),
        .breaks("table-view-controller", .fieldVisible, .onlyCaretLineShown),
        .keeps("table-view-controller", .noDoubleShift),
        .keeps("table-view-controller", .nothingOffscreen),
        .keeps("table-view-controller", .hideRestores, assumes: ["scroll-view-clamps-offset-after-resize"]),
        // First causes of field-visible and nothing-offscreen: no known cause since issue 35
        // (the generator no longer splits Face ID iPads' keyboards, so the seed's stream finds
        // first a root shifted under an iPhone SE's navigation bar when focus moves up with
        // the keyboard shown; the split-keyboard case is still found, later).
        .breaks("root-view-shift", .fieldVisible),
        // no-double-shift: bar-counted-twice since bar-controller-adjusts-first-subview-scroll-view
        // is on by default: the generated scroll view's system inset holds the bottom bar that
        // the root shift, by the keyboard's full height, also clears.
        .breaks("root-view-shift", .noDoubleShift, .barCountedTwice),
        .breaks("root-view-shift", .nothingOffscreen),
        .breaks("root-view-shift", .hideRestores, .restoredToStaleValue),
        .breaks("avoiding-scroll-view", .fieldVisible, .onlyCaretLineShown),
        .breaks("avoiding-scroll-view", .noDoubleShift, .undockedTreatedAsDocked),
        .keeps("avoiding-scroll-view", .nothingOffscreen),
        .breaks("avoiding-scroll-view", .hideRestores, .notRestored),
        .keeps("keyboard-guide-careful", .fieldVisible),
        .keeps("keyboard-guide-careful", .noDoubleShift),
        .keeps("keyboard-guide-careful", .nothingOffscreen),
        .keeps("keyboard-guide-careful", .hideRestores),
        .keeps("swiftui-scroll-to-focused", .fieldVisible),
        .keeps("swiftui-scroll-to-focused", .noDoubleShift),
        .keeps("swiftui-scroll-to-focused", .nothingOffscreen),
        .keeps("swiftui-scroll-to-focused", .hideRestores),
        // Issue 51: the chat pair (a message list above an input bar on keyboardLayoutGuide)
        // differs only in whether it scrolls back to its newest message, so it keeps the core
        // four alike: its composer rides on the guide (field-visible, no-double-shift), its
        // list is pinned to the bar (nothing-offscreen: the bar fits the band while an iPad's
        // third-party keyboard keeps its portrait height in landscape; scaled up by the system
        // keyboard's ratio it leaves less room than the bar, pinned-view-taller-than-free-band),
        // and the list's offset is back in range when the keyboard hides (hide-restores, as
        // every scroll view whose bounds grow back: `clearance matrix`).
        .keeps("chat-scrolls-to-newest", .fieldVisible),
        .keeps("chat-scrolls-to-newest", .noDoubleShift),
        .keeps("chat-scrolls-to-newest", .nothingOffscreen, assumes: ["third-party-keyboard-keeps-height-where-system-grows"]),
        .keeps("chat-scrolls-to-newest", .hideRestores, assumes: ["scroll-view-clamps-offset-after-resize"]),
        .keeps("chat-keeps-offset", .fieldVisible),
        .keeps("chat-keeps-offset", .noDoubleShift),
        .keeps("chat-keeps-offset", .nothingOffscreen, assumes: ["third-party-keyboard-keeps-height-where-system-grows"]),
        .keeps("chat-keeps-offset", .hideRestores, assumes: ["scroll-view-clamps-offset-after-resize"]),
    ]

    /// The chat rows' keeps-newest-visible column (issue 51): the one invariant the pair is
    /// told apart by. The other strategies rest at their top and are never judged by it
    /// (``NewestVisibleTests``), so the column has only these cells.
    static let newestTable: [VerdictCell] = [
        .keeps("chat-scrolls-to-newest", .keepsNewestVisible),
        .breaks("chat-keeps-offset", .keepsNewestVisible, .offsetKeptWhileShrunk),
    ]

    @Test func theTableCoversEveryStrategyAndCoreInvariant() {
        #expect(Self.table.count == StrategyCatalog.all.count * InvariantID.core.count)
        for strategy in StrategyCatalog.all {
            #expect(Self.table.filter { $0.strategyID == strategy.id }.map(\.invariant) == InvariantID.core, "\(strategy.id)")
        }
    }

    /// A cell's run: the cell's invariant alone, until its first failure (its first cause;
    /// `clearance matrix` lists every distinct one).
    static func config(_ invariants: [InvariantID]) -> HarnessConfig {
        var config = HarnessConfig(cases: cases, seed: seed, invariants: invariants, readsEnvironment: false)
        config.maxFailures = 1
        config.runsBaseline = false
        return config
    }

    /// The invariants a strategy keeps in the table, in the table's order.
    static func keptInvariants(_ strategyID: String) -> [InvariantID] {
        (table + newestTable).filter { $0.strategyID == strategyID && !$0.breaks }.map(\.invariant)
    }

    /// One run of a strategy over every invariant it keeps, shared by its `keeps` cells: the
    /// invariants are checked on the same generated cases (which do not depend on the
    /// invariants checked) and checking one changes nothing the others see, so the run keeps
    /// all of them exactly when each cell's own run keeps its one. A cell whose run this is
    /// not — another kept invariant broke first and ended it — runs its own.
    static func keepsRun(_ strategy: any AvoidanceStrategy) async -> StrategyReport {
        let invariants = keptInvariants(strategy.id)
        var keepsConfig = config(invariants)
        keepsConfig.cases = keepCases
        let config = keepsConfig
        return await SharedRuns.shared.report("verdict-table keeps \(strategy.id) \(invariants) \(keepCases) \(seed)") {
            Clearance.check(strategy: strategy, config: config)
        }
    }

    /// A `breaks` cell's run, shared with the tests that look at the same first failure
    /// (``KnownBugsTests``).
    static func firstFailureRun(_ strategy: any AvoidanceStrategy, _ invariant: InvariantID) async -> StrategyReport {
        let config = config([invariant])
        return await SharedRuns.shared.report("verdict-table first failure \(strategy.id) \(invariant) \(cases) \(seed)") {
            Clearance.check(strategy: strategy, config: config)
        }
    }

    @Test(arguments: table + newestTable)
    func verdict(_ cell: VerdictCell) async throws {
        let strategy = try #require(StrategyCatalog.strategy(id: cell.strategyID))
        let config = Self.config([cell.invariant])
        var report: StrategyReport
        if cell.breaks {
            report = await Self.firstFailureRun(strategy, cell.invariant)
        } else {
            report = await Self.keepsRun(strategy)
            #expect(report.invariants.contains(cell.invariant))
            if let failure = report.failure, failure.violation.invariant != cell.invariant {
                var own = config
                own.cases = Self.keepCases
                report = Clearance.check(strategy: strategy, config: own)
            }
        }
        #expect(report.problem == nil)
        if cell.breaks {
            let failure = try #require(report.failure, "expected \(cell.strategyID) to break \(cell.invariant)")
            #expect(failure.violation.invariant == cell.invariant)
            #expect(failure.violation.diagnosis == cell.diagnosis)
            // Shrunk: no bigger than what was first found, and replaying it gives the same violation.
            #expect(failure.scenario.events.count <= failure.originalScenario.events.count)
            #expect(failure.scenario.form.items.count <= failure.originalScenario.form.items.count)
            #expect(Clearance.run(failure.scenario, strategy: strategy, invariants: [cell.invariant]).violation == failure.violation)
            #expect(try HarnessReplayToken(parsing: failure.replayToken).scenario(for: strategy) == failure.scenario)
        } else {
            #expect(report.failure == nil, "\(report.failure.map { "\($0.violation)\n\($0.scenario)" } ?? "")")
            #expect(report.casesRun == Self.keepCases)
            // Each assumption the keep rests on: switched, the first 200 cases break
            // (`clearance matrix` also shows that no other consulted assumption does).
            for name in cell.assumes {
                let assumption = try #require(Assumption.named(name))
                var switched = config
                switched.cases = 200
                switched.assumptions = config.assumptions.with(assumption, !config.assumptions[assumption])
                switched.maxShrinkEvaluations = 200
                #expect(Clearance.check(strategy: strategy, config: switched).failure != nil, "\(cell.strategyID) keeps \(cell.invariant) without \(name)")
            }
        }
    }
}
