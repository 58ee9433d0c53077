@testable import Clearance
import ClearanceSwiftUI
import Strategies
import Testing

/// A tab bar of the app's own, as SwiftUI-CustomTabBar draws one (real-bug pair 39): an HStack
/// of buttons at the bottom of the screen's VStack.
struct OwnTabBar: View {
    var body: some View {
        HStack {
            Button("One") {}
            Spacer()
            Button("Two") {}
        }
        .frame(height: 70)
    }
}

/// A field at the top of the current tab, the tab bar below; the VStack shrinks for the
/// keyboard's safe-area region unless it ignores it (`ignoresKeyboard`: the pair's fix).
struct TabbedScreen: View {
    var ignoresKeyboard: Bool
    @State private var query = ""
    var body: some View {
        if ignoresKeyboard {
            content.ignoresSafeArea(.keyboard)
        } else {
            content
        }
    }
    var content: some View {
        VStack {
            TextField("Search", text: $query)
            Spacer()
            OwnTabBar()
        }
    }
}

struct TabbedScreenStrategy: AvoidanceStrategy {
    var ignoresKeyboard: Bool
    var id: String { "test-tabbed-screen" }
    var summary: String { "a SwiftUI screen above a tab bar of its own" }
    var source: String { "Tests/ClearanceSwiftUITests/ViewsBehindKeyboardSwiftUITests.swift" }
    var iOSVersions: ClosedRange<Int> { 14...26 }
    var containers: [GeneratedForm.Container] { [.swiftUIForm] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift, viewsBehindKeyboard: ["OwnTabBar"]) }
    func makeScreen(for form: GeneratedForm) -> UIViewController { UIHostingController(rootView: TabbedScreen(ignoresKeyboard: ignoresKeyboard)) }
}

@Suite("SwiftUI: an app's own view is named by its type; a tab bar behind the keyboard stays put")
struct ViewsBehindKeyboardSwiftUITests {
    let scenario = Scenario(iOSVersion: 17, device: .catalog("iphone_x_xs_11pro"), form: GeneratedForm(container: .swiftUIForm),
                            events: [TimedEvent(.focus(0))])

    /// The stack `OwnTabBar` draws is named `OwnTabBar` in the world (it was "HStack"); a
    /// field keeps its title, and an identifier set inside a view wins over the type.
    @MainActor
    @Test func aContainerIsNamedByTheViewThatDrawsIt() throws {
        struct Identified: View {
            var body: some View { VStack { Text("x") }.accessibilityIdentifier("chosen") }
        }
        struct Screen: View {
            var body: some View { VStack { OwnTabBar(); Identified(); TextField("Title", text: .constant("")) } }
        }
        let (world, _) = World.hosting(Screen())
        _ = world.settle()
        #expect(world.view(named: "OwnTabBar") != nil)
        #expect(world.view(named: "chosen") != nil)
        #expect(world.view(named: "Identified") == nil)
        #expect(world.view(named: "Title") is UITextField)
        #expect(world.view(named: "Screen") != nil)
    }

    /// SwiftUI's keyboard region shrinks the VStack and lifts the tab bar with it: the bug
    /// pair 39 reports ("the keyboard pushes up the tabbar").
    @MainActor
    @Test func aTabBarInTheKeyboardRegionRidesTheKeyboard() throws {
        let runner = ScenarioRunner(strategy: TabbedScreenStrategy(ignoresKeyboard: false), invariants: [.noDoubleShift], assumptions: Assumptions())
        let violation = try #require(runner.run(scenario).violation)
        #expect(violation.diagnosis == .ridesTheKeyboard)
        #expect(violation.viewName == "OwnTabBar")
    }

    /// With the keyboard region ignored (the pair's fix), the tab bar stays behind the keyboard.
    @MainActor
    @Test func aTabBarOutOfTheKeyboardRegionStaysPut() {
        let runner = ScenarioRunner(strategy: TabbedScreenStrategy(ignoresKeyboard: true), invariants: [.noDoubleShift], assumptions: Assumptions())
        #expect(runner.run(scenario).violation?.diagnosis != .ridesTheKeyboard)
    }
}
