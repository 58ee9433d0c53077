@testable import LayoutCore
import ClearanceSwiftUI
import Testing

/// What a test reads out of a view while its body is evaluated.
final class Probe {
    var counts: [Int] = []
    var binding: Binding<Int>?
    var made = 0
    var events: [String] = []
}

/// An observable model counting how often it is made.
final class Model: ObservableObject {
    @Published var value = 0
    init(probe: Probe) { probe.made += 1 }
}

/// A counter whose state a test sets through the binding it leaves in the probe.
struct Counter: View {
    let probe: Probe
    @State private var count = 0
    var body: some View {
        let _ = probe.counts.append(count)
        let _ = probe.binding = $count
        Text("\(count)")
    }
}

/// A text at the bottom, lifted by `lift` points with `.offset`; with `animation`, changes of
/// `lift` animate through `animation(_:value:)`.
struct LiftedText: View {
    let probe: Probe
    var animation: Animation?
    @State var lift = 0
    var body: some View {
        let _ = probe.binding = $lift
        let lifted = VStack {
            Spacer()
            Text("moving").frame(height: 40).accessibilityIdentifier("moving")
        }
        .offset(y: CGFloat(-lift))
        if let animation {
            lifted.animation(animation, value: lift)
        } else {
            lifted
        }
    }
}

@Suite("SwiftUI state: identity, property wrappers, focus and reactions")
@MainActor
struct StateAndEventsTests {
    /// `@State` is kept by the view's position: the parent re-evaluating makes a new
    /// `Counter` value, but its count survives.
    @Test func stateSurvivesTheParentReEvaluating() throws {
        struct Parent: View {
            let probe: Probe
            @State var flag = false
            var body: some View {
                VStack {
                    Text(flag ? "on" : "off")
                    Counter(probe: probe)
                }
            }
        }
        let probe = Probe()
        let (world, host) = World.hosting(Parent(probe: probe))
        world.act { probe.binding?.wrappedValue = 5 }
        #expect(probe.counts.last == 5)
        world.act { host.rootView = Parent(probe: probe) }   // a new value of the whole tree
        #expect(probe.counts.last == 5)
    }

    /// Each branch of an `if` is a different view: switching branches starts the other
    /// branch's state afresh; `.id` with a new value does the same.
    @Test func aNewIdentityStartsStateAfresh() throws {
        struct Branches: View {
            let probe: Probe
            @State var flag = false
            var body: some View {
                let _ = probe.events.append("flag \(flag)")
                if flag { Counter(probe: probe) } else { Counter(probe: probe) }
            }
        }
        let probe = Probe()
        let (world, host) = World.hosting(Branches(probe: probe))
        world.act { probe.binding?.wrappedValue = 3 }
        #expect(probe.counts.last == 3)
        world.act { host.rootView.flag = true }
        #expect(probe.counts.last == 0, "the other branch's counter starts at 0")
        world.act { host.rootView.flag = false }
        #expect(probe.counts.last == 0, "and so does the first branch's, when it comes back")

        struct Versioned: View {
            let probe: Probe
            let version: Int
            var body: some View { Counter(probe: probe).id(version) }
        }
        let probe2 = Probe()
        let (world2, host2) = World.hosting(Versioned(probe: probe2, version: 1))
        world2.act { probe2.binding?.wrappedValue = 7 }
        world2.act { host2.rootView = Versioned(probe: probe2, version: 1) }
        #expect(probe2.counts.last == 7)
        world2.act { host2.rootView = Versioned(probe: probe2, version: 2) }
        #expect(probe2.counts.last == 0)
    }

    /// The classic: `@ObservedObject var model = Model()` makes a new model every time the
    /// parent's body makes the view; `@StateObject` makes one for the view's lifetime.
    @Test func anInlineObservedObjectIsMadeAgainAStateObjectIsKept() throws {
        struct Observing: View {
            @ObservedObject var model: Model
            var body: some View { Text("\(model.value)") }
        }
        struct Owning: View {
            @StateObject var model: Model
            var body: some View { Text("\(model.value)") }
        }
        struct Parent: View {
            let probe: Probe
            @State var tick = 0
            var body: some View {
                let _ = probe.binding = $tick
                VStack {
                    Text("tick \(tick)")
                    Observing(model: Model(probe: probe))
                    Owning(model: Model(probe: probe))
                }
            }
        }
        let probe = Probe()
        let (world, _) = World.hosting(Parent(probe: probe))
        let afterFirst = probe.made
        #expect(afterFirst == 2)
        world.act { probe.binding?.wrappedValue = 1 }
        // One more for the observed object; the state object's autoclosure is not called again.
        #expect(probe.made == afterFirst + 1)
    }

