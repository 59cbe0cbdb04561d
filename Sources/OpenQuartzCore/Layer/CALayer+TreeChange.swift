import Foundation

extension CALayer {
    /// The last ``ChangeEpoch`` in which anything in this layer's tree
    /// (itself, its sublayers and mask, theirs) changed what it draws or
    /// where: model values, the hierarchy, animations, contents to redraw.
    var treeChangeEpoch: Int { stored.treeChangeEpoch }

    /// Stamps this layer and its ancestors (through superlayers and mask
    /// owners) with the current ``ChangeEpoch``. Stops at the first already
    /// stamped: its ancestors were stamped with it (a layer moved since is
    /// stamped again by the move, in its new place).
    func noteTreeChange() {
        let epoch = ChangeEpoch.current
        var layer = self
        while layer.stored.treeChangeEpoch != epoch {
            layer.stored.treeChangeEpoch = epoch
            guard let next = layer.stored.superlayerStorage ?? layer.stored.maskOwner else { return }
            layer = next
        }
    }
}
