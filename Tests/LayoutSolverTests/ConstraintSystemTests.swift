import LayoutSolver
import Testing

@Suite("Conflicts are handled like UIKit")
struct ConstraintSystemTests {
    func named(_ c: Constraint, _ name: String) -> Constraint {
        c.name = name
        return c
    }

    @Test func aConflictingRequiredConstraintIsBrokenWithADiagnosticAndLayoutGoesOn() {
        let x = Variable("x"), y = Variable("y")
        let system = ConstraintSystem()
        let fixed = named(x == 10, "x == 10")
        let conflicting = named(x <= 5, "x <= 5")
        let unrelated = named(y == 3, "y == 3")
        system.activate(fixed)
        let diagnostics = system.activate([conflicting, unrelated])
        system.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 3)
        #expect(system.broken.map(\.name) == ["x <= 5"])
        #expect(system.isActive(conflicting) && system.isBroken(conflicting))
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].broken === conflicting)
        #expect(diagnostics[0].conflicting.map(\.name) == ["x == 10", "x <= 5"])
        #expect(diagnostics[0].description == """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
                "x == 10 (active)",
                "x <= 5 (active)",
            )

            Will attempt to recover by breaking constraint
            x <= 5
            """)
    }

    @Test func theConflictSetIsMinimal() {
        let w = Variable("w"), x = Variable("x"), z = Variable("z"), y = Variable("y")
        let system = ConstraintSystem()
        system.activate([
            named(w >= 10, "w >= 10"), named(x <= 1000, "x <= 1000"), named(x >= w, "x >= w"),
            named(y == 7, "y == 7"), named(z >= x, "z >= x"), named((z == 0) | Strength.strong, "z == 0 (strong)"),
        ])
        let diagnostics = system.activate(named(z <= 4, "z <= 4"))
        #expect(diagnostics.first?.conflicting.map(\.name) == ["w >= 10", "x >= w", "z >= x", "z <= 4"])
        system.updateVariables()
        #expect(z.value == 10)
    }

    /// A stack pinned above a keyboard guide with a required minimum top: when the guide
    /// rises too far, the later-activated constraint (the app's) is broken; when it comes
    /// back down, the conflict heals.
    @Test func aConstantChangeThatConflictsBreaksTheLaterConstraintAndHeals() {
        let guide = Variable("guide"), top = Variable("top")
        let system = ConstraintSystem()
        let guidePosition = named(guide == 800, "guide == 800")
        let pinned = named(top + 300 == guide, "stack.bottom == guide.top")
        let minimumTop = named(top >= 50, "stack.top >= 50")
        system.activate([guidePosition, pinned, minimumTop])
        system.updateVariables()
        #expect(top.value == 500)
        #expect(system.rebuildCount == 0)

        system.setConstant(of: guidePosition, to: -600)   // guide at 600: still fine, incremental
        system.updateVariables()
        #expect(top.value == 300)
        #expect(system.rebuildCount == 0)

        let diagnostics = system.setConstant(of: guidePosition, to: -300)
        system.updateVariables()
        #expect(top.value == 0)
        #expect(system.broken.map(\.name) == ["stack.top >= 50"])
        #expect(diagnostics.map(\.broken.name) == ["stack.top >= 50"])
        #expect(diagnostics.first?.conflicting.map(\.name) == ["guide == 800", "stack.bottom == guide.top", "stack.top >= 50"])

        system.setConstant(of: guidePosition, to: -800)
        system.updateVariables()
        #expect(top.value == 500)
        #expect(system.broken.isEmpty)
        #expect(system.diagnostics.count == 1)
    }

    @Test func deactivatingABrokenConstraintForgetsIt() {
        let x = Variable("x")
        let system = ConstraintSystem()
        let a = x == 1, b = x == 2
        system.activate([a, b])
        #expect(system.isBroken(b))
        system.deactivate(b)
        #expect(!system.isActive(b) && system.broken.isEmpty)
        system.deactivate(a)
        system.activate(b)
        system.updateVariables()
        #expect(x.value == 2)
        #expect(system.broken.isEmpty)
    }

    /// UIKit refuses to switch an installed constraint between required and optional;
    /// optional ↔ optional changes are fine.
    @Test func switchingBetweenRequiredAndOptionalIsRefused() throws {
        let x = Variable("x")
        let system = ConstraintSystem()
        let required = x == 10
        let optional = (x == 20) | Strength.weak
        system.activate([required, optional])
        #expect(throws: ConstraintSystemError.self) { try system.changeStrength(of: required, to: Strength.strong) }
        #expect(throws: ConstraintSystemError.self) { try system.changeStrength(of: optional, to: Strength.required) }
        let stronger = try system.changeStrength(of: optional, to: Strength.medium)
        #expect(system.active.count == 2 && system.active[1] === stronger && stronger.strength == Strength.medium)
        system.updateVariables()
        #expect(x.value == 10)
    }

    @Test func activationIsIdempotent() {
        let x = Variable("x")
        let system = ConstraintSystem()
        let c = x == 4
        system.activate(c)
        #expect(system.activate(c).isEmpty)
        #expect(system.active.count == 1)
        system.deactivate(c)
        system.deactivate(c)
        #expect(system.active.isEmpty)
    }
}
