import Foundation
import OpenUIKit

extension TestHost {
    /// Renders what the screen shows now at `scale` pixels per point
    /// (any positive value; the screen's own scale is ignored), as
    /// ``renderScreen()`` does: every visible window's presentation at the
    /// current media time, in window order, each at its frame over the
    /// ones below. Small scales make thumbnails cheaply, since the layer
    /// tree is drawn at that size rather than drawn large and shrunk.
    public func renderScreen(scale: CGFloat) -> CGImage {
        runtime.makeCurrent()
        CATransaction.flush()
        let factor = scale > 0 && scale.isFinite ? scale : 1
        let size = screen.bounds.size
        let context = CGContext(
            data: nil, width: Swift.max(1, Int((size.width * factor).rounded())),
            height: Swift.max(1, Int((size.height * factor).rounded())),
            bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.translateBy(x: 0, y: CGFloat(context.height))
        context.scaleBy(x: factor, y: -factor)
        let renderer = CARenderer(cgContext: context)
        renderer.bounds = CGRect(origin: .zero, size: size)
        UIApplication.shared.renderVisibleWindows(with: renderer, atTime: now)
        return context.makeImage()!
    }
}
