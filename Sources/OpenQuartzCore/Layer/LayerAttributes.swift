import Foundation

/// A layer's properties that take no part in drawing or animation: its
/// name and actions, and settings OpenQuartzCore records but does not
/// draw. Stored together so a presentation copy copies them in one go.
struct LayerAttributes {
    var name: String?
    var actions: [String: any CAAction]?
    var style: [AnyHashable: Any]?
    var contentsFormat: CALayerContentsFormat = .RGBA8Uint
    var needsDisplayOnBoundsChange = false
    var drawsAsynchronously = false
    var edgeAntialiasingMask: CAEdgeAntialiasingMask = [
        .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
    ]
    var filters: [Any]?
    var backgroundFilters: [Any]?
    var compositingFilter: Any?
}
