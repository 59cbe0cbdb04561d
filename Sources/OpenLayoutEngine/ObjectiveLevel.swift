/// One strength level of the objective: the weighted errors of the
/// optional constraints at that level, as a dense row over symbol indices.
struct ObjectiveLevel {
    /// The level (``Strength/level``); levels are kept highest first.
    let level: Double
    /// The coefficient of each symbol, by index (0 where absent).
    var coefficients: ContiguousArray<Double>
    /// The constant: this level's total weighted error when every
    /// parameter is 0.
    var constant: Double = 0
    /// How many constraints of this level are in the tableau; at 0 the
    /// level is dropped.
    var uses: Int = 0

    /// The symbols whose coefficient became non-zero since the level was
    /// made (with repeats), so that dropping it looks at those instead of
    /// every symbol; nil once that list would be as long as the
    /// coefficients (the level is then scanned whole).
    var touched: ContiguousArray<Int32>? = []

    /// An empty level for `symbolCapacity` symbols.
    init(level: Double, symbolCapacity: Int) {
        self.level = level
        self.coefficients = ContiguousArray(repeating: 0, count: symbolCapacity)
    }

    /// Sets the coefficient of `symbol`, noting it in ``touched`` when it
    /// becomes non-zero.
    @inline(__always)
    mutating func setCoefficient(_ value: Double, of symbol: Int32) {
        let index = Int(symbol)
        if coefficients[index] == 0, value != 0, touched != nil {
            if touched!.count >= coefficients.count { touched = nil } else { touched!.append(symbol) }
        }
        coefficients[index] = value
    }

    /// The symbols that may have a non-zero coefficient (each at least once).
    var possiblyNonZero: [Int32] {
        if let touched { return Array(touched) }
        return coefficients.indices.map { Int32($0) }
    }
}
