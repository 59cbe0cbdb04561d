import Foundation
import OpenUIKit

/// The bitmap and renderer ``TestHost/renderScreen(scale:)`` draws into,
/// kept while the picture size stays the same: each picture repaints only
/// what changed since the one before, as the SDL window does, and — with
/// `CARenderer.verifiesDamage`, which test hosts turn on — is checked
/// against the same frame drawn from scratch.
@MainActor
struct ScreenRenderer {
    let context: CGContext
    let renderer: CARenderer
    let scale: CGFloat
    let size: CGSize
    /// Whether the screen covers whole pixels (else its edge pixels are
    /// partly outside, and each picture is drawn from a cleared bitmap).
    let coversWholePixels: Bool

    /// A bitmap of `size` points at `scale` pixels per point, y down, with
    /// a renderer for it.
    init(size: CGSize, scale: CGFloat) {
        self.size = size
        self.scale = scale
        let width = size.width * scale, height = size.height * scale
        coversWholePixels = width == width.rounded() && height == height.rounded()
        context = CGContext(
            data: nil, width: Swift.max(1, Int((size.width * scale).rounded())),
            height: Swift.max(1, Int((size.height * scale).rounded())),
            bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.translateBy(x: 0, y: CGFloat(context.height))
        context.scaleBy(x: scale, y: -scale)
        renderer = CARenderer(cgContext: context)
        renderer.bounds = CGRect(origin: .zero, size: size)
    }
}

extension ScreenRenderer {
    /// Draws every visible window at `time`: what changed since the last
    /// picture, or (when the screen's edge pixels are partly outside it)
    /// everything into a cleared bitmap.
    func draw(atTime time: CFTimeInterval) {
        if !coversWholePixels {
            context.clear(CGRect(x: -1, y: -1, width: size.width + 2, height: size.height + 2))
            renderer.addUpdate(renderer.bounds)
        }
        UIApplication.shared.renderVisibleWindows(with: renderer, atTime: time)
    }
}
