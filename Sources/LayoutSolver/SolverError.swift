/// Why a solver operation was refused.
///
/// `internalSolverError` is a bug in the solver, never a layout conflict: it means an
/// invariant of the simplex tableau broke.
public enum SolverError: Error, CustomStringConvertible {
    /// The constraint object was already added.
    case duplicateConstraint(Constraint)
    /// The constraint object was never added (or was removed).
    case unknownConstraint(Constraint)
    /// A required constraint conflicts with the required constraints already present.
    case unsatisfiableConstraint(Constraint)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required.
    case badRequiredStrength
    /// An internal invariant failed ("objective unbounded", "dual optimize failed"): a solver
    /// bug, to be reported as such.
    case internalSolverError(String)

    public var description: String {
        switch self {
        case let .duplicateConstraint(c): return "duplicate constraint: \(c)"
        case let .unknownConstraint(c): return "unknown constraint: \(c)"
        case let .unsatisfiableConstraint(c): return "unsatisfiable constraint: \(c)"
        case let .duplicateEditVariable(v): return "duplicate edit variable: \(v.name)"
        case let .unknownEditVariable(v): return "unknown edit variable: \(v.name)"
        case .badRequiredStrength: return "an edit variable cannot have required strength"
        case let .internalSolverError(message): return "internal solver error (a bug in LayoutSolver): \(message)"
        }
    }

    /// Whether the error reports a conflict between required constraints.
    public var isUnsatisfiable: Bool {
        if case .unsatisfiableConstraint = self { return true }
        return false
    }
}
