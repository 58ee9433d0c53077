/// A variable times a coefficient.
public struct Term: CustomStringConvertible {
    /// The variable.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// Creates `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String { "\(coefficient) * \(variable.name)" }
}

/// A linear expression: a sum of terms plus a constant.
public struct LinearExpression: CustomStringConvertible {
    /// The terms, in the order they were written.
    public var terms: [Term]
    /// The constant.
    public var constant: Double

    /// Creates `Σ terms + constant`.
    public init(_ terms: [Term] = [], _ constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)], 0)
    }

    /// The expression `constant`.
    public init(constant: Double) {
        self.init([], constant)
    }

    /// The expression's value from the variables' current values.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// The same expression with the terms of each variable merged, in first-appearance order,
    /// and zero coefficients dropped.
    public var reduced: LinearExpression {
        // Expressions are short (a constraint names one to four variables): a linear scan
        // finds a repeated variable faster than hashing; the sums are the same, in the same order.
        if terms.count <= 16 {
            // Already reduced (no variable twice, no zero coefficient: what constraints are
            // mostly built from): the same terms, without building a new array.
            if isReduced { return self }
            var merged: [Term] = []
            merged.reserveCapacity(terms.count)
            outer: for term in terms {
                for index in merged.indices where merged[index].variable === term.variable {
                    merged[index].coefficient += term.coefficient
                    continue outer
                }
                var first = Term(term.variable, 0)
                first.coefficient += term.coefficient
                merged.append(first)
            }
            merged.removeAll { $0.coefficient == 0 }
            return LinearExpression(merged, constant)
        }
        var order: [ObjectIdentifier] = []
        var merged: [ObjectIdentifier: Term] = [:]
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if merged[key] == nil { order.append(key); merged[key] = Term(term.variable, 0) }
            merged[key]!.coefficient += term.coefficient
        }
        return LinearExpression(order.compactMap { merged[$0] }.filter { $0.coefficient != 0 }, constant)
    }

    /// Whether no variable appears twice and no coefficient is zero (`reduced` would return
    /// the same terms, bit for bit: a sum `0 + c` is `c` for every non-zero `c`).
    private var isReduced: Bool {
        for index in terms.indices {
            if terms[index].coefficient == 0 { return false }
            let variable = terms[index].variable
            for earlier in 0..<index where terms[earlier].variable === variable { return false }
        }
        return true
    }

    public var description: String {
        (terms.map(\.description) + ["\(constant)"]).joined(separator: " + ")
    }
}

// MARK: - Building expressions

// The same operations on concrete expressions, inlinable: the generic operators below are
// called across modules unspecialised (witness tables, an array per intermediate), which was
// a large part of building a window's constraints. Same terms in the same order, same sums.

/// `lhs + rhs`.
@inlinable
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var terms = lhs.terms
    terms.append(contentsOf: rhs.terms)
    return LinearExpression(terms, lhs.constant + rhs.constant)
}

/// `lhs − rhs`: `lhs + (−1·rhs)`.
@inlinable
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var terms = lhs.terms
    terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
    for term in rhs.terms { terms.append(Term(term.variable, term.coefficient * -1.0)) }
    return LinearExpression(terms, lhs.constant + rhs.constant * -1.0)
}

/// `lhs + rhs`.
@inlinable
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms, lhs.constant + rhs)
}

/// `lhs − rhs`: `lhs + (−rhs)`.
@inlinable
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms, lhs.constant + (-rhs))
}

/// `lhs · rhs`.
@inlinable
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(rhs.terms.map { Term($0.variable, $0.coefficient * lhs) }, rhs.constant * lhs)
}


/// A value that can take part in a linear expression: a variable, a term, an expression or
/// a number.
public protocol LinearExpressible {
    /// The value as an expression.
    var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressible {
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Term: LinearExpressible {
    public var linearExpression: LinearExpression { LinearExpression([self], 0) }
}

extension LinearExpression: LinearExpressible {
    public var linearExpression: LinearExpression { self }
}

/// The sum of two linear values.
public func + (lhs: some LinearExpressible, rhs: some LinearExpressible) -> LinearExpression {
    let a = lhs.linearExpression, b = rhs.linearExpression
    return LinearExpression(a.terms + b.terms, a.constant + b.constant)
}

/// A linear value plus a number.
public func + (lhs: some LinearExpressible, rhs: Double) -> LinearExpression {
    let a = lhs.linearExpression
    return LinearExpression(a.terms, a.constant + rhs)
}

/// A number plus a linear value.
public func + (lhs: Double, rhs: some LinearExpressible) -> LinearExpression {
    rhs + lhs
}

/// The difference of two linear values.
public func - (lhs: some LinearExpressible, rhs: some LinearExpressible) -> LinearExpression {
    lhs + (-1.0 * rhs)
}

/// A linear value minus a number.
public func - (lhs: some LinearExpressible, rhs: Double) -> LinearExpression {
    lhs + (-rhs)
}

/// A number minus a linear value.
public func - (lhs: Double, rhs: some LinearExpressible) -> LinearExpression {
    (-1.0 * rhs) + lhs
}

/// A linear value negated.
public prefix func - (value: some LinearExpressible) -> LinearExpression {
    -1.0 * value
}

/// A linear value scaled by a number.
public func * (lhs: Double, rhs: some LinearExpressible) -> LinearExpression {
    let e = rhs.linearExpression
    return LinearExpression(e.terms.map { Term($0.variable, $0.coefficient * lhs) }, e.constant * lhs)
}

/// A linear value scaled by a number.
public func * (lhs: some LinearExpressible, rhs: Double) -> LinearExpression {
    rhs * lhs
}

/// A linear value divided by a number.
public func / (lhs: some LinearExpressible, rhs: Double) -> LinearExpression {
    (1 / rhs) * lhs
}
