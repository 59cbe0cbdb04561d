import Foundation

/// The name of a value function.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The function's name, as Core Animation spells it.
    public var rawValue: String
    /// Creates a name; ``CAValueFunction/init(name:)`` returns nil for names
    /// other than the constants.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Takes one number: a rotation in radians about the x axis.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// Takes one number: a rotation in radians about the y axis.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// Takes one number: a rotation in radians about the z axis.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// Takes three numbers (an array) or one number applied to x, y and z.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// Takes one number: a scale factor along x (y and z stay 1).
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// Takes one number: a scale factor along y (x and z stay 1).
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// Takes one number: a scale factor along z (x and y stay 1).
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// Takes three numbers (an array) or one number applied to x, y and z.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// Takes one number: a translation along x.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// Takes one number: a translation along y.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// Takes one number: a translation along z.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// Turns the interpolated number(s) of a property animation into a
/// transform, so `transform` can be animated by angle or scale factor.
public final class CAValueFunction: NSObject, @unchecked Sendable {
    /// The function's name.
    public let name: CAValueFunctionName

    /// Creates a value function, or nil for an unknown name.
    public init?(name: CAValueFunctionName) {
        let known: [CAValueFunctionName] = [
            .rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
            .translate, .translateX, .translateY, .translateZ,
        ]
        guard known.contains(name) else { return nil }
        self.name = name
        super.init()
    }

    /// The transform for `values` (one number, or three for scale/translate).
    func transform(for values: [Double]) -> CATransform3D {
        let v = values.first ?? 0
        let xyz = values.count >= 3 ? (values[0], values[1], values[2]) : (v, v, v)
        switch name {
        case .rotateX: return CATransform3DMakeRotation(CGFloat(v), 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(CGFloat(v), 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(CGFloat(v), 0, 0, 1)
        case .scale: return CATransform3DMakeScale(CGFloat(xyz.0), CGFloat(xyz.1), CGFloat(xyz.2))
        case .scaleX: return CATransform3DMakeScale(CGFloat(v), 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, CGFloat(v), 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, CGFloat(v))
        case .translate: return CATransform3DMakeTranslation(CGFloat(xyz.0), CGFloat(xyz.1), CGFloat(xyz.2))
        case .translateX: return CATransform3DMakeTranslation(CGFloat(v), 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, CGFloat(v), 0)
        default: return CATransform3DMakeTranslation(0, 0, CGFloat(v))
        }
    }
}
