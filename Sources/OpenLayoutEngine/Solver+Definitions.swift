import HeapModule

/// Definitions: required equalities kept out of the tableau (see
/// ``Definition``), and the installation of every other constraint with
/// the definitions it mentions substituted.
extension Solver {
    /// The most definitions one definition may reach (see
    /// ``Definition/reach``). A longer chain of definitions would make each
    /// constraint on its last link substitute every link (a 1,000-link
    /// chain with a bound on each link took 68 ms instead of 41); past this
    /// many, the next link goes into the tableau and the chain starts again
    /// from its row.
    static let definitionReach = 32

    /// The variable `constraint` can define, and its coefficient: the first
    /// variable of a required equality that nothing uses yet — no
    /// constraint, no row, no definition — with a coefficient that is not
    /// near zero, provided the definition would reach at most
    /// ``definitionReach`` definitions. Nil for any other constraint.
    func definableSubject(of constraint: Constraint) -> (symbol: Int32, coefficient: Double, reach: Int)? {
        guard constraint.relation == .equal, constraint.strength.isRequired, constraint.strengthBelow?.isRequired ?? true
        else { return nil }
        let terms = constraint.expression.terms
        for term in terms {
            let s = Int(term.variable.index)
            guard variableUses[s] == 0, definitionOf[s] < 0, tableau.rowOf[s] < 0, tableau.columns[s].isEmpty else {
                continue
            }
            var coefficient = 0.0
            for other in terms where other.variable.index == term.variable.index { coefficient += other.coefficient }
            if !nearZero(coefficient) {
                let reach = reach(of: constraint.expression)
                return reach <= Self.definitionReach ? (term.variable.index, coefficient, reach) : nil
            }
        }
        return nil
    }

    /// 1 plus the reach of each defined variable of `expression`.
    private func reach(of expression: Expression) -> Int {
        var reach = 1
        for term in expression.terms {
            let index = definitionOf[Int(term.variable.index)]
            if index >= 0 { reach += definitions[Int(index)].reach }
        }
        return reach
    }

    /// Makes `constraint` (with `subject` definable, see
    /// ``definableSubject(of:)``) the definition of `subject` for the
    /// constraint slot `owner`, and returns the definition's index.
    func define(_ constraint: Constraint, subject: Int32, coefficient: Double, reach: Int, owner: Int32) -> Int32 {
        compactDefinitionCellsIfWasteful()
        // The row in the scratch cells (no array of its own), then copied
        // to the end of the definitions' store.
        var row = Row(constant: -constraint.expression.constant / coefficient)
        swap(&row.cells, &tableau.scratch)
        row.cells.removeAllKeepingBuffer()
        for term in constraint.expression.terms where term.variable.index != subject {
            row.add(term.variable.index, -term.coefficient / coefficient)
        }
        let start = definitionCells.append(row.cells)
        let definition = Definition(
            subject: subject, termStart: start, termCount: Int32(row.cells.count), constant: row.constant,
            subjectCoefficient: coefficient, owner: owner, rank: nextRank, reach: reach)
        swap(&row.cells, &tableau.scratch)
        let index: Int32
        if let free = freeDefinitions.popLast() {
            index = free
            definitions[Int(index)] = definition
        } else {
            index = Int32(definitions.count)
            definitions.append(definition)
            expansionCoefficients.append(0)
            expansionQueued.append(false)
        }
        definitionOrder.append((nextRank, index))
        nextRank += 1
        definitionOf[Int(subject)] = index
        definedValuesAreStale = true
        program.isStale = true
        return index
    }

