import UIKit

extension UIControl.Event {
    /// The touch events (and the primary action) with short names, in raw-value order.
    static let namedTouchEvents: [(name: String, event: UIControl.Event)] = [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat),
        ("touchDragInside", .touchDragInside), ("touchDragOutside", .touchDragOutside),
        ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
        ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
        ("touchCancel", .touchCancel), ("primaryActionTriggered", .primaryActionTriggered),
    ]
}

extension Log {
    /// Logs each touch event of `control` by name: one action per event,
    /// added in raw-value order (so events sent in one mask log in that order).
    @MainActor
    func recordEvents(of control: UIControl) {
        for (name, event) in UIControl.Event.namedTouchEvents {
            control.addAction(UIAction { [unowned self] _ in self.append(name) }, for: event)
        }
    }
}

/// A control that logs its tracking hooks and can refuse to track.
@MainActor
final class TrackingControl: UIControl {
    let log: Log
    var acceptsTracking = true

    init(log: Log, frame: CGRect) {
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("beginTracking")
        return acceptsTracking
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("continueTracking")
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log.append("endTracking")
    }

    override func cancelTracking(with event: UIEvent?) {
        log.append("cancelTracking")
    }
}
