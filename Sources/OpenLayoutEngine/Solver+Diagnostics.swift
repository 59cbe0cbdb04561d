/// Questions about the solution: ambiguity, sizes.
extension Solver {
    /// Whether the constraints leave `variable` free to take other values
    /// at the same cost: the variable is not determined by a row, or its
    /// row has a parameter that can move without changing the objective
    /// (another free variable, or a slack or error whose objective
    /// coefficient is zero at every level). Auto Layout's
    /// `hasAmbiguousLayout` asks this of a view's four variables.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        precondition(contains(variable), "a variable of another solver, or a removed one")
        let slot = tableau.rowOf[Int(variable.index)]
        guard slot >= 0 else { return true }
        for cell in tableau.rows[Int(slot)].cells {
            switch tableau.kinds[Int(cell.symbol)] {
            case .external:
                return true
            case .slack, .error:
                if tableau.levels.allSatisfy({ $0.coefficients[Int(cell.symbol)] == 0 }) { return true }
            case .dummy, .free:
                continue
            }
        }
        return false
    }

    /// The number of rows in the tableau.
    public var rowCount: Int { tableau.rowCount }

    /// The number of symbols in use (variables and the constraints' slack,
    /// error and dummy symbols); freed ones are reused.
    public var symbolCount: Int { tableau.liveSymbolCount }

    /// The number of symbol indices ever made: the size of the per-symbol
    /// storage. Flat over add/remove cycles.
    public var symbolCapacity: Int { tableau.kinds.count }
}
