import Foundation

/// One bug: every failure of a run that comes from one thing the screen did wrong, across
/// invariants, properties, diagnoses and contexts, reported once.
///
/// What the screen did wrong is read from the failures (the code that wrote a value is not
/// seen, so the property at fault stands for it, issue 48 #5):
/// - a cause that names what a handler does or fails to do — it never puts the value back
///   (`not-restored`), puts back a stale one, adds on every notification, reacts after the
///   keyboard, leaks its observers, moves for a floating keyboard, scrolls only the caret —
///   is one bug wherever it shows;
/// - a cause that names only the amount a value is off by, or where it left the field (the
///   safe area, a bar, the frame's height, a window's offset, two moves, the keyboard's whole
///   height, under the top bars, or no known cause) is one bug with every other such
///   failure of the same value (``Violation/fault``): `contentInset.bottom =
///   keyboardFrame.height` counts the safe area twice on a Face ID iPhone, uses the frame's
///   height under a hardware keyboard, and leaves no known cause elsewhere — one line of code.
///
/// Its first failure is the most ordinary situation that shows it with a cause
/// (``Scenario/rarity``); the others are the further invariants it breaks and the other
/// contexts where it shows.
public struct Bug: Sendable {
    /// The cause the bug is named by — the diagnosis of its first failure
    /// (`safe-area-counted-twice`), or `no-known-cause/<invariant>/<property>` when no failure
    /// of it has one: what a known-failures baseline lists. Unique among a run's bugs.
    public var rootCause: String
    /// The failures, the most ordinary first.
    public var failures: [StrategyFailure]

    /// The failure the report leads with: the most ordinary situation.
    public var representative: StrategyFailure { failures[0] }

    /// The invariants it breaks, in ``InvariantID``'s order.
    public var invariants: [InvariantID] {
        InvariantID.allCases.filter { id in failures.contains { $0.violation.invariant == id } }
    }

    /// The name of a failure's own cause: its diagnosis, whichever invariant and property it
    /// shows on (`safe-area-counted-twice` lifts too far, pushes a view above the top and
    /// leaves a too-large inset alike); without one, `no-known-cause/<invariant>/<property>`.
    /// A bug's ``rootCause`` is its first failure's.
    public static func rootCause(of failure: StrategyFailure) -> String {
        if let diagnosis = failure.violation.diagnosis { return diagnosis.rawValue }
        return "no-known-cause/\(failure.violation.invariant.rawValue)/\(failure.violation.property ?? "-")"
    }

    /// Whether a diagnosis names only the amount a value is off by (the same wrong value
    /// shows other amounts elsewhere), not what a handler does.
    static func namesAnAmount(_ diagnosis: Diagnosis?) -> Bool {
        switch diagnosis {
        case nil, .safeAreaCountedTwice?, .shiftedTwice?, .keyboardFrameHeightUsed?, .coordinatesMixed?, .tabBarIgnored?,
             .barCountedTwice?, .notCoveredButMoved?, .accessoryCountedTwice?, .overlapNotIntersected?, .staleKeyboardFrame?,
             .shortBySafeArea?, .liftedByKeyboardHeight?, .scrolledUnderTopBars?:
            return true
        default:
            return false
        }
    }

