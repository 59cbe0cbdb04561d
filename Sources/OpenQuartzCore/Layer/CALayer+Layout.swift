import Foundation

/// Layout bookkeeping: a layer needs layout itself, or has a descendant
/// (or mask) that does.
struct LayoutFlags {
    var needsLayout = false
    var descendantNeedsLayout = false
}

extension CALayer {
    /// Marks this layer and tells its ancestors a descendant needs layout.
    func markNeedsLayout() {
        guard !isPresentationCopy else { return }
        let wasClean = !layoutFlags.needsLayout && !layoutFlags.descendantNeedsLayout
        layoutFlags.needsLayout = true
        propagateLayoutFlagsToAncestors()
        if wasClean { CoreAnimationState.current.layerNeedsLayout(self) }
    }

    /// Sets `descendantNeedsLayout` on every ancestor of a dirty layer.
    func propagateLayoutFlagsToAncestors() {
        guard layoutFlags.needsLayout || layoutFlags.descendantNeedsLayout else { return }
        var parent = superlayer ?? maskOwner
        while let node = parent, !node.layoutFlags.descendantNeedsLayout {
            node.layoutFlags.descendantNeedsLayout = true
            parent = node.superlayer ?? node.maskOwner
        }
    }

    /// The highest ancestor (or self) whose subtree needs layout.
    var layoutRoot: CALayer {
        var root = self
        var parent = superlayer ?? maskOwner
        while let node = parent {
            if node.layoutFlags.needsLayout || node.layoutFlags.descendantNeedsLayout { root = node }
            parent = node.superlayer ?? node.maskOwner
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
        while layoutFlags.needsLayout, passes < 8 {
            layoutFlags.needsLayout = false
            layoutSublayers()
            passes += 1
        }
        guard layoutFlags.descendantNeedsLayout else { return }
        layoutFlags.descendantNeedsLayout = false
        for sublayer in sublayerStorage where sublayer.layoutFlags.needsLayout || sublayer.layoutFlags.descendantNeedsLayout {
            sublayer.layoutDirtySubtree()
        }
        if let mask = maskStorage, mask.layoutFlags.needsLayout || mask.layoutFlags.descendantNeedsLayout {
            mask.layoutDirtySubtree()
        }
    }
}
