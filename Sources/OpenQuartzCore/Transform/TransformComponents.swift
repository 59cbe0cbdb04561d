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
        var rows = (
            (Double(t.m11), Double(t.m12), Double(t.m13)),
            (Double(t.m21), Double(t.m22), Double(t.m23)),
            (Double(t.m31), Double(t.m32), Double(t.m33))
        )
        func length(_ r: (Double, Double, Double)) -> Double { (r.0 * r.0 + r.1 * r.1 + r.2 * r.2).squareRoot() }
        func divided(_ r: (Double, Double, Double), by s: Double) -> (Double, Double, Double) {
            s == 0 ? r : (r.0 / s, r.1 / s, r.2 / s)
        }
        var sx = length(rows.0)
        let sy = length(rows.1)
        let sz = length(rows.2)
        let determinant = rows.0.0 * (rows.1.1 * rows.2.2 - rows.1.2 * rows.2.1)
            - rows.0.1 * (rows.1.0 * rows.2.2 - rows.1.2 * rows.2.0)
            + rows.0.2 * (rows.1.0 * rows.2.1 - rows.1.1 * rows.2.0)
        if determinant < 0 { sx = -sx }
        scale = (sx, sy, sz)
        rows = (divided(rows.0, by: sx), divided(rows.1, by: sy), divided(rows.2, by: sz))
        // rows = Rx · Ry · Rz (row-vector); see CATransform3DMakeRotation.
        let m13 = Swift.max(-1, Swift.min(1, rows.0.2))
        let beta = asin(-m13)
        if abs(m13) < 0.999999 {
            // Two Euler triples give the same matrix: (α, β, γ) and
            // (α + π, π − β, γ + π). Prefer the one with the smaller x and z
            // turns, so a half turn about y reads as y = π (the flip idiom).
            let first = (atan2(rows.1.2, rows.2.2), beta, atan2(rows.0.1, rows.0.0))
            let second = (Self.wrap(first.0 + .pi), Self.wrap(.pi - beta), Self.wrap(first.2 + .pi))
            let cost = { (r: (Double, Double, Double)) in abs(r.0) + abs(r.2) + 1e-9 * abs(r.1) }
            rotation = cost(second) < cost(first) - 1e-12 ? second : first
        } else {
            rotation = (0, beta, atan2(-rows.1.0, rows.1.1))
        }
    }

    /// An angle wrapped into (−π, π].
    static func wrap(_ angle: Double) -> Double {
        var a = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if a <= -.pi { a += 2 * .pi }
        if a > .pi { a -= 2 * .pi }
        return a
    }

    /// The transform the components make: scale, then rotation about x,
    /// y and z, then translation. Factors that are the identity (a zero
    /// angle, a unit scale, no translation) are left out rather than
    /// multiplied in, which for finite components gives the same matrix.
    var transform: CATransform3D {
        var t: CATransform3D?
        func then(_ factor: CATransform3D) {
            t = t.map { CATransform3DConcat($0, factor) } ?? factor
        }
        if scale != (1, 1, 1) { then(CATransform3DMakeScale(CGFloat(scale.x), CGFloat(scale.y), CGFloat(scale.z))) }
        if rotation.x != 0 { then(CATransform3DMakeRotation(CGFloat(rotation.x), 1, 0, 0)) }
        if rotation.y != 0 { then(CATransform3DMakeRotation(CGFloat(rotation.y), 0, 1, 0)) }
        if rotation.z != 0 { then(CATransform3DMakeRotation(CGFloat(rotation.z), 0, 0, 1)) }
        if translation != (0, 0, 0) {
            then(CATransform3DMakeTranslation(CGFloat(translation.x), CGFloat(translation.y), CGFloat(translation.z)))
        }
        return t ?? CATransform3DIdentity
    }
}
