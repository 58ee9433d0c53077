import ClearanceUIKit
import Testing

@Suite("A sheet with detents, as iOS 15 code presents one")
@MainActor
struct SheetDetentTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    final class Watcher: UISheetPresentationControllerDelegate {
        var changes = 0
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
            changes += 1
        }
    }

    /// Presents the editor at the medium detent, as the WWDC21 sample does.
    func presentEditor(assumptions: Assumptions = Assumptions()) -> (World, EditorScreen, Watcher) {
        let world = World(device: Self.phone, iOSVersion: 17, assumptions: assumptions)
        let list = ListScreen()
        world.present(list)
        let editor = EditorScreen()
        let watcher = Watcher()
        world.run {
            if let sheet = editor.sheetPresentationController {
                sheet.detents = [.medium(), .large()]
                sheet.prefersGrabberVisible = true
                sheet.delegate = watcher
            }
            list.present(editor, animated: true)
        }
        world.settle()
        return (world, editor, watcher)
    }

    @Test func onlySheetsHaveASheetPresentationController() {
        let sheet = UIViewController(), cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        #expect(sheet.sheetPresentationController != nil && sheet.sheetPresentationController === sheet.sheetPresentationController)
        #expect(cover.sheetPresentationController == nil)
        #expect(sheet.sheetPresentationController?.detents.map(\.identifier) == [.large])
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(navigation.viewControllers[0].sheetPresentationController === navigation.sheetPresentationController)
    }

    /// 393 × 852, 59 pt above and 34 pt below: the medium detent is 426 pt (half the screen)
    /// within the safe area, so the sheet is 460 pt tall; the large one starts 10 pt below
    /// the status bar.
    @Test func theSheetRestsAtTheSmallestDetentUntilTheKeyboardExpandsIt() {
        let (world, editor, watcher) = presentEditor()
        #expect(editor.view.frameInWindow == CGRect(x: 0, y: 392, width: 393, height: 460))
        #expect(editor.sheetPresentationController?.selectedDetentIdentifier == nil)
        world.run { _ = editor.noteField.becomeFirstResponder() }
        world.settle()
        #expect(editor.view.frameInWindow == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(editor.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(watcher.changes == 1)
        // The field, pinned to the keyboard guide, is above the keyboard in the expanded sheet.
        let keyboardTop = world.keyboard.screenFrame?.minY ?? 0
        #expect(editor.noteField.frameInWindow.maxY <= keyboardTop)
        world.run { _ = editor.noteField.resignFirstResponder() }
        world.settle()
        #expect(editor.view.frameInWindow.minY == 69)
    }

    /// The screen a sheet covers stays in the window, and UIKit resizes it with the window:
    /// after a rotation it has the landscape window's size, not the portrait one it had.
    @Test func theScreenUnderASheetFollowsARotation() {
        let (world, _, _) = presentEditor()
        let list = world.window.rootViewController!
        #expect(list.view.frameInWindow.size == CGSize(width: 393, height: 852))
        world.keyboardSystem.rotate(to: .landscape)
        world.settle()
        #expect(list.view.frameInWindow.size == CGSize(width: 852, height: 393))
        world.keyboardSystem.rotate(to: .portrait)
        world.settle()
        #expect(list.view.frameInWindow.size == CGSize(width: 393, height: 852))
    }

    @Test func withTheAssumptionOffTheSheetKeepsItsDetent() {
        let (world, editor, watcher) = presentEditor(assumptions: Assumptions().with(.sheetExpandsToLargestDetentForKeyboard, false))
        world.run { _ = editor.noteField.becomeFirstResponder() }
        world.settle()
        #expect(editor.view.frameInWindow.minY == 392)
        #expect(watcher.changes == 0)
    }

    /// A custom detent (iOS 16) sizes the sheet to its value; a value above the maximum is
    /// the maximum, and `nil` leaves the detent out.
    @Test func aCustomDetentIsItsResolversValue() {
        let (world, editor, _) = presentEditor()
        world.run {
            editor.sheetPresentationController?.detents = [
                .custom { _ in nil },
                .custom(identifier: .init("compose")) { context in min(200, context.maximumDetentValue) },
            ]
        }
        world.settle()
        #expect(editor.view.frameInWindow == CGRect(x: 0, y: 852 - 234, width: 393, height: 234))
        world.run { editor.sheetPresentationController?.detents = [.custom { context in context.maximumDetentValue + 500 }] }
        world.settle()
        #expect(editor.view.frameInWindow.minY == 69)
    }

    /// A sheet resting at its largest detent — here its only one, a custom 200 pt detent —
    /// rides on the keyboard, its height kept, and comes back down with it
    /// (``Assumption/sheetAtLargestDetentRidesAboveKeyboard``: FB17890661,
    /// lodev09/react-native-true-sheet PR #604). Before, the keyboard covered the sheet and
    /// the field pinned to its keyboard guide had 234 − 8 pt to rise into.
    @Test(arguments: [true, false])
    func aSheetAtItsLargestDetentRidesOnTheKeyboard(rides: Bool) throws {
        let (world, editor, _) = presentEditor(assumptions: Assumptions().with(.sheetAtLargestDetentRidesAboveKeyboard, rides))
        world.run { editor.sheetPresentationController?.detents = [.custom(identifier: .init("compose")) { _ in 200 }] }
        world.settle()
        let resting = CGRect(x: 0, y: 852 - 234, width: 393, height: 234)
        #expect(editor.view.frameInWindow == resting)
        world.run { _ = editor.noteField.becomeFirstResponder() }
        world.settle()
        let keyboardTop = try #require(world.keyboard.screenFrame).minY
        #expect(editor.view.frameInWindow == (rides ? resting.offsetBy(dx: 0, dy: keyboardTop - 852) : resting))
        #expect(world.consultedAssumptions.contains(.sheetAtLargestDetentRidesAboveKeyboard))
        world.run { _ = editor.noteField.resignFirstResponder() }
        world.settle()
        #expect(editor.view.frameInWindow == resting)
    }

    /// A sheet at a smaller detent than its largest is expanded, not lifted: at the large
    /// detent there is no room above it.
    @Test func aSheetBelowItsLargestDetentIsExpandedNotLifted() {
        let (world, editor, _) = presentEditor()
        world.run { _ = editor.noteField.becomeFirstResponder() }
        world.settle()
        #expect(editor.view.frameInWindow == CGRect(x: 0, y: 69, width: 393, height: 783))
    }
}
