@testable import LayoutCore
import ClearanceSwiftUI
import Testing

/// What the sheet test reads and does from outside.
final class SheetProbe {
    var show: ((Bool) -> Void)?
    var dismiss: DismissAction?
    var dismissed = 0
    var cover: ((Bool) -> Void)?
}

/// An editor presented as a sheet: a note field and a Done button that dismisses it.
struct NoteEditor: View {
    let probe: SheetProbe
    @Environment(\.dismiss) private var dismiss
    @State private var note = ""
    var body: some View {
        let _ = probe.dismiss = dismiss
        VStack {
            TextField("Note", text: $note)
            Spacer()
            Button("Done") { dismiss() }
        }
        .padding()
    }
}

/// A list screen that presents the editor.
struct NotesList: View {
    let probe: SheetProbe
    @State private var showEditor = false
    var body: some View {
        let _ = probe.show = { showEditor = $0 }
        VStack {
            Text("Notes")
            Spacer()
        }
        .sheet(isPresented: $showEditor, onDismiss: { probe.dismissed += 1 }) {
            NoteEditor(probe: probe)
        }
    }
}

/// A contact picked for editing, presented with `sheet(item:)` full of a field.
struct Contact: Identifiable {
    let id: Int
}

/// A screen presenting an editor for the picked contact, and a cover for a search.
struct ContactsScreen: View {
    let probe: SheetProbe
    @State private var picked: Contact?
    @State private var searching = false
    var body: some View {
        let _ = probe.show = { picked = $0 ? Contact(id: 1) : nil }
        let _ = probe.cover = { searching = $0 }
        VStack { Spacer() }
            .sheet(item: $picked) { contact in
                TextField("Name of \(contact.id)", text: .constant(""))
            }
            .fullScreenCover(isPresented: $searching) {
                TextField("Search", text: .constant(""))
            }
    }
}

@Suite("SwiftUI presentations: sheet and fullScreenCover follow their binding")
@MainActor
struct PresentationTests {
    @Test func aSheetIsPresentedWhileItsBindingIsTrueAndDismissItselfSetsItBack() throws {
        let probe = SheetProbe()
        let (world, list) = World.hosting(NotesList(probe: probe))
        #expect(list.presentedViewController == nil)

        world.act { probe.show?(true) }
        let sheet = try #require(list.presentedViewController)
        #expect(world.rootViewController === sheet)
        // On an iPhone the default sheet is a card below the status bar (compact-width-sheet-is-card).
        let top: CGFloat = sheet.view.frameInWindow.minY
        #expect(top > 0)

        // Its field brings up the keyboard and SwiftUI keeps it clear.
        let field = try #require(sheet.view.subtree.compactMap { $0 as? UITextField }.first)
        world.focusAndSettle(field)
        let keyboard = try #require(world.keyboard.screenFrame)
        let fieldBottom: CGFloat = field.frameInWindow.maxY
        #expect(fieldBottom <= keyboard.minY)

        // Done: @Environment(\.dismiss) sets the binding back; the sheet goes and its
        // first responder with it.
        world.act { probe.dismiss?() }
        #expect(list.presentedViewController == nil)
        #expect(world.rootViewController === list)
        #expect(!world.keyboard.isOnScreen)
        #expect(probe.dismissed == 1)
    }

    @Test func settingTheBindingFromTheListDismissesTheSheetToo() throws {
        let probe = SheetProbe()
        let (world, list) = World.hosting(NotesList(probe: probe))
        world.act { probe.show?(true) }
        #expect(list.presentedViewController != nil)
        world.act { probe.show?(false) }
        #expect(list.presentedViewController == nil)
        #expect(probe.dismissed == 1)
    }

    @Test func anItemSheetFollowsItsItemAndACoverTakesTheWholeWindow() throws {
        let probe = SheetProbe()
        let (world, screen) = World.hosting(ContactsScreen(probe: probe))
        world.act { probe.show?(true) }
        let sheet = try #require(screen.presentedViewController)
        #expect(sheet.modalPresentationStyle == .automatic)
        world.act { probe.show?(false) }
        #expect(screen.presentedViewController == nil)

        world.act { probe.cover?(true) }
        let cover = try #require(screen.presentedViewController)
        #expect(cover.modalPresentationStyle == .fullScreen)
        #expect(cover.view.frameInWindow == world.window.bounds)
    }
}

