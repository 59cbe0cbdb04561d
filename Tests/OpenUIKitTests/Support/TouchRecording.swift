import UIKit

/// A view that logs the touch messages it gets as "name.touchesBegan"
/// (etc.) and, when `forwards`, passes them up the responder chain.
@MainActor
final class TouchView: UIView {
    let name: String
    let log: Log
    var forwards = false

    init(_ name: String, log: Log, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).touchesBegan")
        if forwards { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).touchesMoved")
        if forwards { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).touchesEnded")
        if forwards { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).touchesCancelled")
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

extension Log {
    /// A gesture action that logs "name.state".
    func record(_ recognizer: UIGestureRecognizer) {
        append("\(recognizer.name ?? "gesture").\(recognizer.state.testName)")
    }

    /// Attaches `recognizer` (named `name`) to `view` with this log as its
    /// target (held weakly by the recognizer; the test holds the log).
    @discardableResult
    func attach<R: UIGestureRecognizer>(_ recognizer: R, named name: String, to view: UIView) -> R {
        recognizer.name = name
        recognizer.addTarget(self, action: Log.record)
        view.addGestureRecognizer(recognizer)
        return recognizer
    }
}

extension UIGestureRecognizer.State {
    /// A short name for logs.
    var testName: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}
