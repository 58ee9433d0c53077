@testable import LayoutCore
import ClearanceSwiftUI
import Testing

/// A settings screen as apps write it: switches, pickers, a date and a stepper above the
/// field being typed in.
struct SettingsScreen: View {
    enum Theme: Hashable { case light, dark }
    @State private var notifications = true
    @State private var theme = Theme.light
    @State private var birthday = Date(timeIntervalSince1970: 0)
    @State private var count = 1
    @State private var volume = 0.5
    @State private var nickname = ""

    var body: some View {
        VStack(spacing: 0) {
            Toggle("Notifications", isOn: $notifications)
            Picker(selection: $theme, label: Text("Theme")) {
                Text("Light").tag(Theme.light)
                Text("Dark").tag(Theme.dark)
            }
            .pickerStyle(.segmented)
            DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
            Stepper("Guests", value: $count, in: 1...10)
            Slider(value: $volume, in: 0...1)
            ProgressView()
            TextField("Nickname", text: $nickname)
            Spacer()
        }
    }
}

@Suite("SwiftUI form controls compile and take their rows")
@MainActor
struct FormControlsTests {
    @Test func aFieldBelowTheControlsSitsAfterTheirRows() throws {
        let (world, _) = World.hosting(SettingsScreen())
        let field = try #require(world.allViews.compactMap { $0 as? UITextField }.first)
        // Status bar 44 pt on an iPhone X, then 31 + 34 × 4 + 20.5 pt of controls
        // (ModelNumber swiftui-control-heights).
        let top: CGFloat = field.frameInWindow.minY
        let expected: CGFloat = 44 + 31 + 34 * 4 + 20.5
        #expect(top == expected)
        world.focusAndSettle(field)
        let keyboard = try #require(world.keyboard.screenFrame)
        let bottom: CGFloat = field.frameInWindow.maxY
        #expect(bottom <= keyboard.minY)
    }
}

/// A chat history: a lazy column in a scroll view, the message field below it.
struct ChatHistory: View {
    @State private var message = ""
    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                LazyVStack(spacing: 4, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<3, id: \.self) { index in
                        Text("Message \(index)")
                    }
                }
            }
            TextField("Message", text: $message)
        }
    }
}

@Suite("LazyVStack lays out as a VStack")
@MainActor
struct LazyStackTests {
    @Test func aLazyColumnStacksItsRowsWithItsSpacing() throws {
        let (world, _) = World.hosting(ChatHistory())
        let labels = world.allViews.compactMap { $0 as? UILabel }
        try #require(labels.count == 3)
        let second: CGFloat = labels[1].frame.minY
        #expect(second == 20.5 + 4)
        let field = try #require(world.allViews.compactMap { $0 as? UITextField }.first)
        world.focusAndSettle(field)
        let keyboard = try #require(world.keyboard.screenFrame)
        let bottom: CGFloat = field.frameInWindow.maxY
        #expect(bottom == keyboard.minY)
    }
}
