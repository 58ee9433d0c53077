@testable import LayoutCore
import ClearanceSwiftUI
import Testing

/// Stack and frame alignment place a view vertically, and so decide whether the keyboard
/// covers it: `ZStack(alignment:)` "the guide for aligning the subviews in this stack on both
/// the x- and y-axes" (https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)),
/// `HStack(alignment:)` "the same vertical screen coordinate for all subviews"
/// (https://developer.apple.com/documentation/swiftui/hstacklayout/init(alignment:spacing:)),
/// `frame(width:height:alignment:)` "the alignment of this view inside the resulting frame"
/// (https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)).
/// The model used to centre every child whatever the alignment. iPhone X, iOS 17: the safe
/// area runs from 44 to 778; with the keyboard up, to 476.
@Suite("SwiftUI alignment: stacks and frames place their content where their alignment says")
@MainActor
struct AlignmentTests {
    struct Layered: View {
        let alignment: Alignment
        @State private var text = ""
        var body: some View {
            ZStack(alignment: alignment) {
                Color.gray.accessibilityIdentifier("background")
                TextField("Message", text: $text).accessibilityIdentifier("message")
            }
        }
    }

    /// A field at the bottom of a bottom-aligned ZStack sits on the safe area's bottom edge and
    /// rides the keyboard up; top-aligned it stays at the top; centred (the default) it stays
    /// in the middle of what the keyboard leaves.
    @Test func aZStackPlacesItsChildrenByItsAlignment() throws {
        let (bottom, _) = World.hosting(Layered(alignment: .bottom))
        let field = try #require(bottom.input("message"))
        #expect(field.frameInWindow == CGRect(0, 778 - 34, 375, 34))
        #expect(bottom.view(named: "background")?.frameInWindow == CGRect(0, 44, 375, 734), "a flexible child still fills the stack")
        bottom.focusAndSettle(field)
        #expect(field.frameInWindow == CGRect(0, 476 - 34, 375, 34))

        let (top, _) = World.hosting(Layered(alignment: .topLeading))
        let topField = try #require(top.input("message"))
        #expect(topField.frameInWindow == CGRect(0, 44, 375, 34))
        top.focusAndSettle(topField)
        #expect(topField.frameInWindow == CGRect(0, 44, 375, 34))

        let (centre, _) = World.hosting(Layered(alignment: .center))
        let centred = try #require(centre.input("message"))
        #expect(centred.frameInWindow == CGRect(0, 44 + 350, 375, 34))   // (734 − 34) / 2
        centre.focusAndSettle(centred)
        #expect(centred.frameInWindow == CGRect(0, 44 + 199, 375, 34))   // (432 − 34) / 2
    }

    /// A child taller than a top-aligned ZStack keeps its top on the stack's top and runs past
    /// the bottom (pair 06's sticky header: `GeometryReader { ZStack(alignment: .top) { scroll
    /// view; header } }`); the model centred it, its top 83 pt above the stack's.
    @Test func aTallChildOfATopAlignedZStackKeepsItsTop() throws {
        struct Header: View {
            var body: some View {
                GeometryReader { _ in
                    ZStack(alignment: .top) {
                        Color.gray.accessibilityIdentifier("background")
                        Color.clear.frame(height: 900).accessibilityIdentifier("header")
                    }
                }
            }
        }
        let (world, _) = World.hosting(Header())
        #expect(world.view(named: "header")?.frameInWindow == CGRect(0, 44, 375, 900))
        #expect(world.view(named: "background")?.frameInWindow == CGRect(0, 44, 375, 734))
    }

    /// An HStack lines up its children's tops, centres or bottoms: a 34 pt field beside a
    /// 100 pt block. The row is centred in the safe area (44 + (734 − 100) / 2 = 361).
    @Test func anHStackLinesUpItsChildrenByItsAlignment() throws {
        struct Row: View {
            let alignment: VerticalAlignment
            @State private var text = ""
            var body: some View {
                HStack(alignment: alignment) {
                    Color.blue.frame(width: 100, height: 100)
                    TextField("Message", text: $text).accessibilityIdentifier("message")
                }
            }
        }
        for (alignment, y) in [(VerticalAlignment.top, 361.0), (.center, 394), (.bottom, 427)] {
            let (world, _) = World.hosting(Row(alignment: alignment))
            #expect(world.input("message")?.frameInWindow.minY == CGFloat(y), "\(alignment)")
        }
    }

    /// Content shorter than its fixed frame sits at the frame's top or bottom edge. The 200 pt
    /// frame is centred in the safe area (44 + (734 − 200) / 2 = 311).
    @Test func aFixedFramePlacesShorterContentByItsAlignment() throws {
        struct Framed: View {
            let alignment: Alignment
            @State private var text = ""
            var body: some View {
                TextField("Message", text: $text).accessibilityIdentifier("message")
                    .frame(height: 200, alignment: alignment)
            }
        }
        let (bottom, _) = World.hosting(Framed(alignment: .bottom))
        #expect(bottom.input("message")?.frameInWindow == CGRect(0, 511 - 34, 375, 34))
        let (top, _) = World.hosting(Framed(alignment: .topTrailing))
        #expect(top.input("message")?.frameInWindow == CGRect(0, 311, 375, 34))
    }
}
