import Foundation

/// A discrete recognizer for one or more taps of one or more fingers.
///
/// A tap is every required finger touching down and lifting without moving
/// farther than 45 points. The gesture is recognized (`.ended`) when the
/// last finger of the last required tap lifts. It fails when more fingers
/// than required touch, a finger moves too far, the touches are
/// cancelled, or — between taps of a multi-tap — the next tap does not
/// start within 0.35 s of the last lift (timed on host time).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed to recognize (default 1).
    open var numberOfTapsRequired = 1
    /// Fingers needed for each tap (default 1).
    open var numberOfTouchesRequired = 1

    /// How far (in points) a finger may move during a tap.
    static let allowableMovement: CGFloat = 45

    private var completedTaps = 0
    private var fingersInTap = 0
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]

    /// Fingers touched down: tracks them (subclasses overriding it call `super`).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        cancelTimers()
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
        fingersInTap += touches.count
        if fingersInTap > numberOfTouchesRequired { state = .failed }
    }

    /// Fingers moved: updates the gesture (subclasses overriding it call `super`).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        for touch in touches {
            guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
            if TouchMetrics.distance(start, touch.location(in: nil)) > Self.allowableMovement {
                state = .failed
                return
            }
        }
    }

    /// Fingers lifted: ends or fails the gesture (subclasses overriding it call `super`).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard !trackedTouches.contains(where: \.isDown) else { return }
        guard fingersInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        completedTaps += 1
        fingersInTap = 0
        startLocations.removeAll()
        if completedTaps >= numberOfTapsRequired {
            state = .ended
        } else {
            scheduleTimer(after: TouchMetrics.multiTapInterval) { recognizer in
                if recognizer.state == .possible { recognizer.state = .failed }
            }
        }
    }

    /// The touches were cancelled: cancels or fails the gesture (subclasses overriding it call `super`).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    /// Clears the gesture's bookkeeping after it finished (subclasses overriding it call `super`).
    open override func reset() {
        super.reset()
        completedTaps = 0
        fingersInTap = 0
        startLocations.removeAll()
    }
}
