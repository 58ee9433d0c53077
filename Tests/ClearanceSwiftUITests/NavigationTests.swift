@testable import LayoutCore
import ClearanceSwiftUI
import Testing

/// What the navigation screens leave for the test.
final class NavigationProbe {
    var counts: [Int] = []
    var bump: (() -> Void)?
    var dismiss: DismissAction?
    var path: Binding<[Int]>?
    var events: [String] = []
}

/// A settings list whose row pushes an edit form with a field.
struct SettingsList: View {
    let probe: NavigationProbe
    @State private var taps = 0
    var body: some View {
        let _ = probe.counts.append(taps)
        let _ = probe.bump = { taps += 1 }
        NavigationStack {
            VStack {
                Text("Settings")
                NavigationLink("Edit name") { NameEditor(probe: probe) }
                Spacer()
            }
            .onDisappear { probe.events.append("list disappeared") }
        }
    }
}

struct NameEditor: View {
    let probe: NavigationProbe
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    var body: some View {
        let _ = probe.dismiss = dismiss
        VStack {
            Spacer()
            TextField("Name", text: $name).accessibilityIdentifier("name")
        }
    }
}

/// A value-driven stack: the path holds numbers, each shown by its destination.
struct NumbersStack: View {
    let probe: NavigationProbe
    @State private var path: [Int] = []
    var body: some View {
        let _ = probe.path = $path
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Seven", value: 7)
                Spacer()
            }
            .navigationDestination(for: Int.self) { number in
                Text("Number \(number)").accessibilityIdentifier("number\(number)")
            }
        }
    }
}

@Suite("Navigation: links push, dismiss and the path pop")
@MainActor
struct NavigationTests {
    @Test func aLinkPushesItsDestinationAndDismissPopsKeepingTheRootsState() throws {
        let probe = NavigationProbe()
        let (world, host) = World.hosting(SettingsList(probe: probe))
        world.act { probe.bump?() }
        #expect(probe.counts.last == 1)
        let link = try #require(host.view.subtree.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Edit name" })
        world.tap(at: link.convert(CGPoint(x: link.bounds.midX, y: link.bounds.midY), to: nil))
        _ = world.settle()
        let field = try #require(world.input("name"))
        #expect(probe.events == ["list disappeared"])
        world.focusAndSettle(field)
        #expect(world.keyboard.isOnScreen)

        world.act { probe.dismiss?() }
        #expect(world.input("name") == nil, "popped")
        #expect(!world.keyboard.isOnScreen, "the popped field left the window and resigned")
        #expect(probe.counts.last == 1, "the root's state survived the push")
    }

    @Test func aValueLinkPushesOntoThePathAndItsDestinationShows() throws {
        let probe = NavigationProbe()
        let (world, host) = World.hosting(NumbersStack(probe: probe))
        let link = try #require(host.view.subtree.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Seven" })
        world.tap(at: link.convert(CGPoint(x: link.bounds.midX, y: link.bounds.midY), to: nil))
        _ = world.settle()
        #expect(probe.path?.wrappedValue == [7])
        #expect(world.view(named: "number7") != nil)
        world.act { probe.path?.wrappedValue.append(3) }
        #expect(world.view(named: "number3") != nil)
        world.act { probe.path?.wrappedValue = [] }
        #expect(world.view(named: "number3") == nil)
        let titles: [String] = host.view.subtree.compactMap { ($0 as? UIButton)?.currentTitle ?? nil }
        #expect(titles.contains("Seven"))
    }

    /// A link whose label is a text is found by that text (as a tap on it in the app is).
    @Test func aLinkIsTitledByItsTextLabel() throws {
        struct Profile: View {
            var body: some View {
                NavigationStack {
                    NavigationLink(destination: Text("Profile page").accessibilityIdentifier("page")) { Text("Profile") }
                }
            }
        }
        let (world, host) = World.hosting(Profile())
        let link = try #require(host.view.subtree.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Profile" })
        world.tap(at: link.convert(CGPoint(x: link.bounds.midX, y: link.bounds.midY), to: nil))
        _ = world.settle()
        #expect(world.view(named: "page") != nil)
    }
}
