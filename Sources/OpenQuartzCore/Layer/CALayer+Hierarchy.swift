import Foundation

extension CALayer {
    /// Whether `self` is `layer` or one of its ancestors (through superlayers
    /// and mask owners).
    func isAncestor(ofOrSame layer: CALayer) -> Bool {
        var current: CALayer? = layer
        while let node = current {
            if node === self { return true }
            current = node.superlayer ?? node.stored.maskOwner
        }
        return false
    }

    /// Inserts `layer` at `index` (clamped), moving it from any previous
    /// superlayer; refuses cycles with Core Animation's message.
    func insert(_ layer: CALayer, at index: Int) {
        guard !layer.isAncestor(ofOrSame: self) else {
            CoreAnimationState.report(
                "CALayer: refusing to add \(layer) as a sublayer of \(self): "
                    + "it would become its own ancestor (the layer tree must stay a tree).")
            return
        }
        guard !isPresentationCopy else { return }
        if layer.stored.maskOwner != nil {
            CoreAnimationState.report(
                "CALayer: refusing to add \(layer) as a sublayer: it is the mask of \(layer.stored.maskOwner!).")
            return
        }
        CoreAnimationState.current.ensureTransaction()
        var target = Swift.min(Swift.max(index, 0), stored.sublayerStorage.count)
        if layer.superlayer === self, let current = stored.sublayerStorage.indexOfIdentical(layer) {
            stored.sublayerStorage.remove(at: current)
            if current < target { target -= 1 }
            stored.sublayerStorage.insert(layer, at: Swift.min(target, stored.sublayerStorage.count))
            noteTreeChange()
            setNeedsLayout()
            return
        }
        layer.detachFromParent(sendingOrderOut: false)
        layer.adoptIfForeign()
        stored.sublayerStorage.insert(layer, at: target)
        layer.stored.superlayerStorage = self
        noteTreeChange()
        setNeedsLayout()
        layer.propagateLayoutFlagsToAncestors()
        layer.carryDeferredWork()
        layer.runOrderAction(kCAOnOrderIn)
    }

    /// Inserts below (offset 0) or above (offset 1) a sibling.
    func insert(_ layer: CALayer, relativeTo sibling: CALayer?, offset: Int) {
        guard let sibling, sibling.superlayer === self,
              let index = stored.sublayerStorage.indexOfIdentical(sibling)
        else {
            insert(layer, at: offset == 0 ? 0 : stored.sublayerStorage.count)
            return
        }
        if layer === sibling { return }
        insert(layer, at: index + offset)
    }

    /// Replaces a sublayer in place.
    func replace(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.superlayer === self, let index = stored.sublayerStorage.indexOfIdentical(oldLayer) else {
            CoreAnimationState.report("CALayer: replaceSublayer: \(oldLayer) is not a sublayer of \(self).")
            return
        }
        if oldLayer === newLayer { return }
        oldLayer.detachFromParent()
        insert(newLayer, at: index)
    }

    /// Replaces every sublayer.
    func replaceAllSublayers(with layers: [CALayer]) {
        for layer in stored.sublayerStorage { layer.detachFromParent() }
        for layer in layers { addSublayer(layer) }
    }

    /// Detaches from the superlayer or mask owner.
    func detachFromParent(sendingOrderOut: Bool = true) {
        if let owner = stored.maskOwner {
            owner.setMask(nil)
            return
        }
        guard let parent = superlayer else { return }
        CoreAnimationState.current.ensureTransaction()
        parent.noteTreeChange()
        parent.stored.sublayerStorage.removeIdentical(self)
        stored.superlayerStorage = nil
        parent.setNeedsLayout()
        if sendingOrderOut { runOrderAction(kCAOnOrderOut) }
    }

    /// Sets the mask, keeping the mask's back-reference in step.
    func setMask(_ newMask: CALayer?) {
        if newMask === stored.maskStorage { return }
        if let newMask, newMask.superlayer != nil || newMask.isAncestor(ofOrSame: self) {
            CoreAnimationState.report(
                "CALayer: refusing \(newMask) as the mask of \(self): a mask must not be in a layer tree.")
            return
        }
        CoreAnimationState.current.ensureTransaction()
        if let old = stored.maskStorage { old.stored.maskOwner = nil }
        if let newMask {
            newMask.stored.maskOwner?.stored.maskStorage = nil
            newMask.stored.maskOwner = self
            newMask.adoptIfForeign()
        }
        stored.maskStorage = newMask
        noteTreeChange()
        newMask?.carryDeferredWork()
    }

    /// A layer made while another runtime was current joins one of the
    /// current runtime's trees: it and its sublayers and masks become the
    /// current runtime's — new to its next commit, their pending layout
    /// and display requested again here, and the animations they had in
    /// the other runtime removed without callbacks (that app's time does
    /// not run here).
    func adoptIfForeign() {
        let state = CoreAnimationState.current
        guard stored.homeSerial != state.storage.serial, !isPresentationCopy else { return }
        stored.homeSerial = state.storage.serial
        stored.creationGeneration = state.layerCreated()
        stored.animationEntries.removeAll()
        noteTreeChange()
        if stored.layoutFlags.needsLayout { state.layerNeedsLayout(self) }
        if stored.needsDisplayFlag { state.layerNeedsDisplay(self) }
        for sublayer in stored.sublayerStorage { sublayer.adoptIfForeign() }
        stored.maskStorage?.adoptIfForeign()
    }

    /// Runs the action for `kCAOnOrderIn`/`kCAOnOrderOut`, if any.
    func runOrderAction(_ event: String) {
        guard !CATransaction.disableActions(), let action = action(forKey: event) else { return }
        run(action, forKey: event)
    }

    /// Sublayers sorted for drawing and hit testing: by `zPosition`, then
    /// by order (a stable sort).
    func sublayersInDrawingOrder(_ state: (CALayer) -> LayerState) -> [(CALayer, LayerState)] {
        let pairs = stored.sublayerStorage.map { ($0, state($0)) }
        guard pairs.contains(where: { $0.1.zPosition != 0 }) else { return pairs }
        return pairs.enumerated().sorted { a, b in
            a.element.1.zPosition != b.element.1.zPosition
                ? a.element.1.zPosition < b.element.1.zPosition : a.offset < b.offset
        }.map(\.element)
    }
}
