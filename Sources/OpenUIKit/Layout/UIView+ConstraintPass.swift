import Foundation

/// The order of Auto Layout's work in a layout (ORACLE 45): first the
/// constraint pass over the whole hierarchy, bottom-up (`updateConstraints`
/// / `updateViewConstraints` of each view that asked, children before
/// parents); then content sizes are read and superviews whose subviews'
/// solved frames moved are marked; then the layout pass, top-down, where
/// `layoutSubviews()` applies the frames. A layout that changes the
/// solution again (a multi-line label re-measured at its new width, a
/// pinned frame that moved) repeats the round, at most four times.
extension UIView {
    /// The constraint pass over this view's subtree, bottom-up: only the
    /// branches that asked are walked. The content-size constraints of the
    /// views a view's `updateConstraints()` brought in are made right after
    /// it, before its ancestors' (as UIKit updates content sizes in this
    /// pass): a container's constraints then join a system whose inner
    /// parts are already solved, which keeps the solver's work small.
    func runConstraintPass(_ engine: AutoLayoutEngine) {
        guard stored.needsConstraintUpdateStorage || stored.subtreeNeedsConstraintUpdate else { return }
        if stored.subtreeNeedsConstraintUpdate {
            stored.subtreeNeedsConstraintUpdate = false
            for subview in stored.subviewStorage { subview.runConstraintPass(engine) }
        }
        guard stored.needsConstraintUpdateStorage else { return }
        stored.needsConstraintUpdateStorage = false
        if let hooks = ownerHooks { hooks.updateConstraintsOfView() } else { updateConstraints() }
        if !engine.staleIntrinsicSizes.isEmpty { engine.refreshStaleIntrinsicSizes() }
    }

    /// Tells the ancestors that a view below them needs the constraint pass.
    func markAncestorsForConstraintPass() {
        var current = stored.superviewStorage
        while let view = current, !view.stored.subtreeNeedsConstraintUpdate {
            view.stored.subtreeNeedsConstraintUpdate = true
            current = view.stored.superviewStorage
        }
    }

    /// After this view joined a superview: if it (or something inside it)
    /// needs the constraint pass, its new ancestors learn it.
    func propagateConstraintPassNeed() {
        guard stored.needsConstraintUpdateStorage || stored.subtreeNeedsConstraintUpdate else { return }
        markAncestorsForConstraintPass()
    }

    /// ``layoutIfNeeded()``: the constraint pass from the top of the
    /// hierarchy, content sizes, moved frames, then the layout pass —
    /// repeated while the layout changes the solution.
    func layoutWithConstraintPass() {
        var root = self
        while let superview = root.stored.superviewStorage { root = superview }
        let engine = AutoLayoutEngine.current
        // Nothing constrained and no constraint pass asked for: a plain
        // layout pass, unless it brings constraints in.
        if engine.isEmpty, !root.stored.needsConstraintUpdateStorage, !root.stored.subtreeNeedsConstraintUpdate {
            backingLayer.layoutIfNeeded()
            if engine.isEmpty, !root.stored.needsConstraintUpdateStorage, !root.stored.subtreeNeedsConstraintUpdate {
                return
            }
        }
        defer { if !engine.ambiguityCandidates.isEmpty { engine.reportSettledAmbiguity() } }
        for _ in 0..<4 {
            root.runConstraintPass(engine)
            engine.retryBrokenConstraints()
            engine.refreshStaleIntrinsicSizes()
            engine.markMovedFrames()
            backingLayer.layoutIfNeeded()
            let pending = root.stored.needsConstraintUpdateStorage || root.stored.subtreeNeedsConstraintUpdate
                || !engine.staleIntrinsicSizes.isEmpty || engine.hasUnsyncedChanges
            guard pending else { return }
            if !root.stored.needsConstraintUpdateStorage, !root.stored.subtreeNeedsConstraintUpdate,
                engine.staleIntrinsicSizes.isEmpty, !engine.markMovedFrames()
            {
                return
            }
        }
    }
}
