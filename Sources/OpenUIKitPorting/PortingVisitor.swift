import Foundation
import SwiftSyntax

/// Walks one file and collects the edits and notes of ``Porter``.
final class PortingVisitor: SyntaxVisitor {
    /// The edits to apply, in any order.
    var edits: [SourceEdit] = []
    /// What was done and what was left.
    var notes: [PortingNote] = []
    /// Base names of optional requirements whose `?.name?(…)` calls to rewrite.
    let optionalRequirements: Set<String>
    /// The source's bytes, for whole-line removals.
    let bytes: [UInt8]
    /// Lines and columns of positions.
    let converter: SourceLocationConverter
    /// Base names of the functions declared in the file, with their
    /// parameter counts (for selectors written without argument labels).
    let parameterCounts: [String: Int]
    /// Default implementations to add after each protocol, by protocol.
    var defaultImplementations: [SyntaxIdentifier: [String]] = [:]
    /// Where the closing brace of each class declared in the file starts
    /// (byte offset before its leading trivia), by class name.
    let classEnds: [String: Int]
    /// Members moved out of extensions, by the class end they go to, in order.
    var movedMembers: [Int: [String]] = [:]
    /// Core Animation's layer classes and the file's subclasses of them.
    let layerSubclasses: Set<String>
    /// Whether a file that imports nothing gets `import UIKit`.
    let addsMissingImport: Bool

    init(tree: SourceFileSyntax, source: String, optionalRequirements: Set<String>, addsMissingImport: Bool) {
        self.optionalRequirements = optionalRequirements
        self.addsMissingImport = addsMissingImport
        self.bytes = Array(source.utf8)
        self.converter = SourceLocationConverter(fileName: "", tree: tree)
        let counter = FunctionCounter(viewMode: .sourceAccurate)
        counter.walk(tree)
        self.parameterCounts = counter.counts
        let classes = ClassFinder(viewMode: .sourceAccurate)
        classes.walk(tree)
        self.classEnds = classes.ends
        let layers = LayerClassFinder(viewMode: .sourceAccurate)
        layers.walk(tree)
        self.layerSubclasses = layers.layerClasses
        super.init(viewMode: .sourceAccurate)
    }

    /// The 1-based line where `node` starts.
    func line(of node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    /// Notes a change or a place left alone at `node`.
    func note(_ node: some SyntaxProtocol, fixed: Bool, _ message: String) {
        notes.append(PortingNote(line: line(of: node), fixed: fixed, message: message))
    }

    /// Replaces `node`'s text (not its trivia) with `text`.
    func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.append(SourceEdit(
            start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text))
    }

    /// Deletes `node` with the spaces after it, or its whole line when it
    /// stands alone on it.
    func remove(_ node: some SyntaxProtocol) {
        var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = node.endPosition.utf8Offset
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
        let textEnd = node.endPositionBeforeTrailingTrivia.utf8Offset
        var lineEnd = textEnd
        while lineEnd < bytes.count, bytes[lineEnd] == 0x20 || bytes[lineEnd] == 0x09 { lineEnd += 1 }
        if (lineStart == 0 || bytes[lineStart - 1] == 0x0a), lineEnd < bytes.count, bytes[lineEnd] == 0x0a {
            start = lineStart
            end = lineEnd + 1
        }
        edits.append(SourceEdit(start: start, end: end, replacement: ""))
    }

