import Clearance
import Testing

@Suite("Scenarios and their generators")
struct ScenarioGeneratorTests {
    func scenarios(_ strategy: any AvoidanceStrategy, count: Int, seed: UInt64, fuzz: Bool = false) -> [Scenario] {
        let gen = ScenarioGenerator(strategy: strategy, fuzz: fuzz).gen
        var result: [Scenario] = []
        var n: UInt64 = 0
        while result.count < count {
            n += 1
            if let scenario = try? gen.generate(from: ChoiceSource(random: SeededRandom(seed: seed &+ n), maxChoices: 4_000)) {
                result.append(scenario)
            }
        }
        return result
    }

    /// Every keyboard kind, window kind, container and event kind gets at least 1% of the
    /// cases (the harness issue's coverage check), for strategies of each family.
    @Test(arguments: ["keyboard-guide-careful", "swiftui-keyboard-safe-area", "root-view-shift", "scroll-view-pinned-to-guide"])
    func everyDimensionValueGetsAtLeastOnePercent(_ id: String) throws {
        let strategy = try #require(StrategyCatalog.strategy(id: id))
        let generated = scenarios(strategy, count: 2_000, seed: 3)
        func share(_ values: [String], _ expected: [String], _ name: String) {
            for value in expected {
                let count = values.filter { $0 == value }.count
                #expect(Double(count) / Double(generated.count) >= 0.01, "\(id): \(name) \(value) in \(count) of \(generated.count)")
            }
        }
        share(generated.map(\.keyboard.modeLabel), ["docked", "hardwareBar", "floating", "undocked"], "keyboard")
        share(generated.map(\.window.kindName), ["fullScreen", "splitView", "slideOver", "stageManager", "formSheet", "pageSheet"], "window")
        share(generated.map(\.form.container.rawValue), strategy.containers.map(\.rawValue), "container")
        let eventKinds = generated.flatMap { Set($0.events.map(\.event.kindName)) }
        // (A screen is covered and shown again only inside an app's profile: a catalog
        // strategy's scenarios never have it; AppearingAgainTests pins both.)
        share(eventKinds, ScenarioEvent.kindNames.filter { $0 != "coverAndReturn" }, "event")
    }

    /// A generated scenario is one that can exist (issue 11): a catalog device runs the
    /// scenario's iOS version, Stage Manager appears from iPadOS 16 and the minimised
    /// hardware toolbar from iPadOS 15; every version and the iOS 26-only phones occur.
    @Test func generatedScenariosCanExist() {
        let generated = scenarios(KeyboardGuideCareful(), count: 3_000, seed: 12)
        for scenario in generated {
            #expect(scenario.problem == nil, "\(scenario.problem!)")
            if case let .catalog(id) = scenario.device {
                #expect(DeviceCatalog.device(id: id)!.runs(iOS: scenario.iOSVersion), "\(id) on iOS \(scenario.iOSVersion)")
            }
            if case .stageManager = scenario.window {
                #expect(scenario.iOSVersion >= 16)
                #expect(scenario.device.device.offersStageManager(onIOS: scenario.iOSVersion), "\(scenario.device.device.id) on iOS \(scenario.iOSVersion)")
            }
            let placements = [scenario.keyboard.placement] + scenario.events.compactMap { timed -> KeyboardSetup.Placement? in
                if case let .placeKeyboard(placement) = timed.event { return placement } else { return nil }
            }
            if placements.contains(.split) { #expect(scenario.device.device.hasSplitKeyboard(Assumptions()), "\(scenario.device.device.id)") }
            if scenario.keyboard.minimizedToolbar { #expect(scenario.iOSVersion >= 15 && scenario.keyboard.hardwareKeyboard) }
        }
        #expect(Set(generated.map(\.iOSVersion)) == Set(13...26).intersection([13, 14, 15, 16, 17, 18, 26]))
        #expect(generated.contains { $0.device == .catalog("iphone_17_17pro") })
        #expect(generated.contains { $0.keyboard.minimizedToolbar })
    }

    /// Scenarios that cannot exist are refused, naming the field.
    @Test func scenariosThatCannotExistAreRefused() {
        let x26 = Scenario(iOSVersion: 26, device: .catalog("iphone_x_xs_11pro"))
        #expect(x26.problem == nil) // the group's iPhone 11 Pro runs iOS 26
        #expect(x26.description.hasPrefix("iPhone 11 Pro (375×812)"))
        #expect(Scenario(iOSVersion: 26, device: .catalog("iphone_xr_11")).description.hasPrefix("iPhone 11 (414×896)"))
        #expect(Scenario(iOSVersion: 17, device: .catalog("iphone_16pro")).problem?.field == "device")
        #expect(Scenario(iOSVersion: 15, device: .catalog("ipad_air_11"), window: .stageManager(x: 0, y: 0, width: 0.5, height: 0.5)).problem?.field == "window")
        // Stage Manager on the chips each iPadOS version offers it on (issue 35 item 2): the
        // M1 and A12X/A12Z iPads from 16, the iPad (10th gen), mini 6 and iPad 7th-9th gen
        // only from 26; never on an iPhone.
        let stage = WindowKind.stageManager(x: 0, y: 0, width: 0.5, height: 0.5)
        #expect(Scenario(iOSVersion: 16, device: .catalog("ipad_pro_11"), window: stage).problem == nil)
        #expect(Scenario(iOSVersion: 18, device: .catalog("ipad_10th_gen"), window: stage).problem?.field == "window")
        #expect(Scenario(iOSVersion: 18, device: .catalog("ipad_10th_gen"), window: stage).problem?.message.contains("only from iPadOS 26") == true)
        #expect(Scenario(iOSVersion: 26, device: .catalog("ipad_10th_gen"), window: stage).problem == nil)
        #expect(Scenario(iOSVersion: 17, device: .catalog("ipad_mini_6"), window: stage).problem?.field == "window")
        #expect(Scenario(iOSVersion: 17, device: .catalog("iphone_x_xs_11pro"), window: stage).problem?.field == "window")
        // A split keyboard only where the keyboard splits (issue 35 item 1).
        #expect(Scenario(iOSVersion: 17, device: .catalog("ipad_10_2"), keyboard: KeyboardSetup(placement: .split)).problem == nil)
        #expect(Scenario(iOSVersion: 17, device: .catalog("ipad_pro_11"), keyboard: KeyboardSetup(placement: .split)).problem?.field == "keyboard.placement")
        #expect(Scenario(iOSVersion: 17, device: .catalog("ipad_pro_11"), events: [TimedEvent(.placeKeyboard(.split))]).problem?.field == "events[0].event")
        #expect(Scenario(iOSVersion: 14, device: .catalog("ipad_air_11"),
                         keyboard: KeyboardSetup(hardwareKeyboard: true, minimizedToolbar: true)).problem?.field == "keyboard.minimizedToolbar")
    }

