/// A variable times a coefficient: one summand of an ``Expression``.
public struct Term: Hashable, Sendable {
    /// The variable.
    public var variable: Variable
    /// Its factor.
    public var coefficient: Double

    /// `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
