import Foundation
import Testing
@testable import OpenQuartzCore

/// One visual property per test, rendered at 1x and checked pixel by pixel
/// and against a reference image.
@MainActor
@Suite struct CompositorAppearanceTests {
    func root() -> CALayer {
        solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), white)
    }

    @Test func aBackgroundFillsTheBoundsAtTheFrame() {
        _ = FrameDriver()
        let base = root()
        base.addSublayer(solidLayer(CGRect(x: 10, y: 5, width: 20, height: 10), red))
        let image = render(base)
        #expect(image.rgba(10, 5) == .red)
        #expect(image.rgba(29, 14) == .red)
        #expect(image.rgba(30, 14) == .white)
        #expect(image.rgba(10, 4) == .white)
        expectMatchesReference(image, named: "background")
    }

    @Test func cornerRadiusRoundsTheBackground() {
        _ = FrameDriver()
        let base = root()
        let layer = solidLayer(CGRect(x: 5, y: 5, width: 30, height: 30), red)
        layer.cornerRadius = 10
        base.addSublayer(layer)
        let image = render(base)
        #expect(image.rgba(5, 5) == .white)
        #expect(image.rgba(20, 20) == .red)
        #expect(image.rgba(20, 5) == .red)
        expectMatchesReference(image, named: "cornerRadius")
    }

    @Test func maskedCornersRoundOnlyTheChosenCorners() {
        _ = FrameDriver()
        let base = root()
        let layer = solidLayer(CGRect(x: 5, y: 5, width: 30, height: 30), red)
        layer.cornerRadius = 10
        layer.maskedCorners = [.layerMinXMinYCorner]
        base.addSublayer(layer)
        let image = render(base)
        #expect(image.rgba(5, 5) == .white)
        #expect(image.rgba(34, 5) == .red)
        #expect(image.rgba(5, 34) == .red)
        #expect(image.rgba(34, 34) == .red)
        expectMatchesReference(image, named: "maskedCorners")
    }

    @Test func theBorderIsDrawnInsideTheBoundsAboveSublayers() {
        _ = FrameDriver()
        let base = root()
        let layer = solidLayer(CGRect(x: 5, y: 5, width: 30, height: 30), white)
        layer.borderWidth = 4
        layer.borderColor = blue
        layer.addSublayer(solidLayer(CGRect(x: 0, y: 10, width: 30, height: 10), red))
        base.addSublayer(layer)
        let image = render(base)
        #expect(image.rgba(5, 15) == .blue)
        #expect(image.rgba(8, 15) == .blue)
        #expect(image.rgba(9, 15) == .red)
        #expect(image.rgba(4, 15) == .white)
        expectMatchesReference(image, named: "border")
    }

    @Test func groupOpacityCompositesOverlappingSublayersOnce() {
        _ = FrameDriver()
        let base = root()
        let group = CALayer()
        group.frame = base.bounds
        group.opacity = 0.5
        group.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 30, height: 20), black))
        group.addSublayer(solidLayer(CGRect(x: 10, y: 0, width: 30, height: 20), black))
        base.addSublayer(group)
        let image = render(base)
        // Overlap and single coverage look the same: 50 % black over white.
        #expect(image.rgba(5, 10).isClose(to: RGBA(127, 127, 127, 255), tolerance: 2))
        #expect(image.rgba(20, 10) == image.rgba(5, 10))
        expectMatchesReference(image, named: "groupOpacity")
    }

    @Test func withoutGroupOpacityEachSublayerFadesOnItsOwn() {
        _ = FrameDriver()
        let base = root()
        let group = CALayer()
        group.frame = base.bounds
        group.opacity = 0.5
        group.allowsGroupOpacity = false
        group.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 30, height: 20), black))
        group.addSublayer(solidLayer(CGRect(x: 10, y: 0, width: 30, height: 20), black))
        base.addSublayer(group)
        let image = render(base)
        #expect(image.rgba(5, 10).isClose(to: RGBA(127, 127, 127, 255), tolerance: 2))
        #expect(image.rgba(20, 10).isClose(to: RGBA(64, 64, 64, 255), tolerance: 2))
    }

    @Test func masksToBoundsClipsSublayersToTheRoundedBounds() {
        _ = FrameDriver()
        let base = root()
        let clip = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), white)
        clip.masksToBounds = true
        clip.cornerRadius = 6
        clip.addSublayer(solidLayer(CGRect(x: -10, y: -10, width: 40, height: 40), red))
        base.addSublayer(clip)
        let image = render(base)
        #expect(image.rgba(20, 20) == .red)
        #expect(image.rgba(5, 5) == .white)
        #expect(image.rgba(10, 10) == .white)
        expectMatchesReference(image, named: "masksToBounds")
    }

    @Test func aMaskLayerMasksByItsAlpha() {
        _ = FrameDriver()
        let base = root()
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), red)
        let mask = CALayer()
        mask.frame = CGRect(x: 10, y: 0, width: 20, height: 40)
        mask.backgroundColor = CGColor(gray: 0, alpha: 1)
        layer.mask = mask
        base.addSublayer(layer)
        let image = render(base)
        #expect(image.rgba(5, 20) == .white)
        #expect(image.rgba(20, 20) == .red)
        #expect(image.rgba(35, 20) == .white)
        expectMatchesReference(image, named: "mask")
    }

    @Test func aShadowPathCastsABlurredOffsetShadow() {
        _ = FrameDriver()
        let base = root()
        let layer = solidLayer(CGRect(x: 8, y: 8, width: 16, height: 16), red)
        layer.shadowOpacity = 1
        layer.shadowOffset = CGSize(width: 6, height: 6)
        layer.shadowRadius = 2
        layer.shadowPath = CGPath(rect: layer.bounds, transform: nil)
        base.addSublayer(layer)
        let image = render(base)
        #expect(image.rgba(16, 16) == .red)
        #expect(image.rgba(26, 26).r < 30)
        #expect((60...180).contains(image.rgba(29, 29).r))
        #expect(image.rgba(4, 4) == .white)
        expectMatchesReference(image, named: "shadowPath")
    }

    @Test func aShadowWithoutAPathFollowsTheContent() {
        _ = FrameDriver()
        let base = root()
        let layer = CALayer()
        layer.frame = CGRect(x: 8, y: 8, width: 20, height: 20)
        layer.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 8, height: 8), blue))
        layer.shadowOpacity = 1
        layer.shadowOffset = CGSize(width: 0, height: 10)
        layer.shadowRadius = 0.5
        base.addSublayer(layer)
        let image = render(base)
        #expect(image.rgba(12, 20).r < 60)
        #expect(image.rgba(24, 20) == .white)
        expectMatchesReference(image, named: "shadowContent")
    }

    @Test func theDefaultShadowOffsetCastsUpwards() {
        _ = FrameDriver()
        let base = root()
        let layer = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        base.addSublayer(layer)
        let image = render(base)
        #expect(image.rgba(20, 8).r < 30)
        #expect(image.rgba(20, 31) == .white)
    }

    @Test func hiddenLayersAreNotDrawn() {
        _ = FrameDriver()
        let base = root()
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), red)
        layer.isHidden = true
        base.addSublayer(layer)
        #expect(render(base).rgba(20, 20) == .white)
    }

    @Test func zPositionDrawsHigherLayersInFront() {
        _ = FrameDriver()
        let base = root()
        let back = solidLayer(CGRect(x: 0, y: 0, width: 30, height: 30), red)
        let front = solidLayer(CGRect(x: 10, y: 10, width: 30, height: 30), blue)
        back.zPosition = 1
        base.addSublayer(back)
        base.addSublayer(front)
        #expect(render(base).rgba(20, 20) == .red)
    }
}
