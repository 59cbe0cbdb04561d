import Foundation
import OpenQuartzCore
import Testing

/// A renderer repaints only what changed since its last frame into the
/// same bitmap (`damagedPixelRects`), and every frame is still the exact
/// picture drawn from scratch.
@MainActor
@Suite struct FrameDamageTests {
    /// A 120×90 scene at 2x: an opaque root with a few layers, a renderer
    /// that has drawn its first frame, and a way to draw the next ones.
    @MainActor
    final class Scene {
        let driver = FrameDriver()
        let root = solidLayer(CGRect(x: 0, y: 0, width: 120, height: 90), white)
        let card = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        let other = solidLayer(CGRect(x: 70, y: 50, width: 30, height: 20), blue)
        let renderer: CARenderer

        init() {
            root.addSublayer(card)
            root.addSublayer(other)
            renderer = CARenderer(cgContext: makeBitmapContext(width: 120, height: 90, scale: 2))
            renderer.layer = root
            renderer.bounds = CGRect(x: 0, y: 0, width: 120, height: 90)
            frame()
        }

        /// Commits, then draws one frame at the clock's time.
        func frame() {
            driver.turn()
            renderer.beginFrame(atTime: driver.now, timeStamp: nil)
            renderer.render()
            renderer.endFrame()
        }

        /// Changes the model without animation.
        func change(_ body: () -> Void) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            body()
            CATransaction.commit()
        }

