@testable import LayoutCore
import ClearanceSwiftUI
import Testing

// Preferences carry values up the view graph (https://developer.apple.com/documentation/swiftui/preferences):
// a height a `GeometryReader` in a background reads reaches an ancestor's `onPreferenceChange`,
// reduced in tree order, and an action that writes state lays the screen out again — what
// PartialSheet (Tests/RealBugs/07) relies on to find its presenter's height.

/// The height of the view a reader is behind.
struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// A sum of the values set below.
struct SumKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// The frames set below, in tree order (as PartialSheet's keys collect them).
struct FramesKey: PreferenceKey {
    static let defaultValue: [CGRect] = []
    static func reduce(value: inout [CGRect], nextValue: () -> [CGRect]) { value.append(contentsOf: nextValue()) }
}

/// What the observers saw.
final class PreferenceLog {
    var heights: [CGFloat] = []
    var sums: [Int] = []
    var frames: [[CGRect]] = []
}

@MainActor
@Suite struct PreferencesTests {
    /// A box 120 pt tall, measured through a background reader; a second box takes the measured
    /// height from state. The measured value arrives after the first pass, and the state it
    /// sets lays the second box out at 120 pt.
    @Test func aHeightReadInABackgroundReachesTheObserverAndLaysOutAgain() throws {
        struct Measured: View {
            let log: PreferenceLog
            @State var measured: CGFloat = 0
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(height: 120).accessibilityIdentifier("source")
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: HeightKey.self, value: proxy.size.height)
                        })
                    Color.blue.frame(height: measured).accessibilityIdentifier("copy")
                    Spacer()
                }
                .onPreferenceChange(HeightKey.self) { height in
                    log.heights.append(height)
                    measured = height
                }
            }
        }
        let log = PreferenceLog()
        let (world, _) = World.hosting(Measured(log: log))
        _ = world.settle()
        let copy = try #require(world.view(named: "copy"))
        #expect(log.heights == [120])
        #expect(copy.frame.height == 120)
    }

    /// The values of several subviews are reduced in tree order; an observer sees only what is
    /// set inside it; a writer replaces the values its own subviews set; a first value equal to
    /// the key's default runs nothing.
    @Test func valuesAreReducedInTreeOrderAndScopedToTheObserver() throws {
        struct Sums: View {
            let log: PreferenceLog
            var body: some View {
                VStack {
                    Color.clear.preference(key: SumKey.self, value: 1)
                    Color.clear.preference(key: SumKey.self, value: 2)
                    VStack {
                        Color.clear.preference(key: SumKey.self, value: 100)
                    }
                    .preference(key: SumKey.self, value: 3)
                    VStack {
                        Color.clear.preference(key: SumKey.self, value: 0)
                    }
                    .onPreferenceChange(SumKey.self) { log.sums.append(-1 - $0) }
                }
                .onPreferenceChange(SumKey.self) { log.sums.append($0) }
            }
        }
        let log = PreferenceLog()
        let (world, _) = World.hosting(Sums(log: log))
        _ = world.settle()
        // 1 + 2 + 3 (the 100 is replaced by its container's 3; the inner observer's 0 is the
        // default, so it runs nothing, and its subview's value still reaches the outer one).
        #expect(log.sums == [6])
    }

    /// A value that changes runs the action again; one that does not, does not.
    @Test func theActionRunsWhenTheValueChanges() throws {
        struct Growing: View {
            let log: PreferenceLog
            @State var tall = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(height: tall ? 200 : 100)
                        .background(GeometryReader { Color.clear.preference(key: HeightKey.self, value: $0.size.height) })
                    Button("grow") { tall = true }.accessibilityIdentifier("grow")
                    Spacer()
                }
                .onPreferenceChange(HeightKey.self) { log.heights.append($0) }
            }
        }
        let log = PreferenceLog()
        let (world, _) = World.hosting(Growing(log: log))
        _ = world.settle()
        #expect(log.heights == [100])
        let grow = try #require(world.view(named: "grow"))
        world.tap(at: grow.convert(CGPoint(x: grow.bounds.midX, y: grow.bounds.midY), to: nil))
        _ = world.settle()
        #expect(log.heights == [100, 200])
    }

    /// A reader in a background reads the view's frame in the window as `.global`, grown by the
    /// padding applied inside the background (PartialSheet's presenter rectangle).
    @Test func aBackgroundReaderReadsTheGlobalFrameWithItsPadding() throws {
        struct Framed: View {
            let log: PreferenceLog
            var body: some View {
                VStack(spacing: 0) {
                    Color.clear.frame(height: 100)
                    Color.red.frame(height: 50).accessibilityIdentifier("inner")
                        .padding(.vertical, 10)
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: FramesKey.self, value: [proxy.frame(in: .global)])
                        })
                    Spacer()
                }
                .onPreferenceChange(FramesKey.self) { log.frames.append($0) }
            }
        }
        let log = PreferenceLog()
        let (world, _) = World.hosting(Framed(log: log))
        _ = world.settle()
        let inner = try #require(world.view(named: "inner"))
        let innerFrame = inner.convert(inner.bounds, to: nil)
        let frame = try #require(log.frames.last?.first)
        #expect(frame.height == 70)
        #expect(frame.minY == innerFrame.minY - 10)
        #expect(frame.width == innerFrame.width)
    }

    /// `frame(in: .named(…))` is relative to the ancestor that named the space (a scroll view's
    /// offset tracking, as ScrollKit reads it): at rest the content's top is at 0 there while it
    /// is below the status bar globally, and scrolling by 100 pt moves it to -100.
    @Test func aNamedSpaceIsTheNamingAncestorsFrame() throws {
        struct Tracked: View {
            let log: PreferenceLog
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        Color.clear.frame(height: 1)
                            .background(GeometryReader { proxy in
                                Color.clear.preference(key: FramesKey.self, value: [proxy.frame(in: .named("scroll")), proxy.frame(in: .global)])
                            })
                        ForEach(0..<40, id: \.self) { Text("Row \($0)").frame(height: 44) }
                    }
                }
                .accessibilityIdentifier("scroll")
                .coordinateSpace(name: "scroll")
                .onPreferenceChange(FramesKey.self) { log.frames.append($0) }
            }
        }
        let log = PreferenceLog()
        let (world, _) = World.hosting(Tracked(log: log))
        _ = world.settle()
        let scroll = try #require(world.view(named: "scroll") as? UIScrollView)
        let atRest = try #require(log.frames.last)
        #expect(atRest[0].minY == 0)
        #expect(atRest[1].minY == scroll.convert(scroll.bounds, to: nil).minY)
        #expect(atRest[1].minY > 0)
        world.run { scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: false) }
        _ = world.settle()
        #expect(log.frames.last?[0].minY == -100)
    }
}
