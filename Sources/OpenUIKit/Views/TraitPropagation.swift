import Foundation

/// Brings trait environments up to date once per layout phase, before any
/// layout: environments whose traits changed since they were last told
/// get `traitCollectionDidChange(_:)` and their registered handlers,
/// parent before child — a window, then for each view its view controller
/// (when it is the controller's root view) before the view, then the
/// subviews in order.
///
/// Only subtrees marked changed are walked: a view that moved, a window
/// that resized, a controller that joined or left a parent or whose
/// override traits changed. An environment's first traits in a window
/// are its starting point, not a change (*decided*: UIKit predicts a
/// view's traits before it joins a window and notifies only when the
/// prediction was wrong).
@MainActor
final class TraitPropagation {
    /// The current runtime's propagation.
    static var current: TraitPropagation { UIKitRuntime.current.traitPropagation }

    /// Bumped on every change to any trait source; cached traits older than
    /// it are recomputed. Generations are unique in the process (not per
    /// runtime), so a view made in another runtime never takes a cache of
    /// that runtime for one of this. Exclusivity unchecked: read on every
    /// trait read, and no access overlaps another.
    @exclusivity(unchecked) private(set) var generation = TraitPropagation.nextGeneration()
    private static var generations = 0
    /// The roots of the subtrees marked changed, each in a window when it
    /// was marked. Held strongly (a weak reference would give every view
    /// that moves into a window a side table, slowing each retain and
    /// release of it for good); ``subtreeLeftWindow()`` lets go of those
    /// that leave their window before the walk.
    private var dirtyRoots: [UIView] = []
    private var everythingDirty = false
    /// Past this many marked subtrees, the whole app is walked instead.
    private static let dirtyRootLimit = 256

    /// A generation no runtime has used.
    private static func nextGeneration() -> Int {
        generations &+= 1
        return generations
    }

    /// Nothing marked changed.
    init() {}

    /// The traits of `view`'s subtree may have changed.
    func environmentChanged(of view: UIView) {
        generation = Self.nextGeneration()
        guard !everythingDirty, view.window != nil else { return }
        if dirtyRoots.count >= Self.dirtyRootLimit {
            everythingDirty = true
            dirtyRoots.removeAll()
        } else {
            dirtyRoots.append(view)
        }
    }

    /// A trait source outside any view changed (a controller's override
    /// traits, its parent): cached traits are recomputed.
    func traitSourcesChanged() {
        generation = Self.nextGeneration()
    }

    /// Every environment's traits may have changed (a new screen).
    func everythingChanged() {
        generation = Self.nextGeneration()
        everythingDirty = true
        dirtyRoots.removeAll()
    }

    /// A subtree left its window: the marked roots no longer in one are
    /// dropped, so that marking never keeps a removed view alive.
    func subtreeLeftWindow() {
        guard !dirtyRoots.isEmpty else { return }
        dirtyRoots.removeAll { $0.window == nil }
    }

    /// Whether a walk is due.
    var hasPendingChanges: Bool { everythingDirty || !dirtyRoots.isEmpty }

    /// Walks the marked subtrees that are in a window, telling every
    /// environment whose traits changed.
    func run() {
        guard hasPendingChanges else { return }
        if everythingDirty {
            everythingDirty = false
            dirtyRoots.removeAll(keepingCapacity: true)
            for window in WindowList.current.windows { walk(window) }
        } else if dirtyRoots.count == 1 {
            let root = dirtyRoots[0]
            dirtyRoots.removeAll(keepingCapacity: true)
            if root.window != nil { walk(root) }
        } else {
            let roots = Self.outermost(dirtyRoots.filter { $0.window != nil })
            dirtyRoots.removeAll(keepingCapacity: true)
            for root in roots { walk(root) }
        }
    }

    private func walk(_ view: UIView) {
        view.ownerHooks?.notifyTraitChangeIfNeeded()
        view.notifyTraitChangeIfNeeded()
        for subview in view.stored.subviewStorage { walk(subview) }
    }

    /// The views not inside another of `views`, each once.
    private static func outermost(_ views: [UIView]) -> [UIView] {
        var result: [UIView] = []
        for view in views where !result.containsIdentical(view) {
            if views.contains(where: { $0 !== view && view.isDescendant(of: $0) }) { continue }
            result.append(view)
        }
        return result
    }
}
