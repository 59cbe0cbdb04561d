internal import CCairo
import Foundation

extension CompositorCache {
    /// Starts making, on another core, the masks of the shape-based shadows
    /// among `casters` (a damage walk's ``FrameDamage/shadowCasters``) that
    /// reach pixels of `areas` (those repainted) and whose masks neither their layer's
    /// ``ShadowMaskCache`` nor ``shadows`` holds.
    ///
    /// A mask planned from the walk's device map is taken by the compositor
    /// only when the key it computes at draw time is the same (see
    /// ``ShadowMaskPrefetch``); the walk composes the maps as the compositor
    /// composes Cairo's, so for an affine tree the keys agree.
    func prefetchShadowMasks(of casters: [FrameDamage.ShadowCaster], within areas: [PixelRect]) {
        var plans: [ShadowMaskPlan] = []
        for caster in casters where caster.pixels.map({ p in areas.contains { !$0.intersection(p).isEmpty } }) ?? true {
            let matrix = cairo_matrix_t(affine: caster.toDevice.affine)
            guard let plan = ShadowMaskPlan(layer: caster.layer, state: caster.state, matrix: matrix),
                  caster.layer.shadowMaskCache?.entry?.key != plan.key, !shadows.holds(plan.key)
            else { continue }
            plans.append(plan)
        }
        guard !plans.isEmpty else { return }
        prefetch.start(plans)
    }
}
