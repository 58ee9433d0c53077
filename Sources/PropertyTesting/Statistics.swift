/// What a property records about the case it is checking: labels, tables and coverage goals.
///
/// The engine binds one context per case; the free functions ``label(_:)``,
/// ``classify(_:_:)``, ``cover(_:_:_:)`` and ``tabulate(_:_:)`` write into it.
public final class CaseContext {
    var labels: [String] = []
    var tableEntries: [(table: String, value: String)] = []
    var coverage: [(label: String, percent: Double, hit: Bool)] = []

    @TaskLocal static var current: CaseContext?

    func reset() {
        labels.removeAll(keepingCapacity: true)
        tableEntries.removeAll(keepingCapacity: true)
        coverage.removeAll(keepingCapacity: true)
    }
}

/// Counts this case under `name` in the run's distribution (QuickCheck's `label`).
public func label(_ name: String) {
    CaseContext.current?.labels.append(name)
}

/// Counts this case under `name` when `condition` holds (QuickCheck's `classify`).
public func classify(_ condition: Bool, _ name: String) {
    if condition { label(name) }
}

/// Asks that at least `percent` % of cases satisfy `condition`, counted under `name`
/// (QuickCheck's `cover`). A goal that is not met is reported; with
/// ``CheckConfig/checkCoverage`` it fails the run.
public func cover(_ percent: Double, _ condition: Bool, _ name: String) {
    CaseContext.current?.coverage.append((name, percent, condition))
}

/// Counts `value` in the table named `table` (QuickCheck's `tabulate`), for distributions
/// per dimension, such as device or keyboard kind.
public func tabulate(_ table: String, _ value: String) {
    CaseContext.current?.tableEntries.append((table, value))
}

/// How often a label was seen.
public struct LabelCount: Hashable, Sendable, Codable {
    /// The label.
    public var label: String
    /// The number of cases that carried it.
    public var count: Int
}

/// A coverage goal and how the run did against it.
public struct CoverageResult: Hashable, Sendable, Codable {
    /// The goal's label.
    public var label: String
    /// The share of cases asked for, in percent.
    public var requiredPercent: Double
    /// The share of cases that met the condition, in percent.
    public var actualPercent: Double
    /// Whether the goal was met.
    public var isMet: Bool { actualPercent >= requiredPercent }
}

/// The distribution of what a run generated.
public struct Statistics: Hashable, Sendable, Codable {
    /// The number of cases counted.
    public var cases: Int = 0
    /// Labels, most frequent first (ties by name).
    public var labels: [LabelCount] = []
    /// Tables by name (sorted), each with its values, most frequent first.
    public var tables: [String: [LabelCount]] = [:]
    /// Coverage goals, by label.
    public var coverage: [CoverageResult] = []

    /// Empty statistics (no case counted).
    public init() {}

    /// Table names in a stable order.
    public var tableNames: [String] { tables.keys.sorted() }

    /// The goals that were not met.
    public var unmetCoverage: [CoverageResult] { coverage.filter { !$0.isMet } }

    /// A readable summary, one line per label, with percentages.
    public var summary: String {
        var lines: [String] = []
        func percent(_ n: Int) -> String {
            cases == 0 ? "0%" : String(format: "%.1f%%", 100 * Double(n) / Double(cases))
        }
        for entry in labels { lines.append("\(percent(entry.count)) \(entry.label)") }
        for name in tableNames {
            lines.append("\(name):")
            for entry in tables[name]! { lines.append("  \(percent(entry.count)) \(entry.label)") }
        }
        for goal in coverage where !goal.isMet {
            lines.append(String(format: "coverage not met: %@ %.1f%% < %.1f%%",
                                goal.label, goal.actualPercent, goal.requiredPercent))
        }
        return lines.joined(separator: "\n")
    }
}

/// Counts labels as cases complete; merging two tallies is order-independent, so splitting
/// the cases among threads never changes the result.
struct StatisticsTally {
    var cases = 0
    var labels: [String: Int] = [:]
    var tables: [String: [String: Int]] = [:]
    var coverageHits: [String: Int] = [:]
    var coverageGoals: [String: Double] = [:]

    mutating func record(_ context: CaseContext) {
        cases += 1
        if context.labels.count == 1 {
            labels[context.labels[0], default: 0] += 1
        } else if !context.labels.isEmpty {
            for name in Set(context.labels) { labels[name, default: 0] += 1 }
        }
        for entry in context.tableEntries { tables[entry.table, default: [:]][entry.value, default: 0] += 1 }
        for goal in context.coverage {
            coverageGoals[goal.label] = Swift.max(coverageGoals[goal.label] ?? 0, goal.percent)
            coverageHits[goal.label, default: 0] += goal.hit ? 1 : 0
        }
    }

    mutating func merge(_ other: StatisticsTally) {
        cases += other.cases
        labels.merge(other.labels, uniquingKeysWith: +)
        for (name, counts) in other.tables { tables[name, default: [:]].merge(counts, uniquingKeysWith: +) }
        coverageHits.merge(other.coverageHits, uniquingKeysWith: +)
        coverageGoals.merge(other.coverageGoals, uniquingKeysWith: Swift.max)
    }

    var statistics: Statistics {
        func sortedCounts(_ counts: [String: Int]) -> [LabelCount] {
            counts.map { LabelCount(label: $0.key, count: $0.value) }
                .sorted { $0.count != $1.count ? $0.count > $1.count : $0.label < $1.label }
        }
        var result = Statistics()
        result.cases = cases
        result.labels = sortedCounts(labels)
        result.tables = tables.mapValues(sortedCounts)
        result.coverage = coverageGoals.keys.sorted().map { name in
            CoverageResult(
                label: name, requiredPercent: coverageGoals[name]!,
                actualPercent: cases == 0 ? 0 : 100 * Double(coverageHits[name] ?? 0) / Double(cases))
        }
        return result
    }
}
