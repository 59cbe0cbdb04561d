/// Adding, removing and re-aiming constraints in the tableau.
extension Tableau {
    /// Where a constraint lives in the tableau.
    struct Tag {
        /// The slack (inequality), first error (optional equality) or dummy
        /// (required equality) the constraint's row was built with.
        var marker: Int32
        /// The second error symbol, or -1.
        var other: Int32 = -1
        /// The marker's coefficient in the constraint as written.
        var markerCoefficient: Double
        /// The other symbol's coefficient in the constraint as written.
        var otherCoefficient: Double = 0
    }

    /// Why a constraint could not be added.
    enum AddFailure: Error {
        /// It contradicts the required constraints; the tableau is as it
        /// was. The owners (constraint slots) of the combined rows.
        case unsatisfiable(owners: [Int32])
        /// It contradicts them and the search changed the tableau: the
        /// caller must rebuild it without the constraint.
        case unsatisfiableNeedsRebuild(owners: [Int32])
        /// An invariant broke.
        case internalError(String)
    }

    /// What a change of constant did.
    enum ShiftResult {
        /// Applied; the tableau is optimal and feasible.
        case done
        /// Infeasible: the basic symbol of the row that could not be repaired.
        case failed(Int32)
        /// The constraint must be removed and added again with the new
        /// constant (its marker is a basic dummy, or it is not in the tableau).
        case needsReAdd
    }

