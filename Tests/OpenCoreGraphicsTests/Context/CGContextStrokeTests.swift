import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGContextStrokeTests {
    /// Columns painted on row `row` (from the top).
    func paintedColumns(_ context: CGContext, row: Int) -> [Int] {
        (0..<context.width).filter { context.pixelAt($0, row).alpha > 0 }
    }

    @Test func aLineStraddlesThePathByHalfItsWidth() {
        let context = makeContext(width: 16, height: 16)
        context.setLineWidth(4)
        context.move(to: CGPoint(x: 8, y: 0))
        context.addLine(to: CGPoint(x: 8, y: 16))
        context.strokePath()
        #expect(paintedColumns(context, row: 8) == [6, 7, 8, 9])
        #expect(context.pixelAt(6, 8) == .black)
    }

    @Test func theDefaultLineWidthIsOne() {
        let context = makeContext(width: 8, height: 8)
        context.move(to: CGPoint(x: 3.5, y: 0))
        context.addLine(to: CGPoint(x: 3.5, y: 8))
        context.strokePath()
        #expect(paintedColumns(context, row: 4) == [3])
    }

    @Test func lineWidthIsScaledByTheCTM() {
        let context = makeContext(width: 16, height: 16)
        context.scaleBy(x: 2, y: 2)
        context.setLineWidth(2)
        context.move(to: CGPoint(x: 4, y: 0))
        context.addLine(to: CGPoint(x: 4, y: 8))
        context.strokePath()
        #expect(paintedColumns(context, row: 8) == [6, 7, 8, 9])
    }

    @Test func strokingARectDrawsItsOutlineOnly() {
        let context = makeContext(width: 16, height: 16)
        context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(2)
        context.stroke(CGRect(x: 4, y: 4, width: 8, height: 8))
        #expect(context.pixelAt(3, 8) == .red && context.pixelAt(4, 8) == .red)
        #expect(context.pixelAt(8, 8) == .clear)
    }

    @Test func strokeWithWidthLeavesTheStateLineWidthAlone() {
        let context = makeContext(width: 16, height: 16)
        context.stroke(CGRect(x: 4, y: 4, width: 8, height: 8), width: 4)
        #expect(context.pixelAt(2, 8) == .black)
        context.move(to: CGPoint(x: 0.5, y: 14))
        context.addLine(to: CGPoint(x: 15.5, y: 14))
        context.beginPath()
        context.move(to: CGPoint(x: 14.5, y: 0))
        context.addLine(to: CGPoint(x: 14.5, y: 16))
        context.strokePath()
        #expect(paintedColumns(context, row: 1) == [14])
    }

    @Test func squareCapsExtendPastTheEnds() {
        let context = makeContext(width: 16, height: 4)
        context.setLineWidth(2)
        context.setLineCap(.square)
        context.move(to: CGPoint(x: 4, y: 2))
        context.addLine(to: CGPoint(x: 12, y: 2))
        context.strokePath()
        #expect(paintedColumns(context, row: 1) == Array(3..<13))
    }

    @Test func dashesLeaveGaps() {
        let context = makeContext(width: 16, height: 2)
        context.setLineWidth(2)
        context.setLineDash(phase: 0, lengths: [2, 2])
        context.move(to: CGPoint(x: 0, y: 1))
        context.addLine(to: CGPoint(x: 16, y: 1))
        context.strokePath()
        #expect(paintedColumns(context, row: 0) == [0, 1, 4, 5, 8, 9, 12, 13])
    }

    @Test func anEmptyDashArrayDrawsSolidLines() {
        let context = makeContext(width: 8, height: 2)
        context.setLineWidth(2)
        context.setLineDash(phase: 0, lengths: [2, 2])
        context.setLineDash(phase: 0, lengths: [])
        context.move(to: CGPoint(x: 0, y: 1))
        context.addLine(to: CGPoint(x: 8, y: 1))
        context.strokePath()
        #expect(paintedColumns(context, row: 0) == Array(0..<8))
    }

    @Test func strokeLineSegmentsDrawsSeparateSegments() {
        let context = makeContext(width: 8, height: 8)
        context.setLineWidth(2)
        context.strokeLineSegments(between: [
            CGPoint(x: 0, y: 1), CGPoint(x: 2, y: 1), CGPoint(x: 6, y: 1), CGPoint(x: 8, y: 1), CGPoint(x: 4, y: 4),
        ])
        #expect(paintedColumns(context, row: 7) == [0, 1, 6, 7])
    }

    @Test func aZeroLineWidthDrawsAOnePixelHairline() {
        let context = makeContext(width: 8, height: 8)
        context.scaleBy(x: 4, y: 4)
        context.setLineWidth(0)
        context.move(to: CGPoint(x: 0.875, y: 0))
        context.addLine(to: CGPoint(x: 0.875, y: 2))
        context.strokePath()
        #expect(paintedColumns(context, row: 4) == [3])
    }

    @Test func theStrokeOutlineFilledMatchesTheStroke() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 2, y: 2), CGPoint(x: 12, y: 2), CGPoint(x: 12, y: 12)])
        let stroked = makeContext(width: 16, height: 16)
        stroked.setLineWidth(2)
        stroked.setLineJoin(.miter)
        stroked.addPath(path)
        stroked.strokePath()
        let filled = makeContext(width: 16, height: 16)
        filled.addPath(path.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10))
        filled.fillPath()
        #expect(stroked.allPixels() == filled.allPixels())
    }
}
