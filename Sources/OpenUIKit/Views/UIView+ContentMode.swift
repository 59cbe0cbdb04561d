import Foundation

extension UIView {
    /// How a view's content fits its bounds when they change.
    public enum ContentMode: Int, Sendable {
        /// Stretch to fill (the default).
        case scaleToFill = 0
        /// Scale to fit, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scale to fill, keeping the aspect ratio.
        case scaleAspectFill = 2
        /// Redraw with ``UIView/draw(_:)`` when the bounds change.
        case redraw = 3
        /// Centre, unscaled.
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12

        /// The layer gravity that draws contents this way. Vertical names
        /// swap, as on iOS, because gravity names are y-up.
        var gravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: .resize
            case .scaleAspectFit: .resizeAspect
            case .scaleAspectFill: .resizeAspectFill
            case .center: .center
            case .top: .bottom
            case .bottom: .top
            case .left: .left
            case .right: .right
            case .topLeft: .bottomLeft
            case .topRight: .bottomRight
            case .bottomLeft: .topLeft
            case .bottomRight: .topRight
            }
        }
    }

    func setContentMode(_ mode: ContentMode) {
        contentModeStorage = mode
        layer.contentsGravity = mode.gravity
        layer.needsDisplayOnBoundsChange = mode == .redraw
    }
}
