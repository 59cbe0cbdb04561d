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
        /// Centred at the top, unscaled.
        case top = 5
        /// Centred at the bottom, unscaled.
        case bottom = 6
        /// Centred at the left edge, unscaled.
        case left = 7
        /// Centred at the right edge, unscaled.
        case right = 8
        /// In the top-left corner, unscaled.
        case topLeft = 9
        /// In the top-right corner, unscaled.
        case topRight = 10
        /// In the bottom-left corner, unscaled.
        case bottomLeft = 11
        /// In the bottom-right corner, unscaled.
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
        stored.contentModeStorage = mode
        layer.contentsGravity = mode.gravity
        layer.needsDisplayOnBoundsChange = mode == .redraw
    }
}
