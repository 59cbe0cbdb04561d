import Foundation
import OpenUIKitTesting

/// Draws a layer tree's model (as `CALayer.render(in:)` does) into an
/// image of the layer's bounds at a scale, or explains why it cannot.
@MainActor
enum LayerSnapshot {
    static func image(of layer: CALayer, scale: CGFloat, what: String) -> UIImage {
        let size = layer.bounds.size
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        guard width > 0, height > 0, width <= 32767, height <= 32767 else {
            return SnapshotProblemImage(problem: """
                The \(what) is \(format(size.width)) × \(format(size.height)) points at scale \(format(scale)) \
                (\(width) × \(height) pixels): nothing to snapshot. Give it a size (its frame, or the \
                strategy's size:) before taking the snapshot.
                """)
        }
        CATransaction.flush()
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        context.translateBy(x: -layer.bounds.minX, y: -layer.bounds.minY)
        layer.render(in: context)
        return UIImage(cgImage: context.makeImage()!, scale: scale, orientation: .up)
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
    }
}
