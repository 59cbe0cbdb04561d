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
    var anchorPointZ: CGFloat = 0
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity
    var opacity: Float = 1
    var isHidden = false
    var backgroundColor: CGColor?
    var cornerRadius: CGFloat = 0
    var maskedCorners: CACornerMask = .all
    var cornerCurve: CALayerCornerCurve = .circular
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = LayerState.opaqueBlack
    var shadowColor: CGColor? = LayerState.opaqueBlack
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    var masksToBounds = false
    var contents: Any?
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsGravity: CALayerContentsGravity = .resize
    var contentsScale: CGFloat = 1
    var minificationFilter: CALayerContentsFilter = .linear
    var magnificationFilter: CALayerContentsFilter = .linear
    var isDoubleSided = true
    var allowsGroupOpacity = true
    var allowsEdgeAntialiasing = false
    var isGeometryFlipped = false
    var isOpaque = false
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    /// Values of keys that are not built-in properties (subclass properties
    /// and arbitrary key-value storage).
    var custom: [String: AnimatableValue] = [:]
    /// While a `contents` change cross-fades: the previous contents and how
    /// far the fade has gone (0 = old, 1 = new).
    var contentsTransition: (from: Any?, progress: Double)?
    /// A running `CATransition` on this layer.
    var transition: LayerTransitionState?

    /// The layer's frame in its superlayer, from bounds, position, anchor
    /// point and transform (the transform's bounding box when not identity).
    var frame: CGRect {
        let size = bounds.size
        if transform == CATransform3DIdentity {
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
