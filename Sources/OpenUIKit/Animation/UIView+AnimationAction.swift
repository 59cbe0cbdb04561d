import Foundation
@_spi(UIKit) import OpenQuartzCore

extension UIView {
    /// The layer keys a view animates inside an animation block.
    static let animatableLayerKeys: Set<String> = [
        "bounds", "position", "transform", "opacity", "backgroundColor", "zPosition", "anchorPoint",
        "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity", "shadowOffset",
        "shadowRadius", "shadowPath", "contentsRect", "sublayerTransform",
        // The backdrop of a visual effect view (its effect animates).
        BackdropLayer.blurRadiusKey, BackdropLayer.tintKey,
    ]

    /// The one `NSNull` views answer for "no action" (UIKit answers the
    /// `[NSNull null]` singleton; one shared object spares an allocation
    /// per property change).
    static let noAction = NSNull()

    /// The action behind ``action(for:forKey:)``.
    func animationAction(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard let context = ViewAnimationContext.current, !context.disablesAnimation,
              Self.animatableLayerKeys.contains(event)
        else { return Self.noAction }
        let from = layer.presentationValue(forKeyPath: event)
        if let recordTrack = context.trackRecorder {
            return RecordingAction { recordTrack(layer, event, from, layer.value(forKeyPath: event)) }
        }
        if let recorder = context.keyframes {
            return recorder.recordingAction(layer: layer, key: event, from: from, context: context)
        }
        let animation = Self.makeAnimation(keyPath: event, from: from, context: context, layer: layer)
        if let existing = layer.animation(forKey: event), existing.delegate === context.group {
            context.group.supersede(existing)
        }
        context.group.animationAdded()
        return animation
    }

    /// A basic or spring animation from `from` to the layer's new value.
    static func makeAnimation(keyPath: String, from: Any?, context: ViewAnimationContext, layer: CALayer) -> CABasicAnimation {
        let animation: CABasicAnimation
        switch context.timing {
        case .curve(let function):
            animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = function
            animation.duration = context.duration
        case .spring(let mass, let stiffness, let damping, let velocity):
            let spring = CASpringAnimation(keyPath: keyPath)
            spring.mass = mass
            spring.stiffness = stiffness
            spring.damping = damping
            spring.initialVelocity = velocity
            spring.duration = context.duration
            animation = spring
        }
        animation.fromValue = from
        if context.delay > 0 {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + context.delay
            animation.fillMode = .backwards
        }
        if context.options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = context.options.contains(.autoreverse)
        animation.delegate = context.group
        animation.addsWithoutCopy = true
        return animation
    }
}
