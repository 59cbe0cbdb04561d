import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGPathIsRectTests {
    @Test func aRectanglePathIsARectAndReportsIt() {
        var rect = CGRect.null
        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func aRectangleDrawnBackwardsFromAnotherCornerIsARect() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 4, y: 6), CGPoint(x: 4, y: 2), CGPoint(x: 1, y: 2), CGPoint(x: 1, y: 6)])
        path.closeSubpath()
        var rect = CGRect.null
        #expect(path.isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func aRectangleThatReturnsToItsStartWithoutClosingIsARect() {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 2, y: 0), CGPoint(x: 2, y: 2), CGPoint(x: 0, y: 2), .zero])
        #expect(path.isRect(nil))
    }

    @Test func aRotatedSquareIsNotARect() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 2, height: 2), transform: CGAffineTransform(rotationAngle: 0.3))
        #expect(!path.isRect(nil))
    }

    @Test func twoRectanglesAreNotARect() {
        let path = CGMutablePath()
        path.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 3, y: 3, width: 1, height: 1)])
        #expect(!path.isRect(nil))
    }

    @Test func anEllipseIsNotARect() {
        #expect(!CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil).isRect(nil))
    }

    @Test func anEmptyPathIsNotARect() {
        #expect(!CGMutablePath().isRect(nil))
    }

    @Test func aNonRectangularQuadrilateralIsNotARect() {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 2, y: 0), CGPoint(x: 3, y: 2), CGPoint(x: 0, y: 2)])
        path.closeSubpath()
        #expect(!path.isRect(nil))
    }
}
