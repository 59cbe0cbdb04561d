import Benchmark
import Foundation

/// Runs `body` on the main actor, handing it the benchmark, and returns
/// its result.
///
/// package-benchmark calls a synchronous benchmark closure from its
/// nonisolated async runner, that is on a thread of the cooperative pool,
/// while the main thread sits in the main dispatch queue. OpenQuartzCore and OpenUIKit are
/// `@MainActor`, so every benchmark body hops to the main queue once per
/// sample (not per iteration) and calls `benchmark.startMeasurement()` on
/// the main thread, so the hop itself is not measured.
///
/// The `Benchmark` object is not `Sendable`; it is handed over unchecked
/// because the runner's thread blocks in `DispatchQueue.main.sync` while the
/// main thread uses it: one thread at a time.
public func onMainActor<T: Sendable>(_ benchmark: Benchmark, _ body: @MainActor (Benchmark) throws -> T) rethrows -> T {
    let handOver = UncheckedSendable(benchmark)
    if Thread.isMainThread {
        return try MainActor.assumeIsolated { try body(handOver.value) }
    }
    return try DispatchQueue.main.sync {
        try MainActor.assumeIsolated { try body(handOver.value) }
    }
}

/// A value moved between threads that never use it at the same time.
public struct UncheckedSendable<Value>: @unchecked Sendable {
    /// The value handed over.
    public let value: Value
    /// Wraps `value`.
    public init(_ value: Value) { self.value = value }
}
