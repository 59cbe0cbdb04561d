import Foundation

/// An immutable graphics path: a sequence of lines and Bézier curves.
///
/// Paths are value-like: equality compares their elements. Arcs, ellipses
/// and rounded rectangles are stored as cubic Bézier curves, as Core Graphics
/// stores them.
open class CGPath: @unchecked Sendable {
    /// The stored elements, in order.
    internal var storage: [PathSegment]
    /// Where the current subpath started (for `closeSubpath`).
    internal var subpathStart: CGPoint?
    /// The current point, or `nil` when the path is empty.
    internal var current: CGPoint?

    internal init(storage: [PathSegment], subpathStart: CGPoint?, current: CGPoint?) {
        self.storage = storage
        self.subpathStart = subpathStart
        self.current = current
    }

    /// Creates an immutable path of a rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(copying: path)
    }

    /// Creates an immutable path of an ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(copying: path)
    }

    /// Creates an immutable path of a rounded rectangle.
    ///
    /// Corner sizes larger than half the rectangle are clamped (Core Graphics
    /// asserts instead).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(copying: path)
    }

    internal convenience init(copying other: CGPath) {
        self.init(storage: other.storage, subpathStart: other.subpathStart, current: other.current)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }

    /// The current point: the end of the last element, or `.zero` for an
    /// empty path (as Core Graphics returns).
    public var currentPoint: CGPoint { current ?? .zero }

    /// An immutable copy.
    public func copy() -> CGPath? {
        CGPath(copying: self)
    }

    /// An immutable copy with every point transformed by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let transform else { return copy() }
        return CGPath(copying: transformed(by: transform.pointee))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(storage: storage, subpathStart: subpathStart, current: current)
    }

    /// A mutable copy with every point transformed by `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let transform else { return mutableCopy() }
        let path = transformed(by: transform.pointee)
        return CGMutablePath(storage: path.storage, subpathStart: path.subpathStart, current: path.current)
    }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        var points = [CGPoint](repeating: .zero, count: 3)
        points.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            for segment in storage {
                var element = CGPathElement(type: segment.elementType, points: base)
                segment.write(into: base)
                withUnsafePointer(to: &element) { block($0) }
            }
        }
    }

    /// Calls `function` with `info` and each element in order.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { element in function(info, element) }
    }

    /// The path with every point transformed.
    internal func transformed(by transform: CGAffineTransform) -> CGPath {
        if transform.isIdentity { return self }
        return CGPath(
            storage: storage.map { $0.applying(transform) },
            subpathStart: subpathStart?.applying(transform),
            current: current?.applying(transform))
    }

    /// The segments, for drawing and geometry code in this module and above.
    public var segments: [PathSegment] { storage }
}

// MARK: - Equatable

extension CGPath: Equatable {
    /// Two paths are equal when they have the same elements.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.storage == rhs.storage
    }
}

// MARK: - Hashable

extension CGPath: Hashable {
    /// Hashes the elements, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage)
    }
}

// MARK: - CustomStringConvertible

extension CGPath: CustomStringConvertible {
    /// A debugging description with the element count and the bounding box
    /// (control points included).
    public var description: String {
        "CGPath(\(storage.count) elements, boundingBox: \(boundingBox))"
    }
}
