import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGMutablePathArcTests {
    @Test func counterClockwiseQuarterArcIsOneCurveFromStartToEnd() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(path.kinds == ["move", "curve"])
        #expect(path.segments.first == .move(to: CGPoint(x: 1, y: 0)))
        #expect(isClose(path.currentPoint, CGPoint(x: 0, y: 1)))
    }

    @Test func clockwiseArcToAGreaterAngleGoesTheLongWayRound() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(path.kinds == ["move", "curve", "curve", "curve"])
        #expect(isClose(path.currentPoint, CGPoint(x: 0, y: 1)))
        // The long way passes through the bottom of the circle.
        #expect(path.boundingBoxOfPath.minY < -0.99)
    }

    @Test func clockwiseArcToASmallerAngleIsShort() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: .pi / 2, endAngle: 0, clockwise: true)
        #expect(path.kinds == ["move", "curve"])
        #expect(isClose(path.currentPoint, CGPoint(x: 1, y: 0)))
    }

    @Test func fullCircleCounterClockwiseIsFourCurvesBackToTheStart() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 2, y: 2), radius: 2, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(path.kinds == ["move", "curve", "curve", "curve", "curve"])
        #expect(isClose(path.currentPoint, CGPoint(x: 4, y: 2)))
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 4, height: 4), tolerance: 1e-3))
    }

    @Test func fullCircleClockwiseIsFourCurvesBackToTheStart() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: -2 * .pi, clockwise: true)
        #expect(path.kinds == ["move", "curve", "curve", "curve", "curve"])
        #expect(isClose(path.currentPoint, CGPoint(x: 1, y: 0)))
    }

    @Test func arcPointsLieOnTheCircle() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0.3, endAngle: 2.9, clockwise: false)
        guard case .curve(let end, _, _)? = path.segments.last else {
            Issue.record("expected a curve")
            return
        }
        #expect(abs((end.x * end.x + end.y * end.y).squareRoot() - 10) < 1e-9)
    }

    @Test func arcAfterACurrentPointStartsWithALine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -5, y: 0))
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(path.kinds.prefix(2) == ["move", "line"])
    }

    @Test func tangentArcMeetsBothTangentLines() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        guard case .line(let lineEnd) = path.segments[1] else {
            Issue.record("expected a line to the arc's start")
            return
        }
        #expect(isClose(lineEnd, CGPoint(x: 8, y: 0)))
        #expect(isClose(path.currentPoint, CGPoint(x: 10, y: 2)))
    }

    @Test func tangentArcWithCollinearPointsIsALineToTheFirstTangentEnd() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 2)
        #expect(path.segments.last == .line(to: CGPoint(x: 5, y: 0)))
    }

    @Test func tangentArcWithZeroRadiusIsALineToTheCorner() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 5, y: 5), radius: 0)
        #expect(path.segments.last == .line(to: CGPoint(x: 5, y: 0)))
    }

    @Test func arcWithATransformIsTransformed() {
        let path = CGMutablePath()
        path.addArc(
            center: .zero, radius: 1, startAngle: 0, endAngle: .pi, clockwise: false,
            transform: CGAffineTransform(translationX: 10, y: 0))
        #expect(path.segments.first == .move(to: CGPoint(x: 11, y: 0)))
        #expect(isClose(path.currentPoint, CGPoint(x: 9, y: 0)))
    }
}
