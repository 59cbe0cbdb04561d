import UIKit

/// A view that records its hierarchy callbacks as "name.callback" strings
/// into a shared log.
@MainActor
final class LoggingView: UIView {
    let name: String
    let log: Log

    init(_ name: String, log: Log, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func willMove(toSuperview newSuperview: UIView?) {
        log.append("\(name).willMoveToSuperview(\(newSuperview.map(Self.label) ?? "nil"))")
    }

    override func didMoveToSuperview() { log.append("\(name).didMoveToSuperview") }

    override func willMove(toWindow newWindow: UIWindow?) {
        log.append("\(name).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))")
    }

    override func didMoveToWindow() { log.append("\(name).didMoveToWindow") }

    override func didAddSubview(_ subview: UIView) { log.append("\(name).didAddSubview(\(Self.label(subview)))") }

    override func willRemoveSubview(_ subview: UIView) { log.append("\(name).willRemoveSubview(\(Self.label(subview)))") }

    override func layoutSubviews() { log.append("\(name).layoutSubviews") }

    override func safeAreaInsetsDidChange() { log.append("\(name).safeAreaInsetsDidChange") }

    static func label(_ view: UIView) -> String {
        (view as? LoggingView)?.name ?? (view is UIWindow ? "window" : "view")
    }
}

/// A shared, ordered list of events.
@MainActor
final class Log {
    private(set) var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }
}
