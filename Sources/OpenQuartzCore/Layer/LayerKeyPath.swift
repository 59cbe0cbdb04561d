import Foundation

/// A parsed layer key path such as `position.x` or `transform.rotation.z`.
///
/// Parsed once when an animation is added; reading and writing through it
/// is a switch, not string work.
struct LayerKeyPath: Hashable {
    /// The property a key path starts with.
    enum Property: Hashable {
        /// One of the table's (``LayerProperty``).
        case builtIn(LayerProperty)
        /// Any other key (subclass properties, key-value storage).
        case custom(String)
    }

    /// A part of a compound value.
    enum Component: Hashable {
        case whole
        case x, y, width, height
        case origin, size, originX, originY, sizeWidth, sizeHeight
        case rotationX, rotationY, rotationZ
        case scaleAll, scaleX, scaleY, scaleZ
        case translation, translationX, translationY, translationZ
    }

    let property: Property
    let component: Component
    let string: String

    init(_ keyPath: String) {
        string = keyPath
        // Most key paths name a whole property ("position", "opacity"):
        // look those up without splitting the string.
        // The dot is found in the UTF-8 view (a byte scan, not a walk
        // through Characters); an ASCII dot is always a valid index.
        let dot = keyPath.utf8.firstIndex(of: UInt8(ascii: "."))
        let head = dot.map { String(keyPath[..<$0]) } ?? keyPath
        let tail = dot.map { String(keyPath[keyPath.utf8.index(after: $0)...]) } ?? ""
        guard let property = LayerProperty.byName[head] else {
            self.property = .custom(keyPath)
            component = .whole
            return
        }
        let component: Component?
        switch property.descriptor.kind {
        case _ where tail.isEmpty: component = .whole  // every kind's table maps "" to .whole
        case .transform: component = Self.transformComponents[tail]
        case .rect: component = Self.rectComponents[tail]
        case .point: component = Self.pointComponents[tail]
        case .size: component = Self.sizeComponents[tail]
        case .number, .color, .path, .contents, .flag: component = tail.isEmpty ? .whole : nil
        }
        if let component {
            self.property = .builtIn(property)
            self.component = component
        } else {
            self.property = .custom(keyPath)
            self.component = .whole
        }
    }

    /// The built-in property, or nil for a custom key.
    var builtIn: LayerProperty? {
        if case .builtIn(let property) = property { return property }
        return nil
    }

    private static let transformComponents: [String: Component] = [
        "": .whole,
        "rotation": .rotationZ, "rotation.x": .rotationX, "rotation.y": .rotationY, "rotation.z": .rotationZ,
        "scale": .scaleAll, "scale.x": .scaleX, "scale.y": .scaleY, "scale.z": .scaleZ,
        "translation": .translation, "translation.x": .translationX, "translation.y": .translationY,
        "translation.z": .translationZ,
    ]

    private static let rectComponents: [String: Component] = [
        "": .whole, "origin": .origin, "size": .size, "origin.x": .originX, "origin.y": .originY,
        "size.width": .sizeWidth, "size.height": .sizeHeight,
    ]

    private static let pointComponents: [String: Component] = ["": .whole, "x": .x, "y": .y]

    private static let sizeComponents: [String: Component] = ["": .whole, "width": .width, "height": .height]

    /// Whether the key names no built-in property.
    var isCustomProperty: Bool { builtIn == nil }

    /// Whether changing the property animates implicitly (a standalone
    /// layer's default action; see ``LayerProperty/Descriptor/animatesImplicitly``).
    var isAnimatable: Bool { builtIn?.descriptor.animatesImplicitly ?? false }
}
