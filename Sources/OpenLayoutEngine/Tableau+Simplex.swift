/// The two simplex loops and their pivot choices.
extension Tableau {
    /// A failure of the tableau's own invariants (a bug, not a user error).
    struct InternalError: Error {
        /// What went wrong.
        let reason: String
    }

    /// Primal simplex on the objective until no candidate can enter.
    mutating func optimize() throws(InternalError) {
        while let entering = firstCandidate() {
            guard let slot = leavingSlot(for: entering) else {
                throw InternalError(reason: "the objective is unbounded")
            }
            pivot(slot, entering: entering)
        }
    }

    /// Primal simplex on the artificial objective.
    mutating func optimizeArtificial() throws(InternalError) {
        while let entering = artificial.flatMap({ row in
            row.cells.first { $0.coefficient < 0 && kinds[Int($0.symbol)] != .dummy }?.symbol
        }) {
            guard let slot = leavingSlot(for: entering) else {
                throw InternalError(reason: "the artificial objective is unbounded")
            }
            pivot(slot, entering: entering)
        }
    }

    /// Dual simplex: pivots the noted negative rows back to feasibility,
    /// keeping the objective optimal. Returns the basic symbol of a row no
    /// pivot can repair (the system has no solution), or nil on success.
    ///
    /// A row whose basic symbol is a dummy is infeasible whenever its
    /// constant is not zero, of either sign: it is a required constraint
    /// the others imply, and a changed constant elsewhere has made it
    /// contradict them (unless a pivot on one of its other symbols can
    /// absorb the change).
    mutating func dualOptimize() -> Int32? {
        while let leaving = infeasible.popLast() {
            let slot = rowOf[Int(leaving)]
            guard slot >= 0 else { continue }
            let constant = rows[Int(slot)].constant
            guard !nearZero(constant), constant < 0 || kinds[Int(leaving)] == .dummy else { continue }
            guard let entering = dualEntering(slot, sign: constant < 0 ? 1 : -1) else {
                infeasible.removeAll()
                return leaving
            }
            pivot(slot, entering: entering)
        }
        return nil
    }

    /// The row that limits `entering` first (smallest `-constant/coefficient`
    /// over rows of restricted symbols where its coefficient is negative),
    /// lowest slot on ties.
    func leavingSlot(for entering: Int32) -> Int32? {
        var best: Int32?
        var bestRatio = Double.greatestFiniteMagnitude
        for slot in columns[Int(entering)] {
            let row = rows[Int(slot)]
            guard kinds[Int(row.basic)] != .external else { continue }
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio {
                bestRatio = ratio
                best = slot
            }
        }
        return best
    }

    /// The symbol to enter the negative row in `slot`: a positive cell,
    /// not a dummy, with the smallest objective-to-coefficient ratio. With
    /// `sign` -1 (a dummy row with a positive constant), a negative cell,
    /// by the same ratio to its magnitude.
    func dualEntering(_ slot: Int32, sign: Double = 1) -> Int32? {
        var best: Int32?
        var bestCoefficient = 0.0
        for cell in rows[Int(slot)].cells where cell.coefficient * sign > 0 && kinds[Int(cell.symbol)] != .dummy {
            let magnitude = cell.coefficient * sign
            if let current = best {
                if ratioIsSmaller(cell.symbol, magnitude, than: current, bestCoefficient) {
                    best = cell.symbol
                    bestCoefficient = magnitude
                }
            } else {
                best = cell.symbol
                bestCoefficient = magnitude
            }
        }
        return best
    }

    /// The row to pivot `marker` into when its constraint is removed: the
    /// first row of a dummy that holds it (an equality the others imply;
    /// its constant is zero, so the pivot changes no other row's constant
    /// and the implied equality takes over the removed one's part — kiwi's
    /// choice could leave it violated); else kiwi's `getMarkerLeavingRow`:
    /// a restricted row where the marker's coefficient is negative with the
    /// smallest `-constant/coefficient`; else a restricted row with the
    /// smallest `constant/coefficient`; else the last unrestricted row that
    /// holds it.
    func markerLeavingSlot(_ marker: Int32) -> Int32? {
        var first: Int32?
        var second: Int32?
        var third: Int32?
        var r1 = Double.greatestFiniteMagnitude
        var r2 = Double.greatestFiniteMagnitude
        for slot in columns[Int(marker)] {
            let row = rows[Int(slot)]
            let coefficient = row.coefficient(for: marker)
            if kinds[Int(row.basic)] == .dummy && nearZero(row.constant) {
                return slot
            } else if kinds[Int(row.basic)] == .external {
                third = slot
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < r1 {
                    r1 = ratio
                    first = slot
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < r2 {
                    r2 = ratio
                    second = slot
                }
            }
        }
        return first ?? second ?? third
    }
}
