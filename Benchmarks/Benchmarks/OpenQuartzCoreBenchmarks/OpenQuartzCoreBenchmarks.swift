import Benchmark
import Foundation
import OpenQuartzCore

let benchmarks: @Sendable () -> Void = {
    Benchmark("smoke") { benchmark in
        onMainActor {
            let layer = CALayer()
            CATransaction.flush()
            blackHole(layer.presentation())
        }
    }
}

/// Runs `body` on the main actor: package-benchmark calls synchronous
/// benchmark closures from its (nonisolated) async runner, i.e. off the main
/// thread, while the main thread drains the main queue.
func onMainActor<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    if Thread.isMainThread { return try MainActor.assumeIsolated(body) }
    return try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
}