    /// The harness's own coverage check agrees.
    @Test func theHarnessCoverageCheckPasses() {
        let report = Clearance.check(strategy: KeyboardGuideCareful(), config: HarnessConfig(
            cases: 1_000, seed: 3, invariants: [], checkCoverage: true, readsEnvironment: false))
        #expect(report.problem == nil)
        #expect(report.passed)
        #expect(report.statistics.tables["keyboard"]?.count == 4)
    }

    /// Scenarios are readable JSON that decodes to the same value (fuzz-mode sizes included).
    @Test func scenariosRoundTripThroughJSON() throws {
        for scenario in scenarios(RootViewShift(), count: 300, seed: 8) + scenarios(NaiveInsetOnShow(), count: 300, seed: 9, fuzz: true) {
            let data = Data(scenario.json.utf8)
            #expect(try JSONDecoder().decode(Scenario.self, from: data) == scenario)
        }
    }

    /// The same seed gives the same scenarios; fuzz mode leaves the device catalog.
    @Test func generationIsDeterministicAndFuzzModeMakesNewSizes() {
        #expect(scenarios(NaiveInsetOnShow(), count: 50, seed: 4) == scenarios(NaiveInsetOnShow(), count: 50, seed: 4))
        #expect(scenarios(NaiveInsetOnShow(), count: 50, seed: 4) != scenarios(NaiveInsetOnShow(), count: 50, seed: 5))
        let custom = scenarios(NaiveInsetOnShow(), count: 300, seed: 4, fuzz: true).filter {
            if case .custom = $0.device { return true } else { return false }
        }
        #expect(custom.count > 10)
        #expect(scenarios(NaiveInsetOnShow(), count: 300, seed: 4).allSatisfy { if case .catalog = $0.device { return true } else { return false } })
    }

    /// Each dimension lists its simplest value first: the all-zero choice sequence is the
    /// ordinary case (smallest common iPhone, portrait, docked, full screen, one field, one focus).
    @Test func theSimplestScenarioIsTheOrdinaryCase() throws {
        let simplest = try ScenarioGenerator(strategy: NaiveInsetOnShow()).gen.value(replaying: [])
        #expect(simplest.description == """
            iPhone SE (2nd gen) (375×667) portrait, iOS 17, full screen
            keyboard: letters, docked
            form: scrollView [textField]
            events: 1. +1000 ms focus 0
            """)
    }
}
