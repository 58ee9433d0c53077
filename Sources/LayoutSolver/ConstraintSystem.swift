/// A conflict between required constraints, reported the way UIKit logs it.
public struct ConflictDiagnostic: CustomStringConvertible {
    /// A minimal set of required constraints that cannot hold together, in activation order
    /// (the broken constraint included).
    public let conflicting: [Constraint]
    /// The constraint the system stopped satisfying so that layout could go on.
    public let broken: Constraint

    /// UIKit's log text: "Unable to simultaneously satisfy constraints", the conflicting set,
    /// and the constraint it breaks.
    public var description: String {
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want.",
            "\tTry this:",
            "\t\t(1) look at each constraint and try to figure out which you don't expect;",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.",
            "(",
        ]
        lines += conflicting.map { "    \"\(ConflictDiagnostic.label($0)) (active)\"," }
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint")
        lines.append(ConflictDiagnostic.label(broken))
        return lines.joined(separator: "\n")
    }

    static func label(_ constraint: Constraint) -> String {
        constraint.name ?? constraint.description
    }
}

/// A change the conflict layer refuses.
public enum ConstraintSystemError: Error, CustomStringConvertible {
    /// An active constraint cannot switch between required and optional.
    case requiredSwitch(Constraint, from: Double, to: Double)

    public var description: String {
        switch self {
        case let .requiredSwitch(c, from, to):
            return "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported (\(ConflictDiagnostic.label(c)): \(format(from)) → \(format(to)))"
        }
    }
}

/// The layer above ``Solver`` that behaves like Auto Layout when required constraints
/// conflict: it never throws a conflict at its caller.
///
/// It keeps the authoritative list of active constraints, in activation order. When a
/// required constraint cannot be satisfied, the solver (which kiwi leaves inconsistent after
/// such an error) is rebuilt from that list, and the constraint that cannot be added is
/// marked broken: it stays active but unsatisfied, and a ``ConflictDiagnostic`` is recorded.
///
/// **Which constraint is broken** (UIKit does not document its choice, so this is ours):
/// constraints are (re)added in activation order, and each one whose addition fails against
/// those before it is broken. Activating a conflicting constraint therefore breaks that
/// constraint; a constant change that creates a conflict breaks the later-activated of the
/// constraints involved. Broken constraints are tried again whenever constants change, so a
/// conflict that goes away (the keyboard hides) heals.
public final class ConstraintSystem {
    /// The raw solver (do not add or remove constraints on it directly).
    public let solver = Solver()
    // The stored properties below are `@exclusivity(unchecked)`: the system is used from one
    // thread, and no access to one of them is open while another begins (no callback runs
    // inside a mutation), so the run-time exclusivity check — about 200 instructions per
    // access, four per activation — can only cost time.

    /// Active constraints, in activation order (broken ones included).
    @exclusivity(unchecked) public private(set) var active: [Constraint] = []
    /// Active constraints the system currently does not satisfy, in activation order.
    @exclusivity(unchecked) public private(set) var broken: [Constraint] = []
    /// Every conflict reported so far, oldest first.
    @exclusivity(unchecked) public private(set) var diagnostics: [ConflictDiagnostic] = []
    /// How many times the solver was rebuilt from the list.
    @exclusivity(unchecked) public private(set) var rebuildCount = 0

