import Foundation

/// A layer property value in a form the animation engine can interpolate.
///
/// Animations accept `Any?` values as Core Animation does (numbers, points,
/// sizes, rects, transforms, colours, images, paths); they are converted
/// once, when the animation is added, so each frame only does arithmetic.
enum AnimatableValue {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(RGBAColor)
    case path(CGPath)
    /// Several numbers (value-function arguments such as three scale factors).
    case vector([Double])
    /// A value with no arithmetic (images, booleans, strings, nil): switches
    /// half-way through an interpolation.
    case discrete(DiscreteValue)

    /// Converts a value given to an animation or to `setValue(_:forKey:)`.
    init(_ any: Any?) {
        switch any {
        case let v as AnimatableValue: self = v
        case let v as Double: self = .number(v)
        case let v as CGFloat: self = .number(Double(v))
        case let v as Float: self = .number(Double(v))
        case let v as Int: self = .number(Double(v))
        case let v as Bool: self = .discrete(DiscreteValue(v))
        case let v as NSNumber: self = .number(v.doubleValue)
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        case let v as CGColor: self = .color(RGBAColor(v))
        case let v as CGPath: self = .path(v)
        // A gradient's colours: their straight sRGB components, four each,
        // so that colour arrays interpolate colour by colour.
        case let v as [CGColor]:
            self = .vector(v.flatMap { color -> [Double] in
                let c = RGBAColor(color)
                return [c.red, c.green, c.blue, c.alpha]
            })
        case let v as [Double]: self = .vector(v)
        case let v as [CGFloat]: self = .vector(v.map(Double.init))
        case let v as [Float]: self = .vector(v.map(Double.init))
        case let v as [Int]: self = .vector(v.map(Double.init))
        case let v as [NSNumber]: self = .vector(v.map(\.doubleValue))
        default: self = .discrete(DiscreteValue(any))
        }
    }

    /// The value as Core Animation hands it back (`CGFloat` for numbers).
    var anyValue: Any? {
        switch self {
        case .number(let v): CGFloat(v)
        case .point(let v): v
        case .size(let v): v
        case .rect(let v): v
        case .transform(let v): v
        case .color(let v): v.cgColor
        case .path(let v): v
        case .vector(let v): v.map { CGFloat($0) }
        case .discrete(let v): v.value
        }
    }

    /// The numbers a value function reads.
    var numbers: [Double] {
        switch self {
        case .number(let v): [v]
        case .vector(let v): v
        case .point(let p): [Double(p.x), Double(p.y)]
        default: []
        }
    }

    var number: Double? {
        if case .number(let v) = self { return v }
        if case .vector(let v) = self { return v.first }
        if case .discrete(let d) = self, let b = d.value as? Bool { return b ? 1 : 0 }
        return nil
    }
}

/// A value carried through unchanged (compared by identity or equality
/// where the type allows).
struct DiscreteValue {
    let value: Any?
    init(_ value: Any?) { self.value = value }
}

/// Straight (not premultiplied) sRGB components.
struct RGBAColor: Equatable, Sendable {
    var red: Double, green: Double, blue: Double, alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    init(_ color: CGColor) {
        let c = color.rgba
        self.init(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha))
    }

    var cgColor: CGColor {
        CGColor(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

// MARK: - Equatable

extension AnimatableValue: Equatable {
    static func == (lhs: AnimatableValue, rhs: AnimatableValue) -> Bool {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)): a == b
        case (.point(let a), .point(let b)): a == b
        case (.size(let a), .size(let b)): a == b
        case (.rect(let a), .rect(let b)): a == b
        case (.transform(let a), .transform(let b)): a == b
        case (.color(let a), .color(let b)): a == b
        case (.path(let a), .path(let b)): a == b
        case (.vector(let a), .vector(let b)): a == b
        case (.discrete(let a), .discrete(let b)): a.isSame(as: b)
        default: false
        }
    }
}

extension DiscreteValue {
    func isSame(as other: DiscreteValue) -> Bool {
        switch (value, other.value) {
        case (nil, nil): true
        case (let a as String, let b as String): a == b
        case (let a as AnyObject, let b as AnyObject) where !(a is NSNumber) && !(a is NSString):
            a === b || (a as? NSObject)?.isEqual(b) == true
        case (let a as AnyHashable, let b as AnyHashable): a == b
        default: false
        }
    }
}
