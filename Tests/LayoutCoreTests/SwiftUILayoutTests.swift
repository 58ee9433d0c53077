import LayoutCore
import Testing

@Suite("SwiftUI-style layout")
struct SwiftUILayoutTests {
    /// The seed 004 screen: a field at the bottom of a VStack under a Spacer.
    static func bottomField(_ modifiers: (SwiftUIView) -> SwiftUIView = { $0 }) -> SwiftUIView {
        modifiers(SwiftUIView.vStack {
            SwiftUIView.spacer()
            SwiftUIView.textField("Message", focus: "message")
        })
    }

    func show(_ root: SwiftUIView, iOS: Int = 17) -> (World, HostingController) {
        let host = HostingController(rootView: root)
        let world = World(device: Devices.iPhoneX, iOSVersion: iOS).showing(host)
        return (world, host)
    }

    /// keyboard-platform.md §3.6: from iOS 14 the keyboard is a safe-area region, so a field
    /// at the bottom of a flexible stack rises above the keyboard.
    @Test func theKeyboardIsASafeAreaRegionFromIOS14() {
        let (world, host) = show(Self.bottomField())
        let field = host.field(focusedAs: "message")!
        #expect(field.frameInWindow == CGRect(0, 812 - 34 - 34, 375, 34))
        world.focusAndSettle(field)
        #expect(field.frameInWindow == CGRect(0, 476 - 34, 375, 34))
    }

    /// …and not on iOS 13.
    @Test func iOS13HasNoKeyboardSafeArea() {
        let (world, host) = show(Self.bottomField(), iOS: 13)
        let field = host.field(focusedAs: "message")!
        world.focusAndSettle(field)
        #expect(field.frameInWindow == CGRect(0, 812 - 34 - 34, 375, 34))
    }

    /// keyboard-platform.md §3.6: `.ignoresSafeArea(.keyboard)` works on a flexible container
    /// that fills the area; on a fixed-size view that does not reach the edge it does nothing.
    @Test func ignoringTheKeyboardTakesEffectOnlyOnAFillingContainer() {
        let (world, host) = show(Self.bottomField { $0.ignoresSafeArea(.keyboard) })
        let field = host.field(focusedAs: "message")!
        world.focusAndSettle(field)
        #expect(field.frameInWindow == CGRect(0, 812 - 34 - 34, 375, 34))

        let fixed = SwiftUIView.vStack {
            SwiftUIView.textField("Name", focus: "name").ignoresSafeArea(.keyboard)
            SwiftUIView.spacer().frame(height: 200)
            SwiftUIView.textField("Message", focus: "message")
        }
        let (world2, host2) = show(fixed)
        let name = host2.field(focusedAs: "name")!
        let before = name.frameInWindow
        world2.focusAndSettle(host2.field(focusedAs: "message")!)
        // The whole stack rose with the keyboard; the modifier on the fixed field changed nothing.
        #expect(name.frameInWindow.minY < before.minY)
        #expect(host2.field(focusedAs: "message")!.frameInWindow.maxY <= 476)
    }

    /// The seeds' ZStack: a background that ignores the keyboard stays full size while the
    /// field above it rises.
    @Test func aBackgroundIgnoringTheKeyboardStaysPut() {
        let root = SwiftUIView.zStack {
            SwiftUIView.color().ignoresSafeArea(.keyboard).named("background")
            Self.bottomField()
        }
        let (world, host) = show(root)
        world.focusAndSettle(host.field(focusedAs: "message")!)
        #expect(world.view(named: "background")!.frameInWindow == CGRect(0, 44, 375, 812 - 44 - 34))
        #expect(host.field(focusedAs: "message")!.frameInWindow.maxY == 476)
    }

    /// `offset` moves drawing, not layout.
    @Test func offsetMovesDrawingNotLayout() {
        let (world, host) = show(Self.bottomField().offset(y: -100))
        let field = host.field(focusedAs: "message")!
        #expect(field.frame.maxY == CGFloat(812 - 44 - 34))
        #expect(field.frameInWindow.maxY == CGFloat(812 - 34 - 100))
        withExtendedLifetime(world) {}
    }

    /// SwiftUI centres content that does not fill the safe area, so the keyboard moves even
    /// fields it would not cover (keyboard-platform.md §3.6).
    @Test func centredContentMovesWithTheKeyboardSafeArea() {
        let form = SwiftUIView.vStack(spacing: 16) {
            SwiftUIView.textField("Name", focus: "name")
            SwiftUIView.textField("Email", focus: "email")
        }
        let (world, host) = show(form)
        let name = host.field(focusedAs: "name")!
        let safeMid = (44 + (812 - 34)) / 2
        #expect(name.frameInWindow.minY == CGFloat(safeMid - 42))
        world.focusAndSettle(name)
        #expect(name.frameInWindow.minY == CGFloat((44 + 476) / 2 - 42))
    }

    /// A hosting controller embedded as a child in UIKit still avoids the keyboard for its
    /// own frame.
    @Test func anEmbeddedHostingControllerStillAvoidsTheKeyboard() {
        let container = EmbeddedHostScreen()
        let world = World(device: Devices.iPhoneX).showing(container)
        let field = container.host.field(focusedAs: "message")!
        #expect(field.frameInWindow.maxY == 778)
        world.focusAndSettle(field)
        #expect(field.frameInWindow.maxY == 476)
    }

    /// keyboard-platform.md §3.6: inside a UIKit screen whose root view an avoider moves up,
    /// the hosting controller keeps its keyboard region and lifts the field again
    /// (``Assumption/hostingRegionIgnoresRootShift``); with the assumption off the region
    /// shrinks by the shift and the field ends where SwiftUI alone puts it.
    @Test(arguments: [true, false])
    func aHostingControllerInsideAShiftedRootAvoidsAgain(ignoresShift: Bool) {
        let container = EmbeddedHostScreen()
        let world = World(device: Devices.iPhoneX, assumptions: Assumptions().with(.hostingRegionIgnoresRootShift, ignoresShift)).showing(container)
        let field = container.host.field(focusedAs: "message")!
        world.focusAndSettle(field)
        #expect(field.frameInWindow.maxY == 476)
        // The avoider lifts the whole screen by what the keyboard covers of the field's
        // original place (778 − 476).
        world.run { container.view.frame.origin.y = -302 }
        world.settle()
        let expected: CGFloat = ignoresShift ? 174 : 476 // 476 − 302 when both move it
        #expect(field.frameInWindow.maxY == expected)
    }

    /// `scrollDismissesKeyboard` sets the generated scroll view's dismiss mode.
    @Test func scrollDismissesKeyboardSetsTheDismissMode() {
        let root = SwiftUIView.scrollView {
            SwiftUIView.vStack { SwiftUIView.textField("A", focus: "a") }
        }.scrollDismissesKeyboard(.interactively)
        let (world, host) = show(root)
        #expect(host.field(focusedAs: "a")!.enclosingScrollView?.keyboardDismissMode == .interactive)
        withExtendedLifetime(world) {}
    }
}

/// A UIKit screen holding a hosting controller as a child, in its lower half.
final class EmbeddedHostScreen: UIViewController {
    let host = HostingController(rootView: SwiftUIKeyboardFixtures.bottomFieldOnly)

    override func viewDidLoad() {
        addChild(host)
        host.view.frame = CGRect(0, 400, 375, 412)
        view.addSubview(host.view)
        host.didMove(toParent: self)
    }
}

enum SwiftUIKeyboardFixtures {
    static let bottomFieldOnly = SwiftUIView.vStack {
        SwiftUIView.spacer()
        SwiftUIView.textField("Message", focus: "message")
    }
}
