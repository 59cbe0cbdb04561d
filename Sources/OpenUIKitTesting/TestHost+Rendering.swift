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
        CATransaction.flush()
        let factor = scale > 0 && scale.isFinite ? scale : 1
        let windows = UIApplication.shared.windows.filter { !$0.isHidden }
        guard windows.count > 1 else { return render(windows.first, scale: factor) }
        let context = makeScreenContext(scale: factor)
        let rect = CGRect(x: 0, y: 0, width: context.width, height: context.height)
        for window in windows { context.draw(render(window, scale: factor), in: rect) }
        return context.makeImage()!
    }

    /// One window's presentation on an otherwise transparent screen.
    private func render(_ window: UIWindow?, scale: CGFloat) -> CGImage {
        let context = makeScreenContext(scale: scale)
        context.translateBy(x: 0, y: CGFloat(context.height))
        context.scaleBy(x: scale, y: -scale)
        if let window {
            let renderer = CARenderer(cgContext: context)
            renderer.bounds = CGRect(origin: .zero, size: screen.bounds.size)
            renderer.layer = window.layer
            renderer.beginFrame(atTime: now, timeStamp: nil)
            renderer.render()
            renderer.endFrame()
        }
        return context.makeImage()!
    }

    /// A transparent premultiplied BGRA bitmap the size of the screen at `scale`.
    private func makeScreenContext(scale: CGFloat) -> CGContext {
        let size = screen.bounds.size
        return CGContext(
            data: nil, width: Swift.max(1, Int((size.width * scale).rounded())),
            height: Swift.max(1, Int((size.height * scale).rounded())),
            bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    }
}
