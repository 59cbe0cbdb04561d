import Foundation

/// One element of a storyboard's XML: its name, attributes, children and
/// the line it starts on (for diagnostics).
final class StoryboardElement: Sendable {
    /// The element's name (`viewController`, `label`, `constraint`, …).
    let name: String
    /// Its attributes.
    let attributes: [String: String]
    /// Its child elements, in document order.
    let children: [StoryboardElement]
    /// The line of the file it starts on (1-based).
    let line: Int

    init(name: String, attributes: [String: String], children: [StoryboardElement], line: Int) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
    }

    /// The attribute `key`, if present.
    subscript(_ key: String) -> String? { attributes[key] }

    /// The element's `id` attribute.
    var id: String? { attributes["id"] }

    /// The element's `key` attribute (the property of its parent it sets).
    var key: String? { attributes["key"] }

    /// The first child named `name` (and, if given, with `key`).
    func child(_ name: String, key: String? = nil) -> StoryboardElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The first child whose `key` is `key`, whatever its name.
    func child(keyed key: String) -> StoryboardElement? {
        children.first { $0.key == key }
    }

    /// The children of the first child named `container` (`subviews`,
    /// `constraints`, `connections`…), or none.
    func items(in container: String) -> [StoryboardElement] {
        child(container)?.children ?? []
    }

    /// Whether the attribute `key` is `"YES"`.
    func flag(_ key: String) -> Bool { attributes[key] == "YES" }

    /// The attribute `key` as a number, if it is one.
    func number(_ key: String) -> CGFloat? {
        attributes[key].flatMap { Double($0) }.flatMap { $0.isFinite ? CGFloat($0) : nil }
    }

    /// This element and every element below it, depth first.
    func forEachDescendant(_ body: (StoryboardElement) -> Void) {
        body(self)
        for child in children { child.forEachDescendant(body) }
    }
}
