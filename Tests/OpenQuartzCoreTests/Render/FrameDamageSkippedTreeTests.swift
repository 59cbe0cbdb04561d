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

    /// The scrolling list of `LayerSnapshotScrollingTests`: 50 points of
    /// eight 20-point cells shown (avatar, then bar), drawn once.
    func list(in scene: Scene) -> (list: CALayer, cells: [CALayer]) {
        LayerSnapshotScrollingTests().addList(to: scene)
    }

    func scroll(_ list: CALayer, by points: CGFloat, in scene: Scene) {
        LayerSnapshotScrollingTests().scroll(list, by: points, in: scene)
    }

    /// The list scrolled by 2 points twice (its hidden cells skipped since).
    func scrolledList() -> (Scene, CALayer, [CALayer]) {
        let scene = Scene()
        let (list, cells) = list(in: scene)
        scroll(list, by: 2, in: scene)
        scroll(list, by: 2, in: scene)
        return (scene, list, cells)
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
        // Cells 3…7 start below the list (points 60–160 of 50 shown): the
        // frame that added the list found them hidden. At the third scroll
        // cell 3 reaches the list's edge (with the pixels kept for
        // antialiasing) and is walked; its avatar and bar, still hidden, are not.
        #expect(skipped == [5, 5, 6])
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
        let (scene, list, cells) = scrolledList()
        // The bar of cell 5 (hidden, 96 points down) moves up into the list
        // (over cell 1, right of its bar).
        scene.change { cells[5].sublayers?[1].position = CGPoint(x: 100, y: -71) }
        scroll(list, by: 2, in: scene)
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func aSublayerAddedToAHiddenCellAppearsOnceCommitted() {
        let (scene, list, cells) = scrolledList()
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
        let (scene, list, cells) = scrolledList()
        let rise = CABasicAnimation(keyPath: "position.y")
        rise.fromValue = 9
        rise.toValue = -130
        rise.duration = 0.1
        cells[7].sublayers?[1].add(rise, forKey: "rise")
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
