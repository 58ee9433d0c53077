import Foundation

/// The formats a run's report is written in.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// For people reading a terminal or a log.
    case text
    /// For machines.
    case json
    /// JUnit XML: one test case per strategy × invariant, for CI test views.
    case junit
    /// Markdown, for a CI step summary.
    case markdown
}

extension InvariantID {
    /// A two-letter code for narrow tables.
    public var code: String {
        switch self {
        case .fieldVisible: return "FV"
        case .noDoubleShift: return "DS"
        case .nothingOffscreen: return "OS"
        case .hideRestores: return "HR"
        case .reachable: return "RE"
        case .movesWithKeyboard: return "MK"
        case .constraintsSatisfiable: return "CS"
        case .noObserverLeak: return "OL"
        case .noLayoutLoop: return "LL"
        case .finiteGeometry: return "FG"
        case .keepsNewestVisible: return "NV"
        }
    }
}

extension StrategyFailure {
    /// The command that replays it: the corpus file when it was saved, else the token.
    public func replayCommand(corpusFile: String?) -> String {
        "clearance replay \(corpusFile ?? replayToken)"
    }

    /// The failure in a few readable lines: the minimal scenario, the numbers, the diagnosis,
    /// the assumptions it depends on and how to replay it.
    public func text(strategyID: String, corpusFile: String? = nil) -> String {
        let isOwnScreen = self.isOwnScreen
        var lines = ["\(strategyID) breaks \(violation.invariant) — \(violation.diagnosis?.rawValue ?? "no known cause")"]
        // A screen under test brings its own fields: the recorded form is not what it shows.
        lines += scenario.description.split(separator: "\n").filter { !(isOwnScreen && $0.hasPrefix("form: ")) }.map { "  " + $0 }
        lines.append("  \(violation.invariant) \(violation.when): \(violation.message)")
        if !violation.numbers.isEmpty {
            lines.append("  numbers: " + violation.numbers.map { "\($0.name) \(fmt(CGFloat($0.value)))" }.joined(separator: ", "))
        }
        lines.append("  diagnosis: " + (violation.diagnosis?.explanation ?? "no known cause (the numbers match none of the known mistakes)"))
        lines.append("  signature: \(signature)")
        if let baseline {
            lines.append("  baseline: \(baseline.summary)")
        } else if isOwnScreen {
            lines.append("  baseline: none (your screen has no careful twin; a generated form would be another screen)")
        }
        lines.append("  depends on: " + (dependsOn.isEmpty ? "no assumption" : dependsOn.map(\.description).joined(separator: "; ")))
        if shrinkEvaluations > 0 { lines.append("  shrunk in \(shrinkEvaluations) runs") }
        if let corpusFile { lines.append("  corpus: \(corpusFile)") }
        lines.append("  replay: \(replayCommand(corpusFile: corpusFile))")
        return lines.joined(separator: "\n")
    }
}

extension FuzzReport {
    /// The report in `format`. Only what the seed and flags decide is in it (no timings), so
    /// the same run gives the same bytes on any machine and with any number of threads.
    public func rendered(_ format: ReportFormat) -> String {
        switch format {
        case .text: return text
        case .json: return json
        case .junit: return junit
        case .markdown: return markdown
        }
    }

    /// The corpus file saved for a cell's (first) failure, if any.
    func corpusFile(for cell: FuzzCell) -> String? {
        cell.failure.flatMap { corpusFile(for: FuzzFinding(strategyID: cell.strategyID, failure: $0)) }
    }

    /// The findings grouped one per bug (``Bug``) for each strategy, in the strategies'
    /// order, each strategy's bugs the most ordinary first.
    public var bugs: [(strategyID: String, bug: Bug)] {
        let findings = self.findings
        return strategies.flatMap { strategy in
            Bug.group(findings.filter { $0.strategyID == strategy }.map(\.failure)).map { (strategy, $0) }
        }
    }

    /// The corpus file saved for a failure, if any.
    func corpusFile(for finding: FuzzFinding) -> String? {
        corpusFiles[FuzzReport.corpusKey(finding.strategyID, finding.failure.signature)]
    }

    /// "new" or "already in the corpus", when the run kept findings.
    func novelty(of finding: FuzzFinding) -> String? {
        let key = FuzzReport.corpusKey(finding.strategyID, finding.failure.signature)
        guard corpusFiles[key] != nil else { return nil }
        return newInCorpus.contains(key) ? "new" : "already in the corpus"
    }

    /// The key of ``corpusFiles``: `strategy/signature`.
    public static func corpusKey(_ strategyID: String, _ signature: String) -> String {
        "\(strategyID)/\(signature)"
    }

    var header: String {
        var parts = ["seed \(seed)"]
        if let casesPerStrategy { parts.append("\(casesPerStrategy) cases per strategy") }
        parts.append("\(totalCases) cases run")
        if let shard { parts.append("shard \(shard)") }
        if let settings { parts.append(settings) }
        if interrupted { parts.append("interrupted") }
        return parts.joined(separator: " · ")
    }

