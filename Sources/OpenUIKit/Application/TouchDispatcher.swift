import Foundation

/// Turns the host's raw touch input into UIKit events: queued input is
/// dispatched in the `.input` phase of the next turn, stamped with that
/// turn's media time.
///
/// Each batch of input (one entry per finger; a finger appearing again
/// starts the next batch) becomes one ``UIEvent`` sent through
/// ``UIApplication/sendEvent(_:)``. A new touch is hit-tested in the
/// frontmost visible window that contains it and keeps that view for its
/// life; its gesture recognizers are those of the view and its ancestors
/// that are enabled and want it. Input that cannot be a touch — a
/// non-finite location, a move or lift of a finger that is not down, a
/// second touch-down of a finger that is — is ignored with a message.
///
/// Its queue and touches are read every turn and never accessed
/// overlapping, so their exclusivity is unchecked.
@MainActor
final class TouchDispatcher {
    /// The current runtime's dispatcher.
    static var current: TouchDispatcher { UIKitRuntime.current.touchDispatcher }

    /// The touch event object, reused for every touch event (as UIKit
    /// does): the gesture arena's, which delivers it.
    var event: UIEvent { UIKitRuntime.current.gestureArena.touchEvent }

    @exclusivity(unchecked) private var queue: [UITouchInput] = []
    /// Touches down (and those lifting in the event being dispatched), in touch-down order.
    @exclusivity(unchecked) private(set) var touches: [UITouch] = []
    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?

    /// No input queued, no touches.
    init() {}

    /// Queues input for the next turn's `.input` phase.
    func enqueue(_ inputs: [UITouchInput]) {
        queue.append(contentsOf: inputs)
    }

    /// Whether input waits for the next turn.
    var hasQueuedInput: Bool { !queue.isEmpty }

    /// Dispatches the queued input, batch by batch.
    func dispatchQueuedInput(at now: TimeInterval) {
        while !queue.isEmpty {
            dispatch(takeBatch(), at: now)
        }
    }

    private func takeBatch() -> [UITouchInput] {
        var identifiers: Set<Int> = []
        var batch: [UITouchInput] = []
        while let input = queue.first, !identifiers.contains(input.identifier) {
            identifiers.insert(input.identifier)
            batch.append(queue.removeFirst())
        }
        return batch
    }

    private func dispatch(_ batch: [UITouchInput], at now: TimeInterval) {
        let changed = batch.compactMap { apply($0, at: now) }
        guard !changed.isEmpty else { return }
        for touch in touches where touch.isDown && !changed.containsIdentical(touch) {
            touch.phase = .stationary
        }
        event.type = .touches
        event.timestamp = now
        event.touchSet = Set(touches)
        UIApplication.shared.sendEvent(event)
        GestureArena.current.finishEvent()
        touches.removeAll { !$0.isDown }
    }

    // MARK: Input

    private func apply(_ input: UITouchInput, at now: TimeInterval) -> UITouch? {
        guard input.location.x.isFinite, input.location.y.isFinite else {
            report(input, "its location (\(input.location.x), \(input.location.y)) is not finite")
            return nil
        }
        switch input.phase {
        case .began:
            guard touch(input.identifier) == nil else {
                report(input, "this finger is already down")
                return nil
            }
            return begin(input, at: now)
        case .moved, .ended, .cancelled:
            guard let touch = touch(input.identifier) else {
                report(input, "this finger is not down")
                return nil
            }
            update(touch, with: input, at: now)
            return touch
        case .stationary:
            if touch(input.identifier) == nil { report(input, "this finger is not down") }
            return nil
        case .regionEntered, .regionMoved, .regionExited:
            report(input, "hover input is not supported")
            return nil
        }
    }

    private func touch(_ identifier: Int) -> UITouch? {
        touches.first { $0.identifier == identifier && $0.isDown }
    }

    private func report(_ input: UITouchInput, _ reason: String) {
        UIKitDiagnostics.report("OpenUIKit: ignoring touch input for finger \(input.identifier) (\(Self.name(input.phase))): \(reason).")
    }

    private func begin(_ input: UITouchInput, at now: TimeInterval) -> UITouch {
        let touch = UITouch(identifier: input.identifier)
        touch.type = input.type
        touch.timestamp = now
        touch.phase = .began
        if let (window, view, local) = hitTest(input.location) {
            touch.window = window
            touch.view = view
            touch.windowLocation = local
            touch.gestureRecognizers = recognizers(for: touch, from: view)
            applyTouchRules(to: touch, in: window)
        } else {
            touch.windowLocation = input.location
            touch.gestureRecognizers = []
            touch.viewDelivery.stage = .closed
        }
        touch.previousWindowLocation = touch.windowLocation
        touch.startWindowLocation = touch.windowLocation
        touch.tapCount = tapCount(at: input.location, now: now)
        touches.append(touch)
        return touch
    }

    private func update(_ touch: UITouch, with input: UITouchInput, at now: TimeInterval) {
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = touch.window.map { $0.pointFromScreen(input.location) } ?? input.location
        touch.phase = input.phase
        touch.timestamp = now
        if input.phase == .ended { recordTap(touch, at: input.location, now: now) }
    }

    // MARK: Targets

    private func hitTest(_ point: CGPoint) -> (UIWindow, UIView, CGPoint)? {
        for window in WindowList.current.windows.reversed() where !window.isHidden {
            let local = window.pointFromScreen(point)
            if let view = window.hitTest(local, with: event) { return (window, view, local) }
        }
        return nil
    }

    private func recognizers(for touch: UITouch, from view: UIView) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var current: UIView? = view
        while let holder = current {
            for recognizer in holder.stored.gestureRecognizerStorage where recognizer.receivesTouches {
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true {
                    result.append(recognizer)
                }
            }
            current = holder.superview
        }
        return result
    }

    /// `isExclusiveTouch` and `isMultipleTouchEnabled`: a touch blocked by
    /// an exclusive view reaches nobody; a second touch on a view without
    /// multiple touch reaches only the recognizers.
    private func applyTouchRules(to touch: UITouch, in window: UIWindow) {
        guard let view = touch.view else { return }
        let others = touches.filter { $0.isDown && $0.window === window && $0.view != nil }
        let otherViews = others.compactMap(\.view).filter { $0 !== view }
        if otherViews.contains(where: \.isExclusiveTouch) || (view.isExclusiveTouch && !otherViews.isEmpty) {
            touch.gestureRecognizers = []
            touch.viewDelivery.stage = .closed
            return
        }
        if !view.isMultipleTouchEnabled
            && others.contains(where: { $0.view === view && $0.viewDelivery.stage != .closed }) {
            touch.viewDelivery.stage = .closed
        }
    }

    // MARK: Taps

    private func tapCount(at point: CGPoint, now: TimeInterval) -> Int {
        guard let last = lastTap, now - last.time <= TouchMetrics.multiTapInterval,
            TouchMetrics.distance(last.location, point) <= TouchMetrics.multiTapDistance
        else { return 1 }
        return last.count + 1
    }

    private func recordTap(_ touch: UITouch, at point: CGPoint, now: TimeInterval) {
        let stayed = TouchMetrics.distance(touch.startWindowLocation, touch.windowLocation) <= TouchMetrics.multiTapDistance
        lastTap = stayed ? (point, now, touch.tapCount) : nil
    }

    static func name(_ phase: UITouch.Phase) -> String {
        switch phase {
        case .began: "began"
        case .moved: "moved"
        case .stationary: "stationary"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .regionEntered: "regionEntered"
        case .regionMoved: "regionMoved"
        case .regionExited: "regionExited"
        }
    }
}
