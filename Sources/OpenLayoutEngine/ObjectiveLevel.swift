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

    /// An empty level for `symbolCapacity` symbols.
    init(level: Double, symbolCapacity: Int) {
        self.level = level
        self.coefficients = ContiguousArray(repeating: 0, count: symbolCapacity)
    }
}
