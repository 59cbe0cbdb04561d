import Foundation
import OpenUIKitTesting

/// An image's pixels in one known layout, for comparing: premultiplied
/// 8-bit BGRA in memory order (Cairo's ARGB32 on little-endian machines),
/// rows `bytesPerRow` apart, row 0 at the top.
struct PixelBuffer {
    let width: Int
    let height: Int
    let context: CGContext

    /// Draws `image` into a fresh bitmap of its pixel size.
    init?(_ image: CGImage) {
        guard image.width > 0, image.height > 0 else { return nil }
        guard let context = CGContext(
            data: nil, width: image.width, height: image.height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        self.width = image.width
        self.height = image.height
        self.context = context
    }

    var bytesPerRow: Int { context.bytesPerRow }

    /// The bytes of row `y` (4 per pixel: blue, green, red, alpha).
    func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
        (context.data! + y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
    }
}
