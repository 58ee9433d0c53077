import Foundation

/// Prints benchmark figures as `area.figure: value unit` lines.
enum Figures {
    static func print(_ name: String, _ value: Double, _ unit: String, decimals: Int = 1) {
        Swift.print("\(name): \(String(format: "%.\(decimals)f", value)) \(unit)")
        fflush(stdout)
    }

    static func print(_ name: String, _ text: String, _ unit: String) {
        Swift.print("\(name): \(text) \(unit)")
        fflush(stdout)
    }

    /// Seconds taken by `body`.
    static func seconds(_ body: () -> Void) -> Double {
        let start = ContinuousClock.now
        body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// The median of `runs` timings of `body`, in seconds.
    static func median(runs: Int, _ body: () -> Void) -> Double {
        let times = (0..<runs).map { _ in seconds(body) }.sorted()
        return times[times.count / 2]
    }
}