    /// Adds `constraint` (whose variables are valid) for the constraint
    /// slot `owner`.
    mutating func add(_ constraint: Constraint, owner: Int32) throws(AddFailure) -> Tag {
        var (row, tag) = makeRow(constraint)
        if tag.marker >= 0 { owners[Int(tag.marker)] = owner }
        if tag.other >= 0 { owners[Int(tag.other)] = owner }
        var subject = chooseSubject(row, tag)
        if subject < 0, row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            if !nearZero(row.constant) {
                let conflicting = ownerSlots(of: row, excluding: owner)
                freeSymbol(tag.marker)
                throw .unsatisfiable(owners: conflicting)
            }
            subject = tag.marker
        }
        // No subject keeps every row feasible, but the new slack or dummy
        // marker can still enter as an infeasible basic symbol: it is in
        // no other row and not in the objective, so the objective stays
        // optimal and the dual simplex below repairs the row — or finds
        // that nothing can (the constraint contradicts the required ones).
        // kiwi adds such rows through an artificial variable instead,
        // which costs a second simplex; the optimum is the same. (The only
        // symbols such a row brings to the objective are its errors, with
        // positive coefficients: nothing for the primal simplex to do.)
        var entersInfeasible = false
        if subject < 0, entersInfeasibleMarkers, tag.marker >= 0,
            kinds[Int(tag.marker)] == .slack || kinds[Int(tag.marker)] == .dummy {
            subject = tag.marker
            entersInfeasible = true
            infeasibleEntries += 1
        }
        do {
            if subject < 0 {
                let (success, explanation) = try addWithArtificialVariable(row)
                if !success { throw AddFailure.unsatisfiableNeedsRebuild(owners: ownerSlots(of: explanation, excluding: owner)) }
            } else {
                row.solve(for: subject)
                row.basic = subject
                let slot = insertRow(row)
                substitute(subject, with: rows[Int(slot)])
                if entersInfeasible { infeasible.append(subject) }
            }
            if !entersInfeasible { try optimize() }
        } catch let failure as AddFailure {
            throw failure
        } catch {
            throw .internalError(String(describing: error))
        }
        if let failing = dualOptimize() {
            throw .unsatisfiableNeedsRebuild(owners: ownerSlots(of: rows[Int(rowOf[Int(failing)])], excluding: owner))
        }
        return tag
    }

    /// The row of `constraint` with its current basic symbols substituted,
    /// its slack, error or dummy symbols added (errors into the objective),
    /// and its constant made non-negative (kiwi's `createRow`).
    mutating func makeRow(_ constraint: Constraint) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        // Room for every cell the terms can bring (a basic variable brings
        // its row's) and up to two slack, error or dummy symbols, so the
        // merges below copy into the row's own buffer.
        var room = 2
        for term in constraint.expression.terms {
            let slot = rowOf[Int(term.variable.index)]
            room += slot >= 0 ? rows[Int(slot)].cells.count : 1
        }
        row.cells.reserveCapacity(room)
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            let symbol = term.variable.index
            let slot = rowOf[Int(symbol)]
            if slot >= 0 {
                row.add(rows[Int(slot)], times: term.coefficient, scratch: &scratch)
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        var tag: Tag
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.add(slack, coefficient)
            tag = Tag(marker: slack, markerCoefficient: coefficient)
            if let level = strength.level {
                tag.other = addError(level, strength.weight, coefficient: -coefficient, to: &row)
                tag.otherCoefficient = -coefficient
            }
        case .equal:
            let below = constraint.strengthBelow ?? strength
            if strength.isRequired, below.isRequired {
                let dummy = makeSymbol(.dummy)
                row.add(dummy, 1)
                tag = Tag(marker: dummy, markerCoefficient: 1)
            } else {
                // The error above zero (`expression = plus`), then the one
                // below (`expression = -minus`); a required side has none.
                tag = Tag(marker: -1, markerCoefficient: 0)
                if let level = strength.level {
                    let plus = addError(level, strength.weight, coefficient: -1, to: &row)
                    tag = Tag(marker: plus, markerCoefficient: -1)
                }
                if let level = below.level {
                    let minus = addError(level, below.weight, coefficient: 1, to: &row)
                    if tag.marker < 0 {
                        tag = Tag(marker: minus, markerCoefficient: 1)
                    } else {
                        (tag.other, tag.otherCoefficient) = (minus, 1)
                    }
                }
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// A new error symbol in `row` with `coefficient`, costing `weight` at
    /// `level` in the objective.
    private mutating func addError(_ level: Double, _ weight: Double, coefficient: Double, to row: inout Row) -> Int32 {
        let error = makeSymbol(.error)
        row.add(error, coefficient)
        let index = levelIndex(level)
        retainLevel(index)
        addToObjective(error, weight, levelIndex: index)
        return error
    }

    /// The symbol to solve a new row for: its first external symbol that
    /// no other row holds (solving for it substitutes nothing), else its
    /// first external symbol (kiwi's choice), else its marker or other
    /// symbol if that is a slack or error with a negative coefficient; -1
    /// if none.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Int32 {
        var firstExternal: Int32 = -1
        for cell in row.cells where kinds[Int(cell.symbol)] == .external {
            if columns[Int(cell.symbol)].isEmpty { return cell.symbol }
            if firstExternal < 0 { firstExternal = cell.symbol }
        }
        if firstExternal >= 0 { return firstExternal }
        if isNegativeRestricted(tag.marker, in: row) { return tag.marker }
        if isNegativeRestricted(tag.other, in: row) { return tag.other }
        return -1
    }

    /// Whether `symbol` (-1: none) is a slack or error with a negative
    /// coefficient in `row`.
    @inline(__always)
    private func isNegativeRestricted(_ symbol: Int32, in row: Row) -> Bool {
        guard symbol >= 0 else { return false }
        let kind = kinds[Int(symbol)]
        return (kind == .slack || kind == .error) && row.coefficient(for: symbol) < 0
    }

    /// Adds `row` through an artificial variable minimised to zero. Returns
    /// whether it reached zero, and the artificial objective's last row (the
    /// explanation of a failure).
    mutating func addWithArtificialVariable(_ row: Row) throws(InternalError) -> (Bool, Row) {
        let art = makeSymbol(.slack)
        var artRow = row
        artRow.basic = art
        insertRow(artRow)
        artificial = row
        defer { artificial = nil }
        try optimizeArtificial()
        let explanation = artificial ?? Row()
        let success = nearZero(explanation.constant)
        artificial = nil
        let slot = rowOf[Int(art)]
        if slot >= 0 {
            var removed = removeRow(slot)
            if !removed.cells.isEmpty {
                // A row of dummies only: the constraint is implied by the
                // required ones (kiwi calls it unsatisfiable); a dummy
                // becomes its basic symbol, as when `add` finds it directly.
                let pivotable = removed.cells.first {
                    let kind = kinds[Int($0.symbol)]
                    return kind == .slack || kind == .error
                }
                guard let entering = (pivotable ?? removed.cells.first { kinds[Int($0.symbol)] == .dummy })?.symbol else {
                    throw InternalError(reason: "no pivotable symbol in the artificial row")
                }
                removed.add(art, -1)
                removed.solve(for: entering)
                removed.basic = entering
                let newSlot = insertRow(removed)
                substitute(entering, with: rows[Int(newSlot)])
            }
        }
        var holders = IndexList()
        swap(&holders, &columns[Int(art)])
        for holder in holders { _ = takeCell(art, inSlot: holder) }
        for index in levels.indices { levels[index].coefficients[Int(art)] = 0 }
        freeSymbol(art)
        return (success, explanation)
    }

    /// Removes `constraint`, tagged `tag` (kiwi's `removeConstraint`),
    /// then takes its marker and other symbols out of the tableau for good
    /// and frees them. Without `optimizing`, the tableau stays feasible but
    /// may not be optimal (a batch of removals optimises once at the end).
    mutating func remove(_ tag: Tag, of constraint: Constraint, optimizing: Bool = true) throws(InternalError) {
        let markerLevel = takeErrorOutOfObjective(tag.marker, tag.markerCoefficient, of: constraint)
        let otherLevel = takeErrorOutOfObjective(tag.other, tag.otherCoefficient, of: constraint)
        let markerSlot = rowOf[Int(tag.marker)]
        if markerSlot >= 0 {
            removeRow(markerSlot)
        } else if let slot = markerLeavingSlot(tag.marker) {
            var row = removeRow(slot)
            row.add(row.basic, -1)
            row.basic = -1
            row.solve(for: tag.marker)
            substitute(tag.marker, with: row)
        }
        if tag.other >= 0 { expel(tag.other) }
        expel(tag.marker)
        if let level = markerLevel { releaseLevel(level) }
        if let level = otherLevel { releaseLevel(level) }
        if optimizing { try optimize() }
    }

    /// If `symbol` is one of `constraint`'s error symbols (written with
    /// `coefficient`), takes its cost out of the objective and returns its
    /// level; else nil.
    private mutating func takeErrorOutOfObjective(_ symbol: Int32, _ coefficient: Double, of constraint: Constraint) -> Double? {
        guard symbol >= 0, kinds[Int(symbol)] == .error else { return nil }
        let strength = constraint.errorStrength(writtenCoefficient: coefficient)
        guard let level = strength.level else { return nil }
        let index = levelIndex(level)
        let slot = rowOf[Int(symbol)]
        if slot >= 0 {
            addToObjective(rows[Int(slot)], -strength.weight, levelIndex: index)
        } else {
            addToObjective(symbol, -strength.weight, levelIndex: index)
        }
        return level
    }

    /// Fixes `symbol` at 0 for good and frees it: drops its row if it is
    /// basic (nothing else refers to it), else deletes it from the rows it
    /// is a parameter of and from the objective.
    mutating func expel(_ symbol: Int32) {
        let slot = rowOf[Int(symbol)]
        if slot >= 0 { removeRow(slot) }
        var holders = IndexList()
        swap(&holders, &columns[Int(symbol)])
        for holder in holders { _ = takeCell(symbol, inSlot: holder) }
        freeSymbol(symbol)
    }

    /// Changes the constant of the constraint tagged `tag` by `delta`,
    /// shifting its marker (or its basic other symbol) instead of removing
    /// and adding it, then repairs feasibility with the dual simplex —
    /// unless not `repairing` (several shifts repaired at once by the
    /// caller's `dualOptimize()`; the result is then `.done` or `.needsReAdd`).
    mutating func shiftConstant(_ tag: Tag, by delta: Double, repairing: Bool = true) -> ShiftResult {
        let marker = tag.marker
        let markerSlot = rowOf[Int(marker)]
        if markerSlot >= 0 {
            if kinds[Int(marker)] == .dummy { return .needsReAdd }
            shiftRow(markerSlot, by: -delta / tag.markerCoefficient)
        } else if tag.other >= 0, rowOf[Int(tag.other)] >= 0 {
            shiftRow(rowOf[Int(tag.other)], by: -delta / tag.otherCoefficient)
        } else if columns[Int(marker)].isEmpty {
            return .needsReAdd
        } else {
            let shift = delta / tag.markerCoefficient
            for slot in columns[Int(marker)] {
                shiftRow(slot, by: rows[Int(slot)].coefficient(for: marker) * shift)
            }
        }
        if repairing, let failing = dualOptimize() { return .failed(failing) }
        return .done
    }

    /// Adds `amount` to the constant of the row in `slot`, noting it if a
    /// restricted row goes negative or a dummy's row leaves zero.
    @inline(__always)
    mutating func shiftRow(_ slot: Int32, by amount: Double) {
        rows[Int(slot)].constant += amount
        let basic = rows[Int(slot)].basic
        switch kinds[Int(basic)] {
        case .external: break
        case .dummy: infeasible.append(basic)
        default: if rows[Int(slot)].constant < 0 { infeasible.append(basic) }
        }
    }

    /// The constraint slots owning the symbols of `row`, sorted, without
    /// `excluded`.
    func ownerSlots(of row: Row, excluding excluded: Int32) -> [Int32] {
        var slots = Set<Int32>()
        for cell in row.cells {
            let owner = owners[Int(cell.symbol)]
            if owner >= 0 && owner != excluded { slots.insert(owner) }
        }
        if row.basic >= 0, owners[Int(row.basic)] >= 0, owners[Int(row.basic)] != excluded {
            slots.insert(owners[Int(row.basic)])
        }
        return slots.sorted()
    }

    /// Empties the tableau but keeps the external symbols (the variables,
    /// their indices and generations); every other symbol is freed.
    mutating func resetKeepingVariables() {
        rows.removeAll()
        freeRows.removeAll()
        infeasible.removeAll()
        levels.removeAll()
        artificial = nil
        for index in negative.indices { negative[index] = 0 }
        candidateCount = 0
        firstCandidateWord = 0
        for s in kinds.indices {
            columns[s].removeAll()
            rowOf[s] = -1
            owners[s] = -1
            if kinds[s] != .external && kinds[s] != .free {
                kinds[s] = .free
                generations[s] &+= 1
                freeSymbols.append(Int32(s))
            }
        }
    }
}
