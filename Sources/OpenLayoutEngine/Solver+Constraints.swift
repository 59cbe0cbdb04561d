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
        try validate(constraint.expression)
        if let level = constraint.strength.level {
            guard level.isFinite, constraint.strength.weight.isFinite, constraint.strength.weight > 0 else {
                throw .nonFinite
            }
        }
        let slot = reserveSlot()
        do {
            let tag = try tableau.add(constraint, owner: slot)
            records[Int(slot)] = ConstraintRecord(constraint: constraint, tag: tag)
            countUses(of: constraint.expression, by: 1)
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

    /// Removes the constraint `handle` names; the solution without it is
    /// there for the next question (the tableau work is deferred and
    /// batched, see ``Solver``).
    ///
    /// - Throws: ``SolverError/unknownConstraint`` if it was removed already.
    public func remove(_ handle: ConstraintHandle) throws(SolverError) {
        guard let record = record(handle) else { throw .unknownConstraint }
        records[Int(handle.slot)] = nil
        countUses(of: record.constraint.expression, by: -1)
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
                for record in removals {
                    try tableau.remove(record.tag, strength: record.constraint.strength, optimizing: false)
                }
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
        record(handle)?.constraint
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
        let delta = constant - records[slot]!.constraint.expression.constant
        guard delta != 0 else { return }
        switch tableau.shiftConstant(records[slot]!.tag, by: delta) {
        case .done:
            records[slot]!.constraint.expression.constant = constant
        case .failed(let failing):
            let owners = tableau.ownerSlots(
                of: tableau.rows[Int(tableau.rowOf[Int(failing)])], excluding: handle.slot)
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
            try tableau.remove(record.tag, strength: record.constraint.strength)
        } catch {
            preconditionFailure("OpenLayoutEngine: \(error.reason)")
        }
        var changed = record.constraint
        changed.expression.constant = constant
        do {
            let tag = try tableau.add(changed, owner: handle.slot)
            records[Int(handle.slot)] = ConstraintRecord(constraint: changed, tag: tag)
        } catch {
            let owners: [Int32]
            switch error {
            case .unsatisfiable(let o): owners = o
            case .unsatisfiableNeedsRebuild(let o):
                owners = o
                records[Int(handle.slot)] = nil
                rebuild()
            case .internalError(let reason): preconditionFailure("OpenLayoutEngine: \(reason)")
            }
            do {
                let tag = try tableau.add(record.constraint, owner: handle.slot)
                records[Int(handle.slot)] = ConstraintRecord(constraint: record.constraint, tag: tag)
            } catch {
                preconditionFailure("OpenLayoutEngine: a constraint could not be put back")
            }
            throw .unsatisfiable(conflicting: handles(owners))
        }
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

    /// Builds the tableau again from the live constraints, in slot order
    /// (after a failed search left it changed). Variables keep their
    /// indices; everything else is new.
    func rebuild() {
        tableau.resetKeepingVariables()
        for slot in records.indices {
            guard let record = records[slot] else { continue }
            do {
                let tag = try tableau.add(record.constraint, owner: Int32(slot))
                records[slot]!.tag = tag
            } catch {
                preconditionFailure("OpenLayoutEngine: rebuilding a consistent system failed: \(error)")
            }
        }
    }
}
