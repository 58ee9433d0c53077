@testable import Clearance
import ClearanceSwiftUI
import Strategies
import Testing

/// The scroll position a `GeometryReader` in the content reads in the scroll view's named
/// coordinate space, carried up by a preference.
struct ContentTopKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

/// A form under a header that collapses as the content scrolls, the pattern of ScrollKit's
/// sticky header (real-bug pair 06): the header's height follows the content's top, read
/// through a preference. SwiftUI scrolls a focused field into view; when the keyboard goes,
/// the content stays where it was scrolled, and the header as short as that makes it.
struct CollapsingHeaderSwiftUIForm: View {
    @State private var contentTop: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(height: max(44, 120 + min(0, contentTop))).accessibilityIdentifier("header")
            ScrollView {
                VStack(spacing: 60) {
                    ForEach(0..<8, id: \.self) { i in
                        TextField("Field \(i)", text: .constant("")).frame(height: 44)
                    }
                }
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: ContentTopKey.self, value: proxy.frame(in: .named("form")).minY)
                })
            }
            .coordinateSpace(name: "form")
            .onPreferenceChange(ContentTopKey.self) { contentTop = $0 }
        }
    }
}

struct CollapsingHeaderSwiftUIStrategy: AvoidanceStrategy {
    var id: String { "test-collapsing-header-swiftui" }
    var summary: String { "a SwiftUI form under a header that collapses as the content scrolls" }
    var source: String { "Tests/ClearanceSwiftUITests/ScrollLinkedHeaderSwiftUITests.swift" }
    var iOSVersions: ClosedRange<Int> { 15...26 }
    var containers: [GeneratedForm.Container] { [.swiftUIForm] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift) }
    func makeScreen(for form: GeneratedForm) -> UIViewController { UIHostingController(rootView: CollapsingHeaderSwiftUIForm()) }
}

@Suite("Hide restores: a SwiftUI header that follows the scroll position")
struct ScrollLinkedHeaderSwiftUITests {
    /// The last field focused (SwiftUI scrolls it into view), then the keyboard hides: the
    /// header is as short as the content's scroll position makes it, which is no keyboard
    /// adjustment left behind. It was reported "not back where it was" before the reference
    /// was scrolled as the content is.
    @MainActor
    @Test func theHeaderIsJudgedAtTheContentsScrollPosition() throws {
        let scenario = Scenario(device: .catalog("iphone_x_xs_11pro"), form: GeneratedForm(container: .swiftUIForm),
                                events: [TimedEvent(.focus(7)), TimedEvent(.resign)])
        let runner = ScenarioRunner(strategy: CollapsingHeaderSwiftUIStrategy(), invariants: [.hideRestores], assumptions: Assumptions())
        let outcome = runner.run(scenario, keepWorld: true)
        let world = try #require(outcome.world)
        // The case is the one meant: the header collapsed with the scroll.
        #expect(try #require(world.view(named: "header")).frame.height < 120)
        #expect(outcome.violation == nil, "\(outcome.violation.map { "\($0)" } ?? "")")
    }
}
