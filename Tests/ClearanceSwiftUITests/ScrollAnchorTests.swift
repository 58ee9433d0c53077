import Clearance
import ClearanceSwiftUI
import Testing

/// A SwiftUI chat: messages in a `ScrollView`, a text field in a `.safeAreaInset(edge: .bottom)`
/// bar. SwiftUI's keyboard region shrinks the scroll view when the keyboard shows.
struct AnchoredChat: View {
    /// How the list is brought to its newest message.
    enum Anchoring: Sendable, CustomStringConvertible {
        /// `.defaultScrollAnchor(.bottom)` (iOS 17).
        case defaultScrollAnchor
        /// `proxy.scrollTo(last, anchor: .bottom)` once, in `.onAppear`.
        case scrollToOnAppear
        /// Neither: a SwiftUI scroll view's default, its top.
        case none
        var description: String {
            switch self {
            case .defaultScrollAnchor: return "defaultScrollAnchor"
            case .scrollToOnAppear: return "scrollToOnAppear"
            case .none: return "none"
            }
        }
    }

    let anchoring: Anchoring
    var count = 30
    @State private var text = ""

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 16) {
                    ForEach(0..<count, id: \.self) { index in
                        Text("Message \(index)").frame(height: 44).accessibilityIdentifier("bubble\(index)").id(index)
                    }
                }
            }
            .defaultScrollAnchor(anchoring == .defaultScrollAnchor ? .bottom : nil)
            .accessibilityIdentifier("messages")
            .onAppear { if anchoring == .scrollToOnAppear { proxy.scrollTo(count - 1, anchor: .bottom) } }
            .safeAreaInset(edge: .bottom) {
                TextField("Message", text: $text).frame(height: 36).padding()
            }
        }
    }
}

struct AnchoredChatStrategy: AvoidanceStrategy {
    let anchoring: AnchoredChat.Anchoring
    var id: String { "test-swiftui-chat-\(anchoring)" }
    var summary: String { "a SwiftUI chat kept at its newest message by \(anchoring)" }
    var source: String { "Tests/ClearanceSwiftUITests/ScrollAnchorTests.swift" }
    var iOSVersions: ClosedRange<Int> { 17...26 }
    var containers: [GeneratedForm.Container] { [.swiftUIForm] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift) }
    func makeScreen(for form: GeneratedForm) -> UIViewController { UIHostingController(rootView: AnchoredChat(anchoring: anchoring)) }
}

@Suite("defaultScrollAnchor(_:) keeps a chat at its newest message, as SwiftUI documents")
@MainActor
struct ScrollAnchorTests {
    /// Apple: `.bottom` starts the scroll view "at the bottom of its content", and the anchor
    /// also serves content and container size changes (defaultScrollAnchor(_:),
    /// ScrollAnchorRole). The list starts at the end of its range; the keyboard shrinks it and
    /// it is still there; the keyboard goes and it is still there.
    @Test func aBottomAnchorStartsAtTheEndAndStaysThereAsTheKeyboardComesAndGoes() throws {
        let (world, _) = World.hosting(AnchoredChat(anchoring: .defaultScrollAnchor))
        world.settle()
        let list = try #require(world.view(named: "messages") as? UIScrollView)
        func maxOffset() -> CGFloat { list.contentSize.height + list.adjustedContentInset.bottom - list.bounds.height }
        let heightAtRest = list.bounds.height
        #expect(list.contentSize.height > heightAtRest)
        #expect(abs(list.contentOffset.y - maxOffset()) < 0.5)
        world.focusAndSettle(try #require(world.input("Message")))
        #expect(list.bounds.height < heightAtRest - 200)
        #expect(abs(list.contentOffset.y - maxOffset()) < 0.5)
        world.act { _ = world.firstResponder?.resignFirstResponder() }
        #expect(list.bounds.height == heightAtRest)
        #expect(abs(list.contentOffset.y - maxOffset()) < 0.5)
    }

    /// Scrolled away from the end by the user, it keeps its top when the keyboard shrinks it
    /// (zenn.dev/samekard_dev "ScrollAnchorRole.sizeChanges": only a scroll view showing its
    /// last element keeps showing it).
    @Test func scrolledAwayItKeepsItsTop() throws {
        let (world, _) = World.hosting(AnchoredChat(anchoring: .defaultScrollAnchor))
        world.settle()
        let list = try #require(world.view(named: "messages") as? UIScrollView)
        world.act { list.contentOffset.y -= 300 }
        let offset = list.contentOffset.y
        world.focusAndSettle(try #require(world.input("Message")))
        #expect(list.contentOffset.y == offset)
    }

    /// With no anchor, a SwiftUI scroll view starts at its top (not judged: it does not rest
    /// at its end).
    @Test func withoutAnAnchorItStartsAtItsTop() throws {
        let (world, _) = World.hosting(AnchoredChat(anchoring: .none))
        world.settle()
        let list = try #require(world.view(named: "messages") as? UIScrollView)
        #expect(list.contentOffset.y == -list.adjustedContentInset.top)
        var scenario = Scenario(iOSVersion: 18, device: .catalog("iphone_x_xs_11pro"), form: GeneratedForm(container: .swiftUIForm, items: [GeneratedForm.Item(.textField)]))
        scenario.events = [TimedEvent(.focus(0))]
        #expect(Clearance.run(scenario, strategy: AnchoredChatStrategy(anchoring: .none), invariants: [.keepsNewestVisible]).violation == nil)
    }

    /// The SwiftUI chat with `.defaultScrollAnchor(.bottom)` passes keeps-newest-visible — and
    /// every other invariant — with the default contract; the same chat scrolled to its last
    /// message only on appearing is caught: the scroll view keeps its offset when SwiftUI's
    /// keyboard region shrinks it, and the newest message goes under the bar.
    @Test func theAnchoredChatPassesAndTheChatScrolledOnAppearIsCaught() throws {
        var scenario = Scenario(iOSVersion: 18, device: .catalog("iphone_x_xs_11pro"), form: GeneratedForm(container: .swiftUIForm, items: [GeneratedForm.Item(.textField)]))
        scenario.events = [TimedEvent(.focus(0)), TimedEvent(.togglePredictive), TimedEvent(.resign)]
        #expect(Clearance.run(scenario, strategy: AnchoredChatStrategy(anchoring: .defaultScrollAnchor)).violation == nil)
        let found = try #require(Clearance.run(scenario, strategy: AnchoredChatStrategy(anchoring: .scrollToOnAppear), invariants: [.keepsNewestVisible]).violation)
        #expect(found.viewName == "bubble29")
        #expect(found.eventIndex == 0)
        #expect(found.diagnosis == .offsetKeptWhileShrunk)
        let report = Clearance.check(strategy: AnchoredChatStrategy(anchoring: .defaultScrollAnchor), config: HarnessConfig(cases: 40, seed: 51))
        #expect(report.failures.isEmpty, "\(report.failures.map(\.violation))")
    }
}
