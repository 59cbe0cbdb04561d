import Foundation
import OpenCoreGraphics
import Testing

@Suite struct RadialGradientDrawingTests {
    let redToBlue = CGGradient(
        colorsSpace: nil,
        colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
        locations: nil)!

    func draw(startRadius: CGFloat, endRadius: CGFloat, options: CGGradientDrawingOptions = []) -> CGContext {
        let context = makeContext(width: 16, height: 16)
        let center = CGPoint(x: 8, y: 8)
        context.drawRadialGradient(
            redToBlue, startCenter: center, startRadius: startRadius, endCenter: center, endRadius: endRadius,
            options: options)
        return context
    }

    @Test func colourChangesWithDistanceFromTheCentre() {
        let context = draw(startRadius: 0, endRadius: 8)
        let center = context.pixelAt(8, 8), edge = context.pixelAt(15, 8)
        #expect(center.red > 200 && center.blue < 60)
        #expect(edge.blue > 200 && edge.red < 60)
    }

    @Test func withoutOptionsNothingIsPaintedOutsideTheEndCircle() {
        #expect(draw(startRadius: 0, endRadius: 6).pixelAt(0, 0) == .clear)
    }

    @Test func drawsAfterEndFillsOutsideTheEndCircle() {
        #expect(draw(startRadius: 0, endRadius: 6, options: .drawsAfterEndLocation).pixelAt(0, 0) == .blue)
    }

    @Test func withoutOptionsNothingIsPaintedInsideTheStartCircle() {
        #expect(draw(startRadius: 4, endRadius: 8).pixelAt(8, 8) == .clear)
    }

    @Test func drawsBeforeStartFillsTheStartCircle() {
        let context = draw(startRadius: 4, endRadius: 8, options: .drawsBeforeStartLocation)
        #expect(context.pixelAt(8, 8) == .red)
        #expect(context.pixelAt(0, 0) == .clear)
    }

    @Test func drawsAfterEndAloneLeavesTheStartCircleEmpty() {
        let context = draw(startRadius: 4, endRadius: 6, options: .drawsAfterEndLocation)
        #expect(context.pixelAt(8, 8) == .clear)
        #expect(context.pixelAt(0, 0) == .blue)
    }

    @Test func zeroRadiiDrawNothing() {
        let context = draw(startRadius: 0, endRadius: 0, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(context.allPixels().joined().allSatisfy { $0 == .clear })
    }
}
