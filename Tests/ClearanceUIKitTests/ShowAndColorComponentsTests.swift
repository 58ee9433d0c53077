import ClearanceUIKit
import Testing

/// `show(_:sender:)`, `UIColor.getRed(_:green:blue:alpha:)` and the text background colour key,
/// as Wormholy's screens use them (Tests/RealBugs/41: its list shows a request's details with
/// `show`, its colours are read back with `getRed`, its body view highlights matches).
@MainActor
@Suite struct ShowAndColorComponentsTests {
    static let phone = DeviceCatalog.device(id: "iphone_14pro_15_15pro_16")!

    @Test func showPushesInANavigationControllerAndPresentsOtherwise() {
        // "a navigation controller overrides this method and uses it to push vc onto its
        // navigation stack" (Apple's show(_:sender:)).
        let world = World(device: Self.phone)
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        world.present(navigation)
        world.settle()
        let detail = UIViewController()
        world.run { list.show(detail, sender: nil) }
        world.settle()
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === detail)
        // Without a navigation controller above it, the window's root view controller presents it.
        let other = World(device: Self.phone)
        let alone = UIViewController()
        other.present(alone)
        other.settle()
        let sheet = UIViewController()
        other.run { alone.show(sheet, sender: nil) }
        other.settle()
        #expect(alone.presentedViewController === sheet)
    }

    @Test func getRedGivesTheComponentsOfAnRGBColour() {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.8).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 0.25 && g == 0.5 && b == 0.75 && a == 0.8)
        // A grey is stored as RGB too.
        #expect(UIColor(white: 0.3, alpha: 1).getRed(&r, green: nil, blue: nil, alpha: nil) && r == 0.3)
    }

    @Test func theTextBackgroundColourKeyIsFoundationsName() {
        // NSBackgroundColorAttributeName's value.
        #expect(NSAttributedString.Key.backgroundColor.rawValue == "NSBackgroundColor")
    }
}
