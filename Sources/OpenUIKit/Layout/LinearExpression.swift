import OpenLayoutEngine

/// OpenLayoutEngine's linear expression (Foundation also declares an
/// `Expression`).
typealias LinearExpression = OpenLayoutEngine.Expression
