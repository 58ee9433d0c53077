@testable import LayoutCore
import ClearanceSwiftUI
import Testing

/// Counts what the return key did (on the main actor, as the screens that write to it are).
@MainActor
final class SubmitLog {
    var entries: [String] = []
}

/// A search box: one field whose `onSubmit` records the query.
struct SearchBox: View {
    let log: SubmitLog
    @State private var query = ""
    var body: some View {
        VStack {
            TextField("Search", text: $query)
                .onSubmit { log.entries.append("inner") }
            Spacer()
        }
        .onSubmit { log.entries.append("outer") }
    }
}

/// A field in a scope that blocks the form's action.
struct ScopedForm: View {
    let log: SubmitLog
    @State private var tags = ""
    @State private var name = ""
    var body: some View {
        VStack {
            TextField("Name", text: $name)
            TextField("Tags", text: $tags).submitScope()
        }
        .onSubmit { log.entries.append("form") }
    }
}

@Suite("The return key in SwiftUI: onSubmit, then the field ends editing")
@MainActor
struct SubmitTests {
    /// Records every keyboard will-notification the world posts.
    static func recordKeyboard(_ world: World) -> SubmitLog {
        let log = SubmitLog()
        world.run {
            for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                    // The block is @Sendable (preconcurrency, as the SDK's): it runs on the main
                    // thread, in `post`.
                    MainActor.assumeIsolated { log.entries.append(note.name.rawValue) }
                }
            }
        }
        return log
    }

    @Test func everyActionInForceRunsInnermostFirstThenTheKeyboardHides() throws {
        let log = SubmitLog()
        let (world, _) = World.hosting(SearchBox(log: log))
        let field = try #require(world.input("Search"))
        world.focusAndSettle(field)
        world.pressReturnKey()
        world.settle()
        #expect(log.entries == ["inner", "outer"])
        #expect(!field.isFirstResponder)
        #expect(!world.keyboard.isOnScreen)
        #expect(world.consultedAssumptions.contains(.swiftUIReturnEndsEditing))
    }

    @Test func withTheAssumptionOffTheFieldKeepsTheFocus() throws {
        let log = SubmitLog()
        var assumptions = Assumptions()
        assumptions[.swiftUIReturnEndsEditing] = false
        let (world, _) = World.hosting(SearchBox(log: log), assumptions: assumptions)
        let field = try #require(world.input("Search"))
        world.focusAndSettle(field)
        world.pressReturnKey()
        world.settle()
        #expect(log.entries == ["inner", "outer"])
        #expect(field.isFirstResponder)
        #expect(world.keyboard.isOnScreen)
    }

    @Test func submitScopeKeepsTheFormsActionFromItsField() throws {
        let log = SubmitLog()
        let (world, _) = World.hosting(ScopedForm(log: log))
        world.focusAndSettle(try #require(world.input("Tags")))
        world.pressReturnKey()
        #expect(log.entries.isEmpty)
        world.focusAndSettle(try #require(world.input("Name")))
        world.pressReturnKey()
        #expect(log.entries == ["form"])
    }

    /// Seed 002's sign-up form moves the focus field to field in `onSubmit`: the keyboard
    /// stays up between fields and goes down after the last one.
    @Test func seed002sSignUpFormWalksItsFieldsWithTheReturnKey() throws {
        let (world, _) = World.hosting(SignUpForm())
        let fields = world.allViews.compactMap { $0 as? any TextInput }
        try #require(fields.count == 3)
        let (name, email, password) = (fields[0], fields[1], fields[2])
        world.focusAndSettle(name)
        let keyboard = Self.recordKeyboard(world)
        world.pressReturnKey()
        world.settle()
        #expect(email.isFirstResponder)
        world.pressReturnKey()
        world.settle()
        #expect(password.isFirstResponder)
        #expect(!keyboard.entries.contains(UIResponder.keyboardWillHideNotification.rawValue))
        world.pressReturnKey()
        world.settle()
        #expect(world.firstResponder == nil)
        #expect(!world.keyboard.isOnScreen)
        #expect(keyboard.entries.last == UIResponder.keyboardWillHideNotification.rawValue)
    }
}
