import Foundation

extension TransitionTimeline {
    /// The timeline as text: a heading, then each lane with its callbacks
    /// in order (`  0.000 s  viewWillAppear  (DetailViewController)`), empty
    /// lanes left out, then the progress at up to 11 evenly spaced samples.
    public var text: String {
        var lines = [(title.isEmpty ? "Timeline" : "Timeline: \(title)") + String(format: " (0 – %.3f s)", duration)]
        for lane in Lane.allCases {
            let laneTicks = ticks.filter { $0.lane == lane }
            guard !laneTicks.isEmpty else { continue }
            lines.append("\(lane):")
            for tick in laneTicks {
                lines.append(String(format: "  %.3f s  ", tick.time) + "\(tick.callback)  (\(tick.receiverType))")
            }
        }
        if ticks.isEmpty { lines.append("(no callbacks reported)") }
        if !progress.isEmpty {
            let stride = Swift.max(1, (progress.count + 9) / 10)
            var shown = Swift.stride(from: 0, to: progress.count, by: stride).map { progress[$0] }
            if shown.last != progress.last { shown.append(progress.last!) }
            lines.append("progress:")
            lines.append(shown.map { String(format: "  %.3f s %.2f", $0.time, $0.value) }.joined(separator: "\n"))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
