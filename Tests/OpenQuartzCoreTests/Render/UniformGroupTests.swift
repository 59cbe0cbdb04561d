import CCairo
import Foundation
@_spi(Cairo) import OpenCoreGraphics
import OpenQuartzCore
import Testing

/// A faded layer of one colour is drawn as one fill whose pixels are, byte
/// for byte, those of its group composited with its opacity (Cairo's
/// `push_group`, fill, `paint_with_alpha`), over every kind of pixel.
@MainActor
@Suite struct UniformGroupTests {
    static let width = 256
    static let height = 8

    /// A bitmap whose pixels take every byte value: each row a different
    /// alpha (opaque to clear), each column different premultiplied colours.
    func backdrop() -> CGContext {
        let context = makeBitmapContext(width: Self.width, height: Self.height, scale: 1)
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
        let alphas: [Int] = [255, 200, 128, 17, 0, 255, 90, 240]
        for y in 0..<Self.height {
            for x in 0..<Self.width {
                let a = alphas[y]
                let pixel = bytes + y * context.bytesPerRow + x * 4
                pixel[0] = UInt8((x * 7 % 256) * a / 255)
                pixel[1] = UInt8((255 - x) * a / 255)
                pixel[2] = UInt8(x * a / 255)
                pixel[3] = UInt8(a)
            }
        }
        return context
    }

    /// The bytes of `context`'s bitmap.
    func bytes(of context: CGContext) -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: context.data, count: context.bytesPerRow * context.height))
    }

    /// What OpenQuartzCore draws for the faded layer.
    func drawn(_ color: CGColor, opacity: Float) -> [UInt8] {
        let context = backdrop()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: Self.width, height: Self.height)
        layer.backgroundColor = color
        layer.opacity = opacity
        layer.render(in: context)
        return bytes(of: context)
    }

    /// The same through a Cairo group.
    func grouped(_ color: CGColor, opacity: Float) -> [UInt8] {
        let context = backdrop()
        let cr = context.cairoContext
        let rgba = color.rgba
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_push_group(cr)
        cairo_set_source_rgba(cr, Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha))
        cairo_rectangle(cr, 0, 0, Double(Self.width), Double(Self.height))
        cairo_fill(cr)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, Double(opacity))
        cairo_restore(cr)
        cairo_surface_flush(cairo_get_target(cr))
        return bytes(of: context)
    }

    nonisolated static let colors: [CGColor] = [
        CGColor(red: 0, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 1, alpha: 1),
        CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1), CGColor(red: 0, green: 0, blue: 0, alpha: 0.4),
        CGColor(red: 0.9, green: 0.1, blue: 0.5, alpha: 0.73), CGColor(red: 0.5, green: 0.25, blue: 0.75, alpha: 0.999),
    ]

    /// Opacities across the range, and at the edges of Cairo's rounding.
    static let opacities: [Float] = (1..<256).map { Float($0) / 256 } + [0.001, 0.0039, 0.004, 0.5, 0.99, 0.996, 0.9961, 0.999]

    @Test func aFadedLayerUnderAnOpaqueOneLeavesWhatItCoversToIt() {
        // A frame drawn by a renderer (whose clip is known, so the pixels
        // the card covers are worked out and not dimmed first).
        let context = makeBitmapContext(width: Self.width, height: Self.height, scale: 1)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: Self.width, height: Self.height)
        root.backgroundColor = CGColor(red: 0.9, green: 0.8, blue: 0.7, alpha: 1)
        let veil = CALayer()
        veil.frame = root.bounds
        veil.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.4)
        veil.opacity = 0.7
        let card = CALayer()
        card.frame = CGRect(x: 40, y: 2, width: 100, height: 4)
        card.backgroundColor = CGColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)
        root.addSublayer(veil)
        root.addSublayer(card)
        CATransaction.flush()
        let renderer = CARenderer(cgContext: context)
        renderer.layer = root
        renderer.bounds = root.bounds
        renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        // The reference: the veil's group painted whole, the card over it.
        let reference = makeBitmapContext(width: Self.width, height: Self.height, scale: 1)
        let cr = reference.cairoContext
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, 0.9, 0.8, 0.7, 1)
        cairo_paint(cr)
        cairo_push_group(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.4)
        cairo_rectangle(cr, 0, 0, Double(Self.width), Double(Self.height))
        cairo_fill(cr)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, Double(Float(0.7)))
        cairo_set_source_rgba(cr, 0.2, 0.6, 0.3, 1)
        cairo_rectangle(cr, 40, 2, 100, 4)
        cairo_fill(cr)
        cairo_restore(cr)
        cairo_surface_flush(cairo_get_target(cr))
        let differing = zip(bytes(of: context), bytes(of: reference)).filter { $0 != $1 }.count
        #expect(differing == 0)
    }

    @Test(arguments: colors)
    func aFadedLayerOfOneColourGivesItsGroupsPixels(_ color: CGColor) {
        var mismatched: [Float] = []
        for opacity in Self.opacities where drawn(color, opacity: opacity) != grouped(color, opacity: opacity) {
            mismatched.append(opacity)
        }
        #expect(mismatched.isEmpty, "opacities giving other pixels: \(mismatched.prefix(8))")
    }
}
