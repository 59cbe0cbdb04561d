import SwiftSyntax

/// Files without imports: in an iOS framework the umbrella header imports
/// UIKit for every Swift file of the module (through the module's own
/// Clang module), so such files use UIKit's and Foundation's names freely;
/// Swift on Linux has no umbrella header.
extension PortingVisitor {
    /// Adds `import UIKit` at the top of a file that declares something
    /// and imports nothing.
    func addImportIfNone(_ file: SourceFileSyntax) {
        let items = file.statements.map(\.item)
        guard !items.isEmpty, !items.contains(where: { Self.containsImport($0) }) else { return }
        let first = file.statements.first!
        edits.append(SourceEdit(
            start: first.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: first.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: "import UIKit\n\n"))
        note(first, fixed: true, "added `import UIKit` (on iOS the framework's umbrella header imports it for every file)")
    }

    /// Whether a top-level item is an import, or an `#if` holding one.
    private static func containsImport(_ item: CodeBlockItemSyntax.Item) -> Bool {
        if item.is(ImportDeclSyntax.self) { return true }
        guard let conditional = item.as(IfConfigDeclSyntax.self) else { return false }
        return conditional.clauses.contains { clause in
            guard case .statements(let statements) = clause.elements else { return false }
            return statements.contains { containsImport($0.item) }
        }
    }
}
