import Foundation

extension TextLayout {
    /// The layout of `source` at the largest scale in
    /// `minimumScaleFactor...1` at which nothing is truncated (found by
    /// bisection to 1/256), or at `minimumScaleFactor` when even that
    /// truncates. Fonts, kerning and baseline offsets scale together.
    static func fitting(
        _ source: TextSource, options: TextLayoutOptions, minimumScaleFactor: CGFloat
    ) -> (layout: TextLayout, scale: CGFloat) {
        let natural = TextLayout(source: source, options: options)
        let minimum = minimumScaleFactor.isFinite ? Swift.min(Swift.max(minimumScaleFactor, 0.01), 1) : 1
        guard natural.isTruncated, minimum < 1 else { return (natural, 1) }
        let smallest = TextLayout(source: source.scaled(by: minimum), options: options)
        guard !smallest.isTruncated else { return (smallest, minimum) }
        var best = (layout: smallest, scale: minimum)
        var low = minimum, high: CGFloat = 1
        while high - low > 1.0 / 256 {
            let middle = (low + high) / 2
            let candidate = TextLayout(source: source.scaled(by: middle), options: options)
            if candidate.isTruncated {
                high = middle
            } else {
                low = middle
                best = (candidate, middle)
            }
        }
        return best
    }
}
