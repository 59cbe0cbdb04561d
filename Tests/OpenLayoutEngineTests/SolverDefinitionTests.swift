import Testing
@testable import OpenLayoutEngine

/// Required equalities whose subject nothing used yet are definitions,
/// kept out of the tableau (`Solver+Definitions.swift`).
@Suite struct SolverDefinitionTests {
    /// `v0 == 0`, then `v[i] == v[i-1] + 100`: the handles, in order.
    private func chain(_ solver: Solver, _ v: [Variable]) throws -> [ConstraintHandle] {
        var links = [try solver.add(v[0] == 0)]
        for i in 1..<v.count { links.append(try solver.add(v[i] == v[i - 1] + 100)) }
        return links
    }

    @Test func aChainOfEqualitiesNeedsNoRowsUpToTheDefinitionReach() throws {
        let solver = Solver()
        let v = (0..<Solver.definitionReach).map { solver.makeVariable("v\($0)") }
        _ = try chain(solver, v)
        #expect(solver.rowCount == 0)
        #expect(solver.value(of: v.last!) == Double(100 * (v.count - 1)))
    }

    @Test func aLongerChainPutsOneLinkPerReachInTheTableau() throws {
        let solver = Solver()
        let v = (0..<50).map { solver.makeVariable("v\($0)") }
        _ = try chain(solver, v)
        #expect(solver.rowCount == 1)
        #expect(v.map { solver.value(of: $0) } == (0..<50).map { Double($0 * 100) })
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func changingALinksConstantMovesEveryLaterLink() throws {
        let solver = Solver()
        let v = (0..<20).map { _ in solver.makeVariable() }
        let links = try chain(solver, v)
        try solver.setConstant(-250, of: links[10])
        #expect(solver.value(of: v[9]) == 900)
        #expect(solver.value(of: v[10]) == 1150)
        #expect(solver.value(of: v[19]) == 2050)
    }

    @Test func removingALinkFreesTheLinksAfterIt() throws {
        let solver = Solver()
        let v = (0..<20).map { _ in solver.makeVariable() }
        let links = try chain(solver, v)
        try solver.remove(links[10])
        #expect(!solver.isAmbiguous(v[9]))
        #expect(solver.isAmbiguous(v[10]) && solver.isAmbiguous(v[19]))
        #expect(solver.value(of: v[19]) - solver.value(of: v[10]) == 900)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func aContradictionThroughDefinitionsNamesThem() throws {
        let solver = Solver()
        let v = (0..<8).map { _ in solver.makeVariable() }
        let links = try chain(solver, v)
        #expect(throws: SolverError.unsatisfiable(conflicting: Array(links[0...5]))) {
            try solver.add(v[5] >= 1000)
        }
        #expect(solver.value(of: v[5]) == 500)
    }

    @Test func aDefinitionsNewConstantReachesTheConstraintsItWasSubstitutedInto() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let definition = try solver.add(x == 10)
        try solver.add(y >= x + 5)
        try solver.add((y == 0) | .weak)
        #expect(solver.value(of: y) == 15)
        try solver.setConstant(-30, of: definition)
        #expect(solver.value(of: x) == 30)
        #expect(solver.value(of: y) == 35)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func aDefinitionsConstantThatContradictsARequiredBoundIsRefused() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let definition = try solver.add(x == 10)
        let bound = try solver.add(x <= 20)
        #expect(throws: SolverError.unsatisfiable(conflicting: [bound])) {
            try solver.setConstant(-30, of: definition)
        }
        #expect(solver.constraint(definition)?.expression.constant == -10)
        #expect(solver.value(of: x) == 10)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func dependencesThatCancelDoNotMakeAVariableAmbiguous() throws {
        let solver = Solver()
        let left = solver.makeVariable(), right = solver.makeVariable(), width = solver.makeVariable()
        try solver.add(right == left + 10)
        try solver.add(width == right - left)
        #expect(solver.isAmbiguous(left) && solver.isAmbiguous(right))
        #expect(!solver.isAmbiguous(width))
        #expect(solver.ambiguity(of: [left, right, width]) == [true, true, false])
        #expect(solver.value(of: width) == 10)
    }

    @Test func manyVariablesAskedAtOnceGetTheAnswersAskedOneByOne() throws {
        // 100 rows of three: a pinned start, a width between two free
        // edges (their dependences cancel), and a variable defined from a
        // free one (ambiguous through its definition): 300 variables take
        // the path that reads the objective once.
        let solver = Solver()
        var variables: [Variable] = []
        var expected: [Bool] = []
        for index in 0..<100 {
            let start = solver.makeVariable(), left = solver.makeVariable(), right = solver.makeVariable()
            let width = solver.makeVariable(), follower = solver.makeVariable()
            try solver.add(start == Double(index))
            try solver.add(right == left + 10)
            try solver.add(width == right - left)
            try solver.add(follower == left + start)
            variables += [start, width, follower]
            expected += [false, false, true]
        }
        #expect(solver.ambiguity(of: variables) == expected)
        #expect(variables.map(solver.isAmbiguous) == expected)
    }

    @Test func removingADefinitionBringsItsUsersBackWithTheVariable() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let definition = try solver.add(x == 10)
        try solver.add(y >= x + 5)
        try solver.add((x == 100) | .strong)
        try solver.add((y == 0) | .weak)
        #expect(solver.value(of: y) == 15)
        try solver.remove(definition)
        #expect(solver.value(of: x) == 100)
        #expect(solver.value(of: y) == 105)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func aDefinitionsUsesStayAFewEntriesOverAddRemoveCycles() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let definition = try solver.add(x == 10)
        for step in 0..<1_000 {
            let bound = try solver.add(y >= x + Double(step % 7))
            #expect(solver.value(of: y) >= 10)
            try solver.remove(bound)
        }
        solver.applyDeferredRemovals()
        #expect(solver.uses.count <= 4)
        try solver.setConstant(-20, of: definition)
        try solver.add(y >= x + 1)
        #expect(solver.value(of: y) == 21)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func twoDefinitionsUsedByTheSameConstraintsKeepTheirOwnUses() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        let first = try solver.add(x == 10)
        let second = try solver.add(y == 20)
        try solver.add(z >= x + y)
        try solver.add((z == 0) | .weak)
        #expect(solver.value(of: z) == 30)
        try solver.setConstant(-15, of: first)
        #expect(solver.value(of: z) == 35)
        try solver.remove(second)
        try solver.add((y == 0) | .strong)
        #expect(solver.value(of: z) == 15)
        #expect(solver.brokenInvariant() == nil)
    }
}
