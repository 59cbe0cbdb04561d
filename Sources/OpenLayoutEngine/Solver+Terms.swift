/// The constraints' terms, kept in one array (``Solver/termStore``).
extension Solver {
    /// The record of `constraint`, its terms copied to the end of
    /// ``termStore``.
    func record(
        of constraint: Constraint, tag: Tableau.Tag, definition: Int32 = -1, expansion: IndexList = IndexList(),
        stamp: Int = -1
    ) -> ConstraintRecord {
        let start = termStore.append(constraint.expression.terms)
        var header = Constraint(
            Expression([], constant: constraint.expression.constant), constraint.relation,
            strength: constraint.strength)
        header.strengthBelow = constraint.strengthBelow
        return ConstraintRecord(
            header: header, termStart: start, termCount: Int32(constraint.expression.terms.count), tag: tag,
            definition: definition, expansion: expansion, stamp: stamp)
    }

    /// The terms of `record`'s constraint.
    func terms(of record: ConstraintRecord) -> ArraySlice<Term> {
        termStore[record.termStart, record.termCount]
    }

    /// `record`'s constraint, whole (its terms in a new array).
    func constraint(of record: ConstraintRecord) -> Constraint {
        var constraint = record.header
        constraint.expression.terms = Array(terms(of: record))
        return constraint
    }

    /// Drops the terms no record names once they are most of
    /// ``termStore`` (and there are enough to be worth it), moving each
    /// live record's terms down. Only between calls: no removal pending,
    /// so every range still read is a live record's.
    func compactTermsIfWasteful() {
        guard termStore.isWasteful, !hasPendingRemovals else { return }
        termStore.compact { move in
            for slot in records.indices {
                guard let record = records[slot] else { continue }
                records[slot]!.termStart = move(record.termStart, record.termCount)
            }
        }
    }
}
