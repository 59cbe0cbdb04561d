import Foundation

extension DirectField {
    /// The field's value in `state`, as lanes (a part of a property starts at lane 0).
    func read(from state: LayerState) -> Lanes {
        switch access {
        case .lanes(let property, let first, let count):
            let whole = property.read(state)
            if first == 0 { return whole }
            var part = Lanes()
            for lane in 0..<count { part[lane] = whole[first + lane] }
            return part
        case .transformComponent(let component, let sublayer):
            return Lanes(number: Self.component(component, of: sublayer ? state.sublayerTransform : state.transform))
        }
    }

    /// Writes `value` to the field in `state` (a part of a property
    /// replaces only its lanes).
    func write(_ value: Lanes, into state: inout LayerState) {
        switch access {
        case .lanes(let property, let first, let count):
            if first == 0 && count == property.count {
                property.write(&state, value)
                return
            }
            var whole = property.read(state)
            for lane in 0..<count { whole[first + lane] = value[lane] }
            property.write(&state, whole)
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
