import Foundation

/// If a strategy's own code traps, the process cannot go on; before it dies, the scenarios
/// that were running (``CurrentCases``) are written to standard error and to
/// `clearance-crash-<pid>.json` in the current directory, so the case is kept — like
/// libFuzzer's crash artifact (best effort: the process is already failing). Then the handler
/// that was installed before (the Swift runtime's backtracer, say) runs, or the process dies
/// of the same signal.
///
/// `clearance fuzz` installs it, and so does `expectStrategy` in a test process.
public enum CrashArtifact {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed = false

    /// Installs the handlers once per process; later calls do nothing.
    public static func install() {
        lock.lock()
        defer { lock.unlock() }
        guard !installed else { return }
        installed = true
        for signal in handledSignals {
            var action = sigaction()
            #if os(Linux)
            action.__sigaction_handler.sa_handler = handler
            #else
            action.__sigaction_u.__sa_handler = handler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            withUnsafeMutablePointer(to: &previous[Int(signal)]) { _ = sigaction(signal, &action, $0) }
        }
    }

    private static let handledSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]
    /// The handlers in place before, by signal number (restored before re-raising).
    nonisolated(unsafe) private static var previous: [sigaction] = Array(repeating: sigaction(), count: 65)

    private static let handler: @convention(c) (Int32) -> Void = { signal in
        // What UIKit raised just before, which the trap's own message does not say.
        RecentExceptions.shared.write(to: STDERR_FILENO, prefix: "clearance: UIKit raised before the trap: ")
        if let report = CurrentCases.shared.crashReport() {
            let text = "\nclearance: a strategy's own code trapped (signal \(signal)) while running:\n[\n\(report)\n]\n"
                + "Each scenario above can be saved as a corpus entry's \"scenario\" and replayed.\n"
            _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            // A case in a process of its own (``Isolation``): the test process reports it.
            guard !Isolation.isChild else {
                withUnsafePointer(to: &CrashArtifact.previous[Int(signal)]) { _ = sigaction(signal, $0, nil) }
                raise(signal)
                return
            }
            let path = "clearance-crash-\(getpid()).json"
            let json = "[\n\(report)\n]\n"
            let descriptor = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
            if descriptor >= 0 {
                _ = json.withCString { write(descriptor, $0, strlen($0)) }
                close(descriptor)
                let note = "clearance: written to \(path)\n"
                _ = note.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            }
        }
        // Hand over to whoever handled the signal before (or the default: die of it).
        withUnsafePointer(to: &CrashArtifact.previous[Int(signal)]) { _ = sigaction(signal, $0, nil) }
        raise(signal)
    }
}

/// For fault injection only (`CLEARANCE_FAULT_INJECTION=trapping-strategy`, and the crash
/// artifact's own tests): the careful strategy, except that building a screen for a form of
/// three or more items force-unwraps `nil`, as user code may. The crash artifact must keep
/// the case.
public struct TrappingStrategy: AvoidanceStrategy {
    public init() {}
    public var id: String { "fault-trapping-strategy" }
    public var summary: String { "traps in its own code on forms of three or more items (fault injection)" }
    public var source: String { "CLEARANCE_FAULT_INJECTION" }
    public var iOSVersions: ClosedRange<Int> { 13...26 }
    public var containers: [GeneratedForm.Container] { [.scrollView] }
    public var contract: AvoidanceContract { KeyboardGuideCareful().contract }

    public func makeScreen(for form: GeneratedForm) -> UIViewController {
        let missing: UIViewController? = form.items.count >= 3 ? nil : KeyboardGuideCareful().makeScreen(for: form)
        return missing!
    }
}

/// For fault injection only (`CLEARANCE_FAULT_INJECTION=leaking-strategy`): the careful
/// strategy, except that every screen it makes is kept in a process-wide list, as an app-wide
/// object that never lets go would keep it. `clearance fuzz` must warn that worlds stay in
/// memory.
public struct LeakingStrategy: AvoidanceStrategy {
    public init() {}
    public var id: String { "fault-leaking-strategy" }
    public var summary: String { "keeps every screen it makes (fault injection)" }
    public var source: String { "CLEARANCE_FAULT_INJECTION" }
    public var iOSVersions: ClosedRange<Int> { 13...26 }
    public var containers: [GeneratedForm.Container] { [.scrollView] }
    public var contract: AvoidanceContract { KeyboardGuideCareful().contract }

    public func makeScreen(for form: GeneratedForm) -> UIViewController {
        let screen = KeyboardGuideCareful().makeScreen(for: form)
        LeakedScreens.keep(screen)
        return screen
    }
}

/// The screens ``LeakingStrategy`` never lets go of.
private enum LeakedScreens {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var screens: [AnyObject] = []

    static func keep(_ screen: AnyObject) {
        lock.lock()
        screens.append(screen)
        lock.unlock()
    }
}
