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

    /// `navigationBarTitleDisplayMode(.inline)` keeps the title "within the standard bounds
    /// of the navigation bar": under a bar that would show a large title (the app's
    /// `prefersLargeTitles`, the scenario's chrome) the screen starts 52 pt higher than with
    /// `.automatic`, and a UIKit screen whose navigation item says `.never` does the same.
    /// (The modifier was accepted with no effect: the chrome's large title always showed.)
    @Test(arguments: [NavigationBarItem.TitleDisplayMode.inline, .automatic, .large])
    func anInlineTitleKeepsTheBarStandard(mode: NavigationBarItem.TitleDisplayMode) throws {
        struct Titled: View {
            let mode: NavigationBarItem.TitleDisplayMode
            var body: some View {
                VStack {
                    TextField("Name", text: .constant("")).accessibilityIdentifier("name")
                    Spacer()
                }
                .navigationTitle("Profile")
                .navigationBarTitleDisplayMode(mode)
            }
        }
        let world = World(device: Devices.iPhoneX)
        let host = UIHostingController(rootView: Titled(mode: mode))
        world.present(host, chrome: Chrome(navigationBar: .largeTitle))
        world.settle()
        let statusBar: CGFloat = 44, bar: CGFloat = 44, largeTitle: CGFloat = 52
        #expect(host.view.safeAreaInsets.top == statusBar + bar + (mode == .inline ? 0 : largeTitle))

        final class NeverLarge: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.largeTitleDisplayMode = .never
            }
        }
        let uikit = World(device: Devices.iPhoneX)
        let screen = NeverLarge()
        uikit.present(screen, chrome: Chrome(navigationBar: .largeTitle))
        #expect(screen.view.safeAreaInsets.top == statusBar + bar)
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

    /// The paints and the text style Tests/RealCode 51 uses: a colour's `opacity(_:)` is a
    /// colour (so `.secondary.opacity(0.5)` paints a background), `.black.gradient` an
    /// `AnyGradient`, `monospaced()` a text style; none moves anything.
    @Test func aColoursOpacityAndGradientPaintAndMonospacedMovesNothing() throws {
        struct Painted: View {
            let styled: Bool
            @State private var input = ""
            var body: some View {
                if styled {
                    ScrollView {
                        TextField("Enter Text", text: $input)
                            .padding()
                            .background(.secondary.opacity(0.5))
                            .accessibilityIdentifier("field")
                        Text("**.scrollDismissesKeyboard(.interactively)**")
                            .monospaced()
                            .accessibilityIdentifier("code")
                    }
                    .background(.black.gradient)
                } else {
                    ScrollView {
                        TextField("Enter Text", text: $input)
                            .padding()
                            .accessibilityIdentifier("field")
                        Text("**.scrollDismissesKeyboard(.interactively)**")
                            .accessibilityIdentifier("code")
                    }
                }
            }
        }
        let faded: Color = Color.blue.opacity(0.3)
        #expect(faded != Color.blue && faded == Color.blue.opacity(0.3))
        let gradient: AnyGradient = Color.black.gradient
        #expect(gradient == Color.black.gradient && gradient != Color.white.gradient)
        let (styledWorld, _) = World.hosting(Painted(styled: true))
        let (plainWorld, _) = World.hosting(Painted(styled: false))
        for name in ["field", "code"] {
            let styled = try #require(styledWorld.view(named: name))
            let plain = try #require(plainWorld.view(named: name))
            #expect(styled.frameInWindow == plain.frameInWindow, "\(name)")
        }
    }
}
