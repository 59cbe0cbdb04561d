internal import CCairo
import Foundation

extension CGContext {
    /// Pushes a copy of the graphics state: CTM, clip, colours, alpha,
    /// blend mode, line attributes, shadow, antialiasing, flatness and
    /// interpolation quality. The current path is not part of it.
    public func saveGState() {
        cairo_save(cr)
        savedStates.append(SavedGraphicsState(state: gstate, kind: .save, masks: openMasks))
        openMasks = []
    }

    /// Restores the most recently saved graphics state.
    ///
    /// Drawing done under an image mask set since the save
    /// (``clip(to:mask:)``) is put back through the mask now. Without a
    /// matching ``saveGState()`` — or across an unfinished transparency
    /// layer — nothing changes and a console message is logged.
    public func restoreGState() {
        guard let top = savedStates.last else {
            CGDiagnostics.report("CGContextRestoreGState: no saved graphics state to restore (unbalanced restore).")
            return
        }
        guard top.kind == .save else {
            CGDiagnostics.report(
                "CGContextRestoreGState: cannot restore past beginTransparencyLayer; call endTransparencyLayer() first.")
            return
        }
        let hadMasks = !openMasks.isEmpty
        closeOpenMasks()
        cairo_restore(cr)
        savedStates.removeLast()
        gstate = top.state
        openMasks = top.masks
        if hadMasks { didDraw() }
    }

    /// Puts every image mask of the current graphics state back, innermost first.
    func closeOpenMasks() {
        while let mask = openMasks.popLast() {
            cairo_identity_matrix(cr)
            let content = cairo_pop_group(cr)!
            cairo_identity_matrix(cr)
            mask.composite(content, onto: cr)
            cairo_pattern_destroy(content)
        }
    }
}
