import LayoutSolver
import PropertyTesting
import Testing

/// A random linear system built around a known solution, so that it is feasible by
/// construction.
struct RandomSystem: CustomStringConvertible {
    struct Spec {
        var terms: [(variable: Int, coefficient: Int)]
        var relation: RelationalOperator
        /// How far inside the inequality the known solution lies.
        var margin: Int
        /// 0 = required; 1…3 = strong, medium, weak (optional).
        var tier: Int
    }

    var solution: [Int]
    var constraints: [Spec]

    var description: String { "solution \(solution), \(constraints.count) constraints" }

    static let strengths = [Strength.required, Strength.strong, Strength.medium, Strength.weak]

    /// Builds the constraints over fresh variables (named x0, x1, …).
    func build() -> (variables: [Variable], constraints: [Constraint]) {
        let variables = solution.indices.map { Variable("x\($0)") }
        let constraints = self.constraints.map { spec -> Constraint in
            let value = spec.terms.reduce(0) { $0 + $1.coefficient * solution[$1.variable] }
            let constant: Int
            switch spec.relation {
            case .equal: constant = -value
            case .lessThanOrEqual: constant = -value - spec.margin
            case .greaterThanOrEqual: constant = -value + spec.margin
            }
            let expression = LinearExpression(spec.terms.map { Term(variables[$0.variable], Double($0.coefficient)) }, Double(constant))
            return Constraint(expression, spec.relation, strength: RandomSystem.strengths[spec.tier])
        }
        return (variables, constraints)
    }

    static let gen: Gen<RandomSystem> = Gen.int(in: 1...8).flatMap { count in
        let term = Gen.zip(Gen.int(in: 0...(count - 1)), Gen.element(of: [1, -1, 2, -2, 3, -3]))
            .map { (variable: $0.0, coefficient: $0.1) }
        let spec = Gen.zip(
            term.array(count: 1...3), Gen.element(of: [RelationalOperator.equal, .lessThanOrEqual, .greaterThanOrEqual]),
            Gen.int(in: 0...20), Gen.frequency((3, Gen.constant(0)), (1, Gen.int(in: 1...3)))
        ).map { Spec(terms: $0.0, relation: $0.1, margin: $0.2, tier: $0.3) }
        return Gen.zip(Gen.int(in: -100...100).array(count: count...count), spec.array(count: 0...14))
            .map { RandomSystem(solution: $0.0, constraints: $0.1) }
    }
}

/// Weak stays at the known solution. Their weights are irrational-looking and distinct, so
/// that no two ways of absorbing a change cost the same: the optimum is unique and two
/// solvers must agree on it.
func staysAtSolution(_ variables: [Variable], _ system: RandomSystem) -> [Constraint] {
    variables.enumerated().map { i, v in
        (v == Double(system.solution[i])) | Strength.create(0, 0, 1, 1 + Double(i) * 0.1371 + Double(i * i) * 0.01173)
    }
}

@Suite("Solver properties on random feasible systems")
struct SolverPropertyTests {
    let config = CheckConfig(cases: 400, seed: 2026, readsEnvironment: false)

