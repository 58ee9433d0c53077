@testable import LayoutCore
import ClearanceSwiftUI
import Testing

/// How much room a stack's child can give up, and which children a stack grows: two rules of
/// SwiftUI's documentation the layout model did not follow (found judging real-bug pair 39's
/// after report, Tests/RealBugs/39-…/JUDGEMENT.md; `HostingView.minimumHeight`/`isFlexible`).
/// Both tests failed before. iPhone X, iOS 17: the safe area runs from 44 to 778; with the
/// keyboard up, to 476.
@Suite("SwiftUI stacks: a spacer grows along its stack's axis only; a min/max frame shrinks to its proposal")
@MainActor
struct StackFlexibilityGapTests {
    /// "A flexible space that expands along the major axis of its containing stack layout, or
    /// on both axes if not contained in a stack" (https://developer.apple.com/documentation/swiftui/spacer):
    /// in an HStack a Spacer grows sideways, so a row of texts around one is as tall as its
    /// texts (20.5 pt) and a flexible view above it takes the rest of the column. The model
    /// counted the row as vertically flexible because of its Spacer, and the column split its
    /// room between the two (pair 39: the app's 70 pt tab bar drawn 179 pt tall in landscape).
    @Test func aSpacerInARowDoesNotMakeTheRowGrowVertically() throws {
        struct Screen: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.gray.accessibilityIdentifier("content")
                    HStack {
                        Text("One")
                        Spacer()
                        Text("Two")
                    }
                    .accessibilityIdentifier("row")
                }
            }
        }
        let (world, _) = World.hosting(Screen())
        let row = try #require(world.view(named: "row"))
        #expect(row.frameInWindow == CGRect(0, 778 - 20.5, 375, 20.5))
        #expect(world.view(named: "content")?.frameInWindow == CGRect(0, 44, 375, 734 - 20.5))
    }

    /// "If both constraints are specified in a dimension, the frame unconditionally adopts the
    /// size proposed for it, clamped to the constraints" (https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)):
    /// a `frame(minHeight: 0, maxHeight: .infinity)` around 600 pt of content can be given
    /// 398 pt, so the column above the keyboard fits the 432 pt band and the field under it
    /// sits on the keyboard. The model took the content's 600 pt as the frame's least height,
    /// the column overflowed the band, was centred, and the field ended up under the keyboard
    /// (pair 39: the app's screen, `frame(minHeight: 0, maxHeight: .infinity)` in a VStack above
    /// its tab bar, made taller than a landscape band).
    @Test func aFrameWithBothHeightLimitsShrinksToWhatItIsOffered() throws {
        struct Screen: View {
            @State private var text = ""
            var body: some View {
                VStack(spacing: 0) {
                    VStack(spacing: 0) {
                        Color.blue.frame(height: 600)
                    }
                    .frame(minHeight: 0, maxHeight: .infinity)
                    .accessibilityIdentifier("screen")
                    TextField("Message", text: $text).accessibilityIdentifier("message")
                }
            }
        }
        let (world, _) = World.hosting(Screen())
        let field = try #require(world.input("message"))
        #expect(field.frameInWindow == CGRect(0, 778 - 34, 375, 34))
        world.focusAndSettle(field)
        #expect(field.frameInWindow == CGRect(0, 476 - 34, 375, 34))
        #expect(world.view(named: "screen")?.frameInWindow == CGRect(0, 44, 375, 432 - 34))
    }
}
