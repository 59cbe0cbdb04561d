import Foundation
import Testing
@testable import OpenQuartzCore

@MainActor
@Suite struct LayerGeometryTests {
    @Test func frameDerivesFromBoundsPositionAndAnchor() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 60, y: 40)
        #expect(layer.frame == CGRect(x: 10, y: 15, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 60, y: 40, width: 100, height: 50))
    }

    @Test func settingTheFrameSetsPositionAndBoundsSize() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(layer.position == CGPoint(x: 25, y: 40))
    }

    @Test func aTransformedFrameIsItsBoundingBox() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        let side = 100 * 2.squareRoot()
        #expect(approximately(layer.frame.width, side, 1e-9))
        #expect(approximately(layer.frame.midX, 50, 1e-9))
    }

    @Test func pointsConvertThroughPositionBoundsOriginAndTransforms() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        child.frame = CGRect(x: 100, y: 50, width: 20, height: 20)
        child.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(child.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 100, y: 50))
        #expect(root.convert(CGPoint(x: 100, y: 50), to: child) == CGPoint(x: 5, y: 5))
        child.transform = CATransform3DMakeScale(2, 2, 1)
        // Scaled about the anchor (the bounds' centre, (15, 15)).
        #expect(approximately(child.convert(CGPoint(x: 15, y: 15), to: root), CGPoint(x: 110, y: 60)))
        #expect(approximately(child.convert(CGPoint(x: 25, y: 25), to: root), CGPoint(x: 130, y: 80)))
    }

    @Test func conversionBetweenSiblingsGoesThroughTheirCommonRoot() {
        let root = CALayer(), a = CALayer(), b = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        a.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        b.frame = CGRect(x: 50, y: 0, width: 10, height: 10)
        #expect(a.convert(CGPoint(x: 0, y: 0), to: b) == CGPoint(x: -40, y: 10))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 5, height: 5), from: a) == CGRect(x: -40, y: 10, width: 5, height: 5))
    }

    @Test func conversionUndoesARotation() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        child.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let p = child.convert(CGPoint(x: 100, y: 50), to: root)
        #expect(approximately(p, CGPoint(x: 50, y: 100), 1e-9))
        #expect(approximately(child.convert(p, from: root), CGPoint(x: 100, y: 50), 1e-9))
    }

    @Test func hitTestFindsTheFrontmostDeepestLayer() {
        let root = CALayer(), back = CALayer(), front = CALayer(), inner = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        back.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        front.frame = CGRect(x: 40, y: 40, width: 60, height: 60)
        inner.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(back)
        root.addSublayer(front)
        front.addSublayer(inner)
        #expect(root.hitTest(CGPoint(x: 45, y: 45)) === inner)
        #expect(root.hitTest(CGPoint(x: 55, y: 55)) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === back)
        #expect(root.hitTest(CGPoint(x: 90, y: 5)) === root)
        #expect(root.hitTest(CGPoint(x: 200, y: 5)) == nil)
    }

    @Test func hitTestSkipsHiddenLayersAndHonoursZPosition() {
        let root = CALayer(), a = CALayer(), b = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        a.frame = root.bounds
        b.frame = root.bounds
        root.addSublayer(a)
        root.addSublayer(b)
        a.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === a)
        a.isHidden = true
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === b)
    }

    @Test func masksToBoundsLimitsHitsToTheBounds() {
        let root = CALayer(), child = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        child.frame = CGRect(x: 40, y: 40, width: 50, height: 50)
        root.addSublayer(child)
        #expect(root.hitTest(CGPoint(x: 70, y: 70)) === child)
        root.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 70, y: 70)) == nil)
    }
}
