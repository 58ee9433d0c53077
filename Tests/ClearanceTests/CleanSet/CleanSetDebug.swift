import Clearance
import Foundation
import Testing

/// Replays one failure of a clean-set strategy and prints the screen's geometry:
/// `CLEARANCE_DEBUG_TOKEN=<replay token> swift test --filter CleanSetDebug`.
@Suite("Clean set: replay one failure with its geometry")
struct CleanSetDebug {
    @MainActor @Test(.enabled(if: ProcessInfo.processInfo.environment["CLEARANCE_DEBUG_TOKEN"] != nil))
    func replay() throws {
        let token = try #require(ProcessInfo.processInfo.environment["CLEARANCE_DEBUG_TOKEN"])
        let parsed = try HarnessReplayToken(parsing: token)
        let strategy = try #require(CleanSet.strategies.first { token.contains(".\($0.id).") })
        let scenario = try parsed.scenario(for: strategy)
        let outcome = ScenarioRunner(strategy: strategy).run(scenario, keepWorld: true)
        print("VIOLATION", outcome.violation.map { "\($0)\n rects \($0.rects.map { "\($0.name) \($0.rect)" })" } ?? "none")
        guard let world = outcome.world else { return }
        print("KEYBOARD", world.keyboard)
        func dump(_ view: UIView, _ depth: Int) {
            var line = String(repeating: "  ", count: depth) + "\(type(of: view)) \(view.name) \(view.frameInWindow)"
            if let scroll = view as? UIScrollView {
                line += " offset \(scroll.contentOffset.y) inset \(scroll.contentInset) adjusted \(scroll.adjustedContentInset) size \(scroll.contentSize) bounds \(scroll.bounds)"
            }
            print(line)
            for sub in view.subviews { dump(sub, depth + 1) }
        }
        if let root = world.window.rootViewController?.view { dump(root, 0) }
    }
}
