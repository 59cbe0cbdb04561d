import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whether the calling thread is the process's main thread —
/// `Thread.isMainThread`, asked once per thread and remembered in the
/// thread's own storage. Foundation answers it on Linux with two system
/// calls (`getpid`, `gettid`); asked every frame turn, that was an eighth
/// of an animated push and pop (measured with `perf`).
enum MainThread {
    /// The thread-specific slot holding each thread's answer.
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
    /// The two stored answers (any two distinct non-null addresses).
    private static var yes: UnsafeRawPointer? { UnsafeRawPointer(bitPattern: 1) }
    private static var no: UnsafeRawPointer? { UnsafeRawPointer(bitPattern: 2) }

    /// Whether the calling thread is the main thread.
    static var isCurrent: Bool {
        if let stored = pthread_getspecific(slot) { return UnsafeRawPointer(stored) == yes }
        let answer = Thread.isMainThread
        pthread_setspecific(slot, answer ? yes : no)
        return answer
    }
}
