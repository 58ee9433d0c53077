import LayoutSolver
import Testing

/// The classic Cassowary cases (as in CassowarySwift's `CassowaryTests.swift`), with their
/// expected values.
@Suite("Classic Cassowary cases")
struct ClassicCassowaryTests {
    @Test func casso1() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        try s.addConstraint(x <= y)
        try s.addConstraint(y == x + 3)
        try s.addConstraint((x == 10) | Strength.weak)
        try s.addConstraint((y == 10) | Strength.weak)
        s.updateVariables()
        // Either weak constraint may win; both solutions are optimal.
        if abs(x.value - 10) < 1e-8 {
            #expect(y.value == 13)
        } else {
            #expect(x.value == 7 && y.value == 10)
        }
        // kiwi's pivoting rule picks this one, deterministically.
        #expect(x.value == 10 && y.value == 13)
    }

    @Test func addDelete1() throws {
        let x = Variable("x")
        let s = Solver()
        try s.addConstraint((x <= 100) | Strength.weak)
        s.updateVariables()
        #expect(x.value == 100)

        let c10 = x <= 10, c20 = x <= 20
        try s.addConstraint(c10)
        try s.addConstraint(c20)
        s.updateVariables()
        #expect(x.value == 10)

        try s.removeConstraint(c10)
        s.updateVariables()
        #expect(x.value == 20)

        try s.removeConstraint(c20)
        s.updateVariables()
        #expect(x.value == 100)

        let c10again = x <= 10
        try s.addConstraint(c10)
        try s.addConstraint(c10again)
        s.updateVariables()
        #expect(x.value == 10)

        try s.removeConstraint(c10)
        s.updateVariables()
        #expect(x.value == 10)

        try s.removeConstraint(c10again)
        s.updateVariables()
        #expect(x.value == 100)
    }

    @Test func addDelete2() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        try s.addConstraint((x == 100) | Strength.weak)
        try s.addConstraint((y == 120) | Strength.strong)
        let c10 = x <= 10, c20 = x <= 20
        try s.addConstraint(c10)
        try s.addConstraint(c20)
        s.updateVariables()
        #expect(x.value == 10 && y.value == 120)

        try s.removeConstraint(c10)
        s.updateVariables()
        #expect(x.value == 20 && y.value == 120)

        let cxy = 2.0 * x == y
        try s.addConstraint(cxy)
        s.updateVariables()
        #expect(x.value == 20 && y.value == 40)

        try s.removeConstraint(c20)
        s.updateVariables()
        #expect(x.value == 60 && y.value == 120)

        try s.removeConstraint(cxy)
        s.updateVariables()
        #expect(x.value == 100 && y.value == 120)
    }

    func expectUnsatisfiable(_ last: Constraint, in s: Solver) {
        #expect(throws: SolverError.self) { try s.addConstraint(last) }
        do { try s.addConstraint(last) } catch let error as SolverError {
            #expect(error.isUnsatisfiable)
        } catch {}
    }

    @Test func inconsistent1() throws {
        let x = Variable("x")
        let s = Solver()
        try s.addConstraint(x == 10)
        expectUnsatisfiable(x == 5, in: s)
    }

    @Test func inconsistent2() throws {
        let x = Variable("x")
        let s = Solver()
        try s.addConstraint(x >= 10)
        expectUnsatisfiable(x <= 5, in: s)
    }

    @Test func inconsistent3() throws {
        let w = Variable("w"), x = Variable("x"), y = Variable("y"), z = Variable("z")
        let s = Solver()
        try s.addConstraint(w >= 10)
        try s.addConstraint(x >= w)
        try s.addConstraint(y >= x)
        try s.addConstraint(z >= y)
        try s.addConstraint(z >= 8)
        expectUnsatisfiable(z <= 4, in: s)
    }

    /// The example of the Cassowary paper: a midpoint between two ends 10 apart, kept inside
    /// 0…100, with the midpoint dragged.
    @Test func paperExample() throws {
        let left = Variable("left"), mid = Variable("mid"), right = Variable("right")
        let s = Solver()
        try s.addConstraint(mid == (left + right) / 2)
        try s.addConstraint(right == left + 10)
        try s.addConstraint(right <= 100)
        try s.addConstraint(left >= 0)
        try s.addEditVariable(mid, strength: Strength.strong)

        try s.suggestValue(mid, 2)
        s.updateVariables()
        #expect(left.value == 0 && mid.value == 5 && right.value == 10)

        try s.suggestValue(mid, 50)
        s.updateVariables()
        #expect(left.value == 45 && mid.value == 50 && right.value == 55)

        try s.suggestValue(mid, 98)
        s.updateVariables()
        #expect(left.value == 90 && mid.value == 95 && right.value == 100)
    }

    /// The edit example: two edit variables moved together, the rest following.
    @Test func editExample() throws {
        let x = Variable("x"), y = Variable("y"), width = Variable("width")
        let s = Solver()
        try s.addConstraint(width == x + 50)
        try s.addConstraint((x == 20) | Strength.weak)
        try s.addConstraint((y == 30) | Strength.weak)
        s.updateVariables()
        #expect(x.value == 20 && y.value == 30 && width.value == 70)

        try s.addEditVariable(x, strength: Strength.strong)
        try s.addEditVariable(y, strength: Strength.strong)
        try s.suggestValue(x, 10)
        try s.suggestValue(y, 60)
        s.updateVariables()
        #expect(x.value == 10 && y.value == 60 && width.value == 60)

        try s.removeEditVariable(x)
        try s.removeEditVariable(y)
        s.updateVariables()
        #expect(x.value == 20 && y.value == 30 && width.value == 70)
    }

    @Test func uikitPrioritiesMapMonotonicallyBelowRequired() {
        #expect(Strength.forPriority(1000) == Strength.required)
        #expect(abs(Strength.forPriority(500) - Strength.medium) < 1e-6)
        #expect(abs(Strength.forPriority(250) - 31.6227766) < 1e-5)
        #expect(abs(Strength.forPriority(750) - 31622.7766) < 1e-2)
        var previous = 0.0
        for p in stride(from: Float(0), through: 999, by: 1) {
            let weight = Strength.forPriority(p)
            #expect(weight > previous)
            #expect(weight < Strength.strong)
            previous = weight
        }
    }
}
