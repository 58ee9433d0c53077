import ClearanceSwiftUI
import Foundation
import Testing

/// Files the plugin compiles that gate on the iOS version, share keyboard handling through a
/// protocol's extension, and sit at a path with spaces in a list with CRLF line ends.
@MainActor
@Suite("Adapted files see the world's iOS version; the plugin takes odd paths and lists")
struct VersionAndPathTests {
    /// `if #available(iOS 15, *)` ran its iOS 15 branch on every simulated version (Swift decides
    /// it when it compiles, true on Linux). Adapted, the older path runs below iOS 15 and the
    /// newer from iOS 15 on, and `ProcessInfo` reports the world's version; each path keeps the
    /// field 8 pt above the keyboard.
    @Test(arguments: [13, 14, 15, 16, 26])
    func theBranchOfTheWorldsIOSVersionRuns(iOSVersion: Int) {
        let world = World(device: AdaptedScreensTests.phone, iOSVersion: iOSVersion)
        let screen = VersionGatedComposer()
        world.present(screen)
        world.settle()
        #expect(screen.avoidance == (iOSVersion >= 15 ? "keyboardLayoutGuide" : "notifications"))
        #expect(screen.olderThan15 == (iOSVersion < 15))
        #expect(screen.atLeast15 == (iOSVersion >= 15))
        #expect((screen.reportedVersion.majorVersion, screen.reportedVersion.minorVersion, screen.reportedVersion.patchVersion) == (iOSVersion, 0, 0))
        world.run { _ = screen.field.becomeFirstResponder() }
        world.settle()
        let keyboardTop = 852 - world.keyboardSystem.dockedHeight()
        #expect(abs(screen.field.frameInWindow.maxY - (keyboardTop - 8)) < 1e-6, "iOS \(iOSVersion): the field sits 8 pt above the keyboard")
    }

    /// `if #available` inside a SwiftUI `body` chooses the branch of the world's version.
    @Test(arguments: [14, 15])
    func aViewBuilderBranchFollowsTheWorldsIOSVersion(iOSVersion: Int) {
        let world = World(device: AdaptedScreensTests.phone, iOSVersion: iOSVersion)
        let host = UIHostingController(rootView: VersionGatedForm())
        world.present(host)
        world.settle()
        func textField(in view: UIView) -> UITextField? {
            if let field = view as? UITextField { return field }
            return view.subviews.lazy.compactMap(textField(in:)).first
        }
        #expect(textField(in: host.view)?.placeholder == (iOSVersion >= 15 ? "Since iOS 15" : "Before iOS 15"))
    }

    /// `#selector(keyboardWillShow(_:))` in `extension KeyboardHandling where Self:
    /// UIViewController` was written as the protocol's method and did not compile; it names
    /// `Self`'s, and both the observer and the tap reach the controller.
    @Test func selectorsInAConstrainedProtocolExtensionReachTheController() {
        let world = World(device: AdaptedScreensTests.phone, iOSVersion: 17)
        let screen = KeyboardHandlingController()
        world.present(screen)
        world.run { _ = screen.field.becomeFirstResponder() }
        world.settle()
        #expect(screen.keyboardLog == ["show"])
        world.tap(at: CGPoint(x: 200, y: 400))
        world.settle()
        #expect(screen.keyboardLog == ["show", "dismiss"])
        #expect(world.firstResponder == nil)
    }

    /// Outlets named `name`, `value` and `selector` did not compile: the generated
    /// `setValue(_ value:forOutletNamed name:)` shadowed them. They connect.
    @Test func outletsNamedLikeTheGeneratedParametersConnect() {
        let screen = ProfileOutletsViewController()
        let field = UITextField(), label = UILabel(), button = UIButton(type: .system)
        #expect(screen.setValue(field, forOutletNamed: "name"))
        #expect(screen.setValue(label, forOutletNamed: "value"))
        #expect(screen.setValue(button, forOutletNamed: "selector"))
        #expect(screen.name === field)
        #expect(screen.value === label)
        #expect(screen.selector === button)
    }

    /// The list this target compiles from keeps the two inputs the plugin failed on: CRLF line
    /// ends ("missing inputs") and a path with a space (percent-encoded, "cannot read the file").
    /// The target building at all is the test; this pins that the list still holds them.
    @Test func theListHasCRLFLineEndsAndAPathWithASpace() throws {
        let list = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("clearance-adapt.txt")
        let bytes = [UInt8](try Data(contentsOf: list))
        let lineFeeds = bytes.indices.filter { bytes[$0] == 0x0A }
        #expect(!lineFeeds.isEmpty && lineFeeds.allSatisfy { $0 > 0 && bytes[$0 - 1] == 0x0D }, "every line ends in CRLF")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\r\n../AdaptedScreensSamples/With Spaces/Profile Outlets.swift\r\n"))
    }
}
