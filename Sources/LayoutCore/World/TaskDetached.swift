import Foundation

// `Task.detached` inside a world.
//
// A detached task inherits nothing from where it is made — no actor, no task-local value —
// so, made in a world, it would lose ``World/current``: its `Task.sleep` would wait on the
// real clock and it would resume on a real thread, outside the scenario. These declarations
// have `_Concurrency`'s signatures and, as for `Task.sleep` (`TaskSleep.swift`), a module's
// own declaration is preferred, so screen code's `Task.detached { … }` comes here. Made in
// a world, the task keeps that one binding: it runs where the model runs the app's
// concurrent work (the world's queue, ``ModelNumber/concurrencyOnTheMainQueue``), sleeps on
// the virtual clock and ends with the world. It inherits nothing else, as on iOS. Outside a
// world it is `_Concurrency`'s own (reached by its module selector, Swift 6.3's `::`).

extension Task where Failure == Never {
    /// Runs `operation` as a new top-level task that is part of no actor (Swift's
    /// `Task.detached`); made in a world, it stays in that world (see above).
    @discardableResult
    public static func detached(name: String? = nil, priority: TaskPriority? = nil,
                                operation: sending @escaping @isolated(any) () async -> Success) -> Task<Success, Failure> {
        guard let world = World.current else {
            return Task._Concurrency::detached(name: name, priority: priority, operation: operation)
        }
        return Task._Concurrency::detached(name: name, priority: priority) {
            await World.$current.withValue(world) { await operation() }
        }
    }
}

extension Task where Failure == any Error {
    /// Runs the throwing `operation` as a new top-level task that is part of no actor
    /// (Swift's `Task.detached`); made in a world, it stays in that world (see above).
    @discardableResult
    public static func detached(name: String? = nil, priority: TaskPriority? = nil,
                                operation: sending @escaping @isolated(any) () async throws -> Success) -> Task<Success, Failure> {
        guard let world = World.current else {
            return Task._Concurrency::detached(name: name, priority: priority, operation: operation)
        }
        return Task._Concurrency::detached(name: name, priority: priority) {
            try await World.$current.withValue(world) { try await operation() }
        }
    }
}
