import Clearance
import ClearanceSwiftUI
import Foundation
import Strategies
import Testing

/// A SwiftUI screen as a strategy: the screen lays out its own fields (the harness focuses
/// them in order) and is checked against `contract`.
struct SwiftUIScreen: AvoidanceStrategy {
    enum Screen: String, Sendable {
        case seed004, paddingChat, responderForm, profileForm, signUpForm, readmeChat, observableForm, keyboardAdaptive, listOffset
    }
    let screen: Screen
    let contract: AvoidanceContract
    var iOSVersions: ClosedRange<Int> = 14...26
    var id: String { "swiftui-screen-\(screen.rawValue)" }
    var summary: String { "a SwiftUI screen written as an app writes it" }
    var source: String { "Tests/ClearanceSwiftUITests" }
    var containers: [GeneratedForm.Container] { [.swiftUIForm] }

    func makeScreen(for form: GeneratedForm) -> UIViewController {
        switch screen {
        case .seed004: return UIHostingController(rootView: ContentView())
        case .paddingChat: return UIHostingController(rootView: KeyboardPaddingChat())
        case .responderForm: return UIHostingController(rootView: KeyboardResponderForm())
        case .profileForm: return UIHostingController(rootView: ProfileForm())
        case .signUpForm: return UIHostingController(rootView: SignUpForm())
        case .readmeChat: return UIHostingController(rootView: ChatView())
        case .observableForm: return UIHostingController(rootView: ObservableKeyboardForm())
        case .keyboardAdaptive: return UIHostingController(rootView: KeyboardAdaptiveForm())
        case .listOffset: return UIHostingController(rootView: ListAboveFieldOffsetByKeyboard())
        }
    }

    /// Seed 004's `ContentView`, as printed.
    static let seed004 = SwiftUIScreen(screen: .seed004, contract: SwiftUIOffsetByHeight().contract, iOSVersions: 13...26)
}

@Suite("SwiftUI as written: the seeds' views and app screens get their verdicts")
struct SeedAndAppScreenTests {
    static let iPhone12 = DeviceChoice.catalog("iphone_12_13_14")
    /// One text field, as the seed's screen has.
    static let oneField = GeneratedForm(container: .swiftUIForm, items: [GeneratedForm.Item(.textField)])

    static func scenario(iOS: Int) -> Scenario {
        Scenario(iOSVersion: iOS, device: iPhone12, form: oneField)
    }

    /// What seed 004 is known for: its lateness (it moves the field on `keyboardDidShow`) on
    /// iOS 13, and its double shift from iOS 14, where SwiftUI already lifts the field.
    static let seed004Bugs: [(iOS: Int, signature: String)] = [
        (13, "moves-with-keyboard/reacts-after-keyboard"),
        (16, "no-double-shift/shifted-twice"),
    ]

    /// Runs only in the child process the next test starts: seed 004's `static let shared`
    /// is made once per process, as on iOS it is once per launch, so each scenario needs a
    /// process of its own. Writes the signature found to `seed004-result.txt`.
    @Test func seed004InAFreshProcess() throws {
        guard let iOS = ProcessInfo.processInfo.environment["CLEARANCE_SEED004_IOS"].flatMap(Int.init),
              let wanted = Self.seed004Bugs.first(where: { $0.iOS == iOS })?.signature else { return }
        let outcome = Clearance.run(Self.scenario(iOS: iOS), strategy: SwiftUIScreen.seed004) { $0.signature.hasPrefix(wanted) }
        try (outcome.violation?.signature ?? "none").write(toFile: "seed004-result.txt", atomically: true, encoding: .utf8)
    }

    /// Seed 004 compiles as printed and, each scenario in a fresh process, the harness finds
    /// its two bugs — the same signatures as the catalog's transcription
    /// (`swiftui-offset-by-height`) on the same scenarios.
    @Test(arguments: seed004Bugs.map(\.iOS))
    func seed004AsPrintedHasItsTwoBugs(iOS: Int) throws {
        let wanted = try #require(Self.seed004Bugs.first { $0.iOS == iOS }).signature
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clearance-seed004-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--testing-library", "swift-testing", "--filter", "seed004InAFreshProcess"]
        process.environment = ProcessInfo.processInfo.environment.merging(["CLEARANCE_SEED004_IOS": "\(iOS)"]) { $1 }
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let found = try String(contentsOf: directory.appendingPathComponent("seed004-result.txt"), encoding: .utf8)
        #expect(found.hasPrefix(wanted))

        let catalog = Clearance.run(Self.scenario(iOS: iOS), strategy: SwiftUIOffsetByHeight()) { $0.signature.hasPrefix(wanted) }
        #expect(catalog.violation?.signature == found)
    }

    /// A padding fed from `.onAppear` observers doubles SwiftUI's own avoidance. (The
    /// observers use `MainActor.assumeIsolated`, which checks the thread: the test runs on the
    /// main actor.)
    @MainActor @Test func aKeyboardHeightPaddingShiftsTwice() throws {
        let screen = SwiftUIScreen(screen: .paddingChat, contract: AvoidanceContract(mode: .minimalLift, padding: 16))
        let outcome = Clearance.run(Self.scenario(iOS: 16), strategy: screen, invariants: [.noDoubleShift])
        #expect(outcome.violation?.signature.hasPrefix("no-double-shift/shifted-twice") == true, "\(String(describing: outcome.violation))")
    }

