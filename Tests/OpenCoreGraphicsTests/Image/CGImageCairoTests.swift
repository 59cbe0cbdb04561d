import CCairo
import Foundation
@_spi(Cairo) import OpenCoreGraphics
import Testing

@Suite struct CGImageCairoTests {
    @Test func theCairoSurfaceHoldsTheImagesPixelsInCairosLayout() throws {
        let image = makeQuadrantImage()
        let surface = image.cairoSurface
        #expect(cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32)
        #expect(cairo_image_surface_get_width(surface) == 2 && cairo_image_surface_get_height(surface) == 2)
        let data = try #require(cairo_image_surface_get_data(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let word = { (x: Int, y: Int) in data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee } }
        #expect(word(0, 0) == 0xFFFF_0000)
        #expect(word(1, 0) == 0xFF00_FF00)
        #expect(word(0, 1) == 0xFF00_00FF)
        #expect(word(1, 1) == 0xFFFF_FFFF)
        withExtendedLifetime(image) {}
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
