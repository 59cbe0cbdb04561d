import Foundation

/// Layer-time control for interactive transitions: a paused layer
/// (`speed` 0) shows its animations at `timeOffset`, so moving the offset
/// scrubs every animation inside it, as UIKit does.
@MainActor
enum TransitionScrubbing {
    /// Pauses `layer`'s time at `offset`.
    static func pause(_ layer: CALayer, at offset: CFTimeInterval) {
        layer.speed = 0
        layer.beginTime = 0
        layer.timeOffset = offset
    }

    /// Moves a paused layer's time to `offset`.
    static func scrub(_ layer: CALayer, to offset: CFTimeInterval) {
        layer.timeOffset = offset
    }

    /// Lets a paused layer's time run on from its offset at normal speed.
    static func resume(_ layer: CALayer) {
        let offset = layer.timeOffset
        let parentNow = layer.superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
        layer.speed = 1
        layer.beginTime = parentNow
        layer.timeOffset = offset
    }

    /// Gives the layer normal time again.
    static func restore(_ layer: CALayer) {
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
    }

    /// Removes every animation in `layer`'s tree (they report unfinished).
    static func removeAnimations(under layer: CALayer) {
        layer.removeAllAnimations()
        for sublayer in layer.sublayers ?? [] { removeAnimations(under: sublayer) }
    }
}
