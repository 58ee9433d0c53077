import Clearance
import Testing

/// Issue 52 item 6: the generator draws a split keyboard only where the run's assumptions
/// say the keyboard splits (``Assumption/splitKeyboardOnlyOnHomeButtonIPads``).
@Suite("Scenario generator: which iPads get a split keyboard")
struct SplitKeyboardGenerationTests {
    /// The devices of `count` generated scenarios that place a split keyboard.
    func splitDevices(_ assumptions: Assumptions, count: Int = 600) -> Set<String> {
        let gen = ScenarioGenerator(strategy: NaiveInsetOnShow(), assumptions: assumptions).gen
        var devices: Set<String> = []
        for n in 1...UInt64(count) {
            guard let scenario = try? gen.generate(from: ChoiceSource(random: SeededRandom(seed: 52 &+ n), maxChoices: 4_000)) else { continue }
            let placements = [scenario.keyboard.placement] + scenario.events.compactMap { timed -> KeyboardSetup.Placement? in
                if case let .placeKeyboard(placement) = timed.event { return placement } else { return nil }
            }
            if placements.contains(.split) {
                #expect(scenario.problem == nil, "\(scenario.problem.map { "\($0)" } ?? "")")
                devices.insert(scenario.device.device.id)
            }
        }
        return devices
    }

    @Test func byDefaultOnlyHomeButtonIPadsSplit() {
        let devices = splitDevices(Assumptions())
        #expect(!devices.isEmpty)
        #expect(devices.allSatisfy { !DeviceCatalog.device(id: $0)!.hasHomeIndicator }, "\(devices.sorted())")
    }

    @Test func switchedOffTheOtherHomeIndicatorIPadsSplitButNotTheFaceIDPros() {
        let devices = splitDevices(Assumptions().with(.splitKeyboardOnlyOnHomeButtonIPads, false))
        #expect(devices.contains { DeviceCatalog.device(id: $0)!.hasHomeIndicator }, "\(devices.sorted())")
        #expect(devices.isDisjoint(with: ["ipad_pro_11", "ipad_pro_11_m4", "ipad_pro_12_9", "ipad_pro_13_m4"]))
    }
}
