import Foundation

extension CALayer {
    /// Core Animation's hit test on model values: hidden layers are skipped,
    /// sublayers are tried front to back, and a layer that masks to bounds
    /// only hits inside itself.
    func defaultHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        guard let inverse = Homography(stored.modelState.localToParent).inverse else { return nil }
        var local = inverse.apply(p)
        guard local.x.isFinite, local.y.isFinite else { return nil }
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        if stored.modelState.sublayerTransform != CATransform3DIdentity {
            guard let sublayerInverse = Homography(stored.modelState.sublayerTransformAboutAnchor).inverse else {
                return inside ? self : nil
            }
            local = sublayerInverse.apply(local)
        }
        for (sublayer, _) in sublayersInDrawingOrder({ $0.stored.modelState }).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }
}
