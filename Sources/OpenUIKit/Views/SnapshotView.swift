import Foundation

/// The view ``UIView/snapshotView(afterScreenUpdates:)`` returns: a plain
/// view whose layer shows a fixed picture (UIKit's `_UIReplicantView`).
///
/// It keeps its contents through display passes (a plain view would clear
/// contents it did not draw).
@MainActor
final class SnapshotView: UIView {
    /// The picture, kept as the layer's contents.
    var picture: CGImage? {
        didSet { layer.contents = picture }
    }

    override func display(_ layer: CALayer) {
        layer.contents = picture
    }
}
