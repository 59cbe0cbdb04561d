import Foundation
@testable import OpenQuartzCore
import Testing

/// A faded black layer's fill right over a kept snapshot (a dimming view
/// over a static screen) darkens the snapshot's pixels as they are copied
/// back, in one pass; every frame is still the picture drawn from scratch.
@MainActor
@Suite struct SnapshotDarkeningTests {
    typealias Scene = FrameDamageTests.Scene

    /// A veil over the whole scene, faded through `steps` opacities, one a
    /// frame; the differences from scratch and the darkened copies of each.
    func fadeVeil(_ color: CGColor, in scene: Scene, steps: [Float], configure: (CALayer) -> Void = { _ in })
        -> (differences: [Int], darkened: [Int])
    {
        let veil = solidLayer(scene.root.bounds, color)
        veil.opacity = 0.05
        configure(veil)
        scene.change { scene.root.addSublayer(veil) }
        scene.frame()
        var result: (differences: [Int], darkened: [Int]) = ([], [])
        for opacity in steps {
            scene.change { veil.opacity = opacity }
            scene.frame()
            result.differences.append(scene.differencesFromScratch())
            result.darkened.append(scene.renderer.backingStoresDarkened)
        }
        return result
    }

    @Test func aBlackVeilDarkensTheKeptPixelsAsTheyAreCopiedBack() {
        let (differences, darkened) = fadeVeil(black, in: Scene(), steps: [0.1, 0.2, 0.33, 0.4, 0.97])
        #expect(differences == [0, 0, 0, 0, 0])
        #expect(darkened == [1, 1, 1, 1, 1])
    }

    @Test func aTranslucentBlackBackgroundIsDarkenedTheSameWay() {
        let translucent = CGColor(gray: 0, alpha: 0.5)
        let (differences, darkened) = fadeVeil(translucent, in: Scene(), steps: [0.2, 0.6, 0.8])
        #expect(differences == [0, 0, 0])
        #expect(darkened == [1, 1, 1])
    }

    @Test func aColouredVeilIsCopiedThenFilled() {
        let (differences, darkened) = fadeVeil(blue, in: Scene(), steps: [0.1, 0.3])
        #expect(differences == [0, 0])
        #expect(darkened == [0, 0])
    }

    @Test func aShadowedVeilIsCopiedThenDrawn() {
        let (differences, darkened) = fadeVeil(black, in: Scene(), steps: [0.1, 0.3]) { veil in
            veil.shadowOpacity = 0.5
            veil.shadowRadius = 3
        }
        #expect(differences == [0, 0])
        #expect(darkened == [0, 0])
    }

    @Test func aVeilOverPartOfTheSceneDarkensOnlyWhereItIs() {
        let scene = Scene()
        let (differences, darkened) = fadeVeil(black, in: scene, steps: [0.2, 0.4]) { veil in
            veil.frame = CGRect(x: 15, y: 20, width: 60, height: 50)
        }
        #expect(differences == [0, 0])
        // The first change repaints the veil's pixels from the kept root
        // (the second, the whole surface, which the kept pixels do not hold).
        #expect(darkened.first == 1)
    }

    @Test func anOpaqueLayerAboveTheVeilKeepsItsPixels() {
        let scene = Scene()
        let sheet = solidLayer(CGRect(x: 0, y: 50, width: 120, height: 40), white)
        var steps: [(Int, Int)] = []
        let veil = solidLayer(scene.root.bounds, black)
        veil.opacity = 0.05
        scene.change {
            scene.root.addSublayer(veil)
            scene.root.addSublayer(sheet)
        }
        scene.frame()
        for step in 1...3 {
            scene.change {
                veil.opacity = Float(step) * 0.1
                sheet.position.y -= 5
            }
            scene.frame()
            steps.append((scene.differencesFromScratch(), scene.renderer.backingStoresDarkened))
        }
        #expect(steps.map(\.0) == [0, 0, 0])
        // Two rectangles repainted a frame — above the sheet, and the strip
        // it uncovered at the bottom (beneath it, nothing shows that
        // changed) — each darkening the kept pixels it copies.
        #expect(steps.map(\.1) == [2, 2, 2])
        #expect(scene.renderer.damagedPixelRects.count == 2)
    }

    @Test func aLargeVeilIsDarkenedInBandsWithTheBytesOfOnePass() {
        // 800 × 600 pixels: more than one band's worth (`PixelBands`).
        let driver = FrameDriver()
        let root = solidLayer(CGRect(x: 0, y: 0, width: 800, height: 600), white)
        for index in 0..<6 {
            root.addSublayer(solidLayer(CGRect(x: 40 + index * 120, y: 30 + index * 90, width: 100, height: 80), index % 2 == 0 ? red : blue))
        }
        let veil = solidLayer(root.bounds, black)
        veil.opacity = 0.05
        root.addSublayer(veil)
        let context = makeBitmapContext(width: 800, height: 600, scale: 1)
        let renderer = CARenderer(cgContext: context)
        renderer.layer = root
        renderer.bounds = root.bounds
        func frame(_ target: CARenderer) {
            target.beginFrame(atTime: driver.now, timeStamp: nil)
            target.render()
            target.endFrame()
        }
        driver.turn()
        frame(renderer)
        var darkened: [Int] = []
        for opacity: Float in [0.1, 0.25, 0.4] {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            veil.opacity = opacity
            CATransaction.commit()
            driver.turn()
            frame(renderer)
            darkened.append(renderer.backingStoresDarkened)
            let expected = makeBitmapContext(width: 800, height: 600, scale: 1)
            let fresh = CARenderer(cgContext: expected)
            fresh.layer = root
            fresh.bounds = root.bounds
            frame(fresh)
            #expect(memcmp(context.data!, expected.data!, context.bytesPerRow * 600) == 0)
        }
        // The first change keeps the screen's pixels; the next darken them.
        #expect(darkened == [0, 1, 1])
    }
}
