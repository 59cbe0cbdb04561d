import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGPathBoundingBoxTests {
    func bulgingCurve() -> CGMutablePath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 2, y: 0), control1: CGPoint(x: 0, y: 2), control2: CGPoint(x: 2, y: 2))
        return path
    }

    @Test func boundingBoxIncludesControlPoints() {
        #expect(bulgingCurve().boundingBox == CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test func boundingBoxOfPathIncludesOnlyTheCurveItself() {
        #expect(isClose(bulgingCurve().boundingBoxOfPath, CGRect(x: 0, y: 0, width: 2, height: 1.5)))
    }

    @Test func emptyPathHasANullBoundingBox() {
        #expect(CGMutablePath().boundingBox.isNull)
        #expect(CGMutablePath().boundingBoxOfPath.isNull)
    }

    @Test func quadraticCurveBoundsUseItsExtremum() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1, y: 2))
        #expect(path.boundingBox.height == 2)
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 2, height: 1)))
    }
}
