import LayoutCore
import Testing

/// A screen of two fields that lets the keyboard go when its field resigns, even presented
/// as a form sheet (the override apps write, gist swr/110448fdd2a2049a8e13).
final class DismissibleFieldsScreen: UIViewController {
    let fields = [UITextField(name: "field0"), UITextField(name: "field1")]

    override var disablesAutomaticKeyboardDismissal: Bool { false }

    override func viewDidLoad() {
        for (i, field) in fields.enumerated() {
            field.frame = CGRect(x: 20, y: 100 + CGFloat(i) * 50, width: 300, height: 34)
            view.addSubview(field)
        }
    }
}

/// Issue 35, items 1, 3 and 7: the split keyboard's place, form sheets that keep the
/// keyboard, the hardware keyboard's bar and an interactive dismissal let go.
@Suite("Keyboard behaviours from their sources (issue 35)")
struct KeyboardSourcesRound3Tests {
    // MARK: Item 1: the split keyboard

    /// A stack pinned to a guide that follows undocked keyboards stays where a dismissed
    /// keyboard leaves it when the keyboard splits: the split keyboard's logged frame
    /// ({0, −264, 768, 304}) is no position (``Assumption/splitKeyboardCountsAsDismissed``).
    /// Before, the guide went to the frame's top, 280 pt above the screen, and the stack
    /// with it; switched off, the frame is taken as where the keyboard is, and the guide is
    /// the part of the view it covers (``Assumption/keyboardGuideClampedToOwningView``): the
    /// top 40 pt. The notifications still carry the logged frame.
    @Test(arguments: [true, false])
    func aGuideThatFollowsUndockedKeyboardsDoesNotFollowASplitOne(countsAsDismissed: Bool) {
        let screen = GuidePinnedScreen()
        screen.follows = true
        let assumptions = Assumptions().with(.splitKeyboardCountsAsDismissed, countsAsDismissed)
        let world = World(device: Devices.iPad97, assumptions: assumptions).showing(screen)
        let recorder = NotificationRecorder(world)
        world.focusAndSettle(screen.fields[0])
        world.keyboardSystem.setConfiguration(KeyboardConfiguration(placement: .split))
        world.settle()
        #expect(world.keyboard.mode == .split)
        #expect(recorder.lines.contains { $0.hasPrefix("WillHide (0, 704, 768×320)→(0, -280, 768×320)") })
        let guide = screen.view.keyboardLayoutGuide
        if countsAsDismissed {
            #expect(guide.layoutFrame.minY == 1024)
            #expect(screen.stack.frameInWindow.maxY == 1008)
            #expect(world.keyboardCoverage(strict: true) == nil)
        } else {
            #expect(guide.layoutFrame == CGRect(0, 0, 768, 40))
            #expect(screen.stack.frameInWindow.maxY == -16)
            #expect(world.keyboardCoverage(strict: true) == CGRect(0, 0, 768, 40))
        }
        #expect(world.consultedAssumptions.contains(.splitKeyboardCountsAsDismissed))
    }

    /// A guide that follows undocked keyboards in a form sheet, under a floating keyboard
    /// near the screen's top-left corner that reaches down over the sheet's top: the guide is
    /// the part of the sheet's view the keyboard covers ("matches the area of its owning
    /// view covered by the keyboard", useyourloaf; ``Assumption/keyboardGuideClampedToOwningView``),
    /// so its top is the view's top, not the keyboard's top far above the sheet. Dragged to
    /// where it covers none of the sheet, the guide rests as for a dismissed keyboard.
    @Test(arguments: [true, false])
    func aFollowedGuideIsThePartOfItsViewTheKeyboardCovers(clamped: Bool) throws {
        let screen = GuidePinnedScreen()
        screen.follows = true
        let world = World(device: Devices.iPadAir11, windowKind: .formSheet,
                          assumptions: Assumptions().with(.keyboardGuideClampedToOwningView, clamped)).showing(screen)
        world.keyboardSystem.setConfiguration(KeyboardConfiguration(placement: .floating(x: 0, y: 100)))
        world.focusAndSettle(screen.fields[0])
        let view = try #require(screen.view)
        let sheet = view.frameInWindow
        let keyboard = try #require(world.keyboard.screenFrame)
        #expect(world.keyboard.mode == .floating)
        // The keyboard (0, 100, 320×254) starts above the sheet (140, 280, 540×620) and
        // reaches into its top-left corner.
        #expect(keyboard == CGRect(x: 0, y: 100, width: 320, height: 254))
        #expect(sheet == CGRect(x: 140, y: 280, width: 540, height: 620))
        let guide = view.keyboardLayoutGuide.layoutFrame
        if clamped {
            #expect(guide == CGRect(x: 0, y: 0, width: 180, height: 74))
            #expect(screen.stack.frame.maxY == -16)
        } else {
            #expect(guide == CGRect(x: -140, y: -180, width: 320, height: 254))
            #expect(screen.stack.frame.maxY == -196)
        }
        #expect(world.consultedAssumptions.contains(.keyboardGuideClampedToOwningView))

        // Dragged beside the sheet, over none of it: at rest when clamped.
        world.keyboardSystem.dragFloatingKeyboard(toX: 0, y: sheet.maxY + 10)
        world.settle()
        let beside = try #require(world.keyboard.screenFrame)
        #expect(beside.minY > sheet.maxY)
        let restingTop = view.bounds.maxY - view.safeAreaInsets.bottom
        #expect((view.keyboardLayoutGuide.layoutFrame.minY == restingTop) == clamped)
        #expect((view.keyboardLayoutGuide.layoutFrame.minY == beside.minY - sheet.minY) == !clamped)
    }

