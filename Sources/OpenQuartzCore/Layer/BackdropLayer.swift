import Foundation

/// A layer that blurs what is drawn beneath it inside its bounds, then
/// tints it: the backdrop of UIKit's `UIVisualEffectView` (Core Animation
/// has such a layer privately; it is not public API there either).
///
/// ``blurRadius`` (the Gaussian's standard deviation, in points) and
/// ``tint`` are animatable under their key-value keys `blurRadius` and
/// `backdropTint`. The blur reads the pixels already drawn into the
/// renderer's target surface (edges beyond it extend its border pixels),
/// so it sees everything drawn before it — also from inside a group (a
/// rounded, clipping ancestor) — as Core Animation's backdrops do.
/// Damage: any change within the blur's reach repaints the whole surface.
package final class BackdropLayer: CALayer {
    /// The key-value keys of the animatable properties.
    package static let blurRadiusKey = "blurRadius"
    package static let tintKey = "backdropTint"

    /// The defaults: no blur, a clear tint (animations from them start
    /// there); other keys as `CALayer`.
    package override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case blurRadiusKey: CGFloat(0)
        case tintKey: CGColor(gray: 0, alpha: 0)
        default: super.defaultValue(forKey: key)
        }
    }

    /// The blur's standard deviation in points (0, the default: no blur).
    package var blurRadius: CGFloat {
        get { CGFloat(stored.modelState.custom[Self.blurRadiusKey]?.number ?? 0) }
        set { setKeyedValue(AnimatableValue.number(Double(newValue)), forKeyPath: Self.blurRadiusKey) }
    }

    /// The colour laid over the blurred backdrop (clear by default).
    package var tint: CGColor {
        get { stored.modelState.custom[Self.tintKey]?.colorValue ?? CGColor(gray: 0, alpha: 0) }
        set { setKeyedValue(AnimatableValue.color(RGBAColor(newValue)), forKeyPath: Self.tintKey) }
    }

    /// Blurs and tints (BackdropLayer+Drawing.swift).
    override func drawOwnContent(state: LayerState, in cr: OpaquePointer, alpha: Double) {
        drawBackdrop(state: state, in: cr, alpha: alpha)
    }

    /// Always drawn: the backdrop changes with what is beneath.
    override var drawsOwnContent: Bool { true }
}
