import Foundation

/// A layer field a ``DirectTrack`` reads and writes without going through
/// ``AnimatableValue``: a number, point, size, rectangle or colour property
/// of the table (``LayerProperty``) or part of one (`position.x`,
/// `bounds.size`), or a number-valued component of a transform, as up to
/// four lanes of doubles.
///
/// Reading and writing here gives exactly what `LayerState.value(at:)` and
/// `setValue(_:at:)` give for the same key path and value: it uses the
/// table's lane accessors (the same conversions: `Float` for opacities,
/// `CGFloat` for lengths; transparent black writes no colour), and the
/// same transform decomposition and recomposition for transform components.
struct DirectField {
    typealias Lanes = SIMD4<Double>

    /// What a field's value is, and so which ``AnimatableValue`` case it takes.
    enum Kind { case number, point, size, rect, color }

    enum Access {
        /// Lanes `first ..< first + count` of a property's lanes.
        case lanes(LayerProperty.LaneAccess, first: Int, count: Int)
        /// A number-valued component of `transform` (or of `sublayerTransform`).
        case transformComponent(LayerKeyPath.Component, sublayer: Bool)
    }

    let kind: Kind
    let access: Access

    /// The field `keyPath` names, or nil when it is not a plain numeric field.
    init?(_ keyPath: LayerKeyPath) {
        guard let property = keyPath.builtIn else { return nil }
        let descriptor = property.descriptor
        if descriptor.kind == .transform {
            switch keyPath.component {
            case .rotationX, .rotationY, .rotationZ, .scaleAll, .scaleX, .scaleY, .scaleZ,
                 .translationX, .translationY, .translationZ:
                kind = .number
                access = .transformComponent(keyPath.component, sublayer: property == .sublayerTransform)
                return
            default:
                return nil
            }
        }
        guard let lanes = descriptor.lanes,
              let (kind, first, count) = Self.part(keyPath.component, of: descriptor.kind) else { return nil }
        self.kind = kind
        access = .lanes(lanes, first: first, count: count)
    }

    /// Which lanes of a property of `kind` a component is, and what it is.
    private static func part(_ component: LayerKeyPath.Component, of kind: LayerProperty.Kind) -> (Kind, Int, Int)? {
        switch (kind, component) {
        case (.number, .whole): (.number, 0, 1)
        case (.color, .whole): (.color, 0, 4)
        case (.point, .whole): (.point, 0, 2)
        case (.point, .x): (.number, 0, 1)
        case (.point, .y): (.number, 1, 1)
        case (.size, .whole): (.size, 0, 2)
        case (.size, .width): (.number, 0, 1)
        case (.size, .height): (.number, 1, 1)
        case (.rect, .whole): (.rect, 0, 4)
        case (.rect, .origin): (.point, 0, 2)
        case (.rect, .size): (.size, 2, 2)
        case (.rect, .originX): (.number, 0, 1)
        case (.rect, .originY): (.number, 1, 1)
        case (.rect, .sizeWidth): (.number, 2, 1)
        case (.rect, .sizeHeight): (.number, 3, 1)
        default: nil
        }
    }

    /// `value` as lanes, or nil when it is not of this field's kind.
    func lanes(of value: AnimatableValue) -> Lanes? {
        switch (kind, value) {
        case (.number, .number(let v)): Lanes(v, 0, 0, 0)
        case (.point, .point(let p)): Lanes(Double(p.x), Double(p.y), 0, 0)
        case (.size, .size(let s)): Lanes(Double(s.width), Double(s.height), 0, 0)
        case (.rect, .rect(let r)): Lanes(rect: r)
        case (.color, .color(let c)): Lanes(c.red, c.green, c.blue, c.alpha)
        default: nil
        }
    }
}
