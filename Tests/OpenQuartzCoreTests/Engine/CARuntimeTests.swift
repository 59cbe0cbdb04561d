import Foundation
import Testing
@testable import OpenQuartzCore

/// Each Core Animation runtime keeps its own transactions, animations and
/// display links; layers that move between runtimes are adopted.
@MainActor
@Suite struct CARuntimeTests {
    final class CountingLayer: CALayer {
        var displays = 0
        override func display() { displays += 1 }
    }

    @Test func animationsRunOnlyInTheirOwnRuntime() {
        let first = CARuntime(clock: CAVirtualMediaClock(startTime: 0))
        let second = CARuntime(clock: CAVirtualMediaClock(startTime: 0))
        first.makeCurrent()
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        first.pipeline.runTurn(timestamp: 0)
        second.makeCurrent()
        #expect(!second.pipeline.hasPendingWork)
        #expect(first.pipeline.hasPendingWork)
        first.makeCurrent()
        (first.clock as! CAVirtualMediaClock).mediaTime = 2
        first.pipeline.runTurn(timestamp: 2)
        #expect(layer.animation(forKey: "fade") == nil)
        #expect(!first.pipeline.hasPendingWork)
    }

    @Test func aLayerMadeInAnotherRuntimeIsAdoptedWhenItJoinsATree() {
        let first = CARuntime(), second = CARuntime()
        first.makeCurrent()
        let layer = CountingLayer()
        layer.setNeedsDisplay()
        second.makeCurrent()
        let root = CALayer()
        root.addSublayer(layer)
        second.pipeline.runTurn(timestamp: 0)
        #expect(layer.displays == 1)
        #expect(layer.presentation() != nil)
    }

    @Test func anAdoptedLayerLeavesItsAnimationsBehindWithoutCallbacks() {
        final class Delegate: CAAnimationDelegate {
            var stops: [Bool] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
        }
        let first = CARuntime(), second = CARuntime()
        first.makeCurrent()
        let layer = CALayer()
        let delegate = Delegate()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1
        fade.delegate = delegate
        layer.add(fade, forKey: "fade")
        first.pipeline.runTurn(timestamp: 0)
        second.makeCurrent()
        CALayer().addSublayer(layer)
        second.pipeline.runTurn(timestamp: 0)
        #expect(layer.animationKeys() == nil)
        #expect(delegate.stops == [])
    }
}
