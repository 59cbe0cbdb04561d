import Foundation
import Testing
import UIKit

@Suite struct UIBezierPathTests {
    @Test func aNewPathIsEmptyWithUIKitsDefaults() {
        let path = UIBezierPath()
        #expect(path.isEmpty)
        #expect(path.lineWidth == 1)
        #expect(path.lineCapStyle == .butt)
        #expect(path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10)
        #expect(path.flatness == 0.6)
        #expect(path.usesEvenOddFillRule == false)
        #expect(path.currentPoint == .zero)
        #expect(path.bounds.isNull)
    }

    @Test func aRectangleFillsItsArea() {
        let image = drawImage(CGSize(width: 10, height: 10)) { _ in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 2, y: 1, width: 4, height: 3)).fill()
        }
        let cg = image.cgImage!
        expectPixel(cg, 2, 1, .red)
        expectPixel(cg, 5, 3, .red)
        expectPixel(cg, 6, 3, .clear)
        expectPixel(cg, 2, 4, .clear)
    }

    @Test func strokingUsesTheLineWidthCentredOnThePath() {
        let image = drawImage(CGSize(width: 12, height: 12)) { _ in
            UIColor.blue.setStroke()
            let path = UIBezierPath(rect: CGRect(x: 3, y: 3, width: 6, height: 6))
            path.lineWidth = 2
            path.stroke()
        }
        let cg = image.cgImage!
        expectPixel(cg, 2, 5, .blue)
        expectPixel(cg, 3, 5, .blue)
        expectPixel(cg, 4, 5, .clear)
        expectPixel(cg, 1, 5, .clear)
        expectPixel(cg, 6, 6, .clear)
    }

    @Test func strokingDoesNotChangeTheContextsLineWidth() {
        _ = drawImage(CGSize(width: 4, height: 4)) { context in
            let path = UIBezierPath(rect: CGRect(x: 100, y: 100, width: 2, height: 2))
            path.lineWidth = 3
            path.stroke()
            UIColor.red.setStroke()
            context.stroke(CGRect(x: 0.5, y: 0.5, width: 3, height: 3))
            let cg = context.currentImage.cgImage!
            expectPixel(cg, 0, 0, .red)
            expectPixel(cg, 1, 1, .clear)
        }
    }

    @Test func theEvenOddRuleLeavesANestedHole() {
        func draw(evenOdd: Bool) -> CGImage {
            drawImage(CGSize(width: 10, height: 10)) { _ in
                UIColor.green.setFill()
                let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
                path.append(UIBezierPath(rect: CGRect(x: 3, y: 3, width: 4, height: 4)))
                path.usesEvenOddFillRule = evenOdd
                path.fill()
            }.cgImage!
        }
        expectPixel(draw(evenOdd: true), 5, 5, .clear)
        expectPixel(draw(evenOdd: true), 1, 1, .green)
        expectPixel(draw(evenOdd: false), 5, 5, .green)
    }

    @Test func containsFollowsTheFillRule() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.append(UIBezierPath(rect: CGRect(x: 3, y: 3, width: 4, height: 4)))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 5, y: 5)))
        #expect(path.contains(CGPoint(x: 1, y: 1)))
        #expect(!path.contains(CGPoint(x: 11, y: 1)))
    }

    @Test func boundsIncludeControlPoints() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 0), controlPoint1: CGPoint(x: 2, y: 8), controlPoint2: CGPoint(x: 8, y: 8))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 10, height: 8))
        #expect(path.currentPoint == CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 20, y: 0), controlPoint: CGPoint(x: 15, y: -5))
        #expect(path.bounds == CGRect(x: 0, y: -5, width: 20, height: 13))
    }

    @Test func clockwiseArcsTurnClockwiseOnScreen() {
        // From 0 (right) to π/2 clockwise on screen passes through the bottom-right quarter.
        let path = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(path.currentPoint.x - 10) < 1e-9 && abs(path.currentPoint.y - 18) < 1e-9)
        path.addLine(to: CGPoint(x: 10, y: 10))
        path.close()
        #expect(path.contains(CGPoint(x: 14, y: 14)))
        #expect(!path.contains(CGPoint(x: 14, y: 6)))
        #expect(!path.contains(CGPoint(x: 6, y: 6)))
        let image = drawImage(CGSize(width: 20, height: 20)) { _ in
            UIColor.red.setFill()
            path.fill()
        }
        expectPixel(image.cgImage!, 14, 14, .red)
        expectPixel(image.cgImage!, 14, 6, .clear)
        expectPixel(image.cgImage!, 6, 14, .clear)
    }

    @Test func counterClockwiseArcsGoTheLongWayRound() {
        let path = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        path.addLine(to: CGPoint(x: 10, y: 10))
        path.close()
        #expect(!path.contains(CGPoint(x: 14, y: 14)))
        #expect(path.contains(CGPoint(x: 14, y: 6)))
        #expect(path.contains(CGPoint(x: 6, y: 6)))
        #expect(path.contains(CGPoint(x: 6, y: 14)))
    }

    @Test func addArcDrawsALineFromTheCurrentPoint() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(withCenter: CGPoint(x: 10, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
        let elements = path.cgPath.segments
        #expect(elements.first == .move(to: .zero))
        guard case .line(let lineEnd)? = elements.dropFirst().first else {
            Issue.record("no line to the arc's start: \(elements)")
            return
        }
        #expect(abs(lineEnd.x - 5) < 1e-9 && abs(lineEnd.y) < 1e-9)
        // Clockwise from π to 0 on screen goes over the top (y < 0).
        #expect(path.bounds.minY < -4)
        #expect(path.bounds.maxY < 1e-9)
    }

    @Test func roundedRectanglesCutTheirCornersInsideTheRectangle() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 20)
        let rounded = UIBezierPath(roundedRect: rect, cornerRadius: 6)
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)))
        #expect(!rounded.contains(CGPoint(x: 19, y: 19)))
        #expect(rounded.contains(CGPoint(x: 10, y: 10)))
        #expect(rounded.contains(CGPoint(x: 0.5, y: 10)))
        #expect(rounded.contains(CGPoint(x: 10, y: 0.5)))
        // Every point of the rounded rectangle lies in the rectangle.
        for y in stride(from: -1.5, through: 21.5, by: 1) {
            for x in stride(from: -1.5, through: 21.5, by: 1) where rounded.contains(CGPoint(x: x, y: y)) {
                #expect(rect.contains(CGPoint(x: x, y: y)))
            }
        }
        #expect(rounded.bounds == rect)
    }

    @Test func cornerRadiiBeyondHalfTheSideAreClamped() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 50)
        #expect(path.contains(CGPoint(x: 10, y: 5)))
        #expect(path.contains(CGPoint(x: 10, y: 0.5)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func onlyTheChosenCornersAreRounded() {
        let path = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: [.topLeft, .bottomRight],
            cornerRadii: CGSize(width: 8, height: 8))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 19, y: 1)))
        #expect(path.contains(CGPoint(x: 1, y: 19)))
        #expect(!path.contains(CGPoint(x: 19, y: 19)))
    }

    @Test func anOvalFillsTheEllipseInItsRectangle() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(path.contains(CGPoint(x: 10, y: 5)))
        #expect(path.contains(CGPoint(x: 1, y: 5)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func reversingTracesEachSubpathBackwards() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 12, y: 3), controlPoint2: CGPoint(x: 12, y: 7))
        path.lineWidth = 3
        let reversed = path.reversing()
        #expect(reversed.cgPath.segments == [
            .move(to: CGPoint(x: 10, y: 10)),
            .curve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 12, y: 7), control2: CGPoint(x: 12, y: 3)),
            .line(to: CGPoint(x: 0, y: 0)),
        ])
        #expect(reversed.lineWidth == 3)
        #expect(reversed.reversing().cgPath.segments == path.cgPath.segments)
    }

    @Test func reversingKeepsClosedSubpathsClosed() {
        let reversed = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2)).reversing()
        #expect(reversed.cgPath.segments == [
            .move(to: CGPoint(x: 0, y: 2)),
            .line(to: CGPoint(x: 4, y: 2)),
            .line(to: CGPoint(x: 4, y: 0)),
            .line(to: CGPoint(x: 0, y: 0)),
            .closeSubpath,
        ])
    }

    @Test func applyTransformsEveryPoint() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 3))
        path.apply(CGAffineTransform(translationX: 5, y: 1).scaledBy(x: 2, y: 2))
        #expect(path.bounds == CGRect(x: 5, y: 1, width: 4, height: 6))
    }

    @Test func removeAllPointsEmptiesThePathButKeepsAttributes() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 3))
        path.lineWidth = 4
        path.removeAllPoints()
        #expect(path.isEmpty)
        #expect(path.lineWidth == 4)
    }

    @Test func cgPathRoundTripsAndIsACopy() {
        let cgPath = CGMutablePath()
        cgPath.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        let path = UIBezierPath(cgPath: cgPath)
        cgPath.addRect(CGRect(x: 100, y: 100, width: 1, height: 1))
        #expect(path.bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
        path.cgPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test func copiesAreIndependent() throws {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2))
        path.lineWidth = 5
        let copy = try #require(path.copy() as? UIBezierPath)
        copy.addLine(to: CGPoint(x: 10, y: 10))
        #expect(copy.lineWidth == 5)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test func theLineDashIsStoredAndDrawn() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 1))
        path.addLine(to: CGPoint(x: 12, y: 1))
        path.lineWidth = 2
        let pattern: [CGFloat] = [3, 3]
        path.setLineDash(pattern, count: 2, phase: 0)
        var count = 0
        var phase: CGFloat = -1
        path.getLineDash(nil, count: &count, phase: &phase)
        #expect(count == 2)
        #expect(phase == 0)
        var lengths = [CGFloat](repeating: 0, count: count)
        path.getLineDash(&lengths, count: nil, phase: nil)
        #expect(lengths == [3, 3])
        let image = drawImage(CGSize(width: 12, height: 2)) { _ in
            UIColor.red.setStroke()
            path.stroke()
        }
        expectPixel(image.cgImage!, 1, 1, .red)
        expectPixel(image.cgImage!, 4, 1, .clear)
        expectPixel(image.cgImage!, 7, 1, .red)
    }

    @Test func fillAndStrokeWithAlphaBlend() {
        let image = drawImage(CGSize(width: 4, height: 4)) { _ in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 4)).fill(with: .normal, alpha: 0.5)
            UIBezierPath(rect: CGRect(x: 2, y: 0, width: 2, height: 4)).fill()
            UIBezierPath(rect: CGRect(x: 2, y: 0, width: 2, height: 2)).fill(with: .clear, alpha: 1)
        }
        expectPixel(image.cgImage!, 0, 0, DrawnPixel(255, 0, 0, 128), tolerance: 2)
        expectPixel(image.cgImage!, 3, 3, .red)
        expectPixel(image.cgImage!, 3, 0, .clear)
    }

    @Test func addClipLimitsLaterDrawing() {
        let image = drawImage(CGSize(width: 10, height: 10)) { context in
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).addClip()
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        expectPixel(image.cgImage!, 2, 2, .blue)
        expectPixel(image.cgImage!, 7, 7, .clear)
    }

    @Test func drawingWithoutAContextDoesNothing() {
        UIGraphicsPushContext(CGContext(
            data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        path.fill()
        path.stroke()
        path.fill(with: .normal, alpha: 1)
        path.stroke(with: .normal, alpha: 1)
        path.addClip()
        #expect(!path.isEmpty)
    }

    @Test func aDrawingOfSeveralShapesComposes() {
        let image = drawImage(CGSize(width: 60, height: 40), scale: 2) { _ in
            UIColor.systemYellow.setFill()
            UIBezierPath(roundedRect: CGRect(x: 2, y: 2, width: 26, height: 16), cornerRadius: 5).fill()
            UIColor.blue.setStroke()
            let oval = UIBezierPath(ovalIn: CGRect(x: 32, y: 2, width: 26, height: 16))
            oval.lineWidth = 2
            oval.stroke()
            UIColor.red.setFill()
            let wedge = UIBezierPath(arcCenter: CGPoint(x: 15, y: 30), radius: 8, startAngle: 0, endAngle: .pi * 1.5, clockwise: true)
            wedge.addLine(to: CGPoint(x: 15, y: 30))
            wedge.close()
            wedge.fill()
            let dashed = UIBezierPath()
            dashed.move(to: CGPoint(x: 32, y: 30))
            dashed.addLine(to: CGPoint(x: 58, y: 30))
            dashed.lineWidth = 3
            dashed.lineCapStyle = .round
            dashed.setLineDash([4, 4], count: 2, phase: 0)
            UIColor.black.setStroke()
            dashed.stroke()
        }
        let cg = image.cgImage!
        writeForInspection(cg, "bezier-shapes")
        expectPixel(cg, 30, 20, DrawnPixel(255, 204, 0), tolerance: 4)  // Rounded rectangle's middle.
        expectPixel(cg, 5, 5, .clear)  // Its cut corner.
        expectPixel(cg, 64, 20, .blue)  // The oval's left edge.
        expectPixel(cg, 90, 20, .clear)  // Inside the oval.
        expectPixel(cg, 36, 64, .red)  // The wedge's bottom-right quarter.
        expectPixel(cg, 36, 56, .clear)  // Its missing top-right quarter.
    }
}
