import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGPathContainsTests {
    let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)

    /// Two nested squares turning the same way: winding 2 in the middle.
    func nestedSquares() -> CGMutablePath {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        return path
    }

    @Test func rectangleContainsItsCenter() {
        #expect(square.contains(CGPoint(x: 5, y: 5)))
    }

    @Test func rectangleDoesNotContainAnOutsidePoint() {
        #expect(!square.contains(CGPoint(x: 11, y: 5)))
        #expect(!square.contains(CGPoint(x: 5, y: -1)))
    }

    @Test func windingRuleFillsTheInsideOfNestedSameDirectionSquares() {
        #expect(nestedSquares().contains(CGPoint(x: 5, y: 5), using: .winding))
    }

    @Test func evenOddRuleLeavesAHoleInNestedSquares() {
        #expect(!nestedSquares().contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(nestedSquares().contains(CGPoint(x: 1, y: 1), using: .evenOdd))
    }

    @Test func openSubpathsAreImplicitlyClosed() {
        let triangle = CGMutablePath()
        triangle.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        #expect(triangle.contains(CGPoint(x: 2, y: 2)))
        #expect(!triangle.contains(CGPoint(x: 8, y: 8)))
    }

    @Test func theTransformAppliesToThePoint() {
        let shift = CGAffineTransform(translationX: -10, y: -10)
        #expect(square.contains(CGPoint(x: 15, y: 15), transform: shift))
        #expect(!square.contains(CGPoint(x: 5, y: 5), transform: shift))
    }

    @Test func curvesAreFollowedNotTheirControlPolygon() {
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        #expect(circle.contains(CGPoint(x: 9.9, y: 0)))
        #expect(!circle.contains(CGPoint(x: 7.2, y: 7.2)))
        #expect(circle.contains(CGPoint(x: 7, y: 7)))
    }

    @Test func aNonFinitePointIsNeverInside() {
        #expect(!square.contains(CGPoint(x: CGFloat.nan, y: 5)))
        #expect(!square.contains(CGPoint(x: CGFloat.infinity, y: 5)))
    }

    @Test func anEmptyPathContainsNothing() {
        #expect(!CGMutablePath().contains(.zero))
    }
}
