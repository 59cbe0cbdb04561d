import Foundation

/// Layout bookkeeping: a layer needs layout itself, or has a descendant
/// (or mask) that does; and the work a commit deferred because no host
/// showed the layer's tree (see `CALayer+Hosting.swift`).
struct LayoutFlags {
    var needsLayout = false
    var descendantNeedsLayout = false
    /// A commit skipped this layer's layout or display outside a hosted tree.
    var deferred = false
    /// A descendant (or mask) has deferred work.
    var descendantDeferred = false
}

extension CALayer {
    /// Marks this layer and tells its ancestors a descendant needs layout.
    func markNeedsLayout() {
        guard !isPresentationCopy else { return }
        let wasClean = !stored.layoutFlags.needsLayout && !stored.layoutFlags.descendantNeedsLayout
        stored.layoutFlags.needsLayout = true
        propagateLayoutFlagsToAncestors()
        if wasClean { CoreAnimationState.current.layerNeedsLayout(self) }
    }

    /// Sets `descendantNeedsLayout` on every ancestor of a dirty layer.
    func propagateLayoutFlagsToAncestors() {
        guard stored.layoutFlags.needsLayout || stored.layoutFlags.descendantNeedsLayout else { return }
        var parent = superlayer ?? stored.maskOwner
        while let node = parent, !node.stored.layoutFlags.descendantNeedsLayout {
            node.stored.layoutFlags.descendantNeedsLayout = true
            parent = node.superlayer ?? node.stored.maskOwner
        }
    }

    /// The highest ancestor (or self) whose subtree needs layout.
    var layoutRoot: CALayer {
        var root = self
        var parent = superlayer ?? stored.maskOwner
        while let node = parent {
            if node.stored.layoutFlags.needsLayout || node.stored.layoutFlags.descendantNeedsLayout { root = node }
            parent = node.superlayer ?? node.stored.maskOwner
        }
        return root
    }

    /// `layoutIfNeeded()`: lays out from the highest dirty ancestor down.
    func layoutSubtreeIfNeeded() {
        layoutRoot.layoutDirtySubtree()
    }

    /// Lays out this layer if it needs it, then each dirty sublayer subtree.
    /// Layout may dirty layers again (a layout changing bounds); each layer
    /// is laid out at most a few times per pass to stop runaway loops.
    func layoutDirtySubtree() {
        var passes = 0
        while stored.layoutFlags.needsLayout, passes < 8 {
            stored.layoutFlags.needsLayout = false
            layoutSublayers()
            passes += 1
        }
        guard stored.layoutFlags.descendantNeedsLayout else { return }
        stored.layoutFlags.descendantNeedsLayout = false
        for sublayer in stored.sublayerStorage where sublayer.stored.layoutFlags.needsLayout || sublayer.stored.layoutFlags.descendantNeedsLayout {
            sublayer.layoutDirtySubtree()
        }
        if let mask = stored.maskStorage, mask.stored.layoutFlags.needsLayout || mask.stored.layoutFlags.descendantNeedsLayout {
            mask.layoutDirtySubtree()
        }
    }
}
