@testable import LayoutCore
import Testing

/// The floating keyboard stays off the screen's bottom: "a small frame not touching the bottom
/// (`width < screenW`, `maxY < screenH`)" (keyboard-platform.md §3.2), by
/// ``ModelNumber/floatingKeyboardBottomMargin`` (issue 50, pair 24: a floating keyboard
/// clamped flush with the bottom passed a library's `maxY == screen.maxY` docked test).
@Suite("Keyboard: a floating keyboard never touches the screen's bottom")
@MainActor
struct FloatingKeyboardMarginTests {
    /// Placed or dragged as low as the user likes, its frame ends the margin above the bottom.
    @Test(arguments: [InterfaceOrientation.portrait, .landscape])
    func aFloatingKeyboardPlacedLowStopsAboveTheBottom(orientation: InterfaceOrientation) {
        let world = World(device: Devices.iPadAir11).showing(FieldsScreen())
        world.keyboardSystem.rotate(to: orientation)
        let screen = world.screen.bounds.size
        world.keyboardSystem.setConfiguration(KeyboardConfiguration(placement: .floating(x: 0, y: screen.height)))
        world.focusAndSettle((world.rootViewController as! FieldsScreen).fields[0])
        let frame = world.keyboard.screenFrame!
        #expect(world.keyboard.mode == .floating)
        #expect(frame.maxY < screen.height)
        #expect(frame.maxY == screen.height - ModelNumber.floatingKeyboardBottomMarginPoints)

        world.keyboardSystem.dragFloatingKeyboard(toX: 40, y: screen.height - 100)
        world.advance(by: 1)
        #expect(world.keyboard.screenFrame!.maxY == screen.height - ModelNumber.floatingKeyboardBottomMarginPoints)
        #expect(world.keyboard.screenFrame!.minX == 40)
    }

    /// A floating keyboard placed higher is where the user put it.
    @Test func aFloatingKeyboardAboveTheMarginIsWhereItWasPut() {
        let world = World(device: Devices.iPadAir11).showing(FieldsScreen())
        world.keyboardSystem.setConfiguration(KeyboardConfiguration(placement: .floating(x: 100, y: 600)))
        world.focusAndSettle((world.rootViewController as! FieldsScreen).fields[0])
        #expect(world.keyboard.screenFrame == CGRect(100, 600, 320, 254))
    }

    /// The margin is registered with its evidence (`clearance list assumptions`).
    @Test func theMarginIsARegisteredModelNumber() {
        #expect(ModelNumber.all.contains(.floatingKeyboardBottomMargin))
        #expect(ModelNumber.floatingKeyboardBottomMargin.evidence.contains("§3.2"))
    }
}
