import Foundation

/// One element of a ``CGPath`` as a Swift value.
///
/// An OpenCoreGraphics addition (Core Graphics exposes elements only through
/// ``CGPath/applyWithBlock(_:)``); renderers and geometry code use it to walk
/// a path without pointers.
public enum PathSegment: Sendable, Hashable {
    /// Starts a new subpath.
    case move(to: CGPoint)
    /// A straight line.
    case line(to: CGPoint)
    /// A quadratic Bézier curve.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath.
    case closeSubpath

    /// The matching Core Graphics element type.
    public var elementType: CGPathElementType {
        switch self {
        case .move: .moveToPoint
        case .line: .addLineToPoint
        case .quadCurve: .addQuadCurveToPoint
        case .curve: .addCurveToPoint
        case .closeSubpath: .closeSubpath
        }
    }

    /// The end point, or `nil` for `closeSubpath`.
    public var endPoint: CGPoint? {
        switch self {
        case .move(let to), .line(let to), .quadCurve(let to, _), .curve(let to, _, _): to
        case .closeSubpath: nil
        }
    }

    /// The segment with every point transformed.
    public func applying(_ t: CGAffineTransform) -> PathSegment {
        switch self {
        case .move(let to): .move(to: to.applying(t))
        case .line(let to): .line(to: to.applying(t))
        case .quadCurve(let to, let control): .quadCurve(to: to.applying(t), control: control.applying(t))
        case .curve(let to, let c1, let c2):
            .curve(to: to.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: .closeSubpath
        }
    }

    /// Writes the points in Core Graphics' element order (controls, then end).
    internal func write(into points: UnsafeMutablePointer<CGPoint>) {
        switch self {
        case .move(let to), .line(let to):
            points[0] = to
        case .quadCurve(let to, let control):
            points[0] = control
            points[1] = to
        case .curve(let to, let c1, let c2):
            points[0] = c1
            points[1] = c2
            points[2] = to
        case .closeSubpath:
            break
        }
    }
}
