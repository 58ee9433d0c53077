@testable import LayoutCore
import ClearanceCombine
import ClearanceSwiftUI
import Testing

/// What the SDK-surface declarations (SDKSurface.swift) do, where they do something: Combine's
/// subscriber side (demand, custom publishers and subscribers, Sink, Assign), the operators and
/// schedulers with Combine's signatures, and the SwiftUI members that touch layout. Each of
/// these did not compile before (the member was missing or had another signature).
@Suite("The SDK's SwiftUI and Combine surface")
@MainActor
struct SDKSurfaceTests {
    // MARK: Combine's subscriber side

    /// An app's own publisher (Combine's documented shape: `receive(subscriber:)` hands out a
    /// subscription that sends as demanded) sends exactly what its subscriber asks for.
    @Test func anAppsOwnPublisherSendsWhatItsSubscriberDemands() {
        let subscriber = SurfaceCustomSubscriber()
        SurfaceCustomPublisher().subscribe(subscriber)
        #expect(subscriber.received == [1, 2])
        #expect(!subscriber.finished)
    }

    /// Every operator works over an app's own publisher, and `sink` asks for everything.
    @Test func operatorsWorkOverAnAppsOwnPublisher() {
        var values: [Int] = []
        var finished = false
        let cancellable = SurfaceCustomPublisher().map { $0 * 10 }.filter { $0 != 20 }
            .sink(receiveCompletion: { if case .finished = $0 { finished = true } }, receiveValue: { values.append($0) })
        #expect(values == [10, 30])
        #expect(finished)
        _ = cancellable
    }

