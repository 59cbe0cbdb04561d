import Foundation
import OpenQuartzCore
import Testing

/// Backing stores: the pixels of an opaque layer's bounds after its
/// unchanged leading sublayers, and a faded layer's group, are kept and
/// used again while what they hold stays the same; every frame is still
/// the picture drawn from scratch.
@MainActor
@Suite struct LayerSnapshotTests {
    typealias Scene = FrameDamageTests.Scene

    /// A translucent veil over the whole scene whose opacity changes every
    /// frame, so every frame repaints everything beneath it. A veil of one
    /// colour is drawn as a fill; a rounded one as a group.
    func addVeil(to scene: Scene, rounded: Bool = false) -> CALayer {
        let veil = solidLayer(scene.root.bounds, black)
        veil.opacity = 0.1
        if rounded { veil.cornerRadius = 10 }
        scene.change { scene.root.addSublayer(veil) }
        scene.frame()
        return veil
    }

    func fade(_ veil: CALayer, in scene: Scene) {
        scene.change { veil.opacity = veil.opacity < 0.5 ? veil.opacity + 0.05 : 0.1 }
        scene.frame()
    }

    @Test func theStaticLayersUnderAFadingVeilAreKeptAndCopiedBack() {
        let scene = Scene()
        let veil = addVeil(to: scene)
        var differences: [Int] = []
        for _ in 0..<4 {
            fade(veil, in: scene)
            differences.append(scene.differencesFromScratch())
        }
        // The root's pixels under the veil (the veil, one colour, is one
        // fill: nothing of it is kept).
        #expect(scene.renderer.backingStoreBytes == 240 * 180 * 4)
        #expect(differences == [0, 0, 0, 0])
    }

    @Test func aChangeUnderTheVeilShowsInTheNextFrame() {
        let scene = Scene()
        let veil = addVeil(to: scene)
        fade(veil, in: scene)
        fade(veil, in: scene)
        scene.change { scene.card.backgroundColor = green }
        fade(veil, in: scene)
        #expect(scene.differencesFromScratch() == 0)
        scene.change { scene.other.isHidden = true }
        fade(veil, in: scene)
        #expect(scene.differencesFromScratch() == 0)
        scene.change { scene.other.isHidden = false }
        fade(veil, in: scene)
        #expect(scene.differencesFromScratch() == 0)
    }

    @Test func aLayerThatDrawsOutsideItsContainerIsNotKept() {
        let scene = Scene()
        let container = solidLayer(CGRect(x: 20, y: 20, width: 60, height: 40), white)
        let spilling = solidLayer(CGRect(x: 40, y: 10, width: 30, height: 30), red)
        let inside = solidLayer(CGRect(x: 5, y: 5, width: 10, height: 10), blue)
        scene.change {
            container.addSublayer(spilling)
            container.addSublayer(inside)
            scene.root.addSublayer(container)
        }
        let veil = addVeil(to: scene)
        for _ in 0..<3 {
            fade(veil, in: scene)
            #expect(scene.differencesFromScratch() == 0)
        }
        // Only the root is kept (its sublayers lie inside the surface); the
        // container is not: its first sublayer spills out of it.
        #expect(scene.renderer.backingStoreBytes == 240 * 180 * 4)
    }

    @Test func movingTheKeptLayerDropsItsSnapshotFromUse() {
        let scene = Scene()
        let container = solidLayer(CGRect(x: 10, y: 10, width: 60, height: 40), white)
        for index in 0..<3 {
            container.addSublayer(solidLayer(CGRect(x: 4 + CGFloat(index) * 18, y: 4, width: 14, height: 14), blue))
        }
        let veil = addVeil(to: scene)
        scene.change { scene.root.insertSublayer(container, below: veil) }
        for step in 0..<4 {
            if step == 2 { scene.change { container.position.x += 7 } }
            fade(veil, in: scene)
            #expect(scene.differencesFromScratch() == 0, "step \(step)")
        }
    }
}

extension LayerSnapshotTests {
    @Test func aFadedLayersGroupIsKeptAcrossOpacityChangesAndDroppedWhenItChanges() {
        let scene = Scene()
        let veil = addVeil(to: scene, rounded: true)
        for _ in 0..<3 {
            fade(veil, in: scene)
            #expect(scene.differencesFromScratch() == 0)
        }
        // The root's pixels under the veil, and the veil's group.
        #expect(scene.renderer.backingStoreBytes == 2 * 240 * 180 * 4)
        scene.change { veil.backgroundColor = blue }
        fade(veil, in: scene)
        #expect(scene.differencesFromScratch() == 0)
        scene.change { veil.bounds.size.width -= 20 }
        fade(veil, in: scene)
        #expect(scene.differencesFromScratch() == 0)
    }
}

extension LayerSnapshotTests {
    @Test func aLayerNoLongerDrawnLetsItsKeptPixelsGoThoughItIsStillAlive() {
        let scene = Scene()
        let first = addVeil(to: scene, rounded: true)
        fade(first, in: scene)
        fade(first, in: scene)
        let withOneGroup = scene.renderer.backingStoreBytes
        // The first veil leaves the tree (this test still holds it); a
        // second one takes its place and keeps its own group.
        scene.change { first.removeFromSuperlayer() }
        let second = addVeil(to: scene, rounded: true)
        fade(second, in: scene)
        fade(second, in: scene)
        #expect(scene.renderer.backingStoreBytes == withOneGroup)
        #expect(scene.differencesFromScratch() == 0)
        withExtendedLifetime(first) {}
    }
}
