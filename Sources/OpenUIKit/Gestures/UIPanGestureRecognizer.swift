import Foundation

/// A continuous recognizer for dragging: it begins once the touches'
/// centroid moved 10 points from where they touched down, changes as they
/// move, and ends when they lift (fails if they lift before it began).
///
/// ``translation(in:)`` is the centroid's movement since touch-down (or
/// since the last ``setTranslation(_:in:)``), so at `.began` it already
/// holds the 10 points it took to begin, as in UIKit. Fingers joining or
/// lifting do not make the translation jump. ``velocity(in:)`` is the
/// centroid's speed over the last 100 ms of host time.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that make a pan (default 1).
    open var minimumNumberOfTouches = 1
    /// The most fingers that make a pan (default `Int.max`); more fail an
    /// undecided pan, and are ignored by one in progress.
    open var maximumNumberOfTouches = Int.max
    /// The kinds of scrolling input accepted (recorded; hosts deliver touches).
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// How far (in points) the touches move before the pan begins.
    static let hysteresis: CGFloat = 10
    /// The span of recent movement ``velocity(in:)`` measures.
    static let velocityWindow: TimeInterval = 0.1

    /// The translation's origin: where the centroid counts as not moved, in window coordinates.
    private var origin: CGPoint?
    private var samples: [(time: TimeInterval, point: CGPoint)] = []
    private var lastCentroid: CGPoint = .zero

    /// The translation of the pan in `view`'s coordinate system (nil: the
    /// window's): how far the touches moved since touch-down.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        return convertVector(from: origin, to: lastCentroid, in: view, window: trackedWindow)
    }

    /// Makes the translation read `translation` (in `view`'s coordinates)
    /// from now on; velocity is not affected.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        var offset = translation
        if let view, let window = trackedWindow {
            let start = view.convert(CGPoint.zero, to: window)
            let end = view.convert(translation, to: window)
            offset = CGPoint(x: end.x - start.x, y: end.y - start.y)
        }
        origin = CGPoint(x: lastCentroid.x - offset.x, y: lastCentroid.y - offset.y)
    }

    /// The pan's velocity in `view`'s coordinates (nil: the window's), in
    /// points per second.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let distance = convertVector(from: first.point, to: last.point, in: view, window: trackedWindow)
        let seconds = CGFloat(last.time - first.time)
        return CGPoint(x: distance.x / seconds, y: distance.y / seconds)
    }

    // MARK: Touches

    /// Fingers touched down: tracks them (subclasses overriding it call `super`).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        let down = trackedTouches.filter(\.isDown)
        if down.count > maximumNumberOfTouches {
            if state == .possible {
                state = .failed
            } else {
                for touch in touches { ignore(touch, for: event) }
            }
            return
        }
        rebase(keepingTranslation: origin != nil)
        record(at: event.timestamp)
    }

    /// Fingers moved: updates the gesture (subclasses overriding it call `super`).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        lastCentroid = centroid()
        record(at: event.timestamp)
        switch state {
        case .possible:
            let count = trackedTouches.filter(\.isDown).count
            guard count >= minimumNumberOfTouches, let origin else { return }
            if TouchMetrics.distance(origin, lastCentroid) >= Self.hysteresis && shouldBeginMoving(from: origin) {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Fingers lifted: ends or fails the gesture (subclasses overriding it call `super`).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        lastCentroid = centroid()
        record(at: event.timestamp)
        let remaining = trackedTouches.filter(\.isDown)
        switch state {
        case .possible:
            if remaining.isEmpty { state = .failed } else { rebase(keepingTranslation: true) }
        case .began, .changed:
            if remaining.count < minimumNumberOfTouches { state = .ended } else { rebase(keepingTranslation: true) }
        default:
            break
        }
    }

    /// The touches were cancelled: cancels or fails the gesture (subclasses overriding it call `super`).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    /// Clears the gesture's bookkeeping after it finished (subclasses overriding it call `super`).
    open override func reset() {
        super.reset()
        origin = nil
        samples.removeAll()
        lastCentroid = .zero
    }

    /// Whether movement from `origin` to the current centroid may begin
    /// the pan (subclasses narrow the direction; the default accepts any).
    func shouldBeginMoving(from origin: CGPoint) -> Bool { true }

    // MARK: Bookkeeping

    /// The centroid of the touches still down (all tracked ones when none is).
    private func centroid() -> CGPoint {
        let down = trackedTouches.filter(\.isDown)
        return Self.centroid(of: (down.isEmpty ? trackedTouches : down).map { $0.location(in: nil) })
    }

    /// Moves the origin with the centroid when the set of fingers changes,
    /// so the translation stays where it was.
    private func rebase(keepingTranslation: Bool) {
        let previous = lastCentroid
        lastCentroid = centroid()
        guard keepingTranslation, let origin else {
            origin = lastCentroid
            samples.removeAll()
            return
        }
        self.origin = CGPoint(x: origin.x + lastCentroid.x - previous.x, y: origin.y + lastCentroid.y - previous.y)
        samples = samples.map { ($0.time, CGPoint(x: $0.point.x + lastCentroid.x - previous.x, y: $0.point.y + lastCentroid.y - previous.y)) }
    }

    private func record(at time: TimeInterval) {
        samples.append((time, lastCentroid))
        samples.removeAll { time - $0.time > Self.velocityWindow }
    }

    private var trackedWindow: UIWindow? {
        trackedTouches.first?.window ?? lastLocation?.window ?? view?.window
    }

    /// The vector from `start` to `end` (window coordinates) in `view`'s coordinates.
    private func convertVector(from start: CGPoint, to end: CGPoint, in view: UIView?, window: UIWindow?) -> CGPoint {
        guard let view, let window else { return CGPoint(x: end.x - start.x, y: end.y - start.y) }
        let a = view.convert(start, from: window)
        let b = view.convert(end, from: window)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
}
