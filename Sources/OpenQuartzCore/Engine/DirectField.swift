import Foundation

/// A layer field a ``DirectTrack`` reads and writes without going through
/// ``AnimatableValue``: its value is up to four lanes of doubles (a number,
/// a point, a size, a rectangle or an RGBA colour).
///
/// Reading and writing here gives exactly what `LayerState.value(at:)` and
/// `setValue(_:at:)` give for the same key path and value: the same
/// conversions (`Float` for opacities, `CGFloat` for lengths), the same
/// colour rule (transparent black writes `nil`), the same transform
/// decomposition and recomposition for transform components.
enum DirectField {
    case zPosition, anchorPointZ, opacity, cornerRadius, borderWidth
    case shadowOpacity, shadowRadius, contentsScale, rasterizationScale
    case position, positionX, positionY
    case anchorPoint, anchorPointX, anchorPointY
    case bounds, boundsOrigin, boundsSize, boundsOriginX, boundsOriginY, boundsWidth, boundsHeight
    case contentsRect, contentsCenter
    case shadowOffset, shadowOffsetWidth, shadowOffsetHeight
    case backgroundColor, borderColor, shadowColor
    /// A number-valued component of `transform` (or of `sublayerTransform`).
    case transformComponent(LayerKeyPath.Component, sublayer: Bool)

    typealias Lanes = SIMD4<Double>

    /// What a field's value is, and so which ``AnimatableValue`` case it takes.
    enum Kind { case number, point, size, rect, color }

    /// The field `keyPath` names, or nil when it is not a plain numeric field.
    init?(_ keyPath: LayerKeyPath) {
        switch (keyPath.property, keyPath.component) {
        case (.zPosition, .whole): self = .zPosition
        case (.anchorPointZ, .whole): self = .anchorPointZ
        case (.opacity, .whole): self = .opacity
        case (.cornerRadius, .whole): self = .cornerRadius
        case (.borderWidth, .whole): self = .borderWidth
        case (.shadowOpacity, .whole): self = .shadowOpacity
        case (.shadowRadius, .whole): self = .shadowRadius
        case (.contentsScale, .whole): self = .contentsScale
        case (.rasterizationScale, .whole): self = .rasterizationScale
        case (.position, .whole): self = .position
        case (.position, .x): self = .positionX
        case (.position, .y): self = .positionY
        case (.anchorPoint, .whole): self = .anchorPoint
        case (.anchorPoint, .x): self = .anchorPointX
        case (.anchorPoint, .y): self = .anchorPointY
        case (.bounds, .whole): self = .bounds
        case (.bounds, .origin): self = .boundsOrigin
        case (.bounds, .size): self = .boundsSize
        case (.bounds, .originX): self = .boundsOriginX
        case (.bounds, .originY): self = .boundsOriginY
        case (.bounds, .sizeWidth): self = .boundsWidth
        case (.bounds, .sizeHeight): self = .boundsHeight
        case (.contentsRect, .whole): self = .contentsRect
        case (.contentsCenter, .whole): self = .contentsCenter
        case (.shadowOffset, .whole): self = .shadowOffset
        case (.shadowOffset, .width): self = .shadowOffsetWidth
        case (.shadowOffset, .height): self = .shadowOffsetHeight
        case (.backgroundColor, .whole): self = .backgroundColor
        case (.borderColor, .whole): self = .borderColor
        case (.shadowColor, .whole): self = .shadowColor
        case (.transform, let component), (.sublayerTransform, let component):
            switch component {
            case .rotationX, .rotationY, .rotationZ, .scaleAll, .scaleX, .scaleY, .scaleZ,
                 .translationX, .translationY, .translationZ:
                self = .transformComponent(component, sublayer: keyPath.property == .sublayerTransform)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    var kind: Kind {
        switch self {
        case .position, .anchorPoint, .boundsOrigin: .point
        case .boundsSize, .shadowOffset: .size
        case .bounds, .contentsRect, .contentsCenter: .rect
        case .backgroundColor, .borderColor, .shadowColor: .color
        default: .number
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
