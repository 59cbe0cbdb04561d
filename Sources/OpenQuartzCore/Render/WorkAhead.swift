internal import CCairo
import Dispatch
import Foundation

/// Pixel work a frame will need, done ahead on another core while the main
/// thread draws: blurred shadow masks and the coverage of rounded outlines
/// that no cache holds yet (a screen's first frame, a card that appeared).
///
/// After its damage walk a renderer plans the jobs in draw order
/// (``start(_:)``); one task on another thread does them in that order.
/// When the compositor reaches a layer it ``take(_:)``s the product: made
/// already — it is used; being made — the main thread waits for it; not
/// started — by default the main thread claims it (the task skips it) and
/// does the work itself, so neither thread waits on the other for long.
/// A product is a function of its job's values: the same bytes whichever
/// thread makes it.
///
/// Nothing outlives the frame: ``finish()`` (called when the frame is
/// drawn) stops the task before its next job, waits for it and discards
/// what was not taken — no work runs while the main thread changes layers.
final class WorkAhead: @unchecked Sendable {
    /// What a job makes, by what it depends on.
    enum Key: Hashable, Sendable {
        case shadowMask(ShadowMaskKey)
        case coverage(CoverageMaskKey)
    }

    /// What a job made: an A8 image surface (owned by whoever holds the
    /// product) or a coverage mask (nil when the shape is too large for one).
    enum Product: @unchecked Sendable {
        case surface(OpaquePointer)
        case coverage(CoverageMask?)
    }

    /// One piece of work.
    struct Job: Sendable {
        let key: Key
        let make: @Sendable () -> Product
    }

    private enum Slot {
        case pending, making, ready(Product), done
    }

    /// Whether ``take(_:)`` claims a job the task has not started (true),
    /// or waits for the task to make it (false: every product made on the
    /// other thread, for tests).
    var claims = true

    /// Whether jobs were started and not finished (read and written by the
    /// main thread only: ``take(_:)`` takes no lock when there are none).
    private var started = false

    // All below only under `condition`'s lock.
    private let condition = NSCondition()
    private var slots: [Key: Slot] = [:]
    private var working = false
    private var stopping = false
    private var tally = (planned: 0, made: 0, taken: 0, claimed: 0)

    /// How many jobs were planned, made by the task, taken from it and
    /// claimed by the main thread, since the first frame (for tests).
    var counts: (planned: Int, made: Int, taken: Int, claimed: Int) {
        condition.lock()
        defer { condition.unlock() }
        return tally
    }

    /// Starts doing `jobs` on another thread, in order, one per key (after
    /// finishing what was started before).
    func start(_ jobs: [Job]) {
        finish()
        var keys = Set<Key>()
        let unique = jobs.filter { keys.insert($0.key).inserted }
        guard !unique.isEmpty else { return }
        started = true
        condition.lock()
        for job in unique { slots[job.key] = .pending }
        tally.planned += unique.count
        working = true
        stopping = false
        condition.unlock()
        DispatchQueue.global(qos: .userInteractive).async { [self] in
            condition.lock()
            for job in unique {
                if stopping { break }
                guard case .pending = slots[job.key] else { continue }
                slots[job.key] = .making
                condition.unlock()
                let product = job.make()
                condition.lock()
                slots[job.key] = .ready(product)
                tally.made += 1
                condition.broadcast()
            }
            working = false
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The product of the job planned for `key`, from now on the caller's;
    /// nil when no job was planned for it, its product was taken already,
    /// or the main thread claims it now (then the caller does the work).
    func take(_ key: Key) -> Product? {
        guard started else { return nil }
        condition.lock()
        defer { condition.unlock() }
        while true {
            switch slots[key] {
            case nil, .done:
                return nil
            case .pending where claims:
                slots[key] = .done
                tally.claimed += 1
                return nil
            case .pending, .making:
                condition.wait()
            case .ready(let product):
                slots[key] = .done
                tally.taken += 1
                return product
            }
        }
    }

    /// Stops the task before its next job, waits for it and discards the
    /// products not taken.
    func finish() {
        guard started else { return }
        started = false
        condition.lock()
        stopping = true
        while working { condition.wait() }
        let left = slots.values
        slots = [:]
        condition.unlock()
        for case .ready(let product) in left { Self.discard(product) }
    }

    private static func discard(_ product: Product) {
        if case .surface(let surface) = product { cairo_surface_destroy(surface) }
    }

    deinit {
        for case .ready(let product) in slots.values { Self.discard(product) }
    }
}
