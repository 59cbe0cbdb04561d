import Foundation

extension CGContext {
    /// Sets the line width in user units (default 1).
    ///
    /// 0 strokes the thinnest line the device shows (one pixel). Negative or
    /// non-finite widths are ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
        gstate.lineWidth = width
    }

    /// Sets how the ends of open subpaths are drawn (default butt).
    public func setLineCap(_ cap: CGLineCap) {
        gstate.lineCap = cap
    }

    /// Sets how corners are drawn (default miter).
    public func setLineJoin(_ join: CGLineJoin) {
        gstate.lineJoin = join
    }

    /// Sets the ratio of miter length to line width beyond which miter
    /// joins become bevels (default 10). Non-finite values are ignored.
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else { return }
        gstate.miterLimit = limit
    }

    /// Sets the dash pattern: alternating painted and unpainted lengths in
    /// user units, starting `phase` into the pattern.
    ///
    /// An empty array draws solid lines. A pattern with a negative or
    /// non-finite length, or whose lengths are all zero, is rejected with a
    /// console message and lines become solid (Cairo would fail).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard !lengths.isEmpty else {
            gstate.dashLengths = []
            return
        }
        guard phase.isFinite, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), lengths.contains(where: { $0 > 0 })
        else {
            CGDiagnostics.report(
                "CGContextSetLineDash: invalid dash array: lengths must be finite, non-negative and not all zero.")
            gstate.dashLengths = []
            return
        }
        gstate.dashPhase = phase
        gstate.dashLengths = lengths
    }

    /// Sets how closely curves are approximated, in device pixels: Cairo's
    /// tolerance, clamped to 0.01…100 (default 0.1). Non-finite values are
    /// ignored.
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness.isFinite else { return }
        gstate.flatness = Swift.min(100, Swift.max(0.01, flatness))
    }
}
