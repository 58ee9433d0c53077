@testable import LayoutCore
import ClearanceSwiftUI
import Testing

/// An `@Observable` model (the toolchain's Observation macro, as on iOS 17).
@Observable final class Draft {
    var text = ""
    var count = 0
    var notShown = 0
}

/// Shows a draft's count, recording each evaluation's.
struct ShowingDraft: View {
    let probe: Probe
    let draft: Draft
    var body: some View {
        let _ = probe.counts.append(draft.count)
        Text("\(draft.count)")
    }
}

@Suite("SwiftUI with Observation: @Observable, @Environment(Type.self), @Bindable")
@MainActor
struct ObservationTests {
    /// A change to an observable property the body read evaluates the view again; a change to
    /// one it did not read does not.
    @Test func onlyAPropertyTheBodyReadReEvaluates() throws {
        let probe = Probe()
        let draft = Draft()
        let (world, _) = World.hosting(ShowingDraft(probe: probe, draft: draft))
        world.act { draft.notShown = 5 }
        #expect(probe.counts == [0])
        world.act { draft.count = 3 }
        #expect(probe.counts == [0, 3])
        world.act { draft.count = 4 }
        #expect(probe.counts == [0, 3, 4])
    }

    /// `@State` keeps the first model it is given (the initial value is made again with
    /// every view value and dropped), and changes to it re-evaluate the view.
    @Test func aModelHeldInStateIsKeptAndObserved() throws {
        struct Owner: View {
            let probe: Probe
            @State private var draft = Draft()
            var body: some View {
                let _ = probe.counts.append(draft.count)
                let _ = probe.binding = Binding(get: { draft.count }, set: { draft.count = $0 })
                Text("\(draft.count)")
            }
        }
        let probe = Probe()
        let (world, _) = World.hosting(Owner(probe: probe))
        world.act { probe.binding?.wrappedValue = 7 }
        world.act { probe.binding?.wrappedValue = 8 }
        #expect(probe.counts == [0, 7, 8])
    }

    /// `environment(_:)` puts a model in the environment; `@Environment(Draft.self)` reads it,
    /// the optional form reads `nil` where no ancestor put one, and `@Bindable` makes
    /// bindings to its properties (`$draft.count`) that write to the model and re-evaluate
    /// what read it.
    @Test func anEnvironmentModelIsReadAndBound() throws {
        struct Editor: View {
            let probe: Probe
            @Environment(Draft.self) private var draft
            var body: some View {
                @Bindable var draft = draft
                let _ = probe.counts.append(draft.count)
                let _ = probe.binding = $draft.count
                TextField("Title", text: $draft.text)
            }
        }
        struct Missing: View {
            let probe: Probe
            @Environment(Draft.self) private var draft: Draft?
            var body: some View {
                let _ = probe.events.append(draft == nil ? "none" : "some")
                Text("missing")
            }
        }
        struct Root: View {
            let probe: Probe
            let draft: Draft
            var body: some View {
                VStack {
                    Editor(probe: probe).environment(draft)
                    Missing(probe: probe)
                }
            }
        }
        let probe = Probe()
        let draft = Draft()
        let (world, _) = World.hosting(Root(probe: probe, draft: draft))
        world.act { probe.binding?.wrappedValue = 2 }
        #expect(draft.count == 2)
        #expect(probe.counts == [0, 2])
        #expect(probe.events.first == "none")
    }

    /// A change made by another world's scenario (a process-wide model) does not touch this
    /// screen.
    @Test func anotherWorldsChangeIsNotThisScreens() throws {
        let probe = Probe()
        let draft = Draft()
        let (world, host) = World.hosting(ShowingDraft(probe: probe, draft: draft))
        let other = World(device: Devices.iPhoneX, iOSVersion: 17)
        other.run { draft.count = 1 }
        _ = world.settle()
        #expect(probe.counts == [0])
        _ = host
    }
}
