@testable import Clearance
import ClearanceSwiftUI
import Strategies
import Testing

/// A screen in a NavigationView with a NavigationLink and an image in a fixed frame, each the
/// only child of a stack, as SwiftUI-CustomTabBar's (real-bug pair 39): the stack and its one
/// child are rendered with the same key.
struct LinkAndFramedImageScreen: View {
    @State private var name = ""
    var body: some View {
        NavigationView {
            VStack {
                HStack {
                    NavigationLink(destination: Text("Detail")) { Text("Show detail") }
                }
                VStack(spacing: 0) {
                    Image(systemName: "gear").resizable().padding(5).frame(width: 40, height: 40)
                }
                TextField("Name", text: $name)
            }
        }
    }
}

struct LinkAndFramedImageStrategy: AvoidanceStrategy {
    var id: String { "test-link-and-framed-image" }
    var summary: String { "a NavigationLink and a framed image above a field" }
    var source: String { "Tests/ClearanceSwiftUITests/SharedKeyLayoutTests.swift" }
    var iOSVersions: ClosedRange<Int> { 14...26 }
    var containers: [GeneratedForm.Container] { [.swiftUIForm] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift) }
    func makeScreen(for form: GeneratedForm) -> UIViewController { UIHostingController(rootView: LinkAndFramedImageScreen()) }
}

@Suite("Hosting: a view whose child carries its own key settles")
struct SharedKeyLayoutTests {
    /// The stack and its one child had one path in the hosting view, so each replaced the
    /// other's generated view in every pass: "a layout took more than 8 passes without
    /// settling" when the screen appeared, for a static tree (pair 39's false no-layout-loop).
    @MainActor
    @Test func aStaticTreeWithALinkAndAFramedImageSettles() {
        let scenario = Scenario(iOSVersion: 17, device: .catalog("iphone_x_xs_11pro"), form: GeneratedForm(container: .swiftUIForm),
                                events: [TimedEvent(.focus(0))])
        let runner = ScenarioRunner(strategy: LinkAndFramedImageStrategy(), invariants: [.noLayoutLoop], assumptions: Assumptions())
        let violation = runner.run(scenario).violation
        #expect(violation == nil, "\(violation.map { "\($0)" } ?? "")")
    }
}
