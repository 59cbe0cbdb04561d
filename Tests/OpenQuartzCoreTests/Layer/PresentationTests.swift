import Foundation
import Testing
@testable import OpenQuartzCore

@MainActor
@Suite struct PresentationTests {
    @Test func aLayerHasNoPresentationUntilItIsCommitted() {
        _ = FrameDriver()
        let layer = CALayer()
        #expect(layer.presentation() == nil)
        CATransaction.flush()
        #expect(layer.presentation() != nil)
    }

    @Test func thePresentationOfASubclassIsOfThatSubclass() {
        final class Custom: CALayer {
            var tag = 0
            required init() { super.init() }
            required init(layer: Any) {
                tag = (layer as? Custom)?.tag ?? 0
                super.init(layer: layer)
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        _ = FrameDriver()
        let layer = Custom()
        layer.tag = 7
        CATransaction.flush()
        let presentation = layer.presentation()
        #expect(presentation?.tag == 7)
        #expect(presentation?.model() === layer)
    }

    @Test func modelOfAModelLayerIsItself() {
        let layer = CALayer()
        #expect(layer.model() === layer)
    }

    @Test func anUncommittedAnimationIsNotInThePresentation() {
        let driver = FrameDriver()
        let layer = CALayer()
        driver.turn()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0.5
        animation.toValue = 0.5
        animation.duration = 1
        layer.add(animation, forKey: nil)
        #expect(layer.presentation()!.opacity == 1)
        CATransaction.flush()
        #expect(layer.presentation()!.opacity == 0.5)
    }

    @Test func thePresentationsSublayersArePresentationCopies() {
        _ = FrameDriver()
        let parent = CALayer()
        let child = CALayer()
        parent.addSublayer(child)
        CATransaction.flush()
        let sublayer = parent.presentation()?.sublayers?.first
        #expect(sublayer != nil)
        #expect(sublayer !== child)
        #expect(sublayer?.model() === child)
    }

    @Test func changingAPresentationCopyChangesNothingElse() {
        _ = FrameDriver()
        let layer = CALayer()
        CATransaction.flush()
        let copy = layer.presentation()!
        copy.opacity = 0.1
        #expect(layer.opacity == 1)
        #expect(copy.animationKeys() == nil)
    }
}
