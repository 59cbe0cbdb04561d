import Testing
@testable import OpenLayoutEngine

@Suite struct SolverConstraintTests {
    @Test func anInequalityHoldsAtItsBound() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(x >= 10)
        try solver.add((x == 0) | .weak)
        #expect(solver.value(of: x) == 10)
    }

    @Test func removingAConstraintLetsTheWeakerOneWin() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let floor = try solver.add(x >= 10)
        try solver.add((x == 0) | .weak)
        try solver.remove(floor)
        #expect(solver.value(of: x) == 0)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func deferredRemovalsAppliedAheadOfTheNextQuestionLeaveTheSameAnswers() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let floor = try solver.add(x >= 10)
        try solver.add((x == 0) | .weak)
        try solver.remove(floor)
        #expect(solver.hasPendingRemovals)
        solver.applyDeferredRemovals()
        #expect(!solver.hasPendingRemovals)
        #expect(solver.value(of: x) == 0)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func aRemovedHandleIsUnknown() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let handle = try solver.add(x == 1)
        try solver.remove(handle)
        #expect(throws: SolverError.unknownConstraint) { try solver.remove(handle) }
        #expect(!solver.contains(handle))
    }

    @Test func aReusedSlotDoesNotReviveAnOldHandle() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let old = try solver.add(x == 1)
        try solver.remove(old)
        let new = try solver.add(x == 2)
        #expect(new.slot == old.slot)
        #expect(!solver.contains(old))
        #expect(solver.contains(new))
    }

    @Test func settingAConstantMovesTheSolutionWithoutReAdding() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let offset = try solver.add(y == x + 10)
        try solver.add(x == 5)
        try solver.setConstant(-30, of: offset)
        #expect(solver.value(of: y) == 35)
        #expect(solver.constraint(offset)?.expression.constant == -30)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func settingTheConstantOfAnInequalityRepairsFeasibility() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let floor = try solver.add(x >= 10)
        try solver.add((x == 0) | .weak)
        try solver.setConstant(-40, of: floor)
        #expect(solver.value(of: x) == 40)
        try solver.setConstant(-5, of: floor)
        #expect(solver.value(of: x) == 5)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func aConflictingConstantIsRefusedAndTheOldOneKept() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let ceiling = try solver.add(x <= 100)
        let pin = try solver.add(x == 50)
        #expect(throws: SolverError.unsatisfiable(conflicting: [ceiling])) {
            try solver.setConstant(-150, of: pin)
        }
        #expect(solver.value(of: x) == 50)
        #expect(solver.constraint(pin)?.expression.constant == -50)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func aRedundantEqualityCanChangeItsConstantOnlyConsistently() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let first = try solver.add(x == 10)
        let second = try solver.add(x == 10)
        #expect(throws: SolverError.unsatisfiable(conflicting: [first])) {
            try solver.setConstant(-20, of: second)
        }
        #expect(solver.value(of: x) == 10)
        try solver.remove(first)
        try solver.setConstant(-20, of: second)
        #expect(solver.value(of: x) == 20)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test(arguments: [-5.0, 5.0])
    func aConstantThatContradictsAnImpliedEqualityIsRefused(constant: Double) throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let pin = try solver.add(x == 0)
        let follow = try solver.add(y == x)
        let implied = try solver.add(y == 0)
        #expect(throws: SolverError.unsatisfiable(conflicting: [follow, implied])) {
            try solver.setConstant(constant, of: pin)
        }
        #expect(solver.value(of: x) == 0 && solver.value(of: y) == 0)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test(arguments: [-5.0, 5.0])
    func anImpliedEqualityKeepsItsConstantWhenTheNewOneContradicts(constant: Double) throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let pin = try solver.add(x == 0)
        let follow = try solver.add(y == x)
        let implied = try solver.add(y == 0)
        #expect(throws: SolverError.unsatisfiable(conflicting: [pin, follow])) {
            try solver.setConstant(constant, of: implied)
        }
        #expect(solver.constraint(implied)?.expression.constant == 0)
        try solver.remove(pin)
        try solver.setConstant(constant, of: implied)
        #expect(solver.value(of: x) == -constant && solver.value(of: y) == -constant)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func contradictoryEqualitiesNameEachOther() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let a = try solver.add(x == 10)
        let b = try solver.add(y == x + 5)
        try solver.add(y >= 0)
        #expect(throws: SolverError.unsatisfiable(conflicting: [a, b])) { try solver.add(y == 20) }
        #expect(solver.value(of: y) == 15)
        #expect(solver.constraintCount == 3)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func aContradictoryInequalityIsRefusedAndTheSolverRebuilt() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let pin = try solver.add(x == 10)
        try solver.add(y == x + 1)
        try solver.add((y == 0) | .weak)
        #expect(throws: SolverError.self) { try solver.add(x >= 20) }
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 11)
        #expect(solver.contains(pin))
        #expect(solver.constraintCount == 3)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func nonFiniteNumbersAreRefused() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        #expect(throws: SolverError.nonFinite) { try solver.add(x == .nan) }
        #expect(throws: SolverError.nonFinite) { try solver.add(Double.infinity * x == 1) }
        #expect(throws: SolverError.nonFinite) { try solver.add((x == 1) | .level(.infinity)) }
        let handle = try solver.add(x == 1)
        #expect(throws: SolverError.nonFinite) { try solver.setConstant(.nan, of: handle) }
        #expect(solver.value(of: x) == 1)
    }

    @Test func aVariableOfAnotherSolverIsRefused() {
        let solver = Solver(), other = Solver()
        _ = solver.makeVariable()
        let foreign = other.makeVariable()
        _ = other.makeVariable()
        let stranger = other.makeVariable()
        #expect(throws: SolverError.unknownVariable) { try solver.add(stranger == 1) }
        #expect(solver.contains(foreign))  // same index, same generation: handles are per solver by convention
    }
}
