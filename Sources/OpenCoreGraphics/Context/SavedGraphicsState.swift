import Foundation

/// One entry of a context's graphics-state stack: pushed by
/// `saveGState` or `beginTransparencyLayer`.
///
/// Internal to OpenCoreGraphics.
struct SavedGraphicsState {
    /// What pushed the entry.
    enum Kind {
        /// `saveGState`: `cairo_save` was called.
        case save
        /// `beginTransparencyLayer`: `cairo_push_group` was called.
        case transparencyLayer
    }

    /// The state to return to.
    var state: GraphicsState
    var kind: Kind
    /// The image masks that were open when the entry was pushed.
    var masks: [MaskGroup]
}
