import Foundation

extension UIView {
    /// The layer's display: `draw(_:)` with a lazy context. If the drawing
    /// asks for the current context, a backing store of the bounds ×
    /// `contentsScale` is made and becomes the layer's contents; otherwise
    /// the layer has no contents.
    func displayLayer(_ layer: CALayer) {
        let bounds = self.bounds
        let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
        let width = Int((bounds.width * scale).rounded(.up))
        let height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0, bounds.width.isFinite, bounds.height.isFinite, width * height <= 1 << 26 else {
            layer.contents = nil
            return
        }
        let opaque = isOpaque
        let background = backgroundColor
        let entry = GraphicsContextStack.Entry(lazy: {
            let context = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
            guard let context else { return nil }
            context.translateBy(x: 0, y: CGFloat(height))
            context.scaleBy(x: scale, y: -scale)
            context.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
            if opaque, let background {
                // UIKit fills an opaque view's backing store with its background first.
                context.setFillColor(background.cgColor)
                context.fill(bounds)
            }
            return context
        })
        let stack = GraphicsContextStack.current
        stack.push(entry)
        draw(bounds)
        stack.pop()
        if entry.wasUsed {
            layer.contents = entry.resolved?.makeImage()
        } else if layer.contents != nil {
            layer.contents = nil
        }
    }
}
