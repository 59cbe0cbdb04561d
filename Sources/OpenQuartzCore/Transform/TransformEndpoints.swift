import Foundation

/// The two end values of a transform animation with their decompositions,
/// made once and kept by the compiled animation: evaluating the animation
/// every frame then interpolates without decomposing the same matrices
/// again. Gives exactly what `TransformInterpolation.interpolate(from:to:t:)` gives.
struct TransformEndpoints {
    let from: CATransform3D
    let to: CATransform3D
    /// Nil when either matrix cannot be decomposed (or when they are equal,
    /// which never needs it).
    private let decomposed: (from: DecomposedTransform, to: DecomposedTransform)?

    init(from: CATransform3D, to: CATransform3D) {
        self.from = from
        self.to = to
        if from != to, let da = DecomposedTransform(from), let db = DecomposedTransform(to) {
            decomposed = (da, db)
        } else {
            decomposed = nil
        }
    }

    /// Whether these are the endpoints `from` and `to`.
    func matches(from other: CATransform3D, to otherTo: CATransform3D) -> Bool {
        from == other && to == otherTo
    }

    /// The transform at `t`, as `TransformInterpolation.interpolate(from:to:t:)`.
    func interpolate(t: Double) -> CATransform3D {
        if t == 0 { return from }
        if t == 1 { return to }
        if from == to { return from }
        guard let decomposed else { return t < 0.5 ? from : to }
        return TransformInterpolation.interpolate(from: decomposed.from, to: decomposed.to, t: t)
    }
}
