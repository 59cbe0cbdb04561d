import Testing
@testable import OpenLayoutEngine

extension Solver {
    /// Each level's weighted error of the current values, over the live
    /// constraints (an equality's error above zero at its strength, below
    /// zero at its strength below); required constraints must hold.
    func levelErrors() -> [Double: Double] {
        var totals: [Double: Double] = [:]
        for record in records.compactMap({ $0 }) {
            let constraint = constraint(of: record)
            var value = constraint.expression.constant
            for term in constraint.expression.terms {
                value += term.coefficient * self.value(of: term.variable)
            }
            let violation: Double
            switch constraint.relation {
            case .equal: violation = abs(value)
            case .lessThanOrEqual: violation = max(0, value)
            case .greaterThanOrEqual: violation = max(0, -value)
            }
            // Every level the constraint can cost at has an entry.
            for side in [constraint.strength, constraint.strengthBelow ?? constraint.strength] {
                if let level = side.level { totals[level, default: 0] += 0 }
            }
            let strength = constraint.errorStrength(writtenCoefficient: value > 0 ? -1 : 1)
            if let level = strength.level {
                totals[level, default: 0] += violation * strength.weight
            } else {
                #expect(violation < 1e-6, "a required constraint is violated by \(violation)")
            }
        }
        return totals
    }
}

/// Comparing ``Solver/levelErrors()`` tables.
enum LevelErrors {
    /// Whether two levels-to-error tables have the same levels and errors
    /// within 1e-6 (relative to errors above 1).
    static func agree(_ a: [Double: Double], _ b: [Double: Double]) -> Bool {
        a.keys.sorted() == b.keys.sorted() && a.allSatisfy { level, error in
            abs(error - b[level]!) <= 1e-6 * max(1, abs(error))
        }
    }
}