    func word(_ cell: FuzzCell) -> String {
        switch cell.verdict {
        case .keeps: return "keeps"
        case .breaks: return "BREAKS"
        case .notRun: return "-"
        }
    }

    // MARK: Text

    public var text: String {
        var lines = ["Clearance \(Clearance.version) fuzz report", header, ""]
        let nameWidth = max(8, strategies.map(\.count).max() ?? 8)
        lines.append("strategy".padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  "
                     + invariants.map { $0.code.padding(toLength: 7, withPad: " ", startingAt: 0) }.joined())
        for (index, strategy) in strategies.enumerated() {
            var row = strategy.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  "
            for invariant in invariants {
                row += (cell(strategy, invariant).map(word) ?? "-").padding(toLength: 7, withPad: " ", startingAt: 0)
            }
            lines.append(row.trimmingCharacters(in: .whitespaces) + "   (\(casesRun[index]) cases)")
        }
        lines.append("")
        lines.append(invariants.map { "\($0.code) \($0.rawValue)" }.joined(separator: " · "))
        lines.append("")
        lines.append("Generated (\(distribution.cases) cases):")
        for dimension in distribution.dimensions {
            let values = distribution.values(dimension).map { "\($0.label) \(percent($0.count, of: distribution.cases))" }
            lines.append("  \(dimension): " + values.joined(separator: ", "))
        }
        for problem in problems { lines.append("problem: \(problem)") }
        for warning in warnings { lines.append("warning: \(warning)") }
        let findings = self.findings
        let bugs = self.bugs
        lines.append("")
        lines.append(findings.isEmpty ? "No failures." : "Bugs (\(bugs.count), from \(findings.count) distinct failures):")
        for (index, (strategyID, bug)) in bugs.enumerated() {
            lines.append("")
            let lead = FuzzFinding(strategyID: strategyID, failure: bug.representative)
            let novelty = self.novelty(of: lead).map { " [\($0)]" } ?? ""
            var text = bug.representative.text(strategyID: strategyID, corpusFile: corpusFile(for: lead))
            let others = bug.failures.dropFirst()
            if !others.isEmpty {
                // Every failure stays in the report: each further one with where to replay it.
                text += "\n  also (\(others.count) more, same root cause \(bug.rootCause)\(bug.rootCauseDetail)):"
                for failure in others {
                    let finding = FuzzFinding(strategyID: strategyID, failure: failure)
                    let replay = corpusFile(for: finding) ?? failure.replayToken
                    text += "\n    \(bug.alsoLine(for: failure)) — clearance replay \(replay)"
                }
            }
            lines.append("\(index + 1)." + novelty + " " + text)
        }
        lines.append("")
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The closing line: what was found, and what to do next.
    public var summary: String {
        let findings = self.findings
        let fresh = findings.filter { novelty(of: $0) == "new" }.count
        let bugCount = bugs.count
        var text = "Summary: \(totalCases) cases, \(bugCount) bug\(bugCount == 1 ? "" : "s") (\(findings.count) distinct failure\(findings.count == 1 ? "" : "s"))"
        if !corpusFiles.isEmpty { text += " (\(fresh) new in the corpus)" }
        if interrupted { text += ", interrupted" }
        text += "."
        if findings.isEmpty {
            text += warnings.isEmpty ? " Nothing broke." : " Nothing broke, but some verdicts rest on few cases (see the warnings)."
        } else if !corpusFiles.isEmpty {
            text += " Next: read each failure above, fix the strategy, and run swift test, which replays the corpus."
        } else {
            text += " Next: replay one with the command printed under it."
        }
        return text
    }

    func percent(_ count: Int, of total: Int) -> String {
        total == 0 ? "0%" : String(format: "%.1f%%", 100 * Double(count) / Double(total))
    }

    // MARK: Markdown

    public var markdown: String {
        var lines = ["## Clearance fuzz report", "", header, ""]
        lines.append("| strategy | " + invariants.map(\.rawValue).joined(separator: " | ") + " |")
        lines.append("|---|" + invariants.map { _ in "---|" }.joined())
        for strategy in strategies {
            let cells = invariants.map { invariant -> String in
                guard let cell = cell(strategy, invariant) else { return "-" }
                switch cell.verdict {
                case .keeps: return "keeps"
                case .notRun: return "not run"
                case .breaks: return "**breaks** (" + cell.failures.map { $0.violation.diagnosis?.rawValue ?? "no known cause" }.joined(separator: ", ") + ")"
                }
            }
            lines.append("| `\(strategy)` | " + cells.joined(separator: " | ") + " |")
        }
        let findings = self.findings
        if !findings.isEmpty {
            lines += ["", "### Failures", ""]
            for finding in findings {
                let failure = finding.failure
                lines.append("<details><summary><code>\(finding.strategyID)</code> breaks <code>\(failure.violation.invariant)</code>: "
                             + (failure.violation.diagnosis?.rawValue ?? "no known cause") + "</summary>")
                lines += ["", "```", failure.text(strategyID: finding.strategyID, corpusFile: corpusFile(for: finding)), "```", "", "</details>"]
            }
        }
        for problem in problems { lines += ["", "Problem: \(problem)"] }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: JSON

    struct JSONCell: Encodable {
        var strategy: String
        var invariant: String
        var verdict: String
        var cases: Int?
        var diagnosis: String?
        var violation: Violation?
        var scenario: Scenario?
        var dependsOn: [String]?
        var shrinkRuns: Int?
        var replay: String?
        var corpusFile: String?
        /// Every distinct failure of the cell (the fields above are the first's).
        var failures: [JSONFailure]?
    }

    struct JSONFailure: Encodable {
        var signature: String
        var diagnosis: String?
        var violation: Violation
        var scenario: Scenario
        var dependsOn: [String]
        var baseline: String?
        var baselineKeeps: Bool?
        var replay: String
        var corpusFile: String?
    }

    struct JSONReport: Encodable {
        var clearance: String
        var seed: UInt64
        var casesPerStrategy: Int?
        var shard: String?
        var interrupted: Bool
        var casesRun: [String: Int]
        var cells: [JSONCell]
        var distribution: [String: [String: Int]]
        var problems: [String]
    }

    public var json: String {
        var cases: [String: Int] = [:]
        for (index, strategy) in strategies.enumerated() { cases[strategy] = casesRun[index] }
        var distribution: [String: [String: Int]] = [:]
        for dimension in self.distribution.dimensions {
            for value in self.distribution.values(dimension) { distribution[dimension, default: [:]][value.label] = value.count }
        }
        let report = JSONReport(
            clearance: Clearance.version, seed: seed, casesPerStrategy: casesPerStrategy, shard: shard?.description, interrupted: interrupted,
            casesRun: cases,
            cells: cells.map { cell in
                let file = corpusFile(for: cell)
                switch cell.verdict {
                case let .keeps(n):
                    return JSONCell(strategy: cell.strategyID, invariant: cell.invariant.rawValue, verdict: "keeps", cases: n)
                case .notRun:
                    return JSONCell(strategy: cell.strategyID, invariant: cell.invariant.rawValue, verdict: "not-run")
                case let .breaks(f):
                    return JSONCell(strategy: cell.strategyID, invariant: cell.invariant.rawValue, verdict: "breaks",
                                    diagnosis: f.violation.diagnosis?.rawValue, violation: f.violation, scenario: f.scenario,
                                    dependsOn: f.dependsOn.map(\.name), shrinkRuns: f.shrinkEvaluations,
                                    replay: f.replayCommand(corpusFile: file), corpusFile: file,
                                    failures: cell.failures.map { failure in
                                        let file = corpusFile(for: FuzzFinding(strategyID: cell.strategyID, failure: failure))
                                        return JSONFailure(signature: failure.signature, diagnosis: failure.violation.diagnosis?.rawValue,
                                                           violation: failure.violation, scenario: failure.scenario,
                                                           dependsOn: failure.dependsOn.map(\.name), baseline: failure.baseline?.strategyID,
                                                           baselineKeeps: failure.baseline?.keeps, replay: failure.replayCommand(corpusFile: file),
                                                           corpusFile: file)
                                    })
                }
            },
            distribution: distribution, problems: problems)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(report)) ?? Data(), as: UTF8.self) + "\n"
    }

