internal import CCairo
import Foundation

extension CGContext {
    /// Copies the bitmap memory into the internal surface (at creation, for
    /// layouts Cairo cannot draw into directly).
    func loadBitmapIntoSurface() {
        guard let conversion, let bitmap = data, let pixels = cairo_image_surface_get_data(surface) else { return }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if conversion.color == .none {
            for row in 0..<height {
                (UnsafeMutableRawPointer(pixels) + row * stride).copyMemory(from: bitmap + row * bytesPerRow, byteCount: width)
            }
        } else {
            conversion.convertToNative(
                from: bitmap, sourceBytesPerRow: bytesPerRow, to: UnsafeMutableRawPointer(pixels),
                destinationBytesPerRow: stride, width: width, height: height)
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Ends a drawing operation: reports a Cairo error once, and converts
    /// the internal surface into the bitmap memory for non-native layouts.
    func didDraw() {
        let status = cairo_status(cr)
        if status != CAIRO_STATUS_SUCCESS, !reportedCairoError {
            reportedCairoError = true
            CGDiagnostics.report("CGContext: drawing failed: \(String(cString: cairo_status_to_string(status))).")
        }
        guard let conversion, let bitmap = data else { return }
        let source = openMasks.isEmpty ? cairo_surface_reference(surface)! : composedSurface()
        defer { cairo_surface_destroy(source) }
        cairo_surface_flush(source)
        guard let pixels = cairo_image_surface_get_data(source) else { return }
        let stride = Int(cairo_image_surface_get_stride(source))
        if conversion.color == .none {
            for row in 0..<height {
                (bitmap + row * bytesPerRow).copyMemory(from: UnsafeRawPointer(pixels) + row * stride, byteCount: width)
            }
        } else {
            conversion.convertFromNative(
                from: UnsafeRawPointer(pixels), sourceBytesPerRow: stride, to: bitmap,
                destinationBytesPerRow: bytesPerRow, width: width, height: height)
        }
    }

    /// A new image surface holding the picture as it will look once every
    /// open image mask is put back: the surface itself when none is open.
    ///
    /// Masks opened inside a transparency layer are not included: the
    /// layer's content is not in the picture until the layer ends.
    func composedSurface() -> OpaquePointer {
        cairo_surface_flush(surface)
        let root = surface
        // The masks whose parents chain back to the root surface.
        var chain: [MaskGroup] = []
        var expectedParent = root
        for mask in allOpenMasks() where mask.parentTarget == expectedParent {
            chain.append(mask)
            expectedParent = mask.groupTarget
        }
        guard !chain.isEmpty else { return cairo_surface_reference(root) }
        // From the innermost group outwards: put each group into a copy of its parent.
        var content = cairo_surface_reference(chain.last!.groupTarget)!
        for (index, mask) in chain.enumerated().reversed() {
            let parent = index == 0 ? root : chain[index - 1].groupTarget
            let copy = Self.copySurface(parent)
            let scratch = cairo_create(copy)!
            let pattern = cairo_pattern_create_for_surface(content)!
            mask.composite(pattern, onto: scratch)
            cairo_pattern_destroy(pattern)
            cairo_destroy(scratch)
            cairo_surface_destroy(content)
            content = copy
        }
        return content
    }

    /// Every open image mask in opening order (outermost first).
    func allOpenMasks() -> [MaskGroup] {
        var result: [MaskGroup] = []
        var seen = Set<ObjectIdentifier>()
        for saved in savedStates {
            for mask in saved.masks where seen.insert(ObjectIdentifier(mask)).inserted { result.append(mask) }
        }
        for mask in openMasks where seen.insert(ObjectIdentifier(mask)).inserted { result.append(mask) }
        return result
    }

    /// An image surface with the same size, format, device offset and
    /// pixels as `source`.
    static func copySurface(_ source: OpaquePointer) -> OpaquePointer {
        cairo_surface_flush(source)
        let format = cairo_image_surface_get_format(source)
        let width = cairo_image_surface_get_width(source), height = cairo_image_surface_get_height(source)
        let copy = cairo_image_surface_create(format, width, height)!
        let fromStride = Int(cairo_image_surface_get_stride(source))
        let toStride = Int(cairo_image_surface_get_stride(copy))
        if let from = cairo_image_surface_get_data(source), let to = cairo_image_surface_get_data(copy) {
            for row in 0..<Int(height) {
                (to + row * toStride).update(from: from + row * fromStride, count: Swift.min(fromStride, toStride))
            }
        }
        cairo_surface_mark_dirty(copy)
        var x = 0.0, y = 0.0
        cairo_surface_get_device_offset(source, &x, &y)
        cairo_surface_set_device_offset(copy, x, y)
        return copy
    }
}
