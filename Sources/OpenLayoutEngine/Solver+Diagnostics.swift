/// Questions about the solution: ambiguity, sizes.
extension Solver {
    /// Whether the constraints leave `variable` free to take other values
    /// at the same cost. Auto Layout's `hasAmbiguousLayout` asks this of a
    /// view's four variables.
    ///
    /// A variable no row determines is free. Otherwise it can move when a
    /// parameter of its row can: a parameter whose objective coefficient
    /// is zero at every level (moving it costs nothing) and that some
    /// direction lets move — increasing for a slack or error, either way
    /// for a variable — without driving a restricted basic symbol that is
    /// at zero below zero (a degenerate row blocks it) or changing a
    /// required equality's marker. The test looks at one parameter at a
    /// time (a move needing two at once at a degenerate vertex is not
    /// found) and costs the parameter's column, not a solve. Constraints
    /// at levels below zero do not count: they only say where a free
    /// variable sits.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        precondition(contains(variable), "a variable of another solver, or a removed one")
        applyPendingRemovals()
        var memo = AmbiguityMemo(symbolCount: tableau.kinds.count, dense: false)
        return !projectionIsEmpty(variable.index, memo: &memo) { isCostFree($0) }
    }

    /// ``isAmbiguous(_:)`` of each of `variables`, in order: the objective
    /// is read once for all of them (what Auto Layout asks of every view a
    /// layout moved).
    public func ambiguity(of variables: [Variable]) -> [Bool] {
        applyPendingRemovals()
        // Reading the whole objective pays off for many variables only.
        var memo = AmbiguityMemo(symbolCount: tableau.kinds.count, dense: variables.count >= 256)
        guard variables.count >= 256 else {
            return variables.map { variable in
                precondition(contains(variable), "a variable of another solver, or a removed one")
                return !projectionIsEmpty(variable.index, memo: &memo) { isCostFree($0) }
            }
        }
        var costly = [UInt64](repeating: 0, count: (tableau.kinds.count + 63) / 64)
        for level in tableau.levels.indices where tableau.levels[level].level >= 0 {
            for (index, coefficient) in tableau.levels[level].coefficients.enumerated() where coefficient != 0 {
                costly[index >> 6] |= 1 << UInt64(index & 63)
            }
        }
        return variables.map { variable in
            precondition(contains(variable), "a variable of another solver, or a removed one")
            return !projectionIsEmpty(variable.index, memo: &memo) {
                costly[Int($0) >> 6] & (1 << UInt64(Int($0) & 63)) == 0
            }
        }
    }

    /// What one ambiguity question has found so far, by symbol: whether
    /// each symbol's projection (see ``projection(of:memo:costFree:)``) is
    /// empty, the projections that are not, and whether it is a free
    /// parameter. Dense (arrays over every symbol) for questions about many
    /// variables, sparse (dictionaries) for a few, where clearing arrays
    /// the size of the tableau would cost more than the question.
    struct AmbiguityMemo {
        /// A yes-or-no answer per symbol, once known: an array over every
        /// symbol (0 unknown, 1 yes, 2 no) or a dictionary.
        struct Answers {
            private var dense: [UInt8] = []
            private var sparse: [Int32: Bool] = [:]
            private let isDense: Bool

            init(symbolCount: Int, dense: Bool) {
                isDense = dense
                if dense { self.dense = Array(repeating: 0, count: symbolCount) }
            }

            subscript(symbol: Int32) -> Bool? {
                get {
                    guard isDense else { return sparse[symbol] }
                    let known = dense[Int(symbol)]
                    return known == 0 ? nil : known == 1
                }
                set {
                    if isDense { dense[Int(symbol)] = newValue.map { $0 ? 1 : 2 } ?? 0 } else { sparse[symbol] = newValue }
                }
            }
        }

        /// Whether each symbol's projection is empty.
        var emptiness: Answers
        /// Whether each symbol is a free parameter.
        var freedom: Answers
        /// The projections computed (only those a cancellation needed).
        var projections: [Int32: ContiguousArray<Cell>] = [:]

        init(symbolCount: Int, dense: Bool) {
            emptiness = Answers(symbolCount: symbolCount, dense: dense)
            freedom = Answers(symbolCount: symbolCount, dense: dense)
        }
    }

    /// Whether ``projection(of:memo:costFree:)`` of `symbol` is empty:
    /// whether the symbol cannot move at no cost, given which symbols cost
    /// nothing to move (one no row determines can: its projection is
    /// itself). Found without building projections while every term of a
    /// definition has an empty one (a determined layout): only a
    /// definition with a term that depends on free parameters combines
    /// the projections, to see whether the dependences cancel.
    private func projectionIsEmpty(_ symbol: Int32, memo: inout AmbiguityMemo, costFree: (Int32) -> Bool) -> Bool {
        if let known = memo.emptiness[symbol] { return known }
        let empty: Bool
        let index = Int(definitionOf[Int(symbol)])
        let slot = Int(tableau.rowOf[Int(symbol)])
        if index >= 0 {
            var termsAreDetermined = true
            for term in cells(ofDefinition: index)
            where !projectionIsEmpty(term.symbol, memo: &memo, costFree: costFree) {
                termsAreDetermined = false
                break
            }
            empty = termsAreDetermined || projection(of: symbol, memo: &memo, costFree: costFree).isEmpty
        } else if slot >= 0 {
            var anyFree = false
            for cell in tableau.rows[slot].cells where isFree(cell.symbol, memo: &memo, costFree: costFree) {
                anyFree = true
                break
            }
            empty = !anyFree
        } else {
            empty = false
        }
        memo.emptiness[symbol] = empty
        return empty
    }

    /// Whether a parameter costs nothing to move and can move at all.
    private func isFree(_ parameter: Int32, memo: inout AmbiguityMemo, costFree: (Int32) -> Bool) -> Bool {
        if let known = memo.freedom[parameter] { return known }
        let free = costFree(parameter) && canMoveAtAll(parameter)
        memo.freedom[parameter] = free
        return free
    }

    /// Whether the parameter can move in some direction its kind allows
    /// (either way for a variable, up for a slack or error; a marker never).
    private func canMoveAtAll(_ parameter: Int32) -> Bool {
        switch tableau.kinds[Int(parameter)] {
        case .external: canMove(parameter, direction: 1) || canMove(parameter, direction: -1)
        case .slack, .error: canMove(parameter, direction: 1)
        case .dummy, .free: false
        }
    }

    /// How a variable depends on the free parameters (see ``isFree(_:memo:costFree:)``):
    /// the coefficients, without near-zero ones. A tableau variable's come
    /// from its row (one that no row determines is free, as in
    /// ``projectionIsEmpty(_:memo:costFree:)``); a defined variable's are its terms' combined,
    /// so that dependences that cancel (`right - left` of a view that only
    /// moves sideways) do not count.
    private func projection(
        of symbol: Int32, memo: inout AmbiguityMemo, costFree: (Int32) -> Bool
    ) -> ContiguousArray<Cell> {
        if memo.emptiness[symbol] == true { return [] }
        if let known = memo.projections[symbol] { return known }
        var result = ContiguousArray<Cell>()
        let index = definitionOf[Int(symbol)]
        if index >= 0 {
            for term in cells(ofDefinition: Int(index)) {
                for cell in projection(of: term.symbol, memo: &memo, costFree: costFree) {
                    let coefficient = term.coefficient * cell.coefficient
                    if let at = result.firstIndex(where: { $0.symbol == cell.symbol }) {
                        result[at].coefficient += coefficient
                    } else {
                        result.append(Cell(symbol: cell.symbol, coefficient: coefficient))
                    }
                }
            }
            result.removeAll { nearZero($0.coefficient) }
        } else if tableau.rowOf[Int(symbol)] >= 0 {
            for cell in tableau.rows[Int(tableau.rowOf[Int(symbol)])].cells
            where isFree(cell.symbol, memo: &memo, costFree: costFree) {
                result.append(cell)
            }
        } else {
            result.append(Cell(symbol: symbol, coefficient: 1))
        }
        if result.isEmpty { memo.emptiness[symbol] = true } else { memo.projections[symbol] = result }
        return result
    }

    /// Whether moving `symbol` costs nothing at every level of zero or
    /// above (levels below zero hold free variables somewhere without
    /// determining them).
    private func isCostFree(_ symbol: Int32) -> Bool {
        let index = Int(symbol)
        for level in tableau.levels.indices where tableau.levels[level].level >= 0 {
            if index < tableau.levels[level].coefficients.count, tableau.levels[level].coefficients[index] != 0 {
                return false
            }
        }
        return true
    }

    /// Whether `symbol` can move a little in `direction` (+1 or -1)
    /// without making a row infeasible.
    private func canMove(_ symbol: Int32, direction: Double) -> Bool {
        for slot in tableau.columns[Int(symbol)] {
            let row = tableau.rows[Int(slot)]
            let coefficient = row.coefficient(for: symbol)
            guard !nearZero(coefficient) else { continue }
            switch tableau.kinds[Int(row.basic)] {
            case .dummy:
                return false
            case .slack, .error:
                if nearZero(row.constant), coefficient * direction < 0 { return false }
            case .external, .free:
                continue
            }
        }
        return true
    }

    /// The number of rows in the tableau.
    public var rowCount: Int {
        applyPendingRemovals()
        return tableau.rowCount
    }

    /// The number of symbols in use (variables and the constraints' slack,
    /// error and dummy symbols); freed ones are reused.
    public var symbolCount: Int {
        applyPendingRemovals()
        return tableau.liveSymbolCount
    }

    /// The number of symbol indices ever made: the size of the per-symbol
    /// storage. Flat over add/remove cycles.
    public var symbolCapacity: Int { tableau.kinds.count }
}

extension Solver {
    /// The number of non-zero coefficients in the tableau's rows: how dense
    /// the system has become (the work of a pivot grows with it).
    public var cellCount: Int {
        applyPendingRemovals()
        return tableau.rows.reduce(0) { $0 + ($1.basic >= 0 ? $1.cells.count : 0) }
    }

    /// The most cells in one row.
    public var longestRow: Int {
        applyPendingRemovals()
        return tableau.rows.reduce(0) { Swift.max($0, $1.basic >= 0 ? $1.cells.count : 0) }
    }
}
