import Foundation
import OpenLayoutEngine

/// UIKit's console message for unsatisfiable constraints, and
/// descriptions of the constraints the engine makes itself.
extension AutoLayoutEngine {
    /// Prints `Unable to simultaneously satisfy constraints.` with the
    /// conflicting constraints and the one broken to recover, as UIKit does.
    func reportUnsatisfiable(conflicting: [ConstraintHandle], breaking broken: String) {
        let listed = conflicting.compactMap { owners[$0].map(describe) } + [broken]
        var unique: [String] = []
        for line in listed where !unique.contains(line) { unique.append(line) }
        let mentionsAutoresizing = unique.contains { $0.contains("NSAutoresizingMaskLayoutConstraint") }
        var message = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
            + "\tProbably at least one of the constraints in the following list is one you don't want. \n"
            + "\tTry this: \n"
            + "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
            + "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
        if mentionsAutoresizing {
            message += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer "
                + "to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        message += "(\n" + unique.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
            + "Will attempt to recover by breaking constraint \n\(broken)\n\n"
            + "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
            + "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> "
            + "may also be helpful."
        UIKitDiagnostics.report(message)
    }

    /// A solver constraint as UIKit would print it.
    func describe(_ owner: Owner) -> String {
        switch owner {
        case .constraint(let constraint):
            return constraint.description
        case .pin(let node, let index):
            return pinDescription(node, index)
        case .content(let node, let axis):
            guard let content = node.contentSize[axis] else { return "<NSContentSizeLayoutConstraint: (gone)>" }
            return contentDescription(
                node, axis, size: content.size, hugging: content.hugging, resistance: content.resistance)
        }
    }

    /// A content-size constraint as UIKit prints it
    /// (`UILabel:0x….width == 42 Hug:250 CompressionResistance:750`).
    func contentDescription(
        _ node: LayoutNode, _ axis: NSLayoutConstraint.Axis, size: CGFloat, hugging: UILayoutPriority,
        resistance: UILayoutPriority
    ) -> String {
        let item = node.owner.map(NSLayoutConstraint.itemDescription) ?? "nil"
        return "<NSContentSizeLayoutConstraint: \(item).\(axis == .horizontal ? "width" : "height") == "
            + "\(NSLayoutConstraint.number(size)) Hug:\(NSLayoutConstraint.number(CGFloat(hugging.rawValue))) "
            + "CompressionResistance:\(NSLayoutConstraint.number(CGFloat(resistance.rawValue)))   (active)>"
    }

    /// A frame pin (`h=--& v=--& UIView:0x….minX == 20`) or a guide's inset pin.
    func pinDescription(_ node: LayoutNode, _ index: Int) -> String {
        let names = ["minX", "minY", "width", "height"]
        let value = NSLayoutConstraint.number(CGFloat(node.pinnedValues.indices.contains(index) ? node.pinnedValues[index] : 0))
        guard let view = node.owner as? UIView else {
            let guide = node.owner as? UILayoutGuide
            let item = guide.map(NSLayoutConstraint.itemDescription) ?? "nil"
            return "<NSLayoutConstraint: '\(guide?.identifier ?? "")-\(names[index])' \(item).\(names[index]) == "
                + "\(value)\(index >= 2 ? " + owningView.\(names[index])" : "")   (active)>"
        }
        let mask = view.autoresizingMask
        // With nothing flexible on an axis, UIKit treats the trailing margin as flexible.
        func code(_ leading: UIView.AutoresizingMask, _ size: UIView.AutoresizingMask, _ trailing: UIView.AutoresizingMask) -> String {
            let parts = [leading, size, trailing]
            guard parts.contains(where: mask.contains) else { return "--&" }
            return parts.map { mask.contains($0) ? "&" : "-" }.joined()
        }
        let h = code(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
        let v = code(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
        return "<NSAutoresizingMaskLayoutConstraint: h=\(h) v=\(v) \(NSLayoutConstraint.itemDescription(view))."
            + "\(names[index]) == \(value)   (active)>"
    }
}
