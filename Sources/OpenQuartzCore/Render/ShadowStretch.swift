internal import CCairo
import Foundation
@_spi(Cairo) import OpenCoreGraphics

/// A shadow shape's straight middle, which blurring leaves the same along
/// it: the blurred mask of a long rounded rectangle is the mask of a short
/// one with its middle column (and row) repeated — Skia's and Chromium's
/// nine-patch shadows.
///
/// A *band* of a shape along x is an open interval `(lower, upper)` of x
/// where every vertical line through the shape crosses its outline exactly
/// twice: once on a horizontal line segment along the shape's top edge and
/// once on one along its bottom edge, running in opposite directions — so
/// the shape's cross-section is the same full-height interval all along the
/// band, for either fill rule. (Along y, the same with the axes swapped.)
///
/// Drawing the shape with the band shortened by whole device pixels,
/// blurring that, and repeating the blurred middle column gives the same
/// bytes as blurring the full shape, when the column repeated is at least
/// the blur's reach (``AlphaBlur/padding(forSigma:)``) from the band's ends:
/// each output pixel's blur window then reads the same values in both
/// (`ShadowStretchTests` compare them byte for byte).
struct ShadowStretch {
    /// Whole device pixels taken out of the band along x and along y (0: none).
    var columns = 0
    var rows = 0
    /// In the shortened mask: the column and row repeated.
    var splitColumn = 0
    var splitRow = 0
    /// The band in user space; points at or beyond `upper` move.
    var xBand: (lower: CGFloat, upper: CGFloat)?
    var yBand: (lower: CGFloat, upper: CGFloat)?

    /// The fewest pixels worth taking out of a band.
    static let minimumRemoval = 16

    /// The stretch for `shape` drawn with the axis-aligned `matrix` (user
    /// space to mask pixels, the mask's top-left pixel at 0, 0) and blurred
    /// by `reach` pixels; nil when no band is long enough.
    init?(shape: CGPath, matrix: cairo_matrix_t, reach: Int) {
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx != 0, matrix.yy != 0 else { return nil }
        let segments = Self.outline(of: shape)
        if let band = Self.band(of: segments, transposed: false) {
            let fit = Self.fit(band, scale: matrix.xx, translation: matrix.x0, reach: reach)
            if let fit { (columns, splitColumn, xBand) = (fit.removed, fit.split, band) }
        }
        if let band = Self.band(of: segments, transposed: true) {
            let fit = Self.fit(band, scale: matrix.yy, translation: matrix.y0, reach: reach)
            if let fit { (rows, splitRow, yBand) = (fit.removed, fit.split, band) }
        }
        guard columns > 0 || rows > 0 else { return nil }
    }

    /// `shape` with its bands shortened: the points on a band's far side
    /// in the mask (right of it, below it) move back by the pixels taken
    /// out, converted to user units by `matrix` (the one given to `init`).
    func shortened(_ shape: CGPath, matrix: cairo_matrix_t) -> CGPath {
        let dx = -Double(columns) / matrix.xx, dy = -Double(rows) / matrix.yy
        func moved(_ p: CGPoint) -> CGPoint {
            var p = p
            if let band = xBand, matrix.xx > 0 ? p.x >= band.upper : p.x <= band.lower { p.x += dx }
            if let band = yBand, matrix.yy > 0 ? p.y >= band.upper : p.y <= band.lower { p.y += dy }
            return p
        }
        let result = CGMutablePath()
        for segment in shape.segments {
            switch segment {
            case .move(let to): result.move(to: moved(to))
            case .line(let to): result.addLine(to: moved(to))
            case .quadCurve(let to, let control): result.addQuadCurve(to: moved(to), control: moved(control))
            case .curve(let to, let c1, let c2): result.addCurve(to: moved(to), control1: moved(c1), control2: moved(c2))
            case .closeSubpath: result.closeSubpath()
            }
        }
        return result
    }

    /// Fills `full` (an A8 image surface as large as the shape's mask)
    /// from `small` (the shortened shape's blurred mask): rows and columns
    /// up to the split ones as they are, the split ones repeated over the
    /// pixels taken out, the rest shifted by them.
    func expand(_ small: OpaquePointer, into full: OpaquePointer) {
        cairo_surface_flush(small)
        cairo_surface_flush(full)
        guard let source = cairo_image_surface_get_data(small), let target = cairo_image_surface_get_data(full) else { return }
        let smallWidth = Int(cairo_image_surface_get_width(small)), smallHeight = Int(cairo_image_surface_get_height(small))
        let sourceStride = Int(cairo_image_surface_get_stride(small)), targetStride = Int(cairo_image_surface_get_stride(full))
        let height = Int(cairo_image_surface_get_height(full))
        let split = splitColumn
        guard fits(width: smallWidth + columns, height: height), smallHeight + rows == height else { return }
        for y in 0..<height {
            let sourceRow = y <= splitRow ? y : (y <= splitRow + rows ? splitRow : y - rows)
            let from = source + sourceRow * sourceStride, to = target + y * targetStride
            if columns == 0 {
                to.update(from: from, count: smallWidth)
            } else {
                to.update(from: from, count: split + 1)
                (to + split + 1).initialize(repeating: from[split], count: columns)
                (to + split + 1 + columns).update(from: from + split + 1, count: smallWidth - split - 1)
            }
        }
        cairo_surface_mark_dirty(full)
    }

