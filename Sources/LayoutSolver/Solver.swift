/// An incremental Cassowary solver: a Swift port of kiwi's algorithm (`nucleic/kiwi`,
/// `solverimpl.h`), deterministic by construction.
///
/// Add linear constraints with strengths; the solver keeps every required constraint
/// satisfied and minimises the weighted violation of the optional ones. Edit variables let a
/// value be suggested and re-solved incrementally, which is how a keyboard move re-lays out a
/// screen without rebuilding it.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.addConstraint(left >= 0)
/// try solver.addConstraint((width == 100) | Strength.weak)
/// try solver.addEditVariable(width, strength: Strength.strong)
/// try solver.suggestValue(width, 320)
/// solver.updateVariables()   // width.value == 320
/// ```
///
/// Results never depend on `Dictionary` or `Set` iteration order: tableau rows live in a
/// dense array indexed by symbol id and are visited in id (creation) order, so pivot choices
/// and ties are the same on every run and in every process.
public final class Solver {
    // Unchecked: every access is the solver's own, one call at a time (no method of the core
    // calls back into the solver), so no two accesses overlap; the run-time check cost about
    // 200 instructions per call (see ``ConstraintSystem``).
    @exclusivity(unchecked) private var core = SolverCore()

    /// Creates an empty solver.
    public init() {}

    /// Makes room for `constraints` more constraints over about as many variables, so that
    /// adding a known batch does not grow the solver's tables one step at a time. Results do
    /// not change.
    public func reserveCapacity(constraints: Int) {
        core.reserveCapacity(constraints: constraints)
    }

    /// Adds a constraint.
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if this object was already added;
    ///   ``SolverError/unsatisfiableConstraint(_:)`` if it is required and conflicts with the
    ///   required constraints present. After that error the solver may hold residue (kiwi
    ///   issue #52): rebuild it, as ``ConstraintSystem`` does.
    /// - Complexity: O(t·k) to build the row for t terms, plus one substitution over all rows
    ///   O(R·k) and the pivots of the re-optimisation, each O(R·k) (R rows, k cells per row).
    public func addConstraint(_ constraint: Constraint) throws {
        try core.add(constraint)
    }

    /// Removes a constraint.
    /// - Throws: ``SolverError/unknownConstraint(_:)``.
    /// - Complexity: O(R·k) to pivot the marker out, plus the re-optimisation's pivots.
    public func removeConstraint(_ constraint: Constraint) throws {
        try core.remove(constraint)
    }

    /// Whether the constraint object is in the solver.
    /// - Complexity: O(1).
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        core.hasConstraint(constraint)
    }

    /// The constraints in the solver, in the order they were added (edit constraints
    /// included).
    public var constraints: [Constraint] { core.constraintOrder }

    /// Adds an edit variable: an optional `variable == suggested value` constraint.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, or
    ///   ``SolverError/badRequiredStrength`` for a required strength.
    /// - Complexity: as ``addConstraint(_:)``.
    public func addEditVariable(_ variable: Variable, strength: Double) throws {
        try core.addEditVariable(variable, strength: strength)
    }

    /// Removes an edit variable.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws {
        try core.removeEditVariable(variable)
    }

    /// Whether the variable has an edit constraint.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        core.hasEditVariable(variable)
    }

    /// Suggests a value for an edit variable and re-solves incrementally (dual simplex).
    /// Variable values change only at the next ``updateVariables()``.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    /// - Complexity: O(1) when the edit's error symbol is basic, else O(R log k) to update the
    ///   rows, plus the dual pivots, O(R·k) each.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        try core.suggestValue(variable, value)
    }

    /// Changes the constant of a constraint in the solver, incrementally: the suggest-value
    /// move of kiwi applied to the constraint's own marker, then the dual simplex.
    ///
    /// This is how Auto Layout's `constraint.constant = x` re-solves without rebuilding.
    /// - Throws: ``SolverError/unknownConstraint(_:)``;
    ///   ``SolverError/unsatisfiableConstraint(_:)`` when a required constraint's new
    ///   constant conflicts (the solver must then be rebuilt).
    /// - Complexity: as ``suggestValue(_:_:)``.
    public func setConstant(of constraint: Constraint, to value: Double) throws {
        try core.setConstant(constraint, value)
    }

    /// Writes the solution into every variable's `value`.
    /// - Complexity: O(V) for V variables.
    public func updateVariables() {
        core.updateVariables()
    }

    /// Whether the solver holds no constraint, no tableau row and no objective term (its
    /// variables are kept, as kiwi keeps them).
    public var isEmpty: Bool {
        core.constraintOrder.isEmpty && core.rows.allSatisfy { $0 == nil } && core.objective.cells.isEmpty
    }

    /// Removes everything, as a new solver.
    public func reset() {
        core = SolverCore()
    }

    /// A text dump of the solver's state in kiwi's `debug.h` layout (objective, tableau,
    /// infeasible rows, variables, edit variables, constraints), for golden tests.
    public func dump() -> String {
        core.dump()
    }
}
