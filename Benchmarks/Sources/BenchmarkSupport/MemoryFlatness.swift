import Benchmark
import Foundation

/// Metrics of the per-frame benchmarks: time, allocations, memory.
public let frameMetrics: [BenchmarkMetric] = [
    .wallClock,
    .mallocCountTotal, .mallocBytesCount, .mallocFreeDelta, .memoryLeakedBytes,
    .peakMemoryResident,
]

/// The memory-flatness check of a cycle benchmark: heap and resident size
/// read after a tenth of the cycles and after the last cycle of the same
/// sample, the growth between them, and a failure when the heap grew by
/// more than 64 KiB (nothing may accumulate).
///
/// Both readings are taken in ``cycleDone(_:)``, inside the measurement:
/// package-benchmark allocates when a measurement stops (345 KB after the
/// seven-second samples of the storyboard benchmark, measured), which a
/// reading after `stopMeasurement()` counted as growth.
public struct MemoryFlatness: Sendable {
    /// Cycles per sample.
    public let cycles: Int
    let earlyHeap, lateHeap, earlyResident, lateResident, growth: BenchmarkMetric
    private var early = (heap: 0, resident: 0)
    private var late: (heap: Int, resident: Int)?

    /// A check over `cycles` cycles.
    public init(cycles: Int) {
        self.cycles = cycles
        let first = (cycles / 10).formatted(.number)
        let last = cycles.formatted(.number)
        earlyHeap = Self.metric("Heap in use after \(first) cycles (bytes)")
        lateHeap = Self.metric("Heap in use after \(last) cycles (bytes)")
        earlyResident = Self.metric("Resident after \(first) cycles (bytes)")
        lateResident = Self.metric("Resident after \(last) cycles (bytes)")
        growth = Self.metric("Heap growth, cycle \(first) to \(last) (bytes, ≥ 0)")
    }

    /// A custom metric read once per sample (smaller is better).
    public static func metric(_ name: String) -> BenchmarkMetric {
        .custom(name, polarity: .prefersSmaller, useScalingFactor: false)
    }

    /// The configuration of a cycle benchmark: wall clock, allocations,
    /// peak memory, this check's metrics and `extra`; three samples at most.
    public func configuration(
        target: String, extra: [BenchmarkMetric] = [], maxDuration: Duration = .seconds(120)
    ) -> Benchmark.Configuration {
        .init(
            metrics: [
                .wallClock,
                .mallocCountTotal, .mallocFreeDelta, .memoryLeakedBytes,
                .peakMemoryResident,
                earlyHeap, lateHeap, earlyResident, lateResident, growth,
            ] + extra,
            tags: ["target": target],
            timeUnits: .milliseconds, warmupIterations: 0, maxDuration: maxDuration, maxIterations: 3)
    }

    /// Call after cycle `index` (1-based): the tenth of the cycles reads the
    /// early figures, the last one the late figures.
    public mutating func cycleDone(_ index: Int) {
        if index == cycles / 10 { early = (ProcessMemory.heapInUse, ProcessMemory.resident) }
        if index == cycles { late = (ProcessMemory.heapInUse, ProcessMemory.resident) }
    }

    /// Records all five figures into `benchmark` (the late ones read now if
    /// the last cycle was not reported) and returns a problem when the heap
    /// grew by more than 64 KiB.
    public func finish(_ benchmark: Benchmark) -> String? {
        let late = self.late ?? (heap: ProcessMemory.heapInUse, resident: ProcessMemory.resident)
        benchmark.measurement(earlyHeap, early.heap)
        benchmark.measurement(lateHeap, late.heap)
        benchmark.measurement(earlyResident, early.resident)
        benchmark.measurement(lateResident, late.resident)
        benchmark.measurement(growth, max(0, late.heap - early.heap))
        let grown = late.heap - early.heap
        return grown > 64 << 10 ? "heap grew by \(grown) bytes between cycle \(cycles / 10) and cycle \(cycles)" : nil
    }
}
