import Testing
@testable import OpenLayoutEngine

@Suite struct SolverEditTests {
    @Test func anEditVariableFollowsItsSuggestions() throws {
        let solver = Solver()
        let width = solver.makeVariable(), half = solver.makeVariable()
        try solver.add(half == width / 2)
        try solver.addEditVariable(width, strength: .strong)
        for value in [300.0, 0, 1170, 42.5] {
            try solver.suggestValue(value, for: width)
            #expect(solver.value(of: half) == value / 2)
        }
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func aSuggestionYieldsToRequiredConstraints() throws {
        let solver = Solver()
        let width = solver.makeVariable()
        try solver.add(width <= 500)
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(800, for: width)
        #expect(solver.value(of: width) == 500)
        try solver.suggestValue(200, for: width)
        #expect(solver.value(of: width) == 200)
    }

    @Test func editVariablesMustBeOptionalUniqueAndKnown() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        #expect(throws: SolverError.requiredEditVariable) { try solver.addEditVariable(x, strength: .required) }
        try solver.addEditVariable(x, strength: .medium)
        #expect(throws: SolverError.duplicateEditVariable) { try solver.addEditVariable(x, strength: .medium) }
        #expect(solver.hasEditVariable(x))
        try solver.removeEditVariable(x)
        #expect(throws: SolverError.unknownEditVariable) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.unknownEditVariable) { try solver.removeEditVariable(x) }
    }
}
