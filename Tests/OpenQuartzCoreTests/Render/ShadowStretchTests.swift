import CCairo
import Foundation
@_spi(Cairo) import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing

/// A shadow shape with a long straight middle is blurred shortened and
/// stretched back: the mask must be the one blurring the whole shape
/// gives, byte for byte.
@MainActor
@Suite struct ShadowStretchTests {
    /// One shadow: the shape, its map to device pixels, the blur.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let shape: @Sendable () -> CGPath
        let scale: (x: Double, y: Double)
        let origin: (x: Double, y: Double)
        let sigma: Double
        let stretches: Bool
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "a card at 3x", shape: { CGPath(roundedRect: CGRect(x: 0, y: 0, width: 366, height: 100), cornerWidth: 14, cornerHeight: 14, transform: nil) },
             scale: (3, 3), origin: (36.4, 51.7), sigma: 18, stretches: true),
        Case(name: "a square-cornered bar", shape: { CGPath(rect: CGRect(x: 0, y: 0, width: 390, height: 83), transform: nil) },
             scale: (3, 3), origin: (40, 39.25), sigma: 12, stretches: true),
        Case(name: "a capsule (a band along x only)", shape: { CGPath(roundedRect: CGRect(x: 0, y: 0, width: 310, height: 44), cornerWidth: 22, cornerHeight: 22, transform: nil) },
             scale: (2, 2), origin: (61.5, 60.125), sigma: 20, stretches: true),
        Case(name: "continuous corners of a layer", shape: {
            var state = LayerState()
            state.bounds = CGRect(x: 0, y: 0, width: 300, height: 180)
            state.cornerRadius = 24
            state.cornerCurve = .continuous
            return LayerShape(state).path
        }, scale: (3, 3), origin: (40.3, 40.6), sigma: 9.5, stretches: true),
        Case(name: "a mirrored map", shape: { CGPath(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 60), cornerWidth: 8, cornerHeight: 8, transform: nil) },
             scale: (-2, 2), origin: (440.5, 30), sigma: 6, stretches: true),
        Case(name: "a rounded rectangle left open (the fill closes it)", shape: {
            let open = CGMutablePath()
            for segment in CGPath(roundedRect: CGRect(x: 0, y: 0, width: 280, height: 90), cornerWidth: 12, cornerHeight: 12, transform: nil).segments {
                switch segment {
                case .move(let to): open.move(to: to)
                case .line(let to): open.addLine(to: to)
                case .quadCurve(let to, let control): open.addQuadCurve(to: to, control: control)
                case .curve(let to, let c1, let c2): open.addCurve(to: to, control1: c1, control2: c2)
                case .closeSubpath: break
                }
            }
            return open
        }, scale: (3, 3), origin: (30.5, 30.5), sigma: 8, stretches: true),
        Case(name: "a circle (no band)", shape: { CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 56, height: 56), transform: nil) },
             scale: (3, 3), origin: (30, 30), sigma: 24, stretches: false),
    ]

    /// The mask's bytes, row by row (no stride padding).
    func bytes(of surface: OpaquePointer) -> [UInt8] {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        return (0..<height).flatMap { y in (0..<width).map { data[y * stride + $0] } }
    }

    func masks(_ example: Case) -> (stretched: [UInt8], whole: [UInt8], stretch: ShadowStretch?) {
        let shape = example.shape()
        let box = shape.boundingBoxOfPath
        let padding = Double(AlphaBlur.padding(forSigma: example.sigma) + 2)
        let width = Int((box.width * abs(example.scale.x) + 2 * padding + example.origin.x).rounded(.up))
        let height = Int((box.height * abs(example.scale.y) + 2 * padding + example.origin.y).rounded(.up))
        let matrix = cairo_matrix_t(xx: example.scale.x, yx: 0, xy: 0, yy: example.scale.y, x0: example.origin.x, y0: example.origin.y)
        let stretched = Compositor.shapeShadowMask(shape, matrix: matrix, width: width, height: height, sigma: example.sigma)
        let whole = Compositor.shapeShadowMask(
            shape, matrix: matrix, width: width, height: height, sigma: example.sigma, stretching: false)
        defer {
            cairo_surface_destroy(stretched)
            cairo_surface_destroy(whole)
        }
        let stretch = ShadowStretch(shape: shape, matrix: matrix, reach: AlphaBlur.padding(forSigma: example.sigma))
        return (bytes(of: stretched), bytes(of: whole), stretch)
    }

    @Test(arguments: cases)
    func aStretchedMaskIsTheWholeShapesMaskByteForByte(_ example: Case) {
        let (stretched, whole, stretch) = masks(example)
        #expect((stretch != nil) == example.stretches)
        #expect(whole.contains { $0 > 200 })
        #expect(stretched.count == whole.count)
        #expect(zip(stretched, whole).filter { $0 != $1 }.count == 0)
    }

    @Test func aCardsMaskIsBlurredAtAFractionOfItsSize() throws {
        let (_, _, stretch) = masks(Self.cases[0])
        let taken = try #require(stretch)
        // 1,098 × 300 device pixels of card: most of each side is taken out.
        #expect(taken.columns > 700)
        #expect(taken.rows > 100)
    }

    @Test func aRotatedMapIsNotStretched() {
        let shape = CGPath(rect: CGRect(x: 0, y: 0, width: 400, height: 100), transform: nil)
        let matrix = cairo_matrix_t(xx: 0, yx: 3, xy: -3, yy: 0, x0: 400, y0: 40)
        #expect(ShadowStretch(shape: shape, matrix: matrix, reach: 10) == nil)
    }

    @Test func aShapeWithALineAcrossItsMiddleHasNoBandThere() {
        // A rectangle drawn as two halves: the middle line blocks one band
        // across the whole width, leaving the two halves' bands.
        let shape = CGMutablePath()
        shape.addRect(CGRect(x: 0, y: 0, width: 200, height: 50))
        shape.addRect(CGRect(x: 200, y: 0, width: 200, height: 50))
        let matrix = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 20, y0: 20)
        let stretch = ShadowStretch(shape: shape, matrix: matrix, reach: 5)
        #expect(stretch?.xBand.map { $0.upper - $0.lower } ?? 0 <= 200)
    }
}
