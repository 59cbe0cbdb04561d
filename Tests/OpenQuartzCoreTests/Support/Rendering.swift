import Foundation
import OpenQuartzCore
import Testing

/// A bitmap `width`×`height` points at `scale`, y down, as a window's.
func makeBitmapContext(width: Int, height: Int, scale: CGFloat) -> CGContext {
    let context = CGContext(
        data: nil, width: Int(CGFloat(width) * scale), height: Int(CGFloat(height) * scale),
        bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    context.translateBy(x: 0, y: CGFloat(context.height))
    context.scaleBy(x: scale, y: -scale)
    return context
}

/// Renders `root` (committed first) with ``CARenderer`` into a
/// `width`×`height` bitmap at 1x, y down, as a host's window would.
@MainActor
func render(_ root: CALayer, width: Int = 40, height: Int = 40, scale: CGFloat = 1) -> CGImage {
    CATransaction.flush()
    let context = makeBitmapContext(width: width, height: height, scale: scale)
    let renderer = CARenderer(cgContext: context)
    renderer.layer = root
    renderer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil)
    renderer.render()
    renderer.endFrame()
    return context.makeImage()!
}

/// A layer of `frame` filled with `color`.
@MainActor
func solidLayer(_ frame: CGRect, _ color: CGColor) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}

let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
let white = CGColor(gray: 1, alpha: 1)
let black = CGColor(gray: 0, alpha: 1)

/// A pixel as straight RGBA bytes.
struct RGBA: Equatable, CustomStringConvertible {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
    var description: String { "(\(r), \(g), \(b), \(a))" }

    static let clear = RGBA(0, 0, 0, 0)
    static let red = RGBA(255, 0, 0, 255)
    static let green = RGBA(0, 255, 0, 255)
    static let blue = RGBA(0, 0, 255, 255)
    static let white = RGBA(255, 255, 255, 255)
    static let black = RGBA(0, 0, 0, 255)

    func isClose(to other: RGBA, tolerance: Int = 3) -> Bool {
        abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
            && abs(Int(b) - Int(other.b)) <= tolerance && abs(Int(a) - Int(other.a)) <= tolerance
    }
}

extension CGImage {
    func rgba(_ x: Int, _ y: Int) -> RGBA {
        let p = pixel(x: x, y: y)
        return RGBA(p.red, p.green, p.blue, p.alpha)
    }
}

/// Compares `image` with the reference PNG `Render/__Snapshots__/<name>.png`
/// (each channel within `tolerance`). A missing reference is written and
/// the test fails so someone looks at it before committing it.
func expectMatchesReference(
    _ image: CGImage, named name: String, tolerance: Int = 2,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Render/__Snapshots__")
    let url = directory.appendingPathComponent("\(name).png")
    guard let data = try? Data(contentsOf: url) else {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? image.pngData()?.write(to: url)
        Issue.record("No reference image \(name).png: recorded one at \(url.path); look at it and run again.",
                     sourceLocation: sourceLocation)
        return
    }
    guard let reference = CGImage(
        pngDataProviderSource: CGDataProvider(data: data), decode: nil, shouldInterpolate: false, intent: .defaultIntent)
    else {
        Issue.record("Reference \(name).png could not be decoded.", sourceLocation: sourceLocation)
        return
    }
    guard reference.width == image.width, reference.height == image.height else {
        Issue.record("\(name): size \(image.width)×\(image.height) differs from the reference's \(reference.width)×\(reference.height).",
                     sourceLocation: sourceLocation)
        return
    }
    var differing = 0
    for y in 0..<image.height {
        for x in 0..<image.width where !image.rgba(x, y).isClose(to: reference.rgba(x, y), tolerance: tolerance) {
            differing += 1
        }
    }
    if differing > 0 {
        let failure = directory.appendingPathComponent("\(name).failure.png")
        try? image.pngData()?.write(to: failure)
        Issue.record("\(name): \(differing) pixels differ from the reference; wrote \(failure.path).",
                     sourceLocation: sourceLocation)
    }
}
