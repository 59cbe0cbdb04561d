import Foundation

/// Which layer trees a commit works on. Core Animation lays out and
/// displays the layers of the trees a render context shows; a layer tree
/// no context shows (a view removed from its window, a view built but not
/// yet added) keeps its needs until it joins one. A runtime opts in with
/// ``CARuntime/commitsOnlyHostedTrees`` (the UIKit runtime does, with each
/// window's layer a host root); a plain Core Animation runtime works on
/// every tree, as before.
extension CALayer {
    /// Whether this layer is the root of a tree a host shows (a window's
    /// layer). Setting it resumes the work the tree's layers were waiting for.
    package var isHostRoot: Bool {
        get { stored.isHostRoot }
        set {
            stored.isHostRoot = newValue
            if newValue { resumeDeferredWork() }
        }
    }

    /// Whether the layer is, or lies under (through superlayers and mask
    /// owners), a host root.
    var isInHostedTree: Bool {
        var node = self
        while !node.stored.isHostRoot {
            guard let parent = node.superlayer ?? node.stored.maskOwner else { return false }
            node = parent
        }
        return true
    }

    /// A commit skipped this layer's layout or display because no host
    /// shows its tree: it remembers, and so do its ancestors, so that
    /// joining a hosted tree brings the work back.
    func deferUntilHosted() {
        stored.layoutFlags.deferred = true
        markAncestorsDeferred()
    }

    /// Sets `descendantDeferred` on every ancestor.
    private func markAncestorsDeferred() {
        var parent = superlayer ?? stored.maskOwner
        while let node = parent, !node.stored.layoutFlags.descendantDeferred {
            node.stored.layoutFlags.descendantDeferred = true
            parent = node.superlayer ?? node.stored.maskOwner
        }
    }

    /// After this layer joined a tree: if that tree is hosted, the layout
    /// and display its subtree deferred are requested again; if not, its
    /// new ancestors learn that work waits below them.
    func carryDeferredWork() {
        guard stored.layoutFlags.deferred || stored.layoutFlags.descendantDeferred else { return }
        if isInHostedTree { resumeDeferredWork() } else { markAncestorsDeferred() }
    }

    /// Requests again the deferred work of this subtree (only the branches
    /// that deferred some are walked).
    private func resumeDeferredWork() {
        let state = CoreAnimationState.current
        if stored.layoutFlags.deferred {
            stored.layoutFlags.deferred = false
            if stored.layoutFlags.needsLayout || stored.layoutFlags.descendantNeedsLayout { state.layerNeedsLayout(self) }
            if stored.needsDisplayFlag { state.layerNeedsDisplay(self) }
        }
        guard stored.layoutFlags.descendantDeferred else { return }
        stored.layoutFlags.descendantDeferred = false
        for sublayer in stored.sublayerStorage { sublayer.resumeDeferredWork() }
        stored.maskStorage?.resumeDeferredWork()
    }

    /// Displays every layer of the subtree (masks included) that needs it:
    /// what ``render(in:)`` and UIKit's snapshots after screen updates draw
    /// from, whether or not a host shows the tree.
    package func displaySubtreeIfNeeded() {
        displayIfNeeded()
        for sublayer in stored.sublayerStorage { sublayer.displaySubtreeIfNeeded() }
        stored.maskStorage?.displaySubtreeIfNeeded()
    }
}
