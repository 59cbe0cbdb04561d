import Testing
@testable import OpenLayoutEngine

@Suite struct SolverVariableTests {
    @Test func aVariableNoConstraintDeterminesIsZeroAndAmbiguous() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        #expect(solver.value(of: x) == 0)
        #expect(solver.isAmbiguous(x))
        #expect(solver.name(of: x) == "x")
    }

    @Test func aPinnedVariableIsNotAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(x == 3)
        #expect(!solver.isAmbiguous(x))
    }

    @Test func aVariableTiedOnlyToAnotherFreeOneIsAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(x == y + 10)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
    }

    @Test func aVariableBetweenTwoBoundsIsAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(x >= 0)
        try solver.add(x <= 100)
        #expect(solver.isAmbiguous(x))
    }

    @Test func aVariableInUseCannotBeRemoved() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let handle = try solver.add(x == 3)
        #expect(throws: SolverError.variableInUse) { try solver.removeVariable(x) }
        try solver.remove(handle)
        try solver.removeVariable(x)
        #expect(!solver.contains(x))
        #expect(throws: SolverError.unknownVariable) { try solver.removeVariable(x) }
    }

    @Test func aRemovedVariablesIndexIsReusedUnderANewGeneration() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.removeVariable(x)
        let y = solver.makeVariable()
        #expect(y.index == x.index)
        #expect(y.generation != x.generation)
        #expect(!solver.contains(x))
    }

    @Test func addRemoveCyclesKeepTheStorageFlat() throws {
        let solver = Solver()
        let width = solver.makeVariable()
        try solver.addEditVariable(width, strength: .level(999))
        try solver.suggestValue(300, for: width)
        var capacity = 0
        for cycle in 0..<2_000 {
            let left = solver.makeVariable(), right = solver.makeVariable()
            let a = try solver.add(left == 10)
            let b = try solver.add(right == width - 10)
            let c = try solver.add((right - left == 100) | .level(250))
            #expect(solver.value(of: right) == 290)
            for handle in [a, b, c] { try solver.remove(handle) }
            try solver.removeVariable(left)
            try solver.removeVariable(right)
            if cycle == 10 { capacity = solver.symbolCapacity }
        }
        #expect(solver.symbolCapacity == capacity)
        #expect(solver.rowCount == 1)
        #expect(solver.brokenInvariant() == nil)
    }
}

@Suite struct SolverAmbiguityTests {
    @Test func aVariableHeldByTwoOpposedOptionalBoundsIsNotAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add((x <= 80) | .level(250))
        try solver.add((x >= 80) | .level(750))
        #expect(!solver.isAmbiguous(x))
        #expect(solver.value(of: x) == 80)
    }

    @Test func probingAnAmbiguousVariableLeavesItsValue() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(x + y == 100)
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        let before = solver.value(of: x)
        #expect(solver.isAmbiguous(x))
        #expect(solver.value(of: x) == before)
        #expect(solver.value(of: y) == 100 - before)
    }

    @Test func askingForManyVariablesAtOnceAgreesWithAskingOneByOne() throws {
        let solver = Solver()
        let free = solver.makeVariable(), pinned = solver.makeVariable()
        let x = solver.makeVariable(), y = solver.makeVariable(), held = solver.makeVariable()
        let belowZero = solver.makeVariable()
        try solver.add(pinned == 10)
        try solver.add(x + y == 100)
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add((held <= 80) | .level(250))
        try solver.add((held >= 80) | .level(750))
        try solver.add((belowZero == 5) | .level(-1))
        let variables = [free, pinned, x, y, held, belowZero]
        #expect(solver.ambiguity(of: variables) == [true, false, true, true, false, true])
        // Enough of them for the objective to be read once for all.
        let many = Array(repeating: variables, count: 50).flatMap { $0 }
        #expect(solver.ambiguity(of: many) == many.map(solver.isAmbiguous))
    }
}

@Suite struct SolverNegativeLevelTests {
    @Test func aConstraintBelowLevelZeroPlacesAFreeVariableWithoutDeterminingIt() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add((x == 10) | .level(-1))
        #expect(solver.value(of: x) == 10)
        #expect(solver.isAmbiguous(x))
    }
}

@Suite struct SolverSizeTests {
    @Test func cellsAndTheLongestRowCountTheTableausCoefficients() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        #expect(solver.cellCount == 0 && solver.longestRow == 0)
        try solver.add(x >= 10)
        let one = solver.cellCount
        let handle = try solver.add(y + z >= x + 5)
        #expect(solver.cellCount > one)
        #expect(solver.longestRow >= 2)
        try solver.remove(handle)
        #expect(solver.cellCount == one)
    }
}
