/// Adding, removing and changing constraints.
extension Solver {
    /// Adds `constraint` and re-solves.
    ///
    /// - Returns: the handle that names this addition.
    /// - Throws: ``SolverError/unsatisfiable(conflicting:)`` for a required
    ///   constraint that contradicts the required ones already added;
    ///   ``SolverError/nonFinite``; ``SolverError/unknownVariable``.
    @discardableResult
    public func add(_ constraint: Constraint) throws(SolverError) -> ConstraintHandle {
        applyPendingRemovals()
        compactTermsIfWasteful()
        try validate(constraint.expression)
        guard constraint.strength.isUsable, constraint.strengthBelow?.isUsable ?? true else {
            throw .nonFinite
        }
        let slot = reserveSlot()
        do {
            let record = try place(constraint, owner: slot)
            // A reserved slot holds nil, which needs no destruction: the
            // record is written without first reading the slot's old value
            // — a cache miss on a slot freed long ago (the first layout of
            // a screen after another's tear-down spent 2 % of its time on
            // that load).
            records.withUnsafeMutableBufferPointer { buffer in
                (buffer.baseAddress! + Int(slot)).initialize(to: record)
            }
            countUses(of: constraint.expression.terms, by: 1)
            return ConstraintHandle(slot: slot, generation: slotGenerations[Int(slot)])
        } catch {
            releaseSlot(slot)
            switch error {
            case .unsatisfiable(let owners):
                throw .unsatisfiable(conflicting: handles(owners))
            case .unsatisfiableNeedsRebuild(let owners):
                rebuild()
                throw .unsatisfiable(conflicting: handles(owners))
            case .internalError(let reason):
                preconditionFailure("OpenLayoutEngine: \(reason)")
            }
        }
    }

    /// Makes `constraint` a definition if it can be one (see
    /// ``definableSubject(of:)``), else installs it in the tableau; returns
    /// its record for the slot `owner`.
    func place(_ constraint: Constraint, owner: Int32) throws(Tableau.AddFailure) -> ConstraintRecord {
        if let (subject, coefficient, reach) = definableSubject(of: constraint) {
            let index = define(constraint, subject: subject, coefficient: coefficient, reach: reach, owner: owner)
            return record(of: constraint, tag: Tableau.Tag(marker: -1, markerCoefficient: 0), definition: index)
        }
        let (tag, expansion, stamp) = try install(constraint, owner: owner)
        return record(of: constraint, tag: tag, expansion: expansion, stamp: stamp)
    }

    /// Removes the constraint `handle` names; the solution without it is
    /// there for the next question (the tableau work is deferred and
    /// batched, see ``Solver``).
    ///
    /// - Throws: ``SolverError/unknownConstraint`` if it was removed already.
    public func remove(_ handle: ConstraintHandle) throws(SolverError) {
        guard let record = record(handle) else { throw .unknownConstraint }
        records[Int(handle.slot)] = nil
        countUses(of: terms(of: record), by: -1)
        termStore.discard(record.termCount)
        pendingRemovals.append(record)
        hasPendingRemovals = true
        releaseSlot(handle.slot)
    }

    /// Applies the deferred removals: one by one with a single
    /// optimisation at the end, or — when they are more than the
    /// constraints that stay — by building the tableau again from those.
    /// Then frees the removed variables.
    @inline(__always)
    func applyPendingRemovals() {
        if _slowPath(hasPendingRemovals) { applyPendingRemovalsNow() }
    }

    /// Does the tableau work of the removals made since the solver last
    /// answered a question, now rather than at the next question: a host
    /// calls it when a turn's work is done, so that a screen that went away
    /// costs its own turn, not the layout of the next one. Changes no
    /// answer; does nothing when no removal is waiting.
    public func applyDeferredRemovals() {
        applyPendingRemovals()
    }

    /// Whether removals wait for their tableau work (see
    /// ``applyDeferredRemovals()``).
    public var hasDeferredRemovals: Bool { hasPendingRemovals }