    /// A subject sends a subscriber no more than it demanded (Combine: "PassthroughSubject
    /// drops values if there are no subscribers, or its current demand is zero",
    /// https://developer.apple.com/documentation/combine/passthroughsubject).
    @Test func aSubjectRespectsItsSubscribersDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = SurfaceCustomSubscriber()
        subject.receive(subscriber: subscriber)
        for value in 1...4 { subject.send(value) }
        subject.send(completion: .finished)
        #expect(subscriber.received == [1, 2])
        #expect(subscriber.finished)
    }

    /// Demand arithmetic as Apple's page gives it: unlimited absorbs, results stay at or above
    /// zero (https://developer.apple.com/documentation/combine/subscribers/demand).
    @Test func demandArithmetic() {
        #expect(Subscribers.Demand.unlimited - 5 == .unlimited)
        #expect(Subscribers.Demand.max(1) - 3 == .none)
        #expect(Subscribers.Demand.max(2) + .unlimited == .unlimited)
        #expect(Subscribers.Demand.max(2) + 3 == .max(5))
        #expect(Subscribers.Demand.max(2) < .unlimited)
        #expect(Subscribers.Demand.none == 0)
        #expect(Subscribers.Demand.max(4).max == 4)
        #expect(Subscribers.Demand.unlimited.max == nil)
        #expect(Subscribers.Demand.max(3) * 2 == .max(6))
    }

    /// `Subscribers.Sink` and `Subscribers.Assign` used directly, and cancelled.
    @Test func sinkAndAssignSubscribersDeliverUntilCancelled() {
        final class Model { var height: CGFloat = 0 }
        let model = Model()
        let subject = PassthroughSubject<CGFloat, Never>()
        let assign = Subscribers.Assign(object: model, keyPath: \Model.height)
        var seen: [CGFloat] = []
        let sink = Subscribers.Sink<CGFloat, Never>(receiveCompletion: { _ in }, receiveValue: { seen.append($0) })
        subject.subscribe(assign)
        subject.subscribe(sink)
        subject.send(336)
        #expect(model.height == 336)
        #expect(seen == [336])
        assign.cancel()
        sink.cancel()
        subject.send(0)
        #expect(model.height == 336)
        #expect(seen == [336])
        #expect(assign.object == nil)
    }

    // MARK: Operators with Combine's signatures

    /// `removeDuplicates(by:)` drops each value the predicate finds equal to the one before.
    @Test func removeDuplicatesByAPredicate() {
        let subject = PassthroughSubject<CGFloat, Never>()
        var values: [CGFloat] = []
        let cancellable = subject.removeDuplicates(by: { abs($0 - $1) < 0.3 }).sink { values.append($0) }
        for value: CGFloat in [1, 1.2, 1.4, 5, 5] { subject.send(value) }
        #expect(values == [1, 5])
        _ = cancellable
    }

    /// Two publishers of one type merge into `MergeMany`; a merge merged again is `Merge3`;
    /// values come in the order they are sent.
    @Test func mergesOfTheSameTypeAndChainedMerges() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>(), c = PassthroughSubject<Int, Never>()
        let same: Publishers.MergeMany<PassthroughSubject<Int, Never>> = a.merge(with: b)
        let three: Publishers.Merge3<PassthroughSubject<Int, Never>, Just<Int>, PassthroughSubject<Int, Never>> =
            Publishers.Merge(a, Just(0)).merge(with: c)
        var fromSame: [Int] = [], fromThree: [Int] = []
        let cancellables = [same.sink { fromSame.append($0) }, three.sink { fromThree.append($0) }]
        c.send(3)
        a.send(1)
        b.send(2)
        #expect(fromSame == [1, 2])
        #expect(fromThree == [0, 3, 1])
        _ = cancellables
    }

    // MARK: Schedulers

    /// `debounce(for:scheduler:options:)` on `RunLoop.main` measures its due time on the
    /// world's virtual clock (`RunLoop.SchedulerTimeType` is the world's time as a date).
    @Test func debounceOnTheRunLoopUsesTheVirtualClock() {
        final class Log: @unchecked Sendable { var values: [Int] = []; var at: [TimeInterval] = [] }
        let world = World(device: Devices.iPhoneX)
        let subject = PassthroughSubject<Int, Never>()
        let log = Log()
        let cancellable = world.run {
            subject.debounce(for: .milliseconds(200), scheduler: RunLoop.main, options: nil).sink { value in
                log.values.append(value)
                log.at.append(World.current!.now)
            }
        }
        world.run { subject.send(1) }
        world.advance(by: 0.1)
        world.run { subject.send(2) }
        world.settle()
        #expect(log.values == [2])
        #expect(abs(log.at[0] - 0.3) < 1e-9)
        _ = cancellable
    }

    /// `DispatchQueue.main` as a Combine scheduler: its time is the world's, it runs work at a
    /// time on the virtual clock, and a repeating schedule runs until cancelled.
    @Test func theMainQueueSchedulesOnTheVirtualClock() {
        final class Log: @unchecked Sendable { var at: [TimeInterval] = [] }
        let world = World(device: Devices.iPhoneX)
        let log = Log()
        let queue = DispatchQueue.main
        let repeating = world.run { () -> any Cancellable in
            #expect(queue.now.distance(to: queue.now.advanced(by: .milliseconds(250))) == .seconds(0.25))
            queue.schedule(after: queue.now.advanced(by: 0.5)) { log.at.append(World.current!.now) }
            return queue.schedule(after: queue.now.advanced(by: 1), interval: .seconds(1)) { log.at.append(World.current!.now) }
        }
        world.advance(by: 3.5)
        repeating.cancel()
        world.advance(by: 3)
        #expect(log.at.count == 4)
        #expect(zip(log.at, [0.5, 1, 2, 3]).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    /// An app's own scheduler works with `receive(on:options:)`: this one runs work at once.
    @Test func anAppsOwnSchedulerWorksWithReceiveOn() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let cancellable = subject.receive(on: SurfaceScheduler(), options: nil).sink { values.append($0) }
        subject.send(7)
        #expect(values == [7])
        _ = cancellable
    }

    // MARK: SwiftUI members that touch layout

    /// `UIHostingController.safeAreaRegions` without `.keyboard`: the content no longer avoids
    /// the keyboard (the field stays above the home indicator); back to `.all`, it rises.
    @Test func aHostingControllerWithoutTheKeyboardRegionDoesNotAvoidTheKeyboard() throws {
        let (world, host) = World.hosting(BottomField())
        world.act { host.safeAreaRegions = .container }
        let field = try #require(world.input("message"))
        world.focusAndSettle(field)
        #expect(field.frameInWindow == CGRect(0, 812 - 34 - 34, 375, 34))
        world.act { host.safeAreaRegions = .all }
        let risen = try #require(world.input("message")).frameInWindow
        #expect(risen == CGRect(0, 476 - 34, 375, 34))
    }

    /// With no regions at all the content also lays out under the home indicator.
    @Test func aHostingControllerWithNoRegionsLaysOutUnderTheHomeIndicator() throws {
        let (world, host) = World.hosting(BottomField())
        world.act { host.safeAreaRegions = [] }
        #expect(try #require(world.input("message")).frameInWindow == CGRect(0, 812 - 34, 375, 34))
    }

    /// iOS 17's `frame(in: .global)` (a `CoordinateSpaceProtocol` value) reads the same
    /// rectangle as the `CoordinateSpace` enum's, and `.local` starts at zero.
    @Test func frameInACoordinateSpaceValueMatchesTheEnum() throws {
        var frames: [CGRect] = []
        struct Reader: View {
            let record: (CGRect, CGRect, CGRect) -> Void
            var body: some View {
                GeometryReader { proxy in
                    let _ = record(proxy.frame(in: GlobalCoordinateSpace()), proxy.frame(in: CoordinateSpace.global),
                                   proxy.frame(in: LocalCoordinateSpace()))
                    Color.clear
                }
            }
        }
        _ = World.hosting(Reader { frames = [$0, $1, $2] })
        #expect(frames.count == 3)
        #expect(frames[0] == frames[1])
        #expect(frames[2].origin == .zero)
        #expect(frames[2].size == frames[0].size)
    }

    /// The iOS 13 `navigationBarTitle(_:displayMode: .inline)` (real file 34 of the corpus,
    /// MessageKit's SwiftUI example) keeps the bar standard under a large-title bar, as
    /// `navigationBarTitleDisplayMode(.inline)` does: 52 pt less top inset than `.automatic`.
    @Test(arguments: [NavigationBarItem.TitleDisplayMode.inline, .automatic])
    func theIOS13TitleWithADisplayModeSetsTheBar(mode: NavigationBarItem.TitleDisplayMode) {
        struct Titled: View {
            let mode: NavigationBarItem.TitleDisplayMode
            var body: some View {
                VStack { Spacer() }.navigationBarTitle("SwiftUI Example", displayMode: mode)
            }
        }
        let world = World(device: Devices.iPhoneX)
        let host = UIHostingController(rootView: Titled(mode: mode))
        world.present(host, chrome: Chrome(navigationBar: .largeTitle))
        world.settle()
        let statusBar: CGFloat = 44, bar: CGFloat = 44, largeTitle: CGFloat = 52
        #expect(host.view.safeAreaInsets.top == statusBar + bar + (mode == .inline ? 0 : largeTitle))
    }

    /// A string literal becomes a `LocalizedStringKey`; the model shows the key.
    @Test func aLocalizedStringKeyShowsItsKey() {
        let count = 3
        #expect(Text("Items: \(count)") == Text(verbatim: "Items: 3"))
        #expect(Text(LocalizedStringKey("Done"), tableName: "Main", comment: "button") == Text(verbatim: "Done"))
    }
}
