import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGPathStrokingTests {
    func line() -> CGMutablePath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        return path
    }

    func corner() -> CGMutablePath {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        return path
    }

    func stroke(_ path: CGPath, cap: CGLineCap = .butt, join: CGLineJoin = .miter, miterLimit: CGFloat = 10) -> CGPath {
        path.copy(strokingWithWidth: 2, lineCap: cap, lineJoin: join, miterLimit: miterLimit)
    }

    @Test func strokeCoversHalfTheWidthOnEachSide() {
        let outline = stroke(line())
        #expect(outline.contains(CGPoint(x: 5, y: 0.9)))
        #expect(outline.contains(CGPoint(x: 5, y: -0.9)))
        #expect(!outline.contains(CGPoint(x: 5, y: 1.1)))
    }

    @Test func buttCapsStopAtTheEndPoints() {
        #expect(!stroke(line(), cap: .butt).contains(CGPoint(x: -0.5, y: 0)))
    }

    @Test func squareCapsExtendHalfTheWidthBeyondTheEnds() {
        let outline = stroke(line(), cap: .square)
        #expect(outline.contains(CGPoint(x: -0.9, y: 0.9)))
        #expect(outline.contains(CGPoint(x: 10.9, y: -0.9)))
        #expect(!outline.contains(CGPoint(x: -1.1, y: 0)))
    }

    @Test func roundCapsAreHalfDiscs() {
        let outline = stroke(line(), cap: .round)
        #expect(outline.contains(CGPoint(x: -0.9, y: 0)))
        #expect(!outline.contains(CGPoint(x: -0.8, y: 0.8)))
    }

    @Test func miterJoinsFillTheOuterCorner() {
        #expect(stroke(corner(), join: .miter).contains(CGPoint(x: 10.9, y: -0.9)))
    }

    @Test func bevelJoinsCutTheOuterCorner() {
        let outline = stroke(corner(), join: .bevel)
        #expect(outline.contains(CGPoint(x: 10.4, y: -0.4)))
        #expect(!outline.contains(CGPoint(x: 10.9, y: -0.9)))
    }

    @Test func roundJoinsRoundTheOuterCorner() {
        let outline = stroke(corner(), join: .round)
        #expect(outline.contains(CGPoint(x: 10.6, y: -0.6)))
        #expect(!outline.contains(CGPoint(x: 10.9, y: -0.9)))
    }

    @Test func miterJoinsBeyondTheMiterLimitBecomeBevels() {
        #expect(!stroke(corner(), join: .miter, miterLimit: 1.2).contains(CGPoint(x: 10.9, y: -0.9)))
    }

    @Test func everyPieceTurnsTheSameWaySoOverlapsStayFilled() {
        // Where a closed square's edges and joins overlap, the winding number
        // must not cancel out.
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let outline = stroke(square)
        for point in [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0.5, y: 9.5), CGPoint(x: -0.9, y: -0.9)] {
            #expect(outline.contains(point, using: .winding), "\(point)")
        }
        #expect(!outline.contains(CGPoint(x: 5, y: 5)))
    }

    @Test func curvesAreStrokedAlongTheirLength() {
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        let outline = stroke(circle)
        #expect(outline.contains(CGPoint(x: 7.07 + 0.5, y: 7.07 + 0.5)))
        #expect(!outline.contains(CGPoint(x: 0, y: 0)))
        #expect(!outline.contains(CGPoint(x: 0, y: 11.5)))
    }

    @Test func aZeroLengthSubpathWithRoundCapsIsADot() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 5, y: 5))
        path.addLine(to: CGPoint(x: 5, y: 5))
        #expect(stroke(path, cap: .round).contains(CGPoint(x: 5.5, y: 5)))
        #expect(stroke(path, cap: .butt).isEmpty)
    }

    @Test func aLoneMoveStrokesNothing() {
        let path = CGMutablePath()
        path.move(to: .zero)
        #expect(stroke(path, cap: .round).isEmpty)
    }

    @Test func aNonPositiveWidthGivesAnEmptyPath() {
        #expect(line().copy(strokingWithWidth: 0, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
        #expect(line().copy(strokingWithWidth: -2, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
        #expect(line().copy(strokingWithWidth: .nan, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
    }

    @Test func theTransformAppliesToTheOutline() {
        let outline = line().copy(
            strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
            transform: CGAffineTransform(translationX: 0, y: 100))
        #expect(outline.contains(CGPoint(x: 5, y: 100.5)))
        #expect(!outline.contains(CGPoint(x: 5, y: 0.5)))
    }
}
