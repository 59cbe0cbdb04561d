import CCairo
import Foundation
@testable import OpenQuartzCore
import Testing

/// A frame's shadow masks and new rounded shapes' coverage that no cache
/// holds are worked out on another core while the frame is drawn, and draw
/// exactly what the main thread's would.
@MainActor
@Suite struct CARendererWorkAheadTests {
    /// Three cards with shadows: two of one shape at whole points, one
    /// wider at a quarter point; a bordered chip on each.
    func makeScene() -> (root: CALayer, cards: [CALayer]) {
        makeShadowedCards(at: [
            CGRect(x: 8, y: 8, width: 40, height: 20), CGRect(x: 8, y: 50, width: 40, height: 20),
            CGRect(x: 60.25, y: 30, width: 50, height: 20),
        ], chips: true)
    }

    /// A renderer that works ahead (whatever the machine's processors) and
    /// whose main thread waits for all work planned ahead.
    func makeRenderer(for root: CALayer, scale: CGFloat = 2) -> CARenderer {
        let renderer = CARenderer(cgContext: makeBitmapContext(width: 120, height: 90, scale: scale))
        renderer.layer = root
        renderer.bounds = CGRect(x: 0, y: 0, width: 120, height: 90)
        renderer.worksAhead = true
        renderer.mainThreadClaimsWorkAhead = false
        return renderer
    }

    func frame(_ renderer: CARenderer) {
        renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil)
        renderer.render()
        renderer.endFrame()
    }

    func bytes(_ context: CGContext) -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: context.data, count: context.bytesPerRow * context.height))
    }

    @Test func aFirstFramesShadowMasksAndShapesAreMadeOnAnotherCoreOncePerKey() {
        let (root, _) = makeScene()
        let renderer = makeRenderer(for: root)
        frame(renderer)
        // Two shadow masks, three cards' outlines (two keys), the chips'
        // outlines and rings (two keys each: the third chip sits a quarter
        // point over).
        #expect(renderer.workAheadCounts == (8, 8, 8, 0))
    }

    @Test func workDoneOnAnotherCoreDrawsWhatTheMainThreadDraws() {
        let (root, cards) = makeScene()
        let renderer = makeRenderer(for: root)
        frame(renderer)
        #expect(renderer.workAheadCounts.taken > 0)
        for card in cards { card.shadowMaskCache = nil }
        // Drawn outside a frame: no damage walk, so all is done here.
        let own = makeBitmapContext(width: 120, height: 90, scale: 2)
        root.render(in: own)
        let same = bytes(renderer.context) == bytes(own)
        #expect(same)
    }

    @Test func workClaimedByTheMainThreadDrawsTheSame() {
        let (root, _) = makeScene()
        let renderer = makeRenderer(for: root)
        renderer.mainThreadClaimsWorkAhead = true
        frame(renderer)
        let own = makeBitmapContext(width: 120, height: 90, scale: 2)
        root.render(in: own)
        let same = bytes(renderer.context) == bytes(own)
        #expect(same)
        let counts = renderer.workAheadCounts
        #expect(counts.taken + counts.claimed == counts.planned)
    }

    @Test func aFrameWhoseWorkIsKeptPlansNone() {
        let (root, cards) = makeScene()
        let renderer = makeRenderer(for: root)
        frame(renderer)
        cards[0].backgroundColor = CGColor(gray: 0.9, alpha: 1)
        CATransaction.flush()
        frame(renderer)
        #expect(renderer.workAheadCounts.planned == 8)
    }

    @Test func aShadowMovedByAFractionOfAPixelIsMadeAgainOnAnotherCore() {
        let (root, cards) = makeScene()
        let renderer = makeRenderer(for: root)
        frame(renderer)
        CATransaction.setDisableActions(true)
        cards[0].position.x += 0.2
        CATransaction.flush()
        frame(renderer)
        // The shadow only: the moved layers are not new.
        #expect(renderer.workAheadCounts == (9, 9, 9, 0))
    }

    @Test func aLayerOutsideTheSurfaceIsNotPlanned() {
        let (root, cards) = makeScene()
        CATransaction.setDisableActions(true)
        cards[2].position.x += 400
        CATransaction.flush()
        let renderer = makeRenderer(for: root)
        frame(renderer)
        #expect(renderer.workAheadCounts == (4, 4, 4, 0))
        #expect(cards[2].shadowMaskCache?.entry == nil)
    }

    @Test func workPlannedForNestedLayersAtThreeTimesIsAllTaken() {
        let root = solidLayer(CGRect(x: 0, y: 0, width: 120, height: 90), white)
        // Pixel-aligned: a fill clipped elsewhere is Cairo's (no mask).
        let feed = solidLayer(CGRect(x: 4, y: 12, width: 110, height: 70), white)
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
        let renderer = makeRenderer(for: root, scale: 3)
        frame(renderer)
        let counts = renderer.workAheadCounts
        #expect(counts.planned == 6)
        #expect(counts.taken == 6)
    }

    @Test func aRendererThatDoesNotWorkAheadPlansNothing() {
        let (root, _) = makeScene()
        let renderer = makeRenderer(for: root)
        renderer.worksAhead = false
        frame(renderer)
        #expect(renderer.workAheadCounts == (0, 0, 0, 0))
    }

    @Test func shapesPlannedAheadStayWithinTheMasksBudget() {
        // Sixty rounded 200-point squares of different heights at 3x: each
        // coverage mask about 600 × 600 pixels, together more than the budget.
        let root = solidLayer(CGRect(x: 0, y: 0, width: 400, height: 400), white)
        for i in 0..<60 {
            let layer = solidLayer(CGRect(x: 10, y: 10, width: 200, height: 190 + CGFloat(i) / 4), white)
            layer.cornerRadius = 10
            root.addSublayer(layer)
        }
        CATransaction.flush()
        let renderer = CARenderer(cgContext: makeBitmapContext(width: 400, height: 400, scale: 3))
        renderer.layer = root
        renderer.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        renderer.worksAhead = true
        renderer.mainThreadClaimsWorkAhead = false
        frame(renderer)
        let planned = renderer.workAheadCounts.planned
        #expect(planned > 0)
        #expect(planned <= CompositorCache.maxBytes / (600 * 570))
    }

    @Test func aShadowedLayerDrawnAsBeforeIsNotOfferedAgain() {
        let (root, cards) = makeScene()
        let renderer = makeRenderer(for: root)
        frame(renderer)
        #expect(renderer.workAheadCandidates == 6)  // three cards, three chips
        // Its chip changes, the card does not: the walk visits it, offers nothing.
        cards[0].sublayers?[0].backgroundColor = CGColor(gray: 0.5, alpha: 1)
        CATransaction.flush()
        frame(renderer)
        #expect(renderer.workAheadCandidates == 0)
    }
}
