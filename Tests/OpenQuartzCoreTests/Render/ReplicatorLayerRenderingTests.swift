import Foundation
import Testing
@testable import OpenQuartzCore

/// `CAReplicatorLayer`: copies transformed, delayed and coloured step by
/// step, and repaints that match drawing from scratch.
@MainActor
@Suite struct ReplicatorLayerRenderingTests {
    /// A 40 × 40 replicator at the origin holding one 8 × 8 red square at
    /// the top left, configured by `configure`.
    /// (A new frame driver is made unless the test has one.)
    private func scene(
        driver: FrameDriver? = nil, _ configure: (CAReplicatorLayer) -> Void
    ) -> (root: CALayer, replicator: CAReplicatorLayer, square: CALayer) {
        if driver == nil { _ = FrameDriver() }
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        let square = solidLayer(CGRect(x: 0, y: 0, width: 8, height: 8), red)
        replicator.addSublayer(square)
        configure(replicator)
        root.addSublayer(replicator)
        return (root, replicator, square)
    }

    @Test func aNewReplicatorDrawsOneCopy() {
        _ = FrameDriver()
        let replicator = CAReplicatorLayer()
        #expect(replicator.instanceCount == 1)
        #expect(CATransform3DIsIdentity(replicator.instanceTransform))
        #expect(replicator.instanceColor == nil)
        let image = render(scene { _ in }.root)
        #expect(image.rgba(4, 4) == .red)
        #expect(image.rgba(14, 4) == .clear)
    }

    @Test func eachCopyIsTransformedOnceMoreThanTheOneBefore() {
        let image = render(scene {
            $0.instanceCount = 3
            $0.instanceTransform = CATransform3DMakeTranslation(12, 0, 0)
        }.root)
        #expect([image.rgba(4, 4), image.rgba(16, 4), image.rgba(28, 4)] == [.red, .red, .red])
        #expect(image.rgba(10, 4) == .clear)
        #expect(image.rgba(40 - 1, 4) == .clear)
    }

    @Test func aRotationTurnsCopiesAboutTheCentre() {
        let image = render(scene {
            $0.instanceCount = 2
            $0.instanceTransform = CATransform3DMakeRotation(.pi, 0, 0, 1)
        }.root)
        #expect(image.rgba(4, 4) == .red)
        #expect(image.rgba(35, 35) == .red)
    }

    @Test func colourOffsetsChangeEachCopysColour() {
        let image = render(scene {
            $0.instanceCount = 2
            $0.instanceTransform = CATransform3DMakeTranslation(12, 0, 0)
            $0.instanceColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            $0.instanceRedOffset = -1
            $0.instanceAlphaOffset = -0.5
        }.root)
        #expect(image.rgba(4, 4) == .red)
        #expect(image.rgba(16, 4).isClose(to: RGBA(0, 0, 0, 128), tolerance: 1), "red times no red is black, at half alpha")
    }

    @Test func theDelayShiftsEachCopysAnimationsBack() {
        let driver = FrameDriver()
        let (root, _, square) = scene(driver: driver) {
            $0.instanceCount = 2
            $0.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
            $0.instanceDelay = 0.5
        }
        driver.turn()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        square.add(fade, forKey: "fade")
        driver.turn()
        driver.advance(frames: 45)
        let image = render(root)
        #expect(image.rgba(4, 4).a < image.rgba(24, 4).a, "the second copy is half a second behind")
    }

    @Test func replicatorChangesRepaintTheSamePictureAsDrawingFromScratch() {
        let scene = FrameDamageTests.Scene()
        let replicator = CAReplicatorLayer()
        let dot = solidLayer(CGRect(x: 0, y: 0, width: 6, height: 6), blue)
        scene.change {
            replicator.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
            replicator.addSublayer(dot)
            replicator.instanceCount = 4
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            scene.root.addSublayer(replicator)
        }
        scene.frame()
        let changes: [(String, () -> Void)] = [
            ("sublayer moved", { dot.position.x += 3 }),
            ("count", { replicator.instanceCount = 6 }),
            ("transform", { replicator.instanceTransform = CATransform3DMakeTranslation(9, 4, 0) }),
            ("colour", { replicator.instanceColor = green }),
            ("back to one", { replicator.instanceCount = 1 }),
        ]
        for (name, change) in changes {
            scene.change(change)
            scene.frame()
            #expect(scene.differencesFromScratch() == 0, "after \(name)")
        }
    }
}