    /// A view is evaluated again only when state its body read changed (SwiftUI's
    /// dependency tracking): passing `$value` on is not reading it.
    @Test func onlyAReadValueReEvaluates() throws {
        struct Passing: View {
            let probe: Probe
            @State var value = 0
            var body: some View {
                let _ = probe.events.append("evaluated")
                let _ = probe.binding = $value
                Text("passes its binding on")
            }
        }
        let probe = Probe()
        let (world, _) = World.hosting(Passing(probe: probe))
        world.act { probe.binding?.wrappedValue = 1 }
        #expect(probe.events == ["evaluated"])
        #expect(probe.binding?.wrappedValue == 1)
    }

    /// Each view type's dynamic properties are found by its own layout: views of different
    /// shapes, one after the other, each keep their state (a cache keyed by the wrong type
    /// once bound one view's properties by another's positions).
    @Test func viewsOfDifferentShapesEachKeepTheirState() throws {
        struct First: View {
            let probe: Probe
            @State private var count = 0
            var body: some View {
                let _ = probe.counts.append(count)
                let _ = probe.binding = $count
                Text("first")
            }
        }
        struct Second: View {
            let title = "second"
            let probe: Probe
            @State private var unused = ""
            @State private var count = 10
            var body: some View {
                let _ = probe.counts.append(count)
                let _ = probe.binding = $count
                Text(title)
            }
        }
        let first = Probe(), second = Probe()
        let (world1, _) = World.hosting(First(probe: first))
        let (world2, _) = World.hosting(Second(probe: second))
        world1.act { first.binding?.wrappedValue = 1 }
        world2.act { second.binding?.wrappedValue = 11 }
        #expect(first.counts == [0, 1])
        #expect(second.counts == [10, 11])
    }

    /// A `@Published` change re-evaluates the views that observe the object.
    @Test func aPublishedChangeReEvaluatesTheObserver() throws {
        struct Showing: View {
            let probe: Probe
            @ObservedObject var model: Model
            var body: some View {
                let _ = probe.counts.append(model.value)
                Text("\(model.value)")
            }
        }
        let probe = Probe()
        let model = Model(probe: probe)
        let (world, _) = World.hosting(Showing(probe: probe, model: model))
        world.act { model.value = 4 }
        #expect(probe.counts.last == 4)
    }

