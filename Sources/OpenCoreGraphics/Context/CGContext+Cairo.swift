internal import CCairo
import Foundation

extension CGContext {
    /// Creates a context that draws into a Cairo surface the host owns.
    ///
    /// SPI for the layers above (OpenQuartzCore's compositor, window
    /// hosts). `cairoSurface` is a `cairo_surface_t *`, referenced for the
    /// context's lifetime; image surfaces in ARGB32, RGB24 or A8 give a
    /// context with matching ``data``, ``bytesPerRow`` and ``bitmapInfo``,
    /// and ``makeImage()`` works on them. The surface's device scale must be
    /// 1 (use ``scaleBy(x:y:)`` for points).
    ///
    /// - Parameter flipped: `true` starts with UIKit's space — origin at the
    ///   top-left, y down — by setting the CTM to the flip (as UIKit's own
    ///   contexts do, so ``ctm`` is not the identity); `false` starts with
    ///   Core Graphics' y-up space.
    @_spi(Cairo) public convenience init(cairoSurface: OpaquePointer, flipped: Bool) {
        self.init(wrapping: cairoSurface, flipped: flipped)
    }

    /// The Cairo context (`cairo_t *`) this context draws with.
    ///
    /// SPI for the layers above, which draw through Cairo directly (Pango
    /// text, compositing). On each access Cairo's state is brought up to
    /// date: its matrix becomes the CTM composed with the device flip (so
    /// Cairo's user space is this context's user space), its source the
    /// fill colour with the global alpha, its operator the blend mode, and
    /// antialiasing and flatness the context's; the clip is shared. The
    /// caller must balance `cairo_save`/`cairo_restore` and leave no path
    /// behind. Drawing through Cairo bypasses shadows, and for converted
    /// bitmap layouts reaches ``data`` at the next drawing operation or
    /// ``makeImage()``. Do not destroy it.
    @_spi(Cairo) public var cairoContext: OpaquePointer {
        let transform = userToCairo
        if transform.isCairoSafe {
            var matrix = transform.cairoMatrix
            cairo_set_matrix(cr, &matrix)
        } else {
            cairo_identity_matrix(cr)
        }
        setSource(gstate.fillColor)
        cairo_set_operator(cr, gstate.blendMode.cairoOperator)
        applyRasterSettings()
        return cr
    }
}
