import Clearance
import ClearanceTesting
import Foundation
import Testing

// A screen the app presents as a sheet with detents or as a popover: the profile says so once,
// and every scenario shows the screen that way.

extension AppProfile {
    /// An iPhone app that shows the screen in a sheet resting at the medium detent.
    static let iPhoneSheet = AppProfile(devices: [.iPhone], orientations: [.portrait], iOS: 16...26,
                                        presentation: .init([.sheet], detents: [.medium, .large]))
}

@Suite("Presented screens: sheets with detents and popovers")
@MainActor
struct PresentedScreenTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    @Test func aSheetProfileGeneratesOnlyItsSheet() throws {
        let gen = ScenarioGenerator(strategy: UIKitScreen(id: "x") { UIViewController() }, profile: .iPhoneSheet).gen
        for seed in 0..<2_000 {
            let scenario = try gen.generate(from: ChoiceSource(random: SeededRandom(seed: UInt64(seed))))
            #expect(scenario.window == .presented(.pageSheet, detents: [.medium, .large]))
            #expect(AppProfile.iPhoneSheet.reasonOutside(scenario) == nil)
        }
    }

    /// Before iOS 15 there are no detents, and a custom height needs iOS 16: a version is
    /// offered only the detents it has.
    @Test func eachVersionGetsTheDetentsItHas() {
        let presentation = AppProfile.Presentation([.sheet], detents: [.height(300), .large])
        #expect(presentation.window(for: .sheet, on: .iPhone, iOS: 14) == .presented(.pageSheet, detents: [.large]))
        #expect(presentation.window(for: .sheet, on: .iPhone, iOS: 15) == .presented(.pageSheet, detents: [.large]))
        #expect(presentation.window(for: .sheet, on: .iPhone, iOS: 16) == .presented(.pageSheet, detents: [.height(300), .large]))
        #expect(presentation.window(for: .popover, on: .iPhone, iOS: 17) == .presented(.popover, detents: []))
        #expect(presentation.window(for: .popover, on: .iPad, iOS: 17) == nil)
        #expect(presentation.window(for: .pageSheet, on: .iPhone, iOS: 13) == .presented(.pageSheet, detents: [.large]))
        #expect(presentation.window(for: .pageSheet, on: .iPad, iOS: 13) == .pageSheet)
    }

    /// 393 × 852 (59 pt above, 34 below): the medium detent is 426 pt within the safe area, so
    /// the card is 460 pt tall; the keyboard expands it to the large card, 10 pt below the
    /// status bar (as SheetDetentTests pins for a sheet an app presents itself).
    @Test func theScreenIsPresentedAsASheetAtItsDetent() {
        let world = World(device: Self.phone, windowKind: .presented(.pageSheet, detents: [.medium, .large]), iOSVersion: 17)
        let screen = CarefulLoginViewController()
        world.present(screen)
        world.settle()
        #expect(screen.presentingViewController != nil)
        #expect(screen.modalPresentationStyle == .pageSheet)
        #expect(world.rootViewController === screen)
        #expect(screen.view.frameInWindow == CGRect(x: 0, y: 392, width: 393, height: 460))
        world.run { _ = screen.email.becomeFirstResponder() }
        world.settle()
        #expect(screen.view.frameInWindow == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(screen.email.frameInWindow.maxY <= world.keyboard.screenFrame?.minY ?? 0)
        world.tearDown()
        #expect(world.rootViewController == nil)
    }

    @Test func aPopoverOnAnIPhoneIsALargeCard() {
        let world = World(device: Self.phone, windowKind: .presented(.popover, detents: []), iOSVersion: 17)
        let screen = CarefulLoginViewController()
        world.present(screen, chrome: Chrome(navigationBar: .standard))
        world.settle()
        #expect(screen.modalPresentationStyle == .popover)
        #expect(screen.view.frameInWindow == CGRect(x: 0, y: 69, width: 393, height: 783))
        // The bars are the presented screen's: the card's top is below the status bar, so its
        // safe area starts under the 44 pt navigation bar alone.
        #expect(screen.view.safeAreaInsets.top == 44)
    }

    /// Every way an iPhone app presents a screen, with a navigation bar, both orientations and
    /// every iOS version: the screen pinned to the keyboard layout guide keeps every invariant.
    /// `nonisolated`, as the suite's other whole runs: each world is the main actor's executor
    /// while it runs, so a long run need not queue for the main actor (`ReadmeExampleTests`).
    @Test nonisolated func aCarefulScreenPresentedAnyWayKeepsEveryInvariant() {
        let profile = AppProfile(devices: [.iPhone], iOS: 13...26,
                                 presentation: .init([.sheet, .pageSheet, .formSheet, .popover], navigationBar: .standard, detents: [.medium, .height(300), .large]))
        let report = Clearance.check(screen: { CarefulLoginViewController() }, named: "careful-login", profile: profile,
                                     config: HarnessConfig(cases: 1_000, seed: 2, readsEnvironment: false))
        #expect(report.passed, "\(report.failures.map { $0.text(strategyID: "careful-login") })")
        let windows = report.statistics.tables["window"]?.map(\.label) ?? []
        #expect(windows == ["presented"])
    }

    @Test nonisolated func aReportStatesThePresentation() throws {
        let report = Clearance.check(screen: { LoginViewController() }, named: "login", profile: .iPhoneSheet,
                                     config: HarnessConfig(cases: 300, seed: 3, readsEnvironment: false))
        let failure = try #require(report.failures.first)
        let text = failure.text(strategyID: "login")
        #expect(text.contains("presented as a page sheet (detents: medium, large)"), "\(text)")
        for failure in report.failures {
            #expect(AppProfile.iPhoneSheet.reasonOutside(failure.scenario) == nil)
            // The replay token runs the same sheet again.
            #expect(failure.scenario.window == .presented(.pageSheet, detents: [.medium, .large]))
        }
    }

    @Test func thePresentationIsWrittenAndReadInAScenario() throws {
        for window in [WindowKind.presented(.pageSheet, detents: [.medium, .large]), .presented(.formSheet, detents: [.height(320)]), .presented(.pageSheet, detents: [.height(300.125), .large]),
                       .presented(.popover, detents: [])] {
            var scenario = Scenario(device: .catalog("iphone_14pro_15_15pro_16"))
            scenario.window = window
            let data = try JSONEncoder().encode(scenario)
            #expect(try JSONDecoder().decode(Scenario.self, from: data).window == window)
        }
        var scenario = Scenario(device: .catalog("iphone_14pro_15_15pro_16"))
        scenario.window = .presented(.pageSheet, detents: [.medium])
        let text = String(decoding: try JSONEncoder().encode(scenario), as: UTF8.self)
        #expect(text.contains("presented page sheet medium"))
        let bad = text.replacingOccurrences(of: "presented page sheet medium", with: "presented page sheet tall")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Scenario.self, from: Data(bad.utf8)) }
    }

    @Test func aPresentationTheModelCannotShowIsAClearProblem() {
        var scenario = Scenario(device: .catalog("iphone_x_xs_11pro"))
        scenario.window = .presented(.pageSheet, detents: [.medium])
        scenario.iOSVersion = 14
        #expect(scenario.problem?.field == "window.detents")
        scenario.window = .presented(.pageSheet, detents: [])
        #expect(scenario.problem?.field == "window")
        scenario.window = .presented(.pageSheet, detents: [.height(.infinity)])
        scenario.iOSVersion = 17
        #expect(scenario.problem?.field == "window.detents")
        #expect(Scenario(device: .catalog(DeviceCatalog.iPads[0].id), window: .presented(.popover, detents: [])).problem?.field == "window")
        let iPadPopover = AppProfile(devices: [.iPad], presentation: .init([.popover]))
        #expect(iPadPopover.problem?.hasPrefix("presentation: a popover on an iPad") == true)
        #expect(AppProfile(presentation: .init([.sheet], detents: [.height(-1)])).problem?.hasPrefix("presentation.detents:") == true)
    }
}
