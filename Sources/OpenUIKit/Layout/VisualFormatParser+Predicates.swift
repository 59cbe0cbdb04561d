import Foundation

extension VisualFormatParser {
    /// Reads a connection from its first `-`: `-` alone (the standard
    /// spacing, when a view or `|` follows), `-N-`, `-metric-` or
    /// `-(predicates)-`.
    mutating func parseConnection() throws(Failure) -> [Predicate] {
        index += 1
        guard let next = peek, next != "[", next != "|" else { return [.standard] }
        let predicates = next == "(" ? try parsePredicateList(allowingViews: false) : [try parseSimplePredicate()]
        guard peek == "-" else { throw failure(Failure.expectedDash) }
        index += 1
        return predicates
    }

    /// Reads `(predicate, predicate, …)`. Inside a view's brackets
    /// (`allowingViews`) a predicate's object can name another view.
    mutating func parsePredicateList(allowingViews: Bool) throws(Failure) -> [Predicate] {
        index += 1
        var predicates: [Predicate] = []
        while true {
            predicates.append(try parsePredicate(allowingViews: allowingViews))
            switch peek {
            case ",":
                index += 1
            case ")":
                index += 1
                return predicates
            default:
                throw failure(Failure.expectedCommaOrParenthesis)
            }
        }
    }

    /// Reads a connection's bare `N` or `metric` (no sign, no relation,
    /// no priority): equal to it, required.
    private mutating func parseSimplePredicate() throws(Failure) -> Predicate {
        var predicate = Predicate()
        if let number = scanNumber(signed: false) {
            predicate.constant = CGFloat(number)
        } else if let name = scanIdentifier() {
            predicate.constant = try metric(named: name)
        } else {
            throw failure(Failure.expectedConstant)
        }
        return predicate
    }

    /// Reads `relation? object ('@' priority)?`; a bare object means `==`.
    private mutating func parsePredicate(allowingViews: Bool) throws(Failure) -> Predicate {
        var predicate = Predicate()
        let relations: [Character: NSLayoutConstraint.Relation] = [
            "=": .equal, "<": .lessThanOrEqual, ">": .greaterThanOrEqual,
        ]
        if peekSecond == "=", let next = peek, let relation = relations[next] {
            predicate.relation = relation
            index += 2
        }
        if let number = scanNumber(signed: true) {
            predicate.constant = CGFloat(number)
        } else if let name = scanIdentifier() {
            if metrics[name] != nil || !allowingViews {
                predicate.constant = try metric(named: name)
            } else if let value = views[name] {
                guard let view = Self.layoutItem(value) else { throw failure(Failure.notALayoutItem(name)) }
                predicate.view = view
            } else {
                throw failure(Failure.notAMetricOrViewKey(name))
            }
        } else {
            throw failure(Failure.expectedConstant)
        }
        if peek == "@" {
            index += 1
            if let number = scanNumber(signed: true) {
                predicate.priority = Float(number)
            } else if let name = scanIdentifier() {
                predicate.priority = Float(try metric(named: name))
            } else {
                throw failure(Failure.expectedConstant)
            }
        }
        return predicate
    }

    /// The number `name` stands for in the metrics dictionary: any Swift
    /// integer or floating-point value, or an `NSNumber`.
    private func metric(named name: String) throws(Failure) -> CGFloat {
        guard let value = metrics[name] else { throw failure(Failure.notAMetricKey(name)) }
        guard let number = Self.number(value) else { throw failure(Failure.notANumber(name)) }
        return number
    }

    /// `value` as a number, if it is one.
    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as any BinaryFloatingPoint: return CGFloat(Double(value))
        case let value as any BinaryInteger: return CGFloat(Double(value))
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }
}