    @exclusivity(unchecked) private var brokenKeys: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) private var edits: [(variable: Variable, strength: Double, value: Double)] = []

    /// Creates an empty system.
    public init() {}

    /// Whether the constraint is active.
    public func isActive(_ constraint: Constraint) -> Bool {
        // An active constraint is in the solver or broken (set aside after a conflict).
        solver.hasConstraint(constraint) || (!brokenKeys.isEmpty && brokenKeys.contains(ObjectIdentifier(constraint)))
    }

    /// Whether the constraint is active but broken by a conflict.
    public func isBroken(_ constraint: Constraint) -> Bool { brokenKeys.contains(ObjectIdentifier(constraint)) }

    /// Activates a constraint (idempotent). Returns the conflicts it caused (it is then broken).
    /// - Complexity: as ``Solver/addConstraint(_:)``; a conflict costs a rebuild plus a
    ///   search for a minimal conflicting set (O(n²) additions over the constraints that
    ///   share variables with it).
    @discardableResult
    public func activate(_ constraint: Constraint) -> [ConflictDiagnostic] {
        guard !isActive(constraint) else { return [] }
        active.append(constraint)
        do {
            try solver.addConstraint(constraint)
            return []
        } catch let error as SolverError where error.isUnsatisfiable {
            let diagnostic = markBroken(constraint, against: Array(active.dropLast()))
            rebuild()
            return [diagnostic]
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// Makes room for `count` more constraints (a batch about to be activated); results do
    /// not change.
    public func reserveCapacity(_ count: Int) {
        guard count > 0 else { return }
        active.reserveCapacity(active.count + count)
        solver.reserveCapacity(constraints: count)
    }

    /// Activates constraints in order.
    @discardableResult
    public func activate(_ constraints: [Constraint]) -> [ConflictDiagnostic] {
        constraints.flatMap { activate($0) }
    }

    /// Deactivates a constraint (idempotent).
    public func deactivate(_ constraint: Constraint) {
        let key = ObjectIdentifier(constraint)
        guard isActive(constraint) else { return }
        active.removeAll { $0 === constraint }
        if brokenKeys.remove(key) != nil {
            broken.removeAll { $0 === constraint }
            return
        }
        do { try solver.removeConstraint(constraint) } catch { preconditionFailure("\(error)") }
        if !broken.isEmpty { rebuild() }
    }

    /// Changes a constraint's constant. Incremental when nothing conflicts; otherwise the
    /// system is rebuilt and the conflicts are returned.
    @discardableResult
    public func setConstant(of constraint: Constraint, to value: Double) -> [ConflictDiagnostic] {
        guard isActive(constraint), !isBroken(constraint) else {
            constraint.expression.constant = value
            return isActive(constraint) ? rebuild() : []
        }
        do {
            try solver.setConstant(of: constraint, to: value)
            return broken.isEmpty ? [] : rebuild()
        } catch let error as SolverError where error.isUnsatisfiable {
            return rebuild()
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// Gives an active constraint another strength: a new constraint takes its place, at the
    /// same position in the activation order. Switching between required and optional is
    /// refused, as UIKit refuses it ("Mutating a priority from required to not on an installed
    /// constraint (or vice-versa) is not supported").
    /// - Throws: ``ConstraintSystemError/requiredSwitch(_:from:to:)``.
    /// - Returns: the constraint now active.
    @discardableResult
    public func changeStrength(of constraint: Constraint, to strength: Double) throws -> Constraint {
        guard isActive(constraint) else { return constraint.withStrength(strength) }
        let newRequired = Strength.clip(strength) >= Strength.required
        if newRequired != constraint.isRequired {
            throw ConstraintSystemError.requiredSwitch(constraint, from: constraint.strength, to: strength)
        }
        let replacement = constraint.withStrength(strength)
        let index = active.firstIndex { $0 === constraint }!
        active[index] = replacement
        if brokenKeys.remove(ObjectIdentifier(constraint)) != nil {
            brokenKeys.insert(ObjectIdentifier(replacement))
            broken = broken.map { $0 === constraint ? replacement : $0 }
        }
        rebuild()
        return replacement
    }

    /// Adds an edit variable (kept across rebuilds with its last suggested value).
    public func addEditVariable(_ variable: Variable, strength: Double) throws {
        try solver.addEditVariable(variable, strength: strength)
        edits.append((variable, strength, 0))
    }

    /// Suggests a value for an edit variable.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        try solver.suggestValue(variable, value)
        if let index = edits.firstIndex(where: { $0.variable === variable }) { edits[index].value = value }
    }

    /// Writes the solution into the variables.
    public func updateVariables() {
        solver.updateVariables()
    }

    /// Rebuilds the solver from the active list, re-adding in activation order and breaking
    /// each required constraint that cannot be added. Returns the new conflicts.
    @discardableResult
    public func rebuild() -> [ConflictDiagnostic] {
        rebuildCount += 1
        let wasBroken = brokenKeys
        solver.reset()
        broken.removeAll()
        brokenKeys.removeAll()
        for edit in edits {
            do {
                try solver.addEditVariable(edit.variable, strength: edit.strength)
                try solver.suggestValue(edit.variable, edit.value)
            } catch { preconditionFailure("\(error)") }
        }
        var added: [Constraint] = []
        var failed: [Constraint] = []
        for constraint in active {
            do {
                try solver.addConstraint(constraint)
                added.append(constraint)
            } catch let error as SolverError where error.isUnsatisfiable {
                failed.append(constraint)
                broken.append(constraint)
                brokenKeys.insert(ObjectIdentifier(constraint))
                // kiwi may leave residue after a failed add: start again without it.
                solver.reset()
                for edit in edits {
                    try? solver.addEditVariable(edit.variable, strength: edit.strength)
                    try? solver.suggestValue(edit.variable, edit.value)
                }
                for earlier in added { try? solver.addConstraint(earlier) }
            } catch {
                preconditionFailure("\(error)")
            }
        }
        var diagnostics: [ConflictDiagnostic] = []
        for constraint in failed where !wasBroken.contains(ObjectIdentifier(constraint)) {
            let earlier = Array(active.prefix { $0 !== constraint })
            let diagnostic = ConflictDiagnostic(conflicting: minimalConflict(constraint, among: earlier), broken: constraint)
            self.diagnostics.append(diagnostic)
            diagnostics.append(diagnostic)
        }
        return diagnostics
    }

    private func markBroken(_ constraint: Constraint, against earlier: [Constraint]) -> ConflictDiagnostic {
        broken.append(constraint)
        brokenKeys.insert(ObjectIdentifier(constraint))
        let diagnostic = ConflictDiagnostic(conflicting: minimalConflict(constraint, among: earlier), broken: constraint)
        diagnostics.append(diagnostic)
        return diagnostic
    }

    /// A minimal set of required constraints from `earlier` that conflicts with `constraint`
    /// (a deletion filter over the ones that share variables with it, transitively), plus
    /// `constraint` itself.
    private func minimalConflict(_ constraint: Constraint, among earlier: [Constraint]) -> [Constraint] {
        let candidates = earlier.filter { $0.isRequired && !isBroken($0) || $0 === constraint }
        var component = connectedComponent(of: constraint, in: candidates.filter { $0 !== constraint })
        func feasible(_ set: [Constraint]) -> Bool {
            let probe = Solver()
            do {
                for c in set { try probe.addConstraint(c) }
                return true
            } catch { return false }
        }
        if component.count <= 60 {
            var index = 0
            while index < component.count {
                var without = component
                without.remove(at: index)
                if !feasible(without + [constraint]) { component = without } else { index += 1 }
            }
        }
        return component + [constraint]
    }

    private func connectedComponent(of constraint: Constraint, in constraints: [Constraint]) -> [Constraint] {
        var reached = Set(constraint.expression.terms.map { ObjectIdentifier($0.variable) })
        var members = [Bool](repeating: false, count: constraints.count)
        var changed = true
        while changed {
            changed = false
            for (i, c) in constraints.enumerated() where !members[i] {
                let vars = c.expression.terms.map { ObjectIdentifier($0.variable) }
                if vars.contains(where: reached.contains) {
                    members[i] = true
                    reached.formUnion(vars)
                    changed = true
                }
            }
        }
        return constraints.indices.filter { members[$0] }.map { constraints[$0] }
    }
}
