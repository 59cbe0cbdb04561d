import Foundation
import OpenUIKit

/// Films a scene: runs it on a virtual clock and renders evenly spaced
/// frames side by side into one PNG.
@MainActor
struct SceneRecorder {
    let frames: Int
    let scale: CGFloat = 2
    let gap: CGFloat = 6

    func filmStrip(of scene: LayerScene) throws -> Data {
        let clock = CAVirtualMediaClock(startTime: 100)
        let runtime = UIKitRuntime(clock: clock)
        runtime.makeCurrent()
        let root = scene.build()
        CAFramePipeline.main.runTurn(timestamp: clock.mediaTime)
        let start = clock.mediaTime
        let size = LayerScene.size
        let width = Int((size.width * CGFloat(frames) + gap * CGFloat(frames + 1)) * scale)
        let height = Int((size.height + gap * 2) * scale)
        let strip = Bitmap(width: width, height: height, scale: scale)
        strip.context.setFillColor(CGColor(gray: 0.2, alpha: 1))
        strip.context.fill(CGRect(x: 0, y: 0, width: CGFloat(width) / scale, height: CGFloat(height) / scale))
        for index in 0..<frames {
            let time = start + scene.duration * Double(index) / Double(frames - 1)
            // Run the frames in between so callbacks and transactions happen as in a window.
            while clock.mediaTime < time - 1e-9 {
                clock.mediaTime = Swift.min(time, clock.mediaTime + 1.0 / 60)
                CAFramePipeline.main.runTurn(timestamp: clock.mediaTime)
            }
            let frame = Bitmap(width: Int(size.width * scale), height: Int(size.height * scale), scale: scale)
            let renderer = CARenderer(cgContext: frame.context)
            renderer.layer = root
            renderer.bounds = CGRect(origin: .zero, size: size)
            renderer.beginFrame(atTime: time, timeStamp: nil)
            renderer.render()
            renderer.endFrame()
            let x = gap + CGFloat(index) * (size.width + gap)
            strip.draw(frame.context.makeImage()!, at: CGRect(x: x, y: gap, width: size.width, height: size.height))
        }
        guard let data = strip.context.makeImage()?.pngData() else {
            throw GalleryError.encodingFailed(scene.name)
        }
        return data
    }
}

/// A y-down bitmap in points.
@MainActor
struct Bitmap {
    let context: CGContext

    init(width: Int, height: Int, scale: CGFloat) {
        context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
    }

    /// Draws an image upright in y-down coordinates.
    func draw(_ image: CGImage, at rect: CGRect) {
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: CGRect(origin: .zero, size: rect.size))
        context.restoreGState()
    }
}

enum GalleryError: Error, CustomStringConvertible {
    case encodingFailed(String)

    var description: String {
        switch self {
        case .encodingFailed(let name): "could not encode \(name) as PNG"
        }
    }
}
