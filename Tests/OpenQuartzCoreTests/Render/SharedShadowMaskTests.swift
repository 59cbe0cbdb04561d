import Foundation
@testable import OpenQuartzCore
import Testing

/// Layers whose shadows have the same shape, blur and place within a pixel
/// share one blurred mask (the first one's blur serves the others), and
/// draw exactly what blurring their own would.
@MainActor
@Suite struct SharedShadowMaskTests {
    /// Three cards with shadows at whole points: two of one size, one wider.
    func makeScene() -> (root: CALayer, cards: [CALayer]) {
        makeShadowedCards(at: [
            CGRect(x: 8, y: 8, width: 40, height: 20), CGRect(x: 8, y: 50, width: 40, height: 20),
            CGRect(x: 60, y: 30, width: 50, height: 20),
        ])
    }

    func renderFrame(of root: CALayer) -> CGContext {
        let context = makeBitmapContext(width: 120, height: 90, scale: 2)
        let renderer = CARenderer(cgContext: context)
        renderer.layer = root
        renderer.bounds = CGRect(x: 0, y: 0, width: 120, height: 90)
        renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        return context
    }

    @Test func layersWithTheSameShadowShareOneBlurredMask() {
        let (root, cards) = makeScene()
        _ = renderFrame(of: root)
        let masks = cards.map { $0.shadowMaskCache?.entry?.surface }
        #expect(masks.allSatisfy { $0 != nil })
        #expect(masks[0] == masks[1])
        #expect(masks[0] != masks[2])
    }

    @Test func sharedMasksDrawWhatEachLayersOwnBlurDraws() {
        let (root, cards) = makeScene()
        let shared = renderFrame(of: root)
        for card in cards { card.shadowMaskCache = nil }
        // Drawn without a renderer's cache: each layer blurs its own mask.
        let own = makeBitmapContext(width: 120, height: 90, scale: 2)
        root.render(in: own)
        #expect(cards[0].shadowMaskCache?.entry?.surface != cards[1].shadowMaskCache?.entry?.surface)
        let count = own.bytesPerRow * own.height
        let a = UnsafeRawBufferPointer(start: shared.data, count: count), b = UnsafeRawBufferPointer(start: own.data, count: count)
        #expect(zip(a, b).filter { $0 != $1 }.count == 0)
    }
}
