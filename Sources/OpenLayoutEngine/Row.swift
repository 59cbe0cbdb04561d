/// A row of the tableau: `basic = constant + Σ coefficient × symbol`, the
/// cells sorted by symbol index; or, while a constraint is being added, the
/// constraint `0 = constant + Σ …`.
///
/// The methods here work on a row that is not (or not yet) in the tableau;
/// the tableau's own rows change through `Tableau+Rows.swift`, which keeps
/// the column index in step.
struct Row {
    /// The basic symbol this row defines, or -1 for a row outside the tableau.
    var basic: Int32 = -1
    /// The constant: the basic symbol's value when every parameter is 0.
    var constant: Double
    /// The non-zero coefficients, sorted by symbol.
    var cells: ContiguousArray<Cell>

    /// A row with no cells.
    init(constant: Double = 0) {
        self.constant = constant
        self.cells = []
    }

    /// Where `symbol` is, or where it would be inserted.
    @inline(__always)
    func position(of symbol: Int32) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) >> 1
            let s = cells[middle].symbol
            if s == symbol { return (middle, true) }
            if s < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// The coefficient of `symbol` (0 when absent).
    @inline(__always)
    func coefficient(for symbol: Int32) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient × symbol`, dropping the cell if the sum is near zero.
    mutating func add(_ symbol: Int32, _ coefficient: Double) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) { cells.shiftingRemove(at: index) } else { cells[index].coefficient = sum }
        } else if !nearZero(coefficient) {
            cells.shiftingInsert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `factor × other` (constant and cells), merging the sorted cells
    /// in one pass into `scratch`'s storage and copying them back when the
    /// row's buffer has room (otherwise the row takes `scratch`'s storage
    /// and `scratch` its old one), so a caller that keeps a scratch buffer
    /// seldom allocates.
    mutating func add(_ other: Row, times factor: Double, scratch: inout ContiguousArray<Cell>) {
        constant += other.constant * factor
        if other.cells.count <= 2 {
            for cell in other.cells { add(cell.symbol, cell.coefficient * factor) }
            return
        }
        var merged = ContiguousArray<Cell>()
        swap(&merged, &scratch)
        merged.removeAllKeepingBuffer()
        // Room for the slack or error symbols a new row gets next.
        merged.reserveCapacity(cells.count + other.cells.count + 2)
        var i = 0
        var j = 0
        while i < cells.count || j < other.cells.count {
            if j == other.cells.count || (i < cells.count && cells[i].symbol < other.cells[j].symbol) {
                merged.append(cells[i])
                i += 1
            } else if i == cells.count || other.cells[j].symbol < cells[i].symbol {
                let coefficient = other.cells[j].coefficient * factor
                if !nearZero(coefficient) { merged.append(Cell(symbol: other.cells[j].symbol, coefficient: coefficient)) }
                j += 1
            } else {
                let sum = cells[i].coefficient + other.cells[j].coefficient * factor
                if !nearZero(sum) { merged.append(Cell(symbol: cells[i].symbol, coefficient: sum)) }
                i += 1
                j += 1
            }
        }
        if !cells.overwriteIfRoom(with: merged) { swap(&cells, &merged) }
        scratch = merged
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = constant + a·symbol + …` into `symbol = -constant/a - …/a`:
    /// removes `symbol` and scales the rest by `-1/a`.
    ///
    /// - Precondition: `symbol` is in the row.
    mutating func solve(for symbol: Int32) {
        let (index, found) = position(of: symbol)
        precondition(found, "solving a row for a symbol it does not hold")
        let factor = -1 / cells[index].coefficient
        cells.shiftingRemove(at: index)
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Replaces `symbol` by `row` (`symbol = row`), if the row holds it
    /// (`scratch`: see ``add(_:times:scratch:)``).
    mutating func substitute(_ symbol: Int32, with row: Row, scratch: inout ContiguousArray<Cell>) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        let coefficient = cells[index].coefficient
        cells.shiftingRemove(at: index)
        add(row, times: coefficient, scratch: &scratch)
    }
}
