import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGContextBadInputTests {
    let nan = CGFloat.nan
    let infinity = CGFloat.infinity

    func isBlank(_ context: CGContext) -> Bool {
        context.allPixels().joined().allSatisfy { $0 == .clear }
    }

    @Test func fillingARectWithNaNDrawsNothing() {
        let context = makeContext()
        context.fill(CGRect(x: nan, y: 0, width: 4, height: 4))
        context.fill(CGRect(x: 0, y: 0, width: nan, height: 4))
        #expect(isBlank(context))
    }

    @Test func aPathWithANaNPointDrawsNothing() {
        let context = makeContext()
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: nan, y: 4))
        context.addLine(to: CGPoint(x: 8, y: 8))
        context.fillPath()
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: infinity, y: 4))
        context.strokePath()
        #expect(isBlank(context))
    }

    @Test func fillingTheInfiniteRectFillsTheClip() {
        let context = makeContext()
        context.fill(CGRect.infinite)
        #expect(context.allPixels().joined().allSatisfy { $0 == .black })
    }

    @Test func hugeFiniteCoordinatesAreClampedNotCorrupted() {
        let context = makeContext()
        context.fill(CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))
        context.fill(CGRect(x: 0, y: 0, width: 1e12, height: 1e12))
        #expect(context.pixelAt(4, 4) == .black)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.pixelAt(0, 7) == .red)
    }

    @Test func negativeRectSizesAreStandardized() {
        let context = makeContext()
        context.fill(CGRect(x: 4, y: 4, width: -2, height: -2))
        #expect(context.pixelAt(2, 4) == .black && context.pixelAt(3, 5) == .black)
        #expect(context.allPixels().joined().filter { $0 == .black }.count == 4)
    }

    @Test func nonFiniteTransformsAreIgnored() {
        let context = makeContext()
        context.translateBy(x: nan, y: 1)
        context.scaleBy(x: infinity, y: 1)
        context.rotate(by: nan)
        context.concatenate(CGAffineTransform(a: nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(context.ctm == .identity)
    }

    @Test func aZeroScaleMakesDrawingInvisibleWithoutBreakingTheContext() {
        let context = makeContext()
        context.saveGState()
        context.scaleBy(x: 0, y: 0)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        context.stroke(CGRect(x: 0, y: 0, width: 8, height: 8))
        context.draw(makeQuadrantImage(), in: CGRect(x: 0, y: 0, width: 8, height: 8))
        context.drawLinearGradient(
            CGGradient(colorsSpace: nil, colors: [CGColor.black], locations: nil)!, start: .zero,
            end: CGPoint(x: 8, y: 0), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(isBlank(context))
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.pixelAt(0, 7) == .black)
    }

    @Test func nonFiniteLineWidthsAndMiterLimitsAreIgnored() {
        let context = makeContext(width: 8, height: 2)
        context.setLineWidth(2)
        context.setLineWidth(nan)
        context.setLineWidth(-3)
        context.setMiterLimit(infinity)
        context.move(to: CGPoint(x: 0, y: 1))
        context.addLine(to: CGPoint(x: 8, y: 1))
        context.strokePath()
        #expect(context.pixelAt(0, 0) == .black && context.pixelAt(0, 1) == .black)
    }

    @Test func drawingAnImageInANonFiniteOrEmptyRectDrawsNothing() {
        let context = makeContext()
        context.draw(makeQuadrantImage(), in: CGRect(x: nan, y: 0, width: 2, height: 2))
        context.draw(makeQuadrantImage(), in: CGRect(x: 0, y: 0, width: infinity, height: 2))
        context.draw(makeQuadrantImage(), in: CGRect(x: 0, y: 0, width: 0, height: 2))
        #expect(isBlank(context))
    }

    @Test func gradientsWithNonFiniteGeometryDrawNothing() {
        let context = makeContext()
        let gradient = CGGradient(colorsSpace: nil, colors: [CGColor.black, CGColor.white], locations: nil)!
        context.drawLinearGradient(gradient, start: CGPoint(x: nan, y: 0), end: .zero, options: [])
        context.drawRadialGradient(
            gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: infinity, options: [])
        #expect(isBlank(context))
    }

    @Test func nonFiniteShadowsAndClipsAreHandled() {
        let context = makeContext()
        context.setShadow(offset: CGSize(width: nan, height: 0), blur: 0, color: CGColor.black)
        context.clip(to: CGRect(x: nan, y: 0, width: 1, height: 1))
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(isBlank(context))
    }

    @Test func theContextKeepsWorkingAfterBadInput() {
        let context = makeContext()
        context.setLineDash(phase: nan, lengths: [1, 1])
        context.setFlatness(nan)
        context.setAlpha(nan)
        context.addArc(center: .zero, radius: nan, startAngle: 0, endAngle: 1, clockwise: false)
        context.strokePath()
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(context.pixelAt(3, 3) == .black)
    }
}
