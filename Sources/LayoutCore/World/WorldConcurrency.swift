import Foundation

/// Swift concurrency inside a world: the main actor's jobs, the jobs of tasks started there
/// and `Task.sleep` run on the world's main queue and virtual clock, deterministically.
///
/// UIKit code starts `Task { … }` from `@MainActor` methods and SwiftUI's `task` modifier runs
/// its closure on the main actor; on iOS those jobs go to the main queue. A world is the
/// app's main queue here, so while a world runs on a thread (``World/current``):
///
/// * the main actor's executor is ``WorldMainExecutor``: a job enqueued on it is queued on
///   the world's main queue after the work already due, as `DispatchQueue.main.async` work
///   is; run from there, it is on the main actor (isolation checks such as
///   `MainActor.assumeIsolated` pass on whichever thread runs the world);
/// * a job that leaves the main actor (a `nonisolated async` call) is queued the same way:
///   the model runs the app's concurrent work on its main queue, one job at a time
///   (``ModelNumber/concurrencyOnTheMainQueue``);
/// * `Task.sleep` waits on the world's virtual clock (`TaskSleep.swift`).
///
/// Outside a world everything goes where it would have gone: the process's main executor
/// and global pool are untouched. The bridge uses the Swift runtime's documented hook
/// variables (`swift/Runtime/ConcurrencyHooks.def`: `swift_task_getMainExecutor_hook`,
/// `swift_task_enqueueGlobal_hook`); where they cannot be found, ``isAvailable`` is `false`
/// and SwiftUI's `task` reports that it cannot run rather than run on the real clock.
public enum WorldConcurrency {
    /// Whether the runtime's hooks were installed.
    public static var isAvailable: Bool { installed }

    /// Installs the hooks once per process (``World`` does, when the first world is made).
    static func install() { _ = installed }

    private static let installed: Bool = {
        guard let handle = dlopen(nil, RTLD_NOW),
              let mainHook = dlsym(handle, "swift_task_getMainExecutor_hook"),
              let globalHook = dlsym(handle, "swift_task_enqueueGlobal_hook") else { return false }
        let main = mainHook.assumingMemoryBound(to: GetMainExecutorHook?.self)
        let global = globalHook.assumingMemoryBound(to: EnqueueGlobalHook?.self)
        // Another hook is already there (a test library's own): leave the runtime alone.
        guard main.pointee == nil, global.pointee == nil else { return false }
        main.pointee = { original in
            platformMainExecutor.set(original())
            return WorldMainExecutor.shared.asUnownedSerialExecutor()
        }
        global.pointee = { job, original in
            if let world = WorldConcurrency.enqueuingWorld { world.enqueue(job) } else { original(job) }
        }
        return true
    }()

    // The hooks' types, as ConcurrencyHooks.def declares them (the Swift calling convention,
    // the original function passed last).
    typealias GetMainExecutorOriginal = @convention(thin) () -> UnownedSerialExecutor
    typealias GetMainExecutorHook = @convention(thin) (GetMainExecutorOriginal) -> UnownedSerialExecutor
    typealias EnqueueGlobalOriginal = @convention(thin) (UnownedJob) -> Void
    typealias EnqueueGlobalHook = @convention(thin) (UnownedJob, EnqueueGlobalOriginal) -> Void

    /// The world a job enqueued now belongs to: the one running on this thread, or the one
    /// whose task job this thread is running. (When a task hops between executors the
    /// runtime enqueues it after clearing the thread's current task, so its task-local
    /// ``World/current`` cannot be read then; the job's world is kept beside it.)
    static var enqueuingWorld: World? { World.current ?? jobWorld.value }

    /// The world whose task job runs on this thread, per thread.
    static let jobWorld = ThreadWorld()

