import Foundation
@testable import OpenQuartzCore
import Testing

/// Damage an opaque layer covers the same way in both frames is not
/// repainted: a sheet moved partway over its old place repaints only the
/// strips it uncovered and newly covered, and what changed beneath it in
/// both frames is not repainted at all. Every frame is still the picture
/// drawn from scratch.
@MainActor
@Suite struct FrameDamageCoverTests {
    typealias Scene = FrameDamageTests.Scene

    /// A full-width sheet over the lower part of the scene (`other`
    /// beneath it), drawn once.
    func sheetOverScene(_ configure: (CALayer) -> Void = { _ in }) -> (Scene, CALayer) {
        let scene = Scene()
        let sheet = solidLayer(CGRect(x: 0, y: 40, width: 120, height: 50), green)
        configure(sheet)
        scene.change { scene.root.addSublayer(sheet) }
        scene.frame()
        return (scene, sheet)
    }

    /// A green sheet at `frame` in `container`, the container added to the
    /// scene and drawn once.
    func sheet(_ frame: CGRect, in container: CALayer, over scene: Scene) -> CALayer {
        let sheet = solidLayer(frame, green)
        container.addSublayer(sheet)
        scene.change { scene.root.addSublayer(container) }
        scene.frame()
        return sheet
    }

    @Test func aSheetMovedPartwayRepaintsOnlyTheStripsItUncoversAndNewlyCovers() {
        let (scene, sheet) = sheetOverScene()
        scene.change { sheet.position.y -= 10 }
        scene.frame()
        // Points 30…40 newly covered (2 pixels of margin above), 80…90 uncovered.
        #expect(scene.renderer.damagedPixelRects == [
            CGRect(x: 0, y: 58, width: 240, height: 22), CGRect(x: 0, y: 160, width: 240, height: 20),
        ])
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func aChangeBeneathAStillSheetRepaintsNothing() {
        let (scene, _) = sheetOverScene()
        scene.change { scene.other.backgroundColor = red }
        scene.frame()
        #expect(scene.renderer.damagedPixelRects.isEmpty)
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func aChangeAboveASheetIsRepainted() {
        let (scene, sheet) = sheetOverScene()
        scene.change { scene.root.insertSublayer(scene.other, above: sheet) }
        scene.frame()
        scene.change { scene.other.backgroundColor = red }
        scene.frame()
        #expect(scene.renderer.damagedPixelRects == [CGRect(x: 138, y: 98, width: 64, height: 44)])
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func aLayerMovedFromAboveASheetToBeneathItIsRepaintedWhereItShowed() {
        let (scene, sheet) = sheetOverScene()
        scene.change { scene.root.insertSublayer(scene.other, above: sheet) }
        scene.frame()
        scene.change { scene.root.insertSublayer(scene.other, below: sheet) }
        scene.frame()
        #expect(scene.renderer.damagedPixelRects.contains { $0.contains(CGRect(x: 140, y: 100, width: 60, height: 40)) })
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func aSheetReorderedBeneathALayerLetsThatLayerShow() {
        let scene = Scene()
        let (low, high, empty) = (CALayer(), CALayer(), CALayer())
        for container in [low, high] { container.frame = scene.root.bounds }
        let sheet = solidLayer(CGRect(x: 0, y: 40, width: 120, height: 50), green)
        high.addSublayer(sheet)
        scene.change {
            scene.other.removeFromSuperlayer()
            low.addSublayer(scene.other)
            for container in [empty, low, high] { scene.root.addSublayer(container) }
        }
        scene.frame()
        // The sheet's container goes first, the other one's keeps its place.
        scene.change {
            scene.root.insertSublayer(high, at: 2)
            scene.root.addSublayer(empty)
        }
        scene.frame()
        #expect(scene.differencesFromScratch() == 0)
    }

    /// A layer with a blue border filled by an opaque sublayer, across the
    /// whole width and past the bottom (the sides of its border are left
    /// to repaint only if the sublayer hides nothing there), drawn once.
    func framedSublayerOverScene() -> (Scene, CALayer) {
        let scene = Scene()
        let framed = CALayer()
        framed.frame = CGRect(x: 0, y: 40, width: 120, height: 60)
        framed.borderWidth = 4
        framed.borderColor = blue
        framed.addSublayer(solidLayer(framed.bounds, green))
        scene.change { scene.root.addSublayer(framed) }
        scene.frame()
        return (scene, framed)
    }

    @Test func aBorderOverAnOpaqueSublayerIsRepaintedWhenItChanges() {
        let (scene, framed) = framedSublayerOverScene()
        scene.change { framed.borderColor = red }
        scene.frame()
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func aBorderRemovedFromOverAnOpaqueSublayerIsRepainted() {
        let (scene, framed) = framedSublayerOverScene()
        scene.change { framed.borderWidth = 0 }
        scene.frame()
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func aSheetThatChangesColourInPlaceIsRepaintedWhole() {
        let (scene, sheet) = sheetOverScene()
        scene.change { sheet.backgroundColor = blue }
        scene.frame()
        #expect(scene.renderer.damagedPixelRects == [CGRect(x: 0, y: 78, width: 240, height: 102)])
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func aMovedSheetsBorderIsRepaintedWhereItWasAndIs() {
        let (scene, sheet) = sheetOverScene { sheet in
            sheet.borderWidth = 3
            sheet.borderColor = blue
        }
        scene.change { sheet.position.y -= 10 }
        scene.frame()
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func aMovedSheetsRoundedCornersAreRepainted() {
        let (scene, sheet) = sheetOverScene { $0.cornerRadius = 8 }
        scene.change { sheet.position.y -= 10 }
        scene.frame()
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func aSheetInAFadedContainerHidesNothing() {
        let scene = Scene()
        let container = CALayer()
        container.frame = scene.root.bounds
        container.opacity = 0.5
        let sheet = sheet(CGRect(x: 0, y: 40, width: 120, height: 50), in: container, over: scene)
        scene.change {
            sheet.position.y -= 10
            scene.other.backgroundColor = red
        }
        scene.frame()
        // The sheet's old and new places, whole: beneath a faded sheet, the change shows.
        #expect(scene.renderer.damagedPixelRects == [CGRect(x: 0, y: 58, width: 240, height: 122)])
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func aSheetInAContainerWithRoundedClippingHidesNothingOutsideItsCorners() {
        let scene = Scene()
        let container = solidLayer(CGRect(x: 0, y: 30, width: 120, height: 60), white)
        container.cornerRadius = 10
        container.masksToBounds = true
        let sheet = sheet(CGRect(x: 0, y: 10, width: 120, height: 50), in: container, over: scene)
        // The root's new colour shows where the corners clip the sheet away.
        scene.change {
            sheet.position.y -= 5
            scene.root.backgroundColor = blue
        }
        scene.frame()
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func fewerPixelsInMoreRectanglesAreRepaintedOnlyWhenTheExtraPassesCostLess() {
        let surface = PixelRect(minX: 0, minY: 0, maxX: 1000, maxY: 1000)
        let whole = [PixelRect(minX: 0, minY: 0, maxX: 1000, maxY: 500)]
        let strips = [PixelRect(minX: 0, minY: 0, maxX: 1000, maxY: 50), PixelRect(minX: 0, minY: 450, maxX: 1000, maxY: 500)]
        // One pass more costs 10 layers' worth of pixels (20,000), the strips save 400,000 pixels.
        #expect(FrameDamage.cheaper(whole, strips, in: surface, layers: 10) == strips)
        // It costs 300 layers' worth (600,000): the whole rectangle in one pass.
        #expect(FrameDamage.cheaper(whole, strips, in: surface, layers: 300) == whole)
        #expect(FrameDamage.cheaper(nil, whole, in: surface, layers: 300) == whole)
    }

    @Test func aVeilFusedWhollyIntoKeptPixelsLeavesTheContextAsItFoundIt() {
        let scene = Scene()
        let veil = solidLayer(CGRect(x: 15, y: 20, width: 60, height: 50), black)
        veil.opacity = 0.05
        scene.change { scene.root.addSublayer(veil) }
        scene.frame()
        scene.change { veil.opacity = 0.2 }
        scene.frame()
        #expect(scene.renderer.backingStoresDarkened == 1)
        // The veil's frame left no clip behind: the next repaints the card only.
        scene.change { scene.card.backgroundColor = green }
        scene.frame()
        #expect(scene.renderer.damagedPixelRects == [CGRect(x: 18, y: 18, width: 44, height: 44)])
        #expect(scene.differencesFromScratch() == 0)
    }
}
