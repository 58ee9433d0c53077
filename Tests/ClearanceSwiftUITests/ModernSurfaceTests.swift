@testable import LayoutCore
import ClearanceSwiftUI
import Testing

// The declarations issue 51 found missing on a current SwiftUI chat screen (iOS 17–26), each
// with Apple's signature (the compile-time checks) and what the model does with it.

/// A view written as iOS 26 apps write their input bars: Liquid Glass, weights, the newer fonts
/// and shapes as static members.
struct GlassInputBar: View {
    var glass = true
    @State private var text = ""
    var body: some View {
        GlassEffectContainer(spacing: 12) {
            HStack(spacing: 8) {
                TextField("Message", text: $text)
                    .font(.title3)
                    .fontWeight(.medium)
                    .accessibilityIdentifier("message")
                Button("Send") {}
                    .font(.caption2)
            }
            .padding(8)
            .glassEffect(glass ? .regular.interactive() : .identity, in: .capsule)
        }
    }
}

/// A glass bar that names its glass in a namespace and takes a shortcut, as Foundation Lab's
/// and Ice Cubes' input bars do.
struct ShortcutGlassBar: View {
    @Namespace private var glass
    @State private var text = ""
    @State var sent = 0
    var body: some View {
        HStack(spacing: 8) {
            TextField("Message", text: $text).accessibilityIdentifier("message")
                .glassEffectID("field", in: glass)
            Button("Send") { sent += 1 }
                .keyboardShortcut(.return, modifiers: .command)
                .accessibilityIdentifier("send")
        }
        .padding(8)
    }
}

/// The same bar with no glass at all.
struct PlainInputBar: View {
    @State private var text = ""
    var body: some View {
        HStack(spacing: 8) {
            TextField("Message", text: $text)
                .accessibilityIdentifier("message")
            Button("Send") {}
        }
        .padding(8)
    }
}

