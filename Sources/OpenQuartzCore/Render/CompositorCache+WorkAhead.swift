internal import CCairo
import Foundation

extension CompositorCache {
    /// Plans, and starts on another core (``WorkAhead``), the pixel work
    /// of `layers` (a damage walk's ``FrameDamage/workAhead``) that reach
    /// pixels of `areas` (those repainted) and that no cache holds: the
    /// masks of their shape-based shadows, and the coverage of new layers'
    /// rounded backgrounds and borders filled with `tolerance`.
    ///
    /// Work planned from the walk's device maps is taken by the compositor
    /// only when the key it computes at draw time is the same; the walk
    /// composes the maps as the compositor composes Cairo's, so for an
    /// affine tree the keys agree.
    func planWorkAhead(for layers: [FrameDamage.WorkAheadLayer], within areas: [PixelRect], tolerance: Double) {
        var jobs: [WorkAhead.Job] = []
        // Coverage masks planned stay within the masks' budget.
        var room = maskBytesLeft
        for entry in layers where entry.pixels.map({ p in areas.contains { !$0.intersection(p).isEmpty } }) ?? true {
            let matrix = cairo_matrix_t(affine: entry.toDevice.affine)
            if entry.state.shadowOpacity > 0, entry.state.shadowColor != nil,
               let plan = ShadowMaskPlan(layer: entry.layer, state: entry.state, matrix: matrix),
               entry.layer.shadowMaskCache?.entry?.key != plan.key, !shadows.holds(plan.key) {
                jobs.append(WorkAhead.Job(key: .shadowMask(plan.key)) { .surface(plan.makeMask()) })
            }
            guard entry.isNew else { continue }
            let shape = LayerShape(entry.state)
            guard shape.radius > 0, !shape.corners.isEmpty else { continue }
            if let background = entry.state.backgroundColor, background.alpha > 0,
               let job = coverageJob(shape, borderWidth: nil, matrix: matrix, tolerance: tolerance, room: &room) {
                jobs.append(job)
            }
            if entry.state.borderWidth > 0, let border = entry.state.borderColor, border.alpha > 0,
               let job = coverageJob(
                shape, borderWidth: entry.state.borderWidth, matrix: matrix, tolerance: tolerance, room: &room) {
                jobs.append(job)
            }
        }
        guard !jobs.isEmpty else { return }
        workAhead.start(jobs)
    }

    /// The job making the ``CoverageMask`` of `shape` (its ring of
    /// `borderWidth` when given) under `matrix`, when none is kept and its
    /// pixels fit in `room` bytes (taken from it).
    private func coverageJob(
        _ shape: LayerShape, borderWidth: CGFloat?, matrix: cairo_matrix_t, tolerance: Double, room: inout Int
    ) -> WorkAhead.Job? {
        var fractional = matrix
        fractional.x0 -= matrix.x0.rounded(.down)
        fractional.y0 -= matrix.y0.rounded(.down)
        guard let box = CoverageMask.deviceBox(of: shape.rect, under: fractional),
              box.width * box.height <= Self.maxMaskPixels, box.width * box.height <= room,
              let key = CoverageMaskKey(
                shape: shape, borderWidth: borderWidth, matrix: matrix, tolerance: tolerance,
                antialias: CAIRO_ANTIALIAS_DEFAULT),
              mask(peekingAt: key) == nil
        else { return nil }
        room -= box.width * box.height
        let (frame, maxPixels) = (frame, Self.maxMaskPixels)
        return WorkAhead.Job(key: .coverage(key)) {
            .coverage(CoverageMask(
                shape: shape, borderWidth: borderWidth, matrix: matrix, tolerance: tolerance,
                antialias: CAIRO_ANTIALIAS_DEFAULT, maxPixels: maxPixels, frame: frame))
        }
    }
}
