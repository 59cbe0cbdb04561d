import SwiftSyntax

/// Subclasses of Core Animation's layers: OpenUIKit's `CALayer` makes
/// `init()` and `init(layer:)` `required` (there is no Objective-C runtime
/// to make a layer of a dynamic class another way), so a subclass that
/// declares its own initialisers must provide both.
extension PortingVisitor {
    /// Core Animation's layer classes a subclass can start from.
    static let layerClasses: Set<String> = [
        "CALayer", "CAShapeLayer", "CAGradientLayer", "CAReplicatorLayer", "CATextLayer", "CAEmitterLayer",
        "CATransformLayer", "CAScrollLayer", "CATiledLayer",
    ]

    /// A stored property of a class body.
    struct StoredProperty {
        var name: String
        var isLet: Bool
        var hasInitialValue: Bool
        var isOptional: Bool
    }

    /// Makes a layer subclass's `init()` and `init(layer:)` what OpenUIKit
    /// needs: `override` becomes `required`; missing ones are added when
    /// the class declares initialisers of its own — `init(layer:)`
    /// copying every stored property, `init()` calling `super.init()`
    /// when every stored property has a value, else stopping with the
    /// message Apple's runtime stops with when it is called.
    func portLayerInitializers(_ node: ClassDeclSyntax) {
        guard let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
              layerSubclasses.contains(superclass)
        else { return }
        var hasDesignated = false, hasPlain = false, hasCopying = false
        var properties: [StoredProperty] = []
        for member in node.memberBlock.members {
            if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                let labels = initializer.signature.parameterClause.parameters.map(\.firstName.text)
                let isConvenience = initializer.modifiers.contains { $0.name.text == "convenience" }
                if !isConvenience { hasDesignated = true }
                let isPlain = labels.isEmpty, isCopying = labels == ["layer"]
                hasPlain = hasPlain || isPlain
                hasCopying = hasCopying || isCopying
                if isPlain || isCopying, let overriding = initializer.modifiers.first(where: { $0.name.text == "override" }) {
                    let required = initializer.modifiers.contains { $0.name.text == "required" }
                    if required { remove(overriding) } else { replace(overriding.name, with: "required") }
                    note(overriding, fixed: true, "`override init(\(isCopying ? "layer:" : ""))` of a layer is `required` in OpenUIKit")
                }
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                properties += Self.storedProperties(of: variable)
            }
        }
        guard hasDesignated else { return }
        let name = node.name.text
        var added: [String] = []
        if !hasCopying {
            let copies = properties.filter { !($0.isLet && $0.hasInitialValue) }
                .map { "\n        self.\($0.name) = layer.\($0.name)" }.joined()
            added.append(
                "\n\n    required init(layer: Any) {"
                    + "\n        guard let layer = layer as? \(name) else { fatalError(\"init(layer:) was given a layer that is not a \(name)\") }"
                    + copies + "\n        super.init(layer: layer)\n    }")
            note(node.name, fixed: true, "added `required init(layer:)` to `\(name)`, copying its stored properties (Core Animation makes presentation copies with it)")
        }
        if !hasPlain {
            let settled = properties.allSatisfy { $0.hasInitialValue || ($0.isOptional && !$0.isLet) }
            let body = settled ? "super.init()" : "fatalError(\"use of unimplemented initializer 'init()' for class '\(name)'\")"
            added.append("\n\n    required init() {\n        \(body)\n    }")
            note(node.name, fixed: true, settled
                ? "added `required init()` to `\(name)`"
                : "added `required init()` to `\(name)` that stops, as calling it on Apple platforms does (its stored properties have no values to start from)")
        }
        guard !added.isEmpty else { return }
        let end = node.memberBlock.members.last?.endPositionBeforeTrailingTrivia.utf8Offset
            ?? node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(SourceEdit(start: end, end: end, replacement: added.joined()))
    }

    /// The stored properties a variable declaration declares (none for
    /// static, lazy, computed or attributed ones — wrappers keep their own
    /// values).
    static func storedProperties(of variable: VariableDeclSyntax) -> [StoredProperty] {
        let skipped = variable.modifiers.contains { ["static", "class", "lazy"].contains($0.name.text) }
        guard !skipped, variable.attributes.isEmpty else { return [] }
        let isLet = variable.bindingSpecifier.text == "let"
        return variable.bindings.compactMap { binding in
            if let accessors = binding.accessorBlock?.accessors {
                guard case .accessors(let list) = accessors,
                      list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) })
                else { return nil }
            }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            let type = binding.typeAnnotation?.type
            let isOptional = type?.is(OptionalTypeSyntax.self) == true || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
            return StoredProperty(name: name, isLet: isLet, hasInitialValue: binding.initializer != nil, isOptional: isOptional)
        }
    }
}

/// Finds the layer classes of a file: Core Animation's and every class
/// declared (in any order) as a subclass of one.
final class LayerClassFinder: SyntaxVisitor {
    private var superclasses: [String: String] = [:]

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription {
            superclasses[node.name.text] = superclass
        }
        return .visitChildren
    }

    /// Core Animation's layer classes and the file's subclasses of them.
    var layerClasses: Set<String> {
        var found = PortingVisitor.layerClasses
        var grew = true
        while grew {
            grew = false
            for (name, superclass) in superclasses where !found.contains(name) && found.contains(superclass) {
                found.insert(name)
                grew = true
            }
        }
        return found
    }
}
