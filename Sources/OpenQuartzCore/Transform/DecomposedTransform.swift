import Foundation

/// A 3D transform split into perspective, translation, rotation
/// (quaternion), skew and scale, so it can be interpolated the way Core
/// Animation interpolates matrices: component by component, rotations along
/// the shortest arc.
///
/// The decomposition is the classic "unmatrix" (Graphics Gems II, as used by
/// CSS Transforms) written for Core Animation's row-vector matrices.
struct DecomposedTransform: Equatable {
    var scale: (x: Double, y: Double, z: Double)
    var skew: (xy: Double, xz: Double, yz: Double)
    var quaternion: (x: Double, y: Double, z: Double, w: Double)
    var translation: (x: Double, y: Double, z: Double)
    var perspective: (x: Double, y: Double, z: Double, w: Double)

    static func == (l: DecomposedTransform, r: DecomposedTransform) -> Bool {
        l.scale == r.scale && l.skew == r.skew && l.quaternion == r.quaternion
            && l.translation == r.translation && l.perspective == r.perspective
    }

    /// Splits `t`; nil when the matrix is singular.
    init?(_ t: CATransform3D) {
        var m = t.entries.map(Double.init).chunked4()
        guard m[3][3] != 0, t.isFinite else { return nil }
        for i in 0..<4 { for j in 0..<4 { m[i][j] /= m[3][3] } }

        // Perspective: solve for the column that produced m14, m24, m34.
        var perspectiveMatrix = m
        for i in 0..<3 { perspectiveMatrix[i][3] = 0 }
        perspectiveMatrix[3][3] = 1
        let perspectiveTransform = CATransform3D(entries: perspectiveMatrix.flatMap { $0 }.map { CGFloat($0) })
        guard let inverse = perspectiveTransform.inverse else { return nil }
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
            let inv = inverse.entries.map(Double.init).chunked4()
            // rhs × transpose(inverse) — i.e. each result i = Σ_j rhs[j] · inv[i][j].
            var p = [0.0, 0, 0, 0]
            for i in 0..<4 { for j in 0..<4 { p[i] += rhs[j] * inv[i][j] } }
            perspective = (p[0], p[1], p[2], p[3])
        } else {
            perspective = (0, 0, 0, 1)
        }

        translation = (m[3][0], m[3][1], m[3][2])

        var row = (0..<3).map { i in [m[i][0], m[i][1], m[i][2]] }
        var sx = length(row[0])
        row[0] = normalized(row[0])
        var xy = dot(row[0], row[1])
        row[1] = combine(row[1], row[0], 1, -xy)
        var sy = length(row[1])
        row[1] = normalized(row[1])
        if sy != 0 { xy /= sy }
        var xz = dot(row[0], row[2])
        row[2] = combine(row[2], row[0], 1, -xz)
        var yz = dot(row[1], row[2])
        row[2] = combine(row[2], row[1], 1, -yz)
        var sz = length(row[2])
        row[2] = normalized(row[2])
        if sz != 0 {
            xz /= sz
            yz /= sz
        }
        if dot(row[0], cross(row[1], row[2])) < 0 {
            sx = -sx
            sy = -sy
            sz = -sz
            row = row.map { $0.map { -$0 } }
        }
        scale = (sx, sy, sz)
        skew = (xy, xz, yz)

        // Rotation matrix (row-vector) → quaternion.
        let trace = row[0][0] + row[1][1] + row[2][2]
        var q = (x: 0.0, y: 0.0, z: 0.0, w: 1.0)
        if trace > 0 {
            let s = 0.5 / (trace + 1).squareRoot()
            q = ((row[1][2] - row[2][1]) * s, (row[2][0] - row[0][2]) * s, (row[0][1] - row[1][0]) * s, 0.25 / s)
        } else if row[0][0] > row[1][1] && row[0][0] > row[2][2] {
            let s = 2 * (1 + row[0][0] - row[1][1] - row[2][2]).squareRoot()
            q = (0.25 * s, (row[1][0] + row[0][1]) / s, (row[2][0] + row[0][2]) / s, (row[1][2] - row[2][1]) / s)
        } else if row[1][1] > row[2][2] {
            let s = 2 * (1 + row[1][1] - row[0][0] - row[2][2]).squareRoot()
            q = ((row[1][0] + row[0][1]) / s, 0.25 * s, (row[2][1] + row[1][2]) / s, (row[2][0] - row[0][2]) / s)
        } else {
            let s = 2 * (1 + row[2][2] - row[0][0] - row[1][1]).squareRoot()
            q = ((row[2][0] + row[0][2]) / s, (row[2][1] + row[1][2]) / s, 0.25 * s, (row[0][1] - row[1][0]) / s)
        }
        quaternion = q
    }

    /// Rebuilds the matrix: scale, skew, rotation, translation, perspective
    /// (in the order a point meets them).
    var transform: CATransform3D {
        // Rotation matrix from the quaternion (row-vector form).
        let (x, y, z, w) = quaternion
        let rotation = CATransform3D(
            m11: CGFloat(1 - 2 * (y * y + z * z)), m12: CGFloat(2 * (x * y + z * w)), m13: CGFloat(2 * (x * z - y * w)), m14: 0,
            m21: CGFloat(2 * (x * y - z * w)), m22: CGFloat(1 - 2 * (x * x + z * z)), m23: CGFloat(2 * (y * z + x * w)), m24: 0,
            m31: CGFloat(2 * (x * z + y * w)), m32: CGFloat(2 * (y * z - x * w)), m33: CGFloat(1 - 2 * (x * x + y * y)), m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
        var skewMatrix = CATransform3DIdentity
        skewMatrix.m21 = CGFloat(skew.xy)
        skewMatrix.m31 = CGFloat(skew.xz)
        skewMatrix.m32 = CGFloat(skew.yz)
        let scaleMatrix = CATransform3DMakeScale(CGFloat(scale.x), CGFloat(scale.y), CGFloat(scale.z))
        let translationMatrix = CATransform3DMakeTranslation(
            CGFloat(translation.x), CGFloat(translation.y), CGFloat(translation.z))
        var perspectiveMatrix = CATransform3DIdentity
        perspectiveMatrix.m14 = CGFloat(perspective.x)
        perspectiveMatrix.m24 = CGFloat(perspective.y)
        perspectiveMatrix.m34 = CGFloat(perspective.z)
        perspectiveMatrix.m44 = CGFloat(perspective.w)
        var result = CATransform3DConcat(scaleMatrix, skewMatrix)
        result = CATransform3DConcat(result, rotation)
        result = CATransform3DConcat(result, translationMatrix)
        return CATransform3DConcat(result, perspectiveMatrix)
    }
}

private func length(_ v: [Double]) -> Double { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }
private func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
private func normalized(_ v: [Double]) -> [Double] {
    let l = length(v)
    return l == 0 ? v : v.map { $0 / l }
}
private func combine(_ a: [Double], _ b: [Double], _ sa: Double, _ sb: Double) -> [Double] {
    [a[0] * sa + b[0] * sb, a[1] * sa + b[1] * sb, a[2] * sa + b[2] * sb]
}
private func cross(_ a: [Double], _ b: [Double]) -> [Double] {
    [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
}

extension Array where Element == Double {
    fileprivate func chunked4() -> [[Double]] {
        [Array(self[0..<4]), Array(self[4..<8]), Array(self[8..<12]), Array(self[12..<16])]
    }
}
