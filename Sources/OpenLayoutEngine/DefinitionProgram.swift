/// The live definitions in rank order as flat arrays, with what each
/// depends on, so that evaluating them after a solve re-computes only
/// those whose inputs changed and touches no reference-counted storage.
///
/// A definition's inputs are tableau variables (the program's *roots*) and
/// earlier definitions. Evaluation compares each root's value with the one
/// it saw last time, marks the definitions that read a changed root (or
/// whose constant changed) dirty, and walks the dirty ones in rank order,
/// marking the dependents of each value that moved.
struct DefinitionProgram {
    /// Each definition's subject, by position (rank order).
    var subjects: ContiguousArray<Int32> = []
    /// Each definition's constant (kept in step by constant changes).
    var constants: ContiguousArray<Double> = []
    /// Where each definition's terms start in ``terms``; one more entry
    /// than definitions, the last the end.
    var termStarts: ContiguousArray<Int32> = [0]
    /// The terms of every definition, one after another.
    var terms: ContiguousArray<Cell> = []
    /// For each position, where its dependents start in ``dependents``.
    var dependentStarts: ContiguousArray<Int32> = [0]
    /// The positions of the definitions whose terms name each definition's subject.
    var dependents: ContiguousArray<Int32> = []
    /// The tableau variables definitions read.
    var roots: ContiguousArray<Int32> = []
    /// For each root, where its readers start in ``rootReaders``.
    var rootReaderStarts: ContiguousArray<Int32> = [0]
    /// The positions of the definitions that read each root.
    var rootReaders: ContiguousArray<Int32> = []
    /// Each root's value at the last evaluation (NaN: never seen).
    var rootValues: ContiguousArray<Double> = []
    /// Positions to evaluate again, one bit each.
    var dirty: ContiguousArray<UInt64> = []
    /// Whether definitions were made or removed since it was compiled.
    var isStale = true

    /// Changes the constant at `position` and marks it for evaluation.
    mutating func shiftConstant(at position: Int, by amount: Double) {
        constants[position] += amount
        markDirty(position)
    }

    /// Marks `position` for evaluation.
    @inline(__always)
    mutating func markDirty(_ position: Int) {
        dirty[position >> 6] |= 1 << UInt64(position & 63)
    }
}
