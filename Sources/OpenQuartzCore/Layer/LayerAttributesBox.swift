import Foundation

/// A layer's ``LayerAttributes`` behind one reference, shared between a
/// layer and its copies until one of them changes an attribute (copy on
/// write): a presentation copy then copies one reference instead of every
/// attribute.
final class LayerAttributesBox: @unchecked Sendable {
    /// The all-defaults box every new layer starts with.
    static let defaults = LayerAttributesBox(LayerAttributes())

    /// The attributes (no dynamic exclusivity checks: a layer's getters
    /// read them on every layout, and no access spans a call).
    @exclusivity(unchecked) var value: LayerAttributes

    init(_ value: LayerAttributes) {
        self.value = value
    }
}
