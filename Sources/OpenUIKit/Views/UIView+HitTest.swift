import Foundation

extension UIView {
    /// UIKit's hit test: skip hidden, non-interactive and nearly
    /// transparent views; if the point is inside, try subviews front to
    /// back (converting through their transforms), else the view itself.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        let layer = backingLayer
        for subview in stored.subviewStorage.reversed() {
            let local = subview.backingLayer.convert(point, fromSuperlayer: layer)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}