    // MARK: Objective-C attributes and modifiers

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if ["objc", "objcMembers", "nonobjc"].contains(name) {
            remove(node)
            note(node, fixed: true, "removed `\(node.trimmedDescription)`")
        }
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        switch node.name.text {
        case "dynamic":
            remove(node)
            note(node, fixed: true, "removed `dynamic`")
        case "optional":
            portOptionalRequirement(node)
        default:
            break
        }
        return .skipChildren
    }

    override func visitPost(_ node: ProtocolDeclSyntax) {
        guard let implementations = defaultImplementations[node.id], !implementations.isEmpty else { return }
        let access = node.modifiers.contains { $0.name.text == "public" || $0.name.text == "open" } ? "public " : ""
        let body = implementations.map { "    \(access)\($0)" }.joined(separator: "\n")
        edits.append(SourceEdit(
            start: node.endPositionBeforeTrailingTrivia.utf8Offset, end: node.endPositionBeforeTrailingTrivia.utf8Offset,
            replacement: "\n\nextension \(node.name.text) {\n\(body)\n}"))
    }

    /// Turns an optional requirement into a plain one with a default
    /// implementation that does what an unimplemented one gave: nothing
    /// for a method returning nothing; nil for a method or read-only
    /// property returning a value, whose type becomes optional (as the
    /// optional-chained call read it) — conforming types must then declare
    /// it optional too, which the note says.
    private func portOptionalRequirement(_ modifier: DeclModifierSyntax) {
        guard let member = modifier.parent?.parent else { return }
        var ancestor = member.parent
        while let current = ancestor, !current.is(ProtocolDeclSyntax.self) { ancestor = current.parent }
        guard let protocolDecl = ancestor?.as(ProtocolDeclSyntax.self) else { return }
        if let function = member.as(FunctionDeclSyntax.self) {
            remove(modifier)
            var signature = function.with(\.attributes, []).with(\.modifiers, []).with(\.body, nil)
            guard let returned = function.signature.returnClause?.type,
                  !["Void", "()"].contains(returned.trimmedDescription)
            else {
                defaultImplementations[protocolDecl.id, default: []].append(signature.trimmedDescription + " {}")
                note(modifier, fixed: true, "optional requirement `\(function.name.text)` is a requirement with an empty default implementation")
                return
            }
            let optional = optionalType(returned)
            signature.signature.returnClause?.type = TypeSyntax(IdentifierTypeSyntax(name: .identifier(optional)))
            defaultImplementations[protocolDecl.id, default: []].append(signature.trimmedDescription + " { nil }")
            note(modifier, fixed: true, "optional requirement `\(function.name.text)` returns `\(optional)`, nil by default: conforming types must declare it returning `\(optional)`")
        } else if let variable = member.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                  let binding = variable.bindings.first, let type = binding.typeAnnotation?.type,
                  case .accessors(let accessors)? = binding.accessorBlock?.accessors,
                  accessors.map(\.accessorSpecifier.text) == ["get"] {
            remove(modifier)
            let optional = optionalType(type)
            let name = binding.pattern.trimmedDescription
            defaultImplementations[protocolDecl.id, default: []].append("var \(name): \(optional) { nil }")
            note(modifier, fixed: true, "optional property `\(name)` is a `\(optional)` requirement, nil by default: conforming types must declare it `\(optional)`")
        } else {
            note(modifier, fixed: false, "optional settable property requirement: make it a requirement (with a default in an extension if it can have one)")
        }
    }

    /// `type` made optional (rewritten in place when it is not already):
    /// its text afterwards.
    private func optionalType(_ type: TypeSyntax) -> String {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return type.trimmedDescription
        }
        let simple = type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) || type.is(ArrayTypeSyntax.self)
            || type.is(DictionaryTypeSyntax.self) || type.is(TupleTypeSyntax.self)
        let optional = simple ? "\(type.trimmedDescription)?" : "(\(type.trimmedDescription))?"
        replace(type, with: optional)
        return optional
    }

    // MARK: Calls

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        portSelector(node) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if portNotificationObserver(node) { return .skipChildren }
        if let chaining = node.calledExpression.as(OptionalChainingExprSyntax.self),
           let member = chaining.expression.as(MemberAccessExprSyntax.self),
           optionalRequirements.contains(member.declName.baseName.text) {
            edits.append(SourceEdit(
                start: chaining.questionMark.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: chaining.questionMark.endPosition.utf8Offset, replacement: ""))
            note(node, fixed: true, "`\(member.declName.baseName.text)` is no longer optional: called without `?`")
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "observe", node.arguments.first?.expression.is(KeyPathExprSyntax.self) == true {
                note(node, fixed: false, "key-value observation: OpenUIKit's views report changes of their geometry (`frame`, `bounds`, `center`, `transform`, `contentOffset`) at once and other properties only with `.initial`; check that this one is among them")
            } else if name == "addObserver", node.arguments.contains(where: { $0.label?.text == "forKeyPath" }) {
                note(node, fixed: false, "key-value observation: OpenUIKit has none")
            }
        }
        return .visitChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        guard let condition = node.condition?.trimmedDescription, condition.contains("os(iOS)"), !condition.contains("os(Linux)")
        else { return .visitChildren }
        let platforms = condition.split(separator: "||").map { $0.trimmingCharacters(in: .whitespaces) }
        if platforms.allSatisfy({ $0.hasPrefix("os(") && $0.hasSuffix(")") && !$0.contains(" ") }), let expression = node.condition {
            replace(expression, with: condition + " || os(Linux)")
            note(node, fixed: true, "`#if \(condition)` also compiles on Linux")
        } else {
            note(node, fixed: false, "`#if \(condition)`: decide whether this code should compile on Linux")
        }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        portLayerInitializers(node)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let classEnd = node.genericWhereClause == nil ? classEnds[node.extendedType.trimmedDescription] : nil
        for member in node.memberBlock.members {
            guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                  let overriding = modifiers.first(where: { $0.name.text == "override" })
            else { continue }
            guard let classEnd else {
                note(overriding, fixed: false, "an override declared in an extension of a class declared elsewhere: without Objective-C it must be in the class body")
                continue
            }
            edits.append(SourceEdit(start: member.position.utf8Offset, end: member.endPosition.utf8Offset, replacement: ""))
            movedMembers[classEnd, default: []].append(member.description)
            note(overriding, fixed: true, "moved an override out of the extension into the body of `\(node.extendedType.trimmedDescription)`")
        }
        return .visitChildren
    }

    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        if addsMissingImport { addImportIfNone(node) }
        return .visitChildren
    }

    override func visitPost(_ node: SourceFileSyntax) {
        for (position, members) in movedMembers {
            edits.append(SourceEdit(start: position, end: position, replacement: members.joined()))
        }
    }
}

/// Finds where each class declared in a file closes.
final class ClassFinder: SyntaxVisitor {
    /// The byte offset of each class's closing brace (before its leading
    /// trivia), by name; a name declared twice is left out.
    var ends: [String: Int] = [:]
    private var seen: Set<String> = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if seen.insert(name).inserted {
            ends[name] = node.memberBlock.rightBrace.position.utf8Offset
        } else {
            ends[name] = nil
        }
        return .visitChildren
    }
}

/// Counts the parameters of each function declared in a file, by base name.
final class FunctionCounter: SyntaxVisitor {
    /// Parameter counts by base name (the largest when overloaded).
    var counts: [String: Int] = [:]

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let count = node.signature.parameterClause.parameters.count
        counts[node.name.text] = max(counts[node.name.text] ?? 0, count)
        return .visitChildren
    }
}
