import Foundation

extension AnimatableValue {
    /// Linear interpolation from `self` (t = 0) to `other` (t = 1); t may
    /// leave [0, 1] (springs overshoot). Values of different kinds, and
    /// discrete values, switch at t = 0.5.
    func interpolated(to other: AnimatableValue, t: Double) -> AnimatableValue {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        func mixF(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(t) }
        switch (self, other) {
        case (.number(let a), .number(let b)):
            return .number(mix(a, b))
        case (.point(let a), .point(let b)):
            return .point(CGPoint(x: mixF(a.x, b.x), y: mixF(a.y, b.y)))
        case (.size(let a), .size(let b)):
            return .size(CGSize(width: mixF(a.width, b.width), height: mixF(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(
                x: mixF(a.origin.x, b.origin.x), y: mixF(a.origin.y, b.origin.y),
                width: mixF(a.size.width, b.size.width), height: mixF(a.size.height, b.size.height)))
        case (.color(let a), .color(let b)):
            return .color(RGBAColor(
                red: mix(a.red, b.red), green: mix(a.green, b.green),
                blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha)))
        case (.vector(let a), .vector(let b)) where a.count == b.count:
            return .vector(zip(a, b).map { mix($0, $1) })
        case (.transform(let a), .transform(let b)):
            return .transform(TransformInterpolation.interpolate(from: a, to: b, t: t))
        case (.path(let a), .path(let b)):
            if let path = PathInterpolation.interpolate(from: a, to: b, t: t) { return .path(path) }
            return t < 0.5 ? self : other
        default:
            return t < 0.5 ? self : other
        }
    }

    /// `self + other`, component-wise; transforms concatenate (`other`
    /// applies first, then `self`), as additive transform animations do.
    func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case (.number(let a), .number(let b)): .number(a + b)
        case (.point(let a), .point(let b)): .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.size(let a), .size(let b)): .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)):
            .rect(CGRect(
                x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y,
                width: a.size.width + b.size.width, height: a.size.height + b.size.height))
        case (.color(let a), .color(let b)):
            .color(RGBAColor(
                red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha))
        case (.transform(let a), .transform(let b)): .transform(CATransform3DConcat(b, a))
        case (.vector(let a), .vector(let b)) where a.count == b.count: .vector(zip(a, b).map { $0 + $1 })
        default: other
        }
    }

    /// `self − other`; for transforms, the transform that takes `other` to `self`.
    func subtracting(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case (.transform(let a), .transform(let b)): .transform(CATransform3DConcat(CATransform3DInvert(b), a))
        default: adding(other.scaled(by: -1))
        }
    }

    /// `self × factor`; transforms scale their decomposed components.
    func scaled(by factor: Double) -> AnimatableValue {
        let f = CGFloat(factor)
        switch self {
        case .number(let a): return .number(a * factor)
        case .point(let a): return .point(CGPoint(x: a.x * f, y: a.y * f))
        case .size(let a): return .size(CGSize(width: a.width * f, height: a.height * f))
        case .rect(let a): return .rect(CGRect(x: a.minX * f, y: a.minY * f, width: a.width * f, height: a.height * f))
        case .color(let a):
            return .color(RGBAColor(red: a.red * factor, green: a.green * factor, blue: a.blue * factor, alpha: a.alpha * factor))
        case .transform(let a):
            return .transform(TransformInterpolation.interpolate(from: CATransform3DIdentity, to: a, t: factor))
        case .vector(let a): return .vector(a.map { $0 * factor })
        default: return self
        }
    }

    /// The distance between two values (for paced keyframes).
    func distance(to other: AnimatableValue) -> Double {
        func hyp(_ parts: Double...) -> Double { parts.reduce(0) { $0 + $1 * $1 }.squareRoot() }
        switch (self, other) {
        case (.number(let a), .number(let b)): return abs(b - a)
        case (.point(let a), .point(let b)): return hyp(Double(b.x - a.x), Double(b.y - a.y))
        case (.size(let a), .size(let b)): return hyp(Double(b.width - a.width), Double(b.height - a.height))
        case (.rect(let a), .rect(let b)):
            return hyp(Double(b.minX - a.minX), Double(b.minY - a.minY), Double(b.width - a.width), Double(b.height - a.height))
        case (.color(let a), .color(let b)):
            return hyp(b.red - a.red, b.green - a.green, b.blue - a.blue, b.alpha - a.alpha)
        case (.vector(let a), .vector(let b)) where a.count == b.count:
            return zip(a, b).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot()
        case (.transform(let a), .transform(let b)):
            return hyp(Double(b.m41 - a.m41), Double(b.m42 - a.m42), Double(b.m43 - a.m43))
                + hyp(Double(b.m11 - a.m11), Double(b.m12 - a.m12), Double(b.m21 - a.m21), Double(b.m22 - a.m22))
        default: return self == other ? 0 : 1
        }
    }
}
