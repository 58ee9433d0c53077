import Clearance
import Testing

/// Issue 51: the catalog's chat pair — `chat-scrolls-to-newest`, a message list above an input
/// bar on `keyboardLayoutGuide` that scrolls back to its newest message after a layout that
/// changed its height, and `chat-keeps-offset`, the same screen scrolled to its end only when it
/// appears — run through the generators with every invariant.
@Suite("The catalog's chat pair")
struct ChatCatalogTests {
    static let config = HarnessConfig(cases: 300, seed: 51, readsEnvironment: false)

    /// The careful chat keeps every invariant with the default contract: its composer rides
    /// on the guide, and its newest message stays in view as the keyboard shows, hides and
    /// changes height.
    @Test func theCarefulChatKeepsEveryInvariant() {
        let report = Clearance.check(strategy: ChatScrollsToNewest(), config: Self.config)
        #expect(report.problem == nil)
        #expect(report.invariants == InvariantID.allCases)
        #expect(report.failures.isEmpty, "\(report.failures.map(\.violation))")
    }

    /// Its twin, scrolled to its end only when it appears, is caught for keeps-newest-visible
    /// (the list kept its offset while the keyboard took the bottom of its band) and for
    /// nothing else: without that invariant the same cases pass.
    @Test func theTwinIsCaughtForKeepsNewestVisibleAndNothingElse() throws {
        let report = Clearance.check(strategy: ChatKeepsOffset(), config: Self.config)
        #expect(report.problem == nil)
        let first = try #require(report.failures.first)
        #expect(report.failures.allSatisfy { $0.violation.invariant == .keepsNewestVisible }, "\(report.failures.map(\.violation))")
        #expect(first.violation.diagnosis == .offsetKeptWhileShrunk)
        var others = Self.config
        others.invariants = InvariantID.allCases.filter { $0 != .keepsNewestVisible }
        #expect(Clearance.check(strategy: ChatKeepsOffset(), config: others).failures.isEmpty)
    }

    /// A list scrolled to its end keeps the content's trailing spacing below its newest
    /// message: on an iPhone SE in landscape a 364 pt third-party keyboard leaves the list
    /// 43 pt, and the newest 44 pt bubble, 12 pt above the content's end, shows 31 pt of it at
    /// the end. That is all the end can show; it is not asked for 43 (before: a violation,
    /// "13 of its 44 pt hidden", on the careful chat).
    @Test func aListAtItsEndIsNotAskedForTheRoomBelowItsNewestItem() {
        let scenario = Scenario(iOSVersion: 17, device: .catalog("iphone_se_2_3_and_8"), orientation: .landscape,
                                keyboard: KeyboardSetup(kind: .thirdParty(height: 364)),
                                form: GeneratedForm(container: .chatInputBar, items: [GeneratedForm.Item(.textField)]),
                                events: [TimedEvent(.focus(0))])
        #expect(Clearance.run(scenario, strategy: ChatScrollsToNewest(), invariants: [.keepsNewestVisible]).violation == nil)
        // The twin, which keeps its offset, still loses the bubble there.
        #expect(Clearance.run(scenario, strategy: ChatKeepsOffset(), invariants: [.keepsNewestVisible]).violation != nil)
    }

    /// The generators exercise the property on the chat: among the first 500 scenarios, some
    /// change the keyboard's height (the predictive bar, another keyboard, a hardware
    /// keyboard) or hide it while it is shown and the list is where it rested, and some do so
    /// after the user scrolled away (a drag, an interactive dismissal).
    @Test func theGeneratorsChangeTheKeyboardAtTheEndAndAfterTheUserScrolled() {
        let gen = ScenarioGenerator(strategy: ChatScrollsToNewest()).gen
        var atEnd = 0, scrolledAway = 0
        for n in 1...UInt64(500) {
            guard let scenario = try? gen.generate(from: ChoiceSource(random: SeededRandom(seed: 51 &+ n), maxChoices: 4_000)) else { continue }
            #expect(scenario.form.container == .chatInputBar)
            var shown = false, scrolled = false
            var counted = (end: false, away: false)
            for timed in scenario.events {
                switch timed.event {
                case .focus: shown = true
                case .userScroll, .interactiveDismiss: scrolled = true
                case .togglePredictive, .switchKeyboard, .hardwareKeyboard, .resign:
                    if shown && !scrolled { counted.end = true }
                    if shown && scrolled { counted.away = true }
                default: break
                }
            }
            if counted.end { atEnd += 1 }
            if counted.away { scrolledAway += 1 }
        }
        #expect(atEnd > 50, "\(atEnd)")
        #expect(scrolledAway > 20, "\(scrolledAway)")
    }
}
