internal import CCairo
import Dispatch
import Foundation

/// Blurred shadow masks made on another core while the frame is drawn.
///
/// After its damage walk a renderer knows the shape-based shadows the frame
/// draws; those whose masks no cache holds yet (a screen's first frame, a
/// card that appeared) are planned here (``start(_:)``) and made in draw
/// order by one task on another thread, while the main thread draws what
/// lies beneath them. The compositor ``take(_:)``s a planned mask when it
/// reaches its layer, waiting for it if it is not made yet. A mask is a
/// function of its plan's values (``ShadowMaskPlan/makeMask()``): the same
/// bytes whichever thread makes it.
///
/// Nothing outlives the frame: ``finish()`` (called when the frame is
/// drawn) waits for the task and destroys the masks not taken, so no work
/// runs while the main thread changes layers.
final class ShadowMaskPrefetch: @unchecked Sendable {
    /// An A8 image surface made by the task, owned by whoever holds it.
    private struct Mask: @unchecked Sendable {
        let surface: OpaquePointer
    }

    // All below only under `condition`'s lock.
    private let condition = NSCondition()
    /// The keys planned and not taken.
    private var planned: Set<ShadowMaskKey> = []
    /// The masks made and not taken.
    private var ready: [ShadowMaskKey: Mask] = [:]
    /// Whether the task runs.
    private var working = false
    /// How many masks were made and taken since the prefetch began.
    private var tally = (made: 0, taken: 0)

    /// How many masks the task has made and how many of them the compositor
    /// has taken, in all (for tests).
    var counts: (made: Int, taken: Int) {
        condition.lock()
        defer { condition.unlock() }
        return tally
    }

    /// Starts making the masks of `plans` on another thread, in order, one
    /// per key (after finishing what was started before).
    func start(_ plans: [ShadowMaskPlan]) {
        finish()
        var keys = Set<ShadowMaskKey>()
        let unique = plans.filter { keys.insert($0.key).inserted }
        guard !unique.isEmpty else { return }
        condition.lock()
        planned = keys
        working = true
        condition.unlock()
        DispatchQueue.global(qos: .userInteractive).async { [self] in
            for plan in unique {
                let mask = Mask(surface: plan.makeMask())
                condition.lock()
                ready[plan.key] = mask
                tally.made += 1
                condition.broadcast()
                condition.unlock()
            }
            condition.lock()
            working = false
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The mask planned for `key`, owned by the caller from now on, once it
    /// is made; nil when `key` was not planned or was taken already.
    func take(_ key: ShadowMaskKey) -> OpaquePointer? {
        condition.lock()
        defer { condition.unlock() }
        guard planned.remove(key) != nil else { return nil }
        while ready[key] == nil { condition.wait() }
        tally.taken += 1
        return ready.removeValue(forKey: key)?.surface
    }

    /// Waits for the task to end and destroys the masks not taken.
    func finish() {
        condition.lock()
        while working { condition.wait() }
        let left = ready.values
        ready = [:]
        planned = []
        condition.unlock()
        for mask in left { cairo_surface_destroy(mask.surface) }
    }

    deinit {
        for mask in ready.values { cairo_surface_destroy(mask.surface) }
    }
}
