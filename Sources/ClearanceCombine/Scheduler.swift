import LayoutCore

// Combine's schedulers as Apple declares them (swiftui-combine-surface.md §11;
// https://developer.apple.com/documentation/combine/scheduler): a scheduler has a time type
// whose stride converts from seconds, milliseconds…, a current time, and three ways to
// schedule work. `receive(on:options:)` and `debounce(for:scheduler:options:)` use only these,
// so an app's own scheduler works with them too.
//
// In the model `DispatchQueue.main`, `RunLoop.main` and `OperationQueue.main` run work on the
// world's virtual clock, after the current work (Combine's `DispatchQueue` scheduler does its
// work with `DispatchQueue.main.async`, its `RunLoop` one with `RunLoop.main.perform`:
// Philippe Hausler, quoted in heckj/swiftui-notes#133); outside a running world they run it at
// once. Their options are accepted and have no effect.

/// Where and when work runs (Combine's `Scheduler`).
public protocol Scheduler<SchedulerTimeType> {
    /// The scheduler's time.
    associatedtype SchedulerTimeType: Strideable where Self.SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// What can be asked of it when scheduling.
    associatedtype SchedulerOptions

    /// The current time.
    var now: Self.SchedulerTimeType { get }
    /// The smallest tolerance it allows.
    var minimumTolerance: Self.SchedulerTimeType.Stride { get }

