/// How the two sides of a constraint relate.
public enum RelationalOperator: String, Sendable {
    /// `lhs <= rhs`.
    case lessThanOrEqual = "<="
    /// `lhs >= rhs`.
    case greaterThanOrEqual = ">="
    /// `lhs == rhs`.
    case equal = "=="
}

/// A linear relation with a strength: `expression op 0`.
///
/// Identity is by object, as in kiwi: adding the same constraint twice is an error, while two
/// structurally equal constraints are two constraints.
public final class Constraint: CustomStringConvertible {
    /// The reduced expression `lhs − rhs` (terms of one variable merged).
    /// (Unchecked exclusivity, as every stored property here: a constraint is read and written
    /// one access at a time; the run-time check would cost each read about 200 instructions.)
    @exclusivity(unchecked) public internal(set) var expression: LinearExpression
    /// The relation of the expression to zero.
    public let relation: RelationalOperator
    /// The strength, clipped to `0…required`.
    public let strength: Double
    /// An optional name for dumps and diagnostics.
    public var name: String? {
        get { storedName ?? namer?() ?? nameParts.map { $0.prefix + $0.item + $0.suffix } }
        set {
            storedName = newValue
            namer = nil
            nameParts = nil
        }
    }
    @exclusivity(unchecked) private var storedName: String?
    /// Makes the name when it is first read: a layout engine's own constraints are many and
    /// their names are read only when a conflict is logged.
    @exclusivity(unchecked) private var namer: (() -> String)?
    /// The name as an item's name between two fixed parts, joined only when it is read (no
    /// closure to allocate for each of a layout engine's own constraints).
    @exclusivity(unchecked) private var nameParts: (prefix: String, item: String, suffix: String)?

    /// The id of this constraint's marker symbol in the last solver that added it (0: never
    /// added to any solver). Only a hint: a solver checks it against its own table.
    var solverMarker: Int32 {
        get { storedSolverMarker }
        set { storedSolverMarker = newValue }
    }
    @exclusivity(unchecked) private var storedSolverMarker: Int32 = 0

    /// Creates `expression op 0` with a strength.
    public init(_ expression: LinearExpression, _ relation: RelationalOperator, strength: Double = Strength.required, name: String? = nil) {
        self.expression = expression.reduced
        self.relation = relation
        self.strength = Strength.clip(strength)
        storedName = name
    }

    /// A constraint whose name is made only when it is read (``name``), for constraints made
    /// in bulk whose names are seldom read. The name must depend only on what `name` captures.
    package init(_ expression: LinearExpression, _ relation: RelationalOperator, strength: Double = Strength.required,
                 lazyName: @escaping () -> String) {
        self.expression = expression.reduced
        self.relation = relation
        self.strength = Strength.clip(strength)
        namer = lazyName
    }

    /// A constraint named `prefix + item + suffix`, joined only when the name is read.
    package init(_ expression: LinearExpression, _ relation: RelationalOperator, strength: Double = Strength.required,
                 namePrefix: String = "", item: String, nameSuffix: String) {
        self.expression = expression.reduced
        self.relation = relation
        self.strength = Strength.clip(strength)
        nameParts = (namePrefix, item, nameSuffix)
    }

    /// Creates `lhs op rhs` with a strength.
    public convenience init(
        _ lhs: some LinearExpressible, _ relation: RelationalOperator, _ rhs: some LinearExpressible,
        strength: Double = Strength.required, name: String? = nil
    ) {
        self.init(lhs.linearExpression - rhs, relation, strength: strength, name: name)
    }

    /// The same relation with another strength (a new constraint).
    public func withStrength(_ strength: Double) -> Constraint {
        Constraint(expression, relation, strength: strength, name: name)
    }

    /// Whether the constraint is required (its strength is ``Strength/required``).
    public var isRequired: Bool { strength >= Strength.required }

    /// Whether the variables' current values violate the relation.
    public var isViolated: Bool {
        let value = expression.value
        switch relation {
        case .equal: return abs(value) > 1e-8
        case .lessThanOrEqual: return value > 1e-8
        case .greaterThanOrEqual: return value < -1e-8
        }
    }

    public var description: String {
        let terms = expression.terms.map { "\(format($0.coefficient)) * \($0.variable.name)" }
        let body = (terms + [format(expression.constant)]).joined(separator: " + ")
        return "\(name.map { "[\($0)] " } ?? "")\(body) \(relation.rawValue) 0 | strength = \(format(strength))"
    }
}

/// `lhs <= rhs` as a required constraint.
public func <= (lhs: some LinearExpressible, rhs: some LinearExpressible) -> Constraint {
    Constraint(lhs.linearExpression - rhs, .lessThanOrEqual)
}

/// `lhs <= rhs` as a required constraint.
public func <= (lhs: some LinearExpressible, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

/// `lhs <= rhs` as a required constraint.
public func <= (lhs: Double, rhs: some LinearExpressible) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

/// `lhs >= rhs` as a required constraint.
public func >= (lhs: some LinearExpressible, rhs: some LinearExpressible) -> Constraint {
    Constraint(lhs.linearExpression - rhs, .greaterThanOrEqual)
}

/// `lhs >= rhs` as a required constraint.
public func >= (lhs: some LinearExpressible, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// `lhs >= rhs` as a required constraint.
public func >= (lhs: Double, rhs: some LinearExpressible) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// `lhs == rhs` as a required constraint.
public func == (lhs: some LinearExpressible, rhs: some LinearExpressible) -> Constraint {
    Constraint(lhs.linearExpression - rhs, .equal)
}

/// `lhs == rhs` as a required constraint.
public func == (lhs: some LinearExpressible, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// `lhs == rhs` as a required constraint.
public func == (lhs: Double, rhs: some LinearExpressible) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// The constraint with another strength, as kiwi writes it: `(x >= 10) | Strength.weak`.
public func | (constraint: Constraint, strength: Double) -> Constraint {
    constraint.withStrength(strength)
}

/// A number formatted the same way on every machine: integers without a fraction, others
/// rounded to 6 decimals.
func format(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    let rounded = (value * 1e6).rounded() / 1e6
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return String(rounded)
}
