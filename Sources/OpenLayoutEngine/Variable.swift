/// An unknown of a ``Solver``: a handle the solver hands out with
/// ``Solver/makeVariable(_:)``.
///
/// A variable belongs to the solver that made it; using it with another
/// solver, or after ``Solver/removeVariable(_:)``, is a programming error
/// the solver reports with ``SolverError/unknownVariable``. Its value is
/// read with ``Solver/value(of:)``.
///
/// Differs from kiwi, whose variables are free-standing objects carrying
/// their value: here the solver owns the storage, so a variable is two
/// integers and reading a value needs no `updateVariables()` pass.
public struct Variable: Hashable, Sendable {
    /// The index of the variable's symbol in its solver.
    public let index: Int32
    /// Tells a recycled index from the variable that used it before.
    public let generation: UInt32

    init(index: Int32, generation: UInt32) {
        self.index = index
        self.generation = generation
    }
}
