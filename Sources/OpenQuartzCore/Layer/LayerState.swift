import Foundation

/// Every renderable property of a layer, as one value.
///
/// A layer's model is one `LayerState`; its presentation at a time is a copy
/// with running animations applied; the compositor draws presentation
/// states. Defaults are Core Animation's.
struct LayerState {
    var bounds: CGRect = .zero
    var position: CGPoint = .zero
    var zPosition: CGFloat = 0
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// Whether ``transform`` is the identity, kept beside the geometry so
    /// frame and conversion fast paths need not read the 128-byte matrix.
    private(set) var hasIdentityTransform = true
    var transform = CATransform3DIdentity {
        didSet { hasIdentityTransform = transform == CATransform3DIdentity }
    }
    var opacity: Float = 1
    var isHidden = false
    var backgroundColor: CGColor?
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var shadowOpacity: Float = 0
    var masksToBounds = false
    /// Kept here rather than with the rare properties: every view sets it
    /// to its screen's scale.
    var contentsScale: CGFloat = 1
    /// Kept here rather than with the rare properties: every view sets it.
    var isOpaque = false
    /// The properties most layers leave at their defaults, shared until
    /// changed (copy on write): copying a state copies one reference for
    /// them, which keeps presentation copies cheap.
    private var rare = RareLayerState.defaults

    /// See ``CALayer``'s property of the same name.
    var sublayerTransform: CATransform3D {
        get { rare.values.sublayerTransform }
        set { uniqueRare().values.sublayerTransform = newValue }
    }

    /// See ``CALayer``'s property of the same name.
    var anchorPointZ: CGFloat {
        get { rare.values.anchorPointZ }
        set { uniqueRare().values.anchorPointZ = newValue }
    }

    /// See ``CALayer``'s property of the same name.
    var maskedCorners: CACornerMask {
        get { rare.values.maskedCorners }
        set { uniqueRare().values.maskedCorners = newValue }
    }

    /// See ``CALayer``'s property of the same name.
    var cornerCurve: CALayerCornerCurve {
        get { rare.values.cornerCurve }
        set { uniqueRare().values.cornerCurve = newValue }
    }

    /// See ``CALayer``'s property of the same name.
    var borderColor: CGColor? {
        get { rare.values.borderColor }
        set { uniqueRare().values.borderColor = newValue }
    }

    /// See ``CALayer``'s property of the same name.
    var shadowColor: CGColor? {
        get { rare.values.shadowColor }
        set { uniqueRare().values.shadowColor = newValue }
    }

    /// See ``CALayer``'s property of the same name.
    var shadowOffset: CGSize {
        get { rare.values.shadowOffset }
        set { uniqueRare().values.shadowOffset = newValue }
    }

    /// See ``CALayer``'s property of the same name.
    var shadowRadius: CGFloat {
        get { rare.values.shadowRadius }
        set { uniqueRare().values.shadowRadius = newValue }
    }

    /// See ``CALayer``'s property of the same name.
    var shadowPath: CGPath? {
        get { rare.values.shadowPath }
        set { uniqueRare().values.shadowPath = newValue }
    }

    /// See ``CALayer``'s property of the same name.
    var contents: Any? {
        get { rare.values.contents }
        set { uniqueRare().values.contents = newValue }
    }

    /// See ``CALayer``'s property of the same name.
    var contentsRect: CGRect {
        get { rare.values.contentsRect }
        set { uniqueRare().values.contentsRect = newValue }
    }

    /// See ``CALayer``'s property of the same name.
    var contentsCenter: CGRect {
        get { rare.values.contentsCenter }
        set { uniqueRare().values.contentsCenter = newValue }
    }

    /// See ``CALayer``'s property of the same name.
    var contentsGravity: CALayerContentsGravity {
        get { rare.values.contentsGravity }
        set { uniqueRare().values.contentsGravity = newValue }
    }

    /// See ``CALayer``'s property of the same name.
    var minificationFilter: CALayerContentsFilter {
        get { rare.values.minificationFilter }
        set { uniqueRare().values.minificationFilter = newValue }
    }

