import Foundation

/// A 3×3 projective map of the plane (row-vector convention), the 2D
/// footprint of a 3D layer transform on the z = 0 plane.
///
/// Core Animation flattens each layer into its superlayer's plane, so
/// converting points between layers composes these maps exactly.
struct Homography: Equatable {
    var m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)

    static func == (l: Homography, r: Homography) -> Bool {
        l.m.0 == r.m.0 && l.m.1 == r.m.1 && l.m.2 == r.m.2 && l.m.3 == r.m.3 && l.m.4 == r.m.4
            && l.m.5 == r.m.5 && l.m.6 == r.m.6 && l.m.7 == r.m.7 && l.m.8 == r.m.8
    }

    static let identity = Homography(m: (1, 0, 0, 0, 1, 0, 0, 0, 1))

    /// The footprint of `t` on z = 0: rows x, y and translation; columns x,
    /// y and w.
    init(_ t: CATransform3D) {
        m = (Double(t.m11), Double(t.m12), Double(t.m14),
             Double(t.m21), Double(t.m22), Double(t.m24),
             Double(t.m41), Double(t.m42), Double(t.m44))
    }

    init(m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)) {
        self.m = m
    }

    /// `self` then `other`.
    /// How much the affine part scales lengths on average (the square
    /// root of its area scale).
    var lengthScale: Double { abs(m.0 * m.4 - m.1 * m.3).squareRoot() }

    func concatenating(_ o: Homography) -> Homography {
        let a = m, b = o.m
        return Homography(m: (
            a.0 * b.0 + a.1 * b.3 + a.2 * b.6, a.0 * b.1 + a.1 * b.4 + a.2 * b.7, a.0 * b.2 + a.1 * b.5 + a.2 * b.8,
            a.3 * b.0 + a.4 * b.3 + a.5 * b.6, a.3 * b.1 + a.4 * b.4 + a.5 * b.7, a.3 * b.2 + a.4 * b.5 + a.5 * b.8,
            a.6 * b.0 + a.7 * b.3 + a.8 * b.6, a.6 * b.1 + a.7 * b.4 + a.8 * b.7, a.6 * b.2 + a.7 * b.5 + a.8 * b.8))
    }

    /// The inverse, or nil when singular.
    var inverse: Homography? {
        let (a, b, c, d, e, f, g, h, i) = m
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let determinant = a * A + b * B + c * C
        guard determinant != 0, determinant.isFinite else { return nil }
        let inv = 1 / determinant
        return Homography(m: (
            A * inv, -(b * i - c * h) * inv, (b * f - c * e) * inv,
            B * inv, (a * i - c * g) * inv, -(a * f - c * d) * inv,
            C * inv, -(a * h - b * g) * inv, (a * e - b * d) * inv))
    }

    /// Maps a point (NaN when it maps to infinity).
    func apply(_ p: CGPoint) -> CGPoint {
        let x = Double(p.x), y = Double(p.y)
        let w = x * m.2 + y * m.5 + m.8
        return CGPoint(x: (x * m.0 + y * m.3 + m.6) / w, y: (x * m.1 + y * m.4 + m.7) / w)
    }

    /// The bounding box of a mapped rectangle.
    func apply(_ r: CGRect) -> CGRect {
        if r.isNull { return r }
        let a = apply(CGPoint(x: r.minX, y: r.minY)), b = apply(CGPoint(x: r.maxX, y: r.minY))
        let c = apply(CGPoint(x: r.minX, y: r.maxY)), d = apply(CGPoint(x: r.maxX, y: r.maxY))
        let minX = Swift.min(a.x, b.x, c.x, d.x), maxX = Swift.max(a.x, b.x, c.x, d.x)
        let minY = Swift.min(a.y, b.y, c.y, d.y), maxY = Swift.max(a.y, b.y, c.y, d.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the map is affine (no projective terms).
    var isAffine: Bool { m.2 == 0 && m.5 == 0 && m.8 == 1 }

    /// The affine transform equal to this map (meaningful when `isAffine`).
    var affine: CGAffineTransform {
        CGAffineTransform(a: CGFloat(m.0), b: CGFloat(m.1), c: CGFloat(m.3), d: CGFloat(m.4),
                          tx: CGFloat(m.6), ty: CGFloat(m.7))
    }
}
