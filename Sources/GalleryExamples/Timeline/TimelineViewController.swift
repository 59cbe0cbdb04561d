import Foundation
import UIKit

/// The gallery's live timeline: every callback OpenUIKit makes (through
/// ``CallbackTrace``), newest at the bottom, as it happens — except
/// layout passes and the panel's own callbacks.
///
/// The trace observer only stores the entry and asks for layout; the
/// labels change in the panel's next layout pass, so showing an entry
/// never runs inside a callback of the app's controllers.
@MainActor
public final class TimelineViewController: UIViewController {
    /// Every entry since the panel was created (or last cleared), oldest first.
    public private(set) var entries: [TimelineEntry] = []
    private var token: CallbackTrace.Token?
    private var start: TimeInterval = 0
    private let titleLabel = UILabel()
    private var lineLabels: [UILabel] = []
    private static let lineHeight: CGFloat = 17

    /// Creates a panel that starts listening at once.
    public init() {
        super.init(nibName: nil, bundle: nil)
        start = CACurrentMediaTime()
        token = CallbackTrace.addObserver { [weak self] event in self?.receive(event) }
    }

    required init?(coder: NSCoder) { nil }

    isolated deinit {
        if let token { CallbackTrace.removeObserver(token) }
    }

    /// Forgets the entries and counts time from now.
    public func clear() {
        entries.removeAll()
        start = CACurrentMediaTime()
        viewIfLoaded?.setNeedsLayout()
    }

    private func receive(_ event: CallbackTrace.Event) {
        guard event.receiver != ObjectIdentifier(self), let entry = TimelineEntry.make(event, start: start) else { return }
        entries.append(entry)
        viewIfLoaded?.setNeedsLayout()
    }

    /// A dark panel with a title; the lines are added as the panel grows.
    public override func loadView() {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0.1, alpha: 1)
        titleLabel.text = "Callbacks (CallbackTrace)"
        titleLabel.font = UIFont.boldSystemFont(ofSize: 15)
        titleLabel.textColor = .white
        view.addSubview(titleLabel)
        self.view = view
    }

    /// Shows as many of the newest entries as fit, one per line.
    public override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 10, dy: 8)
        titleLabel.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: 22)
        let capacity = max(Int((area.height - 28) / Self.lineHeight), 0)
        while lineLabels.count < capacity {
            let label = UILabel()
            label.font = UIFont.systemFont(ofSize: 12)
            label.textColor = UIColor(white: 0.85, alpha: 1)
            view.addSubview(label)
            lineLabels.append(label)
        }
        let shown = entries.suffix(capacity)
        for (index, label) in lineLabels.enumerated() {
            label.isHidden = index >= capacity
            label.frame = CGRect(x: area.minX, y: area.minY + 28 + CGFloat(index) * Self.lineHeight, width: area.width, height: Self.lineHeight)
            let entryIndex = shown.startIndex + index
            let text = entryIndex < shown.endIndex ? shown[entryIndex].description : nil
            if label.text != text { label.text = text }
        }
    }
}
