import Foundation

/// A transform seen as Core Animation's key-path components:
/// `translation` (x, y, z), `scale` (x, y, z) and `rotation` (x, y, z,
/// applied about x, then y, then z).
///
/// Core Animation lets animations target `transform.rotation.z`,
/// `transform.scale`, `transform.translation.x` and so on. OpenQuartzCore
/// reads such a component from the current transform by decomposing it and
/// writes one by recomposing `scale → rotation x → y → z → translation`.
/// Shear and perspective in the base transform are dropped by a component
/// write (a documented approximation); for the common case — animating
/// components of an identity or simple transform — the result is exact.
struct TransformComponents: Equatable {
    var translation: (x: Double, y: Double, z: Double) = (0, 0, 0)
    var scale: (x: Double, y: Double, z: Double) = (1, 1, 1)
    var rotation: (x: Double, y: Double, z: Double) = (0, 0, 0)

    static func == (l: TransformComponents, r: TransformComponents) -> Bool {
        l.translation == r.translation && l.scale == r.scale && l.rotation == r.rotation
    }

    init() {}

    init(_ t: CATransform3D) {
        if t == CATransform3DIdentity { return }
        translation = (Double(t.m41), Double(t.m42), Double(t.m43))
        var rows = [
            [Double(t.m11), Double(t.m12), Double(t.m13)],
            [Double(t.m21), Double(t.m22), Double(t.m23)],
            [Double(t.m31), Double(t.m32), Double(t.m33)],
        ]
        var sx = (rows[0].map { $0 * $0 }.reduce(0, +)).squareRoot()
        let sy = (rows[1].map { $0 * $0 }.reduce(0, +)).squareRoot()
        let sz = (rows[2].map { $0 * $0 }.reduce(0, +)).squareRoot()
        let determinant = rows[0][0] * (rows[1][1] * rows[2][2] - rows[1][2] * rows[2][1])
            - rows[0][1] * (rows[1][0] * rows[2][2] - rows[1][2] * rows[2][0])
            + rows[0][2] * (rows[1][0] * rows[2][1] - rows[1][1] * rows[2][0])
        if determinant < 0 { sx = -sx }
        scale = (sx, sy, sz)
        for (i, s) in [sx, sy, sz].enumerated() where s != 0 {
            rows[i] = rows[i].map { $0 / s }
        }
        // rows = Rx · Ry · Rz (row-vector); see CATransform3DMakeRotation.
        let m13 = Swift.max(-1, Swift.min(1, rows[0][2]))
        let beta = asin(-m13)
        if abs(m13) < 0.999999 {
            // Two Euler triples give the same matrix: (α, β, γ) and
            // (α + π, π − β, γ + π). Prefer the one with the smaller x and z
            // turns, so a half turn about y reads as y = π (the flip idiom).
            let first = (atan2(rows[1][2], rows[2][2]), beta, atan2(rows[0][1], rows[0][0]))
            let second = (Self.wrap(first.0 + .pi), Self.wrap(.pi - beta), Self.wrap(first.2 + .pi))
            let cost = { (r: (Double, Double, Double)) in abs(r.0) + abs(r.2) + 1e-9 * abs(r.1) }
            rotation = cost(second) < cost(first) - 1e-12 ? second : first
        } else {
            rotation = (0, beta, atan2(-rows[1][0], rows[1][1]))
        }
    }

    /// An angle wrapped into (−π, π].
    static func wrap(_ angle: Double) -> Double {
        var a = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if a <= -.pi { a += 2 * .pi }
        if a > .pi { a -= 2 * .pi }
        return a
    }

    var transform: CATransform3D {
        var t = CATransform3DMakeScale(CGFloat(scale.x), CGFloat(scale.y), CGFloat(scale.z))
        t = CATransform3DConcat(t, CATransform3DMakeRotation(CGFloat(rotation.x), 1, 0, 0))
        t = CATransform3DConcat(t, CATransform3DMakeRotation(CGFloat(rotation.y), 0, 1, 0))
        t = CATransform3DConcat(t, CATransform3DMakeRotation(CGFloat(rotation.z), 0, 0, 1))
        return CATransform3DConcat(t, CATransform3DMakeTranslation(
            CGFloat(translation.x), CGFloat(translation.y), CGFloat(translation.z)))
    }
}
