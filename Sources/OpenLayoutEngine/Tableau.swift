/// The simplex tableau behind a ``Solver``: symbols, rows, the column index
/// and the objective, as one value so that the hot loops run on a struct
/// (no per-access exclusivity checks of class properties).
///
/// The algorithm is Cassowary's (Badros, Borning & Stuckey 2001) in the
/// shape kiwi gave it: rows in basic-variable form, a primal simplex
/// (`optimize`) after each constraint is added or removed, a dual simplex
/// (`dualOptimize`) after constants change. What differs from kiwi:
///
/// - **Columns.** Each symbol keeps the sorted list of row slots whose row
///   holds it, so substituting a symbol, finding a leaving row or shifting a
///   marker touches only those rows (kiwi walks every row).
/// - **Levels.** The objective is one dense row per strength level,
///   compared lexicographically (see ``Strength``).
/// - **Recycling.** Symbols and row slots of removed constraints and
///   variables are reused, so add/remove cycles keep memory flat.
/// - **Definitions.** The solver keeps required equalities over unused
///   variables out of the tableau (``Definition``); rows hold only what
///   the other constraints need.
/// - **Determinism.** Every choice (entering symbol, leaving row, subject)
///   scans in symbol or slot order; nothing depends on hashing.
struct Tableau {
    /// Each symbol's kind, by index.
    var kinds: ContiguousArray<SymbolKind> = []
    /// Bumped each time an index is freed, so stale handles are caught.
    var generations: ContiguousArray<UInt32> = []
    /// The slot of the row each symbol is basic in, or -1.
    var rowOf: ContiguousArray<Int32> = []
    /// For each symbol, the sorted slots of the rows that hold it.
    var columns: ContiguousArray<IndexList> = []
    /// For marker and error symbols, the slot of their constraint; else -1.
    var owners: ContiguousArray<Int32> = []
    /// Indices on the free list (reused last-in first-out).
    var freeSymbols: [Int32] = []

    /// The rows, by slot; a free slot's row has `basic == -1`.
    var rows: ContiguousArray<Row> = []
    /// Free row slots.
    var freeRows: [Int32] = []
    /// Basic symbols whose rows may have gone negative, for `dualOptimize`.
    var infeasible: [Int32] = []
    /// A spare cell buffer, swapped with a row's cells during merges.
    var scratch = ContiguousArray<Cell>()

    /// The objective, one level per strength level in use, highest first.
    var levels: ContiguousArray<ObjectiveLevel> = []
    /// Bit `s` set: symbol `s` is not a dummy and its objective coefficient
    /// is lexicographically negative (a candidate to enter the basis).
    var negative: ContiguousArray<UInt64> = []
    /// The number of bits set in ``negative``: none, and the search for a
    /// candidate ends at once (the usual answer after each addition).
    var candidateCount = 0
    /// Every word of ``negative`` below this index is zero (where the
    /// search for a candidate starts).
    var firstCandidateWord = 0
    /// The artificial objective while a row is added through one.
    var artificial: Row?
    /// Whether a row with no feasible subject enters with its slack or
    /// dummy marker infeasible, for the dual simplex to repair (the
    /// default); false adds every such row through an artificial variable,
    /// as kiwi does (the reference the solver's tests compare with).
    var entersInfeasibleMarkers = true
    /// The rows that entered with an infeasible marker so far (for tests).
    var infeasibleEntries = 0

    /// The number of live (non-free) symbols.
    var liveSymbolCount: Int { kinds.count - freeSymbols.count }
    /// The number of rows in the tableau.
    var rowCount: Int { rows.count - freeRows.count }
}

extension Tableau {
    /// A new symbol of `kind`, reusing a freed index when there is one.
    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        if let symbol = freeSymbols.popLast() {
            kinds[Int(symbol)] = kind
            return symbol
        }
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        generations.append(0)
        rowOf.append(-1)
        columns.append(IndexList())
        owners.append(-1)
        for index in levels.indices { levels[index].coefficients.append(0) }
        if kinds.count > negative.count * 64 { negative.append(0) }
        return symbol
    }

    /// Puts `symbol` on the free list. It must already be out of the
    /// tableau: not basic, in no row; its objective cells are cleared here.
    mutating func freeSymbol(_ symbol: Int32) {
        let s = Int(symbol)
        precondition(rowOf[s] < 0 && columns[s].isEmpty, "freeing a symbol still in the tableau")
        for index in levels.indices { levels[index].coefficients[s] = 0 }
        setCandidate(symbol, false)
        kinds[s] = .free
        generations[s] &+= 1
        owners[s] = -1
        freeSymbols.append(symbol)
    }

    /// The value of `symbol` in the current solution: its row's constant if
    /// basic, else 0.
    @inline(__always)
    func value(of symbol: Int32) -> Double {
        let slot = rowOf[Int(symbol)]
        return slot < 0 ? 0 : rows[Int(slot)].constant
    }
}
