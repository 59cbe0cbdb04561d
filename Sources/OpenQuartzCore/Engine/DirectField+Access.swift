import Foundation

extension DirectField {
    /// The field's value in `state`, as lanes.
    func read(from state: LayerState) -> Lanes {
        switch self {
        case .zPosition: Lanes(number: state.zPosition)
        case .anchorPointZ: Lanes(number: state.anchorPointZ)
        case .opacity: Lanes(Double(state.opacity), 0, 0, 0)
        case .cornerRadius: Lanes(number: state.cornerRadius)
        case .borderWidth: Lanes(number: state.borderWidth)
        case .shadowOpacity: Lanes(Double(state.shadowOpacity), 0, 0, 0)
        case .shadowRadius: Lanes(number: state.shadowRadius)
        case .contentsScale: Lanes(number: state.contentsScale)
        case .rasterizationScale: Lanes(number: state.rasterizationScale)
        case .position: Lanes(point: state.position)
        case .positionX: Lanes(number: state.position.x)
        case .positionY: Lanes(number: state.position.y)
        case .anchorPoint: Lanes(point: state.anchorPoint)
        case .anchorPointX: Lanes(number: state.anchorPoint.x)
        case .anchorPointY: Lanes(number: state.anchorPoint.y)
        case .bounds: Lanes(rect: state.bounds)
        case .boundsOrigin: Lanes(point: state.bounds.origin)
        case .boundsSize: Lanes(Double(state.bounds.size.width), Double(state.bounds.size.height), 0, 0)
        case .boundsOriginX: Lanes(number: state.bounds.origin.x)
        case .boundsOriginY: Lanes(number: state.bounds.origin.y)
        case .boundsWidth: Lanes(number: state.bounds.size.width)
        case .boundsHeight: Lanes(number: state.bounds.size.height)
        case .contentsRect: Lanes(rect: state.contentsRect)
        case .contentsCenter: Lanes(rect: state.contentsCenter)
        case .shadowOffset: Lanes(Double(state.shadowOffset.width), Double(state.shadowOffset.height), 0, 0)
        case .shadowOffsetWidth: Lanes(number: state.shadowOffset.width)
        case .shadowOffsetHeight: Lanes(number: state.shadowOffset.height)
        case .backgroundColor: Lanes(color: state.backgroundColor)
        case .borderColor: Lanes(color: state.borderColor)
        case .shadowColor: Lanes(color: state.shadowColor)
        case .transformComponent(let component, let sublayer):
            Lanes(number: Self.component(component, of: sublayer ? state.sublayerTransform : state.transform))
        }
    }

    /// Writes `value` to the field in `state`.
    func write(_ value: Lanes, into state: inout LayerState) {
        let v = CGFloat(value[0])
        switch self {
        case .zPosition: state.zPosition = v
        case .anchorPointZ: state.anchorPointZ = v
        case .opacity: state.opacity = Float(value[0])
        case .cornerRadius: state.cornerRadius = v
        case .borderWidth: state.borderWidth = v
        case .shadowOpacity: state.shadowOpacity = Float(value[0])
        case .shadowRadius: state.shadowRadius = v
        case .contentsScale: state.contentsScale = v
        case .rasterizationScale: state.rasterizationScale = v
        case .position: state.position = value.point
        case .positionX: state.position.x = v
        case .positionY: state.position.y = v
        case .anchorPoint: state.anchorPoint = value.point
        case .anchorPointX: state.anchorPoint.x = v
        case .anchorPointY: state.anchorPoint.y = v
        case .bounds: state.bounds = value.rect
        case .boundsOrigin: state.bounds.origin = value.point
        case .boundsSize: state.bounds.size = value.size
        case .boundsOriginX: state.bounds.origin.x = v
        case .boundsOriginY: state.bounds.origin.y = v
        case .boundsWidth: state.bounds.size.width = v
        case .boundsHeight: state.bounds.size.height = v
        case .contentsRect: state.contentsRect = value.rect
        case .contentsCenter: state.contentsCenter = value.rect
        case .shadowOffset: state.shadowOffset = value.size
        case .shadowOffsetWidth: state.shadowOffset.width = v
        case .shadowOffsetHeight: state.shadowOffset.height = v
        case .backgroundColor: state.backgroundColor = value.color
        case .borderColor: state.borderColor = value.color
        case .shadowColor: state.shadowColor = value.color
        case .transformComponent(let component, let sublayer):
            if sublayer {
                state.sublayerTransform = Self.replacing(component, in: state.sublayerTransform, with: value[0])
            } else {
                state.transform = Self.replacing(component, in: state.transform, with: value[0])
            }
        }
    }

    /// A number-valued transform component, as `LayerState.component(_:of:)` reads it.
    private static func component(_ component: LayerKeyPath.Component, of transform: CATransform3D) -> CGFloat {
        guard case .number(let v) = LayerState.component(component, of: .transform(transform)) else { return 0 }
        return CGFloat(v)
    }

    /// `transform` with one number-valued component replaced, as
    /// `LayerState.replacing(_:in:with:)` writes it.
    private static func replacing(
        _ component: LayerKeyPath.Component, in transform: CATransform3D, with value: Double
    ) -> CATransform3D {
        guard case .transform(let t) = LayerState.replacing(component, in: .transform(transform), with: .number(value))
        else { return transform }
        return t
    }
}

extension SIMD4 where Scalar == Double {
    init(number: CGFloat) { self.init(Double(number), 0, 0, 0) }
    init(point: CGPoint) { self.init(Double(point.x), Double(point.y), 0, 0) }
    init(rect: CGRect) {
        self.init(Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
    }

    /// A colour as its straight sRGB components; no colour is transparent black.
    init(color: CGColor?) {
        let c = RGBAColor(orClear: color)
        self.init(c.red, c.green, c.blue, c.alpha)
    }

    var point: CGPoint { CGPoint(x: self[0], y: self[1]) }
    var size: CGSize { CGSize(width: self[0], height: self[1]) }
    var rect: CGRect { CGRect(x: self[0], y: self[1], width: self[2], height: self[3]) }

    /// The colour the lanes hold, or nil for transparent black (as a colour
    /// animation writes it).
    var color: CGColor? {
        RGBAColor(red: self[0], green: self[1], blue: self[2], alpha: self[3]).layerColor
    }
}
