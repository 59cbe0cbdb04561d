import Foundation

/// A continuous recognizer for pressing and holding: it begins once the
/// required fingers stayed down for ``minimumPressDuration`` without
/// moving farther than ``allowableMovement``, changes as they move, and
/// ends when they lift.
///
/// It fails when a finger lifts or moves too far before the press
/// duration passed, or when more fingers touch than required. With
/// ``numberOfTapsRequired`` above 0 the press must follow that many quick
/// taps (each within 0.35 s of the last). Durations run on host time.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the fingers must be held (default 0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// Fingers that must be held (default 1).
    open var numberOfTouchesRequired = 1
    /// Taps before the press (default 0).
    open var numberOfTapsRequired = 0
    /// How far (in points) the fingers may move before the press begins (default 10).
    open var allowableMovement: CGFloat = 10

    private var start: CGPoint?
    private var completedTaps = 0

    /// Fingers touched down: tracks them (subclasses overriding it call `super`).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        cancelTimers()
        let down = trackedTouches.filter(\.isDown)
        if down.count > numberOfTouchesRequired {
            state = .failed
            return
        }
        start = Self.centroid(of: down.map { $0.location(in: nil) })
        guard down.count == numberOfTouchesRequired else { return }
        if completedTaps == numberOfTapsRequired {
            scheduleTimer(after: minimumPressDuration) { recognizer in
                guard recognizer.state == .possible else { return }
                recognizer.state = .began
            }
        }
    }

    /// Fingers moved: updates the gesture (subclasses overriding it call `super`).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        switch state {
        case .possible:
            let current = Self.centroid(of: trackedTouches.filter(\.isDown).map { $0.location(in: nil) })
            if let start, TouchMetrics.distance(start, current) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Fingers lifted: ends or fails the gesture (subclasses overriding it call `super`).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        let anyDown = trackedTouches.contains(where: \.isDown)
        switch state {
        case .possible:
            cancelTimers()
            guard !anyDown, completedTaps < numberOfTapsRequired else {
                state = .failed
                return
            }
            completedTaps += 1
            scheduleTimer(after: TouchMetrics.multiTapInterval) { recognizer in
                if recognizer.state == .possible { recognizer.state = .failed }
            }
        case .began, .changed:
            if !anyDown { state = .ended }
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
        start = nil
        completedTaps = 0
    }
}
