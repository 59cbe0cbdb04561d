import Testing
@testable import OpenLayoutEngine

/// Random adds (some implied by the others), removes, constant changes and
/// suggestions, each checked
/// against a solver built from scratch with the constraints then live: the
/// required constraints hold, each level's total error is the optimum the
/// fresh solver finds, the tableau's invariants hold, and refusals agree.
@Suite struct SolverRandomTests {
    @Test(arguments: 0..<24)
    func incrementalSolvingMatchesSolvingFromScratch(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let solver = Solver()
        var variables = (0..<6).map { solver.makeVariable("v\($0)") }
        var spare = (6..<12).map { solver.makeVariable("v\($0)") }
        let edited = variables[0]
        try solver.addEditVariable(edited, strength: .level(500))
        var live: [ConstraintHandle] = []
        var definitionsSeen = 0
        for step in 0..<120 {
            let roll = random.next(100)
            if roll < 10, let implied = impliedCopy(of: live, in: solver) {
                live.append(try solver.add(implied))
            } else if roll < 16, !spare.isEmpty {
                // A variable nothing used yet, tied to the others: a definition.
                let subject = spare.removeFirst()
                var constraint = randomConstraint(&random, variables)
                constraint.expression.terms.insert(Term(subject, Double(1 + random.next(3))), at: 0)
                constraint.relation = .equal
                constraint.strength = .required
                live.append(try solver.add(constraint))
                variables.append(subject)
            } else if roll < 50 || live.isEmpty {
                let constraint = randomConstraint(&random, variables)
                do {
                    live.append(try solver.add(constraint))
                } catch {
                    #expect(throws: SolverError.self, "step \(step): the fresh solver accepted what was refused") {
                        _ = try fresh(solver, adding: constraint)
                    }
                }
            } else if roll < 70 {
                try solver.remove(live.remove(at: Int(random.next(UInt64(live.count)))))
            } else if roll < 90 {
                let handle = live[Int(random.next(UInt64(live.count)))]
                let constant = Double(Int(random.next(101)) - 50)
                do {
                    try solver.setConstant(constant, of: handle)
                    #expect(solver.constraint(handle)?.expression.constant == constant)
                } catch {
                    #expect(solver.constraint(handle)?.expression.constant != constant)
                }
            } else {
                try solver.suggestValue(Double(random.next(200)), for: edited)
            }
            #expect(solver.brokenInvariant() == nil, "step \(step)")
            let reference = try fresh(solver, adding: nil)
            let (found, optimum) = (solver.levelErrors(), reference.levelErrors())
            #expect(LevelErrors.agree(found, optimum), "step \(step): not the optimum: \(found) against \(optimum)")
            definitionsSeen += solver.definitions.lazy.compactMap { $0 }.count
        }
        #expect(definitionsSeen > 0, "no step had a definition: the test no longer covers them")
    }

    /// A required equality of `live`, doubled: the others imply it (its
    /// row is a dummy's), so changing either constant is a contradiction.
    private func impliedCopy(of live: [ConstraintHandle], in solver: Solver) -> Constraint? {
        guard let source = live.lazy.compactMap({ solver.constraint($0) })
            .first(where: { $0.relation == .equal && $0.strength == .required })
        else { return nil }
        var copy = source
        copy.expression.constant *= 2
        copy.expression.terms = source.expression.terms.map { Term($0.variable, $0.coefficient * 2) }
        return copy
    }

    /// A constraint over one to three variables with small integer numbers,
    /// a third of them required.
    private func randomConstraint(_ random: inout SplitMix64, _ variables: [Variable]) -> Constraint {
        var expression = Expression(constant: Double(Int(random.next(101)) - 50))
        for _ in 0..<(1 + random.next(3)) {
            let coefficient = Double(Int(random.next(7)) - 3)
            expression.terms.append(Term(variables[Int(random.next(UInt64(variables.count)))], coefficient == 0 ? 1 : coefficient))
        }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(random.next(3))]
        let strengths: [Strength] = [.required, .level(750), .level(250), .level(250, weight: 2), .level(1)]
        let strength = random.next(3) == 0 ? Strength.required : strengths[1 + Int(random.next(4))]
        if relation == .equal, random.next(4) == 0 {
            // An equality with another strength below zero (one side may be required).
            return Constraint(expression, equalAbove: strength, below: strengths[Int(random.next(5))])
        }
        return Constraint(expression, relation, strength: strength)
    }

    /// A solver with the same variables and `solver`'s live constraints
    /// (edit constraints included) added in slot order, plus `extra`.
    private func fresh(_ solver: Solver, adding extra: Constraint?) throws -> Solver {
        let copy = Solver()
        for _ in 0..<solver.tableau.kinds.count { _ = copy.makeVariable() }
        for record in solver.records.compactMap({ $0 }) {
            try copy.add(remap(solver.constraint(of: record), into: copy))
        }
        if let extra { try copy.add(remap(extra, into: copy)) }
        return copy
    }

    /// The constraint over `solver`'s variables of the same indices.
    private func remap(_ constraint: Constraint, into solver: Solver) -> Constraint {
        var copy = constraint
        copy.expression.terms = constraint.expression.terms.map {
            Term(Variable(index: $0.variable.index, generation: solver.tableau.generations[Int($0.variable.index)]), $0.coefficient)
        }
        return copy
    }

}

