import Foundation

/// A layer that draws its sublayers ``instanceCount`` times, each copy
/// transformed, delayed and coloured a step further than the one before.
///
/// Copy `i` (from 0) is drawn with ``instanceTransform`` applied `i`
/// times about the centre of the replicator's bounds, with its sublayers'
/// time `i × instanceDelay` earlier (their animations lag copy by copy),
/// and with its colours multiplied by ``instanceColor`` plus `i` times the
/// offsets (each component clamped to 0…1). ``instanceTransform``,
/// ``instanceDelay``, ``instanceColor`` and the offsets are animatable.
/// Only the sublayers are copied; the replicator's own background, border
/// and contents are drawn once. Copies are not hit-tested (as in Core
/// Animation).
///
/// Differences from Core Animation: the instance transform's
/// perspective and depth are dropped (copies are drawn with its affine
/// part; `preservesDepth` is kept but changes nothing), and while a
/// replicator with more than one copy is on screen, any change inside it
/// repaints the whole surface.
open class CAReplicatorLayer: CALayer {
    /// The keys of the replicator's properties.
    enum Key {
        static let instanceCount = "instanceCount"
        static let instanceTransform = "instanceTransform"
        static let instanceDelay = "instanceDelay"
        static let instanceColor = "instanceColor"
        static let redOffset = "instanceRedOffset"
        static let greenOffset = "instanceGreenOffset"
        static let blueOffset = "instanceBlueOffset"
        static let alphaOffset = "instanceAlphaOffset"
        static let animatable: Set<String> = [
            instanceTransform, instanceDelay, instanceColor, redOffset, greenOffset, blueOffset, alphaOffset,
        ]
    }

    /// The keys that animate implicitly as `CALayer`'s properties do.
    override class var ownAnimatableKeys: Set<String> { Key.animatable }

    /// How many copies of the sublayers are drawn (1 by default; 0 or
    /// less draws none).
    open var instanceCount: Int {
        get { CAReplicatorLayer.count(stored.modelState) }
        set { setDiscreteValue(newValue, forKey: Key.instanceCount) }
    }

    /// Whether copies keep their depth (kept; drawing is flat here).
    open var preservesDepth = false

    /// The transform from one copy to the next, about the bounds' centre
    /// (identity by default). Animatable.
    open var instanceTransform: CATransform3D {
        get {
            if case .transform(let transform)? = stored.modelState.custom[Key.instanceTransform] { return transform }
            return CATransform3DIdentity
        }
        set { setKeyedValue(AnimatableValue.transform(newValue), forKeyPath: Key.instanceTransform) }
    }

    /// How much later each copy's sublayers are in time, in seconds (0 by
    /// default). Animatable.
    open var instanceDelay: CFTimeInterval {
        get { stored.modelState.custom[Key.instanceDelay]?.number ?? 0 }
        set { setKeyedValue(AnimatableValue.number(newValue), forKeyPath: Key.instanceDelay) }
    }

    /// The colour the first copy's colours are multiplied by (nil, the
    /// default: white, no change). Animatable.
    open var instanceColor: CGColor? {
        get { stored.modelState.custom[Key.instanceColor]?.rgbaValue?.cgColor }
        set { setKeyedValue(newValue.map { AnimatableValue.color(RGBAColor($0)) }, forKeyPath: Key.instanceColor) }
    }

    /// Added to the red component of the colour, copy by copy (0 by default). Animatable.
    open var instanceRedOffset: Float {
        get { replicatorOffset(Key.redOffset) }
        set { setKeyedValue(AnimatableValue.number(Double(newValue)), forKeyPath: Key.redOffset) }
    }

    /// Added to the green component of the colour, copy by copy (0 by default). Animatable.
    open var instanceGreenOffset: Float {
        get { replicatorOffset(Key.greenOffset) }
        set { setKeyedValue(AnimatableValue.number(Double(newValue)), forKeyPath: Key.greenOffset) }
    }

    /// Added to the blue component of the colour, copy by copy (0 by default). Animatable.
    open var instanceBlueOffset: Float {
        get { replicatorOffset(Key.blueOffset) }
        set { setKeyedValue(AnimatableValue.number(Double(newValue)), forKeyPath: Key.blueOffset) }
    }

    /// Added to the alpha component of the colour, copy by copy (0 by default). Animatable.
    open var instanceAlphaOffset: Float {
        get { replicatorOffset(Key.alphaOffset) }
        set { setKeyedValue(AnimatableValue.number(Double(newValue)), forKeyPath: Key.alphaOffset) }
    }

    private func replicatorOffset(_ key: String) -> Float {
        Float(stored.modelState.custom[key]?.number ?? 0)
    }
}
