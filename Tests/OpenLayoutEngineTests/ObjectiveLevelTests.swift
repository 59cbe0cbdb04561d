import Testing
@testable import OpenLayoutEngine

@Suite struct ObjectiveLevelTests {
    @Test func aLevelRemembersTheSymbolsItGaveACoefficient() {
        var level = ObjectiveLevel(level: 1, symbolCapacity: 8)
        level.setCoefficient(2, of: 5)
        level.setCoefficient(3, of: 5)
        level.setCoefficient(0, of: 5)
        level.setCoefficient(1, of: 2)
        #expect(level.possiblyNonZero == [5, 2])
    }

    @Test func aLevelTouchedMoreThanItHasSymbolsIsScannedWhole() {
        var level = ObjectiveLevel(level: 1, symbolCapacity: 2)
        for _ in 0..<3 {
            level.setCoefficient(1, of: 0)
            level.setCoefficient(0, of: 0)
        }
        #expect(level.touched == nil)
        #expect(level.possiblyNonZero == [0, 1])
    }

    @Test func droppingALevelWhoseSymbolsPivotedLeavesNoStaleCandidate() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(x + y == 100)
        let weak = try solver.add((x == 30) | .weak)
        try solver.add((y >= 10) | .strong)
        try solver.remove(weak)
        #expect(solver.value(of: x) + solver.value(of: y) == 100)
        #expect(solver.brokenInvariant() == nil)
    }
}
