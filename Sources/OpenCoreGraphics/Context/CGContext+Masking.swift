internal import CCairo
import Foundation

extension CGContext {
    /// Clips drawing to `rect` and masks it with `mask` stretched over
    /// `rect` (user space, drawn like ``draw(_:in:byTiling:)``).
    ///
    /// Mask values: an image with alpha (or alpha-only) masks by its alpha;
    /// an opaque image masks by its luminance (white paints, black hides),
    /// which is how Core Graphics treats a DeviceGray image. Image masks
    /// with inverted decoding are not supported.
    ///
    /// Emulated, because Cairo cannot clip to an image: the context pushes
    /// a Cairo group that starts as a copy of the picture, drawing goes
    /// there, and when the graphics state that set the mask is restored
    /// (``restoreGState()`` or ``endTransparencyLayer()``) the group is put
    /// back through the mask. So blend modes see the real backdrop, as in
    /// Core Graphics; where the mask is partial and drawings overlap, the
    /// mask applies once to the final result instead of once per drawing.
    /// Until that restore the drawing is not in the bitmap memory of a
    /// natively drawn context; ``makeImage()`` and converted layouts include
    /// it. Set masks inside `saveGState()`/`restoreGState()`.
    public func clip(to rect: CGRect, mask: CGImage) {
        let r = rect.standardized
        let imageToUser = CGAffineTransform(
            a: r.width / CGFloat(mask.width), b: 0, c: 0, d: -r.height / CGFloat(mask.height), tx: r.minX, ty: r.maxY)
        let imageToCairo = imageToUser.concatenating(userToCairo)
        guard r.width > 0, r.height > 0, imageToCairo.isCairoSafe else {
            clipCairo(to: CGMutablePath(), rule: .winding)
            return
        }
        let values = Self.maskValues(of: mask)
        let parent = cairo_get_group_target(cr)!
        cairo_identity_matrix(cr)
        cairo_push_group_with_content(cr, CAIRO_CONTENT_COLOR_ALPHA)
        let group = cairo_get_group_target(cr)!
        // Start from the picture so blend modes see the real backdrop.
        cairo_save(cr)
        cairo_set_source_surface(cr, parent, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_restore(cr)
        clipCairo(to: devicePath(for: r), rule: .winding)
        openMasks.append(
            MaskGroup(
                mask: values, matrix: imageToCairo.inverted().cairoMatrix, filter: imageFilter(for: mask),
                groupTarget: group, parentTarget: parent))
    }

    /// The mask's values as a new Cairo A8 surface.
    private static func maskValues(of image: CGImage) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(image.width), Int32(image.height))!
        let layout = image.layout
        let usesAlpha = layout.alphaOffset != nil || layout.color == .none
        let source = image.surface
        cairo_surface_flush(surface)
        if let from = cairo_image_surface_get_data(source), let to = cairo_image_surface_get_data(surface) {
            let fromStride = Int(cairo_image_surface_get_stride(source))
            let toStride = Int(cairo_image_surface_get_stride(surface))
            for y in 0..<image.height {
                let input = UnsafeRawPointer(from + y * fromStride).assumingMemoryBound(to: UInt32.self)
                let output = to + y * toStride
                for x in 0..<image.width {
                    let value = input[x]
                    output[x] = usesAlpha
                        ? UInt8(value >> 24)
                        : PixelLayout.luma((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
