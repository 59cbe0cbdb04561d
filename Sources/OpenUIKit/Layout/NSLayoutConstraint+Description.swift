import Foundation

extension NSLayoutConstraint {
    /// `first == m*second + c @priority`.
    var equationDescription: String {
        var text = Self.sideDescription(first) + " " + relation.symbol + " "
        if let second {
            if multiplier != 1 { text += Self.number(multiplier) + "*" }
            text += Self.sideDescription(second)
            if constant != 0 { text += (constant < 0 ? " - " : " + ") + Self.number(Swift.abs(constant)) }
        } else {
            text += Self.number(constant)
        }
        if priority != .required { text += " @" + Self.number(CGFloat(priority.rawValue)) }
        return text
    }

    /// `Item:0x….attribute`, or `Item:0x….right - Item:0x….left` for an offset.
    static func sideDescription(_ side: AnchorExpression) -> String {
        func term(_ term: AnchorExpression.Term) -> String {
            "\(term.item.map(itemDescription) ?? "nil").\(term.attribute.name)"
        }
        guard let minus = side.minus else { return term(side.plus) }
        return "(\(term(side.plus)) - \(term(minus)))"
    }

    /// `UILabel:0x…` (a guide adds its identifier: `UILayoutGuide:0x… 'UIViewSafeAreaLayoutGuide'`).
    static func itemDescription(_ item: AnyObject) -> String {
        let full = ObjectDescription.describe(item)
        var text = String(full.dropFirst().dropLast()).replacingOccurrences(of: ": ", with: ":")
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty { text += " '\(guide.identifier)'" }
        return text
    }

    /// A number as UIKit prints it: no trailing `.0`.
    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && Swift.abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}

extension NSLayoutConstraint.Relation {
    /// `==`, `<=` or `>=`.
    var symbol: String {
        switch self {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }
}
