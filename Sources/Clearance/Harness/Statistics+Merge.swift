import Foundation

extension Statistics {
    /// Adds another run's counts (labels and tables by name; coverage is kept from the first).
    mutating func add(_ other: Statistics) {
        cases += other.cases
        for label in other.labels {
            if let i = labels.firstIndex(where: { $0.label == label.label }) { labels[i].count += label.count } else { labels.append(label) }
        }
        for (name, values) in other.tables.sorted(by: { $0.key < $1.key }) {
            var merged = tables[name] ?? []
            for value in values {
                if let i = merged.firstIndex(where: { $0.label == value.label }) { merged[i].count += value.count } else { merged.append(value) }
            }
            tables[name] = merged.sorted { $0.count != $1.count ? $0.count > $1.count : $0.label < $1.label }
        }
        if coverage.isEmpty { coverage = other.coverage }
    }
}
