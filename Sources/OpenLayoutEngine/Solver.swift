import HeapModule

/// An incremental Cassowary solver for linear equalities and inequalities
/// with strengths: the engine under Auto Layout, usable on its own.
///
/// ```swift
/// let solver = Solver()
/// let x = solver.makeVariable("x"), y = solver.makeVariable("y")
/// try solver.add(x + y == 10)
/// try solver.add(x - y == 4)
/// solver.value(of: x)   // 7
/// ```
///
/// Every call leaves the solution up to date: values are read straight
/// from the tableau, with no `updateVariables()` step. Required
/// constraints always hold; optional ones are met as well as their levels
/// allow (see ``Strength``). A request the solver refuses throws a
/// ``SolverError`` and changes nothing.
///
/// Deterministic: the same calls in the same order give the same tableau,
/// the same pivots and the same values, on every run and machine.
///
/// Differences from kiwi: variables are handles the solver makes; a
/// constraint's constant can be changed in place (``setConstant(_:of:)``,
/// which `NSLayoutConstraint.constant` uses); symbols of removed
/// constraints are recycled; an unsatisfiable constraint reports the
/// constraints it conflicts with.
///
/// Required equalities over a variable nothing used yet (`next.top ==
/// previous.bottom + 8`, a view's pinned width) do not enter the simplex
/// tableau: they *define* that variable (see ``Definition``), later
/// constraints have the definition substituted, and its value is computed
/// after each solve. Changing such a constraint's constant shifts the
/// constraints it was substituted into; removing it brings those back
/// with the variable free. Conflict lists name the definitions a
/// contradiction went through, as they would name the constraints whose
/// markers a tableau row holds.
///
/// Removals are applied lazily: ``remove(_:)`` and ``removeVariable(_:)``
/// take effect at once for every question the solver answers, but the
/// tableau work waits for the next call that needs the solution, and a
/// batch that takes away most of the system (a screen going away) starts
/// the tableau again from the constraints that remain instead of pivoting
/// each removal out of it.
///
/// Not thread-safe: use one solver from one thread (Auto Layout uses it on
/// the main actor). Its stored properties skip Swift's dynamic exclusivity
/// checks: no method calls out to user code, so no access can overlap
/// another, and the checks cost a third of a `suggestValue` (measured with
/// `perf` on the enaml-like workload).
public final class Solver {
    /// The simplex tableau.
    @exclusivity(unchecked) var tableau = Tableau()
    /// The constraints added, by slot.
    @exclusivity(unchecked) var records: ContiguousArray<ConstraintRecord?> = []
    /// Each slot's generation, bumped when its constraint is removed.
    @exclusivity(unchecked) var slotGenerations: ContiguousArray<UInt32> = []
    /// Free constraint slots.
    @exclusivity(unchecked) var freeSlots: [Int32] = []
    /// How many constraints use each variable, by symbol index.
    @exclusivity(unchecked) var variableUses: ContiguousArray<Int32> = []
    /// Each variable's edit constraint and suggested value, by symbol index
    /// (nil: not an edit variable).
    @exclusivity(unchecked) var edits: ContiguousArray<EditRecord?> = []
    /// Names given to variables, for messages.
    @exclusivity(unchecked) var names: [Int32: String] = [:]
    /// Constraints removed but still in the tableau (see ``remove(_:)``).
    @exclusivity(unchecked) var pendingRemovals: [ConstraintRecord] = []
    /// Variables removed but still in the tableau.
    @exclusivity(unchecked) var pendingVariables: [Int32] = []
    /// Whether either list above has entries (one test on every read).
    @exclusivity(unchecked) var hasPendingRemovals = false

