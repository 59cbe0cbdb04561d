// Times OpenLayoutEngine on the workloads of scripts/kiwisolver-workloads.py
// (same repeats, same sampling) and prints the same JSON shape. Run by
// scripts/autolayout-vs-kiwisolver. Arguments: the repeat count, then
// optionally one workload name ("chain" or "enaml") to run only that one
// (for profiling).
import Foundation
import LayoutWorkloads

let repeats = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 15 : 15
let workloadPath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Workloads/enaml-like.txt").path

/// Median and minimum microseconds per call of `body` over `repeats`
/// samples of `inner` calls each.
func timed(repeats: Int, inner: Int = 1, _ body: () -> Void) -> [String: Double] {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<repeats {
        let elapsed = clock.measure { for _ in 0..<inner { body() } }
        samples.append(Double(elapsed.components.attoseconds) / 1e12 / Double(inner)
            + Double(elapsed.components.seconds) * 1e6 / Double(inner))
    }
    samples.sort()
    return ["median_us": samples[samples.count / 2], "min_us": samples[0], "repeats": Double(repeats)]
}

let only = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : nil
var result: [String: Any] = [:]
if only == nil || only == "chain" {
var chain: [String: Any] = timed(repeats: repeats) { _ = ChainWorkload.run() }
chain["values"] = Array(ChainWorkload.run().enumerated().filter { $0.offset % 111 == 0 }.map(\.element))
result["chain"] = chain
}
if only == nil || only == "enaml" {
let enaml = try EnamlWorkload(path: workloadPath)
var enamlResult: [String: Any] = timed(repeats: repeats * 20, inner: 50) { enaml.rounds() }
enamlResult["values"] = Dictionary(uniqueKeysWithValues: enaml.variables.map { ($0.name, enaml.solver.value(of: $0.variable)) })
result["enaml"] = enamlResult
}
let data = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
print(String(decoding: data, as: UTF8.self))