    /// Adds `constraint` to the tableau for the slot `owner`, each defined
    /// variable replaced by its definition, and records the uses. Returns
    /// the tableau's tag, the definitions used and the installation's stamp.
    func install(
        _ constraint: Constraint, owner: Int32
    ) throws(Tableau.AddFailure) -> (tag: Tableau.Tag, expansion: IndexList, stamp: Int) {
        let expanded = expand(constraint)
        let tag: Tableau.Tag
        do {
            tag = try tableau.add(expanded, owner: owner)
            if !expansionUses.isEmpty { recycle(expanded) }
        } catch {
            switch error {
            case .unsatisfiable(let owners):
                throw .unsatisfiable(owners: explanation(owners, using: expansionUses.lazy.map(\.index)))
            case .unsatisfiableNeedsRebuild(let owners):
                throw .unsatisfiableNeedsRebuild(owners: explanation(owners, using: expansionUses.lazy.map(\.index)))
            case .internalError:
                throw error
            }
        }
        let stamp = nextStamp
        nextStamp += 1
        var expansion = IndexList()
        for use in expansionUses {
            addUse(DefinitionUse(slot: owner, stamp: stamp, coefficient: use.coefficient), to: use.index)
            expansion.append(use.index)
        }
        definedValuesAreStale = true
        return (tag, expansion, stamp)
    }

    /// Installs the constraint in `slot` again (after ``uninstall(_:optimizing:)``),
    /// with the definitions as they are now.
    func reinstall(_ slot: Int32) throws(Tableau.AddFailure) {
        let (tag, expansion, stamp) = try install(constraint(of: records[Int(slot)]!), owner: slot)
        records[Int(slot)]!.tag = tag
        records[Int(slot)]!.expansion = expansion
        records[Int(slot)]!.stamp = stamp
    }

    /// Takes the tableau constraint `record` out of the tableau (see
    /// ``Tableau/remove(_:of:optimizing:)``); its uses go stale.
    func uninstall(_ record: ConstraintRecord, optimizing: Bool) throws(Tableau.InternalError) {
        try tableau.remove(record.tag, of: record.header, optimizing: optimizing)
        for index in record.expansion { noteStaleUse(of: index) }
        definedValuesAreStale = true
    }

    /// `constraint` with every defined variable replaced by its
    /// definition, recursively; each definition used, with its total
    /// coefficient, is in ``expansionUses`` (in rank order, highest first)
    /// until the next expansion.
    ///
    /// A max-heap of ranks visits a definition after every definition
    /// that refers to it, so each is expanded once however many paths
    /// lead to it.
    func expand(_ constraint: Constraint) -> Constraint {
        expansionUses.removeAllKeepingBuffer()
        guard constraint.expression.terms.contains(where: { definitionOf[Int($0.variable.index)] >= 0 }) else {
            return constraint
        }
        var terms: [Term] = []
        swap(&terms, &expansionTerms)
        terms.removeAllKeepingBuffer()
        var constant = constraint.expression.constant
        var heap = Heap<RankedDefinition>()
        swap(&heap, &expansionHeap)
        defer { swap(&heap, &expansionHeap) }
        /// Queues `coefficient × symbol`: a defined symbol's definition, or
        /// the symbol itself as a term of the result.
        func visit(_ symbol: Int32, _ coefficient: Double) {
            let index = definitionOf[Int(symbol)]
            guard index >= 0 else {
                terms.append(Term(Variable(index: symbol, generation: tableau.generations[Int(symbol)]), coefficient))
                return
            }
            expansionCoefficients[Int(index)] += coefficient
            if !expansionQueued[Int(index)] {
                expansionQueued[Int(index)] = true
                heap.insert(RankedDefinition(rank: definitions[Int(index)].rank, index: index))
            }
        }
        for term in constraint.expression.terms { visit(term.variable.index, term.coefficient) }
        while let next = heap.popMax() {
            let index = Int(next.index)
            let coefficient = expansionCoefficients[index]
            expansionCoefficients[index] = 0
            expansionQueued[index] = false
            guard !nearZero(coefficient) else { continue }
            expansionUses.append((next.index, coefficient))
            constant += coefficient * definitions[index].constant
            // By index: a slice of the store would retain its buffer.
            let start = Int(definitions[index].termStart)
            for t in start..<start + Int(definitions[index].termCount) {
                let cell = definitionCells.elements[t]
                visit(cell.symbol, coefficient * cell.coefficient)
            }
        }
        var expanded = constraint
        expanded.expression = Expression(terms, constant: constant)
        return expanded
    }

