import CCairo
import Foundation
@testable import OpenQuartzCore
import Testing

/// A frame's shape-based shadow masks that no cache holds are made on
/// another core while the frame is drawn, and draw exactly what the main
/// thread's would.
@MainActor
@Suite struct ShadowMaskPrefetchTests {
    /// Three cards with shadows: two of one shape at whole points, one
    /// wider at a quarter point.
    func makeScene() -> (root: CALayer, cards: [CALayer]) {
        let root = solidLayer(CGRect(x: 0, y: 0, width: 120, height: 90), white)
        let frames = [
            CGRect(x: 8, y: 8, width: 40, height: 20), CGRect(x: 8, y: 50, width: 40, height: 20),
            CGRect(x: 60.25, y: 30, width: 50, height: 20),
        ]
        let cards = frames.map { frame in
            let card = solidLayer(frame, white)
            card.cornerRadius = 4
            card.shadowOpacity = 0.4
            card.shadowRadius = 3
            card.shadowOffset = CGSize(width: 0, height: 2)
            card.shadowPath = CGPath(roundedRect: card.bounds, cornerWidth: 4, cornerHeight: 4, transform: nil)
            root.addSublayer(card)
            return card
        }
        CATransaction.flush()
        return (root, cards)
    }

    func makeRenderer(for root: CALayer) -> CARenderer {
        let renderer = CARenderer(cgContext: makeBitmapContext(width: 120, height: 90, scale: 2))
        renderer.layer = root
        renderer.bounds = CGRect(x: 0, y: 0, width: 120, height: 90)
        return renderer
    }

    func frame(_ renderer: CARenderer) {
        renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil)
        renderer.render()
        renderer.endFrame()
    }

    @Test func aFirstFramesShadowMasksAreMadeOnAnotherCoreOncePerShape() {
        let (root, _) = makeScene()
        let renderer = makeRenderer(for: root)
        frame(renderer)
        #expect(renderer.shadowMasksPrefetched == (2, 2))
    }

    @Test func masksMadeOnAnotherCoreDrawWhatTheMainThreadsDraw() {
        let (root, cards) = makeScene()
        let renderer = makeRenderer(for: root)
        frame(renderer)
        #expect(renderer.shadowMasksPrefetched.taken > 0)
        for card in cards { card.shadowMaskCache = nil }
        // Drawn outside a frame: no damage walk, so every mask is blurred here.
        let own = makeBitmapContext(width: 120, height: 90, scale: 2)
        root.render(in: own)
        let count = own.bytesPerRow * own.height
        let a = UnsafeRawBufferPointer(start: renderer.context.data, count: count)
        let b = UnsafeRawBufferPointer(start: own.data, count: count)
        #expect(zip(a, b).filter { $0 != $1 }.count == 0)
    }

    @Test func aFrameWhoseMasksAreKeptPlansNone() {
        let (root, cards) = makeScene()
        let renderer = makeRenderer(for: root)
        frame(renderer)
        cards[0].backgroundColor = CGColor(gray: 0.9, alpha: 1)
        CATransaction.flush()
        frame(renderer)
        #expect(renderer.shadowMasksPrefetched == (2, 2))
    }

    @Test func aShadowMovedByAFractionOfAPixelIsMadeAgainOnAnotherCore() {
        let (root, cards) = makeScene()
        let renderer = makeRenderer(for: root)
        frame(renderer)
        CATransaction.setDisableActions(true)
        cards[0].position.x += 0.2
        CATransaction.flush()
        frame(renderer)
        #expect(renderer.shadowMasksPrefetched == (3, 3))
    }

    @Test func aShadowOutsideTheSurfaceIsNotMade() {
        let (root, cards) = makeScene()
        CATransaction.setDisableActions(true)
        cards[2].position.x += 400
        CATransaction.flush()
        let renderer = makeRenderer(for: root)
        frame(renderer)
        #expect(renderer.shadowMasksPrefetched == (1, 1))
        #expect(cards[2].shadowMaskCache?.entry == nil)
    }

    @Test func masksPlannedForNestedLayersAtThreeTimesAreAllTaken() {
        let root = solidLayer(CGRect(x: 0, y: 0, width: 120, height: 90), white)
        let feed = solidLayer(CGRect(x: 3.67, y: 11.33, width: 110, height: 70), white)
        feed.masksToBounds = true
        feed.sublayerTransform = CATransform3DMakeTranslation(0.5, -7.1, 0)
        root.addSublayer(feed)
        for i in 0..<3 {
            let card = solidLayer(CGRect(x: 5.2, y: 4 + CGFloat(i) * 26.7, width: 96, height: 20), white)
            card.cornerRadius = 4.5
            card.shadowOpacity = 0.3
            card.shadowRadius = 2 + CGFloat(i)
            feed.addSublayer(card)
        }
        CATransaction.flush()
        let renderer = CARenderer(cgContext: makeBitmapContext(width: 120, height: 90, scale: 3))
        renderer.layer = root
        renderer.bounds = CGRect(x: 0, y: 0, width: 120, height: 90)
        frame(renderer)
        #expect(renderer.shadowMasksPrefetched == (3, 3))
    }
}
