import Foundation

// `Task.sleep` on a world's virtual clock.
//
// These declarations have `_Concurrency`'s signatures, and a module's own declaration is
// preferred over the standard library's (measured with Swift 6.3: an `import ClearanceUIKit`
// file's `Task.sleep(nanoseconds:)` and `Task.sleep(for:)` resolve here, with no ambiguity),
// so screen code sleeps as it does on iOS — and, inside a running world, on the world's
// clock: exactly the duration asked, after the work already due. Outside a world they sleep
// on the real clock, as `_Concurrency`'s do.

extension Task where Success == Never, Failure == Never {
    /// Suspends the task for at least `duration` nanoseconds (on the running world's virtual
    /// clock inside a world). Throws `CancellationError` if the task is cancelled first.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        guard let world = World.current else {
            return try await ContinuousClock().sleep(for: .nanoseconds(Int64(clamping: duration)))
        }
        try await world.sleep(seconds: Double(duration) / 1e9)
    }

    /// Suspends the task for `duration` on `clock` (on the running world's virtual clock
    /// inside a world, whatever `clock`). Throws `CancellationError` if the task is cancelled
    /// first.
    public static func sleep<C: Clock>(for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil,
                                       clock: C = .continuous) async throws {
        guard let world = World.current, let length = duration as? Duration else {
            return try await clock.sleep(for: duration, tolerance: tolerance)
        }
        try await world.sleep(seconds: length.seconds)
    }

    /// Suspends the task until `deadline` on `clock`. Inside a world the wait is the time
    /// from the clock's present reading to the deadline, rounded to the millisecond, on the
    /// virtual clock (a deadline is a real instant: its distance is all the model can use).
    public static func sleep<C: Clock>(until deadline: C.Instant, tolerance: C.Instant.Duration? = nil,
                                       clock: C = .continuous) async throws {
        guard let world = World.current, let length = clock.now.duration(to: deadline) as? Duration else {
            return try await clock.sleep(until: deadline, tolerance: tolerance)
        }
        try await world.sleep(seconds: (length.seconds * 1000).rounded() / 1000)
    }

    /// Suspends the task for at least `duration` nanoseconds, ignoring cancellation (the
    /// first release of `Task.sleep`).
    @available(*, deprecated, renamed: "sleep(nanoseconds:)")
    public static func sleep(_ duration: UInt64) async {
        guard let world = World.current else {
            try? await ContinuousClock().sleep(for: .nanoseconds(Int64(clamping: duration)))
            return
        }
        try? await world.sleep(seconds: Double(duration) / 1e9, cancellable: false)
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: TimeInterval {
        let parts = components
        return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
    }
}

/// A task waiting on a world's clock: resumed once, by its deadline, its cancellation or the
/// world's end.
final class Sleeper: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: UnsafeContinuation<Void, any Error>?
    private var done = false

    /// Keeps the continuation, unless the sleeper was woken before it was known.
    func wait(_ continuation: UnsafeContinuation<Void, any Error>) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if done { return false }
        self.continuation = continuation
        return true
    }

    /// Whether the task was resumed (its deadline, if still queued, has nothing to do).
    var isAwake: Bool {
        lock.lock()
        defer { lock.unlock() }
        return done
    }

    /// Resumes the task (once): normally, or with `CancellationError`.
    func wake(throwing: Bool) {
        lock.lock()
        let continuation = self.continuation
        self.continuation = nil
        let first = !done
        done = true
        lock.unlock()
        guard first, let continuation else { return }
        if throwing { continuation.resume(throwing: CancellationError()) } else { continuation.resume() }
    }
}

extension World {
    /// The tag of queued sleep deadlines.
    static let sleepTag = "swift-concurrency-sleep"

    /// Suspends the current task for `seconds` of this world's virtual time; with
    /// `cancellable`, its cancellation wakes it at once with `CancellationError`.
    func sleep(seconds: TimeInterval, cancellable: Bool = true) async throws {
        let sleeper = Sleeper()
        let body = { [unowned self] (continuation: UnsafeContinuation<Void, any Error>) in
            if self.isFinishingAsyncWork || (cancellable && Task.isCancelled) {
                continuation.resume(throwing: CancellationError())
                return
            }
            guard sleeper.wait(continuation) else {
                continuation.resume(throwing: CancellationError())
                return
            }
            self.sleepers.append(sleeper)
            // A cancelled sleep's deadline goes from the queue unrun, so it keeps no world
            // from settling (a `.task(id:)` debounce cancelled by the next change).
            self.schedule(after: max(0, seconds.isFinite ? seconds : 0), tag: World.sleepTag, sleeper: sleeper) { [unowned self] in
                self.sleepers.removeAll { $0 === sleeper }
                sleeper.wake(throwing: false)
            }
        }
        if cancellable {
            try await withTaskCancellationHandler {
                try await withUnsafeThrowingContinuation(body)
            } onCancel: {
                sleeper.wake(throwing: true)
            }
        } else {
            try await withUnsafeThrowingContinuation(body)
        }
    }
}
