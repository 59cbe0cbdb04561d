import Foundation
@testable import OpenQuartzCore
import Testing

/// The damage walk does not walk the trees nothing changed in or above
/// (the static part of a screen), nor those a clip hid last frame and
/// still hides, while nothing in them changed (the cells of a long list
/// outside its bounds) — and walks them again as soon as anything in them
/// changes, is committed or animates. Every frame is still the picture
/// drawn from scratch.
@MainActor
@Suite struct FrameDamageSkippedTreeTests {
    typealias Scene = FrameDamageTests.Scene

    /// A clipping list 50 points high over the scene's root holding ten
    /// 20-point cells (each with a bar), drawn once.
    func list(in scene: Scene) -> (list: CALayer, cells: [CALayer]) {
        let list = solidLayer(CGRect(x: 0, y: 20, width: 120, height: 50), white)
        list.masksToBounds = true
        var cells: [CALayer] = []
        for index in 0..<10 {
            let cell = solidLayer(CGRect(x: 0, y: CGFloat(index) * 20, width: 120, height: 19), white)
            cell.addSublayer(solidLayer(CGRect(x: 24, y: 6, width: 60, height: 6), red))
            list.addSublayer(cell)
            cells.append(cell)
        }
        scene.change { scene.root.addSublayer(list) }
        scene.frame()
        return (list, cells)
    }

    func scroll(_ list: CALayer, by points: CGFloat, in scene: Scene) {
        scene.change { list.bounds.origin.y += points }
        scene.frame()
    }

    @Test func theCellsTheListHidesAreNotWalkedOnceAFrameFoundThemHidden() {
        let scene = Scene()
        let (list, _) = list(in: scene)
        var skipped: [Int] = []
        for _ in 0..<3 {
            scroll(list, by: 3, in: scene)
            skipped.append(scene.renderer.hiddenTreesSkipped)
            #expect(scene.differencesFromScratch() == 0)
        }
        // Cells 3…9 start below the list (points 60–200 of 50 shown): the
        // frame that added the list found them hidden, and they stay so.
        #expect(skipped == [7, 7, 7])
    }

    @Test func aHiddenCellScrolledIntoViewIsWalkedAndDrawn() {
        let scene = Scene()
        let (list, _) = list(in: scene)
        var differences: [Int] = []
        for _ in 0..<12 {
            scroll(list, by: 3.5, in: scene)
            differences.append(scene.differencesFromScratch())
        }
        #expect(differences == Array(repeating: 0, count: 12))
    }

    @Test func aHiddenCellWhoseSublayerMovesIntoViewIsWalked() {
        let scene = Scene()
        let (list, cells) = list(in: scene)
        scroll(list, by: 2, in: scene)
        scroll(list, by: 2, in: scene)
        // The bar of cell 5 (hidden, 96 points down) moves up into the list
        // (over cell 1, right of its bar).
        scene.change { cells[5].sublayers?[0].position = CGPoint(x: 100, y: -71) }
        scroll(list, by: 2, in: scene)
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func aSublayerAddedToAHiddenCellAppearsOnceCommitted() {
        let scene = Scene()
        let (list, cells) = list(in: scene)
        scroll(list, by: 2, in: scene)
        scroll(list, by: 2, in: scene)
        // Added inside an open transaction, drawn once before the commit.
        CATransaction.begin()
        cells[6].addSublayer(solidLayer(CGRect(x: 10, y: -100, width: 30, height: 10), blue))
        scene.renderer.beginFrame(atTime: scene.driver.now, timeStamp: nil)
        scene.renderer.render()
        scene.renderer.endFrame()
        CATransaction.commit()
        scroll(list, by: 2, in: scene)
        #expect(scene.differencesFromScratch() == 0)
        scroll(list, by: 2, in: scene)
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func anAnimationMovingAHiddenCellsSublayerIntoViewIsDrawnEveryFrame() {
        let scene = Scene()
        let (list, cells) = list(in: scene)
        scroll(list, by: 2, in: scene)
        scroll(list, by: 2, in: scene)
        let rise = CABasicAnimation(keyPath: "position.y")
        rise.fromValue = 9
        rise.toValue = -130
        rise.duration = 0.1
        cells[7].sublayers?[0].add(rise, forKey: "rise")
        var differences: [Int] = []
        for _ in 0..<8 {
            scene.driver.advance(frames: 1)
            scene.frame()
            differences.append(scene.differencesFromScratch())
        }
        #expect(differences == Array(repeating: 0, count: 8))
    }

    @Test func treesBesideTheChangeAreNotWalked() {
        let scene = Scene()
        scene.change { scene.card.position.x += 5 }
        scene.frame()
        // The root changed nothing of its own: its other sublayer is kept.
        #expect(scene.renderer.unchangedTreesSkipped == 1)
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func aTreeWhoseLayerChangesIsWalkedAgain() {
        let scene = Scene()
        scene.change { scene.card.position.x += 5 }
        scene.frame()
        scene.change { scene.other.backgroundColor = green }
        scene.frame()
        #expect(scene.renderer.unchangedTreesSkipped == 1)
        #expect(scene.renderer.damagedPixelRects == [CGRect(x: 138, y: 98, width: 64, height: 44)])
        #expect(scene.differencesFromScratch() == 0)
    }
}
