import Foundation

extension Clearance {
    /// What building a screen once, before any case runs, shows is wrong with it — each a
    /// sentence saying how to fix it; empty when the screen loaded and shows a text input.
    ///
    /// A screen that did not load (a storyboard that does not parse, an unknown custom class,
    /// a missing identifier or outlet: each recorded as the exception UIKit raises) would
    /// otherwise be checked as the empty controller it became, and pass: a test of nothing.
    /// The screen is built in the profile's simplest scenario (every choice at its first
    /// value), as the first case would build it.
    public static func preflight(_ screen: any ScreenUnderTest, config: HarnessConfig) -> [String] {
        if let problem = config.profile?.problem(checking: screen.iOSVersions) { return ["AppProfile \(problem)"] }
        let scenario: Scenario
        do {
            scenario = try generator(for: screen, config: config).value(replaying: [], maxChoices: 4_000)
        } catch {
            return ["no scenario could be made for the screen inside its profile: \(error)"]
        }
        // Kept while it runs: a trap in the screen's own code still names the case.
        let slot = CurrentCases.shared.enter(screen.id, scenario)
        defer { CurrentCases.shared.leave(slot) }
        let runner = ScenarioRunner(strategy: screen, invariants: [], assumptions: config.assumptions)
        let world = runner.makeWorld(scenario, orientation: scenario.orientation)
        defer { world.finishAsyncWork() }
        var problems: [String] = []
        for exception in world.exceptions {
            problems.append("building the screen raised a UIKit exception, which ends an app on iOS: \(exception)")
        }
        if screen.expectsTextInput, ScenarioRunner.ownTextInputs(of: world).isEmpty {
            let loaded = world.exceptions.isEmpty ? "" : " (it most likely did not load: see above)"
            problems.append("the screen shows no text input, so no keyboard was ever shown and nothing was tested\(loaded); "
                            + "check that it builds its fields when it loads — or, if it has none on purpose, "
                            + "say so with expectsTextInput: false")
        }
        return problems
    }
}
