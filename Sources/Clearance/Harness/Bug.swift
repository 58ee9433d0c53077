import Foundation

/// One bug: every failure of a run that shares a root cause — its diagnosis — across
/// invariants, properties and contexts, reported once.
///
/// Its first failure is the most ordinary situation that shows it (``Scenario/rarity``); the
/// others are the further invariants it breaks and the other contexts where it shows.
public struct Bug: Sendable {
    /// The diagnosis (`safe-area-counted-twice`), or `no-known-cause/<invariant>/<property>`:
    /// what a known-failures baseline lists.
    public var rootCause: String
    /// The failures, the most ordinary first.
    public var failures: [StrategyFailure]

    /// The failure the report leads with: the most ordinary situation.
    public var representative: StrategyFailure { failures[0] }

    /// The invariants it breaks, in ``InvariantID``'s order.
    public var invariants: [InvariantID] {
        InvariantID.allCases.filter { id in failures.contains { $0.violation.invariant == id } }
    }

    /// The root cause of a failure: its diagnosis, whichever invariant and property it shows
    /// on (`safe-area-counted-twice` lifts too far, pushes a view above the top and leaves a
    /// too-large inset alike); without one, `no-known-cause/<invariant>/<property>`.
    public static func rootCause(of failure: StrategyFailure) -> String {
        if let diagnosis = failure.violation.diagnosis { return diagnosis.rawValue }
        return "no-known-cause/\(failure.violation.invariant.rawValue)/\(failure.violation.property ?? "-")"
    }

    /// Groups `failures` by root cause; bugs ordered by how ordinary their situation is (the
    /// everyday case first), then by the order found.
    ///
    /// A failure with no known cause joins a diagnosed bug that breaks the same invariant on the
    /// same property (the same mistake, in a situation whose numbers matched no diagnosis):
    /// it is not a bug of its own.
    public static func group(_ failures: [StrategyFailure]) -> [Bug] {
        var order: [String] = []
        var groups: [String: [StrategyFailure]] = [:]
        func diagnosedKey(for failure: StrategyFailure) -> String? {
            guard failure.violation.diagnosis == nil else { return nil }
            return failures.first {
                $0.violation.diagnosis != nil && $0.violation.invariant == failure.violation.invariant
                    && $0.violation.property == failure.violation.property
            }.map(rootCause(of:))
        }
        for failure in failures {
            let key = diagnosedKey(for: failure) ?? rootCause(of: failure)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(failure)
        }
        let bugs = order.enumerated().map { index, key in
            // A diagnosed failure leads (its headline names the cause), then the most ordinary.
            (index, Bug(rootCause: key, failures: groups[key]!.enumerated()
                .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)))
        }
        return bugs.sorted { ($0.1.representative.scenario.rarity, $0.0) < ($1.1.representative.scenario.rarity, $1.0) }.map(\.1)
    }

    private static func rank(_ failure: StrategyFailure) -> Int {
        (failure.violation.diagnosis == nil ? 1_000 : 0) + failure.scenario.rarity
    }

    /// The bug in readable lines: the representative failure in full, then what else it
    /// breaks and where else it shows.
    public func text(strategyID: String, corpusFile: String? = nil) -> String {
        var text = representative.text(strategyID: strategyID, corpusFile: corpusFile)
        let others = failures.dropFirst()
        if !others.isEmpty {
            text += "\n  also (\(others.count) more, same root cause \(rootCause)):"
            for failure in others {
                text += "\n    " + alsoLine(for: failure)
            }
        }
        return text
    }

    /// A further failure in one line: what broke (and "no known cause" for one that joined
    /// the bug by breaking the same property), and where — in the representative's situation,
    /// the events that tell them apart.
    public func alsoLine(for failure: StrategyFailure) -> String {
        let situation = failure.scenario.summaryLine
        let unexplained = failure.violation.diagnosis == nil && representative.violation.diagnosis != nil ? " (no known cause)" : ""
        return "\(failure.violation.invariant): \(failure.violation.message)\(unexplained) — "
            + (situation == representative.scenario.summaryLine ? "the same situation, events: \(failure.scenario.eventsLine)" : situation)
    }
}

extension StrategyReport {
    /// The run's failures grouped one per bug (``Bug``), the most ordinary first.
    public var bugs: [Bug] { Bug.group(failures) }
}

extension Scenario {
    /// How unusual the situation is, 0 for the everyday case (a Face ID iPhone, portrait,
    /// full screen, the docked system keyboard, a current iOS, one event): the order in which
    /// bugs are reported, as a proxy for how many users meet them. Each rarer trait adds to
    /// it — an older or home-button iPhone, an iPad, landscape, a sheet or a multitasking
    /// window, an undocked, hardware, emoji or third-party keyboard, every further event.
    /// (A ranking, not a measurement: no source gives the shares.)
    public var rarity: Int {
        let device = self.device.device
        var score = 0
        if device.idiom == .pad { score += 4 } else if !device.hasHomeIndicator { score += 2 }
        if orientation == .landscape { score += 2 }
        switch window {
        case .fullScreen: break
        case .formSheet, .pageSheet, .presented: score += 2
        case .splitView, .slideOver, .stageManager: score += 3
        }
        if keyboard.hardwareKeyboard { score += 3 }
        if keyboard.placement != .docked { score += 3 }
        if keyboard.kind != .letters { score += 1 }
        if !keyboard.predictive { score += 1 }
        if iOSVersion < 15 { score += 2 } else if iOSVersion < 17 { score += 1 }
        score += max(0, events.count - 1)
        return score
    }

    /// One line: device, orientation, iOS, window, bars, keyboard.
    public var summaryLine: String {
        let device = self.device.device
        var parts = ["\(device.name(onIOS: iOSVersion)) \(orientation.rawValue)", "iOS \(iOSVersion)", "\(window)"]
        let bars = ScenarioText.text(self.bars)
        if !bars.isEmpty { parts.append(bars.joined(separator: " + ")) }
        parts.append("keyboard \(ScenarioText.text(keyboard.kind)), \(ScenarioText.text(keyboard.placement))" + (keyboard.hardwareKeyboard ? ", hardware" : ""))
        parts.append("\(events.count) event\(events.count == 1 ? "" : "s")")
        return parts.joined(separator: ", ")
    }
}
