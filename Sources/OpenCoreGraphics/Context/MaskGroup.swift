internal import CCairo
import Foundation

/// Drawing under an image mask set by `clip(to:mask:)`.
///
/// Cairo cannot clip to an image, so the context pushes a Cairo group
/// holding a copy of the backdrop; drawing goes into the group, and when the
/// graphics state that set the mask is restored the group is put back
/// through the mask: `result = backdrop × (1 − mask) + group × mask`.
/// Internal to OpenCoreGraphics.
final class MaskGroup {
    /// The mask's values as a Cairo A8 surface.
    let mask: OpaquePointer
    /// Cairo device space → mask pixels.
    let matrix: cairo_matrix_t
    /// Cairo's filter for sampling the mask.
    let filter: cairo_filter_t
    /// The group's surface (referenced), for composing snapshots.
    let groupTarget: OpaquePointer
    /// The surface the group was pushed on (referenced).
    let parentTarget: OpaquePointer

    init(mask: OpaquePointer, matrix: cairo_matrix_t, filter: cairo_filter_t, groupTarget: OpaquePointer, parentTarget: OpaquePointer) {
        self.mask = mask
        self.matrix = matrix
        self.filter = filter
        self.groupTarget = cairo_surface_reference(groupTarget)
        self.parentTarget = cairo_surface_reference(parentTarget)
    }

    deinit {
        cairo_surface_destroy(mask)
        cairo_surface_destroy(groupTarget)
        cairo_surface_destroy(parentTarget)
    }

    /// A surface pattern for the mask, positioned in device space.
    func makePattern() -> OpaquePointer {
        let pattern = cairo_pattern_create_for_surface(mask)!
        var m = matrix
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    /// Composites `content` onto `cr`'s target through the mask:
    /// `target × (1 − mask) + content × mask`, with only bounded operators.
    ///
    /// `cr`'s matrix must be the identity.
    func composite(_ content: OpaquePointer, onto cr: OpaquePointer) {
        let pattern = makePattern()
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_mask(cr, pattern)
        cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
        cairo_set_source(cr, content)
        cairo_mask(cr, pattern)
        cairo_restore(cr)
        cairo_pattern_destroy(pattern)
    }
}
