import Foundation

/// An affine transformation matrix for use in drawing 2D graphics.
///
/// The matrix maps a point `(x, y)` to
/// `(a·x + c·y + tx, b·x + d·y + ty)`, exactly as Core Graphics does. Values are
/// plain stored properties; every operation returns a new transform.
public struct CGAffineTransform: Sendable {
    /// The entry at position [1,1] in the matrix.
    public var a: CGFloat
    /// The entry at position [1,2] in the matrix.
    public var b: CGFloat
    /// The entry at position [2,1] in the matrix.
    public var c: CGFloat
    /// The entry at position [2,2] in the matrix.
    public var d: CGFloat
    /// The entry at position [3,1] in the matrix (horizontal translation).
    public var tx: CGFloat
    /// The entry at position [3,2] in the matrix (vertical translation).
    public var ty: CGFloat

    /// Creates the identity transform.
    ///
    /// Unlike the zero-filled C initialiser on Apple platforms, this returns
    /// the identity — Apple's Swift overlay behaves the same since iOS 14.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates a transform from its six matrix entries, unlabelled.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// A transform that translates by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales by `(sx, sy)`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians.
    ///
    /// In Core Graphics' default y-up space a positive angle turns
    /// counter-clockwise; in UIKit's flipped space it turns clockwise.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether the transform is exactly the identity.
    public var isIdentity: Bool {
        a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0
    }

    /// The transform that applies `self`, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// The transform that translates by `(tx, ty)` before applying `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// The transform that scales by `(sx, sy)` before applying `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// The transform that rotates by `angle` before applying `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform, or `self` unchanged when the matrix is singular
    /// (as Core Graphics documents).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let ia = d / determinant
        let ib = -b / determinant
        let ic = -c / determinant
        let id = a / determinant
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id)
        )
    }
}

// MARK: - Equatable

extension CGAffineTransform: Equatable {}

// MARK: - Hashable

extension CGAffineTransform: Hashable {}

// MARK: - Codable

extension CGAffineTransform: Codable {}

// MARK: - CustomStringConvertible

extension CGAffineTransform: CustomStringConvertible {
    /// A debugging description listing the six entries by name.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}
