import Foundation

extension UIControl {
    /// A touch down: follow it when none is followed and the control is
    /// enabled. A followed touch that ended without the control hearing
    /// of it (the control left its window meanwhile) is forgotten first.
    func trackTouchDown(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let stale = trackedTouch, !stale.isDown {
            isHighlighted = false
            stopFollowingTouch()
        }
        guard isEnabled, trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        isTouchInsideStorage = true
        isTrackingStorage = beginTracking(touch, with: event)
        isHighlighted = true
        guard isTrackingStorage else { return }
        dispatch(touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, with: event)
    }

    /// A move of the followed touch: drag events, highlighted while inside.
    func trackTouchMove(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let wasInside = isTouchInsideStorage
        isTouchInsideStorage = isInTrackingArea(touch)
        isHighlighted = isTouchInsideStorage
        guard isTrackingStorage else { return }
        isTrackingStorage = continueTracking(touch, with: event)
        guard isTrackingStorage else { return }
        var events: Event = isTouchInsideStorage ? .touchDragInside : .touchDragOutside
        if isTouchInsideStorage != wasInside {
            events.insert(isTouchInsideStorage ? .touchDragEnter : .touchDragExit)
        }
        dispatch(events, with: event)
    }

    /// The followed touch lifted: touch up inside (with the primary action
    /// for tap controls) or outside.
    func trackTouchUp(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        isTouchInsideStorage = isInTrackingArea(touch)
        isHighlighted = false
        if isTrackingStorage {
            endTracking(touch, with: event)
            var events: Event = isTouchInsideStorage ? .touchUpInside : .touchUpOutside
            if isTouchInsideStorage && sendsPrimaryActionOnTouchUpInside { events.insert(.primaryActionTriggered) }
            dispatch(events, with: event)
        }
        stopFollowingTouch()
    }

    /// The followed touch was cancelled.
    func trackTouchCancel(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        isHighlighted = false
        if isTrackingStorage {
            cancelTracking(with: event)
            dispatch(.touchCancel, with: event)
        }
        stopFollowingTouch()
    }

    private func stopFollowingTouch() {
        trackedTouch = nil
        isTrackingStorage = false
        isTouchInsideStorage = false
    }

    /// Whether `touch` is within the bounds grown by ``trackingSlop``.
    private func isInTrackingArea(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop).contains(touch.location(in: self))
    }
}
