import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGMutablePathTests {
    @Test func newPathIsEmptyWithCurrentPointAtOrigin() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
    }

    @Test func moveStartsASubpathAndSetsTheCurrentPoint() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        #expect(path.segments == [.move(to: CGPoint(x: 1, y: 2))])
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    }

    @Test func moveAppliesItsTransform() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2), transform: CGAffineTransform(translationX: 10, y: 0))
        #expect(path.currentPoint == CGPoint(x: 11, y: 2))
    }

    @Test func addLineAppendsALine() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 3, y: 4))
        #expect(path.segments.last == .line(to: CGPoint(x: 3, y: 4)))
        #expect(path.currentPoint == CGPoint(x: 3, y: 4))
    }

    @Test func addQuadCurveAppendsAQuadraticCurve() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1, y: 1))
        #expect(path.segments.last == .quadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1, y: 1)))
    }

    @Test func addCurveAppendsACubicCurveWithControlsInOrder() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 3, y: 0), control1: CGPoint(x: 1, y: 1), control2: CGPoint(x: 2, y: 1))
        #expect(path.segments.last == .curve(to: CGPoint(x: 3, y: 0), control1: CGPoint(x: 1, y: 1), control2: CGPoint(x: 2, y: 1)))
    }

    @Test func closeSubpathReturnsTheCurrentPointToTheSubpathStart() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.closeSubpath()
        #expect(path.segments.last == .closeSubpath)
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
    }

    @Test func closingTwiceAddsOneClose() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 0))
        path.closeSubpath()
        path.closeSubpath()
        #expect(path.kinds == ["move", "line", "close"])
    }

    @Test func addRectMakesAClosedRectangleFromTheMinimumCorner() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.segments == [
            .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 4, y: 2)), .line(to: CGPoint(x: 4, y: 6)),
            .line(to: CGPoint(x: 1, y: 6)), .closeSubpath,
        ])
    }

    @Test func addRectStandardizesNegativeSizes() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 4, y: 6, width: -3, height: -4))
        #expect(path.segments.first == .move(to: CGPoint(x: 1, y: 2)))
    }

    @Test func addRectsAddsOneSubpathPerRectangle() {
        let path = CGMutablePath()
        path.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 2, y: 2, width: 1, height: 1)])
        #expect(path.kinds.filter { $0 == "move" }.count == 2)
        #expect(path.kinds.filter { $0 == "close" }.count == 2)
    }

    @Test func addLinesMakesAnOpenPolyline() {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)])
        #expect(path.kinds == ["move", "line", "line"])
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
    }

    @Test func addLinesWithNoPointsAddsNothing() {
        let path = CGMutablePath()
        path.addLines(between: [])
        #expect(path.isEmpty)
    }

    @Test func addEllipseMakesFourCurvesFromTheRightMiddle() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(path.kinds == ["move", "curve", "curve", "curve", "curve", "close"])
        #expect(path.segments.first == .move(to: CGPoint(x: 4, y: 1)))
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 4, height: 2)))
    }

    @Test func addRoundedRectKeepsTheRectangleBounds() {
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 6), cornerWidth: 2, cornerHeight: 2)
        #expect(path.kinds.filter { $0 == "curve" }.count == 4)
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 6)))
    }

    @Test func addRoundedRectWithZeroCornersIsAPlainRectangle() {
        let rounded = CGMutablePath()
        rounded.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 6), cornerWidth: 0, cornerHeight: 0)
        let plain = CGMutablePath()
        plain.addRect(CGRect(x: 0, y: 0, width: 10, height: 6))
        #expect(rounded == plain)
    }

    @Test func addRelativeArcDrawsALineToTheArcStartWhenThereIsACurrentPoint() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addRelativeArc(center: CGPoint(x: 5, y: 0), radius: 1, startAngle: 0, delta: .pi / 2)
        #expect(path.kinds == ["move", "line", "curve"])
        #expect(isClose(path.currentPoint, CGPoint(x: 5, y: 1)))
    }

    @Test func addPathAppendsTransformedElements() {
        let source = CGMutablePath()
        source.move(to: .zero)
        source.addLine(to: CGPoint(x: 1, y: 0))
        let path = CGMutablePath()
        path.addPath(source, transform: CGAffineTransform(translationX: 0, y: 5))
        #expect(path.segments == [.move(to: CGPoint(x: 0, y: 5)), .line(to: CGPoint(x: 1, y: 5))])
    }

    @Test func pathsWithTheSameElementsAreEqual() {
        let a = CGMutablePath(), b = CGMutablePath()
        for path in [a, b] {
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 1, y: 1))
        }
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
    }

    @Test func pathsWithDifferentElementsAreNotEqual() {
        let a = CGMutablePath(), b = CGMutablePath()
        a.move(to: .zero)
        b.move(to: CGPoint(x: 0, y: 1))
        #expect(a != b)
    }

    @Test func copyIsEqualAndIndependentOfLaterChanges() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        let copy = path.copy()!
        #expect(copy == path)
        path.move(to: CGPoint(x: 5, y: 5))
        #expect(copy != path)
    }

    @Test func mutableCopyUsingATransformMovesEveryPoint() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        var t = CGAffineTransform(scaleX: 2, y: 3)
        let copy = path.mutableCopy(using: &t)!
        #expect(copy.currentPoint == CGPoint(x: 2, y: 3))
    }

    @Test func applyWithBlockVisitsElementsWithCoreGraphicsPointOrder() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 3, y: 0), control1: CGPoint(x: 1, y: 1), control2: CGPoint(x: 2, y: 1))
        var visited: [(CGPathElementType, CGPoint)] = []
        path.applyWithBlock { element in
            let last = element.pointee.type == .addCurveToPoint ? element.pointee.points[2] : element.pointee.points[0]
            visited.append((element.pointee.type, last))
        }
        #expect(visited.map(\.0) == [.moveToPoint, .addCurveToPoint])
        #expect(visited[1].1 == CGPoint(x: 3, y: 0))
    }

    @Test func rectInitialiserMakesARectanglePath() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
        #expect(path.kinds == ["move", "line", "line", "line", "close"])
    }

    @Test func ellipseInitialiserMakesAnEllipsePath() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
        #expect(path.kinds.filter { $0 == "curve" }.count == 4)
    }
}
