/// Making, naming, reading and removing variables.
extension Solver {
    /// A new variable, named `name` in messages.
    public func makeVariable(_ name: String = "") -> Variable {
        applyPendingRemovals()
        let index = tableau.makeSymbol(.external)
        if Int(index) >= variableUses.count {
            let missing = Int(index) + 1 - variableUses.count
            variableUses.append(contentsOf: repeatElement(0, count: missing))
            edits.append(contentsOf: repeatElement(nil, count: missing))
        }
        if Int(index) >= definitionOf.count {
            let missing = Int(index) + 1 - definitionOf.count
            definitionOf.append(contentsOf: repeatElement(-1, count: missing))
            definedValues.append(contentsOf: repeatElement(0, count: missing))
        }
        variableUses[Int(index)] = 0
        edits[Int(index)] = nil
        if !name.isEmpty { names[index] = name }
        return Variable(index: index, generation: tableau.generations[Int(index)])
    }

    /// Whether `variable` belongs to this solver and was not removed.
    @inline(__always)
    public func contains(_ variable: Variable) -> Bool {
        let index = Int(variable.index)
        return index >= 0 && index < tableau.kinds.count && tableau.kinds[index] == .external
            && tableau.generations[index] == variable.generation
    }

    /// The name the variable was made with ("" if none).
    public func name(of variable: Variable) -> String {
        names[variable.index] ?? ""
    }

    /// The variable's value in the current solution (0 for a variable no
    /// constraint determines).
    ///
    /// - Precondition: the variable belongs to this solver.
    public func value(of variable: Variable) -> Double {
        precondition(contains(variable), "a variable of another solver, or a removed one")
        applyPendingRemovals()
        let s = Int(variable.index)
        guard definitionOf[s] < 0 else {
            evaluateDefinitionsIfStale()
            return definedValues[s]
        }
        return tableau.value(of: variable.index)
    }

    /// The values of `variables`, in order, in `values` (its old contents
    /// replaced): what ``value(of:)`` gives for each, with the deferred
    /// work checked once for all of them (Auto Layout reads every
    /// positioned view's frame after each change).
    ///
    /// - Precondition: every variable belongs to this solver.
    public func values(of variables: [Variable], into values: inout [Double]) {
        applyPendingRemovals()
        evaluateDefinitionsIfStale()
        values.removeAll(keepingCapacity: true)
        values.reserveCapacity(variables.count)
        for variable in variables {
            precondition(contains(variable), "a variable of another solver, or a removed one")
            let s = Int(variable.index)
            values.append(definitionOf[s] >= 0 ? definedValues[s] : tableau.value(of: variable.index))
        }
    }

    /// Removes a variable no constraint uses any more and recycles its
    /// storage.
    ///
    /// - Throws: ``SolverError/unknownVariable``, or
    ///   ``SolverError/variableInUse`` while a constraint or an edit uses it.
    public func removeVariable(_ variable: Variable) throws(SolverError) {
        guard contains(variable) else { throw .unknownVariable }
        guard variableUses[Int(variable.index)] == 0 else { throw .variableInUse }
        tableau.generations[Int(variable.index)] &+= 1
        pendingVariables.append(variable.index)
        hasPendingRemovals = true
        names[variable.index] = nil
    }

    /// Throws unless every variable of `expression` belongs to this solver
    /// and every number is finite.
    func validate(_ expression: Expression) throws(SolverError) {
        guard expression.constant.isFinite else { throw .nonFinite }
        // One pass; a non-finite number is reported before an unknown variable.
        var unknown = false
        for term in expression.terms {
            guard term.coefficient.isFinite else { throw .nonFinite }
            if !contains(term.variable) { unknown = true }
        }
        if unknown { throw .unknownVariable }
    }

    /// Counts `expression`'s variables as used by one more (or one fewer) constraint.
    func countUses(of terms: some Collection<Term>, by change: Int32) {
        for term in terms { variableUses[Int(term.variable.index)] += change }
    }
}
