internal import CCairo
import Foundation

extension CGContext {
    /// Draws `image` stretched over `rect`, or tiled across the clip.
    ///
    /// As in Core Graphics the image is drawn in user space with its first
    /// row at the top of `rect` in a y-up space (at `rect.maxY`): upright
    /// in an unflipped context, upside down under a flipped CTM such as
    /// UIKit's. Global alpha, blend mode, clip and shadow apply. Scaling
    /// uses ``interpolationQuality`` (nearest when the image's
    /// ``CGImage/shouldInterpolate`` is `false`); edges are not blurred into
    /// transparency. A rectangle that is empty or not finite draws nothing.
    ///
    /// - Parameters:
    ///   - image: The image to draw.
    ///   - rect: Where the image goes, in user space; with `byTiling`, the
    ///     size and alignment of each tile.
    ///   - byTiling: Repeat the image, one copy per `rect`-sized tile
    ///     aligned to `rect`, over the whole clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let r = rect.standardized
        guard [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite), r.width > 0, r.height > 0 else { return }
        let imageToUser = CGAffineTransform(
            a: r.width / CGFloat(image.width), b: 0, c: 0, d: -r.height / CGFloat(image.height),
            tx: r.minX, ty: r.maxY)
        let imageToCairo = imageToUser.concatenating(userToCairo)
        guard imageToCairo.isCairoSafe else { return }
        let pattern = cairo_pattern_create_for_surface(image.surface)!
        defer { cairo_pattern_destroy(pattern) }
        var matrix = imageToCairo.inverted().cairoMatrix
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, imageFilter(for: image))
        cairo_pattern_set_extend(pattern, byTiling ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        let area = devicePath(for: r)
        let alpha = Double(gstate.alpha)
        render { op in
            cairo_save(cr)
            defer {
                cairo_new_path(cr)
                cairo_restore(cr)
            }
            cairo_identity_matrix(cr)
            cairo_set_source(cr, pattern)
            cairo_set_operator(cr, op)
            applyRasterSettings()
            if byTiling {
                cairo_paint_with_alpha(cr, alpha)
            } else if setCairoPath(area) {
                if alpha >= 1, !op.isUnbounded {
                    cairo_fill(cr)
                } else {
                    cairo_clip(cr)
                    cairo_paint_with_alpha(cr, alpha)
                }
            }
        }
    }

    /// Returns an image of the bitmap's current contents, in the context's
    /// layout (``bitmapInfo``, ``bytesPerRow``).
    ///
    /// Drawing under an image mask that is still open is included. Returns
    /// `nil` for contexts without bitmap memory (wrapped non-image Cairo
    /// surfaces).
    public func makeImage() -> CGImage? {
        guard let bitmap = data, width > 0, height > 0, let space = colorSpace else { return nil }
        let byteCount = bytesPerRow * height
        var bytes: Data
        if conversion != nil {
            didDraw()  // Brings in anything drawn straight through Cairo.
            bytes = Data(bytes: bitmap, count: byteCount)
        } else if allOpenMasks().isEmpty {
            cairo_surface_flush(surface)
            bytes = Data(bytes: bitmap, count: byteCount)
        } else {
            let composed = composedSurface()
            defer { cairo_surface_destroy(composed) }
            bytes = Data(count: byteCount)
            let stride = Int(cairo_image_surface_get_stride(composed))
            let rowLength = width * bitsPerPixel / 8
            bytes.withUnsafeMutableBytes { output in
                guard let pixels = cairo_image_surface_get_data(composed) else { return }
                for row in 0..<height {
                    (output.baseAddress! + row * bytesPerRow).copyMemory(
                        from: pixels + row * stride, byteCount: rowLength)
                }
            }
        }
        return CGImage(
            width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
            bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo, provider: CGDataProvider(data: bytes),
            decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    /// The Cairo filter for drawing `image` at the current quality.
    func imageFilter(for image: CGImage) -> cairo_filter_t {
        guard image.shouldInterpolate else { return CAIRO_FILTER_NEAREST }
        switch gstate.interpolationQuality {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }
}
