internal import CPangoCairo
@_spi(Cairo) import OpenCoreGraphics
import Foundation

extension TextLayout {
    /// Draws the lines into `context` with the layout's top-left corner at
    /// `origin` (in the context's user space).
    ///
    /// Pango draws through the context's Cairo state, so the current
    /// transform and clip apply; the context's fill colour, alpha and
    /// shadow do not (text has its own colours, as in UIKit, which also
    /// ignores the fill colour).
    func draw(at origin: CGPoint, in context: CGContext) {
        draw(at: origin, inCairo: context.cairoContext)
    }

    /// Draws the lines into a Cairo context (`cairo_t`) with the layout's
    /// top-left corner at `origin` in its user space; its transform and
    /// clip apply, its state is left as it was.
    func draw(at origin: CGPoint, inCairo cairo: OpaquePointer) {
        guard !lines.isEmpty else { return }
        cairo_save(cairo)
        for line in lines {
            let (x, y) = Self.snappingBaseline(
                x: Double(origin.x + line.x - line.logicalX), y: Double(origin.y + line.baseline), in: cairo)
            cairo_move_to(cairo, x, y)
            pango_cairo_show_layout_line(cairo, line.pangoLine)
        }
        cairo_new_path(cairo)
        cairo_restore(cairo)
    }

    /// A line origin moved so its baseline falls on a device pixel row
    /// (horizontal strokes stay crisp at 1x; sizes are unaffected).
    static func snappingBaseline(x: Double, y: Double, in cairo: OpaquePointer) -> (Double, Double) {
        var deviceX = x, deviceY = y
        cairo_user_to_device(cairo, &deviceX, &deviceY)
        deviceY = deviceY.rounded()
        cairo_device_to_user(cairo, &deviceX, &deviceY)
        guard deviceX.isFinite, deviceY.isFinite else { return (x, y) }
        return (deviceX, deviceY)
    }

    /// Fills the glyph outlines of every line in one colour, offset by
    /// `offset` (a label's shadow). Underlines and backgrounds are not part
    /// of the shadow.
    func drawGlyphs(at origin: CGPoint, offset: CGSize, color: UIColor, in context: CGContext) {
        guard !lines.isEmpty else { return }
        let cairo = context.cairoContext
        cairo_save(cairo)
        cairo_new_path(cairo)
        for line in lines {
            let (x, y) = Self.snappingBaseline(
                x: Double(origin.x + offset.width + line.x - line.logicalX),
                y: Double(origin.y + offset.height + line.baseline), in: cairo)
            cairo_move_to(cairo, x, y)
            pango_cairo_layout_line_path(cairo, line.pangoLine)
        }
        let c = color.cgColor.rgba
        cairo_set_source_rgba(cairo, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        cairo_fill(cairo)
        cairo_restore(cairo)
    }
}
