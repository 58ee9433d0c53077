@testable import LayoutCore
import Testing

/// A scroll view filling the screen with a field far down, and a handler that insets it by
/// the keyboard's overlap beyond the safe area (the seeds' willChangeFrame handler).
final class InsetScrollScreen: UIViewController {
    let scroll = UIScrollView(name: "scroll")
    let field = UITextField(name: "low")
    var tokens: [any NSObjectProtocol] = []

    override func loadView() { view = scroll }

    override func viewDidLoad() {
        scroll.contentSize = CGSize(width: 375, height: 1400)
        field.frame = CGRect(16, 650, 343, 34)
        scroll.addSubview(field)
        tokens.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil) { [unowned self] note in
            worldIsolated {
                let end = note.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
                let inView = self.view.convert(end, from: self.view.window)
                self.scroll.contentInset.bottom = max(0, self.view.bounds.maxY - inView.minY - self.view.safeAreaInsets.bottom)
            }
        })
    }
}

/// A table view controller with one field per row.
final class FieldsTableScreen: UITableViewController {
    var fields: [UITextField] = []
    override func viewDidLoad() {
        fields = (0..<20).map { UITextField(name: "row\($0)") }
        tableView.rowHeight = 60
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fields.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let field = fields[indexPath.row]
        field.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.trailingAnchor),
            field.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
        ])
        return cell
    }
}

@Suite("Every assumption can be switched and changes a behaviour")
struct AssumptionTests {
    func assumptions(_ a: Assumption, _ on: Bool) -> Assumptions { Assumptions().with(a, on) }

    @Test func theRegistryListsEveryAssumptionWithSourceAndConfidence() {
        #expect(Assumption.all.count == 65)
        #expect(Set(Assumption.all.map(\.name)).count == Assumption.all.count)
        for a in Assumption.all {
            #expect(!a.statement.isEmpty && !a.source.isEmpty)
            #expect(Assumption.named(a.name) == a)
        }
        var switched = Assumptions()
        switched[.systemLiftsSheets] = false
        #expect(switched.description == "system-lifts-sheets=off")
        switched[.systemLiftsSheets] = true
        #expect(switched.overrides.isEmpty)
    }

    @Test(arguments: [true, false])
    func textFieldScrollsIntoView(on: Bool) {
        let screen = InsetScrollScreen()
        let world = World(device: Devices.iPhoneX, assumptions: assumptions(.textFieldScrollsIntoView, on)).showing(screen)
        world.focusAndSettle(screen.field)
        if on {
            // The visible content spans offset + 44 … offset + 812 − 336: the field's bottom (684)
            // lands on its end.
            #expect(screen.scroll.contentOffset.y == CGFloat(684 - 476))
            #expect(world.consultedAssumptions.contains(.textFieldScrollsIntoView))
        } else {
            #expect(screen.scroll.contentOffset.y == -44)
        }
    }

    /// Issue 35 #7: the scroll comes with becoming first responder (rdar 20798351), so focus
    /// moving to a hidden field while the keyboard is already up scrolls it into view too,
    /// with no keyboard notification: the same 208 pt as when it brought the keyboard up.
    @Test(arguments: [true, false])
    func textFieldScrollsIntoViewWhenFocusMovesWithTheKeyboardUp(on: Bool) {
        let screen = InsetScrollScreen()
        let world = World(device: Devices.iPhoneX, assumptions: assumptions(.textFieldScrollsIntoView, on)).showing(screen)
        let top = UITextField(name: "top")
        top.frame = CGRect(16, 100, 343, 34)
        screen.scroll.addSubview(top)
        world.focusAndSettle(top)
        #expect(screen.scroll.contentOffset.y == -44)
        let keyboard = world.keyboard
        world.focusAndSettle(screen.field)
        #expect(world.keyboard == keyboard)
        #expect(screen.scroll.contentOffset.y == (on ? CGFloat(684 - 476) : -44))
    }

    // swiftUIScrollViewScrollsToTheFocusedField: in ClearanceSwiftUITests/SwiftUILayoutTests.swift,
    // written in SwiftUI.