    /// Groups `failures` into bugs (see ``Bug``); bugs ordered by how ordinary their
    /// situation is (the everyday case first), then by the order found.
    ///
    /// Two failures are one bug when they have the same diagnosis, or when both have causes
    /// that name amounts (or none) and the same fault (``Violation/fault``). A failure with no
    /// known cause seen in the same situation, after the same event, about the same view as a
    /// failure of another invariant joins it (one state of the screen, two invariants). One
    /// that is still with no diagnosed failure joins the first diagnosed failure that breaks the
    /// same invariant on the same property (the same mistake, in a situation whose numbers
    /// matched no diagnosis). An unexplained failure where nothing on the screen moved for the
    /// keyboard joins a `not-avoided` failure first (one missing handling, seen from two views).
    public static func group(_ failures: [StrategyFailure]) -> [Bug] {
        // Union–find over the failures, in the order found (a deterministic result).
        var parent = Array(failures.indices)
        func find(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
            return i
        }
        func union(_ a: Int, _ b: Int) {
            let (ra, rb) = (find(a), find(b))
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }
        var byDiagnosis: [Diagnosis: Int] = [:]
        var byFault: [String: Int] = [:]
        for (i, failure) in failures.enumerated() {
            let v = failure.violation
            if let diagnosis = v.diagnosis {
                if let first = byDiagnosis[diagnosis] { union(first, i) } else { byDiagnosis[diagnosis] = i }
            }
            if namesAnAmount(v.diagnosis), let fault = v.fault {
                if let first = byFault[fault] { union(first, i) } else { byFault[fault] = i }
            }
        }
        // An unexplained failure that shares a value with no diagnosed one, seen in the same
        // situation, after the same event, about the same view as a failure of another
        // invariant, is that failure's bug: one state of the screen two invariants saw (a
        // covered field no scroll view can bring up is covered and unreachable; one thing to
        // fix). One already with a diagnosed bug stays there: it never joins two causes.
        let explainedRoots = Set(failures.indices.filter { failures[$0].violation.diagnosis != nil }.map(find))
        for (i, failure) in failures.enumerated() where failure.violation.diagnosis == nil && !explainedRoots.contains(find(i)) {
            guard let view = failure.violation.viewName else { continue }
            if let j = failures.indices.first(where: { j in
                let other = failures[j]
                return j != i && other.violation.invariant != failure.violation.invariant && other.violation.viewName == view
                    && other.violation.eventIndex == failure.violation.eventIndex && other.scenario == failure.scenario
            }) { union(j, i) }
        }
        // An unexplained failure where nothing on the screen moved for the keyboard (an
        // element left under it, ``Violation/fault`` `shown: nothing moved`) joins the first
        // failure diagnosed `not-avoided`: the same missing handling, seen from another view
        // (a button under the keyboard of a screen that leaves its covered field there too).
        // Without such a failure it stays a bug of its own: a screen that moved nothing
        // because its focused field was clear may still leave an element under the keyboard.
        if let notAvoided = failures.firstIndex(where: { $0.violation.diagnosis == .notAvoided }) {
            let explained = Set(failures.indices.filter { failures[$0].violation.diagnosis != nil }.map(find))
            for (i, failure) in failures.enumerated()
            where failure.violation.diagnosis == nil && failure.violation.fault == Fault.shownNothing && !explained.contains(find(i)) {
                union(notAvoided, i)
            }
        }
        // An unexplained failure that no diagnosed one shares a value with joins the first
        // diagnosed failure on the same invariant and property.
        let diagnosedRoots = Set(failures.indices.filter { failures[$0].violation.diagnosis != nil }.map(find))
        for (i, failure) in failures.enumerated() where failure.violation.diagnosis == nil && !diagnosedRoots.contains(find(i)) {
            if let j = failures.firstIndex(where: {
                $0.violation.diagnosis != nil && $0.violation.invariant == failure.violation.invariant && $0.violation.property == failure.violation.property
            }) { union(j, i) }
        }
        var order: [Int] = []
        var members: [Int: [Int]] = [:]
        for i in failures.indices {
            let root = find(i)
            if members[root] == nil { order.append(root) }
            members[root, default: []].append(i)
        }
        var bugs: [(Int, Bug)] = []
        var named: [String: Int] = [:]
        for root in order {
            // A diagnosed failure leads (its headline names the cause), then the most ordinary.
            let sorted = members[root]!.map { failures[$0] }.enumerated()
                .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
            let name = rootCause(of: sorted[0])
            // Two bugs no failure of which has a cause, with one name: one bug.
            if let index = named[name] {
                bugs[index].1.failures = (bugs[index].1.failures + sorted).enumerated()
                    .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
                continue
            }
            named[name] = bugs.count
            bugs.append((root, Bug(rootCause: name, failures: sorted)))
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
            text += "\n  also (\(others.count) more, same root cause \(rootCause)\(rootCauseDetail)):"
            for failure in others {
                text += "\n    " + alsoLine(for: failure)
            }
        }
        return text
    }

    /// What the failures share beyond the cause they are named by: the value at fault, when
    /// some have other causes (` — the same shown: contentInset`), else nothing.
    var rootCauseDetail: String {
        guard let fault = representative.violation.fault,
              failures.contains(where: { Bug.rootCause(of: $0) != rootCause && $0.violation.fault == fault }) else { return "" }
        return ", the same value at fault: \(fault)"
    }

    /// A further failure in one line: what broke (and "no known cause" for one that joined
    /// the bug by breaking the same property), and where — in the representative's situation,
    /// the events that tell them apart.
    public func alsoLine(for failure: StrategyFailure) -> String {
        let situation = failure.scenario.summaryLine
        let unexplained = failure.violation.diagnosis == nil && representative.violation.diagnosis != nil ? " (no known cause)"
            : failure.violation.diagnosis != representative.violation.diagnosis ? " (\(Bug.rootCause(of: failure)))" : ""
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
