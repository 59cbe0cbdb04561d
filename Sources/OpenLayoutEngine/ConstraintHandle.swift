/// Names one constraint added to a ``Solver``, for removing it or changing
/// its constant.
///
/// A handle stays valid until the constraint is removed; using it after
/// that is reported as ``SolverError/unknownConstraint``.
public struct ConstraintHandle: Hashable, Sendable, Comparable {
    /// The constraint's slot in the solver.
    public let slot: Int32
    /// Tells a reused slot from the constraint that held it before.
    public let generation: UInt32

    /// Handles order by slot: the order constraints were added in, slots
    /// of removed constraints being reused.
    public static func < (lhs: ConstraintHandle, rhs: ConstraintHandle) -> Bool {
        (lhs.slot, lhs.generation) < (rhs.slot, rhs.generation)
    }
}