    @inline(never)
    private func applyPendingRemovalsNow() {
        hasPendingRemovals = false
        let removals = pendingRemovals
        pendingRemovals = []
        let rebuilding = removals.count > constraintCount
        if rebuilding {
            rebuild()
        } else if !removals.isEmpty {
            do {
                var definitionRemovals: [Int32] = []
                for record in removals {
                    if record.definition >= 0 {
                        definitionRemovals.append(record.definition)
                    } else {
                        try uninstall(record, optimizing: false)
                    }
                }
                if !definitionRemovals.isEmpty { try removeDefinitions(definitionRemovals) }
                try tableau.optimize()
            } catch {
                preconditionFailure("OpenLayoutEngine: \(error.reason)")
            }
        }
        for symbol in pendingVariables { tableau.expel(symbol) }
        pendingVariables = []
        // After a large batch, reuse freed indices lowest first, as a new
        // solver numbers them: the entering-symbol and subject choices scan
        // in index order, and symbols in creation order pivot far less than
        // a shuffled set (a second 1,000-view screen pivoted twice as often).
        if rebuilding, removals.count >= 64 { tableau.freeSymbols.sort(by: >) }
    }

    /// Whether `handle` names a constraint of this solver.
    public func contains(_ handle: ConstraintHandle) -> Bool {
        record(handle) != nil
    }

    /// The constraint `handle` names, as last set.
    public func constraint(_ handle: ConstraintHandle) -> Constraint? {
        record(handle).map { constraint(of: $0) }
    }

    /// Sets the constant of the constraint's expression and re-solves
    /// incrementally (a dual-simplex repair, not a remove and add).
    ///
    /// - Throws: ``SolverError/unsatisfiable(conflicting:)`` if a required
    ///   constraint with the new constant contradicts the others (the
    ///   constant is then left as it was); ``SolverError/nonFinite``;
    ///   ``SolverError/unknownConstraint``.
    public func setConstant(_ constant: Double, of handle: ConstraintHandle) throws(SolverError) {
        applyPendingRemovals()
        guard constant.isFinite else { throw .nonFinite }
        guard isLive(handle) else { throw .unknownConstraint }
        let slot = Int(handle.slot)
        let delta = constant - records[slot]!.header.expression.constant
        guard delta != 0 else { return }
        definedValuesAreStale = true
        if records[slot]!.definition >= 0 {
            if let conflicting = shiftDefinition(ofSlot: handle.slot, by: delta) {
                throw .unsatisfiable(conflicting: handles(conflicting))
            }
            records[slot]!.header.expression.constant = constant
            return
        }
        switch tableau.shiftConstant(records[slot]!.tag, by: delta) {
        case .done:
            records[slot]!.header.expression.constant = constant
        case .failed(let failing):
            let owners = explanation(
                tableau.ownerSlots(of: tableau.rows[Int(tableau.rowOf[Int(failing)])], excluding: handle.slot),
                using: records[slot]!.expansion
            ).filter { $0 != handle.slot }
            if case .failed = tableau.shiftConstant(records[slot]!.tag, by: -delta) {
                preconditionFailure("OpenLayoutEngine: a constant change could not be undone")
            }
            throw .unsatisfiable(conflicting: handles(owners))
        case .needsReAdd:
            try reAdd(handle, records[slot]!, constant: constant)
        }
    }

