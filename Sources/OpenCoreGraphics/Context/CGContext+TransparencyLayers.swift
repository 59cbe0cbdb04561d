internal import CCairo
import Foundation

extension CGContext {
    /// Starts a transparency layer: drawing until ``endTransparencyLayer()``
    /// goes into a separate, fully transparent buffer.
    ///
    /// Saves the graphics state, then sets alpha to 1, the blend mode to
    /// normal and turns the shadow off inside the layer, as Core Graphics
    /// does. When the layer ends it is composited with the alpha, blend
    /// mode and shadow of the state that was current at the start, within
    /// the clip.
    ///
    /// - Parameter auxiliaryInfo: Ignored (Core Graphics' `CFDictionary`
    ///   does not bridge on Linux; it has no defined keys either).
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        beginLayer(in: nil)
    }

    /// Starts a transparency layer bounded by `rect` (user space): drawing
    /// outside it is clipped away. Otherwise as ``beginTransparencyLayer(auxiliaryInfo:)``.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginLayer(in: rect)
    }

    /// Ends the innermost transparency layer and composites it.
    ///
    /// Graphics states saved inside the layer and not restored are restored
    /// first, with a console message. Without an open layer nothing happens
    /// and a console message is logged.
    public func endTransparencyLayer() {
        guard savedStates.contains(where: { $0.kind == .transparencyLayer }) else {
            CGDiagnostics.report("CGContextEndTransparencyLayer: no transparency layer to end.")
            return
        }
        if savedStates.last?.kind == .save {
            CGDiagnostics.report(
                "CGContextEndTransparencyLayer: graphics state saved inside the layer was not restored; restoring it.")
            while savedStates.last?.kind == .save { restoreGState() }
        }
        closeOpenMasks()
        cairo_identity_matrix(cr)
        let layer = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(layer) }
        let top = savedStates.removeLast()
        gstate = top.state
        openMasks = top.masks
        let alpha = Double(gstate.alpha)
        render(requiringFiniteCTM: false) { op in
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source(cr, layer)
            cairo_set_operator(cr, op)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
    }

    private func beginLayer(in rect: CGRect?) {
        savedStates.append(SavedGraphicsState(state: gstate, kind: .transparencyLayer, masks: openMasks))
        openMasks = []
        cairo_identity_matrix(cr)
        cairo_push_group_with_content(cr, CAIRO_CONTENT_COLOR_ALPHA)
        if let rect { clipCairo(to: devicePath(for: rect), rule: .winding) }
        gstate.alpha = 1
        gstate.blendMode = .normal
        gstate.shadow = nil
    }
}
