import Foundation

extension BarGlyph {
    /// A glyph's outline in a unit square (y down): what is filled, what
    /// is stroked, and the stroke's width in points.
    struct Shape {
        var fill: UIBezierPath?
        var stroke: UIBezierPath?
        var lineWidth: CGFloat = 2
    }

    /// The glyph's outline.
    @MainActor
    func shape() -> Shape {
        switch self {
        case .backChevron: Shape(stroke: Self.polyline([(0.85, 0.06), (0.15, 0.5), (0.85, 0.94)]), lineWidth: 3)
        case .plus: Shape(stroke: Self.lines([[(0.5, 0.08), (0.5, 0.92)], [(0.08, 0.5), (0.92, 0.5)]]), lineWidth: 2.2)
        case .close: Shape(stroke: Self.lines([[(0.35, 0.35), (0.65, 0.65)], [(0.65, 0.35), (0.35, 0.65)]]), lineWidth: 2.4)
        case .xmark: Shape(stroke: Self.lines([[(0.15, 0.15), (0.85, 0.85)], [(0.85, 0.15), (0.15, 0.85)]]))
        case .magnifier: Shape(stroke: Self.magnifier())
        case .share: Shape(stroke: Self.share())
        case .trash: Shape(stroke: Self.trash())
        case .book: Shape(stroke: Self.book(), lineWidth: 1.6)
        case .refresh: Shape(stroke: Self.refresh())
        case .play: Shape(fill: Self.polygon([(0.22, 0.1), (0.9, 0.5), (0.22, 0.9)]))
        case .pause: Shape(fill: Self.polygons([[(0.2, 0.1), (0.4, 0.1), (0.4, 0.9), (0.2, 0.9)],
                                               [(0.6, 0.1), (0.8, 0.1), (0.8, 0.9), (0.6, 0.9)]]))
        case .rewind: Shape(fill: Self.polygons([[(0.5, 0.2), (0.04, 0.5), (0.5, 0.8)], [(0.96, 0.2), (0.5, 0.5), (0.96, 0.8)]]))
        case .fastForward: Shape(fill: Self.polygons([[(0.04, 0.2), (0.5, 0.5), (0.04, 0.8)], [(0.5, 0.2), (0.96, 0.5), (0.5, 0.8)]]))
        case .dots: Shape(fill: Self.dots())
        case .star: Shape(fill: Self.star())
        case .clock: Shape(stroke: Self.clock())
        case .person: Shape(fill: Self.person())
        case .arrowDown: Shape(stroke: Self.lines([[(0.5, 0.08), (0.5, 0.72)], [(0.26, 0.5), (0.5, 0.74), (0.74, 0.5)],
                                                   [(0.12, 0.92), (0.88, 0.92)]]))
        case .list: Shape(stroke: Self.list())
        }
    }

    private static func point(_ p: (CGFloat, CGFloat)) -> CGPoint { CGPoint(x: p.0, y: p.1) }

    private static func polyline(_ points: [(CGFloat, CGFloat)]) -> UIBezierPath {
        lines([points])
    }

    private static func lines(_ runs: [[(CGFloat, CGFloat)]]) -> UIBezierPath {
        let path = UIBezierPath()
        for run in runs {
            guard let first = run.first else { continue }
            path.move(to: point(first))
            for p in run.dropFirst() { path.addLine(to: point(p)) }
        }
        return path
    }

    private static func polygon(_ points: [(CGFloat, CGFloat)]) -> UIBezierPath {
        polygons([points])
    }

    private static func polygons(_ shapes: [[(CGFloat, CGFloat)]]) -> UIBezierPath {
        let closed = UIBezierPath()
        for shape in shapes {
            let single = lines([shape])
            single.close()
            closed.append(single)
        }
        return closed
    }

    private static func magnifier() -> UIBezierPath {
        let path = UIBezierPath(ovalIn: CGRect(x: 0.1, y: 0.1, width: 0.6, height: 0.6))
        path.append(lines([[(0.62, 0.62), (0.9, 0.9)]]))
        return path
    }

    private static func share() -> UIBezierPath {
        lines([[(0.32, 0.38), (0.16, 0.38), (0.16, 0.95), (0.84, 0.95), (0.84, 0.38), (0.68, 0.38)],
               [(0.5, 0.05), (0.5, 0.62)], [(0.32, 0.22), (0.5, 0.05), (0.68, 0.22)]])
    }

    private static func trash() -> UIBezierPath {
        lines([[(0.1, 0.2), (0.9, 0.2)], [(0.36, 0.2), (0.36, 0.07), (0.64, 0.07), (0.64, 0.2)],
               [(0.2, 0.2), (0.26, 0.95), (0.74, 0.95), (0.8, 0.2)], [(0.42, 0.38), (0.42, 0.78)], [(0.58, 0.38), (0.58, 0.78)]])
    }

    private static func book() -> UIBezierPath {
        lines([[(0.5, 0.2), (0.08, 0.1), (0.08, 0.8), (0.5, 0.9), (0.92, 0.8), (0.92, 0.1), (0.5, 0.2)], [(0.5, 0.2), (0.5, 0.9)]])
    }

    private static func refresh() -> UIBezierPath {
        let path = UIBezierPath(
            arcCenter: CGPoint(x: 0.5, y: 0.55), radius: 0.36, startAngle: -.pi / 2, endAngle: .pi * 1.2, clockwise: true)
        path.append(lines([[(0.38, 0.06), (0.52, 0.19), (0.38, 0.32)]]))
        return path
    }

    private static func dots() -> UIBezierPath {
        let path = UIBezierPath()
        for x in [0.18, 0.5, 0.82] as [CGFloat] {
            path.append(UIBezierPath(ovalIn: CGRect(x: x - 0.08, y: 0.42, width: 0.16, height: 0.16)))
        }
        return path
    }

    private static func star() -> UIBezierPath {
        let points = (0..<10).map { i -> (CGFloat, CGFloat) in
            let radius: CGFloat = i.isMultiple(of: 2) ? 0.48 : 0.2
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            return (0.5 + radius * cos(angle), 0.53 + radius * sin(angle))
        }
        return polygon(points)
    }

    private static func clock() -> UIBezierPath {
        let path = UIBezierPath(ovalIn: CGRect(x: 0.06, y: 0.06, width: 0.88, height: 0.88))
        path.append(lines([[(0.5, 0.22), (0.5, 0.5), (0.7, 0.62)]]))
        return path
    }

    private static func person() -> UIBezierPath {
        let path = UIBezierPath(ovalIn: CGRect(x: 0.3, y: 0.06, width: 0.4, height: 0.4))
        let body = UIBezierPath()
        body.move(to: CGPoint(x: 0.1, y: 0.95))
        body.addCurve(to: CGPoint(x: 0.9, y: 0.95), controlPoint1: CGPoint(x: 0.1, y: 0.48), controlPoint2: CGPoint(x: 0.9, y: 0.48))
        body.close()
        path.append(body)
        return path
    }

    private static func list() -> UIBezierPath {
        let path = lines([[(0.32, 0.22), (0.92, 0.22)], [(0.32, 0.5), (0.92, 0.5)], [(0.32, 0.78), (0.92, 0.78)]])
        for y in [0.22, 0.5, 0.78] as [CGFloat] {
            path.append(UIBezierPath(ovalIn: CGRect(x: 0.06, y: y - 0.05, width: 0.1, height: 0.1)))
        }
        return path
    }
}
