/// Why a ``Solver`` refused a request. Every refusal leaves the solver as
/// it was before the request.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint contradicts the required constraints already
    /// added. `conflicting` lists the added constraints that, with the new
    /// one, cannot all hold (for equalities exactly the ones combined into
    /// the contradiction; for inequalities the ones the failed search
    /// touched).
    case unsatisfiable(conflicting: [ConstraintHandle])
    /// A coefficient, constant, weight, level or suggested value was NaN or
    /// infinite.
    case nonFinite
    /// The constraint was removed, or never belonged to this solver.
    case unknownConstraint
    /// The variable was removed, or never belonged to this solver.
    case unknownVariable
    /// ``Solver/removeVariable(_:)`` on a variable that constraints still use.
    case variableInUse
    /// ``Solver/addEditVariable(_:strength:)`` twice for one variable.
    case duplicateEditVariable
    /// ``Solver/suggestValue(_:for:)`` or ``Solver/removeEditVariable(_:)``
    /// for a variable that is not an edit variable.
    case unknownEditVariable
    /// An edit variable must be optional: the strength was required.
    case requiredEditVariable
}