    /// An undocked (not split) keyboard is still followed: the rule is the split keyboard's.
    @Test func anUndockedKeyboardIsStillFollowed() {
        let screen = GuidePinnedScreen()
        screen.follows = true
        let world = World(device: Devices.iPad97).showing(screen)
        world.focusAndSettle(screen.fields[0])
        world.keyboardSystem.setConfiguration(KeyboardConfiguration(placement: .undocked(lift: 200)))
        world.settle()
        let top = try? #require(world.keyboard.screenFrame).minY
        #expect(screen.view.keyboardLayoutGuide.layoutFrame.minY == top)
        #expect(screen.stack.frameInWindow.maxY == (top ?? 0) - 16)
    }

    // MARK: Item 3: form sheets keep the keyboard

    /// In a form sheet, resigning the field leaves the keyboard up with no notification
    /// (``UIViewController/disablesAutomaticKeyboardDismissal`` is true for form sheets);
    /// the next field takes the keyboard over without a show, as a focus change does.
    @Test func resigningInAFormSheetKeepsTheKeyboard() {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPadAir11, windowKind: .formSheet).showing(screen)
        #expect(screen.disablesAutomaticKeyboardDismissal)
        let recorder = NotificationRecorder(world)
        world.focusAndSettle(screen.fields[0])
        let shown = world.keyboard
        recorder.lines.removeAll()
        world.run { _ = screen.fields[0].resignFirstResponder() }
        world.settle()
        #expect(world.firstResponder == nil)
        #expect(world.keyboard == shown)
        #expect(world.keyboardSystem.keyboardRetained)
        #expect(recorder.lines.filter { $0.hasPrefix("Will") || $0.hasPrefix("Did") } == [])
        world.focusAndSettle(screen.fields[1])
        #expect(world.keyboard == shown)
        #expect(recorder.lines.filter { $0.hasPrefix("Will") || $0.hasPrefix("Did") } == [])
        // Rotated, the kept keyboard comes back for the new orientation.
        world.run { _ = screen.fields[1].resignFirstResponder() }
        world.keyboardSystem.rotate(to: .landscape)
        world.settle()
        #expect(world.keyboard.isOnScreen)
        #expect(world.keyboard.screenFrame?.maxY == world.screen.bounds.height)
    }

    /// A full-screen window, or a screen that overrides the property, lets the keyboard go.
    @Test func elsewhereOrOverriddenTheKeyboardHides() {
        let plain = FieldsScreen()
        let world = World(device: Devices.iPadAir11).showing(plain)
        #expect(!plain.disablesAutomaticKeyboardDismissal)
        world.focusAndSettle(plain.fields[0])
        world.run { _ = plain.fields[0].resignFirstResponder() }
        world.settle()
        #expect(!world.keyboard.isOnScreen)

        let overriding = DismissibleFieldsScreen()
        let sheetWorld = World(device: Devices.iPadAir11, windowKind: .formSheet).showing(overriding)
        sheetWorld.focusAndSettle(overriding.fields[0])
        sheetWorld.run { _ = overriding.fields[0].resignFirstResponder() }
        sheetWorld.settle()
        #expect(!sheetWorld.keyboard.isOnScreen)
    }

    /// A navigation controller presented as a form sheet answers for the screen it holds
    /// (rdar 16680390): its screen's override does not count. Dismissing the sheet takes the
    /// kept keyboard away with willHide.
    @Test func thePresentedControllerDecides() {
        let base = FieldsScreen()
        let world = World(device: Devices.iPadAir11).showing(base)
        let inner = DismissibleFieldsScreen()
        let navigation = UINavigationController(rootViewController: inner)
        navigation.modalPresentationStyle = .formSheet
        world.run { base.present(navigation, animated: true) }
        world.settle()
        #expect(navigation.disablesAutomaticKeyboardDismissal)
        world.focusAndSettle(inner.fields[0])
        world.run { _ = inner.fields[0].resignFirstResponder() }
        world.settle()
        #expect(world.keyboard.isOnScreen)
        let recorder = NotificationRecorder(world)
        world.run { navigation.dismiss(animated: true) }
        world.settle()
        #expect(!world.keyboard.isOnScreen)
        #expect(recorder.lines.contains { $0.hasPrefix("WillHide") })
        // A page sheet lets the keyboard go.
        let page = FieldsScreen()
        page.modalPresentationStyle = .pageSheet
        world.run { base.present(page, animated: true) }
        world.settle()
        world.focusAndSettle(page.fields[0])
        world.run { _ = page.fields[0].resignFirstResponder() }
        world.settle()
        #expect(!world.keyboard.isOnScreen)
    }

    // MARK: Item 7: the hardware keyboard's bar

    /// The bar is 55 pt on screen on a Face ID iPad (``Assumption/hardwareBarIs55PointsEverywhere``);
    /// off, it also takes the 20 pt home-indicator area.
    @Test(arguments: [true, false])
    func theHardwareBarOnAFaceIDiPad(everywhere: Bool) {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPadAir11, assumptions: Assumptions().with(.hardwareBarIs55PointsEverywhere, everywhere)).showing(screen)
        world.focusAndSettle(screen.fields[0])
        world.keyboardSystem.setHardwareKeyboard(attached: true)
        world.settle()
        #expect(world.keyboard.screenFrame == CGRect(0, everywhere ? 1125 : 1105, 820, 337))
        #expect(world.consultedAssumptions.contains(.hardwareBarIs55PointsEverywhere))
    }

    /// A Home-button iPad has no home-indicator area: 55 pt either way.
    @Test func theHardwareBarOnAHomeButtoniPad() throws {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPad97, assumptions: Assumptions().with(.hardwareBarIs55PointsEverywhere, false)).showing(screen)
        world.focusAndSettle(screen.fields[0])
        world.keyboardSystem.setHardwareKeyboard(attached: true)
        world.settle()
        let top = try #require(world.keyboard.screenFrame).minY
        #expect(top == 969)   // 1024 − 55
    }

    // MARK: Item 7: an interactive dismissal let go

    /// Let go short of dismissal, the keyboard springs back with no notification
    /// (``Assumption/cancelledInteractiveDismissalPostsNothing``); off, with a show from the
    /// dragged frame.
    @Test(arguments: [true, false])
    func anInteractiveDismissalLetGo(postsNothing: Bool) {
        let screen = FieldsScreen()
        let world = World(device: Devices.iPhoneX, assumptions: Assumptions().with(.cancelledInteractiveDismissalPostsNothing, postsNothing)).showing(screen)
        let recorder = NotificationRecorder(world)
        world.focusAndSettle(screen.fields[0])
        recorder.lines.removeAll()
        world.keyboardSystem.interactiveDismiss(fraction: 0.5, completes: false)
        world.settle()
        #expect(world.keyboard.screenFrame == CGRect(0, 476, 375, 336))
        let posted = recorder.lines.map { $0.components(separatedBy: " @").first ?? $0 }
        if postsNothing {
            #expect(posted.isEmpty)
        } else {
            #expect(posted == [
                "WillChangeFrame (0, 644, 375×336)→(0, 476, 375×336)",
                "WillShow (0, 644, 375×336)→(0, 476, 375×336)",
                "DidChangeFrame (0, 644, 375×336)→(0, 476, 375×336)",
                "DidShow (0, 644, 375×336)→(0, 476, 375×336)",
            ])
        }
    }
}
