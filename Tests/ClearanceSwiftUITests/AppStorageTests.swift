@testable import LayoutCore
import ClearanceSwiftUI
import Testing

/// A setting shown in one view and changed by another, through the same key.
struct OnboardingScreen: View {
    let probe: Probe
    var body: some View {
        VStack {
            OnboardingBanner(probe: probe)
            OnboardingToggle(probe: probe)
        }
    }
}

struct OnboardingBanner: View {
    let probe: Probe
    @AppStorage("launches") private var launches = 0
    var body: some View {
        let _ = probe.counts.append(launches)
        Text("Launched \(launches) times")
    }
}

struct OnboardingToggle: View {
    let probe: Probe
    @AppStorage("launches", store: .standard) private var launches = 0
    var body: some View {
        let _ = probe.binding = $launches
        Text("toggle")
    }
}

@Suite("@AppStorage: one launch's defaults, shared by key")
@MainActor
struct AppStorageTests {
    /// A write through one view's property is read by every view naming the key, and
    /// re-evaluates them; a new world (a new launch of a fresh install) starts from the default.
    @Test func aKeyIsSharedWithinALaunchAndFreshInTheNext() throws {
        let probe = Probe()
        let (world, _) = World.hosting(OnboardingScreen(probe: probe))
        world.act { probe.binding?.wrappedValue = 3 }
        #expect(probe.counts == [0, 3])

        let next = Probe()
        _ = World.hosting(OnboardingScreen(probe: next))
        #expect(next.counts == [0])
    }
}
