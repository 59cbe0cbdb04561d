import Foundation

extension CGPoint {
    /// The point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by `t`, ignoring translation (as Core Graphics
    /// does: the result may have negative components).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that contains the four transformed corners.
    ///
    /// The null rectangle stays null; the identity returns `self`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || t.isIdentity { return self }
        if isInfinite { return self }
        let rect = standardized
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY).applying(t),
            CGPoint(x: rect.maxX, y: rect.minY).applying(t),
            CGPoint(x: rect.minX, y: rect.maxY).applying(t),
            CGPoint(x: rect.maxX, y: rect.maxY).applying(t),
        ]
        var minX = corners[0].x, maxX = corners[0].x
        var minY = corners[0].y, maxY = corners[0].y
        for corner in corners.dropFirst() {
            minX = Swift.min(minX, corner.x)
            maxX = Swift.max(maxX, corner.x)
            minY = Swift.min(minY, corner.y)
            maxY = Swift.max(maxY, corner.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
