import Foundation

/// A pan that starts near an edge of the screen (its window) and moves
/// away from it.
///
/// The touch must come down within 20 points of one of ``edges`` and, by
/// the time it moved the pan's 10 points, have gone farther away from
/// that edge than along it; otherwise the recognizer fails. From then on
/// it behaves as ``UIPanGestureRecognizer``.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the gesture may start from (default none: never begins).
    open var edges: UIRectEdge = []

    /// How close (in points) to the edge the touch must come down.
    static let edgeZone: CGFloat = 20

    private var startEdges: UIRectEdge = []

    /// Fingers touched down: tracks them (subclasses overriding it call `super`).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, startEdges.isEmpty, let touch = touches.first, let window = touch.window {
            let point = touch.location(in: nil)
            let bounds = window.bounds
            var near: UIRectEdge = []
            if point.x - bounds.minX <= Self.edgeZone { near.insert(.left) }
            if bounds.maxX - point.x <= Self.edgeZone { near.insert(.right) }
            if point.y - bounds.minY <= Self.edgeZone { near.insert(.top) }
            if bounds.maxY - point.y <= Self.edgeZone { near.insert(.bottom) }
            startEdges = near.intersection(edges)
        }
        super.touchesBegan(touches, with: event)
        if state == .possible && startEdges.isEmpty { state = .failed }
    }

    override func shouldBeginMoving(from origin: CGPoint) -> Bool {
        let move = translation(in: nil)
        let away: [(UIRectEdge, CGFloat, CGFloat)] = [
            (.left, move.x, abs(move.y)), (.right, -move.x, abs(move.y)),
            (.top, move.y, abs(move.x)), (.bottom, -move.y, abs(move.x)),
        ]
        if away.contains(where: { startEdges.contains($0.0) && $0.1 > $0.2 }) { return true }
        state = .failed
        return false
    }

    /// Clears the gesture's bookkeeping after it finished (subclasses overriding it call `super`).
    open override func reset() {
        super.reset()
        startEdges = []
    }
}
