import Foundation

extension Clearance {
    /// What building a screen once, before any case runs, shows is wrong with it — each a
    /// sentence saying how to fix it; empty when the screen loaded and shows a text input that
    /// can be focused.
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
        // The first world the screen is built in, in this process: state the app keeps for the
        // process (a singleton made on first use) is made here, so a second world shows it.
        let world = runner.makeWorld(scenario, orientation: scenario.orientation)
        defer { world.finishAsyncWork() }
        var problems: [String] = []
        for exception in world.exceptions {
            problems.append("building the screen raised a UIKit exception, which ends an app on iOS: \(exception)")
        }
        // A text input that cannot become first responder (a text view with `isEditable`
        // false) brings up no keyboard: a screen with nothing else tests nothing.
        let inputs = ScenarioRunner.ownTextInputs(of: world)
        if screen.expectsTextInput, !inputs.contains(where: \.canBecomeFirstResponder) {
            let loaded = world.exceptions.isEmpty ? "" : " (it most likely did not load: see above)"
            let readOnly = inputs.isEmpty ? "" : " that can be focused (\(inputs.count == 1 ? "its only one is" : "all \(inputs.count) are") read-only: a text view with isEditable false brings up no keyboard)"
            problems.append("the screen shows no text input\(readOnly), so no keyboard was ever shown and nothing was tested\(loaded); "
                            + "check that it builds its fields when it loads — or, if it has none on purpose, "
                            + "say so with expectsTextInput: false")
        }
        guard problems.isEmpty else { return problems }
        let firstShapes = shapes(world)
        let again = runner.makeWorld(scenario, orientation: scenario.orientation)
        defer { again.finishAsyncWork() }
        if shapes(again) != firstShapes { problems.append(keptAcrossWorlds) }
        return problems
    }

    /// The screen at rest, with its first field focused (the keyboard up, settled), and then
    /// with its lowest field focused from rest: its fields' frames, its first scroll view's insets and
    /// offset, its root view's frame. The lowest field too, because the first is often clear
    /// of the keyboard: a keyboard singleton that moves only a covered field (IQKeyboardManager,
    /// Tests/RealBugs 01 and 37, whose first field sits at the top) changes nothing for it in
    /// either world, and would not be seen.
    static func shapes(_ world: World) -> [[CGFloat]] {
        func shape() -> [CGFloat] {
            var numbers: [CGFloat] = []
            for input in ScenarioRunner.ownTextInputs(of: world) {
                let frame = input.frameInWindow
                numbers += [frame.minX, frame.minY, frame.width, frame.height]
            }
            if let scroll = ScenarioRunner.firstScrollView(in: world) {
                numbers += [scroll.contentInset.top, scroll.contentInset.bottom, scroll.contentOffset.y]
            }
            if let root = world.window.rootViewController?.view { numbers += [root.frame.minY, root.frame.height] }
            return numbers
        }
        let rest = shape()
        let inputs = ScenarioRunner.ownTextInputs(of: world)
        world.run { _ = inputs.first?.becomeFirstResponder() }
        _ = world.settle()
        var shapes = [rest, shape()]
        if inputs.count > 1, let lowest = inputs.last {
            // From rest again, so that the keyboard shows for it (its notifications posted anew).
            world.run { _ = inputs.first?.resignFirstResponder() }
            _ = world.settle()
            world.run { _ = lowest.becomeFirstResponder() }
            _ = world.settle()
            shapes.append(shape())
        }
        return shapes
    }

    /// Said when the screen lays out differently in its second world than in its first, in
    /// the same scenario, at rest or with its first or lowest field focused: the sign of state the app
    /// keeps for the process — a keyboard singleton or global publisher that registered in
    /// the first world hears nothing in later ones (and keeps the last height it heard), so
    /// every later case would see the screen without its avoidance, and a report's replay line
    /// would pass in a fresh process. (When an earlier test in the process already made the
    /// singleton, both worlds are alike and this cannot see it; a failure that does not come
    /// back is then reported as flaky.)
    static let keptAcrossWorlds =
        "the screen keeps state across worlds in this process: built twice in the same scenario, it laid out "
            + "differently the second time (a keyboard singleton, a global or static publisher, or a cache that heard only the "
            + "first world). Each case must see the app as a fresh process does, and cases cannot run in processes of their "
            + "own here, so its verdicts would not hold: make the screen own its keyboard observer (or inject the shared one), "
            + "or give the singleton a way to be made anew per screen"
}
