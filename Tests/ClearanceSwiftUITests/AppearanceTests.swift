@testable import LayoutCore
import ClearanceSwiftUI
import Testing

/// A login screen styled the way apps style them: every modifier here compiles, styles move
/// nothing, a divider is 1 pt, a disabled button does nothing when tapped.
struct StyledLogin: View {
    @State private var email = ""
    @State private var password = ""
    @State private var attempts = 0
    let canSubmit: Bool

    var body: some View {
        VStack(spacing: 0) {
            Label("Sign in", systemImage: "person.circle")
                .foregroundStyle(.blue)
                .bold()
                .accessibilityIdentifier("title")
            Divider().accessibilityIdentifier("divider")
            TextField("Email", text: $email)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
                .padding(12)
                .background(RoundedRectangle(cornerRadius: 10).stroke(.gray, lineWidth: 1))
                .overlay(alignment: .trailing) { Image(systemName: "envelope") }
                .accessibilityIdentifier("email")
            SecureField("Password", text: $password)
                .textContentType(.password)
                .clipShape(RoundedRectangle(cornerRadius: 10))
                .shadow(radius: 2)
            Button("Sign in") { attempts += 1 }
                .buttonStyle(.borderedProminent)
                .tint(.blue)
                .disabled(!canSubmit)
                .accessibilityIdentifier("submit")
            Text("attempts \(attempts)")
                .multilineTextAlignment(.center)
                .lineLimit(2)
                .accessibilityIdentifier("attempts")
            Spacer()
        }
        .navigationBarTitleDisplayMode(.inline)
        .listStyle(.insetGrouped)
    }
}

@Suite("SwiftUI styles compile and move nothing; dividers, shapes and disabled buttons")
@MainActor
struct SwiftUIAppearanceTests {
    @Test(arguments: [true, false])
    func stylesMoveNothingAndADisabledButtonIgnoresTaps(canSubmit: Bool) throws {
        let (world, _) = World.hosting(StyledLogin(canSubmit: canSubmit))
        let title = try #require(world.view(named: "title"))
        let divider = try #require(world.view(named: "divider"))
        let email = try #require(world.view(named: "email"))
        #expect(title.frame.height == 20.5)
        #expect(divider.frameInWindow.minY == title.frameInWindow.maxY)
        #expect(divider.frame.height == 1)
        #expect(email.frameInWindow.minY == divider.frameInWindow.maxY + 12)
        let submit = try #require(world.view(named: "submit"))
        world.tap(at: submit.convert(CGPoint(x: 5, y: 5), to: nil))
        world.settle()
        #expect((world.view(named: "attempts") as? UILabel)?.text == (canSubmit ? "attempts 1" : "attempts 0"))
    }

    /// The usual SwiftUI tap-to-dismiss: a tap on the background resigns the field (the one
    /// Linux edit: a method reference for `#selector`); a tap on the field still focuses it.
    @Test func tappingTheBackgroundDismissesTheKeyboard() throws {
        struct Chat: View {
            @State private var message = ""
            var body: some View {
                VStack {
                    Spacer()
                    TextField("Message", text: $message).accessibilityIdentifier("message")
                }
                .contentShape(Rectangle())
                .onTapGesture {
                    UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil)
                }
                .accessibilityIdentifier("background")
            }
        }
        let (world, _) = World.hosting(Chat())
        let field = try #require(world.input("message"))
        world.tap(at: field.convert(CGPoint(x: 5, y: 5), to: nil))
        world.settle()
        #expect(field.isFirstResponder)
        #expect(world.keyboard.isOnScreen)
        world.tap(at: CGPoint(x: 100, y: 200))
        world.settle()
        #expect(!field.isFirstResponder)
        #expect(!world.keyboard.isOnScreen)
    }
}
