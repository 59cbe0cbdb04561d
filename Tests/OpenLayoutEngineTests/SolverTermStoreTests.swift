import Testing
@testable import OpenLayoutEngine

/// The constraints' terms kept in one store (``Solver/termStore``).
@Suite struct SolverTermStoreTests {
    /// `count` chained variables: `v[i] = v[i-1] + 10 - 0.5·v[0]`-like
    /// constraints with three terms each, `v[0] = 1`.
    private func chain(_ solver: Solver, _ count: Int) throws -> ([Variable], [ConstraintHandle], [Constraint]) {
        let variables = (0..<count).map { _ in solver.makeVariable() }
        var constraints = [variables[0] == 1]
        for i in 1..<count {
            constraints.append(
                Constraint(
                    Expression([Term(variables[i]), Term(variables[i - 1], -1), Term(variables[0], 0.5)], constant: -10),
                    .equal))
        }
        let handles = try constraints.map { try solver.add($0) }
        return (variables, handles, constraints)
    }

    private func sameTerms(_ a: Constraint?, _ b: Constraint) -> Bool {
        guard let a else { return false }
        return a.expression.terms == b.expression.terms && a.expression.constant == b.expression.constant
            && a.relation == b.relation && a.strength == b.strength
    }

    @Test func aConstraintReadBackHasTheTermsItWasAddedWith() throws {
        let solver = Solver()
        let (_, handles, constraints) = try chain(solver, 5)
        for (handle, constraint) in zip(handles, constraints) {
            #expect(sameTerms(solver.constraint(handle), constraint))
        }
    }

    @Test func removalsLeaveGarbageThatTheNextAdditionCompactsAway() throws {
        let solver = Solver()
        let (variables, handles, constraints) = try chain(solver, 3_000)
        let stored = solver.termStore.count
        // Keep `v[0] = 1` and the last 100 links, whose terms then move
        // down the store.
        for handle in handles[1..<2_900].reversed() { try solver.remove(handle) }
        #expect(solver.termStore.garbage == stored - 1 - 100 * 3)
        let extra = try solver.add(variables[2_899] == 7)
        #expect(solver.termStore.garbage == 0)
        #expect(solver.termStore.count == 1 + 100 * 3 + 1)
        let kept = [0] + Array(2_900..<3_000)
        for index in kept { #expect(sameTerms(solver.constraint(handles[index]), constraints[index])) }
        #expect(solver.constraint(extra)?.expression.terms == [Term(variables[2_899])])
        #expect(solver.value(of: variables[2_999]) == 7 + 100 * 9.5)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func aRefusedConstantChangePutsTheConstraintBackAndCountsTheOldTermsAsGarbage() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(x == 4)
        try solver.add(y == 6)
        // Implied by the two definitions: in the tableau as a row of its
        // dummy, which a constant change takes out and adds again.
        let sum = try solver.add(x + y == 10)
        let (stored, garbage) = (solver.termStore.count, solver.termStore.garbage)
        #expect(throws: SolverError.self) { try solver.setConstant(-12, of: sum) }
        #expect(solver.termStore.count == stored + 2)
        #expect(solver.termStore.garbage == garbage + 2)
        #expect(solver.constraint(sum)?.expression.terms == [Term(x), Term(y)])
        #expect(solver.constraint(sum)?.expression.constant == -10)
        #expect(solver.value(of: x) == 4 && solver.value(of: y) == 6)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func removedDefinitionsLeaveCellsThatTheNextDefinitionCompactsAway() throws {
        let solver = Solver()
        let (variables, handles, _) = try chain(solver, 3_000)
        // Enough other constraints that removing most links is not a rebuild.
        for variable in variables { try solver.add((variable >= 0) | .weak) }
        let cells = solver.definitionCells.count
        for handle in handles[1..<2_900].reversed() { try solver.remove(handle) }
        solver.applyDeferredRemovals()
        let garbage = solver.definitionCells.garbage
        #expect(garbage > cells / 2)
        #expect(solver.definitionCells.count == cells)
        let w = solver.makeVariable()
        try solver.add(w == variables[2_999] + 1)
        #expect(solver.definitionCells.garbage == 0)
        #expect(solver.definitionCells.count == cells - garbage + 1)
        #expect(solver.value(of: w) == solver.value(of: variables[2_999]) + 1)
        #expect(solver.value(of: variables[2_999]) - solver.value(of: variables[2_900]) == 99 * 9.5)
        #expect(solver.brokenInvariant() == nil)
    }
}
