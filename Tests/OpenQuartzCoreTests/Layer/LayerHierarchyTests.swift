import Foundation
import Testing
@testable import OpenQuartzCore

@MainActor
@Suite(.serialized) struct LayerHierarchyTests {
    func names(_ layer: CALayer) -> [String] { (layer.sublayers ?? []).map { $0.name ?? "?" } }

    func named(_ name: String) -> CALayer {
        let layer = CALayer()
        layer.name = name
        return layer
    }

    @Test func sublayersKeepInsertionOrderBackToFront() {
        let parent = CALayer()
        let a = named("a"), b = named("b"), c = named("c"), d = named("d")
        parent.addSublayer(a)
        parent.addSublayer(c)
        parent.insertSublayer(b, below: c)
        parent.insertSublayer(d, at: 0)
        #expect(names(parent) == ["d", "a", "b", "c"])
        parent.insertSublayer(d, above: c)
        #expect(names(parent) == ["a", "b", "c", "d"])
    }

    @Test func addingALayerMovesItFromItsOldSuperlayer() {
        let first = CALayer(), second = CALayer()
        let child = named("child")
        first.addSublayer(child)
        second.addSublayer(child)
        #expect(first.sublayers == nil)
        #expect(child.superlayer === second)
    }

    @Test func replaceSublayerKeepsTheIndex() {
        let parent = CALayer()
        let a = named("a"), b = named("b"), c = named("c")
        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.replaceSublayer(a, with: c)
        #expect(names(parent) == ["c", "b"])
        #expect(a.superlayer == nil)
    }

    @Test func assigningSublayersReplacesThemAll() {
        let parent = CALayer()
        let old = named("old")
        parent.addSublayer(old)
        parent.sublayers = [named("x"), named("y")]
        #expect(names(parent) == ["x", "y"])
        #expect(old.superlayer == nil)
    }

    @Test func aLayerCannotBecomeItsOwnSublayer() {
        let recorder = DiagnosticsRecorder()
        defer { recorder.stop() }
        let layer = CALayer()
        layer.addSublayer(layer)
        #expect(layer.sublayers == nil)
        #expect(recorder.messages.contains { $0.contains("its own ancestor") })
    }

    @Test func aLayerCannotBecomeASublayerOfItsDescendant() {
        let recorder = DiagnosticsRecorder()
        defer { recorder.stop() }
        let root = CALayer(), child = CALayer(), grandchild = CALayer()
        root.addSublayer(child)
        child.addSublayer(grandchild)
        grandchild.addSublayer(root)
        #expect(grandchild.sublayers == nil)
        #expect(root.superlayer == nil)
        #expect(child.superlayer === root)
    }

    @Test func aMaskHasNoSuperlayerAndKnowsItsOwner() {
        let layer = CALayer(), mask = CALayer()
        layer.mask = mask
        #expect(mask.superlayer == nil)
        mask.removeFromSuperlayer()
        #expect(layer.mask == nil)
    }

    @Test func aLayerInATreeIsRefusedAsAMask() {
        let recorder = DiagnosticsRecorder()
        defer { recorder.stop() }
        let parent = CALayer(), layer = CALayer(), sibling = CALayer()
        parent.addSublayer(layer)
        parent.addSublayer(sibling)
        layer.mask = sibling
        #expect(layer.mask == nil)
        #expect(recorder.messages.contains { $0.contains("a mask must not be in a layer tree") })
    }

    @Test func removedLayersAreReleased() {
        weak var weakChild: CALayer?
        let parent = CALayer()
        for _ in 0..<1000 {
            let child = CALayer()
            weakChild = child
            parent.addSublayer(child)
            child.removeFromSuperlayer()
        }
        #expect(weakChild == nil)
        #expect(parent.sublayers == nil)
    }

    @Test func aSublayerOutlivingItsSuperlayerHasNoSuperlayer() {
        let child = CALayer()
        do {
            let parent = CALayer()
            parent.addSublayer(child)
            #expect(child.superlayer === parent)
        }
        CATransaction.flush()  // the transaction holds the parent it must lay out until its commit
        #expect(child.superlayer == nil)
        let next = CALayer()
        next.addSublayer(child)
        #expect(child.superlayer === next)
    }

    @Test func aMaskOutlivingItsOwnerCanBecomeASublayer() {
        let mask = CALayer()
        do {
            let owner = CALayer()
            owner.mask = mask
        }
        let parent = CALayer()
        parent.addSublayer(mask)
        #expect(mask.superlayer === parent)
    }

    @Test func aLayerOutlivingItsOwningDelegateHasNoDelegate() {
        final class Owner: NSObject, CALayerDelegate {
            let layer = CALayer()
            override init() {
                super.init()
                layer.setOwningDelegate(self)
            }
            deinit { MainActor.assumeIsolated { layer.clearOwningDelegate(self) } }
        }
        var owner: Owner? = Owner()
        let layer = owner!.layer
        #expect(layer.delegate === owner)
        owner = nil
        #expect(layer.delegate == nil)
    }

    @Test func settingTheDelegateReplacesAnOwningDelegate() {
        final class Delegate: NSObject, CALayerDelegate {}
        let layer = CALayer()
        let owner = Delegate(), other = Delegate()
        layer.setOwningDelegate(owner)
        layer.delegate = other
        #expect(layer.delegate === other)
        layer.clearOwningDelegate(owner)
        #expect(layer.delegate === other)
    }
}
