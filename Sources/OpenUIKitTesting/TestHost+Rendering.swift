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
        if screenRenderer.map({ $0.scale != factor || $0.size != size }) ?? true {
            screenRenderer = ScreenRenderer(size: size, scale: factor)
        }
        screenRenderer!.draw(atTime: now)
        return screenRenderer!.context.makeImage()!
    }
}
