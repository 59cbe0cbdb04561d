import CCairo
import Foundation
@_spi(Cairo) import OpenCoreGraphics
import Testing

@Suite struct CGContextCairoTests {
    /// A blank 8×8 image whose Cairo surface the test owns exclusively.
    func blankSurfaceImage() -> CGImage {
        makeImage(width: 8, height: 8, alpha: .premultipliedFirst, byteOrder: .byteOrder32Little,
                  bytes: [UInt8](repeating: 0, count: 256))!
    }

    @Test func aFlippedWrapperPutsTheOriginAtTheTopLeft() throws {
        let backing = blankSurfaceImage()
        let context = CGContext(cairoSurface: backing.cairoSurface, flipped: true)
        #expect(context.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 8))
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 2))
        let result = try withExtendedLifetime(backing) { try #require(CGImage(cairoSurface: backing.cairoSurface)) }
        #expect(result.pixelAt(0, 0) == .black && result.pixelAt(0, 1) == .black)
        #expect(result.pixelAt(0, 2) == .clear)
    }

    @Test func anUnflippedWrapperUsesCoreGraphicsYUpSpace() throws {
        let backing = blankSurfaceImage()
        let context = CGContext(cairoSurface: backing.cairoSurface, flipped: false)
        #expect(context.ctm == .identity)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 2))
        let result = try withExtendedLifetime(backing) { try #require(CGImage(cairoSurface: backing.cairoSurface)) }
        #expect(result.pixelAt(0, 7) == .black && result.pixelAt(0, 0) == .clear)
    }

    @Test func aWrapperDescribesTheSurface() {
        let backing = blankSurfaceImage()
        let context = CGContext(cairoSurface: backing.cairoSurface, flipped: true)
        #expect(context.width == 8 && context.height == 8 && context.bytesPerRow == 32)
        #expect(context.alphaInfo == .premultipliedFirst)
        #expect(context.makeImage()?.width == 8)
    }

    @Test func theCairoContextTakesTheCTMUnderTheDeviceFlip() {
        let context = makeContext()
        context.translateBy(x: 2, y: 1)
        context.scaleBy(x: 3, y: 1)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context.cairoContext, &matrix)
        // User space is y-up; Cairo's device space is y-down, 8 pixels high.
        #expect([matrix.xx, matrix.yx, matrix.xy, matrix.yy, matrix.x0, matrix.y0] == [3, 0, 0, -1, 2, 7])
    }

    @Test func theCairoContextTakesTheFillColourAndBlendMode() {
        let context = makeContext()
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.setAlpha(0.5)
        context.setBlendMode(.copy)
        let cr = context.cairoContext
        var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0
        #expect(cairo_pattern_get_rgba(cairo_get_source(cr), &red, &green, &blue, &alpha) == CAIRO_STATUS_SUCCESS)
        #expect([red, green, blue, alpha] == [0, 0, 1, 0.5])
        #expect(cairo_get_operator(cr) == CAIRO_OPERATOR_SOURCE)
    }

    @Test func drawingContinuesNormallyAfterCairoAccess() {
        let context = makeContext()
        context.translateBy(x: 2, y: 0)
        _ = context.cairoContext
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.pixelAt(2, 7) == .black)
    }
}
