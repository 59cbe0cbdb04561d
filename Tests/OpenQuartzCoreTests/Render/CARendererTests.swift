import Foundation
import OpenQuartzCore
import Testing

@MainActor
@Suite struct CARendererTests {
    /// Draws `layers` with one renderer into a fresh 40×10 bitmap, in one
    /// frame or (`framePerLayer`) a frame each.
    private func draw(_ layers: [CALayer], framePerLayer: Bool) -> CGImage {
        CATransaction.flush()
        let context = CGContext(
            data: nil, width: 40, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.translateBy(x: 0, y: 10)
        context.scaleBy(x: 1, y: -1)
        let renderer = CARenderer(cgContext: context)
        renderer.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
        if !framePerLayer { renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil) }
        for layer in layers {
            renderer.layer = layer
            if framePerLayer { renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil) }
            renderer.render()
            if framePerLayer { renderer.endFrame() }
        }
        if !framePerLayer { renderer.endFrame() }
        return context.makeImage()!
    }

    @Test func layersRenderedInOneFrameAreDrawnOverEachOther() {
        let image = draw([solidLayer(CGRect(x: 0, y: 0, width: 20, height: 10), red),
                          solidLayer(CGRect(x: 20, y: 0, width: 20, height: 10), blue)], framePerLayer: false)
        #expect(image.rgba(5, 5) == .red)
        #expect(image.rgba(30, 5) == .blue)
    }

    @Test func eachNewFrameStartsFromAClearBitmap() {
        let image = draw([solidLayer(CGRect(x: 0, y: 0, width: 20, height: 10), red),
                          solidLayer(CGRect(x: 20, y: 0, width: 20, height: 10), blue)], framePerLayer: true)
        #expect(image.rgba(5, 5) == .clear)
        #expect(image.rgba(30, 5) == .blue)
    }
}