    @Test(arguments: [true, false])
    func systemLiftsSheets(on: Bool) {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPadAir11, windowKind: .formSheet, assumptions: assumptions(.systemLiftsSheets, on)).showing(screen)
        world.focusAndSettle(screen.fields[0])
        // The sheet's bottom (900) is 57 pt below the keyboard's top (843).
        #expect(screen.view.frameInWindow.minY == (on ? 223 : 280))
    }

    @Test(arguments: [true, false])
    func iPadKeyboardIncludesHomeIndicator(on: Bool) {
        let world = World(device: Devices.iPadAir11, assumptions: assumptions(.iPadKeyboardIncludesHomeIndicator, on))
        // keyboard-platform.md §3.1: the logged 820×1180 end frame is 337 = 257 + 5 + 55 + 20.
        #expect(world.keyboardSystem.dockedHeight() == (on ? 337 : 312))
    }

    @Test(arguments: [true, false])
    func focusChangeRepostsShow(on: Bool) {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPhoneX, assumptions: assumptions(.focusChangeRepostsShow, on)).showing(screen)
        let recorder = NotificationRecorder(world)
        world.focusAndSettle(screen.fields[0])
        recorder.lines.removeAll()
        world.focusAndSettle(screen.fields[1])
        #expect(recorder.lines.contains { $0.hasPrefix("WillShow") } == on)
    }

    @Test(arguments: [true, false])
    func resignPostsShowLikeChangeFrame(on: Bool) {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPhoneX, assumptions: assumptions(.resignPostsShowLikeChangeFrame, on)).showing(screen)
        let recorder = NotificationRecorder(world)
        world.focusAndSettle(screen.fields[0])
        recorder.lines.removeAll()
        world.run { _ = screen.fields[0].resignFirstResponder() }
        #expect(recorder.lines[1] == (on ? "WillChangeFrame (0, 476, 375×336)→(0, 476, 375×336) @0.25"
                                         : "WillChangeFrame (0, 476, 375×336)→(0, 812, 375×336) @0.25"))
    }

    @Test(arguments: [true, false])
    func rotationPostsWrongWidthFrame(on: Bool) {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPhoneX, assumptions: assumptions(.rotationPostsWrongWidthFrame, on)
            .with(.rotationHidesAndReshowsKeyboard, false)).showing(screen)
        let recorder = NotificationRecorder(world)
        world.focusAndSettle(screen.fields[0])
        recorder.lines.removeAll()
        world.keyboardSystem.rotate(to: .landscape)
        #expect(recorder.lines.filter { $0.hasPrefix("WillChangeFrame") }.count == (on ? 2 : 1))
    }

    @Test(arguments: [true, false])
    func floatingDragPostsDegenerateFrames(on: Bool) {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPadAir11, assumptions: assumptions(.floatingDragPostsDegenerateFrames, on)).showing(screen)
        world.keyboardSystem.setConfiguration(KeyboardConfiguration(placement: .floating(x: 0, y: 500)))
        world.focusAndSettle(screen.fields[0])
        let recorder = NotificationRecorder(world)
        world.keyboardSystem.dragFloatingKeyboard(toX: 100, y: 100)
        #expect(recorder.lines.filter { $0.hasPrefix("WillChangeFrame") }.count == (on ? 3 : 1))
    }

    @Test(arguments: [true, false])
    func iPhoneHardwareKeyboardHidesKeyboard(on: Bool) {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPhoneX, assumptions: assumptions(.iPhoneHardwareKeyboardHidesKeyboard, on)).showing(screen)
        world.keyboardSystem.setHardwareKeyboard(attached: true)
        world.focusAndSettle(screen.fields[0])
        #expect(world.keyboard.mode == (on ? .hidden : .hardwareBar))
    }

    @Test(arguments: [true, false])
    func interruptedAnimationSkipsDidNotification(on: Bool) {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPhoneX, assumptions: assumptions(.interruptedAnimationSkipsDidNotification, on)).showing(screen)
        let recorder = NotificationRecorder(world)
        world.run { _ = screen.fields[0].becomeFirstResponder() }
        world.advance(by: 0.1)
        world.run { _ = screen.fields[0].resignFirstResponder() }
        world.settle()
        #expect(recorder.lines.contains { $0.hasPrefix("DidShow") } == !on)
        #expect(recorder.lines.contains { $0.hasPrefix("DidHide") })
    }

    @Test(arguments: [true, false])
    func tableViewControllerAdjustsForKeyboard(on: Bool) {
        let screen = FieldsTableScreen()
        let world = World(device: Devices.iPhoneX, assumptions: assumptions(.tableViewControllerAdjustsForKeyboard, on)).showing(screen)
        world.focusAndSettle(screen.fields[11])
        // The keyboard covers 336 of the table; the safe area's 34 is already in the inset.
        #expect(screen.tableView.contentInset.bottom == (on ? 302 : 0))
        #expect((screen.fields[11].frameInWindow.maxY <= 476) == on)
    }

    @Test(arguments: [true, false])
    func keyboardCurveIsFastEaseOut(on: Bool) {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPhoneX, assumptions: assumptions(.keyboardCurveIsFastEaseOut, on)).showing(screen)
        world.run { _ = screen.fields[0].becomeFirstResponder() }
        let top = world.presentationKeyboardFrame(at: 0.05)!.minY
        // A fast ease-out has covered most of the way (812 → 476) after a fifth of the time.
        #expect((top < 700) == on)
    }

    @Test(arguments: [true, false])
    func slideOverFloatsAboveBottom(on: Bool) {
        let world = World(device: Devices.iPadAir11, windowKind: .slideOver(.right), assumptions: assumptions(.slideOverFloatsAboveBottom, on))
        #expect((world.window.frame.maxY < 1180) == on)
    }

    /// A floating keyboard over the other app, beside a Slide Over window: a guide that
    /// follows undocked keyboards rests (as for a dismissed keyboard) unless the assumption
    /// says it follows the keyboard outside the window too. Over the window it follows either
    /// way.
    @Test(arguments: [true, false])
    func keyboardGuideFollowsKeyboardOutsideWindow(on: Bool) {
        let screen = GuidePinnedScreen()
        screen.follows = true
        let world = World(device: Devices.iPadAir11, windowKind: .slideOver(.right),
                          assumptions: assumptions(.keyboardGuideFollowsKeyboardOutsideWindow, on)).showing(screen)
        world.keyboardSystem.setConfiguration(KeyboardConfiguration(placement: .floating(x: 40, y: 100)))
        world.focusAndSettle(screen.fields[0])
        let window = world.window.frame
        let keyboard = world.keyboard.screenFrame!
        #expect(keyboard.maxX < window.minX)
        let guide = screen.view.keyboardLayoutGuide.layoutFrame
        let restingTop = screen.view.bounds.maxY - screen.view.safeAreaInsets.bottom
        let top = guide.minY
        #expect((top == restingTop) == !on)
        #expect((top == keyboard.minY - window.minY) == on)
        #expect(world.consultedAssumptions.contains(.keyboardGuideFollowsKeyboardOutsideWindow))

        // Dragged over the window, the guide follows it whatever the assumption says.
        world.keyboardSystem.dragFloatingKeyboard(toX: window.minX + 10, y: 300)
        world.settle()
        let over = world.keyboard.screenFrame!
        let followed = screen.view.keyboardLayoutGuide.layoutFrame.minY
        #expect(followed == over.minY - window.minY)
    }

    @Test(arguments: [true, false])
    func emojiKeyboardKeepsBar(on: Bool) {
        let world = World(device: Devices.iPhoneX, assumptions: assumptions(.emojiKeyboardKeepsBar, on))
        #expect(world.keyboardSystem.dockedHeight(for: KeyboardConfiguration(kind: .emoji, predictive: false)) == (on ? 336 : 291))
    }

    @Test(arguments: [true, false])
    func thirdPartyKeyboardKeepsHeightWhereSystemGrows(on: Bool) {
        let world = World(device: Devices.iPad97, orientation: .landscape, assumptions: assumptions(.thirdPartyKeyboardKeepsHeightWhereSystemGrows, on))
        let height = world.keyboardSystem.dockedHeight(for: KeyboardConfiguration(kind: .thirdParty(height: 575)))
        #expect((height == 575) == on)
        #expect(height >= 575)
    }

    @Test(arguments: [true, false])
    func backgroundSuppressesNotifications(on: Bool) {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPhoneX, assumptions: assumptions(.backgroundSuppressesNotifications, on)).showing(screen)
        let recorder = NotificationRecorder(world)
        world.keyboardSystem.enterBackground()
        world.focusAndSettle(screen.fields[0])
        #expect(recorder.lines.contains { $0.hasPrefix("WillShow") } == !on)
    }

    @Test(arguments: [true, false])
    func notificationsInsideKeyboardAnimation(on: Bool) {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPhoneX, assumptions: assumptions(.notificationsInsideKeyboardAnimation, on)).showing(screen)
        let badge = UIView(frame: CGRect(0, 700, 50, 50), name: "badge")
        world.run {
            screen.view.addSubview(badge)
            world.notificationCenter.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in
                worldIsolated { badge.frame.origin.y = 400 }
            }
            _ = screen.fields[0].becomeFirstResponder()
        }
        let halfway = world.presentationFrameInWindow(badge, at: 0.05).minY
        #expect((halfway > 400) == on)
        #expect(badge.frame.minY == 400)
    }

    @Test(arguments: [true, false])
    func compactWidthSheetIsCard(on: Bool) {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPhoneX, assumptions: assumptions(.compactWidthSheetIsCard, on)).showing(screen)
        let sheet = UIViewController()
        world.run { screen.present(sheet, animated: false) }
        // iPhone X: a 44 pt status bar, then the 10 pt gap (ModelNumber compact-sheet-top-gap).
        #expect(sheet.view.frameInWindow.minY == (on ? 54 : 0))
    }

    @Test(arguments: [true, false])
    func presentationResignsFirstResponder(on: Bool) {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPhoneX, assumptions: assumptions(.presentationResignsFirstResponder, on)).showing(screen)
        world.focusAndSettle(screen.fields[0])
        world.run { screen.present(UIViewController(), animated: true) }
        world.settle()
        #expect(world.keyboard.isOnScreen == !on)
        #expect(screen.fields[0].isFirstResponder == !on)
    }

    @Test(arguments: [true, false])
    func inputViewDocksWhateverTheKeyboard(on: Bool) {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPadAir11, assumptions: assumptions(.inputViewDocksWhateverTheKeyboard, on)).showing(screen)
        world.keyboardSystem.setHardwareKeyboard(attached: true)
        world.run { screen.fields[0].inputView = UIView(frame: CGRect(x: 0, y: 0, width: 820, height: 216)) }
        world.focusAndSettle(screen.fields[0])
        #expect(world.keyboard.mode == (on ? .docked : .hardwareBar))
    }

    @Test(arguments: [true, false])
    func reloadInputViewsPostsFrameChange(on: Bool) {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPhoneX, assumptions: assumptions(.reloadInputViewsPostsFrameChange, on)).showing(screen)
        let recorder = NotificationRecorder(world)
        world.focusAndSettle(screen.fields[0])
        recorder.lines.removeAll()
        world.run {
            screen.fields[0].inputView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 216))
            screen.fields[0].reloadInputViews()
        }
        #expect(world.keyboard.screenFrame == CGRect(0, 596, 375, 216))
        #expect(recorder.lines.contains("WillShow (0, 596, 375×216)→(0, 596, 375×216) @0.25") == on)
        #expect(recorder.lines.isEmpty == !on)
    }
}

@Suite("A table's reload")
struct TableReloadTests {
    /// A cell whose field is placed by a constraint, and a data source of one such row.
    final class Rows: UITableViewController {
        var made: [(cell: UITableViewCell, constraint: NSLayoutConstraint)] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let field = UITextField()
            field.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(field)
            let constraint = field.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 8)
            constraint.isActive = true
            made.append((cell, constraint))
            return cell
        }
    }

    /// Rows are not reused: a reload takes the old cells out, and their constraints with them
    /// (the engine would otherwise keep solving for views that are gone).
    @Test func aReloadTakesTheOldRowsAndTheirConstraintsAway() throws {
        let world = World(device: Devices.iPhoneX)
        let screen = Rows()
        world.present(screen)
        let first = try #require(screen.made.first)
        #expect(world.layoutEngine.constraints.contains { $0 === first.constraint })
        world.run {
            screen.tableView.reloadData()
            screen.tableView.layoutIfNeeded()
        }
        #expect(screen.made.count == 2)
        #expect(first.cell.superview == nil)
        #expect(!world.layoutEngine.constraints.contains { $0 === first.constraint })
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === screen.made[1].cell)
    }
}
