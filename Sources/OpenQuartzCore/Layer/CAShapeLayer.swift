import Foundation

/// A layer that draws a cubic Bézier path: filled, then stroked, between
/// its contents and its first sublayer.
///
/// The shape is drawn in the layer's coordinates and is not clipped to its
/// bounds unless ``CALayer/masksToBounds`` is set. ``path``, ``fillColor``,
/// ``strokeColor``, ``strokeStart``, ``strokeEnd``, ``lineWidth``,
/// ``miterLimit``, ``lineDashPhase`` and ``lineDashPattern`` are
/// animatable: a change of a layer on screen that is not a view's layer
/// animates implicitly, and `CABasicAnimation(keyPath: "strokeEnd")` and
/// the like animate them explicitly. Paths interpolate point by point when
/// both have the same elements (as in Core Animation; otherwise the value
/// switches halfway).
///
/// Every property is kept under its name as a key-value key, so
/// `value(forKey: "strokeEnd")` and `setValue(_:forKey:)` reach it too.
///
/// Differences from Core Animation: strokes are rasterised by Cairo, so
/// edge pixels can differ slightly from Apple's; a trimmed stroke
/// (``strokeStart`` above 0 or ``strokeEnd`` below 1) is cut at arc
/// lengths measured to within 0.01 points, and a closed subpath inside it
/// is stroked open (caps, not a join, where it started).
open class CAShapeLayer: CALayer {
    /// The keys of the shape's properties.
    enum Key {
        static let path = "path"
        static let fillColor = "fillColor"
        static let fillRule = "fillRule"
        static let strokeColor = "strokeColor"
        static let strokeStart = "strokeStart"
        static let strokeEnd = "strokeEnd"
        static let lineWidth = "lineWidth"
        static let miterLimit = "miterLimit"
        static let lineCap = "lineCap"
        static let lineJoin = "lineJoin"
        static let lineDashPhase = "lineDashPhase"
        static let lineDashPattern = "lineDashPattern"
        /// The keys a change of animates implicitly.
        static let animatable: Set<String> = [
            path, fillColor, strokeColor, strokeStart, strokeEnd, lineWidth, miterLimit, lineDashPhase, lineDashPattern,
        ]
    }

    /// The defaults of the shape's properties: ``fillColor`` opaque black,
    /// ``strokeEnd`` 1, ``lineWidth`` 1, ``miterLimit`` 10, the fill rule,
    /// cap and join Core Animation's first; other keys as `CALayer`.
    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case Key.fillColor: CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        case Key.strokeStart, Key.lineDashPhase: CGFloat(0)
        case Key.strokeEnd, Key.lineWidth: CGFloat(1)
        case Key.miterLimit: CGFloat(10)
        case Key.fillRule: CAShapeLayerFillRule.nonZero.rawValue
        case Key.lineCap: CAShapeLayerLineCap.butt.rawValue
        case Key.lineJoin: CAShapeLayerLineJoin.miter.rawValue
        default: super.defaultValue(forKey: key)
        }
    }

    /// The keys that animate implicitly as `CALayer`'s properties do.
    override class var ownAnimatableKeys: Set<String> { Key.animatable }

    /// The shape's path, in the layer's coordinates (nil: nothing drawn).
    /// Animatable.
    open var path: CGPath? {
        get { shapeValue(Key.path)?.pathValue }
        set { setShapeValue(newValue.map { .path($0) }, Key.path) }
    }

    /// The colour the path is filled with (nil: not filled); opaque black
    /// by default. Animatable.
    open var fillColor: CGColor? {
        get { customColor(Key.fillColor) }
        set { setCustomColor(newValue, forKey: Key.fillColor) }
    }

    /// The rule that decides the inside of the path; ``CAShapeLayerFillRule/nonZero``
    /// by default.
    open var fillRule: CAShapeLayerFillRule {
        get { CAShapeLayerFillRule(rawValue: shapeName(Key.fillRule)) }
        set { setShapeName(newValue.rawValue, Key.fillRule) }
    }

    /// The colour the path is stroked with (nil, the default: not
    /// stroked). Animatable.
    open var strokeColor: CGColor? {
        get { customColor(Key.strokeColor) }
        set { setCustomColor(newValue, forKey: Key.strokeColor) }
    }

    /// Where the stroke starts along the path, 0…1 of its length (0 by
    /// default). Animatable; values outside 0…1 are clamped when drawn.
    open var strokeStart: CGFloat {
        get { shapeNumber(Key.strokeStart) }
        set { setShapeValue(.number(Double(newValue)), Key.strokeStart) }
    }

    /// Where the stroke ends along the path, 0…1 of its length (1 by
    /// default). Animatable; values outside 0…1 are clamped when drawn.
    open var strokeEnd: CGFloat {
        get { shapeNumber(Key.strokeEnd) }
        set { setShapeValue(.number(Double(newValue)), Key.strokeEnd) }
    }

    /// The width of the stroke, in points (1 by default). Animatable.
    open var lineWidth: CGFloat {
        get { shapeNumber(Key.lineWidth) }
        set { setShapeValue(.number(Double(newValue)), Key.lineWidth) }
    }

    /// The miter limit for ``CAShapeLayerLineJoin/miter`` joins (10 by
    /// default). Animatable.
    open var miterLimit: CGFloat {
        get { shapeNumber(Key.miterLimit) }
        set { setShapeValue(.number(Double(newValue)), Key.miterLimit) }
    }

    /// The shape at the ends of open subpaths; ``CAShapeLayerLineCap/butt``
    /// by default.
    open var lineCap: CAShapeLayerLineCap {
        get { CAShapeLayerLineCap(rawValue: shapeName(Key.lineCap)) }
        set { setShapeName(newValue.rawValue, Key.lineCap) }
    }

    /// The shape where segments meet; ``CAShapeLayerLineJoin/miter`` by
    /// default.
    open var lineJoin: CAShapeLayerLineJoin {
        get { CAShapeLayerLineJoin(rawValue: shapeName(Key.lineJoin)) }
        set { setShapeName(newValue.rawValue, Key.lineJoin) }
    }

    /// How far into ``lineDashPattern`` the dashes start, in points (0 by
    /// default). Animatable.
    open var lineDashPhase: CGFloat {
        get { shapeNumber(Key.lineDashPhase) }
        set { setShapeValue(.number(Double(newValue)), Key.lineDashPhase) }
    }

    /// The lengths of the painted and unpainted segments of the stroke, in
    /// points, alternating (nil, the default: a solid line). Animatable.
    open var lineDashPattern: [NSNumber]? {
        get { shapeValue(Key.lineDashPattern).map { $0.numbers.map { NSNumber(value: $0) } } }
        set { setShapeValue(newValue.map { .vector($0.map(\.doubleValue)) }, Key.lineDashPattern) }
    }


    // MARK: Drawing

    /// Fills and strokes the path (CAShapeLayer+Drawing.swift).
    override func drawOwnContent(state: LayerState, in cr: OpaquePointer, alpha: Double) {
        drawShape(state: state, in: cr, alpha: alpha)
    }

    /// Whether there is a path to draw (or an animation that may draw one).
    override var drawsOwnContent: Bool { path != nil || !stored.animationEntries.isEmpty }

    /// The box the fill and stroke can reach (CAShapeLayer+Drawing.swift).
    nonisolated override func ownContentExtent(_ state: LayerState) -> CGRect? {
        Self.shapeExtent(state)
    }
}
