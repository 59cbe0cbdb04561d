import Foundation

extension CubicBezier {
    /// Cumulative arc length sampled along the curve: `lengths[i]` is the
    /// length from `t = 0` to `t = i / (lengths.count - 1)`.
    ///
    /// Internal to OpenCoreGraphics (dashing).
    func arcLengthTable(tolerance: CGFloat = 0.01) -> [CGFloat] {
        let count = Swift.max(16, Swift.min(flattened(tolerance: tolerance).count, 1024))
        var lengths = [CGFloat](repeating: 0, count: count + 1)
        var previous = p0
        for index in 1...count {
            let point = self.point(at: CGFloat(index) / CGFloat(count))
            let dx = point.x - previous.x, dy = point.y - previous.y
            lengths[index] = lengths[index - 1] + (dx * dx + dy * dy).squareRoot()
            previous = point
        }
        return lengths
    }

    /// The parameter at which the arc length from the start reaches
    /// `length`, interpolated in `table` (from ``arcLengthTable(tolerance:)``).
    func parameter(atLength length: CGFloat, table: [CGFloat]) -> CGFloat {
        guard let total = table.last, total > 0 else { return 0 }
        if length <= 0 { return 0 }
        if length >= total { return 1 }
        // Binary search for the sample interval holding `length`.
        var low = 0, high = table.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if table[middle] < length { low = middle } else { high = middle }
        }
        let span = table[high] - table[low]
        let fraction = span > 0 ? (length - table[low]) / span : 0
        return (CGFloat(low) + fraction) / CGFloat(table.count - 1)
    }

    /// The part of the curve between parameters `t0` and `t1` (0 ≤ t0 ≤ t1 ≤ 1).
    func subcurve(from t0: CGFloat, to t1: CGFloat) -> CubicBezier {
        if t0 <= 0 { return t1 >= 1 ? self : split(at: t1).0 }
        let tail = split(at: t0).1
        if t1 >= 1 { return tail }
        return tail.split(at: (t1 - t0) / (1 - t0)).0
    }
}
