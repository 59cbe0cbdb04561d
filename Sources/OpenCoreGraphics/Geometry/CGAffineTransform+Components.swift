import Foundation

extension CGAffineTransform {
    /// A transform split into scale, shear, rotation and translation.
    ///
    /// Composed in the order scale → shear → rotation → translation, as
    /// Core Graphics' `CGAffineTransformComponents` (iOS 16).
    public struct Components: Sendable, Equatable {
        /// The scale applied first.
        public var scale: CGSize
        /// The horizontal shear applied after scaling.
        public var horizontalShear: CGFloat
        /// The rotation in radians applied after shearing.
        public var rotation: CGFloat
        /// The translation applied last.
        public var translation: CGVector

        /// Creates components; the defaults describe the identity.
        public init(
            scale: CGSize = CGSize(width: 1, height: 1),
            horizontalShear: CGFloat = 0,
            rotation: CGFloat = 0,
            translation: CGVector = CGVector(dx: 0, dy: 0)
        ) {
            self.scale = scale
            self.horizontalShear = horizontalShear
            self.rotation = rotation
            self.translation = translation
        }
    }

    /// Builds the transform `scale · shear · rotation · translation`.
    public init(_ components: Components) {
        let scale = CGAffineTransform(scaleX: components.scale.width, y: components.scale.height)
        let shear = CGAffineTransform(a: 1, b: 0, c: components.horizontalShear, d: 1, tx: 0, ty: 0)
        let rotation = CGAffineTransform(rotationAngle: components.rotation)
        let translation = CGAffineTransform(
            translationX: components.translation.dx, y: components.translation.dy)
        self = scale.concatenating(shear).concatenating(rotation).concatenating(translation)
    }

    /// Splits the transform into components that rebuild it with
    /// ``init(_:)``.
    ///
    /// A reflection is carried by a negative vertical scale.
    public func decomposed() -> Components {
        // Columns of the linear part: u = (a, b) is the image of x, v = (c, d) of y.
        let sx = (a * a + b * b).squareRoot()
        guard sx > 0 else {
            return Components(
                scale: CGSize(width: 0, height: (c * c + d * d).squareRoot()),
                translation: CGVector(dx: tx, dy: ty))
        }
        let rotation = atan2(b, a)
        let determinant = a * d - b * c
        let sy = determinant / sx
        // (c, d) = R(θ) · (shear·sx, sy) after the scale; solve for shear.
        let cosine = cos(rotation), sine = sin(rotation)
        let shearTimesSx = c * cosine + d * sine
        let shear = sy != 0 ? shearTimesSx / sy : 0
        return Components(
            scale: CGSize(width: sx, height: sy),
            horizontalShear: shear,
            rotation: rotation,
            translation: CGVector(dx: tx, dy: ty))
    }
}
