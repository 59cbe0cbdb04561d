/// Arithmetic that builds expressions (`2 * x + y - 10`) and relations
/// that build constraints (`x + y == 10`, `(x >= 0) | .strong`).
///
/// `==` between two variables builds a ``Constraint`` where one is
/// expected and compares handles (`Variable` is `Equatable`) where a
/// `Bool` is.

extension Expression {
    /// `lhs + rhs`.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// `lhs - rhs`.
    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        lhs + rhs * -1
    }

    /// `expression × factor`.
    public static func * (expression: Expression, factor: Double) -> Expression {
        Expression(
            expression.terms.map { Term($0.variable, $0.coefficient * factor) },
            constant: expression.constant * factor)
    }

    /// `factor × expression`.
    public static func * (factor: Double, expression: Expression) -> Expression {
        expression * factor
    }

    /// `expression ÷ divisor`.
    public static func / (expression: Expression, divisor: Double) -> Expression {
        expression * (1 / divisor)
    }

    /// `-expression`.
    public static prefix func - (expression: Expression) -> Expression {
        expression * -1
    }

    /// `expression + constant`.
    public static func + (expression: Expression, constant: Double) -> Expression {
        Expression(expression.terms, constant: expression.constant + constant)
    }

    /// `expression - constant`.
    public static func - (expression: Expression, constant: Double) -> Expression {
        expression + -constant
    }

    /// The required constraint `lhs = rhs`.
    public static func == (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// The required constraint `lhs ≤ rhs`.
    public static func <= (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// The required constraint `lhs ≥ rhs`.
    public static func >= (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }
}

extension Variable {
    /// `lhs + rhs` as an expression.
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
    /// `lhs - rhs` as an expression.
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
    /// `variable + constant` as an expression.
    public static func + (variable: Variable, constant: Double) -> Expression { Expression(variable) + constant }
    /// `variable - constant` as an expression.
    public static func - (variable: Variable, constant: Double) -> Expression { Expression(variable) - constant }
    /// `factor × variable` as an expression.
    public static func * (factor: Double, variable: Variable) -> Expression { Expression([Term(variable, factor)]) }
    /// `variable × factor` as an expression.
    public static func * (variable: Variable, factor: Double) -> Expression { Expression([Term(variable, factor)]) }
    /// `variable ÷ divisor` as an expression.
    public static func / (variable: Variable, divisor: Double) -> Expression { Expression([Term(variable, 1 / divisor)]) }
    /// `-variable` as an expression.
    public static prefix func - (variable: Variable) -> Expression { Expression([Term(variable, -1)]) }
    /// `lhs + rhs`.
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    /// `lhs - rhs`.
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    /// `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    /// `lhs - rhs`.
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }

    /// The required constraint `lhs = rhs`.
    public static func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
    /// The required constraint `lhs = rhs`.
    public static func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
    /// The required constraint `lhs = rhs`.
    public static func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
    /// The required constraint `variable = constant`.
    public static func == (variable: Variable, constant: Double) -> Constraint {
        Expression(variable) == Expression(constant: constant)
    }
    /// The required constraint `lhs ≤ rhs`.
    public static func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
    /// The required constraint `lhs ≤ rhs`.
    public static func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
    /// The required constraint `lhs ≤ rhs`.
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
    /// The required constraint `variable ≤ constant`.
    public static func <= (variable: Variable, constant: Double) -> Constraint {
        Expression(variable) <= Expression(constant: constant)
    }
    /// The required constraint `lhs ≥ rhs`.
    public static func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
    /// The required constraint `lhs ≥ rhs`.
    public static func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
    /// The required constraint `lhs ≥ rhs`.
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
    /// The required constraint `variable ≥ constant`.
    public static func >= (variable: Variable, constant: Double) -> Constraint {
        Expression(variable) >= Expression(constant: constant)
    }
}

extension Expression {
    /// The required constraint `expression = constant`.
    public static func == (expression: Expression, constant: Double) -> Constraint {
        expression == Expression(constant: constant)
    }
    /// The required constraint `expression ≤ constant`.
    public static func <= (expression: Expression, constant: Double) -> Constraint {
        expression <= Expression(constant: constant)
    }
    /// The required constraint `expression ≥ constant`.
    public static func >= (expression: Expression, constant: Double) -> Constraint {
        expression >= Expression(constant: constant)
    }
}

extension Constraint {
    /// The constraint at another strength, both ways for an equality
    /// that had a ``Constraint/strengthBelow``: `(x >= 0) | .strong`.
    public static func | (constraint: Constraint, strength: Strength) -> Constraint {
        var copy = constraint
        copy.strength = strength
        copy.strengthBelow = nil
        return copy
    }
}
