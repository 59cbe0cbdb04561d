import Foundation
import Dispatch

/// Whether code runs on the main queue — the main actor's executor — which
/// on Linux may be drained by a worker thread (after `dispatchMain()`), so
/// `Thread.isMainThread` cannot tell. A runtime marks the queue when it is
/// made.
enum MainQueue {
    /// The mark set on `DispatchQueue.main`.
    private static let key = DispatchSpecificKey<Bool>()

    /// Marks the main queue (idempotent).
    @MainActor static func mark() {
        DispatchQueue.main.setSpecific(key: key, value: true)
    }

    /// Whether the caller runs on the marked main queue.
    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) != nil }

    /// Runs main-actor code from a `deinit` that has checked ``isCurrent``,
    /// without the executor check of `MainActor.assumeIsolated` (which
    /// costs microseconds: a screen of a thousand views paid milliseconds
    /// for it when it went away). A synchronous main-actor function and a
    /// plain one are called the same way.
    static func runIsolated(_ body: @MainActor () -> Void) {
        withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> Void).self)()
        }
    }
}
