import Foundation

/// The standard 4×4 transform matrix used throughout Core Animation.
///
/// Row-vector convention, as Core Animation: a point `(x, y, z, 1)` times
/// the matrix; `m41…m43` hold the translation and `m34` the usual
/// perspective term (`-1 / eyeDistance`).
public struct CATransform3D: Sendable {
    /// The first row: where the x axis goes (`m11`, `m12`, `m13`) and its
    /// perspective term `m14`.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// The second row: where the y axis goes (`m21`, `m22`, `m23`) and its
    /// perspective term `m24`.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// The third row: where the z axis goes (`m31`, `m32`, `m33`) and its
    /// perspective term `m34` (`-1 / eyeDistance` for the usual perspective).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// The fourth row: the translation (`m41`, `m42`, `m43`) and the
    /// homogeneous scale `m44` (1 for ordinary transforms).
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates the identity transform.
    ///
    /// Apple's zero-argument initialiser zero-fills the C struct; here it is
    /// the identity, the only useful starting point. Use `CATransform3DIdentity`
    /// in code that must mean the same on both.
    public init() {
        self.init(
            m11: 1, m12: 0, m13: 0, m14: 0,
            m21: 0, m22: 1, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// Creates a transform from its sixteen entries.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The entries in row-major order.
    internal var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Creates a transform from sixteen row-major entries.
    internal init(entries e: [CGFloat]) {
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3],
            m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11],
            m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// Whether every entry is finite.
    internal var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// Whether the transform maps the z = 0 plane affinely (no perspective
    /// terms acting on x or y), so it can be drawn as a 2D affine transform.
    internal var isAffineInPlane: Bool {
        m14 == 0 && m24 == 0 && m44 != 0
    }

    /// Maps a point in the z = 0 plane, dividing by w.
    internal func project(_ p: CGPoint) -> (point: CGPoint, w: CGFloat) {
        let x = p.x * m11 + p.y * m21 + m41
        let y = p.x * m12 + p.y * m22 + m42
        let w = p.x * m14 + p.y * m24 + m44
        return (CGPoint(x: x / w, y: y / w), w)
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

// MARK: - Equatable

extension CATransform3D: Equatable {}

// MARK: - Hashable

extension CATransform3D: Hashable {}

// MARK: - Codable

extension CATransform3D: Codable {}

// MARK: - CustomStringConvertible

extension CATransform3D: CustomStringConvertible {
    /// A debugging description listing the sixteen entries row by row, rows
    /// separated by semicolons.
    public var description: String {
        "CATransform3D(\(m11), \(m12), \(m13), \(m14); \(m21), \(m22), \(m23), \(m24); "
            + "\(m31), \(m32), \(m33), \(m34); \(m41), \(m42), \(m43), \(m44))"
    }
}
