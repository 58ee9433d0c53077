import Clearance
import ClearanceSwiftUI
import Strategies
import Testing

/// A screen of CombineAppScreens.swift as a strategy (the harness focuses its own fields).
struct CombineAppScreen: AvoidanceStrategy {
    let retainsItself: Bool
    var id: String { retainsItself ? "composer-assign-on-self" : "composer-assign-to-published" }
    var summary: String { "a message composer padded by a Combine keyboard helper" }
    var source: String { "Tests/ClearanceSwiftUITests/CombineAppScreens.swift" }
    var iOSVersions: ClosedRange<Int> { 15...26 }
    var containers: [GeneratedForm.Container] { [.swiftUIForm] }
    var contract: AvoidanceContract { AvoidanceContract(mode: .minimalLift) }
    func makeScreen(for form: GeneratedForm) -> UIViewController {
        UIHostingController(rootView: MessageComposer(retainsItself: retainsItself))
    }
}

@Suite("SwiftUI and Combine as apps write them")
struct CombineAppScreensTests {
    /// `assign(to:on: self)` keeps the helper, and its notification observers, alive after the
    /// screen is gone; `assign(to: &$keyboardHeight)` ends with the helper. The twin differs
    /// only by that line, so the leak is this bug's, not the screen's other mistakes'.
    @Test func assigningOnSelfLeaksTheObserversAndTheFixDoesNot() {
        let config = HarnessConfig(cases: 200, seed: 3, invariants: [.noObserverLeak], readsEnvironment: false)
        let buggy = Clearance.check(strategy: CombineAppScreen(retainsItself: true), config: config)
        #expect(buggy.failures.map { "\($0.signature)" }.contains { $0.hasPrefix("no-observer-leak/observers-leaked") })
        let twin = Clearance.check(strategy: CombineAppScreen(retainsItself: false), config: config)
        #expect(twin.failures.isEmpty, "\(twin.failures.map(\.signature))")
    }

    /// The comment box focuses its field from `.task` half a second after it appears
    /// (on the world's clock), and the keyboard comes up.
    @Test func theCommentBoxFocusesItselfFromItsTask() {
        let world = World(device: DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!, iOSVersion: 17)
        let host = world.run { UIHostingController(rootView: CommentBox()) }
        world.present(host)
        world.advance(by: 0.49)
        #expect(world.firstResponder == nil)
        world.advance(by: 0.02)
        #expect(world.firstResponder != nil)
        world.settle()
        #expect(world.keyboard.isOnScreen)
    }
}
