/// Edit variables: values suggested from outside (a window's size, a
/// dragged position), kept as close as their strength allows.
extension Solver {
    /// Makes `variable` an edit variable at `strength` (optional): from now
    /// on ``suggestValue(_:for:)`` pulls it towards a value. Its first
    /// suggestion is 0.
    ///
    /// - Throws: ``SolverError/requiredEditVariable``,
    ///   ``SolverError/duplicateEditVariable``, ``SolverError/unknownVariable``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard contains(variable) else { throw .unknownVariable }
        guard !strength.isRequired else { throw .requiredEditVariable }
        guard edits[Int(variable.index)] == nil else { throw .duplicateEditVariable }
        let handle = try add(Constraint(Expression(variable), .equal, strength: strength))
        edits[Int(variable.index)] = EditRecord(handle: handle, value: 0)
    }

    /// Stops editing `variable`.
    ///
    /// - Throws: ``SolverError/unknownEditVariable``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard contains(variable), let edit = edits[Int(variable.index)] else { throw .unknownEditVariable }
        edits[Int(variable.index)] = nil
        try remove(edit.handle)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        contains(variable) && edits[Int(variable.index)] != nil
    }

    /// Suggests `value` for the edit variable and re-solves with the dual
    /// simplex (kiwi's `suggestValue`).
    ///
    /// - Throws: ``SolverError/unknownEditVariable``, ``SolverError/nonFinite``.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFinite }
        guard contains(variable), let handle = edits[Int(variable.index)]?.handle else { throw .unknownEditVariable }
        try setConstant(-value, of: handle)
        edits[Int(variable.index)]!.value = value
    }
}
