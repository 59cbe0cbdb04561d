/// A linear expression: a sum of ``Term``s plus a constant.
///
/// A variable may appear in more than one term; the solver adds their
/// coefficients. Build expressions with the operators in
/// `Expression+Operators.swift` (`2 * x + y - 10`).
public struct Expression: Sendable {
    /// The summands.
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The constant expression `constant`.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}