    /// The definitions (see ``Definition``), by index; a free index holds
    /// ``Definition/free`` (not an optional: reading a field of an
    /// optional element copied the whole definition, its arrays retained).
    @exclusivity(unchecked) var definitions: ContiguousArray<Definition> = []
    /// Every definition's list of uses (see ``Definition/firstUse``) and
    /// the free entries, linked through ``DefinitionUse/next``.
    @exclusivity(unchecked) var uses: ContiguousArray<DefinitionUse> = []
    /// The first free entry of ``uses``, or -1.
    @exclusivity(unchecked) var freeUse: Int32 = -1
    /// Free definition indices.
    @exclusivity(unchecked) var freeDefinitions: [Int32] = []
    /// For each symbol, the index of the definition it is the subject of, or -1.
    @exclusivity(unchecked) var definitionOf: ContiguousArray<Int32> = []
    /// Definitions in rank order as (rank, index); an entry whose index now
    /// holds another rank (or nothing) is stale.
    @exclusivity(unchecked) var definitionOrder: [(rank: Int, index: Int32)] = []
    /// Stale entries in ``definitionOrder``.
    @exclusivity(unchecked) var staleOrderEntries = 0
    /// The rank of the next definition.
    @exclusivity(unchecked) var nextRank = 0
    /// The values of defined variables, by symbol, as last evaluated.
    @exclusivity(unchecked) var definedValues: ContiguousArray<Double> = []
    /// The definitions compiled for evaluation.
    @exclusivity(unchecked) var program = DefinitionProgram()
    /// Whether ``definedValues`` must be evaluated again before a read.
    @exclusivity(unchecked) var definedValuesAreStale = false
    /// Scratch for expansions: each definition's pending coefficient, and
    /// whether it is queued.
    @exclusivity(unchecked) var expansionCoefficients: ContiguousArray<Double> = []
    @exclusivity(unchecked) var expansionQueued: ContiguousArray<Bool> = []
    /// The definitions the last expansion used, with their total
    /// coefficients (see ``expand(_:)``).
    @exclusivity(unchecked) var expansionUses: ContiguousArray<(index: Int32, coefficient: Double)> = []
    /// The terms of the last expansion, kept for their storage.
    @exclusivity(unchecked) var expansionTerms: [Term] = []
    /// The heap of ranks an expansion works through (empty between
    /// expansions; kept for its storage).
    @exclusivity(unchecked) var expansionHeap = Heap<RankedDefinition>()
    /// Stamps installations of tableau constraints (see ``DefinitionUse``).
    @exclusivity(unchecked) var nextStamp = 0
    /// The cells of the definitions, each naming its run
    /// (``Definition/termStart``): one array for all of them, not one each.
    @exclusivity(unchecked) var definitionCells = SpanStore<Cell>()
    /// The terms of the constraints added, each record naming its run
    /// (``ConstraintRecord/termStart``): adding a constraint copies its
    /// terms instead of keeping its expression's array — the caller can
    /// build every expression in one reused array, and a first layout makes
    /// no array per constraint.
    @exclusivity(unchecked) var termStore = SpanStore<Term>()

    /// An empty solver.
    public init() {}

    /// The number of constraints added (edit constraints included).
    public var constraintCount: Int { records.count - freeSlots.count }
}

/// A constraint as added: what it says and where it lives — a definition,
/// or rows of the tableau.
struct ConstraintRecord {
    /// The constraint as last set (its constant follows
    /// ``Solver/setConstant(_:of:)``) but for its terms, which are in the
    /// solver's ``Solver/termStore`` (``Solver/constraint(of:)`` puts them
    /// back): its expression's `terms` is empty.
    var header: Constraint
    /// Where the constraint's terms start in ``Solver/termStore``.
    var termStart: Int32
    /// How many terms the constraint has.
    var termCount: Int32
    /// Its marker and other symbols (unused for a definition).
    var tag: Tableau.Tag
    /// The index of the definition it makes, or -1 (it is in the tableau).
    var definition: Int32 = -1
    /// The definitions substituted into it, by index (tableau constraints).
    var expansion = IndexList()
    /// Its installation's stamp: uses recorded with another are stale.
    var stamp: Int = -1
}

/// An edit variable's constraint and current suggestion.
struct EditRecord {
    /// The edit constraint `variable - value = 0`.
    var handle: ConstraintHandle
    /// The value last suggested (0 at first).
    var value: Double
}
