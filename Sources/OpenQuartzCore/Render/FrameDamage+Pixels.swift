internal import CCairo
import Foundation
@_spi(Cairo) import OpenCoreGraphics

extension FrameDamage {
    /// The device pixels `layer`'s own drawing can reach; nil when that is
    /// not known (a projective map, a running transition, which moves
    /// content out of the bounds, a shadow its sublayers cast).
    nonisolated static func pixels(of layer: CALayer, state: LayerState, toDevice: Homography) -> PixelRect? {
        guard toDevice.isAffine, state.transition == nil else { return nil }
        var extent = state.bounds
        if !state.masksToBounds {
            for image in [state.contentsImage, state.contentsTransition?.from.flatMap { $0 as? CGImage }].compactMap({ $0 }) {
                if let placement = ContentsLayout.placement(of: image, in: state) { extent = extent.union(placement.destination) }
            }
        }
        if !state.masksToBounds, let own = layer.ownContentExtent(state) { extent = extent.union(own) }
        guard var box = bounded(toDevice.apply(extent)) else { return nil }
        if state.shadowOpacity > 0, let color = state.shadowColor, color.alpha > 0 {
            guard let shape = state.shadowPath?.boundingBoxOfPath ?? (layer.stored.sublayerStorage.isEmpty ? extent : nil),
                  !shape.isNull
            else { return nil }
            let offset = state.shadowOffset
            let sigma = ShadowPlacement.sigma(of: state, scale: toDevice.lengthScale)
            let padding = CGFloat(AlphaBlur.padding(forSigma: sigma) + 2)
            guard let shadow = bounded(toDevice.apply(shape.offsetBy(dx: offset.width, dy: offset.height))) else { return nil }
            box = box.union(shadow.insetBy(dx: -padding, dy: -padding))
        }
        return reach(of: box)
    }

    /// The device pixels drawing inside `box` (device space) can touch,
    /// ``margin`` included; nil when the box is too far out to say.
    nonisolated static func reach(of box: CGRect) -> PixelRect? {
        guard abs(box.minX) < 1e8, abs(box.minY) < 1e8, abs(box.maxX) < 1e8, abs(box.maxY) < 1e8 else { return nil }
        return PixelRect(
            minX: Int(box.minX.rounded(.down)) - margin, minY: Int(box.minY.rounded(.down)) - margin,
            maxX: Int(box.maxX.rounded(.up)) + margin, maxY: Int(box.maxY.rounded(.up)) + margin)
    }

    nonisolated static func bounded(_ rect: CGRect) -> CGRect? {
        rect.isNull || !rect.minX.isFinite || !rect.minY.isFinite || !rect.maxX.isFinite || !rect.maxY.isFinite ? nil : rect
    }

    /// `rects` inside `surface`, overlapping ones merged; their bounding
    /// box when more than ``maximumRects`` remain; nil when that box is
    /// most of the surface anyway.
    nonisolated static func merged(_ rects: [PixelRect], in surface: PixelRect) -> [PixelRect]? {
        var pending = rects.map { $0.intersection(surface) }.filter { !$0.isEmpty }
        var result: [PixelRect] = []
        while var current = pending.popLast() {
            var grew = true
            while grew {
                grew = false
                for index in pending.indices.reversed() where current.touches(pending[index]) {
                    current = current.union(pending.remove(at: index))
                    grew = true
                }
            }
            result.append(current)
        }
        if result.count > maximumRects, let first = result.first {
            result = [result.dropFirst().reduce(first) { $0.union($1) }]
        }
        let area = result.reduce(0) { $0 + $1.area }
        return area * 10 > surface.area * 9 ? nil : result.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
    }
}
