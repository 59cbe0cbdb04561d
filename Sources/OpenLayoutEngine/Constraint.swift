/// A linear constraint: `expression relation 0` at a strength.
///
/// A value: adding it to a ``Solver`` returns a ``ConstraintHandle`` that
/// names that one addition.
public struct Constraint: Sendable {
    /// The left-hand side; the right-hand side is 0.
    public var expression: Expression
    /// `≤`, `=` or `≥`.
    public var relation: Relation
    /// Required, or optional at a level.
    public var strength: Strength

    /// `expression relation 0` at `strength` (required unless given).
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }
}
