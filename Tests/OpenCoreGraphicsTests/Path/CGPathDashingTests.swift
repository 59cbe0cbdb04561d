import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGPathDashingTests {
    func line(length: CGFloat = 10) -> CGMutablePath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: length, y: 0))
        return path
    }

    /// The (start, end) x-ranges of each dash of a horizontal line.
    func dashes(_ path: CGPath) -> [ClosedRange<CGFloat>] {
        var ranges: [ClosedRange<CGFloat>] = []
        var start: CGFloat = 0
        for segment in path.segments {
            switch segment {
            case .move(let p): start = p.x
            case .line(let p): ranges.append(start...p.x)
            default: break
            }
        }
        return ranges
    }

    @Test func dashesAlternateOnAndOffFromTheStart() {
        #expect(dashes(line().copy(dashingWithPhase: 0, lengths: [2, 3])) == [0...2, 5...7])
    }

    @Test func thePhaseStartsPartWayIntoThePattern() {
        #expect(dashes(line().copy(dashingWithPhase: 1, lengths: [2, 3])) == [0...1, 4...6, 9...10])
    }

    @Test func anOddLengthPatternRepeatsWithRolesSwapped() {
        #expect(dashes(line().copy(dashingWithPhase: 0, lengths: [2])) == [0...2, 4...6, 8...10])
    }

    @Test func aDashContinuesAcrossACorner() {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 2, y: 0), CGPoint(x: 2, y: 2)])
        let dashed = path.copy(dashingWithPhase: 0, lengths: [3, 1])
        #expect(dashed.segments.prefix(3) == [
            .move(to: .zero), .line(to: CGPoint(x: 2, y: 0)), .line(to: CGPoint(x: 2, y: 1)),
        ])
    }

    @Test func theClosingSegmentIsDashedToo() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        let dashed = square.copy(dashingWithPhase: 0, lengths: [15, 100])
        // 15 units: the first three sides (12) and 3 of the closing side.
        #expect(isClose(dashed.currentPoint, CGPoint(x: 0, y: 1)))
        #expect(!dashed.segments.contains(.closeSubpath))
    }

    @Test func curvesStayCurvesSplitAtArcLength() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 10 / 3, y: 0), control2: CGPoint(x: 20 / 3, y: 0))
        let dashed = path.copy(dashingWithPhase: 0, lengths: [5, 5])
        #expect(dashed.kinds == ["move", "curve"])
        #expect(isClose(dashed.currentPoint, CGPoint(x: 5, y: 0), tolerance: 0.01))
    }

    @Test func dashedCurvePiecesLieOnTheOriginalCurve() {
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        let dashed = circle.copy(dashingWithPhase: 0, lengths: [3, 2])
        for segment in dashed.segments {
            guard let end = segment.endPoint else { continue }
            #expect(abs((end.x * end.x + end.y * end.y).squareRoot() - 10) < 0.01)
        }
        #expect(dashed.kinds.filter { $0 == "move" }.count > 10)
    }

    @Test func zeroLengthDashesBecomeZeroLengthSubpaths() {
        let dashed = line(length: 4).copy(dashingWithPhase: 0, lengths: [0, 2])
        #expect(dashed.segments == [
            .move(to: .zero), .line(to: .zero),
            .move(to: CGPoint(x: 2, y: 0)), .line(to: CGPoint(x: 2, y: 0)),
            .move(to: CGPoint(x: 4, y: 0)), .line(to: CGPoint(x: 4, y: 0)),
        ])
    }

    @Test func thePatternRestartsAtEverySubpath() {
        let path = line(length: 3)
        path.move(to: CGPoint(x: 0, y: 5))
        path.addLine(to: CGPoint(x: 3, y: 5))
        let dashed = path.copy(dashingWithPhase: 0, lengths: [2, 2])
        #expect(dashed.segments.filter { $0.kind == "move" } == [.move(to: .zero), .move(to: CGPoint(x: 0, y: 5))])
    }

    @Test func anInvalidPatternLeavesThePathUnchanged() {
        let path = line()
        #expect(path.copy(dashingWithPhase: 0, lengths: []) == path)
        #expect(path.copy(dashingWithPhase: 0, lengths: [0, 0]) == path)
        #expect(path.copy(dashingWithPhase: 0, lengths: [2, -1]) == path)
        #expect(path.copy(dashingWithPhase: 0, lengths: [2, .nan]) == path)
    }

    @Test func theTransformAppliesToTheDashes() {
        let dashed = line().copy(
            dashingWithPhase: 0, lengths: [2, 3], transform: CGAffineTransform(translationX: 0, y: 7))
        #expect(dashed.segments.first == .move(to: CGPoint(x: 0, y: 7)))
    }
}
