import Foundation

/// The running world's main queue, under Dispatch's name, so that iOS code's
/// `DispatchQueue.main.async { … }` and `asyncAfter(deadline: .now() + 0.3) { … }` run on the
/// scenario's virtual clock: after the current event, in deadline order (ties in submission
/// order), with a layout pass after each piece of work.
///
/// Only the main queue is modelled (keyboard code runs on it); `DispatchQueue.global()` and
/// custom queues are a compile error. Declarations follow Dispatch's (uikit-surface.md §13,
/// https://developer.apple.com/documentation/dispatch/dispatchqueue). The same rule as
/// ``NotificationCenter`` applies: a file that also imports Foundation sees both types.
public final class DispatchQueue: @unchecked Sendable {
    private init() {}

    /// The main queue of the running world.
    public static let main = DispatchQueue()

    /// Runs `work` after the current event, before time moves on.
    @preconcurrency
    public func async(
        group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable () -> Void
    ) {
        World.running("DispatchQueue.main.async").schedule(after: 0, work)
    }

    /// Runs `work` at `deadline` on the world's virtual clock.
    @preconcurrency
    public func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable () -> Void
    ) {
        let world = World.running("DispatchQueue.main.asyncAfter")
        world.schedule(after: max(0, deadline.uptime - world.now), work)
    }

    /// Runs `workItem` at `deadline` unless it is cancelled first.
    public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        asyncAfter(deadline: deadline) { workItem.perform() }
    }

    /// Runs `workItem` after the current event unless it is cancelled first.
    public func async(execute workItem: DispatchWorkItem) {
        async { workItem.perform() }
    }
}

/// A point on the running world's virtual clock (Dispatch's `DispatchTime`):
/// `.now() + 0.3` is 0.3 s after the current virtual time.
public struct DispatchTime: Comparable, Sendable {
    /// Seconds since the world started.
    public let uptime: TimeInterval

    /// The world's current virtual time.
    public static func now() -> DispatchTime {
        DispatchTime(uptime: World.running("DispatchTime.now()").now)
    }

    /// `time` moved by `seconds`.
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(uptime: time.uptime + seconds)
    }

    /// `time` moved back by `seconds`.
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(uptime: time.uptime - seconds)
    }

    /// `time` moved by `interval`.
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(uptime: time.uptime + interval.seconds)
    }

    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.uptime < b.uptime }
}

extension DispatchTimeInterval {
    /// The interval in seconds (`.never` is infinitely far).
    var seconds: TimeInterval {
        switch self {
        case let .seconds(n): return TimeInterval(n)
        case let .milliseconds(n): return TimeInterval(n) / 1_000
        case let .microseconds(n): return TimeInterval(n) / 1_000_000
        case let .nanoseconds(n): return TimeInterval(n) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }
}

/// Work that can be scheduled and cancelled (Dispatch's `DispatchWorkItem`), the usual way
/// to debounce keyboard notifications.
public final class DispatchWorkItem: @unchecked Sendable {
    private let block: () -> Void
    /// Whether `cancel()` was called.
    public private(set) var isCancelled = false

    /// Wraps `block`.
    @preconcurrency
    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], block: @escaping @Sendable () -> Void) {
        self.block = block
    }

    /// Runs the block now unless cancelled.
    public func perform() {
        if !isCancelled { block() }
    }

    /// Keeps the block from running if it has not started.
    public func cancel() { isCancelled = true }
}

extension World {
    /// The world running on this thread; traps naming `caller` outside one (these globals
    /// have no process-wide meaning here).
    static func running(_ caller: String) -> World {
        guard let world = World.current else { preconditionFailure("\(caller) needs a running world") }
        return world
    }
}
