import Foundation

/// The type of an element in a path.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at `points[0]`.
    case moveToPoint = 0
    /// A straight line to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic curve with control point `points[0]` ending at `points[1]`.
    case addQuadCurveToPoint = 2
    /// A cubic curve with control points `points[0]`, `points[1]` ending at `points[2]`.
    case addCurveToPoint = 3
    /// Closes the current subpath.
    case closeSubpath = 4
}

/// One element of a path, as handed to ``CGPath/applyWithBlock(_:)``.
///
/// `points` is valid only during the callback, as in Core Graphics.
public struct CGPathElement {
    /// The element's type.
    public var type: CGPathElementType
    /// The element's points: one for move and line, two for quad, three for
    /// cubic curves, none for close.
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The function type `CGPath.apply(info:function:)` calls per element.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// Rules for deciding which points are inside a path.
public enum CGPathFillRule: Int, Sendable {
    /// The non-zero winding number rule.
    case winding = 0
    /// The even-odd rule.
    case evenOdd = 1
}

/// Styles for the ends of stroked lines.
public enum CGLineCap: Int32, Sendable {
    /// The line ends exactly at its end point.
    case butt = 0
    /// A half circle extends past the end point.
    case round = 1
    /// A half square extends past the end point.
    case square = 2
}

/// Styles for the corners of stroked paths.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners, bevelled beyond the miter limit.
    case miter = 0
    /// Rounded corners.
    case round = 1
    /// Bevelled corners.
    case bevel = 2
}