    /// The same with a Combine model made inline: the same double shift.
    @Test func aCombineKeyboardModelPaddingShiftsTwice() throws {
        let screen = SwiftUIScreen(screen: .responderForm, contract: AvoidanceContract(mode: .minimalLift, padding: 16))
        let outcome = Clearance.run(Self.scenario(iOS: 16), strategy: screen, invariants: [.noDoubleShift])
        #expect(outcome.violation?.signature.hasPrefix("no-double-shift/shifted-twice") == true, "\(String(describing: outcome.violation))")
    }

    /// An `@Observable` keyboard model padding the bottom (iOS 17): the same double shift,
    /// found through Observation's tracking of what the body read.
    @MainActor @Test func anObservableKeyboardModelPaddingShiftsTwice() throws {
        let screen = SwiftUIScreen(screen: .observableForm, contract: AvoidanceContract(mode: .minimalLift, padding: 16))
        let outcome = Clearance.run(Self.scenario(iOS: 17), strategy: screen, invariants: [.noDoubleShift])
        #expect(outcome.violation?.signature.hasPrefix("no-double-shift/shifted-twice") == true, "\(String(describing: outcome.violation))")
    }

    /// The 2020 keyboard-adaptive modifier on an iPhone 12. On iOS 13 (no SwiftUI avoidance)
    /// it lifts the field, but 47 pt too far: it takes the keyboard's top from the reader's
    /// height (the safe area's space) and the field's bottom from the window, which differ by
    /// the 47 pt top inset. From iOS 14 SwiftUI has already lifted the field by the keyboard's
    /// overlap (302 pt) when the padding (333 pt) moves it again: 635 pt in all, where the
    /// keyboard covers 336 pt (V8tr/KeyboardAvoidanceSwiftUI#8). Neither amount is one of the
    /// diagnoser's exact signatures (each mistake hides the other's size), so both are
    /// reported without a cause.
    @Test(arguments: [13, 14, 17])
    func theKeyboardAdaptiveModifierOverLiftsAndShiftsTwiceFromIOS14(iOS: Int) throws {
        let screen = SwiftUIScreen(screen: .keyboardAdaptive, contract: AvoidanceContract(mode: .minimalLift, padding: 16), iOSVersions: 13...26)
        let outcome = Clearance.run(Self.scenario(iOS: iOS), strategy: screen, invariants: [.fieldVisible, .noDoubleShift])
        let violation = try #require(outcome.violation)
        #expect(violation.invariant == .noDoubleShift)
        let numbers = Dictionary(violation.numbers.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        if iOS == 13 {
            #expect(numbers["gap"] == 47, "\(violation)")
            #expect(numbers["lift"] == 333, "\(violation)")
        } else {
            #expect(numbers["lift"] == 635, "\(violation)")
        }
    }

    /// The README's SwiftUI example gets the verdict its comment says.
    @Test func theReadmesChatViewShiftsTwice() throws {
        let screen = SwiftUIScreen(screen: .readmeChat, contract: AvoidanceContract(mode: .minimalLift, padding: 16))
        let outcome = Clearance.run(Self.scenario(iOS: 16), strategy: screen, invariants: [.noDoubleShift])
        #expect(outcome.violation?.signature.hasPrefix("no-double-shift/shifted-twice") == true, "\(String(describing: outcome.violation))")
    }

    /// Issue 35 #8: the list's top rows pushed past the screen's top by `.offset` on top of
    /// SwiftUI's own avoidance are reported by nothing-offscreen (no scrolling brings them back
    /// while the keyboard is up), named by the cause of the list's over-lift as no-double-shift
    /// measures it: it rose by the keyboard frame's height, the bottom safe area more than the
    /// keyboard covers of the screen. Before, only the list's own visible area was asked,
    /// which had moved off screen with the rows: nothing was reported.
    @Test func aListPushedPastTheTopByAnOffsetIsReported() throws {
        let screen = SwiftUIScreen(screen: .listOffset, contract: AvoidanceContract(mode: .minimalLift))
        let scenario = Scenario(iOSVersion: 16, device: Self.iPhone12, form: Self.oneField, events: [TimedEvent(.focus(0))])
        let outcome = Clearance.run(scenario, strategy: screen, invariants: [.nothingOffscreen])
        let found = try #require(outcome.violation)
        #expect(found.property == "scrollRange", "\(found)")
        #expect(found.message.contains("can no longer be scrolled into view"), "\(found)")
        #expect(found.diagnosis == .safeAreaCountedTwice, "\(found)")
        // With the keyboard never shown, the same screen keeps it.
        let still = Scenario(iOSVersion: 16, device: Self.iPhone12, form: Self.oneField, events: [])
        #expect(Clearance.run(still, strategy: screen, invariants: [.nothingOffscreen]).violation == nil)
    }

    /// The careful form keeps every invariant.
    @Test func theFocusStateAndScrollViewReaderFormKeepsEveryInvariant() {
        let screen = SwiftUIScreen(screen: .profileForm, contract: AvoidanceContract(mode: .pin, pinnedViewNames: ["ScrollView"], scrolling: .unspecified))
        let report = Clearance.check(strategy: screen, config: HarnessConfig(cases: 300, seed: 5, readsEnvironment: false))
        #expect(report.failures.map(\.signature) == [])
    }

    /// Seed 002's `SignUpForm`, as printed, relies on SwiftUI and keeps every invariant.
    @Test func seed002sSignUpFormAsPrintedKeepsEveryInvariant() {
        let screen = SwiftUIScreen(screen: .signUpForm, contract: SwiftUIKeyboardSafeArea().contract, iOSVersions: 16...26)
        let report = Clearance.check(strategy: screen, config: HarnessConfig(cases: 300, seed: 5, readsEnvironment: false))
        #expect(report.failures.map(\.signature) == [])
    }
}
