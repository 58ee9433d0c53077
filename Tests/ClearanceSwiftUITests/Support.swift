@testable import LayoutCore
import ClearanceSwiftUI

/// Devices used across the tests.
enum Devices {
    static let iPhoneX = DeviceCatalog.device(id: "iphone_x_xs_11pro")!
}

extension World {
    /// A world on an iPhone X showing `view` in a hosting controller.
    static func hosting<V: View>(_ view: V, iOS: Int = 17, assumptions: Assumptions = Assumptions()) -> (World, UIHostingController<V>) {
        let host = UIHostingController(rootView: view)
        let world = World(device: Devices.iPhoneX, iOSVersion: iOS, assumptions: assumptions)
        world.present(host)
        return (world, host)
    }

    /// Focuses a responder inside the world and lets the keyboard settle.
    func focusAndSettle(_ responder: UIResponder) {
        run { _ = responder.becomeFirstResponder() }
        settle()
    }

    /// Runs `body` inside the world (as an event) and lets everything settle.
    func act(_ body: () -> Void) {
        run { body() }
        settle()
    }

    /// The text input a view named `name` generated.
    func input(_ name: String) -> (any TextInput)? { view(named: name) as? any TextInput }
}

extension CGRect {
    /// A rectangle from four numbers, for compact expectations.
    init(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
        self.init(x: x, y: y, width: width, height: height)
    }
}
