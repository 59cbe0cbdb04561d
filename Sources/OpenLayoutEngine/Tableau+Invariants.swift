/// A self-check of the tableau for tests: every invariant the algorithm
/// relies on. Returns the first one broken, or nil.
extension Tableau {
    /// The first broken invariant, described, or nil if all hold.
    func brokenInvariant() -> String? {
        for slot in rows.indices {
            let row = rows[slot]
            guard row.basic >= 0 else { continue }
            if rowOf[Int(row.basic)] != Int32(slot) { return "row \(slot): rowOf of its basic symbol is wrong" }
            if kinds[Int(row.basic)] != .external, row.constant < 0, !nearZero(row.constant) {
                return "row \(slot): restricted basic symbol \(row.basic) is negative (\(row.constant))"
            }
            var previous: Int32 = -1
            for cell in row.cells {
                if cell.symbol <= previous { return "row \(slot): cells out of order" }
                previous = cell.symbol
                if nearZero(cell.coefficient) { return "row \(slot): a near-zero cell" }
                if rowOf[Int(cell.symbol)] >= 0 { return "row \(slot): holds basic symbol \(cell.symbol)" }
                if kinds[Int(cell.symbol)] == .free { return "row \(slot): holds freed symbol \(cell.symbol)" }
                if !columns[Int(cell.symbol)].contains(Int32(slot)) {
                    return "row \(slot): missing from the column of \(cell.symbol)"
                }
            }
        }
        for symbol in columns.indices {
            var previous: Int32 = -1
            for slot in columns[symbol] {
                if slot <= previous { return "column \(symbol) out of order" }
                previous = slot
                if rows[Int(slot)].basic < 0 || !rows[Int(slot)].position(of: Int32(symbol)).found {
                    return "column \(symbol) lists row \(slot), which does not hold it"
                }
            }
            let isCandidate = negative[symbol >> 6] & (UInt64(1) << UInt64(symbol & 63)) != 0
            let shouldBe = kinds[symbol] != .dummy && leadsNegative(Int32(symbol))
            if isCandidate != shouldBe { return "candidate bit of \(symbol) is stale" }
            if shouldBe { return "not optimal: symbol \(symbol) can still enter" }
        }
        if candidateCount != negative.reduce(0, { $0 + $1.nonzeroBitCount }) { return "candidate count is stale" }
        if negative.prefix(firstCandidateWord).contains(where: { $0 != 0 }) { return "a candidate lies below the search's start" }
        return nil
    }
}