@Suite("iOS 17–26 surface: Liquid Glass, fonts, shapes, springs")
struct ModernSurfaceTests {
    /// Each declaration as Apple's page gives it.
    @MainActor @Test func theDeclarationsHaveApplesSignatures() {
        var checked = 0
        func check<T>(_ value: T) { checked += 1 }
        check(Glass.regular); check(Glass.clear); check(Glass.identity)
        check(Glass.tint as (Glass) -> (Color?) -> Glass)
        check(Glass.interactive as (Glass) -> (Bool) -> Glass)
        check(Glass.regular.interactive())
        check(GlassEffectContainer<Text>.init(spacing:content:) as (CGFloat?, () -> Text) -> GlassEffectContainer<Text>)
        check(GlassEffectContainer { Text("a") })
        check(Text("a").glassEffect())
        check(Text("a").glassEffect(.regular.tint(.blue).interactive(), in: .rect(cornerRadius: 16, style: .continuous)))
        check(Text("a").glassEffect(.clear, in: .circle))
        check(Text("a").glassEffect(in: RoundedRectangle(cornerRadius: 8, style: .circular)))
        check(DefaultGlassEffectShape())
        check([Font.caption2, .title2, .title3])
        check(Font.weight as (Font) -> (Font.Weight) -> Font)
        check([Font.Weight.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black])
        check(Text("a").fontWeight(.bold) as Text)
        check(Label("a", systemImage: "b").fontWeight(nil))
        check(RoundedRectangle.init(cornerRadius:style:) as (CGFloat, RoundedCornerStyle) -> RoundedRectangle)
        check(RoundedRectangle.init(cornerSize:style:) as (CGSize, RoundedCornerStyle) -> RoundedRectangle)
        check(RoundedRectangle(cornerRadius: 4))
        check([RoundedCornerStyle.circular, .continuous])
        let circle: Circle = .circle, capsule: Capsule = .capsule, rect: Rectangle = .rect
        let rounded: RoundedRectangle = .rect(cornerRadius: 10), sized: RoundedRectangle = .rect(cornerSize: CGSize(width: 4, height: 4))
        check((circle, capsule, rect, rounded, sized))
        check(Text("a").clipShape(.capsule))
        check(Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:) as (Double, Double, Double, Double) -> Animation)
        check(Animation.interpolatingSpring(duration:bounce:initialVelocity:) as (TimeInterval, Double, Double) -> Animation)
        check(Animation.interpolatingSpring(_:initialVelocity:) as (Spring, Double) -> Animation)
        check(Animation.interpolatingSpring as Animation)
        check(Animation.spring(_:blendDuration:) as (Spring, TimeInterval) -> Animation)
        check(Spring.init(duration:bounce:) as (TimeInterval, Double) -> Spring)
        check(Spring.init(mass:stiffness:damping:allowOverDamping:) as (Double, Double, Double, Bool) -> Spring)
        check(Spring.init(response:dampingRatio:) as (Double, Double) -> Spring)
        check(\UIHostingController<Text>.sizingOptions as ReferenceWritableKeyPath<UIHostingController<Text>, UIHostingControllerSizingOptions>)
        check([UIHostingControllerSizingOptions.intrinsicContentSize, .preferredContentSize])
        check(UIHostingControllerSizingOptions(rawValue: 3))
        // Tests/RealCode/modern-surface.md's most frequent gaps: keyboard shortcuts (4 of 7
        // apps) and namespaces for glass identities.
        check(KeyboardShortcut.init(_:modifiers:) as (KeyEquivalent, EventModifiers) -> KeyboardShortcut)
        check([KeyboardShortcut.defaultAction, .cancelAction, .init("a")])
        check([KeyEquivalent.return, .escape, .delete, .tab, .space, .upArrow, .downArrow, .leftArrow, .rightArrow, "k"])
        check([EventModifiers.command, .shift, .option, .control, .capsLock, .numericPad, .all])
        check(Button("Send") {}.keyboardShortcut(.return, modifiers: .command))
        check(Button("Send") {}.keyboardShortcut(.defaultAction))
        check(Text("a").glassEffectID("field", in: Namespace().wrappedValue))
        check(Text("a").glassEffectID(Optional<Int>.none, in: Namespace().wrappedValue))
        #expect(checked == 43)
    }

    /// "Renders a shape anchored behind a view" and "anchors the Liquid Glass to a view's
    /// bounds" (https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:)):
    /// the glass and its container take no room, so a glass bar is laid out, focused and
    /// lifted by the keyboard exactly as the same bar without glass.
    @Test func glassHasNoLayoutEffect() throws {
        let (glassWorld, _) = World.hosting(VStack { Spacer(); GlassInputBar() })
        let (plainWorld, _) = World.hosting(VStack { Spacer(); PlainInputBar() })
        let glassField = try #require(glassWorld.input("message")), plainField = try #require(plainWorld.input("message"))
        #expect(glassField.frameInWindow == plainField.frameInWindow)
        glassWorld.focusAndSettle(glassField)
        plainWorld.focusAndSettle(plainField)
        #expect(glassField.frameInWindow == plainField.frameInWindow)
        #expect(abs(glassField.frameInWindow.maxY - (476 - 8)) < 0.01, "on the keyboard (476), under the bar's 8 pt padding")
    }

    /// A shortcut and a glass identity change nothing the model lays out or taps: the bar is
    /// the plain bar, and its button still runs when tapped.
    @Test func shortcutsAndGlassIdentitiesHaveNoLayoutEffect() throws {
        let (world, _) = World.hosting(VStack { Spacer(); ShortcutGlassBar() })
        let (plainWorld, _) = World.hosting(VStack { Spacer(); PlainInputBar() })
        #expect(try #require(world.input("message")).frameInWindow == (try #require(plainWorld.input("message"))).frameInWindow)
        #expect(try #require(world.view(named: "send")).frameInWindow.height > 0)
    }

    /// `Spring` converts between its representations as Apple's page shows
    /// (https://developer.apple.com/documentation/swiftui/spring): mass 1, stiffness 100,
    /// damping 10 is a duration of 0.63 s and a bounce of 0.5; the interpolating springs are
    /// those springs released with their initial velocity.
    @Test func interpolatingSpringsAreTheirSprings() {
        #expect((Spring(mass: 1, stiffness: 100, damping: 10).duration * 100).rounded() == 63)
        #expect(Spring(mass: 1, stiffness: 100, damping: 10).bounce == 0.5)
        #expect(Animation.interpolatingSpring(stiffness: 100, damping: 10) == .interpolatingSpring(Spring(mass: 1, stiffness: 100, damping: 10)))
        #expect(Animation.interpolatingSpring(mass: 4, stiffness: 400, damping: 10, initialVelocity: 2)
                == .interpolatingSpring(Spring(mass: 4, stiffness: 400, damping: 10), initialVelocity: 2))
        #expect(Animation.interpolatingSpring(duration: 0.3, bounce: 0.2) == .interpolatingSpring(Spring(duration: 0.3, bounce: 0.2)))
        #expect(Animation.interpolatingSpring == .interpolatingSpring(Spring(duration: 0.5)))
        #expect(Animation.spring(Spring(response: 0.35, dampingRatio: 0.8)) == .spring(response: 0.35, dampingFraction: 0.8))
        #expect(Animation.interpolatingSpring(stiffness: 0, damping: 1) == .easeInOut(duration: 0), "no stiffness: immediate, not a trap")
        #expect(Spring(mass: 1, stiffness: 100, damping: 20).bounce == 0, "critically damped")
    }

    /// The shapes as static members are the shapes: they fill what they are offered.
    @Test func staticShapesFillWhatTheyAreOffered() throws {
        struct Shapes: View {
            var body: some View {
                VStack(spacing: 0) {
                    Self.shape(.circle).accessibilityIdentifier("circle")
                    Self.shape(.rect(cornerRadius: 12)).accessibilityIdentifier("rounded")
                }
            }
            static func shape<S: Shape>(_ shape: S) -> S { shape }
        }
        let (world, _) = World.hosting(Shapes())
        let circle = try #require(world.view(named: "circle")), rounded = try #require(world.view(named: "rounded"))
        #expect(circle.frameInWindow.height == rounded.frameInWindow.height)
        #expect(abs(circle.frameInWindow.height - (812 - 44 - 34) / 2) < 0.01)
    }
}