    /// A thread-local world reference (the runtime's hooks are plain functions, so a
    /// task-local value cannot be set for them).
    final class ThreadWorld: @unchecked Sendable {
        private var key = pthread_key_t()
        init() { pthread_key_create(&key, nil) }
        var value: World? {
            guard let raw = pthread_getspecific(key) else { return nil }
            return Unmanaged<World>.fromOpaque(raw).takeUnretainedValue()
        }
        /// Runs `body` with `world` as this thread's job world.
        func with<T>(_ world: World, _ body: () -> T) -> T {
            let previous = pthread_getspecific(key)
            pthread_setspecific(key, Unmanaged.passUnretained(world).toOpaque())
            defer { pthread_setspecific(key, previous) }
            return body()
        }
    }

    /// The process's own main executor, as the runtime gave it before the hook.
    static let platformMainExecutor = ExecutorCell()

    /// One executor reference, written by the hook, read when a job must go to it.
    final class ExecutorCell: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: UnownedSerialExecutor?
        func set(_ executor: UnownedSerialExecutor) {
            lock.lock()
            if stored == nil { stored = executor }
            lock.unlock()
        }
        var value: UnownedSerialExecutor? {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
    }
}

@_silgen_name("swift_task_enqueue")
private func swiftTaskEnqueue(_ job: UnownedJob, _ executor: UnownedSerialExecutor)

@_silgen_name("swift_task_checkIsolated")
private func swiftTaskCheckIsolated(_ executor: UnownedSerialExecutor)

/// The main actor's executor while worlds exist (see ``WorldConcurrency``): the running
/// world's main queue, or the process's main executor when no world runs.
public final class WorldMainExecutor: SerialExecutor, @unchecked Sendable {
    /// The one instance.
    public static let shared = WorldMainExecutor()
    private init() {}

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        if let world = WorldConcurrency.enqueuingWorld {
            world.enqueue(job)
        } else if let platform = WorldConcurrency.platformMainExecutor.value {
            swiftTaskEnqueue(job, platform)
        } else {
            preconditionFailure("the main actor's executor was used before the runtime gave it")
        }
    }

    public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// Main-actor code is isolated while a world runs on this thread (each world is confined
    /// to one thread at a time; see `worldIsolated`); otherwise the process's main executor
    /// decides.
    public func checkIsolated() {
        if WorldConcurrency.enqueuingWorld != nil { return }
        if let platform = WorldConcurrency.platformMainExecutor.value { swiftTaskCheckIsolated(platform) }
    }
}

extension World {
    /// The tag of queued task jobs.
    static let taskJobTag = "swift-concurrency-job"

    /// Queues a job of a task on this world's main queue, after the work already due.
    func enqueue(_ job: UnownedJob) {
        schedule(after: 0, tag: World.taskJobTag) { [unowned self] in
            run {
                WorldConcurrency.jobWorld.with(self) {
                    job.runSynchronously(on: WorldMainExecutor.shared.asUnownedSerialExecutor())
                }
            }
        }
    }

    /// Ends the asynchronous work still pending when a world is done with (the app's process
    /// ends with it): every task still sleeping wakes with `CancellationError`, and the jobs
    /// that follow run until none is left or `limit` have run (a task that loops without
    /// waiting is left behind). Without this, a sleeping task would keep its world and screen
    /// in memory. Returns whether everything finished.
    @discardableResult
    public func finishAsyncWork(limit: Int = 10_000) -> Bool {
        guard !queue.isEmpty || !sleepers.isEmpty else { return true }
        return run {
            isFinishingAsyncWork = true
            var budget = limit
            while budget > 0 {
                let waking = sleepers
                sleepers.removeAll()
                for sleeper in waking { sleeper.wake(throwing: true) }
                editQueue { queue in queue.removeAll { $0.tag == World.sleepTag } }
                guard let index = queue.firstIndex(where: { $0.tag == World.taskJobTag }) else { break }
                let work = editQueue { $0.remove(at: index) }
                work.work()
                budget -= 1
            }
            return !queue.contains { $0.tag == World.taskJobTag } && sleepers.isEmpty
        }
    }
}
