@testable import LayoutCore
import Clearance
import ClearanceSwiftUI
import Testing

/// A SwiftUI chat drawn upside down, the idiom from before `defaultScrollAnchor` (iOS 17): the
/// scroll view gets `.scaleEffect(x: 1, y: -1)` and each message the same again, so the
/// newest message, first in the content, is drawn at the list's bottom edge and the list rests
/// at its start. `scaleEffect` "scales this view's rendered output by the given horizontal and
/// vertical amounts, relative to an anchor point"
/// (https://developer.apple.com/documentation/swiftui/view/scaleeffect(x:y:anchor:)): a
/// negative amount mirrors the drawing; the frame does not change.
struct InvertedChat: View {
    /// Whether the list runs on under the keyboard (`.ignoresSafeArea(.keyboard)`), its input
    /// bar over it: the newest message, at the list's bottom, goes under the bar and the
    /// keyboard.
    var listIgnoresKeyboard = false
    var count = 30
    @State private var text = ""

    var body: some View {
        ZStack(alignment: .bottom) {
            ScrollView {
                VStack(spacing: 16) {
                    ForEach(0..<count, id: \.self) { index in   // the newest first
                        Text("Message \(index)").frame(height: 44).accessibilityIdentifier("bubble\(index)")
                            .scaleEffect(x: 1, y: -1)
                    }
                }
            }
            .scaleEffect(x: 1, y: -1)
            .accessibilityIdentifier("messages")
            .padding(.bottom, listIgnoresKeyboard ? 0 : 68)
            .ignoresSafeArea(listIgnoresKeyboard ? .keyboard : [])
            TextField("Message", text: $text).frame(height: 36).padding()
        }
    }
}

struct InvertedChatStrategy: AvoidanceStrategy {
    var listIgnoresKeyboard: Bool
    var id: String { listIgnoresKeyboard ? "test-swiftui-inverted-chat-under-keyboard" : "test-swiftui-inverted-chat" }
    var summary: String { "a SwiftUI chat drawn upside down with scaleEffect(x: 1, y: -1)" }
    var source: String { "Tests/ClearanceSwiftUITests/InvertedChatTests.swift" }
    var iOSVersions: ClosedRange<Int> { 15...26 }
    var containers: [GeneratedForm.Container] { [.swiftUIForm] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift) }
    func makeScreen(for form: GeneratedForm) -> UIViewController {
        UIHostingController(rootView: InvertedChat(listIgnoresKeyboard: listIgnoresKeyboard))
    }
}

@Suite("scaleEffect with a negative amount draws a view mirrored: an inverted SwiftUI chat")
struct InvertedChatTests {
    /// At rest the list is at its start and the newest message is drawn at its bottom edge,
    /// the older ones above it, each upright; the frames do not change. (The model drew
    /// `scaleEffect` as nothing: the newest message at the top.)
    @MainActor @Test func theNewestMessageIsDrawnAtTheListsBottom() throws {
        let (world, _) = World.hosting(InvertedChat())
        world.settle()
        let list = try #require(world.view(named: "messages") as? UIScrollView)
        let newest = try #require(world.view(named: "bubble0"))
        let older = try #require(world.view(named: "bubble1"))
        #expect(list.contentOffset.y == -list.adjustedContentInset.top)
        #expect(abs(newest.frameInWindow.maxY - list.frameInWindow.maxY) < 0.5)
        #expect(older.frameInWindow.maxY == newest.frameInWindow.minY - 16)
        #expect(newest.frame.minY == 0, "layout is not changed by the drawing")
        #expect(newest.isDrawnUpsideDown == false, "flipped back by its own scaleEffect")
        #expect(list.isDrawnUpsideDown)
    }

