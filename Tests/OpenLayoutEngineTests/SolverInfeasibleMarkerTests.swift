import Testing
@testable import OpenLayoutEngine

/// A required row with no feasible subject (every variable in it already
/// basic, its new slack or dummy of the wrong sign) enters with that
/// marker infeasible and the dual simplex repairs it, where kiwi adds it
/// through an artificial variable: the same optimum, the same refusals.
@Suite struct SolverInfeasibleMarkerTests {
    /// `x ≥ 10` (required) with `x == 0` (weak): x is basic in terms of
    /// the floor's slack and the weak errors only.
    private func flooredSolver() throws -> (Solver, Variable, ConstraintHandle) {
        let solver = Solver()
        let x = solver.makeVariable()
        let floor = try solver.add(x >= 10)
        try solver.add((x == 0) | .weak)
        return (solver, x, floor)
    }

    @Test func aViolatedRequiredInequalityEntersInfeasibleAndIsRepaired() throws {
        let (solver, x, _) = try flooredSolver()
        let entries = solver.tableau.infeasibleEntries
        try solver.add(x >= 15)
        #expect(solver.tableau.infeasibleEntries == entries + 1)
        #expect(solver.value(of: x) == 15)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func aViolatedRequiredEqualityEntersWithItsDummyAndIsRepaired() throws {
        let (solver, x, _) = try flooredSolver()
        let entries = solver.tableau.infeasibleEntries
        try solver.add(x == 12)
        #expect(solver.tableau.infeasibleEntries == entries + 1)
        #expect(solver.value(of: x) == 12)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func anInequalityNothingCanRepairIsRefusedWithTheConstraintItContradicts() throws {
        let (solver, x, floor) = try flooredSolver()
        let entries = solver.tableau.infeasibleEntries
        #expect(throws: SolverError.unsatisfiable(conflicting: [floor])) { try solver.add(x <= 5) }
        #expect(solver.tableau.infeasibleEntries == entries + 1)
        #expect(solver.value(of: x) == 10)
        #expect(solver.constraintCount == 2)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test(arguments: 0..<16)
    func randomSystemsReachKiwisOptimumAndRefusals(seed: UInt64) throws {
        var random = SplitMix64(seed: seed &+ 5000)
        let solver = Solver(), reference = Solver()
        reference.tableau.entersInfeasibleMarkers = false
        let variables = (0..<6).map { _ in (solver.makeVariable(), reference.makeVariable()) }
        var live: [(ConstraintHandle, ConstraintHandle)] = []
        for step in 0..<80 {
            if random.next(100) < 75 || live.isEmpty {
                let (constraint, copy) = randomConstraintPair(&random, variables)
                let added = Result { try solver.add(constraint) }
                let referenceAdded = Result { try reference.add(copy) }
                switch (added, referenceAdded) {
                case (.success(let handle), .success(let referenceHandle)): live.append((handle, referenceHandle))
                case (.failure, .failure): break
                default: Issue.record("step \(step): one solver refused what the other accepted")
                }
            } else {
                let (handle, referenceHandle) = live.remove(at: Int(random.next(UInt64(live.count))))
                try solver.remove(handle)
                try reference.remove(referenceHandle)
            }
            #expect(solver.brokenInvariant() == nil, "step \(step)")
            #expect(
                LevelErrors.agree(solver.levelErrors(), reference.levelErrors()),
                "step \(step): \(solver.levelErrors()) against kiwi's \(reference.levelErrors())")
        }
        #expect(reference.tableau.infeasibleEntries == 0)
        #expect(solver.tableau.infeasibleEntries > 0, "no row entered infeasible: the test no longer covers it")
    }

    /// One random constraint over one to three variables, for each solver.
    private func randomConstraintPair(
        _ random: inout SplitMix64, _ variables: [(Variable, Variable)]
    ) -> (Constraint, Constraint) {
        let constant = Double(Int(random.next(101)) - 50)
        var expression = Expression(constant: constant), copy = Expression(constant: constant)
        for _ in 0..<(1 + random.next(3)) {
            let coefficient = Double(Int(random.next(7)) - 3)
            let (variable, referenceVariable) = variables[Int(random.next(UInt64(variables.count)))]
            expression.terms.append(Term(variable, coefficient == 0 ? 1 : coefficient))
            copy.terms.append(Term(referenceVariable, coefficient == 0 ? 1 : coefficient))
        }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(random.next(3))]
        let strengths: [Strength] = [.required, .required, .level(750), .level(250), .level(1)]
        let strength = strengths[Int(random.next(UInt64(strengths.count)))]
        return (Constraint(expression, relation, strength: strength), Constraint(copy, relation, strength: strength))
    }
}
