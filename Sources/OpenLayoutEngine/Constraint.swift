/// A linear constraint: `expression relation 0` at a strength.
///
/// A value: adding it to a ``Solver`` returns a ``ConstraintHandle`` that
/// names that one addition.
public struct Constraint: Sendable {
    /// The left-hand side; the right-hand side is 0.
    public var expression: Expression
    /// `≤`, `=` or `≥`.
    public var relation: Relation
    /// Required, or optional at a level; for an equality with a
    /// ``strengthBelow``, the strength of its error above zero only.
    public var strength: Strength
    /// For an equality, the strength of its error below zero
    /// (`expression < 0`) when it differs from ``strength``; nil: ``strength``
    /// both ways. Ignored for an inequality.
    public var strengthBelow: Strength?

    /// `expression relation 0` at `strength` (required unless given).
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// `expression = 0`, its error above zero at `above` and below zero at
    /// `below` — a preference with a different cost each way, such as Auto
    /// Layout's content size (`width == intrinsic`, hugging above,
    /// compression resistance below). With one side required it is that
    /// inequality, preferring to be tight at the other side's strength;
    /// with both required, a required equality.
    ///
    /// One row and two error symbols in the tableau, where an inequality
    /// for each side would take two rows and four symbols; the solution is
    /// the same (at an optimum at most one of the two errors is non-zero).
    public init(_ expression: Expression, equalAbove above: Strength, below: Strength) {
        self.init(expression, .equal, strength: above)
        if below != above { strengthBelow = below }
    }

    /// The strength of the error symbol whose coefficient in the
    /// constraint as written is `coefficient`: negative for the error above
    /// zero, positive for the one below.
    func errorStrength(writtenCoefficient coefficient: Double) -> Strength {
        relation == .equal && coefficient > 0 ? strengthBelow ?? strength : strength
    }
}