/// A sign-in form that shows an alert when the password is wrong.
struct SignInScreen: View {
    let probe: SheetProbe
    @State private var password = ""
    @State private var showingError = false
    @State private var showingLegacy = false
    var body: some View {
        let _ = probe.show = { showingError = $0 }
        let _ = probe.cover = { showingLegacy = $0 }
        VStack {
            SecureField("Password", text: $password)
            Spacer()
        }
        .alert("Wrong password", isPresented: $showingError) {
            Button("Try Again", role: .cancel) { probe.dismissed += 1 }
        } message: {
            Text("Check the password and try again.")
        }
        .alert(isPresented: $showingLegacy) {
            Alert(title: Text("Offline"), message: Text("No connection."), dismissButton: .default(Text("OK")))
        }
    }
}

@Suite("SwiftUI alerts end editing and go with their buttons")
@MainActor
struct AlertTests {
    @Test func anAlertEndsEditingAndItsButtonRunsItsActionThenDismissesIt() throws {
        let probe = SheetProbe()
        let (world, screen) = World.hosting(SignInScreen(probe: probe))
        let field = try #require(world.allViews.compactMap { $0 as? UITextField }.first)
        world.focusAndSettle(field)
        #expect(world.keyboard.isOnScreen)

        world.act { probe.show?(true) }
        let alert = try #require(screen.presentedViewController)
        #expect(alert.modalPresentationStyle == .overFullScreen)
        #expect(!world.keyboard.isOnScreen, "presenting ends editing under it")

        let button = try #require(alert.view.subtree.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Try Again" })
        world.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        world.settle()
        #expect(probe.dismissed == 1)
        #expect(screen.presentedViewController == nil)
    }

    @Test func theFirstFormsAlertShowsItsOneButton() throws {
        let probe = SheetProbe()
        let (world, screen) = World.hosting(SignInScreen(probe: probe))
        world.act { probe.cover?(true) }
        let alert = try #require(screen.presentedViewController)
        let titles = alert.view.subtree.compactMap { ($0 as? UIButton)?.currentTitle }
        #expect(titles == ["OK"])
        let button = try #require(alert.view.subtree.compactMap { $0 as? UIButton }.first)
        world.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        world.settle()
        #expect(screen.presentedViewController == nil)
    }
}

/// An editor sheet and an error alert on the same view; saving closes the sheet and shows
/// the alert in one action.
struct SaveFlowScreen: View {
    let probe: SheetProbe
    @State private var editing = false
    @State private var failed = false
    var body: some View {
        let _ = probe.show = { editing = $0 }
        let _ = probe.cover = { _ in editing = false; failed = true }
        VStack { Spacer() }
            .sheet(isPresented: $editing) { TextField("Note", text: .constant("")) }
            .alert("Could not save", isPresented: $failed) { Button("OK") {} }
    }
}

@Suite("Presentations on one view are told apart")
@MainActor
struct SeveralPresentationsTests {
    /// Both modifiers are on the same view (the same path): they used to share one slot, so
    /// the open sheet was given the alert's content instead of being dismissed.
    @Test func closingTheSheetAndOpeningTheAlertInOneActionDoesBoth() throws {
        let probe = SheetProbe()
        let (world, screen) = World.hosting(SaveFlowScreen(probe: probe))
        world.act { probe.show?(true) }
        let sheet = try #require(screen.presentedViewController)
        #expect(sheet.modalPresentationStyle == .automatic)
        world.act { probe.cover?(true) }
        let alert = try #require(screen.presentedViewController)
        #expect(alert !== sheet)
        #expect(alert.modalPresentationStyle == .overFullScreen)
        #expect(sheet.presentingViewController == nil)
        #expect(alert.view.subtree.compactMap { ($0 as? UIButton)?.currentTitle } == ["OK"])
    }
}

