/// A variable the solver keeps out of the tableau: the subject of a
/// required equality that no other constraint used when it was added,
/// which therefore *defines* it, `subject = constant + Σ terms`.
///
/// Nothing else can decide such a variable, so it needs no row: its value
/// is computed from the terms after each solve, and constraints added
/// later that mention it have the definition substituted into them
/// (recursively) before they reach the tableau. A chain of equalities —
/// a stack view's `next.top == previous.bottom + spacing` — thus stays a
/// chain of definitions instead of rows each holding the markers of every
/// link above them (kiwi's tableau holds those markers, which made 80 % of
/// the cells of a 1,000-view screen's tableau).
///
/// Terms refer only to variables that were in use when the definition was
/// made — tableau variables or earlier definitions — so definitions form
/// a DAG whose ranks are a topological order.
struct Definition {
    /// The defined variable's symbol.
    var subject: Int32
    /// Where the other variables (by symbol) and their coefficients start
    /// in ``Solver/definitionCells``.
    var termStart: Int32
    /// How many other variables there are.
    var termCount: Int32
    /// The constant summand.
    var constant: Double
    /// The subject's coefficient in the constraint as written: a change of
    /// the constraint's constant by `d` changes ``constant`` by `-d / it`.
    var subjectCoefficient: Double
    /// The slot of the constraint that made the definition.
    var owner: Int32
    /// The order the definition was made in: larger than the rank of every
    /// definition its terms name.
    var rank: Int
    /// The first of the tableau constraints whose rows had this definition
    /// substituted into them (an index into ``Solver/uses``, linked through
    /// ``DefinitionUse/next``; -1: none), each with the total coefficient it
    /// was substituted with: a change of ``constant`` shifts their
    /// constants by that much. One pool for every definition's list, not
    /// an array each (a 1,000-view screen's first layout made 3,000 of
    /// those arrays grow).
    var firstUse: Int32 = -1
    /// The entries in the list, stale ones included.
    var useCount = 0
    /// Entries of the list whose constraint has gone or re-expanded.
    var staleUsers: Int = 0
    /// How many definitions substituting it expands (itself included,
    /// shared ones counted once per path, at most ``Solver/definitionReach``).
    var reach: Int
    /// Its place in the compiled ``DefinitionProgram`` (valid while that is not stale).
    var position: Int = -1

    /// What a free index of ``Solver/definitions`` holds: no subject, rank -1.
    static let free = Definition(
        subject: -1, termStart: 0, termCount: 0, constant: 0, subjectCoefficient: 1, owner: -1, rank: -1, reach: 0)

    /// Whether this is a definition, not ``free``.
    var isLive: Bool { subject >= 0 }
}

/// A definition in a max-heap of ranks: expanding visits a definition only
/// after every definition that refers to it.
struct RankedDefinition: Comparable {
    /// The definition's rank.
    var rank: Int
    /// Its index.
    var index: Int32

    static func < (lhs: RankedDefinition, rhs: RankedDefinition) -> Bool { lhs.rank < rhs.rank }
}

/// A tableau constraint that had a ``Definition`` substituted into it.
struct DefinitionUse {
    /// The constraint's slot.
    var slot: Int32
    /// The next entry of the same definition's list (or of the free list)
    /// in ``Solver/uses``, or -1.
    var next: Int32 = -1
    /// The stamp of the installation that recorded it: the entry is stale
    /// once the slot's record has another (re-installed, or gone).
    var stamp: Int
    /// The definition's total coefficient in the constraint's expression.
    var coefficient: Double
}
