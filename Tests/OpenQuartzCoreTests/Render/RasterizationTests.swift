import Foundation
@testable import OpenQuartzCore
import Testing

/// `shouldRasterize`: the layer's tree drawn once into a bitmap of
/// `rasterizationScale` pixels per point and composited from it while the
/// tree draws the same.
@MainActor
@Suite struct RasterizationTests {
    /// A renderer that keeps its caches across frames, over a 60 × 60
    /// point bitmap at `scale`.
    @MainActor final class Screen {
        let context: CGContext
        let renderer: CARenderer

        init(root: CALayer, scale: CGFloat) {
            context = makeBitmapContext(width: 60, height: 60, scale: scale)
            renderer = CARenderer(cgContext: context)
            renderer.layer = root
            renderer.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
        }

        /// Commits and draws a frame; the picture.
        func frame() -> CGImage {
            CATransaction.flush()
            renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil)
            renderer.render()
            renderer.endFrame()
            return context.makeImage()!
        }
    }

    /// A white root with a card: a rounded blue layer with a shadow and a
    /// red sublayer.
    func makeScene(rasterizationScale: CGFloat) -> (root: CALayer, card: CALayer, inner: CALayer) {
        let root = solidLayer(CGRect(x: 0, y: 0, width: 60, height: 60), white)
        let card = solidLayer(CGRect(x: 10, y: 10, width: 30, height: 30), blue)
        card.cornerRadius = 6
        card.shadowOpacity = 0.5
        card.shadowRadius = 2
        card.shouldRasterize = true
        card.rasterizationScale = rasterizationScale
        let inner = solidLayer(CGRect(x: 5, y: 5, width: 10, height: 10), red)
        card.addSublayer(inner)
        root.addSublayer(card)
        return (root, card, inner)
    }

    /// How many pixels differ by more than `tolerance` in a channel.
    func differingPixels(_ a: CGImage, _ b: CGImage, tolerance: Int = 2) -> Int {
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width where !a.rgba(x, y).isClose(to: b.rgba(x, y), tolerance: tolerance) { count += 1 }
        }
        return count
    }

    @Test func aTreeRasterizedAtTheDeviceScaleLooksAsItDoesDrawnDirectly() {
        let scene = makeScene(rasterizationScale: 2)
        let rasterized = Screen(root: scene.root, scale: 2).frame()
        scene.card.shouldRasterize = false
        let direct = Screen(root: scene.root, scale: 2).frame()
        // Edge pixels over the shadow round differently when the tree is
        // composited as one bitmap (a few levels at most).
        #expect(differingPixels(rasterized, direct, tolerance: 1) <= 4)
        #expect(differingPixels(rasterized, direct, tolerance: 8) == 0)
    }

    @Test func movingOrFadingARasterizedLayerReusesItsBitmap() {
        let scene = makeScene(rasterizationScale: 1)
        let screen = Screen(root: scene.root, scale: 1)
        _ = screen.frame()
        #expect(screen.renderer.rasterizations == 1)
        CATransaction.setDisableActions(true)
        scene.card.position.x += 7
        scene.card.opacity = 0.5
        let moved = screen.frame()
        #expect(screen.renderer.rasterizations == 1)
        // The inner red square, now half faded over white, 7 points right.
        #expect(moved.rgba(10 + 7 + 10, 10 + 10).isClose(to: RGBA(255, 128, 128, 255), tolerance: 3))
    }

    @Test func aChangeInsideTheTreeRasterizesItAgain() {
        let scene = makeScene(rasterizationScale: 1)
        let screen = Screen(root: scene.root, scale: 1)
        _ = screen.frame()
        CATransaction.setDisableActions(true)
        scene.inner.backgroundColor = green
        let changed = screen.frame()
        #expect(screen.renderer.rasterizations == 2)
        #expect(changed.rgba(20, 20) == .green)
    }

    @Test func aRasterizationScaleBelowTheDeviceScaleBlurs() {
        let scene = makeScene(rasterizationScale: 1)
        let blurred = Screen(root: scene.root, scale: 3).frame()
        CATransaction.setDisableActions(true)
        scene.card.rasterizationScale = 3
        let sharp = Screen(root: scene.root, scale: 3).frame()
        // The red inner square's edges on the blue card: sharp in one,
        // spread over pixels (bilinear, from a 1x bitmap) in the other.
        let row = 3 * 20
        let blends = { (image: CGImage) in (33..<117).filter { image.rgba($0, row).r > 20 && image.rgba($0, row).r < 230 }.count }
        #expect(blends(sharp) == 0)
        #expect(blends(blurred) >= 2)
    }

    @Test func aRasterizedReplicatorAndShapeLookAsTheyDoDrawnDirectly() {
        let root = solidLayer(CGRect(x: 0, y: 0, width: 60, height: 60), white)
        let group = CALayer()
        group.frame = root.bounds
        group.shouldRasterize = true
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 4, y: 4, width: 50, height: 12)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(16, 0, 0)
        replicator.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), red))
        let shape = CAShapeLayer()
        shape.path = CGPath(ellipseIn: CGRect(x: 10, y: 25, width: 30, height: 30), transform: nil)
        shape.fillColor = blue
        group.addSublayer(replicator)
        group.addSublayer(shape)
        root.addSublayer(group)
        let rasterized = Screen(root: root, scale: 1).frame()
        group.shouldRasterize = false
        let direct = Screen(root: root, scale: 1).frame()
        #expect(rasterized.rgba(4 + 32 + 5, 9) == .red)
        #expect(differingPixels(rasterized, direct, tolerance: 8) == 0)
    }

    @Test func aBackdropInARasterizedTreeBlursWhatIsBeneathItInTheTree() {
        let root = solidLayer(CGRect(x: 0, y: 0, width: 60, height: 60), white)
        let group = CALayer()
        group.frame = root.bounds
        group.shouldRasterize = true
        group.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 30, height: 60), black))
        let backdrop = BackdropLayer()
        backdrop.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        backdrop.blurRadius = 4
        group.addSublayer(backdrop)
        root.addSublayer(group)
        let rasterized = Screen(root: root, scale: 1).frame()
        group.shouldRasterize = false
        let direct = Screen(root: root, scale: 1).frame()
        // The black half's edge inside the backdrop is blurred, as it is
        // drawn directly; outside the backdrop it stays sharp.
        #expect(rasterized.rgba(29, 30).r > 40)
        #expect(rasterized.rgba(29, 5) == .black)
        #expect(differingPixels(rasterized, direct, tolerance: 8) == 0)
    }

    @Test func theBitmapsBytesAreReportedAmongTheBackingStores() {
        let scene = makeScene(rasterizationScale: 2)
        let rasterized = Screen(root: scene.root, scale: 2)
        _ = rasterized.frame()
        scene.card.shouldRasterize = false
        let direct = Screen(root: scene.root, scale: 2)
        _ = direct.frame()
        // The card's bitmap: its ink (card and shadow) at 2x, 4 bytes a pixel.
        #expect(rasterized.renderer.backingStoreBytes - direct.renderer.backingStoreBytes >= 60 * 60 * 4)
    }

    @Test func aMemoryWarningDropsTheBitmapsAndTheNextFrameMakesThemAgain() {
        let scene = makeScene(rasterizationScale: 1)
        let screen = Screen(root: scene.root, scale: 1)
        _ = screen.frame()
        CARenderer.releaseBackingStores()
        CATransaction.setDisableActions(true)
        scene.card.position.x += 1
        _ = screen.frame()
        #expect(screen.renderer.rasterizations == 2)
    }

    @Test func aBitmapGoesWithItsLayer() {
        let cache = RasterCache()
        var layer: CALayer? = CALayer()
        let raster = RasterizedLayer(surface: nil, origin: .zero, scale: 1, signature: [], frame: 0)
        cache.keep(raster, for: layer!)
        #expect(cache.raster(for: layer!) === raster)
        #expect(cache.count == 1)
        layer = nil
        cache.startFrame(1)
        #expect(cache.count == 0)
    }

    @Test func aBitmapNotDrawnForItsRetainedFramesIsDropped() {
        let cache = RasterCache()
        let layer = CALayer()
        cache.keep(RasterizedLayer(surface: nil, origin: .zero, scale: 1, signature: [], frame: 0), for: layer)
        cache.startFrame(RasterCache.retainedFrames)
        #expect(cache.raster(for: layer) != nil)
        cache.startFrame(RasterCache.retainedFrames + 1)
        #expect(cache.raster(for: layer) == nil)
    }
}
