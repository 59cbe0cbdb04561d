import Foundation

/// The rarely changed part of a ``LayerState``, shared between states until
/// one of them changes it.
final class RareLayerState: @unchecked Sendable {
    /// The all-defaults instance every new state starts with.
    static let defaults = RareLayerState()

    var sublayerTransform: CATransform3D = CATransform3DIdentity
    var anchorPointZ: CGFloat = 0
    var maskedCorners: CACornerMask = .all
    var cornerCurve: CALayerCornerCurve = .circular
    var borderColor: CGColor? = LayerState.opaqueBlack
    var shadowColor: CGColor? = LayerState.opaqueBlack
    var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    var contents: Any?
    var contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsGravity: CALayerContentsGravity = .resize
    var minificationFilter: CALayerContentsFilter = .linear
    var magnificationFilter: CALayerContentsFilter = .linear
    var isDoubleSided: Bool = true
    var allowsGroupOpacity: Bool = true
    var allowsEdgeAntialiasing: Bool = false
    var isGeometryFlipped: Bool = false
    var shouldRasterize: Bool = false
    var rasterizationScale: CGFloat = 1
    var custom: [String: AnimatableValue] = [:]
    var contentsTransition: (from: Any?, progress: Double)?
    var transition: LayerTransitionState?

    /// A copy to change.
    func copy() -> RareLayerState {
        let copy = RareLayerState()
        copy.sublayerTransform = sublayerTransform
        copy.anchorPointZ = anchorPointZ
        copy.maskedCorners = maskedCorners
        copy.cornerCurve = cornerCurve
        copy.borderColor = borderColor
        copy.shadowColor = shadowColor
        copy.shadowOffset = shadowOffset
        copy.shadowRadius = shadowRadius
        copy.shadowPath = shadowPath
        copy.contents = contents
        copy.contentsRect = contentsRect
        copy.contentsCenter = contentsCenter
        copy.contentsGravity = contentsGravity
        copy.minificationFilter = minificationFilter
        copy.magnificationFilter = magnificationFilter
        copy.isDoubleSided = isDoubleSided
        copy.allowsGroupOpacity = allowsGroupOpacity
        copy.allowsEdgeAntialiasing = allowsEdgeAntialiasing
        copy.isGeometryFlipped = isGeometryFlipped
        copy.shouldRasterize = shouldRasterize
        copy.rasterizationScale = rasterizationScale
        copy.custom = custom
        copy.contentsTransition = contentsTransition
        copy.transition = transition
        return copy
    }
}
