import Foundation
@testable import OpenQuartzCore
import Testing

/// Backing stores of layers that move by whole device pixels: the cells of
/// a scrolling list are copied to where they are now instead of being
/// drawn again, and every frame is still the picture drawn from scratch.
@MainActor
@Suite struct LayerSnapshotScrollingTests {
    typealias Scene = FrameDamageTests.Scene

    /// A clipping list of eight opaque 20-point cells over the scene's
    /// root, each with a rounded avatar and a text bar.
    func addList(to scene: Scene) -> (list: CALayer, cells: [CALayer]) {
        let list = solidLayer(CGRect(x: 0, y: 20, width: 120, height: 50), white)
        list.masksToBounds = true
        var cells: [CALayer] = []
        for index in 0..<8 {
            let cell = solidLayer(CGRect(x: 0, y: CGFloat(index) * 20, width: 120, height: 19), white)
            let avatar = solidLayer(CGRect(x: 4, y: 3, width: 13, height: 13), blue)
            avatar.cornerRadius = 6.5
            let bar = solidLayer(CGRect(x: 24, y: 6, width: 60 + CGFloat(index) * 4, height: 6), red)
            bar.cornerRadius = 2
            cell.addSublayer(avatar)
            cell.addSublayer(bar)
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

    @Test func scrollingByWholePixelsCopiesTheCellsAndDrawsThePictureFromScratch() {
        let scene = Scene()
        let (list, _) = addList(to: scene)
        var copied: [Int] = []
        var differences: [Int] = []
        for _ in 0..<6 {
            scroll(list, by: 3.5, in: scene)
            copied.append(scene.renderer.backingStoresCopied)
            differences.append(scene.differencesFromScratch())
        }
        #expect(differences == [0, 0, 0, 0, 0, 0])
        // Each frame copies the root's pixels under the list (its first two
        // sublayers did not change); the first scroll has no cell to copy
        // (the frame before drew none: nothing in the list changed); after
        // it, each cell is copied once the frame before drew every pixel
        // of it this frame shows: the two top cells from the second scroll
        // on, the third (entering at the bottom) from the fourth; a cell
        // scrolled out of the list is neither drawn nor copied (the first,
        // at the sixth scroll).
        #expect(copied == [1, 3, 3, 4, 4, 3])
    }

    @Test func aCellThatChangesWhileTheListScrollsIsDrawnAgain() {
        let scene = Scene()
        let (list, cells) = addList(to: scene)
        scroll(list, by: 3, in: scene)
        scroll(list, by: 3, in: scene)
        scene.change { cells[1].sublayers?[1].backgroundColor = green }
        scroll(list, by: 3, in: scene)
        #expect(scene.differencesFromScratch() == 0)
        scene.change { cells[2].sublayers?[0].position.x += 1 }
        scroll(list, by: 3, in: scene)
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func aCellMovedByPartOfAPixelIsDrawnNotCopied() {
        let scene = Scene()
        let (list, _) = addList(to: scene)
        scroll(list, by: 3, in: scene)
        scroll(list, by: 0.25, in: scene)
        #expect(scene.renderer.backingStoresCopied == 1, "the root's only")
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func aCellScrolledBackIsCopiedOnlyWhereAFrameDrewIt() {
        let scene = Scene()
        let (list, _) = addList(to: scene)
        scroll(list, by: 10, in: scene)
        scroll(list, by: 5, in: scene)
        // Back up: the first cell shows points 5–10 of it, which no frame
        // since the list first moved drew; it must be drawn, not copied.
        scroll(list, by: -10, in: scene)
        #expect(scene.differencesFromScratch() == 0)
        scroll(list, by: -5, in: scene)
        #expect(scene.differencesFromScratch() == 0)
    }
}
