import Foundation
import OpenUIKit

extension TestHost {
    // MARK: Raw input

    /// Sends raw input in the next frame: the clock moves one frame on and
    /// that frame's turn delivers `inputs` (one ``UIEvent`` per batch of
    /// distinct fingers) in its input phase. Locations are screen points.
    public func send(_ inputs: [UITouchInput]) {
        runtime.makeCurrent()
        for input in inputs {
            switch input.phase {
            case .ended, .cancelled: fingerLocations[input.identifier] = nil
            default: fingerLocations[input.identifier] = input.location
            }
        }
        UIApplication.shared.enqueueTouchInput(inputs)
        advanceOneFrame()
    }

    /// Puts `finger` down at `point` in the next frame.
    public func touchDown(at point: CGPoint, finger: Int = 0) {
        send([UITouchInput(identifier: finger, phase: .began, location: point)])
    }

    /// Moves `finger` to `point` in the next frame.
    public func touchMove(to point: CGPoint, finger: Int = 0) {
        send([UITouchInput(identifier: finger, phase: .moved, location: point)])
    }

    /// Lifts `finger` in the next frame, at `point` or (nil) where it is.
    public func touchUp(at point: CGPoint? = nil, finger: Int = 0) {
        let location = point ?? fingerLocations[finger] ?? .zero
        send([UITouchInput(identifier: finger, phase: .ended, location: location)])
    }

    /// Cancels `finger`'s touch in the next frame (as the system does when
    /// an alert or call interrupts).
    public func touchCancel(finger: Int = 0) {
        let location = fingerLocations[finger] ?? .zero
        send([UITouchInput(identifier: finger, phase: .cancelled, location: location)])
    }

    // MARK: Keyboard

    /// Types `text` on the host's keyboard in the next frame, a key per
    /// character (``UIKeyboardInput/keys(typing:)``: `"\n"` is the return
    /// key, `"\u{8}"` the delete key), given to the first responder in
    /// that frame's turn.
    public func typeText(_ text: String) {
        runtime.makeCurrent()
        UIApplication.shared.enqueueKeyboardInput(UIKeyboardInput.keys(typing: text))
        advanceOneFrame()
    }

    // MARK: Gestures

    /// Taps at `point` with `fingers` fingers (spread 20 points apart to
    /// the right): down in one frame, up in the next.
    public func tap(at point: CGPoint, fingers: Int = 1) {
        let count = Swift.max(1, fingers)
        let points = (0..<count).map { CGPoint(x: point.x + CGFloat($0) * 20, y: point.y) }
        send(points.enumerated().map { UITouchInput(identifier: $0.offset, phase: .began, location: $0.element) })
        send(points.enumerated().map { UITouchInput(identifier: $0.offset, phase: .ended, location: $0.element) })
    }

    /// Drags one finger from `start` to `end` over `duration` seconds: down
    /// in one frame, a move in every frame at the frame rate through real
    /// turns (evenly spaced, the last at `end`), then — when `lift` — up
    /// at `end` in the next frame.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval, finger: Int = 0, lift: Bool = true) {
        touchDown(at: start, finger: finger)
        let steps = Swift.max(1, Int((duration * frameRate).rounded()))
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            touchMove(to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction), finger: finger)
        }
        if lift { touchUp(at: end, finger: finger) }
    }

    /// A quick flick from `start` to `end` (a drag lasting `duration`, 0.1 s by default).
    public func swipe(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.1, finger: Int = 0) {
        drag(from: start, to: end, duration: duration, finger: finger)
    }

    /// Holds one finger still at `point` for `duration` seconds (frames run
    /// meanwhile, so timers fire), then lifts it.
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.8, finger: Int = 0) {
        touchDown(at: point, finger: finger)
        advance(by: duration)
        touchUp(at: point, finger: finger)
    }
}
