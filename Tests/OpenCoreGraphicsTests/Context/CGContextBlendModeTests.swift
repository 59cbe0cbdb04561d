import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGContextBlendModeTests {
    /// A 4×1 context filled with `background`, then `rect` (x 0…2) filled
    /// with `color` in `mode`; returns the four pixels.
    func blend(_ mode: CGBlendMode, background: CGColor?, color: CGColor) -> [Pixel] {
        let context = makeContext(width: 4, height: 1)
        if let background {
            context.setFillColor(background)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        }
        context.setBlendMode(mode)
        context.setFillColor(color)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        return context.allPixels()[0]
    }

    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    @Test func normalPaintsOver() {
        #expect(blend(.normal, background: red, color: blue) == [.blue, .blue, .red, .red])
    }

    @Test func normalWithPartialAlphaMixes() {
        let pixels = blend(.normal, background: red, color: CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(pixels[0].isClose(to: Pixel(127, 0, 128, 255)))
    }

    @Test func multiplyMultipliesChannels() {
        let pixels = blend(
            .multiply, background: CGColor(red: 1, green: 0.5, blue: 0, alpha: 1),
            color: CGColor(red: 0.5, green: 1, blue: 1, alpha: 1))
        #expect(pixels[0].isClose(to: Pixel(128, 128, 0, 255), tolerance: 1))
        #expect(pixels[3].isClose(to: Pixel(255, 128, 0, 255), tolerance: 1))
    }

    @Test func copyReplacesTheDestinationWhereDrawnOnly() {
        let pixels = blend(.copy, background: red, color: CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(pixels[0].isClose(to: Pixel(0, 0, 255, 128), tolerance: 1))
        #expect(pixels[3] == .red)
    }

    @Test func clearErasesWhereDrawnOnly() {
        #expect(blend(.clear, background: red, color: blue) == [.clear, .clear, .red, .red])
    }

    @Test func sourceInKeepsTheSourceWhereTheDestinationIsOpaque() {
        let context = makeContext(width: 4, height: 1)
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.fill(CGRect(x: 3, y: 0, width: 1, height: 1))
        context.setBlendMode(.sourceIn)
        context.setFillColor(blue)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        // Inside the shape: blue where there was red, clear where there was nothing;
        // outside the shape nothing changes (Core Graphics' modes are bounded).
        #expect(context.allPixels()[0] == [.blue, .clear, .clear, .red])
    }

    @Test func destinationOutErasesUnderTheShape() {
        #expect(blend(.destinationOut, background: red, color: blue) == [.clear, .clear, .red, .red])
    }

    @Test func destinationOverPaintsBehind() {
        let context = makeContext(width: 2, height: 1)
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setBlendMode(.destinationOver)
        context.setFillColor(blue)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(context.allPixels()[0] == [.red, .blue])
    }

    @Test func screenLightens() {
        let pixels = blend(.screen, background: red, color: blue)
        #expect(pixels[0] == Pixel(255, 0, 255, 255))
    }

    @Test func plusLighterAddsChannels() {
        let pixels = blend(.plusLighter, background: red, color: CGColor(red: 0.5, green: 0, blue: 1, alpha: 1))
        #expect(pixels[0] == Pixel(255, 0, 255, 255))
    }

    @Test func differenceSubtracts() {
        let pixels = blend(.difference, background: CGColor.white, color: red)
        #expect(pixels[0] == Pixel(0, 255, 255, 255))
    }

    @Test func strokingWithAnUnboundedModeAffectsOnlyTheStroke() {
        let context = makeContext(width: 8, height: 2)
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 2))
        context.setBlendMode(.copy)
        context.setStrokeColor(blue)
        context.setLineWidth(2)
        context.move(to: CGPoint(x: 0, y: 1))
        context.addLine(to: CGPoint(x: 4, y: 1))
        context.strokePath()
        #expect(context.allPixels()[0] == [.blue, .blue, .blue, .blue, .red, .red, .red, .red])
    }

    @Test(arguments: [
        CGBlendMode.normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight,
        .hardLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity, .clear, .copy, .sourceIn,
        .sourceOut, .sourceAtop, .destinationOver, .destinationIn, .destinationOut, .destinationAtop, .xor,
        .plusDarker, .plusLighter,
    ])
    func everyModeDrawsWithoutTouchingPixelsOutsideTheShape(mode: CGBlendMode) {
        let pixels = blend(mode, background: red, color: CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
        #expect(pixels[3] == .red)
    }
}
