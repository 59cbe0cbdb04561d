import Foundation

extension CGPath {
    /// Returns the dashed version of the path: the parts of each subpath
    /// where the dash pattern is "on", as open subpaths.
    ///
    /// `lengths` alternates painted and unpainted lengths, starting painted;
    /// an odd count repeats with the roles swapped, as in PostScript.
    /// `phase` is how far into the pattern each subpath starts; the pattern
    /// restarts at every subpath. Lines stay lines and curves stay curves:
    /// curves are split at arc-length positions (measured to within 0.01
    /// units), quadratic curves become cubic. A zero-length "on" dash gives
    /// a zero-length subpath (a dot once stroked with round or square caps).
    ///
    /// An empty pattern, a negative or non-finite length, or a pattern whose
    /// lengths sum to zero gives the path unchanged (Core Graphics ignores
    /// such patterns when stroking too).
    ///
    /// - Parameters:
    ///   - phase: How far into the pattern each subpath starts, in the
    ///     path's units.
    ///   - lengths: The painted and unpainted lengths, alternating.
    ///   - transform: Applied to the result after dashing.
    public func copy(
        dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity
    ) -> CGPath {
        let total = lengths.reduce(0, +)
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), total > 0, phase.isFinite else {
            return CGPath(copying: transformed(by: transform))
        }
        let result = CGMutablePath()
        var dasher = Dasher(lengths: lengths, phase: phase, output: result, transform: transform)
        walk(with: &dasher, restartingEachSubpath: true)
        return CGPath(copying: result)
    }

    /// The part of the path between `start` and `end`, fractions of its
    /// whole length (closing segments included, subpaths one after the
    /// other), as open subpaths; lines stay lines and curves stay curves —
    /// what Core Animation strokes for a shape layer's `strokeStart` and
    /// `strokeEnd`. Fractions are clamped to 0…1; nothing is left when
    /// `start >= end` or the path has no length.
    @_spi(Cairo) public func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
        let lower = Swift.min(Swift.max(start, 0), 1), upper = Swift.min(Swift.max(end, 0), 1)
        let total = length
        guard lower < upper, total > 0, total.isFinite else { return CGPath(copying: CGMutablePath()) }
        // One dash of the kept length, preceded by `lower × total` of its
        // gap (the phase) and followed by a gap longer than the path.
        let kept = (upper - lower) * total, gap = total + 1
        let result = CGMutablePath()
        var dasher = Dasher(lengths: [kept, gap], phase: kept + gap - lower * total, output: result, transform: .identity)
        walk(with: &dasher, restartingEachSubpath: false)
        return CGPath(copying: result)
    }

    /// The length of every segment, closing segments included (curves to
    /// within 0.01 units).
    var length: CGFloat {
        var total: CGFloat = 0
        var last = CGPoint.zero, start = CGPoint.zero
        func line(to p: CGPoint) { total += ((p.x - last.x) * (p.x - last.x) + (p.y - last.y) * (p.y - last.y)).squareRoot() }
        for segment in storage {
            switch segment {
            case .move(let p): start = p
            case .line(let p): line(to: p)
            case .quadCurve(let p, let c): total += CubicBezier(quadFrom: last, control: c, to: p).arcLengthTable().last ?? 0
            case .curve(let p, let c1, let c2): total += CubicBezier(last, c1, c2, p).arcLengthTable().last ?? 0
            case .closeSubpath: line(to: start)
            }
            switch segment {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): last = p
            case .closeSubpath: last = start
            }
        }
        return total
    }

    /// Feeds every segment to `dasher` (a close as a line back to the
    /// subpath's start), restarting its pattern at each subpath or not.
    private func walk(with dasher: inout Dasher, restartingEachSubpath: Bool) {
        var last = CGPoint.zero, start = CGPoint.zero
        for segment in storage {
            switch segment {
            case .move(let p):
                if restartingEachSubpath { dasher.restart() } else { dasher.liftPen() }
                last = p
                start = p
            case .line(let p):
                dasher.addLine(from: last, to: p)
                last = p
            case .quadCurve(let p, let c):
                dasher.addCurve(CubicBezier(quadFrom: last, control: c, to: p))
                last = p
            case .curve(let p, let c1, let c2):
                dasher.addCurve(CubicBezier(last, c1, c2, p))
                last = p
            case .closeSubpath:
                dasher.addLine(from: last, to: start)
                last = start
            }
        }
    }
}

