import Foundation
import Testing
import UIKit

/// A transparent, y-down bitmap context of `width` × `height` points at
/// `scale` (as a view's backing store is made).
func makeTextCanvas(width: Int, height: Int, scale: CGFloat = 1) -> CGContext {
    let context = CGContext(
        data: nil, width: Int(CGFloat(width) * scale), height: Int(CGFloat(height) * scale),
        bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    context.translateBy(x: 0, y: CGFloat(context.height))
    context.scaleBy(x: scale, y: -scale)
    return context
}

/// Runs `drawing` with a new canvas as the current context and returns
/// what it drew.
func renderText(width: Int, height: Int, scale: CGFloat = 1, _ drawing: () -> Void) -> CGImage {
    let context = makeTextCanvas(width: width, height: height, scale: scale)
    UIGraphicsPushContext(context)
    drawing()
    UIGraphicsPopContext()
    return context.makeImage()!
}

/// The pixel rectangle (x, y, width, height; row 0 at the top) covering
/// every pixel of `region` whose alpha is at least `threshold`, or nil.
/// `region` defaults to the whole image.
func inkBounds(_ image: CGImage, in region: CGRect? = nil, threshold: UInt8 = 100) -> CGRect? {
    let area = (region ?? CGRect(x: 0, y: 0, width: image.width, height: image.height))
        .intersection(CGRect(x: 0, y: 0, width: image.width, height: image.height))
    guard !area.isNull, !area.isEmpty else { return nil }
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    for y in Int(area.minY)..<Int(area.maxY) {
        for x in Int(area.minX)..<Int(area.maxX) where image.pixel(x: x, y: y).alpha >= threshold {
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
        }
    }
    guard minX <= maxX else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

/// Whether `image` has a pixel in `region` whose colour is dark (each
/// channel below 100) and mostly opaque.
func hasDarkInk(_ image: CGImage, in region: CGRect) -> Bool {
    let area = region.intersection(CGRect(x: 0, y: 0, width: image.width, height: image.height))
    guard !area.isNull, !area.isEmpty else { return false }
    for y in Int(area.minY)..<Int(area.maxY) {
        for x in Int(area.minX)..<Int(area.maxX) {
            let p = image.pixel(x: x, y: y)
            if p.alpha > 200, p.red < 100, p.green < 100, p.blue < 100 { return true }
        }
    }
    return false
}

/// Writes `image` as a PNG to `/tmp/<name>.png` when the environment asks
/// for it (`OPENUIKIT_WRITE_TEXT_PNGS=1`), for looking at by hand.
func writeDebugPNG(_ image: CGImage, named name: String) {
    guard ProcessInfo.processInfo.environment["OPENUIKIT_WRITE_TEXT_PNGS"] == "1" else { return }
    try? image.pngData()?.write(to: URL(fileURLWithPath: "/tmp/\(name).png"))
}

/// The text system's tests (fonts, string drawing, labels), grouped so
/// that `swift test --filter Text` runs them all.
@Suite struct TextTests {}
