/// The levelled objective: lexicographic signs, candidates to enter, and
/// the changes adding, removing and substituting make to it.
extension Tableau {
    /// The index of `level` in `levels`, adding the level if it is new.
    mutating func levelIndex(_ level: Double) -> Int {
        var index = 0
        while index < levels.count, levels[index].level > level { index += 1 }
        if index < levels.count, levels[index].level == level { return index }
        levels.insert(ObjectiveLevel(level: level, symbolCapacity: kinds.count), at: index)
        return index
    }

    /// Whether `symbol`'s objective coefficient is lexicographically
    /// negative: the first level where it is not zero has it below zero.
    @inline(__always)
    func leadsNegative(_ symbol: Int32) -> Bool {
        for index in levels.indices {
            let value = levels[index].coefficients[Int(symbol)]
            if value != 0 { return value < 0 }
        }
        return false
    }

    /// Sets or clears `symbol`'s bit in the candidate set.
    @inline(__always)
    mutating func setCandidate(_ symbol: Int32, _ isCandidate: Bool) {
        let word = Int(symbol) >> 6
        let bit = UInt64(1) << UInt64(Int(symbol) & 63)
        let old = negative[word]
        let new = isCandidate ? old | bit : old & ~bit
        guard new != old else { return }
        negative[word] = new
        if isCandidate {
            candidateCount += 1
            if word < firstCandidateWord { firstCandidateWord = word }
        } else {
            candidateCount -= 1
        }
    }

    /// Brings `symbol`'s candidate bit up to date with its coefficients.
    @inline(__always)
    mutating func refreshCandidate(_ symbol: Int32) {
        setCandidate(symbol, kinds[Int(symbol)] != .dummy && leadsNegative(symbol))
    }

    /// The lowest-indexed candidate to enter the basis (kiwi's "first
    /// non-dummy symbol with a negative coefficient"), if any.
    mutating func firstCandidate() -> Int32? {
        guard candidateCount > 0 else { return nil }
        var word = firstCandidateWord
        while negative[word] == 0 { word += 1 }
        firstCandidateWord = word
        return Int32(word << 6 + negative[word].trailingZeroBitCount)
    }

    /// Adds `weight × symbol` to the level at `levelIndex`.
    mutating func addToObjective(_ symbol: Int32, _ weight: Double, levelIndex index: Int) {
        let sum = levels[index].coefficients[Int(symbol)] + weight
        levels[index].coefficients[Int(symbol)] = nearZero(sum) ? 0 : sum
        refreshCandidate(symbol)
    }

    /// Adds `factor × row` to the level at `levelIndex`.
    mutating func addToObjective(_ row: Row, _ factor: Double, levelIndex index: Int) {
        levels[index].constant += row.constant * factor
        for cell in row.cells {
            let sum = levels[index].coefficients[Int(cell.symbol)] + cell.coefficient * factor
            levels[index].coefficients[Int(cell.symbol)] = nearZero(sum) ? 0 : sum
            refreshCandidate(cell.symbol)
        }
    }

    /// Replaces `symbol` by `source` in every level.
    mutating func substituteInObjective(_ symbol: Int32, with source: Row) {
        var changed = false
        for index in levels.indices {
            let coefficient = levels[index].coefficients[Int(symbol)]
            guard coefficient != 0 else { continue }
            changed = true
            levels[index].constant += source.constant * coefficient
            // Through a buffer pointer: one uniqueness check per level,
            // not one per cell.
            levels[index].coefficients.withUnsafeMutableBufferPointer { values in
                values[Int(symbol)] = 0
                for cell in source.cells {
                    let sum = values[Int(cell.symbol)] + cell.coefficient * coefficient
                    values[Int(cell.symbol)] = nearZero(sum) ? 0 : sum
                }
            }
        }
        guard changed else { return }
        refreshCandidate(symbol)
        for cell in source.cells { refreshCandidate(cell.symbol) }
    }

    /// Counts one more constraint at the level at `index`.
    mutating func retainLevel(_ index: Int) {
        levels[index].uses += 1
    }

    /// Counts one constraint less at `level`; at none, the level goes (its
    /// leftover rounding noise with it) and the symbols it touched get
    /// their candidate bits recomputed.
    mutating func releaseLevel(_ level: Double) {
        guard let index = levels.firstIndex(where: { $0.level == level }) else { return }
        levels[index].uses -= 1
        guard levels[index].uses == 0 else { return }
        let removed = levels.remove(at: index)
        for symbol in removed.coefficients.indices where removed.coefficients[symbol] != 0 {
            refreshCandidate(Int32(symbol))
        }
    }

    /// Compares `a / aCoefficient` and `b / bCoefficient` as objective
    /// vectors, level by level: whether the first is smaller.
    @inline(__always)
    func ratioIsSmaller(_ a: Int32, _ aCoefficient: Double, than b: Int32, _ bCoefficient: Double) -> Bool {
        for index in levels.indices {
            let x = levels[index].coefficients[Int(a)] / aCoefficient
            let y = levels[index].coefficients[Int(b)] / bCoefficient
            if nearZero(x - y) { continue }
            return x < y
        }
        return false
    }
}
