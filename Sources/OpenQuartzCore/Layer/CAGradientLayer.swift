import Foundation

/// A layer that draws a colour gradient over its background colour, filling
/// its bounds.
///
/// ``colors``, ``locations``, ``startPoint`` and ``endPoint`` are
/// animatable (implicitly on a layer on screen that is not a view's layer,
/// and with `CABasicAnimation(keyPath: "colors")` and the like); colour
/// arrays interpolate colour by colour when both have as many. Points are
/// in the unit coordinate space of the bounds: (0, 0) is the top-left
/// corner in UIKit's flipped coordinates, (1, 1) the bottom-right.
///
/// Differences from Core Animation: gradients interpolate in sRGB, without
/// dithering; a conic gradient is drawn as 256 wedges, each blending its
/// two edge colours (Cairo has no conic gradient). The colours are kept as their sRGB components, so
/// `value(forKey: "colors")` gives the components' array, not the colours.
open class CAGradientLayer: CALayer {
    /// The keys of the gradient's properties.
    enum Key {
        static let colors = "colors"
        static let locations = "locations"
        static let startPoint = "startPoint"
        static let endPoint = "endPoint"
        static let type = "type"
        static let animatable: Set<String> = [colors, locations, startPoint, endPoint]
    }

    /// The defaults: `startPoint` (0.5, 0), `endPoint` (0.5, 1), ``CAGradientLayerType/axial``;
    /// other keys as `CALayer`.
    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case Key.startPoint: CGPoint(x: 0.5, y: 0)
        case Key.endPoint: CGPoint(x: 0.5, y: 1)
        case Key.type: CAGradientLayerType.axial.rawValue
        default: super.defaultValue(forKey: key)
        }
    }

    /// The keys that animate implicitly as `CALayer`'s properties do.
    override class var ownAnimatableKeys: Set<String> { Key.animatable }

    /// The colours (`CGColor`s; nil or fewer than one: nothing drawn; one:
    /// filled with it). Animatable.
    open var colors: [Any]? {
        get { gradientColors(in: stored.modelState)?.map { $0.cgColor } }
        set {
            let colors = newValue?.compactMap { $0 as? CGColor }
            setKeyedValue(colors.map { AnimatableValue($0) }, forKeyPath: Key.colors)
        }
    }

    /// Where each colour sits, 0…1 along the gradient, one per colour (nil:
    /// spread evenly). Animatable.
    open var locations: [NSNumber]? {
        get { stored.modelState.custom[Key.locations]?.vectorValue?.map { NSNumber(value: $0) } }
        set { setKeyedValue(newValue.map { AnimatableValue.vector($0.map(\.doubleValue)) }, forKeyPath: Key.locations) }
    }

    /// Where the gradient starts, in the unit space of the bounds ((0.5, 0)
    /// by default). Animatable.
    open var startPoint: CGPoint {
        get { gradientPoint(Key.startPoint, in: stored.modelState) }
        set { setKeyedValue(AnimatableValue.point(newValue), forKeyPath: Key.startPoint) }
    }

    /// Where the gradient ends, in the unit space of the bounds ((0.5, 1)
    /// by default). Animatable.
    open var endPoint: CGPoint {
        get { gradientPoint(Key.endPoint, in: stored.modelState) }
        set { setKeyedValue(AnimatableValue.point(newValue), forKeyPath: Key.endPoint) }
    }

    /// The gradient's shape; ``CAGradientLayerType/axial`` by default.
    open var type: CAGradientLayerType {
        get { stored.modelState.discreteValue(Key.type, as: String.self).map(CAGradientLayerType.init) ?? .axial }
        set { setDiscreteValue(newValue.rawValue, forKey: Key.type) }
    }

    // MARK: Drawing

    /// Draws the gradient (CAGradientLayer+Drawing.swift).
    override func drawOwnContent(state: LayerState, in cr: OpaquePointer, alpha: Double) {
        drawGradient(state: state, in: cr, alpha: alpha)
    }

    /// Whether there are colours to draw (or an animation that may give some).
    override var drawsOwnContent: Bool {
        stored.modelState.custom[Key.colors] != nil || !stored.animationEntries.isEmpty
    }
}