/// A message composer whose "Discard" asks for confirmation in a dialog.
struct DiscardScreen: View {
    let probe: SheetProbe
    @State private var text = ""
    @State private var confirming = false
    var body: some View {
        let _ = probe.show = { confirming = $0 }
        VStack {
            Spacer()
            TextField("Message", text: $text)
        }
        .confirmationDialog("Discard this message?", isPresented: $confirming, titleVisibility: .visible) {
            Button("Discard", role: .destructive) { probe.dismissed += 1 }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("It cannot be recovered.")
        }
    }
}

@Suite("A confirmation dialog takes the keyboard as an alert does")
@MainActor
struct ConfirmationDialogTests {
    @Test func theDialogEndsEditingAndItsButtonRunsItsActionThenDismissesIt() throws {
        let probe = SheetProbe()
        let (world, screen) = World.hosting(DiscardScreen(probe: probe))
        let field = try #require(world.allViews.compactMap { $0 as? UITextField }.first)
        world.focusAndSettle(field)
        world.act { probe.show?(true) }
        let dialog = try #require(screen.presentedViewController)
        #expect(!world.keyboard.isOnScreen, "presenting ends editing under it")
        let titles = dialog.view.subtree.compactMap { ($0 as? UIButton)?.currentTitle }
        #expect(titles == ["Discard", "Cancel"])
        let button = try #require(dialog.view.subtree.compactMap { $0 as? UIButton }.first)
        world.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        _ = world.settle()
        #expect(probe.dismissed == 1)
        #expect(screen.presentedViewController == nil)
    }
}

/// A quick-note sheet at the medium detent (iOS 16's `presentationDetents`), its detent kept
/// in state, as apps write it.
struct QuickNoteScreen: View {
    final class Probe {
        var show: ((Bool) -> Void)?
        var detent: PresentationDetent?
    }
    let probe: Probe
    @State private var showing = false
    @State private var detent = PresentationDetent.medium
    var body: some View {
        let _ = probe.show = { showing = $0 }
        let _ = probe.detent = detent
        VStack { Spacer() }
            .sheet(isPresented: $showing) {
                VStack {
                    TextField("Note", text: .constant(""))
                    Spacer()
                }
                .presentationDetents([.medium, .large], selection: $detent)
                .presentationDragIndicator(.visible)
            }
    }
}

@Suite("SwiftUI sheet detents")
@MainActor
struct PresentationDetentTests {
    /// 375 × 812, 44 pt above and 34 below: at the medium detent the sheet is 406 + 34 pt
    /// tall (``ModelNumber/mediumDetentHeight``); the keyboard for its field expands it to
    /// the large detent, 10 pt below the status bar, and the selection binding follows.
    @Test func aMediumSheetExpandsForTheKeyboardAndTheBindingFollows() throws {
        let probe = QuickNoteScreen.Probe()
        let (world, screen) = World.hosting(QuickNoteScreen(probe: probe))
        world.act { probe.show?(true) }
        let sheet = try #require(screen.presentedViewController)
        #expect(sheet.view.frameInWindow == CGRect(x: 0, y: 372, width: 375, height: 440))
        #expect(sheet.sheetPresentationController?.detents.map(\.identifier) == [.large, .medium])
        let field = try #require(sheet.view.subtree.compactMap { $0 as? UITextField }.first)
        world.focusAndSettle(field)
        #expect(sheet.view.frameInWindow == CGRect(x: 0, y: 54, width: 375, height: 758))
        world.settle()
        #expect(probe.detent == .large)
        let keyboard = try #require(world.keyboard.screenFrame)
        #expect(field.frameInWindow.maxY <= keyboard.minY)
    }

    /// Setting the binding moves the sheet.
    @Test func theSelectionMovesTheSheet() throws {
        let probe = QuickNoteScreen.Probe()
        let (world, screen) = World.hosting(QuickNoteScreen(probe: probe))
        world.act { probe.show?(true) }
        let sheet = try #require(screen.presentedViewController)
        world.run { sheet.sheetPresentationController?.selectedDetentIdentifier = .large }
        world.settle()
        #expect(sheet.view.frameInWindow.minY == 54)
        #expect(probe.detent == .large)
    }
}
