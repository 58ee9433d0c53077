@testable import LayoutCore
import ClearanceSwiftUI
import Testing

/// A modifier with state of its own, written as apps write them.
struct Bordered: ViewModifier {
    let probe: Probe
    @State private var taps = 0
    func body(content: Content) -> some View {
        let _ = probe.counts.append(taps)
        let _ = probe.binding = $taps
        VStack(spacing: 0) {
            content
            Text("taps \(taps)")
        }
    }
}

@Suite("SwiftUI containers and custom modifiers")
@MainActor
struct ContainersTests {
    /// `Form` and `List` scroll their rows, each at least 44 pt tall; a `Section` adds its
    /// header as a row.
    @Test func formRowsAreAtLeastFortyFourPointsTall() throws {
        struct Settings: View {
            @State private var name = ""
            var body: some View {
                Form {
                    Section(header: Text("Profile")) {
                        TextField("Name", text: $name).accessibilityIdentifier("name")
                        Text("Hint").accessibilityIdentifier("hint")
                    }
                }
            }
        }
        let (world, _) = World.hosting(Settings())
        let name = try #require(world.input("name"))
        #expect(name.enclosingScrollView != nil)
        // The 34 pt field sits in the middle of its 44 pt row (5 pt above it); the 20.5 pt text
        // in the middle of the next (12 pt, rounded): 44 + 12 − 5 apart.
        #expect(name.frameInWindow.height == 34)
        let hint = try #require(world.view(named: "hint"))
        let apart = hint.frameInWindow.minY - name.frameInWindow.minY
        #expect(apart == 51)
    }

    /// A `TabView` shows its first tab; `tabItem` is accepted.
    @Test func aTabViewShowsItsFirstTab() throws {
        let root = TabView {
            Text("first").accessibilityIdentifier("first").tabItem { Text("One") }
            Text("second").accessibilityIdentifier("second").tabItem { Text("Two") }
        }
        let (world, _) = World.hosting(root)
        #expect(world.view(named: "first") != nil)
        #expect(world.view(named: "second") == nil)
    }

    /// A custom `ViewModifier` keeps its own `@State` across evaluations, and wraps the
    /// content it is given.
    @Test func aCustomModifierKeepsItsState() throws {
        let probe = Probe()
        let (world, _) = World.hosting(Text("content").accessibilityIdentifier("content").modifier(Bordered(probe: probe)))
        #expect(world.view(named: "content") != nil)
        world.act { probe.binding?.wrappedValue = 2 }
        #expect(probe.counts.last == 2)
    }

    /// `Group` applies a modifier to each of its views; `AnyView` keeps the wrapped view's
    /// state while its type stays the same.
    @Test func groupsAndTypeErasure() throws {
        let probe = Probe()
        let root = VStack {
            Group {
                Text("a").accessibilityIdentifier("a")
                Text("b").accessibilityIdentifier("b")
            }
            .padding(.leading, 20)
            AnyView(Counter(probe: probe))
        }
        let (world, host) = World.hosting(root)
        #expect(world.view(named: "a")?.frameInWindow.minX == 20)
        #expect(world.view(named: "b")?.frameInWindow.minX == 20)
        world.act { probe.binding?.wrappedValue = 4 }
        world.act { host.rootView = root }
        #expect(probe.counts.last == 4)
    }
}

@Suite("List's data initializers and appearance-only modifiers")
struct ListDataTests {
    struct Rows: View {
        struct Item: Identifiable { let id: Int }
        @State private var text = ""
        var body: some View {
            VStack {
                List(0..<3) { i in Text("Row \(i)") }
                List([Item(id: 1), Item(id: 2)]) { item in TextField("Item \(item.id)", text: $text) }
                    .background(.ultraThinMaterial)
                    .background(Color(UIColor.systemGray6))
                    .lineLimit(2...4)
            }
        }
    }

    /// A row per element, each at least 44 pt (swiftui-list-rows), as `ForEach` in a `List`.
    @Test func aListMakesARowPerElement() {
        let (world, _) = World.hosting(Rows())
        let fields = world.window.subtree.compactMap { $0.textInput }
        #expect(fields.count == 2)
        #expect(fields.allSatisfy { $0.frame.height >= 44 || $0.superview!.frame.height >= 44 })
    }
}