    func violation(_ c: Constraint) -> Double {
        let v = c.expression.value
        switch c.relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    @Test func everyConstraintHoldsWhenAllCanHoldTogether() {
        // Every constraint, required or optional, holds at the known solution, so the optimum
        // has zero error: all must be satisfied, required ones and optional ones alike.
        let result = check(RandomSystem.gen, config: config) { system in
            let (_, constraints) = system.build()
            let solver = Solver()
            for c in constraints { try solver.addConstraint(c) }
            solver.updateVariables()
            return constraints.allSatisfy { violation($0) < 1e-6 }
        }
        #expect(result.passed, "\(result.report)")
    }

    @Test func requiredConstraintsHoldAgainstConflictingOptionalOnes() {
        // Optional constraints pulling every variable somewhere else must never bend a
        // required one.
        let gen = Gen.zip(RandomSystem.gen, Gen.int(in: -300...300).array(count: 8...8))
        let result = check(gen, config: config) { system, targets in
            let (variables, constraints) = system.build()
            let solver = Solver()
            for c in constraints where c.isRequired { try solver.addConstraint(c) }
            for (i, v) in variables.enumerated() { try solver.addConstraint((v == Double(targets[i])) | Strength.strong) }
            solver.updateVariables()
            return constraints.filter(\.isRequired).allSatisfy { violation($0) < 1e-6 }
        }
        #expect(result.passed, "\(result.report)")
    }

    @Test func removingEveryConstraintEmptiesTheSolver() {
        let gen = Gen.zip(RandomSystem.gen, Gen.int(in: 0...1_000_000))
        let result = check(gen, config: config) { system, shuffleSeed in
            let (_, constraints) = system.build()
            let solver = Solver()
            for c in constraints { try solver.addConstraint(c) }
            var order = SeededRandom(seed: UInt64(shuffleSeed))
            for c in constraints.shuffled(using: &order) { try solver.removeConstraint(c) }
            return solver.isEmpty && solver.constraints.isEmpty
        }
        #expect(result.passed, "\(result.report)")
    }

    @Test func theSameSystemBuiltTwiceDumpsTheSameBytes() {
        let result = check(RandomSystem.gen, config: config) { system in
            func dump() throws -> String {
                let (_, constraints) = system.build()
                let solver = Solver()
                for c in constraints { try solver.addConstraint(c) }
                return solver.dump()
            }
            return try dump() == dump()
        }
        #expect(result.passed, "\(result.report)")
    }

    @Test func solversSharingVariablesEachSolveAsIfAlone() {
        // A variable remembers where the last solver to give it a symbol keeps it, as a hint
        // each solver checks: two solvers filling up in turn over the same variables (the second
        // in the reverse order) must each build the tableau a solver alone builds.
        let result = check(RandomSystem.gen, config: config) { system in
            let (_, constraints) = system.build()
            let alone = Solver()
            for c in constraints { try alone.addConstraint(c) }
            let first = Solver(), second = Solver()
            let copies = constraints.reversed().map { Constraint($0.expression, $0.relation, strength: $0.strength) }
            for (c, copy) in zip(constraints, copies) {
                try first.addConstraint(c)
                try second.addConstraint(copy)
            }
            return first.dump() == alone.dump()
        }
        #expect(result.passed, "\(result.report)")
    }

    @Test func solversSharingConstraintsEachKeepTheirOwn() {
        // A constraint names its marker in the last solver that added it, a hint each solver
        // checks: the same constraint objects added to two solvers in turn (the second in the
        // reverse order, so their markers differ), then removed from the first in a random
        // order, leave the first empty and the second as a solver alone.
        let gen = Gen.zip(RandomSystem.gen, Gen.int(in: 0...1_000_000))
        let result = check(gen, config: config) { system, shuffleSeed in
            let (_, constraints) = system.build()
            let first = Solver(), second = Solver()
            for (c, d) in zip(constraints, constraints.reversed()) {
                try first.addConstraint(c)
                try second.addConstraint(d)
            }
            let alone = Solver()
            for c in constraints.reversed() { try alone.addConstraint(c) }
            var order = SeededRandom(seed: UInt64(shuffleSeed))
            for c in constraints.shuffled(using: &order) {
                guard first.hasConstraint(c), second.hasConstraint(c) else { return false }
                try first.removeConstraint(c)
            }
            return first.isEmpty && constraints.allSatisfy { !first.hasConstraint($0) && second.hasConstraint($0) }
                && second.dump() == alone.dump()
        }
        #expect(result.passed, "\(result.report)")
    }

    @Test func suggestingAValueMatchesRebuildingWithItAsAConstraint() {
        let gen = Gen.zip(RandomSystem.gen, Gen.int(in: 0...7), Gen.int(in: -200...200).array(count: 1...3))
        let result = check(gen, config: config) { system, editIndex, suggestions in
            let required = RandomSystem(solution: system.solution, constraints: system.constraints.filter { $0.tier == 0 })
            let index = editIndex % system.solution.count
            func stays(_ variables: [Variable]) -> [Constraint] { staysAtSolution(variables, system) }
            let (variables, constraints) = required.build()
            let incremental = Solver()
            for c in constraints + stays(variables) { try incremental.addConstraint(c) }
            try incremental.addEditVariable(variables[index], strength: Strength.strong)
            for value in suggestions { try incremental.suggestValue(variables[index], Double(value)) }
            incremental.updateVariables()
            let incrementalValues = variables.map(\.value)

            let (fresh, freshConstraints) = required.build()
            let rebuilt = Solver()
            for c in freshConstraints + stays(fresh) { try rebuilt.addConstraint(c) }
            try rebuilt.addConstraint((fresh[index] == Double(suggestions.last!)) | Strength.strong)
            rebuilt.updateVariables()
            return zip(incrementalValues, fresh.map(\.value)).allSatisfy { abs($0 - $1) < 1e-6 }
        }
        #expect(result.passed, "\(result.report)")
    }

    @Test func changingAConstantMatchesRebuildingWithTheNewConstant() {
        let gen = Gen.zip(RandomSystem.gen, Gen.int(in: 0...20), Gen.int(in: -30...30))
        let result = check(gen.filter { !$0.0.constraints.isEmpty }, config: config) { system, pick, shift in
            func stays(_ variables: [Variable]) -> [Constraint] { staysAtSolution(variables, system) }
            let target = pick % system.constraints.count
            let (variables, constraints) = system.build()
            let incremental = Solver()
            for c in constraints + stays(variables) { try incremental.addConstraint(c) }
            let newConstant = constraints[target].expression.constant + Double(shift)
            var incrementalValues: [Double]?
            do {
                try incremental.setConstant(of: constraints[target], to: newConstant)
                incremental.updateVariables()
                incrementalValues = variables.map(\.value)
            } catch let error as SolverError where error.isUnsatisfiable {
                incrementalValues = nil
            }

            var (fresh, freshConstraints) = system.build()
            let old = freshConstraints[target]
            var expression = old.expression
            expression.constant = newConstant
            freshConstraints[target] = Constraint(expression, old.relation, strength: old.strength)
            let rebuilt = Solver()
            var rebuiltValues: [Double]? = fresh.map { _ in 0 }
            do {
                for c in freshConstraints + stays(fresh) { try rebuilt.addConstraint(c) }
                rebuilt.updateVariables()
                rebuiltValues = fresh.map(\.value)
            } catch let error as SolverError where error.isUnsatisfiable {
                rebuiltValues = nil
            }
            switch (incrementalValues, rebuiltValues) {
            case (nil, nil): return true
            case let (a?, b?): return zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }
            default: return false
            }
        }
        #expect(result.passed, "\(result.report)")
    }
}
