/// Runs main-actor-isolated code from a nonisolated member (a `description`, a `Hashable`
/// witness) without the main-thread check of `MainActor.assumeIsolated`.
///
/// UIKit's types are `@MainActor` here as in the SDK, so that screens compile the same way;
/// but a scenario's world runs on whichever thread runs the scenario (each world is confined
/// to one thread at a time: nothing of a world is shared), which is what makes `--jobs N`
/// possible in one process. This is `assumeIsolated` without its check — sound only for that
/// confinement.
@inline(__always)
func worldIsolated<T>(_ body: @MainActor () -> T) -> T {
    withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: (() -> T).self)()
    }
}
