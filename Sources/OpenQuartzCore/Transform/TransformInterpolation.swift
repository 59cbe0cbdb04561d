import Foundation

/// Interpolates 3D transforms by decomposition, as Core Animation does:
/// translation, scale, skew and perspective linearly, rotation by spherical
/// interpolation along the shortest arc. Matrices that cannot be decomposed
/// (singular) switch at the half-way point.
enum TransformInterpolation {
    static func interpolate(from a: CATransform3D, to b: CATransform3D, t: Double) -> CATransform3D {
        if t == 0 { return a }
        if t == 1 { return b }
        if a == b { return a }
        guard let da = DecomposedTransform(a), let db = DecomposedTransform(b) else {
            return t < 0.5 ? a : b
        }
        return interpolate(from: da, to: db, t: t)
    }

    /// The transform between two decomposed transforms at `t` (the
    /// decomposition step of ``interpolate(from:to:t:)`` done already).
    static func interpolate(from da: DecomposedTransform, to db: DecomposedTransform, t: Double) -> CATransform3D {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        var result = da
        result.translation = (mix(da.translation.x, db.translation.x), mix(da.translation.y, db.translation.y),
                              mix(da.translation.z, db.translation.z))
        result.scale = (mix(da.scale.x, db.scale.x), mix(da.scale.y, db.scale.y), mix(da.scale.z, db.scale.z))
        result.skew = (mix(da.skew.xy, db.skew.xy), mix(da.skew.xz, db.skew.xz), mix(da.skew.yz, db.skew.yz))
        result.perspective = (mix(da.perspective.x, db.perspective.x), mix(da.perspective.y, db.perspective.y),
                              mix(da.perspective.z, db.perspective.z), mix(da.perspective.w, db.perspective.w))
        result.quaternion = slerp(da.quaternion, db.quaternion, t)
        return result.transform
    }

    typealias Quaternion = (x: Double, y: Double, z: Double, w: Double)

    /// Spherical interpolation along the shorter arc.
    static func slerp(_ a: Quaternion, _ bIn: Quaternion, _ t: Double) -> Quaternion {
        var b = bIn
        var cosine = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
        if cosine < 0 {
            b = (-b.x, -b.y, -b.z, -b.w)
            cosine = -cosine
        }
        let wa: Double, wb: Double
        if cosine > 0.9999 {
            wa = 1 - t
            wb = t
        } else {
            let angle = acos(Swift.min(cosine, 1))
            let sine = sin(angle)
            wa = sin((1 - t) * angle) / sine
            wb = sin(t * angle) / sine
        }
        var q = (x: a.x * wa + b.x * wb, y: a.y * wa + b.y * wb, z: a.z * wa + b.z * wb, w: a.w * wa + b.w * wb)
        let norm = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
        if norm > 0 { q = (q.x / norm, q.y / norm, q.z / norm, q.w / norm) }
        return q
    }
}
