import Foundation
import Testing
@testable import OpenQuartzCore

/// The compositor draws the presentation at the frame's time; render(in:)
/// draws the model.
@MainActor
@Suite struct CompositorAnimationTests {
    func base() -> CALayer { solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), white) }

    @Test func theRendererDrawsAnimatedValuesAtTheFramesTime() {
        let driver = FrameDriver()
        let root = base()
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 40), red)
        root.addSublayer(layer)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 5
        move.toValue = 35
        move.duration = 1
        layer.add(move, forKey: nil)
        driver.turn()
        driver.advance(by: 0.5)
        let image = render(root)
        #expect(image.rgba(20, 20) == .red)
        #expect(image.rgba(5, 20) == .white)
    }

    /// A red square behind an overlapping blue one (they overlap at 20, 20).
    func overlappingSiblings() -> (root: CALayer, back: CALayer) {
        let root = base()
        let back = solidLayer(CGRect(x: 0, y: 0, width: 30, height: 30), red)
        root.addSublayer(back)
        root.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 30, height: 30), blue))
        return (root, back)
    }

    @Test func anAnimatedZPositionReordersSiblingsMidAnimation() {
        let driver = FrameDriver()
        let (root, back) = overlappingSiblings()
        let raise = CABasicAnimation(keyPath: "zPosition")
        raise.fromValue = 0
        raise.toValue = 2
        raise.duration = 1
        back.add(raise, forKey: nil)
        driver.turn()
        #expect(render(root).rgba(20, 20) == .blue)
        driver.advance(by: 0.75)
        #expect(render(root).rgba(20, 20) == .red)
        driver.advance(by: 0.5)
        #expect(render(root).rgba(20, 20) == .blue)
    }

    @Test func aZPositionInsideAGroupReordersSiblingsToo() {
        let driver = FrameDriver()
        let (root, back) = overlappingSiblings()
        let raise = CABasicAnimation(keyPath: "zPosition")
        raise.fromValue = 5
        raise.toValue = 5
        let group = CAAnimationGroup()
        group.animations = [raise]
        group.duration = 1
        back.add(group, forKey: nil)
        driver.turn()
        driver.advance(by: 0.5)
        #expect(render(root).rgba(20, 20) == .red)
    }

    @Test func renderInContextDrawsTheModelWithoutAnimations() {
        let driver = FrameDriver()
        let root = base()
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 40), red)
        root.addSublayer(layer)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 5
        move.toValue = 35
        move.duration = 1
        layer.add(move, forKey: nil)
        driver.turn()
        driver.advance(by: 0.5)
        let ctx = CGContext(
            data: nil, width: 40, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.translateBy(x: 0, y: 40)
        ctx.scaleBy(x: 1, y: -1)
        root.render(in: ctx)
        let image = ctx.makeImage()!
        #expect(image.rgba(5, 20) == .red)
        #expect(image.rgba(20, 20) == .white)
    }

    @Test func aFadeTransitionCrossDissolvesTheOldAndNewLook() {
        let driver = FrameDriver()
        let root = base()
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), red)
        root.addSublayer(layer)
        driver.turn()
        let transition = CATransition()
        transition.duration = 1
        layer.add(transition, forKey: kCATransition)
        layer.backgroundColor = blue
        driver.turn()
        driver.advance(by: 0.5)
        let mid = render(root).rgba(20, 20)
        #expect(mid.isClose(to: RGBA(128, 0, 127, 255), tolerance: 3))
        driver.advance(by: 0.5)
        #expect(render(root).rgba(20, 20) == .blue)
    }

    @Test func aPushTransitionSlidesTheNewContentIn() {
        let driver = FrameDriver()
        let root = base()
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), red)
        root.addSublayer(layer)
        driver.turn()
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 1
        layer.add(transition, forKey: kCATransition)
        layer.backgroundColor = blue
        driver.turn()
        driver.advance(by: 0.5)
        let image = render(root)
        #expect(image.rgba(10, 20) == .red)
        #expect(image.rgba(30, 20) == .blue)
        expectMatchesReference(image, named: "pushTransition")
    }

    @Test func aFlipTransitionTurnsTheOldLookAwayThenTheNewOneIn() {
        let driver = FrameDriver()
        let root = base()
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), red)
        root.addSublayer(layer)
        driver.turn()
        let transition = CATransition()
        transition.type = CATransitionType(rawValue: "oglFlip")
        transition.subtype = .fromLeft
        transition.duration = 1
        layer.add(transition, forKey: kCATransition)
        layer.backgroundColor = blue
        driver.turn()
        driver.advance(by: 0.25)
        var image = render(root)
        #expect(image.rgba(20, 20).isClose(to: .red, tolerance: 8))
        #expect(image.rgba(1, 20) == .white)
        expectMatchesReference(image, named: "flipTransition")
        driver.advance(by: 0.5)
        image = render(root)
        #expect(image.rgba(20, 20).isClose(to: .blue, tolerance: 8))
        #expect(image.rgba(1, 20) == .white)
    }

    @Test func aPageCurlLiftsTheOldLookOffTheNewOne() {
        let driver = FrameDriver()
        let root = base()
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), red)
        root.addSublayer(layer)
        driver.turn()
        let transition = CATransition()
        transition.type = CATransitionType(rawValue: "pageCurl")
        transition.duration = 1
        layer.add(transition, forKey: kCATransition)
        layer.backgroundColor = blue
        driver.turn()
        driver.advance(by: 0.5)
        let image = render(root)
        #expect(image.rgba(20, 3).isClose(to: .red, tolerance: 8))
        #expect(image.rgba(20, 38) == .blue)
    }

    @Test func animatedContentsCrossFade() {
        let driver = FrameDriver()
        let root = base()
        func solid(_ color: CGColor) -> CGImage {
            let ctx = CGContext(
                data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
            ctx.setFillColor(color)
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            return ctx.makeImage()!
        }
        let layer = CALayer()
        layer.frame = root.bounds
        layer.contents = solid(red)
        root.addSublayer(layer)
        driver.turn()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.contents = solid(blue)
        driver.turn()
        driver.advance(by: 0.5)
        #expect(render(root).rgba(20, 20).isClose(to: RGBA(128, 0, 127, 255), tolerance: 3))
    }
}
