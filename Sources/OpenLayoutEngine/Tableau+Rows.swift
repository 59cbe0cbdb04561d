/// Changes to the tableau's rows that keep the column index in step: every
/// cell of row slot `r` for symbol `s` has `r` in `columns[s]`, and no other
/// slot is there.
extension Tableau {
    /// The index in column `s` of the first slot not below `slot` (binary search).
    @inline(__always)
    func columnPosition(_ s: Int, _ slot: Int32) -> Int {
        var low = 0
        var high = columns[s].count
        while low < high {
            let middle = (low + high) >> 1
            if columns[s][middle] < slot { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Adds `slot` to `symbol`'s column.
    @inline(__always)
    mutating func columnInsert(_ symbol: Int32, _ slot: Int32) {
        let s = Int(symbol)
        if columns[s].isEmpty || columns[s][columns[s].count - 1] < slot {
            columns[s].append(slot)
            return
        }
        columns[s].shiftingInsert(slot, at: columnPosition(s, slot))
    }

    /// Removes `slot` from `symbol`'s column.
    @inline(__always)
    mutating func columnRemove(_ symbol: Int32, _ slot: Int32) {
        let s = Int(symbol)
        if let last = columns[s].last, last == slot {
            columns[s].removeLast()
            return
        }
        let index = columnPosition(s, slot)
        precondition(index < columns[s].count && columns[s][index] == slot, "column index out of step")
        columns[s].shiftingRemove(at: index)
    }

    /// Puts `row` (its `basic` set) into a free slot and returns the slot.
    @discardableResult
    mutating func insertRow(_ row: Row) -> Int32 {
        let slot: Int32
        if let free = freeRows.popLast() {
            slot = free
            rows[Int(slot)] = row
        } else {
            slot = Int32(rows.count)
            rows.append(row)
        }
        for cell in row.cells { columnInsert(cell.symbol, slot) }
        rowOf[Int(row.basic)] = slot
        return slot
    }

    /// Takes the row out of `slot` and frees the slot.
    @discardableResult
    mutating func removeRow(_ slot: Int32) -> Row {
        var row = Row()
        swap(&row, &rows[Int(slot)])
        for cell in row.cells { columnRemove(cell.symbol, slot) }
        rowOf[Int(row.basic)] = -1
        freeRows.append(slot)
        return row
    }

    /// Adds `coefficient × symbol` to the row in `slot`.
    mutating func addCell(_ symbol: Int32, _ coefficient: Double, inSlot slot: Int32) {
        let (index, found) = rows[Int(slot)].position(of: symbol)
        if found {
            let sum = rows[Int(slot)].cells[index].coefficient + coefficient
            if nearZero(sum) {
                rows[Int(slot)].cells.shiftingRemove(at: index)
                columnRemove(symbol, slot)
            } else {
                rows[Int(slot)].cells[index].coefficient = sum
            }
        } else if !nearZero(coefficient) {
            rows[Int(slot)].cells.shiftingInsert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            columnInsert(symbol, slot)
        }
    }

    /// Removes `symbol`'s cell from the row in `slot` and returns its
    /// coefficient; the column is left alone (the caller empties it).
    @inline(__always)
    mutating func takeCell(_ symbol: Int32, inSlot slot: Int32) -> Double {
        let (index, found) = rows[Int(slot)].position(of: symbol)
        guard found else { return 0 }
        return rows[Int(slot)].cells.shiftingRemove(at: index).coefficient
    }

    /// Adds `factor × source` to the row in `slot` (constant and cells),
    /// merging the sorted cells in one pass into the spare buffer and
    /// copying them back when the row's buffer has room (see
    /// `overwriteIfRoom(with:)`).
    mutating func addScaled(_ source: Row, _ factor: Double, intoSlot slot: Int32) {
        var cells = ContiguousArray<Cell>()
        swap(&cells, &rows[Int(slot)].cells)
        rows[Int(slot)].constant += source.constant * factor
        var merged = ContiguousArray<Cell>()
        swap(&merged, &scratch)
        merged.removeAllKeepingBuffer()
        merged.reserveCapacity(cells.count + source.cells.count)
        var i = 0
        var j = 0
        let n = cells.count
        let m = source.cells.count
        while i < n || j < m {
            if j == m || (i < n && cells[i].symbol < source.cells[j].symbol) {
                merged.append(cells[i])
                i += 1
            } else if i == n || source.cells[j].symbol < cells[i].symbol {
                let coefficient = source.cells[j].coefficient * factor
                if !nearZero(coefficient) {
                    merged.append(Cell(symbol: source.cells[j].symbol, coefficient: coefficient))
                    columnInsert(source.cells[j].symbol, slot)
                }
                j += 1
            } else {
                let sum = cells[i].coefficient + source.cells[j].coefficient * factor
                if nearZero(sum) {
                    columnRemove(cells[i].symbol, slot)
                } else {
                    merged.append(Cell(symbol: cells[i].symbol, coefficient: sum))
                }
                i += 1
                j += 1
            }
        }
        if cells.overwriteIfRoom(with: merged) {
            swap(&cells, &rows[Int(slot)].cells)
            scratch = merged
        } else {
            swap(&merged, &rows[Int(slot)].cells)
            scratch = cells
        }
    }

    /// Replaces `symbol` everywhere (rows, objective, artificial objective)
    /// by `source`, the row that now defines it; rows of restricted symbols
    /// that go negative, and dummies' rows that leave zero, are noted for
    /// `dualOptimize`.
    mutating func substitute(_ symbol: Int32, with source: Row) {
        var targets = IndexList()
        swap(&targets, &columns[Int(symbol)])
        for slot in targets {
            let coefficient = takeCell(symbol, inSlot: slot)
            addScaled(source, coefficient, intoSlot: slot)
            let basic = rows[Int(slot)].basic
            switch kinds[Int(basic)] {
            case .external: break
            case .dummy: if !nearZero(rows[Int(slot)].constant) { infeasible.append(basic) }
            default: if rows[Int(slot)].constant < 0 { infeasible.append(basic) }
            }
        }
        substituteInObjective(symbol, with: source)
        if artificial != nil { artificial!.substitute(symbol, with: source, scratch: &scratch) }
    }

    /// Makes `entering` the basic symbol of the row in `slot` (whose basic
    /// symbol leaves) and substitutes it everywhere else.
    mutating func pivot(_ slot: Int32, entering: Int32) {
        let leaving = rows[Int(slot)].basic
        addCell(leaving, -1, inSlot: slot)
        let (index, found) = rows[Int(slot)].position(of: entering)
        precondition(found, "pivoting on a symbol the row does not hold")
        let factor = -1 / rows[Int(slot)].cells[index].coefficient
        rows[Int(slot)].cells.shiftingRemove(at: index)
        columnRemove(entering, slot)
        rows[Int(slot)].constant *= factor
        for i in rows[Int(slot)].cells.indices { rows[Int(slot)].cells[i].coefficient *= factor }
        rows[Int(slot)].basic = entering
        rowOf[Int(leaving)] = -1
        rowOf[Int(entering)] = slot
        substitute(entering, with: rows[Int(slot)])
    }
}
