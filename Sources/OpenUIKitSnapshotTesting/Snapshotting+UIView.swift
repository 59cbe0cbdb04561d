import Foundation
import OpenUIKitTesting

extension Snapshotting where Value == UIView, Format == UIImage {
    /// A view drawn exactly, at the main screen's scale.
    public static var image: Snapshotting<UIView, UIImage> { .image() }

    /// A view and its subviews drawn to a PNG image, compared pixel by pixel.
    ///
    /// The view's layer tree is drawn as `CALayer.render(in:)` draws it:
    /// model values (what the view shows once its animations end), in the
    /// view's own coordinates (its position and transform are not
    /// applied), after a layout pass (`layoutIfNeeded()`). Call it on the
    /// main actor, as every test of views runs.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match (see
    ///     ``SnapshotTesting/Diffing/image(precision:perceptualPrecision:compressionLevel:)``).
    ///   - perceptualPrecision: How close a pixel's colour must be to match.
    ///   - size: When given, the view is resized to it first (its frame's
    ///     size changes and stays changed, as in swift-snapshot-testing).
    ///   - scale: Pixels per point; nil means `UIScreen.main.scale`.
    ///   - compressionLevel: zlib's level (0…9) for the PNG files written.
    ///
    /// A view of zero width or height cannot be drawn: the comparison fails
    /// saying so (and a reference recorded from it shows the message).
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil, scale: CGFloat? = nil,
        compressionLevel: Int = 6
    ) -> Snapshotting<UIView, UIImage> {
        SimplySnapshotting.image(
            precision: precision, perceptualPrecision: perceptualPrecision, compressionLevel: compressionLevel
        ).pullback { (view: UIView) in
            MainActor.assumeIsolated {
                if let size { view.frame.size = size }
                view.layoutIfNeeded()
                return LayerSnapshot.image(of: view.layer, scale: scale ?? UIScreen.main.scale, what: "view")
            }
        }
    }
}