    /// Gives `expanded`'s term storage back to ``expand(_:)`` for the next
    /// expansion (its constraint is in the tableau and no longer needed).
    func recycle(_ expanded: consuming Constraint) {
        var terms = expanded.expression.terms
        expanded.expression.terms = []
        terms.removeAllKeepingBuffer()
        expansionTerms = terms
    }

    /// `owners` (constraint slots) with the owners of the definitions that
    /// `used` names and that their constraints used: the definitions
    /// substituted into the rows that conflict are part of the conflict.
    func explanation(_ owners: [Int32], using used: some Sequence<Int32>) -> [Int32] {
        var slots = Set(owners)
        for owner in owners {
            guard let record = records[Int(owner)] else { continue }
            for index in record.expansion { slots.insert(definitions[Int(index)].owner) }
        }
        for index in used { slots.insert(definitions[Int(index)].owner) }
        return slots.sorted()
    }

    /// Puts `use` at the head of the definition's list of uses.
    private func addUse(_ use: DefinitionUse, to index: Int32) {
        // Through a buffer pointer: a field read through the array copied
        // the whole definition out (its terms retained).
        definitions.withUnsafeMutableBufferPointer { definitions in
            var entry = use
            entry.next = definitions[Int(index)].firstUse
            let position: Int32
            if freeUse >= 0 {
                position = freeUse
                freeUse = uses[Int(position)].next
                uses[Int(position)] = entry
            } else {
                position = Int32(uses.count)
                uses.append(entry)
            }
            definitions[Int(index)].firstUse = position
            definitions[Int(index)].useCount += 1
        }
    }

    /// Counts one of the definition's uses as stale, and drops stale uses
    /// once they are half of the list (so add/remove cycles stay flat).
    func noteStaleUse(of index: Int32) {
        let i = Int(index)
        guard definitions[i].isLive else { return }
        definitions[i].staleUsers += 1
        if definitions[i].staleUsers * 2 > definitions[i].useCount { dropStaleUses(of: index) }
    }

    /// Removes the stale entries of the definition's uses (all of them
    /// with `all`: the definition is going), returning them to the pool.
    func dropStaleUses(of index: Int32, all: Bool = false) {
        let i = Int(index)
        var previous: Int32 = -1
        var current = definitions[i].firstUse
        while current >= 0 {
            let use = uses[Int(current)]
            let next = use.next
            if all || records[Int(use.slot)]?.stamp != use.stamp {
                if previous >= 0 { uses[Int(previous)].next = next } else { definitions[i].firstUse = next }
                uses[Int(current)].next = freeUse
                freeUse = current
                definitions[i].useCount -= 1
            } else {
                previous = current
            }
            current = next
        }
        definitions[i].staleUsers = 0
    }

    /// The live uses of a definition: slots and coefficients, by slot.
    func liveUses(of index: Int32) -> [DefinitionUse] {
        dropStaleUses(of: index)
        var live: [DefinitionUse] = []
        live.reserveCapacity(definitions[Int(index)].useCount)
        var current = definitions[Int(index)].firstUse
        while current >= 0 {
            live.append(uses[Int(current)])
            current = uses[Int(current)].next
        }
        return live.sorted { $0.slot < $1.slot }
    }