    /// The other inverted-list idioms: a half turn on the list and on each row
    /// (`.rotationEffect(.degrees(180))`, "rotates a view's rendered output … around the
    /// specified point", which for a half turn mirrors both axes), and a half turn undone
    /// sideways by `.scaleEffect(x: -1, y: 1)`: the newest message is drawn at the list's
    /// bottom, upright. (A rotation was drawn as nothing: the newest message at the top.)
    @MainActor @Test func aHalfTurnDrawsTheListUpsideDown() throws {
        struct HalfTurnChat: View {
            var undoneSideways: Bool
            @State private var text = ""
            var body: some View {
                VStack(spacing: 0) {
                    ScrollView {
                        VStack(spacing: 16) {
                            ForEach(0..<30, id: \.self) { index in
                                if undoneSideways {
                                    Text("Message \(index)").frame(height: 44).accessibilityIdentifier("bubble\(index)")
                                        .rotationEffect(.radians(.pi)).scaleEffect(x: -1, y: 1)
                                } else {
                                    Text("Message \(index)").frame(height: 44).accessibilityIdentifier("bubble\(index)")
                                        .rotationEffect(.degrees(180))
                                }
                            }
                        }
                    }
                    .rotationEffect(.degrees(undoneSideways ? -180 : 540))
                    .scaleEffect(x: undoneSideways ? -1 : 1, y: 1)
                    .accessibilityIdentifier("messages")
                    TextField("Message", text: $text).frame(height: 36).padding()
                }
            }
        }
        for undoneSideways in [false, true] {
            let (world, _) = World.hosting(HalfTurnChat(undoneSideways: undoneSideways))
            world.settle()
            let list = try #require(world.view(named: "messages"))
            let newest = try #require(world.view(named: "bubble0"))
            let older = try #require(world.view(named: "bubble1"))
            #expect(abs(newest.frameInWindow.maxY - list.frameInWindow.maxY) < 0.5)
            #expect(older.frameInWindow.maxY == newest.frameInWindow.minY - 16)
            #expect(list.isDrawnUpsideDown)
            #expect(list.isDrawnMirrored == !undoneSideways)
            #expect(newest.isDrawnUpsideDown == false && newest.isDrawnMirrored == false, "turned back by its own modifiers")
        }
        // A quarter turn is not modelled: drawn as it is laid out.
        struct QuarterTurn: View {
            var body: some View { Color.gray.frame(height: 100).accessibilityIdentifier("turned").rotationEffect(.degrees(90)) }
        }
        let (world, _) = World.hosting(QuarterTurn())
        world.settle()
        #expect(try #require(world.view(named: "turned")).isDrawnFlipped == false)
    }

    /// Mirrored across its anchor: a view flipped about its top edge is drawn above it.
    @MainActor @Test func aFlipAboutTheTopEdgeDrawsTheViewAboveIt() throws {
        struct Flipped: View {
            @State private var text = ""
            var body: some View {
                VStack(spacing: 0) {
                    Color.gray.frame(height: 100).accessibilityIdentifier("plain")
                    Color.gray.frame(height: 100).accessibilityIdentifier("flipped").scaleEffect(x: 1, y: -1, anchor: .top)
                    TextField("Name", text: $text)
                    Spacer()
                }
            }
        }
        let (world, _) = World.hosting(Flipped())
        world.settle()
        let plain = try #require(world.view(named: "plain"))
        let flipped = try #require(world.view(named: "flipped"))
        #expect(flipped.frameInWindow == plain.frameInWindow, "mirrored across its top edge, onto the view above")
    }

    /// keeps-newest-visible judges the inverted list as it is drawn: one that shrinks above
    /// the bar keeps its newest message in view by itself and passes; one that runs on under
    /// the keyboard loses it under the bar and the keyboard and is caught.
    @Test func theInvertedChatPassesAndOneUnderTheKeyboardIsCaught() throws {
        var scenario = Scenario(iOSVersion: 18, device: .catalog("iphone_x_xs_11pro"),
                                form: GeneratedForm(container: .swiftUIForm, items: [GeneratedForm.Item(.textField)]))
        scenario.events = [TimedEvent(.focus(0)), TimedEvent(.togglePredictive), TimedEvent(.resign)]
        let good = Clearance.run(scenario, strategy: InvertedChatStrategy(listIgnoresKeyboard: false), invariants: [.keepsNewestVisible])
        #expect(good.violation == nil, "\(String(describing: good.violation))")
        let found = try #require(Clearance.run(scenario, strategy: InvertedChatStrategy(listIgnoresKeyboard: true),
                                               invariants: [.keepsNewestVisible]).violation)
        #expect(found.viewName == "bubble0")
        #expect(found.eventIndex == 0)
    }
}
