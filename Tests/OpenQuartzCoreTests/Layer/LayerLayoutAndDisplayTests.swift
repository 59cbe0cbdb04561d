import Foundation
import Testing
@testable import OpenQuartzCore

@MainActor
@Suite struct LayerLayoutAndDisplayTests {
    final class Recording: CALayerDelegate {
        var events: [String] = []
        func layoutSublayers(of layer: CALayer) { events.append("layout \(layer.name ?? "?")") }
        func draw(_ layer: CALayer, in ctx: CGContext) {
            events.append("draw \(layer.name ?? "?")")
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }
    }

    @Test func layoutRunsOnceAtCommitHoweverOftenItIsRequested() {
        _ = FrameDriver()
        let delegate = Recording()
        let layer = CALayer()
        layer.name = "l"
        layer.delegate = delegate
        CATransaction.flush()
        delegate.events.removeAll()
        layer.setNeedsLayout()
        layer.setNeedsLayout()
        layer.setNeedsLayout()
        CATransaction.flush()
        #expect(delegate.events == ["layout l"])
    }

    @Test func layoutGoesFromParentToChild() {
        _ = FrameDriver()
        let delegate = Recording()
        let parent = CALayer(), child = CALayer()
        parent.name = "parent"
        child.name = "child"
        parent.delegate = delegate
        child.delegate = delegate
        parent.addSublayer(child)
        CATransaction.flush()
        delegate.events.removeAll()
        child.setNeedsLayout()
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(delegate.events == ["layout parent", "layout child"])
    }

    @Test func layoutIfNeededOnAChildLaysOutTheDirtyAncestorFirst() {
        _ = FrameDriver()
        let delegate = Recording()
        let parent = CALayer(), child = CALayer()
        parent.name = "parent"
        child.name = "child"
        parent.delegate = delegate
        child.delegate = delegate
        parent.addSublayer(child)
        CATransaction.flush()
        delegate.events.removeAll()
        parent.setNeedsLayout()
        child.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(delegate.events == ["layout parent", "layout child"])
        #expect(!parent.needsLayout() && !child.needsLayout())
    }

    @Test func changingTheBoundsSizeRequestsLayout() {
        _ = FrameDriver()
        let layer = CALayer()
        CATransaction.flush()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.needsLayout())
    }

    @Test func setNeedsDisplayDrawsIntoABackingStoreAtCommit() {
        _ = FrameDriver()
        let delegate = Recording()
        let layer = CALayer()
        layer.name = "l"
        layer.delegate = delegate
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 2)
        layer.contentsScale = 2
        layer.setNeedsDisplay()
        #expect(layer.contents == nil)
        CATransaction.flush()
        #expect(delegate.events.contains("draw l"))
        let image = layer.contents as? CGImage
        #expect(image?.width == 8)
        #expect(image?.height == 4)
        // The context is y-down with the layer's origin at the top left.
        #expect(image?.pixel(x: 0, y: 0).red == 255)
        #expect(image?.pixel(x: 0, y: 3).alpha == 0)
    }

    @Test func needsDisplayOnBoundsChangeRedrawsWhenTheSizeChanges() {
        _ = FrameDriver()
        let layer = CALayer()
        layer.needsDisplayOnBoundsChange = true
        CATransaction.flush()
        layer.bounds = CGRect(x: 0, y: 0, width: 3, height: 3)
        #expect(layer.needsDisplay())
    }

    @Test func anEmptyLayerDisplaysNoContents() {
        _ = FrameDriver()
        let layer = CALayer()
        layer.contents = CGContext(
            data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!.makeImage()
        layer.display()
        #expect(layer.contents == nil)
    }

    @Test func aLayerReleasedBeforeTheCommitIsNeitherDisplayedNorLaidOut() {
        final class CountingLayer: CALayer {
            nonisolated(unsafe) static var displays = 0
            nonisolated(unsafe) static var layouts = 0
            override func display() { Self.displays += 1 }
            override func layoutSublayers() { Self.layouts += 1 }
        }
        _ = FrameDriver()
        CATransaction.flush()
        CountingLayer.displays = 0
        CountingLayer.layouts = 0
        do {
            CountingLayer().setNeedsDisplay()
            CountingLayer().setNeedsLayout()
        }
        let kept = CountingLayer()
        kept.setNeedsDisplay()
        kept.setNeedsLayout()
        CATransaction.flush()
        #expect(CountingLayer.displays == 1)
        #expect(CountingLayer.layouts == 1)
    }
}
