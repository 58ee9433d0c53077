import LayoutSolver
import Testing

/// kiwi's own solver suite (`tests/SolverTest.cpp`, mirrored by `py/tests/test_solver.py`),
/// ported with its expected values.
@Suite("kiwi's solver tests")
struct KiwiSolverTests {
    func expectError(_ body: () throws -> Void, _ matches: (SolverError) -> Bool, _ what: String) {
        do {
            try body()
            Issue.record("expected \(what)")
        } catch let error as SolverError {
            #expect(matches(error), "expected \(what), got \(error)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func managingEditVariables() throws {
        let v1 = Variable("foo"), v2 = Variable("bar")
        let s = Solver()
        #expect(!s.hasEditVariable(v1))
        try s.addEditVariable(v1, strength: Strength.weak)
        #expect(s.hasEditVariable(v1))
        expectError({ try s.addEditVariable(v1, strength: Strength.medium) }, {
            if case let .duplicateEditVariable(v) = $0 { return v === v1 }
            return false
        }, "DuplicateEditVariable")
        expectError({ try s.removeEditVariable(v2) }, {
            if case let .unknownEditVariable(v) = $0 { return v === v2 }
            return false
        }, "UnknownEditVariable")
        try s.removeEditVariable(v1)
        #expect(!s.hasEditVariable(v1))
        expectError({ try s.addEditVariable(v1, strength: Strength.required) }, {
            if case .badRequiredStrength = $0 { return true }
            return false
        }, "BadRequiredStrength")
        try s.addEditVariable(v2, strength: Strength.strong)
        #expect(s.hasEditVariable(v2))
        expectError({ try s.suggestValue(v1, 10) }, {
            if case .unknownEditVariable = $0 { return true }
            return false
        }, "UnknownEditVariable")
        s.reset()
        #expect(!s.hasEditVariable(v2))
    }

    @Test func suggestingValuesForEditVariables() throws {
        // An edit variable entering a weak equality.
        do {
            let v1 = Variable("foo")
            let s = Solver()
            try s.addEditVariable(v1, strength: Strength.medium)
            try s.addConstraint((v1 == 1) | Strength.weak)
            try s.suggestValue(v1, 2)
            s.updateVariables()
            #expect(v1.value == 2)
        }
        // An edit variable entering multiple solver rows.
        do {
            let v1 = Variable("foo"), v2 = Variable("bar")
            let s = Solver()
            try s.addEditVariable(v2, strength: Strength.weak)
            try s.addConstraint(v1 + v2 == 0)
            try s.addConstraint(v2 <= -1)
            try s.addConstraint((v2 >= 0) | Strength.weak)
            try s.suggestValue(v2, 0)
            s.updateVariables()
            #expect(v2.value <= -1)
        }
    }

    @Test func solvingAnUnderConstrainedSystem() throws {
        let v = Variable("foo")
        let c = 2.0 * v + 1 >= 0
        let s = Solver()
        try s.addEditVariable(v, strength: Strength.weak)
        try s.addConstraint(c)
        try s.suggestValue(v, 10)
        s.updateVariables()
        #expect(c.expression.value == 21)
        #expect(c.expression.terms[0].coefficient * c.expression.terms[0].variable.value == 20)
        #expect(v.value == 10)
    }

    @Test func solvingWithStrengths() throws {
        let v1 = Variable("foo"), v2 = Variable("bar")
        let s = Solver()
        try s.addConstraint(v1 + v2 == 0)
        try s.addConstraint(v1 == 10)
        try s.addConstraint((v2 >= 0) | Strength.weak)
        s.updateVariables()
        #expect(v1.value == 10 && v2.value == -10)

        s.reset()
        try s.addConstraint(v1 + v2 == 0)
        try s.addConstraint((v1 >= 10) | Strength.medium)
        try s.addConstraint((v2 == 2) | Strength.strong)
        s.updateVariables()
        #expect(v1.value == -2 && v2.value == 2)
    }

    /// The dual-optimize path: a suggestion makes a row infeasible and the dual simplex
    /// repairs it.
    @Test func handlingInfeasibleConstraintsThroughTheDualSimplex() throws {
        let xm = Variable("xm"), xl = Variable("xl"), xr = Variable("xr")
        let s = Solver()
        try s.addEditVariable(xm, strength: Strength.strong)
        try s.addEditVariable(xl, strength: Strength.weak)
        try s.addEditVariable(xr, strength: Strength.weak)
        try s.addConstraint(2.0 * xm == xl + xr)
        try s.addConstraint(xl + 20 <= xr)
        try s.addConstraint(xl >= -10)
        try s.addConstraint(xr <= 100)
        try s.suggestValue(xm, 40)
        try s.suggestValue(xr, 50)
        try s.suggestValue(xl, 30)
        try s.suggestValue(xm, 60)  // a normal update
        try s.suggestValue(xm, 90)  // infeasible: triggers the dual optimisation
        s.updateVariables()
        #expect(xl.value + xr.value == 2 * xm.value)
        #expect(xl.value == 80)
        #expect(xr.value == 100)
    }

    @Test func constraintViolation() throws {
        let s = Solver()
        let v = Variable("foo")
        let c1 = (v >= 10) | Strength.required
        let c2 = v <= -5
        let c3 = (v == 3) | Strength.strong
        try s.addConstraint(c1)
        try s.addConstraint(c3)
        s.updateVariables()
        #expect(v.value >= 10)
        #expect(!c1.isViolated)
        #expect(c3.isViolated)
        expectError({ try s.addConstraint(c2) }, { $0.isUnsatisfiable }, "UnsatisfiableConstraint")
        #expect(c2.isViolated)
    }

    @Test func managingConstraints() throws {
        let v = Variable("foo")
        let c1 = v >= 1, c2 = v <= 0
        let s = Solver()
        #expect(!s.hasConstraint(c1))
        try s.addConstraint(c1)
        #expect(s.hasConstraint(c1))
        expectError({ try s.addConstraint(c1) }, {
            if case let .duplicateConstraint(c) = $0 { return c === c1 }
            return false
        }, "DuplicateConstraint")
        expectError({ try s.removeConstraint(c2) }, {
            if case let .unknownConstraint(c) = $0 { return c === c2 }
            return false
        }, "UnknownConstraint")
        expectError({ try s.addConstraint(c2) }, { $0.isUnsatisfiable }, "UnsatisfiableConstraint")
        try s.removeConstraint(c1)
        #expect(!s.hasConstraint(c1))
        try s.addConstraint(c2)
        #expect(s.hasConstraint(c2))
        s.reset()
        #expect(!s.hasConstraint(c2))
    }

    @Test func structurallyEqualRequiredEqualitiesAreRedundantNotConflicting() throws {
        let x = Variable("x")
        let s = Solver()
        try s.addConstraint(x == 10)
        try s.addConstraint(x == 10)
        s.updateVariables()
        #expect(x.value == 10)
        expectError({ try s.addConstraint(x == 11) }, { $0.isUnsatisfiable }, "UnsatisfiableConstraint")
    }

    /// Derived by hand: x = v1, y = v2, the slack of `x + 10 <= y` is s3, the weak equality's
    /// errors are e4/e5 and the edit's e6/e7; suggesting y = 40 makes e5's row infeasible
    /// and the dual simplex pivots s3 in (ratio 1 beats e4's 2), giving x = 5, y = 40.
    @Test func dumpListsObjectiveTableauVariablesEditsAndConstraints() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        try s.addConstraint(x + 10 <= y)
        try s.addConstraint((x == 5) | Strength.weak)
        try s.addEditVariable(y, strength: Strength.strong)
        try s.suggestValue(y, 40)
        #expect(s.dump() == """
            Objective
            ---------
            40 + 1 * e4 + 1 * e5 + 1000000 * e6 + 1000000 * e7

            Tableau
            -------
            v1 | 5 + 1 * e4 + -1 * e5
            v2 | 40 + 1 * e6 + -1 * e7
            s3 | 25 + -1 * e4 + 1 * e5 + 1 * e6 + -1 * e7

            Infeasible
            ----------

            Variables
            ---------
            x = v1
            y = v2

            Edit Variables
            --------------
            y

            Constraints
            -----------
            1 * x + -1 * y + 10 <= 0 | strength = 1001001000
            1 * x + -5 == 0 | strength = 1
            1 * y + 0 == 0 | strength = 1000000

            """)
    }
}

/// kiwi's `tests/SimplexTest.cpp` idea: a linear program solved by pushing a weak edit
/// variable as far as the constraints allow.
@Suite("kiwi's simplex tests")
struct KiwiSimplexTests {
    @Test func maximisingThroughAWeakEditVariable() throws {
        // maximise 3x + 2y  subject to  x + y ≤ 4,  x + 3y ≤ 6,  x, y ≥ 0  →  x = 4, y = 0, z = 12
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let s = Solver()
        try s.addConstraint(x >= 0)
        try s.addConstraint(y >= 0)
        try s.addConstraint(x + y <= 4)
        try s.addConstraint(x + 3.0 * y <= 6)
        try s.addConstraint(z == 3.0 * x + 2.0 * y)
        try s.addEditVariable(z, strength: Strength.weak)
        try s.suggestValue(z, 1_000_000)
        s.updateVariables()
        #expect(x.value == 4)
        #expect(y.value == 0)
        #expect(z.value == 12)
    }

    @Test func minimisingThroughAWeakEditVariable() throws {
        // minimise x + y  subject to  x + 2y ≥ 4,  3x + y ≥ 6  →  x = 1.6, y = 1.2
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let s = Solver()
        try s.addConstraint(x + 2.0 * y >= 4)
        try s.addConstraint(3.0 * x + y >= 6)
        try s.addConstraint(z == x + y)
        try s.addEditVariable(z, strength: Strength.weak)
        try s.suggestValue(z, -1_000_000)
        s.updateVariables()
        #expect(abs(x.value - 1.6) < 1e-9)
        #expect(abs(y.value - 1.2) < 1e-9)
    }
}
