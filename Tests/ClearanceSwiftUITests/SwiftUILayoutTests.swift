@testable import LayoutCore
import ClearanceSwiftUI
import Testing

/// The seed 004 screen: a field at the bottom of a VStack under a Spacer.
struct BottomField: View {
    @State private var message = ""
    var body: some View {
        VStack {
            Spacer()
            TextField("Message", text: $message).accessibilityIdentifier("message")
        }
    }
}

@Suite("SwiftUI layout: the keyboard safe area and the modifiers that move things")
@MainActor
struct SwiftUILayoutTests {
    /// keyboard-platform.md §3.6: from iOS 14 the keyboard is a safe-area region, so a field
    /// at the bottom of a flexible stack rises above the keyboard.
    @Test func theKeyboardIsASafeAreaRegionFromIOS14() throws {
        let (world, _) = World.hosting(BottomField())
        let field = try #require(world.input("message"))
        #expect(field.frameInWindow == CGRect(0, 812 - 34 - 34, 375, 34))
        world.focusAndSettle(field)
        #expect(field.frameInWindow == CGRect(0, 476 - 34, 375, 34))
    }

    /// `layoutPriority(_:)`: the higher-priority flexible child of a VStack takes the room
    /// beyond the others' minimums, and keeps it as the keyboard shrinks the region; equal
    /// priorities share it (https://developer.apple.com/documentation/swiftui/view/layoutpriority(_:)).
    @Test func aHigherLayoutPriorityTakesTheRoomInAVStack() throws {
        struct Split: View {
            let priority: Double
            @State private var message = ""
            var body: some View {
                VStack(spacing: 0) {
                    Color.blue.accessibilityIdentifier("top")
                    Color.red.layoutPriority(priority).accessibilityIdentifier("bottom")
                    TextField("Message", text: $message).accessibilityIdentifier("message")
                }
            }
        }
        // 812 − 44 − 34 safe area − the 34 pt field leaves 700 pt; above the keyboard (its top
        // at 476) 476 − 44 − 34 = 398.
        for (priority, topHeight) in [(0.0, 350.0), (1, 0), (-1, 700)] {
            let (world, _) = World.hosting(Split(priority: priority))
            let top = try #require(world.view(named: "top")), bottom = try #require(world.view(named: "bottom"))
            #expect(top.frame.height == CGFloat(topHeight), "priority \(priority)")
            #expect(bottom.frame.height == 700 - CGFloat(topHeight), "priority \(priority)")
            world.focusAndSettle(try #require(world.input("message")))
            #expect(top.frame.height + bottom.frame.height == 398)
            if priority != 0 { #expect(min(top.frame.height, bottom.frame.height) == 0) }
        }
    }

    /// `fixedSize(horizontal: false, vertical: true)`: a scroll view of two 34 pt fields
    /// stops filling its stack and is as tall as its content (``Assumption/fixedSizeIdealHeights``;
    /// off, the 10 pt platform default); a colour takes its 10 pt ideal height; the flexible
    /// colour below takes the rest, and gives way to the keyboard alone.
    @Test(arguments: [true, false])
    func aFixedSizeViewTakesItsIdealHeight(on: Bool) throws {
        struct Compose: View {
            @State private var to = ""
            @State private var subject = ""
            var body: some View {
                VStack(spacing: 0) {
                    ScrollView {
                        VStack(spacing: 0) {
                            TextField("To", text: $to).accessibilityIdentifier("to")
                            TextField("Subject", text: $subject)
                        }
                    }
                    .fixedSize(horizontal: false, vertical: true)
                    .accessibilityIdentifier("scroll")
                    Color.blue.fixedSize().accessibilityIdentifier("stripe")
                    Color.red.accessibilityIdentifier("rest")
                }
            }
        }
        let (world, _) = World.hosting(Compose(), assumptions: Assumptions().with(.fixedSizeIdealHeights, on))
        let scroll = try #require(world.view(named: "scroll"))
        let stripe = try #require(world.view(named: "stripe")), rest = try #require(world.view(named: "rest"))
        let scrollHeight: CGFloat = on ? 68 : 10
        #expect(scroll.frame.height == scrollHeight)
        #expect(stripe.frame.height == 10)
        // 812 − 44 − 34 safe area.
        #expect(rest.frame.height == 734 - scrollHeight - 10)
        world.focusAndSettle(try #require(world.input("to")))
        #expect(scroll.frame.height == scrollHeight && stripe.frame.height == 10)
        // Above the keyboard (its top at 476): 476 − 44.
        #expect(rest.frame.height == 432 - scrollHeight - 10)
    }

    /// A `.keyboard` toolbar is a bar above the keyboard, part of its frame: the keyboard
    /// region grows by the toolbar's 44 pt (``Assumption/swiftUIKeyboardToolbarIsAccessory``);
    /// a toolbar without keyboard items changes nothing.
    @Test(arguments: [true, false])
    func aKeyboardToolbarRidesOnTheKeyboard(on: Bool) throws {
        struct WithToolbar: View {
            let onKeyboard: Bool
            @State private var message = ""
            @FocusState private var focused: Bool
            var body: some View {
                VStack {
                    Spacer()
                    TextField("Message", text: $message).focused($focused).accessibilityIdentifier("message")
                }
                .toolbar {
                    if onKeyboard {
                        ToolbarItemGroup(placement: .keyboard) {
                            Spacer()
                            Button("Done") { focused = false }
                        }
                    } else {
                        ToolbarItem(placement: .navigationBarTrailing) { Button("Edit") {} }
                    }
                }
            }
        }
        for onKeyboard in [true, false] {
            let assumptions = Assumptions().with(.swiftUIKeyboardToolbarIsAccessory, on)
            let (world, _) = World.hosting(WithToolbar(onKeyboard: onKeyboard), assumptions: assumptions)
            let field = try #require(world.input("message"))
            let docked = world.keyboardSystem.dockedHeight()
            world.focusAndSettle(field)
            let keyboard = try #require(world.keyboard.screenFrame)
            let toolbar: CGFloat = onKeyboard && on ? 44 : 0
            #expect(keyboard.height == docked + toolbar)
            #expect(field.frameInWindow.maxY == keyboard.minY)
            #expect(world.consultedAssumptions.contains(.swiftUIKeyboardToolbarIsAccessory) == onKeyboard)
        }
    }

    /// …and not on iOS 13.
    @Test func iOS13HasNoKeyboardSafeArea() throws {
        let (world, _) = World.hosting(BottomField(), iOS: 13)
        let field = try #require(world.input("message"))
        world.focusAndSettle(field)
        #expect(field.frameInWindow == CGRect(0, 812 - 34 - 34, 375, 34))
    }

    /// keyboard-platform.md §3.6: `.ignoresSafeArea(.keyboard)` works on a flexible container
    /// that fills the area; on a fixed-size view that does not reach the edge it does nothing.
    @Test func ignoringTheKeyboardTakesEffectOnlyOnAFillingContainer() throws {
        let (world, _) = World.hosting(BottomField().ignoresSafeArea(.keyboard))
        let field = try #require(world.input("message"))
        world.focusAndSettle(field)
        #expect(field.frameInWindow == CGRect(0, 812 - 34 - 34, 375, 34))

        struct Fixed: View {
            @State private var text = ""
            var body: some View {
                VStack {
                    TextField("Name", text: $text).accessibilityIdentifier("name").ignoresSafeArea(.keyboard)
                    Spacer().frame(height: 200)
                    TextField("Message", text: $text).accessibilityIdentifier("message")
                }
            }
        }
        let (world2, _) = World.hosting(Fixed())
        let name = try #require(world2.input("name"))
        let before = name.frameInWindow
        world2.focusAndSettle(try #require(world2.input("message")))
        // The whole stack rose with the keyboard; the modifier on the fixed field changed nothing.
        #expect(name.frameInWindow.minY < before.minY)
        #expect(try #require(world2.input("message")).frameInWindow.maxY <= 476)
    }

    /// `edgesIgnoringSafeArea(_:)` is the old spelling of `ignoresSafeArea(.all, edges:)`: on
    /// the bottom edge it ignores the keyboard region too (lucaszischka/BottomSheet#97), so a
    /// bottom field neither rises nor stays above the home indicator. It was container-only:
    /// the field rose to the keyboard.
    @Test func edgesIgnoringSafeAreaIgnoresTheKeyboardToo() throws {
        let (world, _) = World.hosting(BottomField().edgesIgnoringSafeArea(.bottom))
        let field = try #require(world.input("message"))
        #expect(field.frameInWindow == CGRect(0, 812 - 34, 375, 34))
        world.focusAndSettle(field)
        #expect(field.frameInWindow == CGRect(0, 812 - 34, 375, 34))
        // The top edge alone leaves the keyboard region at the bottom in force.
        let (world2, _) = World.hosting(BottomField().edgesIgnoringSafeArea(.top))
        let field2 = try #require(world2.input("message"))
        world2.focusAndSettle(field2)
        #expect(field2.frameInWindow.maxY == 476)
    }

    /// The seeds' ZStack: a background that ignores the keyboard stays full size while the
    /// field above it rises.
    @Test func aBackgroundIgnoringTheKeyboardStaysPut() throws {
        let root = ZStack {
            Color.gray.ignoresSafeArea(.keyboard).accessibilityIdentifier("background")
            BottomField()
        }
        let (world, _) = World.hosting(root)
        world.focusAndSettle(try #require(world.input("message")))
        #expect(world.view(named: "background")?.frameInWindow == CGRect(0, 44, 375, 812 - 44 - 34))
        #expect(try #require(world.input("message")).frameInWindow.maxY == 476)
    }

    /// `offset` moves drawing, not layout.
    @Test func offsetMovesDrawingNotLayout() throws {
        let (world, _) = World.hosting(BottomField().offset(y: -100))
        let field = try #require(world.input("message"))
        #expect(field.frame.maxY == CGFloat(812 - 44 - 34))
        #expect(field.frameInWindow.maxY == CGFloat(812 - 34 - 100))
    }

    /// SwiftUI centres content that does not fill the safe area, so the keyboard moves even
    /// fields it would not cover (keyboard-platform.md §3.6).
    @Test func centredContentMovesWithTheKeyboardSafeArea() throws {
        struct TwoFields: View {
            @State private var name = ""
            @State private var email = ""
            var body: some View {
                VStack(spacing: 16) {
                    TextField("Name", text: $name).accessibilityIdentifier("name")
                    TextField("Email", text: $email)
                }
            }
        }
        let (world, _) = World.hosting(TwoFields())
        let name = try #require(world.input("name"))
        let safeMid = (44 + (812 - 34)) / 2
        #expect(name.frameInWindow.minY == CGFloat(safeMid - 42))
        world.focusAndSettle(name)
        #expect(name.frameInWindow.minY == CGFloat((44 + 476) / 2 - 42))
    }

    /// A hosting controller embedded as a child in UIKit still avoids the keyboard for its
    /// own frame.
    @Test func anEmbeddedHostingControllerStillAvoidsTheKeyboard() throws {
        let container = EmbeddedHostScreen()
        let world = World(device: Devices.iPhoneX)
        world.present(container)
        let field = try #require(world.input("message"))
        #expect(field.frameInWindow.maxY == 778)
        world.focusAndSettle(field)
        #expect(field.frameInWindow.maxY == 476)
    }

    /// keyboard-platform.md §3.6: inside a UIKit screen whose root view an avoider moves up,
    /// the hosting controller keeps its keyboard region and lifts the field again
    /// (``Assumption/hostingRegionIgnoresRootShift``); with the assumption off the region
    /// shrinks by the shift and the field ends where SwiftUI alone puts it.
    @Test(arguments: [true, false])
    func aHostingControllerInsideAShiftedRootAvoidsAgain(ignoresShift: Bool) throws {
        let container = EmbeddedHostScreen()
        let world = World(device: Devices.iPhoneX, assumptions: Assumptions().with(.hostingRegionIgnoresRootShift, ignoresShift))
        world.present(container)
        let field = try #require(world.input("message"))
        world.focusAndSettle(field)
        #expect(field.frameInWindow.maxY == 476)
        // The avoider lifts the whole screen by what the keyboard covers of the field's
        // original place (778 − 476).
        world.act { container.view.frame.origin.y = -302 }
        let expected: CGFloat = ignoresShift ? 174 : 476 // 476 − 302 when both move it
        #expect(field.frameInWindow.maxY == expected)
    }

    /// `scrollDismissesKeyboard` sets the generated scroll view's dismiss mode.
    @Test func scrollDismissesKeyboardSetsTheDismissMode() throws {
        let root = ScrollView {
            VStack { BottomField() }
        }.scrollDismissesKeyboard(.interactively)
        let (world, _) = World.hosting(root)
        #expect(try #require(world.input("message")).enclosingScrollView?.keyboardDismissMode == .interactive)

        // It is an environment value: applied to a container, it reaches the scroll views in it.
        let contained = NavigationStack { ScrollView { BottomField() } }.scrollDismissesKeyboard(.immediately)
        let (world2, _) = World.hosting(contained)
        #expect(try #require(world2.input("message")).enclosingScrollView?.keyboardDismissMode == .onDrag)
    }

    /// ``Assumption/swiftUIScrollsToFocusedField``: a SwiftUI scroll view scrolls the focused
    /// field above the keyboard by itself, or (switched off) does not.
    @Test(arguments: [true, false])
    func swiftUIScrollViewScrollsToTheFocusedField(on: Bool) throws {
        struct Fields: View {
            @State private var text = ""
            var body: some View {
                ScrollView {
                    VStack(spacing: 20) {
                        ForEach(0..<15) { i in TextField("Field \(i)", text: $text).accessibilityIdentifier("f\(i)") }
                    }
                }
            }
        }
        let (world, _) = World.hosting(Fields(), assumptions: Assumptions().with(.swiftUIScrollsToFocusedField, on))
        let field = try #require(world.input("f10"))
        world.focusAndSettle(field)
        let scroll = try #require(field.enclosingScrollView)
        #expect((scroll.contentOffset.y > 0) == on)
        #expect((field.frameInWindow.maxY <= 476) == on)
    }

    /// ``Assumption/swiftUIScrollsToFocusedTextEditor``: a SwiftUI scroll view scrolls a
    /// focused TextEditor above the keyboard, or (switched off, as GordianSeedTool-iOS#1 and
    /// SOLPLY-iOS PR #306 report) leaves it under the keyboard. Before, one assumption decided
    /// for every input; a TextField is scrolled either way.
    @Test(arguments: [true, false])
    func aScrollViewScrollsToAFocusedTextEditorOnlyIfAssumed(on: Bool) throws {
        struct Notes: View {
            @State private var text = ""
            var body: some View {
                ScrollView {
                    VStack(spacing: 20) {
                        ForEach(0..<12) { i in TextField("Field \(i)", text: $text).accessibilityIdentifier("f\(i)") }
                        TextEditor(text: $text).frame(height: 120).accessibilityIdentifier("notes")
                    }
                }
            }
        }
        let (world, _) = World.hosting(Notes(), assumptions: Assumptions().with(.swiftUIScrollsToFocusedTextEditor, on))
        let editor = try #require(world.input("notes"))
        #expect(editor is UITextView)
        world.focusAndSettle(editor)
        let scroll = try #require(editor.enclosingScrollView)
        #expect((scroll.contentOffset.y > 0) == on)
        #expect(world.consultedAssumptions.contains(.swiftUIScrollsToFocusedTextEditor))
        #expect(!world.consultedAssumptions.contains(.swiftUIScrollsToFocusedField))
        let (world2, _) = World.hosting(Notes(), assumptions: Assumptions().with(.swiftUIScrollsToFocusedTextEditor, on))
        let field = try #require(world2.input("f11"))
        world2.focusAndSettle(field)
        #expect(try #require(field.enclosingScrollView).contentOffset.y > 0)
    }

    /// ``Assumption/swiftUIKeyboardToolbarJoinsAfterFirstShow`` (IQKeyboardManager#2002):
    /// on, from iOS 17, the first keyboard under a `.keyboard` toolbar comes up without it and
    /// a frame change adds its 44 pt; the next show has it at once. Off (the default), and on
    /// iOS 16, the bar comes with the keyboard.
    @Test(arguments: [(true, 17), (false, 17), (true, 16)])
    func theFirstKeyboardUnderAToolbar(on: Bool, iOS: Int) throws {
        struct WithToolbar: View {
            @State private var message = ""
            @FocusState private var focused: Bool
            var body: some View {
                VStack {
                    Spacer()
                    TextField("Message", text: $message).focused($focused).accessibilityIdentifier("message")
                }
                .toolbar {
                    ToolbarItemGroup(placement: .keyboard) {
                        Spacer()
                        Button("Done") { focused = false }
                    }
                }
            }
        }
        let (world, _) = World.hosting(WithToolbar(), iOS: iOS, assumptions: Assumptions().with(.swiftUIKeyboardToolbarJoinsAfterFirstShow, on))
        let field = try #require(world.input("message"))
        let docked = world.keyboardSystem.dockedHeight()
        final class Heights: @unchecked Sendable { var values: [CGFloat] = [] }
        let shows = Heights()
        let token = world.notificationCenter.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            if let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect { shows.values.append(end.height) }
        }
        world.focusAndSettle(field)
        let late = on && iOS >= 17
        #expect(shows.values == (late ? [docked, docked + 44] : [docked + 44]))
        #expect(try #require(world.keyboard.screenFrame).height == docked + 44)
        #expect(field.frameInWindow.maxY == world.keyboard.screenFrame?.minY)
        shows.values.removeAll()
        world.act { _ = field.resignFirstResponder() }
        world.focusAndSettle(field)
        #expect(shows.values == [docked + 44])
        world.notificationCenter.removeObserver(token)
    }

    /// `safeAreaInset(edge: .bottom)` puts its content on the bottom edge and lays the rest out
    /// above it; both rise with the keyboard.
    @Test func aBottomSafeAreaInsetSitsOnTheKeyboard() throws {
        struct Chat: View {
            @State private var draft = ""
            var body: some View {
                ScrollView { Text("Messages") }
                    .safeAreaInset(edge: .bottom) {
                        TextField("Message", text: $draft).padding(8).accessibilityIdentifier("draft")
                    }
            }
        }
        let (world, _) = World.hosting(Chat())
        let draft = try #require(world.input("draft"))
        #expect(draft.frameInWindow.maxY == 770)        // 778 − 8 of padding
        world.focusAndSettle(draft)
        #expect(draft.frameInWindow.maxY == 468)        // 476 − 8
        #expect(world.view(named: "ScrollView")?.frameInWindow.maxY == 426)   // above the 50 pt inset
    }

    /// `frame(maxHeight: .infinity, alignment: .bottom)` fills and puts its content at the
    /// bottom; `frame(minHeight:)` keeps a view at least that tall.
    @Test func flexibleFramesFillAndAlign() throws {
        struct Bottom: View {
            @State private var text = ""
            var body: some View {
                TextField("Message", text: $text).accessibilityIdentifier("message")
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
            }
        }
        let (world, _) = World.hosting(Bottom())
        let field = try #require(world.input("message"))
        #expect(field.frameInWindow == CGRect(0, 778 - 34, 375, 34))
        world.focusAndSettle(field)
        #expect(field.frameInWindow.maxY == 476)

        struct Tall: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("Header").frame(minHeight: 100).accessibilityIdentifier("header")
                    Spacer()
                }
            }
        }
        let (world2, _) = World.hosting(Tall())
        #expect(world2.view(named: "header")?.frameInWindow.height == 20.5)
        #expect(world2.view(named: "header")?.frameInWindow.minY == 84)   // 44 + 40: centred in its 100 pt frame (rounded)
    }

    /// A flexible stack whose fixed parts do not fit is as tall as its content, and the
    /// hosting view centres it, so it runs past both ends of the safe area (parent proposes,
    /// child chooses, parent places: WWDC19 "Building Custom Views with SwiftUI"). In a
    /// ZStack the stack is centred the same way (its default alignment), while the background
    /// beside it is proposed the ZStack's own proposal and stays the safe area's height. (The
    /// model used to run the stack past the bottom only, and to stretch nothing.)
    @Test func aStackThatDoesNotFitOverflowsAtBothEnds() throws {
        struct Tall: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(height: 400).accessibilityIdentifier("upper")
                    Spacer(minLength: 0)
                    Color.blue.frame(height: 400).accessibilityIdentifier("lower")
                }
            }
        }
        // iPhone X: the safe area runs from 44 to 778 (734 pt); the stack is 800 pt tall.
        let (world, _) = World.hosting(Tall())
        #expect(world.view(named: "upper")?.frameInWindow == CGRect(0, 11, 375, 400))
        #expect(world.view(named: "lower")?.frameInWindow == CGRect(0, 411, 375, 400))

        let layered = ZStack {
            Color.gray.accessibilityIdentifier("background")
            Tall()
        }
        let (world2, _) = World.hosting(layered)
        #expect(world2.view(named: "background")?.frameInWindow == CGRect(0, 44, 375, 734))
        #expect(world2.view(named: "upper")?.frameInWindow == CGRect(0, 11, 375, 400))
        #expect(world2.view(named: "lower")?.frameInWindow == CGRect(0, 411, 375, 400))
    }

    /// `GeometryReader` reports the size it is offered and the safe area's insets there,
    /// keyboard included from iOS 14: a reader filling the safe area reports the bands beyond
    /// its edges (`geometry-reader-reports-container-insets`; SwiftUIX#165 saw 336 pt at the
    /// bottom with a 336 pt keyboard), or nothing with the assumption off.
    @Test(arguments: [true, false])
    func aGeometryReaderSeesTheKeyboardInItsSafeArea(reportsBands: Bool) throws {
        final class Seen { var sizes: [CGSize] = []; var insets: [EdgeInsets] = [] }
        let seen = Seen()
        struct Reader: View {
            let seen: Seen
            @State private var text = ""
            var body: some View {
                GeometryReader { proxy in
                    let _ = seen.sizes.append(proxy.size)
                    let _ = seen.insets.append(proxy.safeAreaInsets)
                    VStack {
                        Spacer()
                        TextField("Message", text: $text).accessibilityIdentifier("message")
                    }
                }
            }
        }
        let (world, _) = World.hosting(Reader(seen: seen), assumptions: Assumptions().with(.geometryReaderReportsContainerInsets, reportsBands))
        #expect(seen.sizes.last == CGSize(width: 375, height: 812 - 44 - 34))
        let top = seen.insets.last?.top, bottom = seen.insets.last?.bottom
        #expect(top == (reportsBands ? 44 : 0))
        #expect(bottom == (reportsBands ? 34 : 0))
        world.focusAndSettle(try #require(world.input("message")))
        #expect(seen.sizes.last == CGSize(width: 375, height: 476 - 44))
        let keyboardBottom = seen.insets.last?.bottom
        #expect(keyboardBottom == (reportsBands ? 336 : 0))
    }
}

/// A UIKit screen holding a hosting controller as a child, in its lower half.
final class EmbeddedHostScreen: UIViewController {
    let host = UIHostingController(rootView: BottomField())

    override func viewDidLoad() {
        addChild(host)
        host.view.frame = CGRect(0, 400, 375, 412)
        view.addSubview(host.view)
        host.didMove(toParent: self)
    }
}
