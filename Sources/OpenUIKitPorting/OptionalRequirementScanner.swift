import SwiftSyntax

/// Collects the names of `optional` requirements of `@objc` protocols.
final class OptionalRequirementScanner: SyntaxVisitor {
    /// The base names found (`tableView` for `tableView(_:didSelectRowAt:)`).
    var names: Set<String> = []

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.contains(where: { $0.name.text == "optional" }) {
                names.insert(function.name.text)
            } else if let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.text == "optional" }) {
                for binding in variable.bindings {
                    if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) { names.insert(pattern.identifier.text) }
                }
            }
        }
        return .skipChildren
    }
}
