import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGContextAlphaTests {
    @Test func globalAlphaMultipliesTheFill() {
        let context = makeContext(width: 1, height: 1)
        context.setAlpha(0.5)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.pixelAt(0, 0).isClose(to: Pixel(255, 0, 0, 128), tolerance: 1))
    }

    @Test func globalAlphaAndColourAlphaCombine() {
        let context = makeContext(width: 1, height: 1)
        context.setAlpha(0.5)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.pixelAt(0, 0).isClose(to: Pixel(0, 0, 255, 64), tolerance: 3))
    }

    @Test func alphaIsClampedAndNaNIsIgnored() {
        let context = makeContext(width: 1, height: 1)
        context.setAlpha(7)
        context.setAlpha(.nan)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.pixelAt(0, 0) == .black)
    }

    @Test func alphaIsPartOfTheGraphicsState() {
        let context = makeContext(width: 1, height: 1)
        context.saveGState()
        context.setAlpha(0)
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.pixelAt(0, 0) == .black)
    }

    @Test func aTransparencyLayerIsCompositedOnceWithTheAlpha() {
        let context = makeContext(width: 3, height: 1)
        context.setAlpha(0.5)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
        context.endTransparencyLayer()
        let pixels = context.allPixels()[0]
        // The overlap shows only the top shape, at half alpha: no red shows through.
        #expect(pixels[1].isClose(to: Pixel(0, 0, 255, 128), tolerance: 1))
        #expect(pixels[0].isClose(to: Pixel(255, 0, 0, 128), tolerance: 1))
    }

    @Test func withoutALayerOverlappingTranslucentShapesMix() {
        let context = makeContext(width: 3, height: 1)
        context.setAlpha(0.5)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
        let overlap = context.pixelAt(1, 0)
        #expect(overlap.red > 50 && overlap.blue > 50 && overlap.alpha > 180)
    }

    @Test func aTransparencyLayerUsesTheBlendModeAtItsEnd() {
        let context = makeContext(width: 2, height: 1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        context.setBlendMode(.destinationOut)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.endTransparencyLayer()
        #expect(context.allPixels()[0] == [.clear, .red])
    }

    @Test func insideALayerAlphaIsResetToOne() {
        let context = makeContext(width: 1, height: 1)
        context.setAlpha(0.25)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.endTransparencyLayer()
        // Applied once at the end (64), not also inside the layer (16).
        #expect(context.pixelAt(0, 0).isClose(to: Pixel(0, 0, 0, 64), tolerance: 1))
    }

    @Test func aLayerRestoresTheGraphicsStateWhenItEnds() {
        let context = makeContext()
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.translateBy(x: 3, y: 3)
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.endTransparencyLayer()
        #expect(context.ctm == .identity)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.pixelAt(0, 7) == .black)
    }

    @Test func aLayerInARectClipsItsDrawing() {
        let context = makeContext(width: 4, height: 1)
        context.beginTransparencyLayer(in: CGRect(x: 1, y: 0, width: 2, height: 1), auxiliaryInfo: nil)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.endTransparencyLayer()
        #expect(context.allPixels()[0] == [.clear, .black, .black, .clear])
    }

    @Test func layersNest() {
        let context = makeContext(width: 1, height: 1)
        context.setAlpha(0.5)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setAlpha(0.5)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.endTransparencyLayer()
        context.endTransparencyLayer()
        #expect(context.pixelAt(0, 0).isClose(to: Pixel(0, 0, 0, 64), tolerance: 1))
    }
}