    // MARK: JUnit

    public var junit: String {
        let failures = self.failures.count
        let skipped = cells.filter { if case .notRun = $0.verdict { return true } else { return false } }.count
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"clearance\" tests=\"\(cells.count)\" failures=\"\(failures)\" skipped=\"\(skipped)\">"]
        for (index, strategy) in strategies.enumerated() {
            let mine = cells.filter { $0.strategyID == strategy }
            let failed = mine.filter { $0.failure != nil }.count
            lines.append("  <testsuite name=\"\(Picture.escape(strategy))\" tests=\"\(mine.count)\" failures=\"\(failed)\">")
            lines.append("    <properties><property name=\"seed\" value=\"\(seed)\"/><property name=\"cases\" value=\"\(casesRun[index])\"/></properties>")
            for cell in mine {
                let open = "    <testcase classname=\"clearance.\(Picture.escape(strategy))\" name=\"\(cell.invariant.rawValue)\""
                switch cell.verdict {
                case .keeps:
                    lines.append(open + "/>")
                case .notRun:
                    lines.append(open + "><skipped message=\"budget ran out before any case\"/></testcase>")
                case let .breaks(failure):
                    let message = failure.violation.diagnosis.map(\.explanation) ?? failure.violation.message
                    let body = cell.failures.map { $0.text(strategyID: strategy, corpusFile: corpusFile(for: FuzzFinding(strategyID: strategy, failure: $0))) }
                        .joined(separator: "\n\n")
                    lines.append(open + ">")
                    lines.append("      <failure message=\"\(Picture.escape(message))\" type=\"\(cell.invariant.rawValue)\">\(Picture.escape(body))</failure>")
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
