import Foundation
import OpenCoreGraphics
import Synchronization
import Testing

/// An 8-bit straight RGBA pixel, for readable pixel assertions.
struct Pixel: Equatable, CustomStringConvertible {
    var red: UInt8
    var green: UInt8
    var blue: UInt8
    var alpha: UInt8

    init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    static let clear = Pixel(0, 0, 0, 0)
    static let black = Pixel(0, 0, 0, 255)
    static let white = Pixel(255, 255, 255, 255)
    static let red = Pixel(255, 0, 0, 255)
    static let green = Pixel(0, 255, 0, 255)
    static let blue = Pixel(0, 0, 255, 255)

    var description: String { "Pixel(\(red), \(green), \(blue), \(alpha))" }

    /// Whether every channel is within `tolerance` of `other`.
    func isClose(to other: Pixel, tolerance: Int = 2) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
    }
}

/// Cairo's native layout: premultiplied ARGB in little-endian words (BGRA in memory).
let nativeBitmapInfo = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue

/// A zeroed sRGB context in the native layout.
func makeContext(width: Int = 8, height: Int = 8) -> CGContext {
    CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: nativeBitmapInfo)!
}

extension CGImage {
    /// The pixel at column `x`, row `y` (row 0 at the top).
    func pixelAt(_ x: Int, _ y: Int) -> Pixel {
        let p = pixel(x: x, y: y)
        return Pixel(p.red, p.green, p.blue, p.alpha)
    }
}

extension CGContext {
    /// The pixel at column `x`, row `y` of the bitmap (row 0 at the top).
    func pixelAt(_ x: Int, _ y: Int) -> Pixel {
        makeImage()!.pixelAt(x, y)
    }

    /// Every pixel, rows from the top.
    func allPixels() -> [[Pixel]] {
        let image = makeImage()!
        return (0..<height).map { y in (0..<width).map { x in image.pixelAt(x, y) } }
    }
}

/// Collects Core Graphics console messages while `body` runs, then
/// restores the default handler. Use only from a serialized suite.
func collectDiagnostics(_ body: () throws -> Void) rethrows -> [String] {
    let messages = Mutex<[String]>([])
    CGDiagnostics.setHandler { message in messages.withLock { $0.append(message) } }
    defer { CGDiagnostics.setHandler(nil) }
    try body()
    return messages.withLock { $0 }
}

/// The parent of every suite that replaces the diagnostics handler: its
/// tests run one at a time.
@Suite(.serialized) struct DiagnosticsTests {}
