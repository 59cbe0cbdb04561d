import Foundation
import OpenUIKitTesting

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// An image compared exactly with its PNG reference.
    public static var image: Snapshotting<UIImage, UIImage> { .image() }

    /// An image compared with its PNG reference, within the given precisions
    /// (see ``SnapshotTesting/Diffing/image(precision:perceptualPrecision:compressionLevel:)``).
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, compressionLevel: Int = 6
    ) -> Snapshotting<UIImage, UIImage> {
        Snapshotting(
            pathExtension: "png",
            diffing: .image(
                precision: precision, perceptualPrecision: perceptualPrecision, compressionLevel: compressionLevel))
    }
}
