@testable import LayoutCore
import ClearanceSwiftUI
import Testing

/// SwiftUI's `task` and Swift concurrency inside a world: on the world's main queue and
/// virtual clock (WorldConcurrency.swift, TaskSleep.swift).
@Suite("task and Task.sleep on the world's clock")
struct TaskTests {
    /// The "focus after the sheet's animation" idiom.
    struct FocusLater: View {
        @State private var text = ""
        @FocusState private var isFocused: Bool
        let log: Log
        var body: some View {
            VStack {
                TextField("Comment", text: $text).focused($isFocused)
                Spacer()
            }
            .task {
                log.append("started at \(log.now())")
                try? await Task.sleep(nanoseconds: 500_000_000)
                isFocused = true
                log.append("focused at \(log.now())")
            }
        }
    }

    final class Log: @unchecked Sendable {
        var lines: [String] = []
        func append(_ line: String) { lines.append(line) }
        func now() -> String { String(format: "%.3f", World.current?.now ?? -1) }
    }

    @Test func aTaskSleepsOnTheVirtualClockThenFocuses() {
        #expect(WorldConcurrency.isAvailable)
        let log = Log()
        let (world, _) = World.hosting(FocusLater(log: log))
        world.advance(by: 0.4)
        #expect(log.lines == ["started at 0.000"])
        #expect(world.firstResponder == nil)
        world.advance(by: 0.2)
        #expect(log.lines == ["started at 0.000", "focused at 0.500"])
        #expect(world.firstResponder != nil)
        world.settle()
        #expect(world.keyboard.isOnScreen)
    }

    /// "SwiftUI will automatically cancel the task at some point after the view disappears
    /// before the action completes" (Apple's task(priority:_:) page).
    struct CancelledOnDisappear: View {
        let log: Log
        var body: some View {
            Text("Hello").task {
                do {
                    try await Task.sleep(for: .seconds(1))
                    log.append("finished")
                } catch {
                    log.append("cancelled: \(Task.isCancelled) at \(log.now())")
                }
            }
        }
    }

    @Test func aTaskIsCancelledWhenItsViewGoes() {
        let log = Log()
        let (world, _) = World.hosting(CancelledOnDisappear(log: log))
        world.advance(by: 0.25)
        world.tearDown()
        #expect(log.lines == ["cancelled: true at 0.250"])
        world.settle()
        #expect(log.lines.count == 1)
    }

    struct Restarting: View {
        @State var query = "a"
        let log: Log
        var body: some View {
            VStack {
                Text(query)
                Button("Change") { query = "b" }.accessibilityIdentifier("change")
            }
            .task(id: query) {
                log.append("search \(query) at \(log.now())")
                do {
                    try await Task.sleep(for: .milliseconds(300))
                    log.append("done \(query)")
                } catch {
                    log.append("stopped \(query)")
                }
            }
        }
    }

    @Test func aNewIDRestartsTheTask() {
        let log = Log()
        let (world, _) = World.hosting(Restarting(log: log))
        world.advance(by: 0.1)
        let button = world.view(named: "change")
        #expect(button != nil)
        if let button { world.tap(at: world.run { button.convert(CGPoint(x: 5, y: 5), to: nil) }) }
        world.settle()
        // The new task starts before the old one hears of its cancellation; both read the
        // current state.
        #expect(log.lines == ["search a at 0.000", "search b at 0.100", "stopped b", "done b"])
    }

    /// A debounce: each change of the query cancels the last wait. The cancelled sleep's
    /// deadline leaves the queue, so the world settles when the last wait ends, not a minute
    /// later.
    struct Debounced: View {
        @State var query = "a"
        let log: Log
        var body: some View {
            VStack {
                Text(query)
                Button("Change") { query = "b" }.accessibilityIdentifier("change")
            }
            .task(id: query) {
                do {
                    try await Task.sleep(for: query == "a" ? .seconds(60) : .milliseconds(300))
                    log.append("searched \(query) at \(log.now())")
                } catch {
                    log.append("stopped")
                }
            }
        }
    }

    @Test func aCancelledSleepKeepsNoWorldFromSettling() throws {
        let log = Log()
        let (world, _) = World.hosting(Debounced(log: log))
        world.advance(by: 0.1)
        let button = try #require(world.view(named: "change"))
        world.tap(at: world.run { button.convert(CGPoint(x: 5, y: 5), to: nil) })
        #expect(world.settle())
        #expect(log.lines == ["stopped", "searched b at 0.400"])
        #expect(abs(world.now - 0.4) < 0.001)
        #expect(world.isSettled)
    }

    /// A world's end wakes its sleeping tasks, so nothing of the case stays in memory.
    @Test func aSleepingTaskDoesNotOutliveItsWorld() {
        let log = Log()
        weak var ended: World?
        do {
            let (world, _) = World.hosting(CancelledOnDisappear(log: log))
            ended = world
            world.advance(by: 0.1)
            #expect(world.finishAsyncWork())
        }
        #expect(log.lines == ["cancelled: false at 0.100"], "the world ended; the task was not cancelled by its view")
        #expect(ended == nil, "nothing of the task keeps its world")
    }
}