    /// `@FocusState` follows the first responder, and setting it moves the first responder
    /// (on the main queue after the next layout); `nil` dismisses the keyboard.
    @Test func focusStateAndTheFirstResponderMoveTogether() throws {
        enum Field: Hashable { case name, email }
        final class Focus { var set: ((Field?) -> Void)?; var seen: [Field?] = [] }
        struct Fields: View {
            let focus: Focus
            @State private var text = ""
            @FocusState private var focused: Field?
            var body: some View {
                let _ = focus.seen.append(focused)
                let _ = focus.set = { [self] in focused = $0 }
                VStack {
                    TextField("Name", text: $text).focused($focused, equals: .name).accessibilityIdentifier("name")
                    TextField("Email", text: $text).focused($focused, equals: .email).accessibilityIdentifier("email")
                }
            }
        }
        let focus = Focus()
        let (world, _) = World.hosting(Fields(focus: focus))
        world.focusAndSettle(try #require(world.input("name")))
        #expect(focus.seen.last == .name)
        world.act { focus.set?(.email) }
        #expect(world.firstResponder === world.view(named: "email"))
        #expect(focus.seen.last == .email)
        world.act { focus.set?(nil) }
        #expect(world.firstResponder == nil)
        #expect(!world.keyboard.isOnScreen)
    }

    /// A tap on a `Button` runs its action with the state of the latest body: "Next" moves
    /// the focus, "Done" dismisses the keyboard, a counter counts.
    @Test func aTappedButtonRunsItsActionWithTheLatestState() throws {
        enum Field: Hashable { case name, email }
        struct Fields: View {
            @State private var text = ""
            @State private var taps = 0
            @FocusState private var focused: Field?
            var body: some View {
                VStack {
                    TextField("Name", text: $text).focused($focused, equals: .name).accessibilityIdentifier("name")
                    TextField("Email", text: $text).focused($focused, equals: .email).accessibilityIdentifier("email")
                    Button("Next") { focused = focused == .name ? .email : .name; taps += 1 }
                        .accessibilityIdentifier("next")
                    Button("Done") { focused = nil }.accessibilityIdentifier("done")
                    Text("taps \(taps)").accessibilityIdentifier("taps")
                }
            }
        }
        let (world, _) = World.hosting(Fields())
        func tap(_ name: String) {
            guard let button = world.view(named: name) else {
                Issue.record("no view named \(name)")
                return
            }
            world.tap(at: button.convert(CGPoint(x: 5, y: 5), to: nil))
            world.settle()
        }
        world.focusAndSettle(try #require(world.input("name")))
        tap("next")
        #expect(world.firstResponder === world.view(named: "email"))
        #expect((world.view(named: "taps") as? UILabel)?.text == "taps 1")
        tap("next")
        #expect(world.firstResponder === world.view(named: "name"))
        #expect((world.view(named: "taps") as? UILabel)?.text == "taps 2")
        tap("done")
        #expect(world.firstResponder == nil)
        #expect(!world.keyboard.isOnScreen)
    }

    /// `onAppear` runs once when the view first appears, `onDisappear` when it leaves;
    /// `onReceive` hears its publisher only while the view is there.
    @Test func appearanceAndSubscriptionsFollowTheView() throws {
        struct Shown: View {
            let probe: Probe
            let subject: PassthroughSubject<Int, Never>
            var body: some View {
                Text("shown")
                    .onAppear { probe.events.append("appear") }
                    .onDisappear { probe.events.append("disappear") }
                    .onReceive(subject) { probe.events.append("received \($0)") }
            }
        }
        struct Toggle: View {
            let probe: Probe
            let subject: PassthroughSubject<Int, Never>
            var shown = true
            var body: some View {
                if shown { Shown(probe: probe, subject: subject) }
            }
        }
        let probe = Probe()
        let subject = PassthroughSubject<Int, Never>()
        let (world, host) = World.hosting(Toggle(probe: probe, subject: subject))
        world.act { subject.send(1) }
        world.act { host.rootView = Toggle(probe: probe, subject: subject) }
        world.act { host.rootView.shown = false }
        world.act { subject.send(2) }
        #expect(probe.events == ["appear", "received 1", "disappear"])
    }

    /// When the hosting controller's view leaves the window (here the screen is torn down),
    /// its views disappear: `onDisappear` runs, so observers an app removes there are gone
    /// (it did not run before, and a SwiftUI screen's careful clean-up looked like a leak).
    @Test func aTornDownScreensViewsDisappear() throws {
        struct Shown: View {
            let probe: Probe
            var body: some View {
                Text("shown")
                    .onAppear { probe.events.append("appear") }
                    .onDisappear { probe.events.append("disappear") }
            }
        }
        let probe = Probe()
        let (world, _) = World.hosting(Shown(probe: probe))
        #expect(probe.events == ["appear"])
        world.tearDown()
        #expect(probe.events == ["appear", "disappear"])
    }

    /// `onChange(of:)` runs after an evaluation in which the value changed, in both of its
    /// forms, and `initial: true` runs it at first too.
    @Test func onChangeRunsWhenTheValueChanged() throws {
        struct Watching: View {
            let probe: Probe
            @State var value = 0
            var body: some View {
                let _ = probe.binding = $value
                Text("\(value)")
                    .onChange(of: value) { probe.events.append("new \($0)") }
                    .onChange(of: value, initial: true) { old, new in probe.events.append("\(old)→\(new)") }
            }
        }
        let probe = Probe()
        let (world, _) = World.hosting(Watching(probe: probe))
        world.act { probe.binding?.wrappedValue = 2 }
        world.act { probe.binding?.wrappedValue = 2 }
        #expect(probe.events == ["0→0", "new 2", "0→2"])
    }

    /// `withAnimation` animates the changes its state change causes, on the world's clock:
    /// half-way through a linear second the text is drawn half-way.
    @Test func withAnimationAnimatesTheChangeItCauses() throws {
        let probe = Probe()
        let (world, _) = World.hosting(LiftedText(probe: probe))
        let text = try #require(world.view(named: "moving"))
        let start = world.presentationFrameInWindow(text, at: world.now).minY
        world.run { withAnimation(.linear(duration: 1)) { probe.binding?.wrappedValue = 100 } }
        world.layoutIfNeeded()
        let halfway = world.presentationFrameInWindow(text, at: world.now + 0.5).minY
        #expect(abs(halfway - (start - 50)) < 1)
        world.settle()
        #expect(world.presentationFrameInWindow(text, at: world.now).minY == start - 100)
    }

    /// A view an animated change inserts comes in by its transition: `move(edge: .bottom)`
    /// and `push(from: .bottom)` start it its own height (50 pt) lower, `offset(y:)` that
    /// far, `slide` its own width to the leading side, `opacity` where it ends; then it
    /// animates to its place, and without an animation it is simply there. (The modifier was
    /// accepted with no effect.)
    @Test(arguments: [("move", CGPoint(x: 0, y: 50)), ("push", CGPoint(x: 0, y: 50)), ("offset", CGPoint(x: 0, y: 120)),
                      ("slide", CGPoint(x: -375, y: 0)), ("opacity", CGPoint.zero), ("combined", CGPoint(x: 0, y: 170))])
    func anInsertedViewComesInByItsTransition(kind: String, displacement: CGPoint) throws {
        struct Toggled: View {
            let probe: Probe
            let transition: AnyTransition
            @State var shown = 0
            var body: some View {
                let _ = probe.binding = $shown
                VStack(spacing: 0) {
                    Text("top").frame(height: 40)
                    if shown > 0 {
                        Color.red.frame(height: 50).accessibilityIdentifier("bar").transition(transition)
                    }
                    Spacer()
                }
            }
        }
        let transitions: [String: AnyTransition] = [
            "move": .move(edge: .bottom), "push": .push(from: .bottom), "offset": .offset(y: 120), "slide": .slide,
            "opacity": .opacity, "combined": .move(edge: .bottom).combined(with: .offset(y: 120)),
        ]
        let probe = Probe()
        let (world, _) = World.hosting(Toggled(probe: probe, transition: try #require(transitions[kind])))
        world.run { withAnimation(.linear(duration: 1)) { probe.binding?.wrappedValue = 1 } }
        world.layoutIfNeeded()
        let bar = try #require(world.view(named: "bar"))
        let end = bar.convert(bar.bounds, to: nil as UIView?)
        let first = world.presentationFrameInWindow(bar, at: world.now)
        #expect(first.minX - end.minX == displacement.x)
        #expect(first.minY - end.minY == displacement.y)
        let halfway = world.presentationFrameInWindow(bar, at: world.now + 0.5)
        #expect(abs(halfway.minY - (end.minY + displacement.y / 2)) < 1)
        world.settle()
        #expect(world.presentationFrameInWindow(bar, at: world.now) == end)

        // Inserted again without an animation, it is at its place at once.
        world.act { probe.binding?.wrappedValue = 0 }
        world.run { probe.binding?.wrappedValue = 1 }
        world.layoutIfNeeded()
        let again = try #require(world.view(named: "bar"))
        #expect(world.presentationFrameInWindow(again, at: world.now) == again.convert(again.bounds, to: nil as UIView?))
    }

    /// `.default` is ease-in-out over 0.35 s before iOS 17 and a spring with a 0.55 s
    /// response from iOS 17 (Apple's `Animation.default` page): 0.4 s after the change the
    /// text has arrived on iOS 16 and not yet on iOS 17.
    @Test(arguments: [16, 17])
    func theDefaultAnimationFollowsTheIOSVersion(iOS: Int) throws {
        let probe = Probe()
        let (world, _) = World.hosting(LiftedText(probe: probe), iOS: iOS)
        let text = try #require(world.view(named: "moving"))
        let start = world.presentationFrameInWindow(text, at: world.now).minY
        world.run { withAnimation { probe.binding?.wrappedValue = 100 } }
        world.layoutIfNeeded()
        let arrived = world.presentationFrameInWindow(text, at: world.now + 0.4).minY == start - 100
        #expect(arrived == (iOS < 17))
    }

    /// `animation(_:value:)` animates only an evaluation in which `value` changed.
    @Test func animationWithAValueAnimatesOnlyWhenTheValueChanged() throws {
        let probe = Probe()
        let (world, _) = World.hosting(LiftedText(probe: probe, animation: .linear(duration: 1)))
        let text = try #require(world.view(named: "moving"))
        let start = world.presentationFrameInWindow(text, at: world.now).minY
        world.run { probe.binding?.wrappedValue = 100 }
        world.layoutIfNeeded()
        #expect(abs(world.presentationFrameInWindow(text, at: world.now + 0.5).minY - (start - 50)) < 1)
        world.settle()
        #expect(world.presentationFrameInWindow(text, at: world.now).minY == start - 100)
    }

    /// `environmentObject(_:)` reaches descendants' `@EnvironmentObject`.
    @Test func anEnvironmentObjectReachesDescendants() throws {
        struct Leaf: View {
            let probe: Probe
            @EnvironmentObject var model: Model
            var body: some View {
                let _ = probe.counts.append(model.value)
                Text("leaf")
            }
        }
        let probe = Probe()
        let model = Model(probe: probe)
        model.value = 9
        let (world, _) = World.hosting(VStack { Leaf(probe: probe) }.environmentObject(model))
        #expect(probe.counts.last == 9)
        world.act { model.value = 10 }
        #expect(probe.counts.last == 10)
    }

    /// `ScrollViewReader`'s proxy scrolls to a view by its `id`.
    @Test func aScrollViewProxyScrollsToAnId() throws {
        final class Holder { var proxy: ScrollViewProxy? }
        struct List40: View {
            let holder: Holder
            var body: some View {
                ScrollViewReader { proxy in
                    let _ = holder.proxy = proxy
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<40) { i in Text("Row \(i)").frame(height: 50).id(i).accessibilityIdentifier("row\(i)") }
                        }
                    }
                }
            }
        }
        let holder = Holder()
        let (world, _) = World.hosting(List40(holder: holder))
        world.act { holder.proxy?.scrollTo(10, anchor: .top) }
        #expect(world.view(named: "row10")?.frameInWindow.minY == 44)
        // Row 30 cannot reach the top: the scroll view stops at the end of its content.
        world.act { holder.proxy?.scrollTo(30, anchor: .top) }
        let lastOffset: CGFloat = 40 * 50 - (812 - 44 - 34)
        #expect(world.view(named: "row30")?.frameInWindow.minY == 44 + 30 * 50 - lastOffset)
        world.act { holder.proxy?.scrollTo(0) }
        #expect(world.view(named: "row0")?.frameInWindow.minY == 44)
    }

    /// A view both `focused` and given an `id` (the usual ScrollViewReader fix for a
    /// TextEditor the keyboard hides, SOLPLY-iOS PR #306) is found by each: the two tags
    /// used to share one slot, the inner `focused` one won, and `scrollTo` found nothing.
    @Test func aFocusedViewWithAnIdIsScrolledTo() throws {
        final class Holder { var proxy: ScrollViewProxy? }
        struct Rows: View {
            let holder: Holder
            @State private var texts = Array(repeating: "", count: 40)
            @FocusState private var focused: Int?
            var body: some View {
                ScrollViewReader { proxy in
                    let _ = holder.proxy = proxy
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<40) { i in
                                TextField("Row \(i)", text: $texts[i]).frame(height: 50)
                                    .focused($focused, equals: i).id(i).accessibilityIdentifier("row\(i)")
                            }
                        }
                    }
                }
            }
        }
        let holder = Holder()
        let (world, _) = World.hosting(Rows(holder: holder))
        world.act { holder.proxy?.scrollTo(10, anchor: .top) }
        #expect(world.view(named: "row10")?.frameInWindow.minY == 44)
        // The focus binding still finds it too.
        let row = try #require(world.input("row10"))
        world.focusAndSettle(row)
        #expect(row.isFirstResponder)
    }
}

@Suite("A screen's subscriptions end with it")
struct SubscriptionLifetimeTests {
    /// An `onReceive` inside a `GeometryReader` (Vadim Bulavin's KeyboardAdaptive shape):
    /// its subscription ended only with the graph, and the reader's node kept the graph alive,
    /// so a correct screen was reported as leaking its observers.
    struct ReaderWithReceive: View {
        @State private var padding: CGFloat = 0
        @State private var text = ""
        var body: some View {
            GeometryReader { geometry in
                TextField("Name", text: $text)
                    .padding(.bottom, padding)
                    .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { _ in
                        padding = geometry.size.height / 10
                    }
            }
        }
    }

    @Test func aReadersSubscriptionEndsWhenTheScreenGoes() {
        let world = World(device: Devices.iPhoneX)
        weak var released: UIViewController?
        do {
            let host = world.run { UIHostingController(rootView: ReaderWithReceive()) }
            released = host
            world.present(host)
        }
        world.settle()
        world.tearDown()
        #expect(released == nil)
        #expect(world.notificationCenter.liveObservers.isEmpty)
    }
}
