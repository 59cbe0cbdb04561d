import Foundation
@_spi(Cairo) import OpenCoreGraphics
import Testing

@Suite struct CGImageCairoTests {
    @Test func theCairoSurfaceIsTheSameForEveryAccess() {
        let image = makeQuadrantImage()
        #expect(image.cairoSurface == image.cairoSurface)
    }

    @Test func anImageMadeFromACairoSurfaceCopiesItsPixels() throws {
        let source = makeQuadrantImage()
        let copy = try withExtendedLifetime(source) { try #require(CGImage(cairoSurface: source.cairoSurface)) }
        #expect(copy.width == 2 && copy.height == 2)
        #expect(copy.pixelAt(0, 0) == .red && copy.pixelAt(1, 1) == .white)
    }

    @Test func anImageMadeFromACairoSurfaceIsInCairosNativeLayout() throws {
        let source = makeQuadrantImage()
        let copy = try withExtendedLifetime(source) { try #require(CGImage(cairoSurface: source.cairoSurface)) }
        #expect(copy.alphaInfo == .premultipliedFirst)
        #expect(copy.byteOrderInfo == .order32Host)
        #expect(copy.bitsPerPixel == 32)
    }
}