/// Walks segments and emits the "on" parts of a dash pattern.
private struct Dasher {
    let lengths: [CGFloat]
    let startIndex: Int
    let startRemaining: CGFloat
    let startOn: Bool
    let output: CGMutablePath
    let transform: CGAffineTransform
    var index = 0
    var remaining: CGFloat = 0
    var isOn = true
    /// Whether the current "on" dash already has a subpath in `output`.
    var penDown = false

    init(lengths: [CGFloat], phase: CGFloat, output: CGMutablePath, transform: CGAffineTransform) {
        self.lengths = lengths
        self.output = output
        self.transform = transform
        // An odd-length pattern repeats twice to return to the same on/off state.
        let cycle = lengths.reduce(0, +) * (lengths.count % 2 == 0 ? 1 : 2)
        var offset = phase.truncatingRemainder(dividingBy: cycle)
        if offset < 0 { offset += cycle }
        var index = 0, on = true
        var remaining = lengths[0]
        while offset > 0 {
            if offset < remaining {
                remaining -= offset
                break
            }
            offset -= remaining
            index = (index + 1) % lengths.count
            on.toggle()
            remaining = lengths[index]
        }
        startIndex = index
        startRemaining = remaining
        startOn = on
        restart()
    }

    /// Continues the pattern in a new subpath: the next "on" part starts
    /// a new subpath in the output.
    mutating func liftPen() {
        penDown = false
    }

    /// Starts the pattern again for a new subpath.
    mutating func restart() {
        index = startIndex
        remaining = startRemaining
        isOn = startOn
        penDown = false
    }

    mutating func addLine(from a: CGPoint, to b: CGPoint) {
        let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        guard length.isFinite else { return }
        walk(length: length) { from, to in
            let t0 = from / length, t1 = to / length
            let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
            let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
            return (p0, .line(to: p1))
        }
    }

    mutating func addCurve(_ curve: CubicBezier) {
        let table = curve.arcLengthTable()
        guard let length = table.last, length.isFinite else { return }
        walk(length: length) { from, to in
            let t0 = curve.parameter(atLength: from, table: table)
            let t1 = curve.parameter(atLength: to, table: table)
            let piece = curve.subcurve(from: t0, to: t1)
            return (piece.p0, .curve(to: piece.p3, control1: piece.p1, control2: piece.p2))
        }
    }

    /// Advances along a segment of `length`, emitting each "on" part through
    /// `piece(from, to)`, which returns the part's start and its element.
    private mutating func walk(length: CGFloat, piece: (CGFloat, CGFloat) -> (CGPoint, PathSegment)) {
        guard length > 0 else { return }
        var position: CGFloat = 0
        while true {
            if remaining <= 1e-12 {
                if isOn, !penDown {
                    // A zero-length dash: a zero-length subpath, so caps still draw.
                    let (point, _) = piece(position, position)
                    output.move(to: point, transform: transform)
                    output.addLine(to: point, transform: transform)
                }
                advance()
                continue
            }
            if position >= length { break }
            let step = Swift.min(remaining, length - position)
            if isOn {
                let (start, element) = piece(position, position + step)
                if !penDown {
                    output.move(to: start, transform: transform)
                    penDown = true
                }
                append(element)
            }
            position += step
            remaining -= step
        }
    }

    /// Moves to the next entry of the pattern.
    private mutating func advance() {
        index = (index + 1) % lengths.count
        isOn.toggle()
        remaining = lengths[index]
        penDown = false
    }

    private func append(_ element: PathSegment) {
        switch element {
        case .line(let to):
            output.addLine(to: to, transform: transform)
        case .curve(let to, let c1, let c2):
            output.addCurve(to: to, control1: c1, control2: c2, transform: transform)
        default:
            break
        }
    }
}