    /// Removes the definitions `indices` (their constraints are gone):
    /// every tableau constraint that had one of them substituted leaves the
    /// tableau and comes back (once, however many of them it used) with
    /// their subjects as variables of their own.
    func removeDefinitions(_ indices: [Int32]) throws(Tableau.InternalError) {
        var users = Set<Int32>()
        for index in indices {
            for use in liveUses(of: index) { users.insert(use.slot) }
        }
        let slots = users.sorted()
        for slot in slots { try uninstall(records[Int(slot)]!, optimizing: false) }
        for index in indices {
            dropStaleUses(of: index, all: true)
            let definition = definitions[Int(index)]
            definitionCells.discard(definition.termCount)
            definitions[Int(index)] = .free
            freeDefinitions.append(index)
            definitionOf[Int(definition.subject)] = -1
            staleOrderEntries += 1
        }
        program.isStale = true
        for slot in slots {
            do {
                try reinstall(slot)
            } catch {
                throw Tableau.InternalError(reason: "a constraint could not come back after a definition went: \(error)")
            }
        }
        definedValuesAreStale = true
    }

    /// Changes the constant of the definition of the constraint in `slot`
    /// by `delta` (the constraint's own constant moving by `delta`), and
    /// every tableau constraint it was substituted into with it. Returns
    /// the constraint slots of a contradiction, or nil on success; after a
    /// contradiction the old constant is back and the tableau rebuilt.
    func shiftDefinition(ofSlot slot: Int32, by delta: Double) -> [Int32]? {
        let index = records[Int(slot)]!.definition
        let shift = -delta / definitions[Int(index)].subjectCoefficient
        definitions[Int(index)].constant += shift
        definedValuesAreStale = true
        if !program.isStale { program.shiftConstant(at: definitions[Int(index)].position, by: shift) }
        var reAdding: [DefinitionUse] = []
        for use in liveUses(of: index) {
            if case .needsReAdd = tableau.shiftConstant(records[Int(use.slot)]!.tag, by: use.coefficient * shift, repairing: false) {
                reAdding.append(use)
            }
        }
        var failure: [Int32]?
        do {
            for use in reAdding { try uninstall(records[Int(use.slot)]!, optimizing: false) }
        } catch {
            preconditionFailure("OpenLayoutEngine: \(error.reason)")
        }
        if let failing = tableau.dualOptimize() {
            failure = tableau.ownerSlots(of: tableau.rows[Int(tableau.rowOf[Int(failing)])], excluding: slot)
        } else {
            reAdd: for use in reAdding {
                do {
                    try reinstall(use.slot)
                } catch {
                    switch error {
                    case .unsatisfiable(let owners), .unsatisfiableNeedsRebuild(let owners): failure = owners + [use.slot]
                    case .internalError(let reason): preconditionFailure("OpenLayoutEngine: \(reason)")
                    }
                    break reAdd
                }
            }
        }
        guard let owners = failure else { return nil }
        let conflicting = explanation(owners, using: [index]).filter { $0 != slot }
        rebuild()
        return conflicting
    }

    /// Forgets every definition (the tableau is being built again).
    func resetDefinitions() {
        // One pass over a plain array, not a copy of each definition.
        for index in definitionOf.indices { definitionOf[index] = -1 }
        definitions.removeAll()
        definitionCells.removeAll()
        uses.removeAll()
        freeUse = -1
        freeDefinitions.removeAll()
        definitionOrder.removeAll()
        staleOrderEntries = 0
        expansionCoefficients.removeAll()
        expansionQueued.removeAll()
        definedValuesAreStale = true
        program.isStale = true
    }

    /// The cells of definition `index`.
    func cells(ofDefinition index: Int) -> ArraySlice<Cell> {
        definitionCells[definitions[index].termStart, definitions[index].termCount]
    }

    /// Drops the cells no definition names once they are most of
    /// ``definitionCells`` (and there are enough to be worth it), moving
    /// each live definition's cells down. Called before a definition is
    /// made, when no range is being read.
    func compactDefinitionCellsIfWasteful() {
        guard definitionCells.isWasteful else { return }
        definitionCells.compact { move in
            for index in definitions.indices where definitions[index].isLive {
                definitions[index].termStart = move(definitions[index].termStart, definitions[index].termCount)
            }
        }
    }
}
