import Foundation

/// The distances and intervals touch handling measures with: how taps
/// join a series (``UITouch/tapCount``) and how far a finger moved.
enum TouchMetrics {
    /// Seconds after a tap within which a touch-down counts as the next tap.
    static let multiTapInterval: TimeInterval = 0.35
    /// How far apart (in points) taps of one series may be.
    static let multiTapDistance: CGFloat = 45

    /// The straight-line distance between two points.
    static func distance(_ first: CGPoint, _ second: CGPoint) -> CGFloat {
        hypot(first.x - second.x, first.y - second.y)
    }
}
