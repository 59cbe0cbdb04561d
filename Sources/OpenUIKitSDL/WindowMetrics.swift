import Foundation
import OpenUIKit

/// The sizes of a host window in its three units, and the conversions
/// between them: SDL's window units (what mouse events and
/// `SDL_GetWindowSize` report), drawable pixels (what the renderer
/// draws) and UIKit points (pixels divided by the screen's scale).
///
/// On X11 one window unit is one pixel; on HiDPI systems that scale
/// windows (macOS, Wayland) a window unit covers several pixels.
struct WindowMetrics: Equatable {
    /// The window's size in SDL window units.
    var windowSize: CGSize
    /// The drawable's size in pixels.
    var pixelSize: CGSize
    /// Pixels per UIKit point (the `UIScreen` scale).
    var scale: CGFloat

    /// Creates metrics; a scale that is not positive and finite becomes
    /// the pixels-per-window-unit ratio (1 when the window is empty).
    init(windowSize: CGSize, pixelSize: CGSize, scale: CGFloat? = nil) {
        self.windowSize = windowSize
        self.pixelSize = pixelSize
        if let scale, scale > 0, scale.isFinite {
            self.scale = scale
        } else {
            self.scale = Self.pixelsPerWindowUnit(windowSize: windowSize, pixelSize: pixelSize)
        }
    }

    /// Drawable pixels per window unit along x (1 when unknown).
    static func pixelsPerWindowUnit(windowSize: CGSize, pixelSize: CGSize) -> CGFloat {
        guard windowSize.width > 0, pixelSize.width > 0 else { return 1 }
        return pixelSize.width / windowSize.width
    }

    /// The screen's size in points: pixels divided by the scale.
    var pointSize: CGSize {
        CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale)
    }

    /// The size in whole pixels of a frame that covers ``pointSize`` at ``scale``.
    var framePixelWidth: Int { Swift.max(1, Int(pixelSize.width.rounded())) }
    /// See ``framePixelWidth``.
    var framePixelHeight: Int { Swift.max(1, Int(pixelSize.height.rounded())) }

    /// A mouse position in window units as a point on the screen.
    func point(fromWindowX x: Double, y: Double) -> CGPoint {
        let pixels = Self.pixelsPerWindowUnit(windowSize: windowSize, pixelSize: pixelSize)
        return CGPoint(x: CGFloat(x) * pixels / scale, y: CGFloat(y) * pixels / scale)
    }

    /// A touch position normalised to the window (0…1 on each axis, as SDL
    /// reports fingers) as a point on the screen.
    func point(fromNormalizedX x: Double, y: Double) -> CGPoint {
        let size = pointSize
        return CGPoint(x: CGFloat(x) * size.width, y: CGFloat(y) * size.height)
    }

    /// The window size, in window units, that shows `points` at `scale`
    /// given the system's pixels per window unit.
    static func windowSize(forPoints points: CGSize, scale: CGFloat, pixelsPerWindowUnit: CGFloat) -> CGSize {
        let ratio = pixelsPerWindowUnit > 0 && pixelsPerWindowUnit.isFinite ? pixelsPerWindowUnit : 1
        return CGSize(
            width: (points.width * scale / ratio).rounded(),
            height: (points.height * scale / ratio).rounded())
    }
}
