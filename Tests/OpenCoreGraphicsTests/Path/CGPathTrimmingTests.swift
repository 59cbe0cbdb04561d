import Foundation
@_spi(Cairo) import OpenCoreGraphics
import Testing

/// `CGPath.trimmed(from:to:)`: the part of a path between two fractions of
/// its whole length (a shape layer's `strokeStart` and `strokeEnd`).
@Suite struct CGPathTrimmingTests {
    private func line(_ length: CGFloat) -> CGPath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: length, y: 0))
        return path
    }

    @Test func theMiddleHalfOfALineIsItsMiddle() {
        let trimmed = line(40).trimmed(from: 0.25, to: 0.75)
        #expect(trimmed.kinds == ["move", "line"])
        #expect(trimmed.boundingBoxOfPath == CGRect(x: 10, y: 0, width: 20, height: 0))
    }

    @Test func theLengthRunsOnAcrossSubpaths() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 0, y: 20))
        path.addLine(to: CGPoint(x: 30, y: 20))
        let trimmed = path.trimmed(from: 0.5, to: 1)
        #expect(trimmed.kinds == ["move", "line"])
        #expect(trimmed.boundingBoxOfPath == CGRect(x: 10, y: 20, width: 20, height: 0))
    }

    @Test func curvesStayCurvesCutAtTheirArcLength() {
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        let half = circle.trimmed(from: 0, to: 0.5)
        #expect(half.kinds.allSatisfy { $0 == "move" || $0 == "curve" })
        let box = half.boundingBoxOfPath
        #expect(abs(box.height - 20) < 0.05 || abs(box.width - 20) < 0.05, "half a circle spans its diameter: \(box)")
        #expect(abs(box.width * box.height - 200) < 1, "and half of it across: \(box)")
    }

    @Test func anEmptyRangeOrAPathWithoutLengthLeavesNothing() {
        #expect(line(40).trimmed(from: 0.6, to: 0.4).isEmpty)
        #expect(line(0).trimmed(from: 0, to: 1).isEmpty)
    }
}
