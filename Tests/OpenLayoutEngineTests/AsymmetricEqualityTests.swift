import Testing
@testable import OpenLayoutEngine

/// `Constraint(_:equalAbove:below:)`: an equality whose error costs one
/// strength above zero and another below — Auto Layout's content size.
@Suite struct AsymmetricEqualityTests {
    /// `x == 100`, hugging at 250 above and resisting at 750 below.
    private func contentSize(_ x: Variable) -> Constraint {
        Constraint(Expression(x) - 100, equalAbove: .level(250), below: .level(750))
    }

    @Test func aStrongerPullUpwardsStretchesItPastTheWeakSideAbove() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(contentSize(x))
        try solver.add((x >= 150) | .level(500))
        #expect(solver.value(of: x) == 150)
    }

    @Test func aWeakerPullDownwardsLosesToTheStrongSideBelow() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(contentSize(x))
        try solver.add((x <= 50) | .level(500))
        #expect(solver.value(of: x) == 100)
    }

    @Test func itTakesOneRowAndTwoErrorSymbolsWhereTwoInequalitiesTakeTwoRowsAndFour() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(contentSize(x))
        #expect(solver.rowCount == 1)
        #expect(solver.symbolCount == 3)

        let split = Solver()
        let y = split.makeVariable()
        try split.add((y <= 100) | .level(250))
        try split.add((y >= 100) | .level(750))
        #expect(split.rowCount == 2)
        #expect(split.symbolCount == 5)
    }

    @Test func aRequiredSideAboveIsAnInequalityThatRefusesWhatCrossesIt() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(Expression(x) - 100, equalAbove: .required, below: .level(750)))
        #expect(throws: SolverError.self) { try solver.add(x >= 120) }
        try solver.add((x <= 60) | .level(900))
        #expect(solver.value(of: x) == 60)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func aRequiredSideBelowIsAnInequalityThatRefusesWhatCrossesIt() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(Expression(x) - 100, equalAbove: .level(250), below: .required))
        #expect(throws: SolverError.self) { try solver.add(x <= 80) }
        try solver.add((x >= 130) | .level(500))
        #expect(solver.value(of: x) == 130)
    }

    @Test func bothSidesRequiredIsARequiredEquality() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let constraint = Constraint(Expression(x) - 100, equalAbove: .required, below: .required)
        #expect(constraint.strengthBelow == nil)
        try solver.add(constraint)
        #expect(solver.value(of: x) == 100)
        #expect(throws: SolverError.self) { try solver.add(x == 90) }
    }

    @Test func removingItLeavesNothingBehind() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let handle = try solver.add(contentSize(x))
        try solver.add((x >= 150) | .level(500))
        try solver.remove(handle)
        #expect(solver.rowCount == 1)
        #expect(solver.symbolCount == 3)
        #expect(solver.value(of: x) == 150)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func settingItsConstantMovesTheSize() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let handle = try solver.add(contentSize(x))
        try solver.add((x >= 150) | .level(500))
        try solver.setConstant(-200, of: handle)
        #expect(solver.value(of: x) == 200)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func anotherStrengthAppliesBothWays() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(contentSize(x) | .level(100))
        try solver.add((x <= 50) | .level(500))
        #expect(solver.value(of: x) == 50)
    }

    @Test func aNonFiniteStrengthBelowIsRefused() {
        let solver = Solver()
        let x = solver.makeVariable()
        #expect(throws: SolverError.nonFinite) {
            try solver.add(Constraint(Expression(x) - 100, equalAbove: .level(250), below: .level(.infinity)))
        }
        #expect(solver.constraintCount == 0)
    }

    @Test(arguments: 0..<16)
    func itSolvesToWhatTheTwoInequalitiesSolveTo(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let levels: [Strength] = [.required, .level(1000 - 1), .level(750), .level(500), .level(250), .level(1)]
        let combined = Solver(), split = Solver()
        let xs = (0..<4).map { _ in combined.makeVariable() }
        let ys = (0..<4).map { _ in split.makeVariable() }
        // Each variable has a content size; random optional constraints pull them about.
        for index in 0..<4 {
            let size = Double(20 + random.next(100))
            let (above, below) = (levels[1 + Int(random.next(5))], levels[1 + Int(random.next(5))])
            try combined.add(Constraint(Expression(xs[index]) - size, equalAbove: above, below: below))
            try split.add(Constraint(Expression(ys[index]) - size, .lessThanOrEqual, strength: above))
            try split.add(Constraint(Expression(ys[index]) - size, .greaterThanOrEqual, strength: below))
        }
        for _ in 0..<6 {
            let (a, b) = (Int(random.next(4)), Int(random.next(4)))
            let constant = Double(Int(random.next(200)) - 100)
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(random.next(3))]
            let strength = levels[1 + Int(random.next(5))]
            try combined.add(Constraint(Expression(xs[a]) + Expression(xs[b]) - constant, relation, strength: strength))
            try split.add(Constraint(Expression(ys[a]) + Expression(ys[b]) - constant, relation, strength: strength))
        }
        #expect(LevelErrors.agree(combined.levelErrors(), split.levelErrors()), "seed \(seed)")
        #expect(combined.brokenInvariant() == nil)
    }
}
