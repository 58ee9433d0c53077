import LayoutCore

/// Where `receive(on:)` and `debounce` run their work (Combine's `Scheduler`, reduced to what
/// they need). The world's main queue and `RunLoop.main` run it on the virtual clock, after
/// the current work; `ImmediateScheduler` runs it at once.
public protocol Scheduler {
    /// Runs `action` after `delay` seconds.
    func scheduleAfter(_ delay: TimeInterval, _ action: @escaping () -> Void)
}

extension DispatchQueue: Scheduler {
    public func scheduleAfter(_ delay: TimeInterval, _ action: @escaping () -> Void) {
        guard let world = World.current else { return action() }
        world.schedule(after: delay, action)
    }
}

extension RunLoop: Scheduler {
    public func scheduleAfter(_ delay: TimeInterval, _ action: @escaping () -> Void) {
        DispatchQueue.main.scheduleAfter(delay, action)
    }
}

extension OperationQueue: Scheduler {
    public func scheduleAfter(_ delay: TimeInterval, _ action: @escaping () -> Void) {
        DispatchQueue.main.scheduleAfter(delay, action)
    }
}

/// A scheduler that runs work at once (Combine's `ImmediateScheduler`).
public struct ImmediateScheduler: Scheduler {
    /// The scheduler.
    public static let shared = ImmediateScheduler()
    public func scheduleAfter(_ delay: TimeInterval, _ action: @escaping () -> Void) { action() }
}

/// A scheduler's time interval (Combine's `SchedulerTimeType.Stride`): `0.3`, `.seconds(1)`,
/// `.milliseconds(300)`.
public struct SchedulerStride: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Hashable, Sendable {
    /// The interval in seconds.
    public let seconds: TimeInterval

    /// `value` seconds.
    public init(floatLiteral value: Double) { seconds = value }
    /// `value` seconds.
    public init(integerLiteral value: Int) { seconds = TimeInterval(value) }
    private init(seconds: TimeInterval) { self.seconds = seconds }

    /// `s` seconds.
    public static func seconds(_ s: Double) -> SchedulerStride { SchedulerStride(seconds: s) }
    /// `s` seconds.
    public static func seconds(_ s: Int) -> SchedulerStride { SchedulerStride(seconds: TimeInterval(s)) }
    /// `ms` milliseconds.
    public static func milliseconds(_ ms: Int) -> SchedulerStride { SchedulerStride(seconds: TimeInterval(ms) / 1_000) }
    /// `us` microseconds.
    public static func microseconds(_ us: Int) -> SchedulerStride { SchedulerStride(seconds: TimeInterval(us) / 1_000_000) }
    /// `ns` nanoseconds.
    public static func nanoseconds(_ ns: Int) -> SchedulerStride { SchedulerStride(seconds: TimeInterval(ns) / 1_000_000_000) }
}
