@testable import LayoutCore
import ClearanceSwiftUI
import Testing

// The SwiftUI declarations the real-code corpus's fourth collection (Tests/RealCode 59-68,
// current apps from dkhamsing/open-source-ios-apps) reached and the model lacked: each with
// Apple's signature (the compile-time checks), and what the model does with it (listed in
// ClearanceUIKit's NoModelledEffect.md).

/// The plain input bar with the fourth collection's cosmetic modifiers, written as the apps
/// write them (DailyVox's line spacing, Dumpert's brightness and accessibility element).
struct DecoratedInputBar: View {
    @State private var text = ""
    @ScaledMetric(relativeTo: .caption2) private var iconSize: CGFloat = 9
    var body: some View {
        HStack(spacing: 8) {
            TextField("Message", text: $text)
                .lineSpacing(6)
                .accessibilityIdentifier("message")
            Button("Send") {}
                .brightness(0.2)
                .saturation(0.5)
                .contrast(1.2)
                .accessibilityHidden(false)
        }
        .accessibilityElement(children: .combine)
        .padding(8)
    }
}

/// A badge sized by a scaled metric, as Dumpert sizes its metadata icons.
struct ScaledBadge: View {
    @ScaledMetric private var side: CGFloat = 44
    var body: some View {
        VStack(spacing: 0) {
            Color.cyan.frame(width: side, height: side).accessibilityIdentifier("badge")
            Spacer()
        }
    }
}

@Suite("The fourth collection's SwiftUI surface (issue 51)")
struct FourthCollectionSurfaceTests {
    /// Each declaration as Apple's page gives it.
    @MainActor @Test func theDeclarationsHaveApplesSignatures() {
        var checked = 0
        func check<T>(_ value: T) { checked += 1 }
        let colors: [Color] = [.cyan, .teal, .mint, .indigo, .brown]
        check(colors)
        check(Text("a").foregroundStyle(.teal))
        check(Font.TextStyle.allCases)
        check(ScaledMetric<CGFloat>.init(wrappedValue:) as (CGFloat) -> ScaledMetric<CGFloat>)
        check(ScaledMetric<Double>.init(wrappedValue:relativeTo:) as (Double, Font.TextStyle) -> ScaledMetric<Double>)
        check([AccessibilityChildBehavior.ignore, .combine, .contain])
        check(Text("a").accessibilityElement())
        check(Text("a").accessibilityElement(children: .contain))
        check(Text("a").lineSpacing(6))
        check(TextEditor(text: .constant("")).lineSpacing(6))
        check(Text("a").brightness(0.3))
        check(Text("a").saturation(0))
        check(Text("a").contrast(1))
        check(Text("a").accessibilityHidden(true))
        #expect(checked == 14)
    }

    /// Line spacing, brightness and an accessibility element change nothing the model lays out:
    /// the decorated bar is the plain bar, with the keyboard up and down.
    @Test func theCosmeticModifiersHaveNoLayoutEffect() throws {
        let (world, _) = World.hosting(VStack { Spacer(); DecoratedInputBar() })
        let (plainWorld, _) = World.hosting(VStack { Spacer(); PlainInputBar() })
        let field = try #require(world.input("message")), plainField = try #require(plainWorld.input("message"))
        #expect(field.frameInWindow == plainField.frameInWindow)
        world.focusAndSettle(field)
        plainWorld.focusAndSettle(plainField)
        #expect(field.frameInWindow == plainField.frameInWindow)
    }

    /// A scaled metric is its unscaled value at the model's text size, iOS's default (Large):
    /// a 44 pt metric sizes a 44 pt badge.
    @Test func aScaledMetricIsItsValueAtTheDefaultTextSize() throws {
        let (world, _) = World.hosting(ScaledBadge())
        let badge = try #require(world.view(named: "badge"))
        #expect(badge.frameInWindow.size == CGSize(width: 44, height: 44))
        #expect(ScaledMetric<CGFloat>(wrappedValue: 9, relativeTo: .caption2).wrappedValue == 9)
    }
}