        /// How many bytes differ from the same frame drawn from scratch by
        /// a new renderer into a new bitmap.
        func differencesFromScratch() -> Int {
            let expected = makeBitmapContext(width: 120, height: 90, scale: 2)
            let fresh = CARenderer(cgContext: expected)
            fresh.layer = root
            fresh.bounds = renderer.bounds
            fresh.beginFrame(atTime: driver.now, timeStamp: nil)
            fresh.render()
            fresh.endFrame()
            let count = expected.bytesPerRow * expected.height
            let a = UnsafeRawBufferPointer(start: renderer.context.data, count: count)
            let b = UnsafeRawBufferPointer(start: expected.data, count: count)
            return zip(a, b).filter { $0 != $1 }.count
        }
    }

    @Test func theFirstFrameRepaintsEverything() {
        let scene = Scene()
        #expect(scene.renderer.damagedPixelRects == [CGRect(x: 0, y: 0, width: 240, height: 180)])
        #expect(scene.renderer.updateBounds() == CGRect(x: 0, y: 0, width: 120, height: 90))
    }

    @Test func aFrameWhereNothingChangedRepaintsNothing() {
        let scene = Scene()
        scene.frame()
        #expect(scene.renderer.damagedPixelRects.isEmpty)
        #expect(scene.renderer.updateBounds().isNull)
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func aMovedLayerRepaintsItsOldAndNewPlacesOnly() {
        let scene = Scene()
        scene.change { scene.card.position.x += 10 }
        scene.frame()
        // 10…30 then 20…40 points across, 10…30 down, at 2x with a 2-pixel margin.
        #expect(scene.renderer.damagedPixelRects == [CGRect(x: 18, y: 18, width: 64, height: 44)])
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func aColourChangeRepaintsOnlyThatLayer() {
        let scene = Scene()
        scene.change { scene.other.backgroundColor = green }
        scene.frame()
        #expect(scene.renderer.damagedPixelRects == [CGRect(x: 138, y: 98, width: 64, height: 44)])
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func aRunningAnimationRepaintsEveryFrameAndNothingOnceItEnds() {
        let scene = Scene()
        let move = CABasicAnimation(keyPath: "position.y")
        move.fromValue = 30
        move.toValue = 60
        move.duration = 0.1
        scene.card.add(move, forKey: "move")
        var repainted: [Bool] = []
        for _ in 0..<8 {
            scene.driver.advance(frames: 1)
            scene.frame()
            repainted.append(!scene.renderer.damagedPixelRects.isEmpty)
            #expect(scene.differencesFromScratch() == 0)
        }
        #expect(repainted == [true, true, true, true, true, true, true, false])
    }

    @Test func reorderingSublayersRepaintsThem() {
        let scene = Scene()
        scene.change { scene.other.frame = CGRect(x: 15, y: 15, width: 30, height: 20) }
        scene.frame()
        scene.change { scene.root.insertSublayer(scene.other, at: 0) }
        scene.frame()
        #expect(!scene.renderer.damagedPixelRects.isEmpty)
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func removingAMaskShowsWhatItHid() {
        let scene = Scene()
        let mask = solidLayer(CGRect(x: 0, y: 0, width: 5, height: 5), black)
        let child = solidLayer(CGRect(x: 25, y: 25, width: 30, height: 30), green)
        scene.change {
            scene.card.addSublayer(child)
            scene.card.mask = mask
        }
        scene.frame()
        #expect(scene.differencesFromScratch() == 0)
        scene.change { scene.card.mask = nil }
        scene.frame()
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func aRemovedLayerLeavesNothingBehind() {
        let scene = Scene()
        scene.change { scene.other.removeFromSuperlayer() }
        scene.frame()
        #expect(scene.renderer.damagedPixelRects == [CGRect(x: 138, y: 98, width: 64, height: 44)])
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func addUpdateRepaintsAnAreaEvenWhenNothingChanged() {
        let scene = Scene()
        scene.renderer.context.setFillColor(green)
        scene.renderer.context.fill(CGRect(x: 50, y: 5, width: 10, height: 10))
        scene.renderer.addUpdate(CGRect(x: 50, y: 5, width: 10, height: 10))
        scene.frame()
        #expect(scene.renderer.damagedPixelRects == [CGRect(x: 100, y: 10, width: 20, height: 20)])
        #expect(scene.differencesFromScratch() == 0)
    }

    /// Every kind of change the compositor draws, one per frame, each frame
    /// compared with the tree drawn from scratch.
    @Test func everyKindOfChangeGivesTheSamePictureAsDrawingFromScratch() {
        let scene = Scene()
        let shadowed = solidLayer(CGRect(x: 40, y: 10, width: 20, height: 15), white)
        shadowed.shadowOpacity = 0.6
        shadowed.shadowRadius = 3
        shadowed.cornerRadius = 4
        let inner = solidLayer(CGRect(x: 2, y: 2, width: 6, height: 6), red)
        scene.change {
            scene.root.addSublayer(shadowed)
            shadowed.addSublayer(inner)
        }
        scene.frame()
        let changes: [(String, () -> Void)] = [
            ("opacity", { scene.card.opacity = 0.5 }),
            ("rotation", { scene.card.transform = CATransform3DMakeRotation(0.4, 0, 0, 1) }),
            ("perspective", {
                var t = CATransform3DIdentity
                t.m34 = -1 / 200
                scene.other.transform = CATransform3DRotate(t, 0.6, 0, 1, 0)
            }),
            ("sublayer transform", { shadowed.sublayerTransform = CATransform3DMakeTranslation(3, 2, 0) }),
            ("z position", { scene.card.zPosition = 5 }),
            ("shadow offset", { shadowed.shadowOffset = CGSize(width: 4, height: 6) }),
            ("shadow path", { shadowed.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 15), transform: nil) }),
            ("corner radius", { shadowed.cornerRadius = 8 }),
            ("border", {
                scene.other.borderWidth = 2
                scene.other.borderColor = black
            }),
            ("masks to bounds", { shadowed.masksToBounds = true }),
            ("hidden", { inner.isHidden = true }),
            ("bounds", { scene.card.bounds.size = CGSize(width: 30, height: 12) }),
            ("anchor point", { scene.card.anchorPoint = CGPoint(x: 0, y: 0) }),
        ]
        for (name, change) in changes {
            scene.change(change)
            scene.frame()
            #expect(scene.differencesFromScratch() == 0, "after \(name)")
        }
    }

    @Test func aTransitionIsRepaintedWhileItRunsAndMatchesDrawingFromScratch() {
        let scene = Scene()
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 0.1
        scene.card.add(transition, forKey: nil)
        scene.change { scene.card.backgroundColor = green }
        for _ in 0..<8 {
            scene.driver.advance(frames: 1)
            scene.frame()
            #expect(scene.differencesFromScratch() == 0)
        }
    }
}

extension FrameDamageTests {
    @Test func aNewLayerAtAGoneLayersAddressStillRepaintsWhereTheGoneOneWas() throws {
        let scene = Scene()
        var gone: CALayer? = solidLayer(CGRect(x: 20, y: 20, width: 30, height: 30), green)
        scene.change { scene.root.addSublayer(gone!) }
        scene.frame()
        let address = ObjectIdentifier(gone!)
        scene.change { gone!.removeFromSuperlayer() }
        gone = nil
        // The allocator hands the freed address to the next layer of the
        // same size; the new layer sits elsewhere.
        let reused = solidLayer(CGRect(x: 80, y: 10, width: 20, height: 20), blue)
        try #require(ObjectIdentifier(reused) == address, "the allocator did not reuse the address")
        scene.change { scene.root.addSublayer(reused) }
        scene.frame()
        #expect(scene.differencesFromScratch() == 0)
    }
}