    /// See ``CALayer``'s property of the same name.
    var magnificationFilter: CALayerContentsFilter {
        get { rare.values.magnificationFilter }
        set { uniqueRare().values.magnificationFilter = newValue }
    }

    /// See ``CALayer``'s property of the same name.
    var isDoubleSided: Bool {
        get { rare.values.isDoubleSided }
        set { uniqueRare().values.isDoubleSided = newValue }
    }

    /// See ``CALayer``'s property of the same name.
    var allowsGroupOpacity: Bool {
        get { rare.values.allowsGroupOpacity }
        set { uniqueRare().values.allowsGroupOpacity = newValue }
    }

    /// See ``CALayer``'s property of the same name.
    var allowsEdgeAntialiasing: Bool {
        get { rare.values.allowsEdgeAntialiasing }
        set { uniqueRare().values.allowsEdgeAntialiasing = newValue }
    }

    /// See ``CALayer``'s property of the same name.
    var isGeometryFlipped: Bool {
        get { rare.values.isGeometryFlipped }
        set { uniqueRare().values.isGeometryFlipped = newValue }
    }

    /// See ``CALayer``'s property of the same name.
    var shouldRasterize: Bool {
        get { rare.values.shouldRasterize }
        set { uniqueRare().values.shouldRasterize = newValue }
    }

    /// See ``CALayer``'s property of the same name.
    var rasterizationScale: CGFloat {
        get { rare.values.rasterizationScale }
        set { uniqueRare().values.rasterizationScale = newValue }
    }

    /// Values of keys that are not built-in properties (subclass properties
    /// and arbitrary key-value storage).
    var custom: [String: AnimatableValue] {
        get { rare.values.custom }
        set { uniqueRare().values.custom = newValue }
    }

    /// While a `contents` change cross-fades: the previous contents and how
    /// far the fade has gone (0 = old, 1 = new).
    var contentsTransition: (from: Any?, progress: Double)? {
        get { rare.values.contentsTransition }
        set { uniqueRare().values.contentsTransition = newValue }
    }

    /// A running `CATransition` on this layer.
    var transition: LayerTransitionState? {
        get { rare.values.transition }
        set { uniqueRare().values.transition = newValue }
    }

    /// The rarely changed properties, copied first if shared.
    /// Whether both states share one rare-values box (then all their
    /// rare values are equal).
    func sharesRareValues(with other: LayerState) -> Bool { rare === other.rare }

    /// Whether every rarely changed property has its default value (a
    /// quicker test than reading them: no contents, transition,
    /// rasterization, border colour or corner mask of its own).
    var hasDefaultRareValues: Bool { rare === RareLayerState.defaults }

    private mutating func uniqueRare() -> RareLayerState {
        if !isKnownUniquelyReferenced(&rare) { rare = rare.copy() }
        return rare
    }

    /// The layer's frame in its superlayer, from bounds, position, anchor
    /// point and transform (the transform's bounding box when not identity).
    var frame: CGRect {
        let size = bounds.size
        if hasIdentityTransform {
            let origin = CGPoint(
                x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height)
            return CGRect(origin: origin, size: size)
        }
        return localToParent.mapBoundingBox(bounds)
    }

    /// The transform from this layer's coordinates to its superlayer's,
    /// before the superlayer's `sublayerTransform`.
    var localToParent: CATransform3D {
        let size = bounds.size
        let anchor = CGPoint(x: anchorPoint.x * size.width, y: anchorPoint.y * size.height)
        var t = CATransform3DMakeTranslation(-bounds.origin.x - anchor.x, -bounds.origin.y - anchor.y, -anchorPointZ)
        t = CATransform3DConcat(t, transform)
        return CATransform3DConcat(t, CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// Core Animation's default border and shadow colour, made once.
    static let opaqueBlack = CGColor(gray: 0, alpha: 1)

    /// The images the contents hold (`contents` must be a `CGImage`).
    var contentsImage: CGImage? { contents.flatMap { $0 as? CGImage } }
}

extension CATransform3D {
    /// The bounding box of `rect` after this transform, projected onto z = 0.
    func mapBoundingBox(_ rect: CGRect) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY),
            CGPoint(x: rect.maxX, y: rect.maxY),
        ].map { project($0).point }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
