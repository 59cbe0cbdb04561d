import Foundation

/// A built-in key-value property of a layer that animations and key paths
/// reach (`"bounds"`, `"opacity"`, …).
///
/// Its ``descriptor`` — one entry of the one table of layer properties
/// (`LayerProperty+Table.swift`) — gives its key and aliases, its kind of
/// value, whether it animates implicitly, and how to read and write it in
/// a ``LayerState``. Parsing key paths (``LayerKeyPath``), reading and
/// writing them (`LayerState.value(at:)`), implicit actions and the direct
/// evaluation of numeric animations (``DirectField``) all derive from that
/// table. Adding a property: a case here, its entry in the table (the
/// compiler asks for it), its storage in ``LayerState`` and its `CALayer`
/// accessor.
enum LayerProperty: Int, CaseIterable, Hashable, Sendable {
    case bounds, position, zPosition, anchorPoint, anchorPointZ
    case transform, sublayerTransform
    case opacity, hidden, backgroundColor
    case cornerRadius, borderWidth, borderColor
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
    case masksToBounds, contents, contentsRect, contentsCenter, contentsScale, doubleSided
    case rasterizationScale

    /// What the table says about the property.
    var descriptor: Descriptor { Self.table[rawValue] }

    /// The properties by key and alias.
    static let byName: [String: LayerProperty] = {
        var names: [String: LayerProperty] = [:]
        for property in allCases {
            for name in [property.descriptor.key] + property.descriptor.aliases { names[name] = property }
        }
        return names
    }()

    /// The kind of value a property holds.
    enum Kind: Sendable {
        case number, point, size, rect, color, transform, path, contents, flag
    }

    /// A property's entry in the table (a class: reading an entry out of
    /// the table retains it once instead of copying its closures).
    final class Descriptor: Sendable {
        /// The key path's name.
        let key: String
        /// Other names of the same property (`isHidden` for `hidden`).
        let aliases: [String]
        let kind: Kind
        /// Whether changing it runs a standalone layer's implicit animation.
        let animatesImplicitly: Bool
        /// Its value in a state, as animations see it.
        let read: @Sendable (LayerState) -> AnimatableValue
        /// Writes a value of its kind (others are ignored).
        let write: @Sendable (inout LayerState, AnimatableValue) -> Void
        /// Its value as up to four lanes of doubles, for numbers, points,
        /// sizes, rectangles and colours (nil for the other kinds).
        let lanes: LaneAccess?

        init(
            key: String, aliases: [String], kind: Kind, animatesImplicitly: Bool,
            read: @escaping @Sendable (LayerState) -> AnimatableValue,
            write: @escaping @Sendable (inout LayerState, AnimatableValue) -> Void, lanes: LaneAccess?
        ) {
            self.key = key
            self.aliases = aliases
            self.kind = kind
            self.animatesImplicitly = animatesImplicitly
            self.read = read
            self.write = write
            self.lanes = lanes
        }
    }

    /// Reading and writing a property as lanes of doubles (``DirectField``).
    struct LaneAccess: Sendable {
        /// How many lanes the value takes (1 to 4).
        let count: Int
        let read: @Sendable (LayerState) -> SIMD4<Double>
        let write: @Sendable (inout LayerState, SIMD4<Double>) -> Void
    }
}
