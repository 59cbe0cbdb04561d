import Foundation
import OpenUIKitTesting

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// A layer tree drawn exactly, at the main screen's scale.
    public static var image: Snapshotting<CALayer, UIImage> { .image() }

    /// A layer tree's model drawn (as `render(in:)` draws it, in the
    /// layer's own coordinates) to a PNG image, compared pixel by pixel.
    ///
    /// `scale` is pixels per point (nil: `UIScreen.main.scale`); the other
    /// parameters are ``SnapshotTesting/Diffing/image(precision:perceptualPrecision:compressionLevel:)``'s.
    /// A layer with empty bounds fails saying so. Call it on the main actor.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil, compressionLevel: Int = 6
    ) -> Snapshotting<CALayer, UIImage> {
        SimplySnapshotting.image(
            precision: precision, perceptualPrecision: perceptualPrecision, compressionLevel: compressionLevel
        ).pullback { (layer: CALayer) in
            MainActor.assumeIsolated {
                LayerSnapshot.image(of: layer, scale: scale ?? UIScreen.main.scale, what: "layer")
            }
        }
    }
}
