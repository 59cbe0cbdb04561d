import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGContextShadowTests {
    /// A 16×16 context with a red 4×4 square at user (4, 8) drawn with `shadow`.
    func drawSquare(offset: CGSize, blur: CGFloat, color: CGColor? = CGColor(gray: 0, alpha: 1), scale: CGFloat = 1)
        -> CGContext
    {
        let context = makeContext(width: 16, height: 16)
        context.scaleBy(x: scale, y: scale)
        context.setShadow(offset: offset, blur: blur, color: color)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 4 / scale, y: 8 / scale, width: 4 / scale, height: 4 / scale))
        return context
    }

    @Test func aHardShadowIsTheShapeOffset() {
        // The square covers columns 4…7, rows 4…7 (from the top).
        let context = drawSquare(offset: CGSize(width: 3, height: 3), blur: 0)
        #expect(context.pixelAt(5, 5) == .red)
        #expect(context.pixelAt(9, 9) == .black)  // Shadow: columns 7…10, rows 7…10.
        #expect(context.pixelAt(2, 2) == .clear)
        #expect(context.pixelAt(11, 11) == .clear)
    }

    @Test func aPositiveHeightMovesTheShadowDownTheBitmapAsOnIOS() {
        let context = drawSquare(offset: CGSize(width: 0, height: 6), blur: 0)
        #expect(context.pixelAt(5, 11) == .black)
        #expect(context.pixelAt(5, 1) == .clear)
    }

    @Test func theShapeIsDrawnOverItsShadow() {
        let context = drawSquare(offset: CGSize(width: 1, height: 1), blur: 0)
        #expect(context.pixelAt(7, 7) == .red)
        #expect(context.pixelAt(8, 8) == .black)
    }

    @Test func aBlurredShadowIsSoftAndSpreads() {
        let context = drawSquare(offset: CGSize(width: 4, height: 4), blur: 4)
        let inside = context.pixelAt(10, 10), edge = context.pixelAt(13, 13)
        #expect(inside.alpha > 90)
        #expect(edge.alpha > 0 && edge.alpha < inside.alpha)
        #expect(context.pixelAt(5, 5) == .red)
    }

    @Test func shadowOffsetsIgnoreTheCTM() {
        let context = drawSquare(offset: CGSize(width: 3, height: 3), blur: 0, scale: 2)
        #expect(context.pixelAt(9, 9) == .black)
        #expect(context.pixelAt(11, 11) == .clear)
    }

    @Test func theShadowUsesItsColourAndAlpha() {
        let context = drawSquare(offset: CGSize(width: 6, height: 6), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(context.pixelAt(11, 11).isClose(to: Pixel(0, 0, 255, 128), tolerance: 1))
    }

    @Test func aNilColourTurnsTheShadowOff() {
        let context = drawSquare(offset: CGSize(width: 6, height: 6), blur: 0, color: nil)
        #expect(context.pixelAt(11, 11) == .clear)
    }

    @Test func theDefaultShadowIsBlackAtOneThirdAlpha() {
        let context = makeContext(width: 16, height: 16)
        context.setShadow(offset: CGSize(width: 6, height: 6), blur: 0)
        context.fill(CGRect(x: 4, y: 8, width: 4, height: 4))
        #expect(context.pixelAt(11, 11).isClose(to: Pixel(0, 0, 0, 85), tolerance: 1))
    }

    @Test func restoringTheGraphicsStateTurnsTheShadowOff() {
        let context = makeContext(width: 16, height: 16)
        context.saveGState()
        context.setShadow(offset: CGSize(width: 6, height: 6), blur: 0)
        context.restoreGState()
        context.fill(CGRect(x: 4, y: 8, width: 4, height: 4))
        #expect(context.pixelAt(11, 11) == .clear)
    }

    @Test func aTransparencyLayerCastsOneShadowForEverythingInIt() {
        let context = makeContext(width: 16, height: 16)
        context.setShadow(offset: CGSize(width: 0, height: 2), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.fill(CGRect(x: 0, y: 4, width: 4, height: 4))  // Rows 8…11.
        context.fill(CGRect(x: 0, y: 8, width: 4, height: 4))  // Rows 4…7, shadow over rows 6…9.
        context.endTransparencyLayer()
        // One shadow under the whole layer: the upper square's shadow does not fall on the lower one.
        #expect(context.pixelAt(1, 9) == .black)
        #expect(context.pixelAt(1, 13) == .blue)
    }

    @Test func withoutALayerEachShapeShadowsTheOnesBelow() {
        let context = makeContext(width: 16, height: 16)
        context.setShadow(offset: CGSize(width: 0, height: 2), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 4, width: 4, height: 4))
        context.fill(CGRect(x: 0, y: 8, width: 4, height: 4))
        #expect(context.pixelAt(1, 9) == .blue)
    }

    @Test func strokesCastShadows() {
        let context = makeContext(width: 16, height: 16)
        context.setShadow(offset: CGSize(width: 4, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.setLineWidth(2)
        context.move(to: CGPoint(x: 2, y: 0))
        context.addLine(to: CGPoint(x: 2, y: 16))
        context.strokePath()
        #expect(context.pixelAt(1, 8) == .black)
        #expect(context.pixelAt(5, 8) == .blue)
    }

    @Test func imagesCastShadows() {
        let context = makeContext(width: 8, height: 8)
        context.setShadow(offset: CGSize(width: 4, height: 4), blur: 0, color: CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        context.draw(makeQuadrantImage(), in: CGRect(x: 0, y: 6, width: 2, height: 2))
        #expect(context.pixelAt(0, 0) == .red)
        #expect(context.pixelAt(5, 5) == .green)
    }
}