    /// Runs `action` as soon as possible.
    func schedule(options: Self.SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at `date`.
    func schedule(after date: Self.SchedulerTimeType, tolerance: Self.SchedulerTimeType.Stride, options: Self.SchedulerOptions?,
                  _ action: @escaping () -> Void)
    /// Runs `action` at `date` and every `interval` after it, until cancelled.
    func schedule(after date: Self.SchedulerTimeType, interval: Self.SchedulerTimeType.Stride, tolerance: Self.SchedulerTimeType.Stride,
                  options: Self.SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable
}

extension Scheduler {
    /// Runs `action` as soon as possible.
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }

    /// Runs `action` at `date`.
    public func schedule(after date: Self.SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` at `date`, within `tolerance`.
    public func schedule(after date: Self.SchedulerTimeType, tolerance: Self.SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` at `date` and every `interval` after it, until cancelled.
    public func schedule(after date: Self.SchedulerTimeType, interval: Self.SchedulerTimeType.Stride,
                         tolerance: Self.SchedulerTimeType.Stride, _ action: @escaping () -> Void) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` at `date` and every `interval` after it, until cancelled.
    public func schedule(after date: Self.SchedulerTimeType, interval: Self.SchedulerTimeType.Stride,
                         _ action: @escaping () -> Void) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }
}

/// A time interval built from seconds and their fractions (Combine's
/// `SchedulerTimeIntervalConvertible`): what lets `.milliseconds(300)` stand for a stride.
public protocol SchedulerTimeIntervalConvertible {
    /// `s` seconds.
    static func seconds(_ s: Int) -> Self
    /// `s` seconds.
    static func seconds(_ s: Double) -> Self
    /// `ms` milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// `us` microseconds.
    static func microseconds(_ us: Int) -> Self
    /// `ns` nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
}

/// A scheduler time type's interval, in seconds: the `Stride` of `DispatchQueue`'s,
/// `RunLoop`'s, `OperationQueue`'s and `ImmediateScheduler`'s time types
/// (`DispatchQueue.SchedulerTimeType.Stride` …). One type stands for Combine's four, which
/// differ only in how they store the interval; `0.3`, `.seconds(1)` and `.milliseconds(300)`
/// work wherever they do.
public struct SchedulerStride: SchedulerTimeIntervalConvertible, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    SignedNumeric, Comparable, Hashable, Sendable {
    /// The interval in seconds.
    public let seconds: TimeInterval

    /// `value` seconds.
    public init(floatLiteral value: Double) { seconds = value }
    /// `value` seconds.
    public init(integerLiteral value: Int) { seconds = TimeInterval(value) }
    /// `timeInterval` seconds.
    public init(_ timeInterval: TimeInterval) { seconds = timeInterval }
    /// `source` seconds.
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Double(exactly: source) else { return nil }
        seconds = value
    }

    /// The interval in seconds (Combine's `RunLoop` stride calls it `timeInterval`).
    public var timeInterval: TimeInterval { seconds }
    /// The interval's size in seconds.
    public var magnitude: TimeInterval { Swift.abs(seconds) }

    /// `s` seconds.
    public static func seconds(_ s: Double) -> SchedulerStride { SchedulerStride(s) }
    /// `s` seconds.
    public static func seconds(_ s: Int) -> SchedulerStride { SchedulerStride(TimeInterval(s)) }
    /// `ms` milliseconds.
    public static func milliseconds(_ ms: Int) -> SchedulerStride { SchedulerStride(TimeInterval(ms) / 1_000) }
    /// `us` microseconds.
    public static func microseconds(_ us: Int) -> SchedulerStride { SchedulerStride(TimeInterval(us) / 1_000_000) }
    /// `ns` nanoseconds.
    public static func nanoseconds(_ ns: Int) -> SchedulerStride { SchedulerStride(TimeInterval(ns) / 1_000_000_000) }
    /// No time.
    public static var zero: SchedulerStride { SchedulerStride(0) }

    /// The sum.
    public static func + (lhs: SchedulerStride, rhs: SchedulerStride) -> SchedulerStride { SchedulerStride(lhs.seconds + rhs.seconds) }
    /// The difference.
    public static func - (lhs: SchedulerStride, rhs: SchedulerStride) -> SchedulerStride { SchedulerStride(lhs.seconds - rhs.seconds) }
    /// The product.
    public static func * (lhs: SchedulerStride, rhs: SchedulerStride) -> SchedulerStride { SchedulerStride(lhs.seconds * rhs.seconds) }
    /// Adds `rhs`.
    public static func += (lhs: inout SchedulerStride, rhs: SchedulerStride) { lhs = lhs + rhs }
    /// Subtracts `rhs`.
    public static func -= (lhs: inout SchedulerStride, rhs: SchedulerStride) { lhs = lhs - rhs }
    /// Multiplies by `rhs`.
    public static func *= (lhs: inout SchedulerStride, rhs: SchedulerStride) { lhs = lhs * rhs }
    /// Whether `lhs` is shorter.
    public static func < (lhs: SchedulerStride, rhs: SchedulerStride) -> Bool { lhs.seconds < rhs.seconds }
}

/// Runs `action` `delay` seconds from now on the running world's clock, or at once outside one.
private func runOnWorld(after delay: TimeInterval, _ action: @escaping () -> Void) {
    guard let world = World.current else { return action() }
    world.schedule(after: max(0, delay), action)
}

/// Repeats `action` every `interval` seconds from `delay` until cancelled (outside a running
/// world it runs once).
private func repeatOnWorld(after delay: TimeInterval, interval: TimeInterval, _ action: @escaping () -> Void) -> any Cancellable {
    let state = SinkState()
    func tick(after delay: TimeInterval) {
        runOnWorld(after: delay) {
            guard !state.cancelled else { return }
            action()
            if World.current != nil, interval > 0 { tick(after: interval) }
        }
    }
    tick(after: delay)
    return CancelAction { state.cancelled = true }
}

/// The running world's clock, 0 outside one.
private var worldNow: TimeInterval { World.current?.now ?? 0 }

// MARK: DispatchQueue

extension DispatchQueue: Scheduler {
    /// A point on the queue's clock (Combine's `DispatchQueue.SchedulerTimeType`).
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The interval between two times.
        public typealias Stride = SchedulerStride
        /// Seconds since the world started.
        let uptime: TimeInterval

        /// The time `time` stands for.
        public init(_ time: DispatchTime) { uptime = time.uptime }
        init(uptime: TimeInterval) { self.uptime = uptime }

        /// The time as a `DispatchTime` (needs a running world, as `DispatchTime.now()` does).
        public var dispatchTime: DispatchTime {
            let now = DispatchTime.now()
            return now + (uptime - now.uptime)
        }

        /// The time `n` later.
        public func advanced(by n: SchedulerStride) -> DispatchQueue.SchedulerTimeType { SchedulerTimeType(uptime: uptime + n.seconds) }
        /// The interval from this time to `other`.
        public func distance(to other: DispatchQueue.SchedulerTimeType) -> SchedulerStride { SchedulerStride(other.uptime - uptime) }
    }

    /// What a dispatch queue can be asked when scheduling (Combine's
    /// `DispatchQueue.SchedulerOptions`); no effect in the model.
    public struct SchedulerOptions {
        /// The work's quality of service.
        public var qos: DispatchQoS
        /// The work item's flags.
        public var flags: DispatchWorkItemFlags
        /// The group the work joins.
        public var group: DispatchGroup?

        /// Options with these values.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The world's current time.
    public var now: DispatchQueue.SchedulerTimeType { SchedulerTimeType(uptime: worldNow) }
    /// No tolerance: the virtual clock is exact.
    public var minimumTolerance: SchedulerStride { .zero }

    /// Runs `action` after the current work.
    public func schedule(options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void) { runOnWorld(after: 0, action) }

    /// Runs `action` at `date` on the world's clock.
    public func schedule(after date: DispatchQueue.SchedulerTimeType, tolerance: SchedulerStride, options: DispatchQueue.SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        runOnWorld(after: date.uptime - worldNow, action)
    }

    /// Runs `action` at `date` and every `interval` after it, until cancelled.
    public func schedule(after date: DispatchQueue.SchedulerTimeType, interval: SchedulerStride, tolerance: SchedulerStride,
                         options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        repeatOnWorld(after: date.uptime - worldNow, interval: interval.seconds, action)
    }
}

// MARK: RunLoop

extension RunLoop: Scheduler {
    /// A point on the run loop's clock (Combine's `RunLoop.SchedulerTimeType`): the world's
    /// virtual time as a date, seconds since the reference date.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The interval between two times.
        public typealias Stride = SchedulerStride
        /// The time as a date.
        public var date: Date

        /// The time `date` stands for.
        public init(_ date: Date) { self.date = date }

        /// The time `n` later.
        public func advanced(by n: SchedulerStride) -> RunLoop.SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.seconds)) }
        /// The interval from this time to `other`.
        public func distance(to other: RunLoop.SchedulerTimeType) -> SchedulerStride {
            SchedulerStride(other.date.timeIntervalSince(date))
        }
    }

    /// What a run loop can be asked when scheduling (Combine's `RunLoop.SchedulerOptions`):
    /// nothing.
    public struct SchedulerOptions {}

    /// The world's current time.
    public var now: RunLoop.SchedulerTimeType { SchedulerTimeType(Date(timeIntervalSinceReferenceDate: worldNow)) }
    /// No tolerance: the virtual clock is exact.
    public var minimumTolerance: SchedulerStride { .zero }

    /// Runs `action` after the current work.
    public func schedule(options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void) { runOnWorld(after: 0, action) }

    /// Runs `action` at `date` on the world's clock.
    public func schedule(after date: RunLoop.SchedulerTimeType, tolerance: SchedulerStride, options: RunLoop.SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        runOnWorld(after: date.date.timeIntervalSinceReferenceDate - worldNow, action)
    }

    /// Runs `action` at `date` and every `interval` after it, until cancelled.
    public func schedule(after date: RunLoop.SchedulerTimeType, interval: SchedulerStride, tolerance: SchedulerStride,
                         options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        repeatOnWorld(after: date.date.timeIntervalSinceReferenceDate - worldNow, interval: interval.seconds, action)
    }
}

// MARK: OperationQueue

extension Foundation.OperationQueue: Scheduler {
    /// A point on the queue's clock: the run loop's time type (Combine's
    /// `OperationQueue.SchedulerTimeType` has the same shape, a date).
    public typealias SchedulerTimeType = RunLoop.SchedulerTimeType
    /// What an operation queue can be asked when scheduling: nothing.
    public typealias SchedulerOptions = RunLoop.SchedulerOptions

    /// The world's current time.
    public var now: RunLoop.SchedulerTimeType { RunLoop.main.now }
    /// No tolerance: the virtual clock is exact.
    public var minimumTolerance: SchedulerStride { .zero }

    /// Runs `action` after the current work.
    public func schedule(options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void) { runOnWorld(after: 0, action) }

    /// Runs `action` at `date` on the world's clock.
    public func schedule(after date: RunLoop.SchedulerTimeType, tolerance: SchedulerStride, options: RunLoop.SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        RunLoop.main.schedule(after: date, tolerance: tolerance, options: options, action)
    }

    /// Runs `action` at `date` and every `interval` after it, until cancelled.
    public func schedule(after date: RunLoop.SchedulerTimeType, interval: SchedulerStride, tolerance: SchedulerStride,
                         options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        RunLoop.main.schedule(after: date, interval: interval, tolerance: tolerance, options: options, action)
    }
}

// MARK: ImmediateScheduler

/// A scheduler that runs work at once, whatever time it is asked for (Combine's
/// `ImmediateScheduler`).
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The scheduler's time: it does not move.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The interval between two times.
        public typealias Stride = SchedulerStride
        let offset: TimeInterval
        /// The time `n` later.
        public func advanced(by n: SchedulerStride) -> ImmediateScheduler.SchedulerTimeType { SchedulerTimeType(offset: offset + n.seconds) }
        /// The interval from this time to `other`.
        public func distance(to other: ImmediateScheduler.SchedulerTimeType) -> SchedulerStride { SchedulerStride(other.offset - offset) }
    }
    /// It takes no options.
    public typealias SchedulerOptions = Never

    /// The scheduler.
    public static let shared = ImmediateScheduler()
    /// Always the same time.
    public var now: ImmediateScheduler.SchedulerTimeType { SchedulerTimeType(offset: 0) }
    /// No tolerance.
    public var minimumTolerance: SchedulerStride { .zero }
    /// Runs `action` now.
    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
    /// Runs `action` now.
    public func schedule(after date: ImmediateScheduler.SchedulerTimeType, tolerance: SchedulerStride, options: Never?, _ action: @escaping () -> Void) {
        action()
    }
    /// Runs `action` now, once.
    public func schedule(after date: ImmediateScheduler.SchedulerTimeType, interval: SchedulerStride, tolerance: SchedulerStride, options: Never?,
                         _ action: @escaping () -> Void) -> any Cancellable {
        action()
        return CancelAction {}
    }
}
