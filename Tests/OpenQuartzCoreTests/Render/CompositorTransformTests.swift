import Foundation
import Testing
@testable import OpenQuartzCore

@MainActor
@Suite struct CompositorTransformTests {
    func root() -> CALayer {
        solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), white)
    }

    @Test func aRotationTurnsTheLayerAboutItsAnchor() {
        _ = FrameDriver()
        let base = root()
        let layer = solidLayer(CGRect(x: 5, y: 15, width: 30, height: 10), red)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        base.addSublayer(layer)
        let image = render(base)
        #expect(image.rgba(20, 8) == .red)
        #expect(image.rgba(8, 20) == .white)
        expectMatchesReference(image, named: "rotation")
    }

    @Test func aScaleGrowsTheLayerAboutItsAnchor() {
        _ = FrameDriver()
        let base = root()
        let layer = solidLayer(CGRect(x: 15, y: 15, width: 10, height: 10), red)
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        base.addSublayer(layer)
        let image = render(base)
        #expect(image.rgba(11, 11) == .red)
        #expect(image.rgba(9, 9) == .white)
    }

    @Test func anchorPointMovesTheRotationCentre() {
        _ = FrameDriver()
        let base = root()
        let layer = CALayer()
        layer.backgroundColor = red
        layer.anchorPoint = .zero
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        layer.position = CGPoint(x: 20, y: 20)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        base.addSublayer(layer)
        let image = render(base)
        // Rotated about its top-left corner at (20, 20): it covers x 10…20, y 20…40.
        #expect(image.rgba(15, 30) == .red)
        #expect(image.rgba(25, 25) == .white)
    }

    @Test func perspectiveMakesTheNearEdgeLarger() {
        _ = FrameDriver()
        let base = root()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 50
        base.sublayerTransform = perspective
        let layer = solidLayer(CGRect(x: 5, y: 5, width: 30, height: 30), red)
        layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        base.addSublayer(layer)
        let image = render(base)
        func redHeight(atColumn x: Int) -> Int { (0..<40).filter { image.rgba(x, $0).r > 200 && image.rgba(x, $0).g < 60 }.count }
        let left = (0..<40).first { redHeight(atColumn: $0) > 0 }!
        let right = (0..<40).last { redHeight(atColumn: $0) > 0 }!
        #expect(left < right)
        #expect(redHeight(atColumn: left + 1) != redHeight(atColumn: right - 1))
        expectMatchesReference(image, named: "perspective")
    }

    @Test func aLayerTurnedAwayIsHiddenWhenNotDoubleSided() {
        _ = FrameDriver()
        let base = root()
        let layer = solidLayer(CGRect(x: 5, y: 5, width: 30, height: 30), red)
        layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        base.addSublayer(layer)
        #expect(render(base).rgba(20, 20) == .red)
        layer.isDoubleSided = false
        #expect(render(base).rgba(20, 20) == .white)
    }

    @Test func sublayerTransformAppliesAboutTheParentsAnchor() {
        _ = FrameDriver()
        let base = root()
        let container = CALayer()
        container.frame = base.bounds
        container.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
        container.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), red))
        base.addSublayer(container)
        let image = render(base)
        #expect(image.rgba(20, 20) == .red)
        #expect(image.rgba(5, 5) == .white)
        #expect(image.rgba(11, 11) == .red)
    }

    @Test func nonFiniteGeometrySkipsTheLayer() {
        _ = FrameDriver()
        let base = root()
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), red)
        layer.position = CGPoint(x: CGFloat.nan, y: 3)
        base.addSublayer(layer)
        #expect(render(base).rgba(20, 20) == .white)
    }
}