/// A small deterministic random number generator (SplitMix64).
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A number in `0..<bound`.
    mutating func next(_ bound: UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return (z ^ (z >> 31)) % bound
    }
}

/// Removals batched between questions — a few, most of the system (the
/// tableau is built again) or all of it, with variables removed too —
/// leave the solution a solver built from scratch finds.
@Suite struct SolverBatchedRemovalTests {
    @Test(arguments: 0..<12)
    func batchedRemovalsMatchSolvingFromScratch(seed: UInt64) throws {
        var random = SplitMix64(seed: seed &+ 1000)
        let solver = Solver()
        var variables = (0..<8).map { solver.makeVariable("v\($0)") }
        var live: [(ConstraintHandle, Constraint)] = []
        for round in 0..<30 {
            while live.count < 30 {
                let constraint = randomBatchConstraint(&random, variables)
                if let handle = try? solver.add(constraint) { live.append((handle, constraint)) }
            }
            let count = [1, 3, live.count * 2 / 3, live.count][Int(random.next(4))]
            for _ in 0..<count {
                let (handle, _) = live.remove(at: Int(random.next(UInt64(live.count))))
                try solver.remove(handle)
            }
            if random.next(3) == 0 {
                let used = Set(live.flatMap { $0.1.expression.terms.map(\.variable.index) })
                if let unused = variables.firstIndex(where: { !used.contains($0.index) }) {
                    try solver.removeVariable(variables[unused])
                    #expect(!solver.contains(variables[unused]))
                    variables[unused] = solver.makeVariable("v\(unused)'")
                }
            }
            #expect(solver.brokenInvariant() == nil, "round \(round)")
            let reference = Solver()
            var map: [Int32: Variable] = [:]
            for variable in variables { map[variable.index] = reference.makeVariable() }
            for (_, constraint) in live {
                var copy = constraint
                copy.expression.terms = constraint.expression.terms.map { Term(map[$0.variable.index]!, $0.coefficient) }
                try reference.add(copy)
            }
            let totals = levelErrors(live.map(\.1), in: solver) { $0 }
            #expect(totals == levelErrors(live.map(\.1), in: reference) { map[$0.index]! }, "round \(round)")
            #expect(totals[.infinity] == 0, "round \(round): a required constraint is violated")
        }
    }

    /// A required or optional constraint over one or two variables.
    private func randomBatchConstraint(_ random: inout SplitMix64, _ variables: [Variable]) -> Constraint {
        var expression = Expression(constant: Double(Int(random.next(201)) - 100))
        for _ in 0..<(1 + random.next(2)) {
            expression.terms.append(Term(variables[Int(random.next(UInt64(variables.count)))], random.next(2) == 0 ? 1 : -1))
        }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(random.next(3))]
        let strength: Strength = random.next(3) == 0 ? .required : .level(Double(1 + random.next(3) * 250))
        return Constraint(expression, relation, strength: strength)
    }

    /// Each level's total error in `solver`'s solution (variables mapped by
    /// `variable`), rounded to 1e-6; required constraints under `.infinity`.
    private func levelErrors(
        _ constraints: [Constraint], in solver: Solver, _ variable: (Variable) -> Variable
    ) -> [Double: Double] {
        var totals: [Double: Double] = [.infinity: 0]
        for constraint in constraints {
            var value = constraint.expression.constant
            for term in constraint.expression.terms { value += term.coefficient * solver.value(of: variable(term.variable)) }
            switch constraint.relation {
            case .equal: value = abs(value)
            case .lessThanOrEqual: value = max(0, value)
            case .greaterThanOrEqual: value = max(0, -value)
            }
            totals[constraint.strength.level ?? .infinity, default: 0] += value
        }
        return totals
    }
}