    /// Replaces the constraint in `handle`'s slot by the same one with
    /// another constant, keeping the handle; on failure, puts the old one back.
    private func reAdd(_ handle: ConstraintHandle, _ record: ConstraintRecord, constant: Double) throws(SolverError) {
        do {
            try uninstall(record, optimizing: true)
        } catch {
            preconditionFailure("OpenLayoutEngine: \(error.reason)")
        }
        // Whichever record ends up in the slot, the old one's terms are
        // no longer named.
        defer { termStore.discard(record.termCount) }
        var changed = constraint(of: record)
        changed.expression.constant = constant
        do {
            records[Int(handle.slot)] = try installed(changed, owner: handle.slot)
        } catch {
            let owners: [Int32]
            var rebuilt = false
            switch error {
            case .unsatisfiable(let o): owners = o
            case .unsatisfiableNeedsRebuild(let o):
                owners = o
                records[Int(handle.slot)] = nil
                rebuild()
                rebuilt = true
            case .internalError(let reason): preconditionFailure("OpenLayoutEngine: \(reason)")
            }
            do {
                records[Int(handle.slot)] = try installed(constraint(of: record), owner: handle.slot)
                if rebuilt { countUses(of: terms(of: record), by: 1) }
            } catch {
                preconditionFailure("OpenLayoutEngine: a constraint could not be put back")
            }
            throw .unsatisfiable(conflicting: handles(owners))
        }
    }

    /// The record of `constraint` installed in the tableau for `owner`.
    private func installed(_ constraint: Constraint, owner: Int32) throws(Tableau.AddFailure) -> ConstraintRecord {
        let (tag, expansion, stamp) = try install(constraint, owner: owner)
        return record(of: constraint, tag: tag, expansion: expansion, stamp: stamp)
    }

    /// The record `handle` names, if it is still live.
    func record(_ handle: ConstraintHandle) -> ConstraintRecord? {
        isLive(handle) ? records[Int(handle.slot)] : nil
    }

    /// Whether `handle` names a constraint in the solver now.
    @inline(__always)
    func isLive(_ handle: ConstraintHandle) -> Bool {
        let slot = Int(handle.slot)
        return slot >= 0 && slot < records.count && slotGenerations[slot] == handle.generation && records[slot] != nil
    }

    /// The first broken invariant of the tableau (after the deferred
    /// removals), or nil: a self-check for tests.
    func brokenInvariant() -> String? {
        applyPendingRemovals()
        for (index, definition) in definitions.enumerated() where definition.isLive {
            let s = Int(definition.subject)
            if definitionOf[s] < 0 || definitions[Int(definitionOf[s])].rank != definition.rank {
                return "definition of \(s) is not indexed"
            }
            if tableau.rowOf[s] >= 0 || !tableau.columns[s].isEmpty { return "defined variable \(s) is in the tableau" }
            for cell in cells(ofDefinition: index) where definitionOf[Int(cell.symbol)] >= 0 {
                if definitions[Int(definitionOf[Int(cell.symbol)])].rank >= definition.rank {
                    return "definition of \(s) refers to a later one"
                }
            }
        }
        return tableau.brokenInvariant()
    }

    /// A free constraint slot.
    private func reserveSlot() -> Int32 {
        if let slot = freeSlots.popLast() { return slot }
        records.append(nil)
        slotGenerations.append(0)
        return Int32(records.count - 1)
    }

    /// Returns a slot to the free list, invalidating its handles.
    private func releaseSlot(_ slot: Int32) {
        slotGenerations[Int(slot)] &+= 1
        freeSlots.append(slot)
    }

    /// Handles for live constraint slots.
    func handles(_ slots: [Int32]) -> [ConstraintHandle] {
        slots.compactMap { slot in
            records[Int(slot)] == nil ? nil : ConstraintHandle(slot: slot, generation: slotGenerations[Int(slot)])
        }
    }

    /// Builds the tableau and the definitions again from the live
    /// constraints, in slot order (after a failed search left the tableau
    /// changed, or to drop most of it). Variables keep their indices;
    /// everything else is new.
    func rebuild() {
        tableau.resetKeepingVariables()
        resetDefinitions()
        for index in variableUses.indices { variableUses[index] = 0 }
        for slot in records.indices {
            guard let record = records[slot] else { continue }
            do {
                let constraint = constraint(of: record)
                termStore.discard(record.termCount)
                records[slot] = try place(constraint, owner: Int32(slot))
                countUses(of: constraint.expression.terms, by: 1)
            } catch {
                preconditionFailure("OpenLayoutEngine: rebuilding a consistent system failed: \(error)")
            }
        }
    }
}
