import Clearance
import Testing

/// Shrinking prefers the everyday situation: a bug that shows on a Face ID iPhone in portrait,
/// full screen, with the docked keyboard is reported there, not on a rarer device that the
/// choice sequence happens to reach with smaller choices (issue 33).
@Suite("Everyday scenarios: a failure is reported in the most ordinary situation that shows it")
struct EverydayScenarioTests {
    static func firstFailure(everyday: Bool) throws -> StrategyFailure {
        var config = HarnessConfig(cases: 200, seed: 11, invariants: [.fieldVisible])
        config.maxFailures = 1
        config.runsBaseline = false
        config.prefersEverydayScenarios = everyday
        config.readsEnvironment = false
        return try #require(Clearance.check(strategy: NaiveInsetOnShow(), config: config).failure)
    }

    /// Seed 001's handler leaves a tall text view's lower part under the keyboard: shrinking
    /// alone reaches it on an iPhone SE (the catalog's first devices are the simplest
    /// choices); the everyday pass moves it to a Face ID iPhone, same bug, and the replay
    /// token still reproduces that scenario.
    @Test func aBugOnEveryIPhoneIsReportedOnAFaceIDIPhone() throws {
        let shrunk = try Self.firstFailure(everyday: false)
        let everyday = try Self.firstFailure(everyday: true)
        #expect(shrunk.signature == everyday.signature)
        #expect(shrunk.scenario.rarity > 0)
        #expect(!shrunk.scenario.device.device.hasHomeIndicator)
        #expect(everyday.scenario.rarity < shrunk.scenario.rarity)
        #expect(everyday.scenario.device.device.hasHomeIndicator)
        #expect(everyday.scenario.device.device.idiom == .phone)
        #expect(everyday.scenario.orientation == .portrait)
        #expect(everyday.scenario.window == .fullScreen)
        #expect(everyday.scenario.keyboard.placement == .docked)
        // Shrunk again inside that rarity: no more events than the plain shrink needed.
        #expect(everyday.scenario.events.count <= shrunk.scenario.events.count)
        let replayed = try HarnessReplayToken(parsing: everyday.replayToken).scenario(for: NaiveInsetOnShow())
        #expect(replayed == everyday.scenario)
        #expect(Clearance.run(replayed, strategy: NaiveInsetOnShow(), invariants: [.fieldVisible]).violation?.signature == everyday.signature)
    }

    /// Over a whole run, no failure is reported in a rarer situation than shrinking alone
    /// would have given, and every bug is still found with the same signatures.
    @Test func noFailureGetsRarerAndNoBugIsLost() {
        func report(everyday: Bool) -> StrategyReport {
            var config = HarnessConfig(cases: 300, seed: 11, invariants: [.fieldVisible, .noDoubleShift])
            config.runsBaseline = false
            config.prefersEverydayScenarios = everyday
            config.readsEnvironment = false
            return Clearance.check(strategy: ConstraintConstant(), config: config)
        }
        let plain = report(everyday: false)
        let everyday = report(everyday: true)
        #expect(plain.failures.map(\.signature) == everyday.failures.map(\.signature))
        for (a, b) in zip(plain.failures, everyday.failures) {
            #expect(b.scenario.rarity <= a.scenario.rarity, "\(b.signature)")
        }
        #expect(everyday.failures.map(\.scenario.rarity).reduce(0, +) < plain.failures.map(\.scenario.rarity).reduce(0, +))
    }
}
