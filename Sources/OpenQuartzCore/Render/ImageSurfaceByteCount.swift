internal import CCairo

/// The bytes a Cairo image surface's pixels take (its stride times its
/// height): what the renderer's caches count against their budgets.
func imageSurfaceByteCount(_ surface: OpaquePointer) -> Int {
    Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
}
