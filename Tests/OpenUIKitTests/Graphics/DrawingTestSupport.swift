import Foundation
import Testing
import UIKit

/// A pixel as straight RGBA bytes, for drawing tests.
struct DrawnPixel: Equatable, CustomStringConvertible {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
    var description: String { "(\(r), \(g), \(b), \(a))" }

    static let clear = DrawnPixel(0, 0, 0, 0)
    static let red = DrawnPixel(255, 0, 0)
    static let green = DrawnPixel(0, 255, 0)
    static let blue = DrawnPixel(0, 0, 255)
    static let white = DrawnPixel(255, 255, 255)
    static let black = DrawnPixel(0, 0, 0)

    /// Equal within `tolerance` per channel.
    func isClose(to other: DrawnPixel, tolerance: Int = 3) -> Bool {
        abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
            && abs(Int(b) - Int(other.b)) <= tolerance && abs(Int(a) - Int(other.a)) <= tolerance
    }
}

extension CGImage {
    /// The pixel at (`x`, `y`), row 0 at the top.
    func drawnPixel(_ x: Int, _ y: Int) -> DrawnPixel {
        let p = pixel(x: x, y: y)
        return DrawnPixel(p.red, p.green, p.blue, p.alpha)
    }
}

extension UIImage {
    /// The pixel at (`x`, `y`) of the image's bitmap (as stored).
    func drawnPixel(_ x: Int, _ y: Int) -> DrawnPixel {
        cgImage!.drawnPixel(x, y)
    }
}

/// Expects the pixel at (`x`, `y`) to be close to `expected`.
func expectPixel(
    _ image: CGImage, _ x: Int, _ y: Int, _ expected: DrawnPixel, tolerance: Int = 3,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = image.drawnPixel(x, y)
    #expect(actual.isClose(to: expected, tolerance: tolerance), "pixel (\(x), \(y)) is \(actual), expected \(expected)",
            sourceLocation: sourceLocation)
}

/// A renderer format at `scale` (1 by default), transparent unless `opaque`.
func drawingFormat(scale: CGFloat = 1, opaque: Bool = false) -> UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    format.opaque = opaque
    return format
}

/// Renders `size` points at scale 1 with `actions`.
func drawImage(_ size: CGSize, scale: CGFloat = 1, _ actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    UIGraphicsImageRenderer(size: size, format: drawingFormat(scale: scale)).image(actions: actions)
}

/// An image whose pixels are `rows` (row 0 at the top), at `scale`;
/// drawn scaled with smoothing only when `interpolates`.
func pixelImage(_ rows: [[DrawnPixel]], scale: CGFloat = 1, interpolates: Bool = false) -> UIImage {
    let height = rows.count, width = rows[0].count
    var bytes = [UInt8]()
    for row in rows {
        for p in row { bytes += [p.r, p.g, p.b, p.a] }
    }
    let image = CGImage(
        width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
        provider: CGDataProvider(data: Data(bytes)), decode: nil, shouldInterpolate: interpolates, intent: .defaultIntent)!
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// A `width` × `height` point image of one colour at `scale`.
func solidImage(_ color: DrawnPixel, width: Int, height: Int, scale: CGFloat = 1) -> UIImage {
    let row = [DrawnPixel](repeating: color, count: Int(CGFloat(width) * scale))
    return pixelImage([[DrawnPixel]](repeating: row, count: Int(CGFloat(height) * scale)), scale: scale)
}

/// Writes `image` to /tmp/openuikit-drawing/`name`.png for a person to look at.
func writeForInspection(_ image: CGImage, _ name: String) {
    let directory = URL(fileURLWithPath: "/tmp/openuikit-drawing")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? image.pngData()?.write(to: directory.appendingPathComponent("\(name).png"))
}

/// A stretchable smoothed image of nine `regionSize`-pixel squares: red
/// corners, green edges, a blue middle; cap insets one region wide.
func nineRegionImage(regionSize n: Int) -> UIImage {
    func colour(_ i: Int) -> Int { i < n ? 0 : (i < 2 * n ? 1 : 2) }
    let rows = (0..<3 * n).map { y in
        (0..<3 * n).map { x -> DrawnPixel in
            let edges = (colour(x) == 1 ? 1 : 0) + (colour(y) == 1 ? 1 : 0)
            return edges == 2 ? .blue : (edges == 1 ? .green : .red)
        }
    }
    let inset = CGFloat(n)
    return pixelImage(rows, interpolates: true)
        .resizableImage(withCapInsets: UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset), resizingMode: .stretch)
}
