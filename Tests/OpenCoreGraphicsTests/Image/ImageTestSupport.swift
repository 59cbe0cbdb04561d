import Foundation
import OpenCoreGraphics

/// An 8-bit image from raw bytes.
func makeImage(
    width: Int, height: Int, bitsPerPixel: Int = 32, bytesPerRow: Int? = nil,
    space: String = CGColorSpace.sRGB, alpha: CGImageAlphaInfo, byteOrder: CGBitmapInfo = [], bytes: [UInt8]
) -> CGImage? {
    CGImage(
        width: width, height: height, bitsPerComponent: 8, bitsPerPixel: bitsPerPixel,
        bytesPerRow: bytesPerRow ?? width * bitsPerPixel / 8, space: CGColorSpace(name: space)!,
        bitmapInfo: CGBitmapInfo(rawValue: alpha.rawValue).union(byteOrder),
        provider: CGDataProvider(data: Data(bytes)), decode: nil, shouldInterpolate: true, intent: .defaultIntent)
}

/// A 2×2 straight RGBA image: red, green on the top row; blue, white on the bottom.
func makeQuadrantImage() -> CGImage {
    makeImage(
        width: 2, height: 2, alpha: .last,
        bytes: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255])!
}
