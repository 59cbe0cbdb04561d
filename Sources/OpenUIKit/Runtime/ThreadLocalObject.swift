import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One object per thread, made on the thread's first request and released
/// when the thread ends — kept in a `pthread` key, which is read in a few
/// nanoseconds (a thread-dictionary lookup hashes a string key through
/// Foundation's bridging: it was a fifth of a label's measurement and 4 %
/// of a popover's present + dismiss, measured with `perf`).
///
/// Declare one as a `static let`; it lives as long as the process.
final class ThreadLocalObject<Value: AnyObject>: @unchecked Sendable {
    private let key: pthread_key_t
    private let make: () -> Value

    /// A slot whose threads each get `make()` on first use.
    init(_ make: @escaping () -> Value) {
        var key = pthread_key_t()
        pthread_key_create(&key) { stored in
            if let stored { Unmanaged<AnyObject>.fromOpaque(stored).release() }
        }
        self.key = key
        self.make = make
    }

    /// The calling thread's object.
    var current: Value {
        if let stored = pthread_getspecific(key) {
            return Unmanaged<Value>.fromOpaque(stored).takeUnretainedValue()
        }
        let value = make()
        pthread_setspecific(key, Unmanaged.passRetained(value).toOpaque())
        return value
    }
}
