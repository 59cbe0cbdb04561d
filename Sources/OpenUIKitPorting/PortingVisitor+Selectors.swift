import SwiftSyntax

/// `#selector`: target-action becomes typed method references, notification
/// observers become blocks; other uses are reported.
extension PortingVisitor {
    /// Ports a `#selector`; whether it was one.
    func portSelector(_ node: MacroExpansionExprSyntax) -> Bool {
        if node.macroName.text == "keyPath" {
            note(node, fixed: false, "`\(node.trimmedDescription)`: key-value coding by name needs Objective-C; read the property directly")
            return true
        }
        guard node.macroName.text == "selector" else { return false }
        let argument = node.parent?.as(LabeledExprSyntax.self)
        let callee = argument?.parent?.parent?.as(FunctionCallExprSyntax.self).flatMap { Self.calleeName(of: $0) }
        if argument?.label?.text == "action", let callee, !Self.takesTypedActions(callee) {
            note(node, fixed: false, "`\(node.trimmedDescription)` goes to `\(callee)`, which is not UIKit's: give its `Selector` parameter a typed method reference or a closure")
        } else if argument?.label?.text == "action", let reference = Self.methodReference(in: node) {
            replace(node, with: reference)
            note(node, fixed: true, "`\(node.trimmedDescription)` is the method reference `\(reference)`")
        } else {
            note(node, fixed: false, "`\(node.trimmedDescription)`: no selectors without Objective-C; call the method directly or pass a closure")
        }
        return true
    }

    /// The name a call is made through: a type's (`UIPanGestureRecognizer(…)`)
    /// or a member's (`button.addTarget(…)`, `super.init(…)`: `init`).
    static func calleeName(of call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// Whether OpenUIKit has typed target-action for calls through `name`:
    /// `addTarget`, UIKit's gesture recognizers and `UIBarButtonItem`.
    static func takesTypedActions(_ name: String) -> Bool {
        name == "addTarget" || name == "UIBarButtonItem"
            || (name.hasPrefix("UI") && name.hasSuffix("GestureRecognizer"))
    }

    /// The typed method reference for the method a `#selector` names:
    /// `Self.name` for a method of the enclosing type (`name`, `self.name`),
    /// `Type.name(_:)` as written for another type's; nil for getters,
    /// setters and anything else.
    static func methodReference(in selector: MacroExpansionExprSyntax) -> String? {
        guard selector.arguments.count == 1, let argument = selector.arguments.first, argument.label == nil else { return nil }
        let expression = argument.expression
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return "Self." + reference.trimmedDescription
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.trimmedDescription == "self" { return "Self." + member.declName.trimmedDescription }
            return member.trimmedDescription
        }
        return nil
    }

    /// Rewrites `center.addObserver(observer, selector: #selector(m), name: n,
    /// object: o)` as an observer block; whether it did.
    func portNotificationObserver(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "addObserver"
        else { return false }
        let arguments = Array(call.arguments)
        guard arguments.count == 4, arguments[0].label == nil, arguments[1].label?.text == "selector",
              arguments[2].label?.text == "name", arguments[3].label?.text == "object",
              let selector = arguments[1].expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
              let observer = arguments[0].expression.as(DeclReferenceExprSyntax.self),
              let method = Self.methodName(in: selector)
        else { return false }
        let observerName = observer.baseName.text
        let passes = method.arguments.map { $0 > 0 } ?? ((parameterCounts[method.name] ?? 1) > 0)
        let indentation = Self.indentation(of: call, in: bytes)
        let base = member.base.map { $0.trimmedDescription + "." } ?? ""
        let block = """
            \(base)addObserver(forName: \(arguments[2].expression.trimmedDescription), object: \(arguments[3].expression.trimmedDescription), queue: nil) { [weak \(observerName)] notification in
            \(indentation)    MainActor.assumeIsolated { \(observerName)?.\(method.name)(\(passes ? "notification" : "")) }
            \(indentation)}
            """
        replace(call, with: block)
        note(call, fixed: true, "the selector observer of `\(method.name)` is a block observer (it stays registered until removed: keep the returned token to remove it)")
        return true
    }

    /// The base name of the method a `#selector` names, and its number of
    /// arguments when the selector spells them (`m(_:)`).
    static func methodName(in selector: MacroExpansionExprSyntax) -> (name: String, arguments: Int?)? {
        guard selector.arguments.count == 1, let expression = selector.arguments.first?.expression else { return nil }
        let reference = expression.as(DeclReferenceExprSyntax.self) ?? expression.as(MemberAccessExprSyntax.self)?.declName
        guard let reference else { return nil }
        return (reference.baseName.text, reference.argumentNames.map { $0.arguments.count })
    }

    /// The spaces and tabs that start the line `node` starts on.
    static func indentation(of node: some SyntaxProtocol, in bytes: [UInt8]) -> String {
        var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        while start > 0, bytes[start - 1] != 0x0a { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