    /// Whether the split column and row lie inside the shortened mask of
    /// a `width` × `height` mask (they do for a mask that holds the shape).
    func fits(width: Int, height: Int) -> Bool {
        (columns == 0 || (0..<(width - columns)).contains(splitColumn))
            && (rows == 0 || (0..<(height - rows)).contains(splitRow))
    }

    /// How many pixels of `band` (user space, mapped by `scale` and
    /// `translation`) to take out, and the pixel to repeat in the
    /// shortened mask: every pixel within `reach` of it must lie wholly in
    /// the shortened band.
    private static func fit(
        _ band: (lower: CGFloat, upper: CGFloat), scale: Double, translation: Double, reach: Int
    ) -> (removed: Int, split: Int)? {
        let a = Double(band.lower) * scale + translation, b = Double(band.upper) * scale + translation
        let (low, high) = (Swift.min(a, b), Swift.max(a, b))
        guard low.isFinite, high.isFinite else { return nil }
        let removed = Int((high - low).rounded(.down)) - (2 * reach + 4)
        guard removed >= minimumRemoval else { return nil }
        let split = Int(((low + high - Double(removed)) / 2).rounded(.down))
        return (removed, split)
    }

    /// Every piece of the outline as straight or curved segments from a
    /// start point, with the lines that close each subpath — those a fill
    /// adds to a subpath left open included.
    private static func outline(of path: CGPath) -> [(from: CGPoint, segment: PathSegment)] {
        var result: [(CGPoint, PathSegment)] = []
        var current = CGPoint.zero, start = CGPoint.zero
        func close() {
            if current != start { result.append((current, .line(to: start))) }
            current = start
        }
        for segment in path.segments {
            switch segment {
            case .move(let to):
                close()
                current = to
                start = to
            case .closeSubpath:
                close()
            default:
                result.append((current, segment))
                current = segment.endPoint ?? current
            }
        }
        close()
        return result
    }

    /// The widest band of the outline along x (along y when `transposed`).
    private static func band(
        of segments: [(from: CGPoint, segment: PathSegment)], transposed: Bool
    ) -> (lower: CGFloat, upper: CGFloat)? {
        func along(_ p: CGPoint) -> CGFloat { transposed ? p.y : p.x }
        func across(_ p: CGPoint) -> CGFloat { transposed ? p.x : p.y }
        var minAcross = CGFloat.infinity, maxAcross = -CGFloat.infinity
        for (from, segment) in segments {
            for p in [from] + Self.points(of: segment) {
                minAcross = Swift.min(minAcross, across(p))
                maxAcross = Swift.max(maxAcross, across(p))
            }
        }
        guard minAcross < maxAcross, minAcross.isFinite, maxAcross.isFinite else { return nil }
        // Edges: straight lines along the top or bottom; everything else blocks.
        var edges: [(lower: CGFloat, upper: CGFloat, top: Bool, forward: Bool)] = []
        var blocked: [(CGFloat, CGFloat)] = []
        for (from, segment) in segments {
            let points = [from] + Self.points(of: segment)
            if case .line(let to) = segment, across(from) == across(to), along(from) != along(to),
               across(from) == minAcross || across(from) == maxAcross {
                edges.append((
                    Swift.min(along(from), along(to)), Swift.max(along(from), along(to)),
                    across(from) == minAcross, along(to) > along(from)))
            } else {
                let values = points.map(along)
                blocked.append((values.min()!, values.max()!))
            }
        }
        // The band lies inside one top edge and one bottom edge that run in
        // opposite directions, clear of every blocker and of other edges.
        var best: (lower: CGFloat, upper: CGFloat)?
        for top in edges where top.top {
            for bottom in edges where !bottom.top && bottom.forward != top.forward {
                let lower = Swift.max(top.lower, bottom.lower), upper = Swift.min(top.upper, bottom.upper)
                guard lower < upper else { continue }
                var cuts = blocked
                for edge in edges where !(edge.lower == top.lower && edge.upper == top.upper && edge.top)
                    && !(edge.lower == bottom.lower && edge.upper == bottom.upper && !edge.top) {
                    cuts.append((edge.lower, edge.upper))
                }
                // The widest stretch of [lower, upper] that no cut reaches into.
                for piece in Self.gaps(in: (lower, upper), avoiding: cuts)
                where piece.1 - piece.0 > (best.map { $0.upper - $0.lower } ?? 0) {
                    best = piece
                }
            }
        }
        return best
    }

    /// The open pieces of `range` that no interval of `cuts` overlaps.
    private static func gaps(in range: (CGFloat, CGFloat), avoiding cuts: [(CGFloat, CGFloat)]) -> [(CGFloat, CGFloat)] {
        var pieces = [range]
        for cut in cuts {
            pieces = pieces.flatMap { piece -> [(CGFloat, CGFloat)] in
                guard cut.1 > piece.0, cut.0 < piece.1 else { return [piece] }
                return [(piece.0, cut.0), (cut.1, piece.1)].filter { $0.0 < $0.1 }
            }
        }
        return pieces
    }

    /// A segment's points after its start: controls and end.
    private static func points(of segment: PathSegment) -> [CGPoint] {
        switch segment {
        case .move(let to), .line(let to): [to]
        case .quadCurve(let to, let control): [control, to]
        case .curve(let to, let control1, let control2): [control1, control2, to]
        case .closeSubpath: []
        }
    }
}
