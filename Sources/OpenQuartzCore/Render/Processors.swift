import Foundation

/// The processors the renderer's pixel work may spread over.
enum Processors {
    /// How many processors this process may run on: those in its CPU
    /// affinity mask (what `taskset` or a container's cpuset allows, as
    /// Linux reports it in `/proc/self/status`), at least 1; the active
    /// processor count where the mask cannot be read. Read once.
    static let usable: Int = {
        let active = Swift.max(1, ProcessInfo.processInfo.activeProcessorCount)
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed:") })
        else { return active }
        let count = allowed(inMask: line.dropFirst("Cpus_allowed:".count))
        return count > 0 ? Swift.min(count, active) : active
    }()

    /// The processors a `Cpus_allowed` mask allows: the set bits of its
    /// hexadecimal digits (groups separated by commas, spaces ignored).
    static func allowed(inMask mask: Substring) -> Int {
        mask.reduce(0) { count, character in count + (character.hexDigitValue?.nonzeroBitCount ?? 0) }
    }
}
