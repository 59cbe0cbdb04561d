import Testing
@testable import OpenLayoutEngine

@Suite struct StrengthTests {
    @Test func oneHigherLevelOutweighsAnyNumberOfLowerOnes() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add((x == 100) | .level(251))
        for _ in 0..<50 { try solver.add((x == 0) | .level(250)) }
        #expect(solver.value(of: x) == 100)
    }

    @Test func insideOneLevelWeightsAddUp() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add((x == 100) | .level(0, weight: 3))
        try solver.add((x == 0) | .level(0, weight: 1))
        try solver.add((x == 0) | .level(0, weight: 1))
        try solver.add((x == 0) | .level(0, weight: 1.5))
        #expect(solver.value(of: x) == 0)
    }

    @Test func aLowerLevelDecidesWhatTheHigherOneLeavesOpen() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add((x >= 10) | .level(750))
        try solver.add((x <= 90) | .level(750))
        try solver.add((x == 60) | .level(1))
        #expect(solver.value(of: x) == 60)
    }

    @Test func kiwiStrengthsAreKiwisNumbersInOneLevel() {
        #expect(Strength.strong.weight == 1_000_000)
        #expect(Strength.medium.weight == 1000)
        #expect(Strength.weak.weight == 1)
        #expect(Strength.kiwi(0, 1, 0, weight: 1.25).weight == 1250)
        #expect(Strength.kiwi(2000, 0, 0).weight == 1_000_000_000)
        #expect(Strength.strong.level == Strength.kiwiLevel)
        #expect(Strength.required.isRequired && !Strength.weak.isRequired)
    }

    @Test func aRemovedLevelStopsCounting() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let high = try solver.add((x == 100) | .level(900))
        try solver.add((x == 7) | .level(100))
        try solver.remove(high)
        #expect(solver.value(of: x) == 7)
        #expect(solver.tableau.levels.count == 1)
        #expect(solver.brokenInvariant() == nil)
    }
}
