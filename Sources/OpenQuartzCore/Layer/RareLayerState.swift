import Foundation

/// The rarely changed part of a ``LayerState``, shared between states until
/// one of them changes it.
final class RareLayerState: @unchecked Sendable {
    /// The all-defaults instance every new state starts with.
    static let defaults = RareLayerState(Values())

    /// The values (a struct, so a copy is one assignment, whatever fields
    /// are added).
    var values: Values

    init(_ values: Values) {
        self.values = values
    }

    /// A copy to change.
    func copy() -> RareLayerState {
        RareLayerState(values)
    }

    /// The values, with Core Animation's defaults.
    struct Values {
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
    }
}
