import Foundation
import OpenLayoutEngine

/// kiwi's "enaml-like" benchmark, read from `Benchmarks/Workloads/enaml-like.txt`:
/// 111 constraints over 37 variables, `width` and `height` strong edit
/// variables. One round of ``rounds()`` is six suggestion pairs and reads.
public final class EnamlWorkload {
    /// The six (width, height) pairs kiwi's benchmark suggests.
    public static let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]

    /// The solver, with the workload's constraints added.
    public let solver = Solver()
    /// The variables by name, in the file's order.
    public let variables: [(name: String, variable: Variable)]
    private let width: Variable
    private let height: Variable

    /// Reads the workload file at `path` and adds its constraints.
    public init(path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var byName: [String: Variable] = [:]
        var ordered: [(String, Variable)] = []
        var constraints: [Constraint] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            if line.hasPrefix("variables ") {
                for name in line.split(separator: " ").dropFirst() {
                    let variable = solver.makeVariable(String(name))
                    byName[String(name)] = variable
                    ordered.append((String(name), variable))
                }
            } else {
                constraints.append(try Self.parse(String(line), byName))
            }
        }
        variables = ordered
        width = byName["width"]!
        height = byName["height"]!
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(height, strength: .strong)
        for constraint in constraints { try solver.add(constraint) }
    }

    /// Suggests the six sizes in turn, reading every variable after each.
    /// Returns the sum of the values read (so the reads are not optimised away).
    @discardableResult
    public func rounds() -> Double {
        var sum = 0.0
        do {
            for (w, h) in Self.sizes {
                try solver.suggestValue(w, for: width)
                try solver.suggestValue(h, for: height)
                for (_, variable) in variables { sum += solver.value(of: variable) }
            }
        } catch {
            preconditionFailure("suggestions are always accepted: \(error)")
        }
        return sum
    }

    /// A line of the file: `term + term + … op 0 | strength`, a term being
    /// `name`, `-name`, `number` or `number * name`.
    static func parse(_ line: String, _ variables: [String: Variable]) throws -> Constraint {
        let parts = line.components(separatedBy: " | ")
        let strengths: [String: Strength] = [
            "required": .required, "strong": .strong, "medium": .medium, "weak": .weak,
            "mmedium": .kiwi(0, 1, 0, weight: 1.25), "smedium": .kiwi(0, 100, 0),
        ]
        var relation = Relation.equal
        var sides: [String] = []
        for (symbol, candidate) in [(" >= ", Relation.greaterThanOrEqual), (" <= ", .lessThanOrEqual), (" == ", .equal)] {
            let split = parts[0].components(separatedBy: symbol)
            if split.count == 2 {
                relation = candidate
                sides = split
                break
            }
        }
        guard sides.count == 2, Double(sides[1]) == 0, let strength = strengths[parts[1]] else {
            throw ParseError(line: line)
        }
        var expression = Expression()
        for term in sides[0].components(separatedBy: " + ") {
            let factors = term.components(separatedBy: " * ")
            if factors.count == 2, let coefficient = Double(factors[0]), let variable = variables[factors[1]] {
                expression.terms.append(Term(variable, coefficient))
            } else if let number = Double(term) {
                expression.constant += number
            } else if let variable = variables[term.hasPrefix("-") ? String(term.dropFirst()) : term] {
                expression.terms.append(Term(variable, term.hasPrefix("-") ? -1 : 1))
            } else {
                throw ParseError(line: line)
            }
        }
        return Constraint(expression, relation, strength: strength)
    }

    /// A line the parser does not understand.
    public struct ParseError: Error {
        /// The line.
        public let line: String
    }
}
