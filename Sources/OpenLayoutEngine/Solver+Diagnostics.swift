/// Questions about the solution: ambiguity, sizes.
extension Solver {
    /// Whether the constraints leave `variable` free to take other values
    /// at the same cost. Auto Layout's `hasAmbiguousLayout` asks this of a
    /// view's four variables.
    ///
    /// A variable no row determines is free; one whose row has only
    /// parameters that cost something to move (at some level) is not.
    /// Otherwise the solver probes:
    /// an edit on `variable` at a level below every other strength pulls
    /// it 1000 units down and then up; if it moves, another solution exists
    /// that costs the same at every other level. The solver's state is
    /// saved before the probe and restored after it (copy-on-write arrays,
    /// so the probe costs a copy of the tableau), leaving the solution
    /// exactly as it was. A variable that
    /// already has an edit is judged by its row alone (a parameter whose
    /// objective coefficient is zero at every level).
    public func isAmbiguous(_ variable: Variable) -> Bool {
        precondition(contains(variable), "a variable of another solver, or a removed one")
        let slot = tableau.rowOf[Int(variable.index)]
        guard slot >= 0 else { return true }
        guard rowHasCostFreeParameter(Int(slot)) else { return false }
        guard !hasEditVariable(variable) else { return true }
        let original = value(of: variable)
        let saved = (tableau, records, slotGenerations, freeSlots, variableUses, edits)
        defer { (tableau, records, slotGenerations, freeSlots, variableUses, edits) = saved }
        do {
            try addEditVariable(variable, strength: .level(Self.probeLevel))
            for target in [original - 1000, original + 1000] {
                try suggestValue(target, for: variable)
                if Swift.abs(value(of: variable) - original) > 1e-6 { return true }
            }
            return false
        } catch {
            return rowHasCostFreeParameter(Int(slot))
        }
    }

    /// The level of the ambiguity probe: below kiwi's level and every
    /// Auto Layout priority.
    static var probeLevel: Double { -1e9 }

    /// Whether the row in `slot` has a parameter that can move at no cost:
    /// a free variable, or a slack or error with a zero objective
    /// coefficient at every level.
    private func rowHasCostFreeParameter(_ slot: Int) -> Bool {
        for cell in tableau.rows[slot].cells {
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
