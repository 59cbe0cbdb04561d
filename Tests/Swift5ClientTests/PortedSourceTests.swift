import OpenUIKitTesting
import Testing
import UIKit

// What `openuikit-port` writes for a card view of the kind transition
// libraries ship (its input is in `PorterTests`: `@objc` protocol with an
// optional requirement, `@objc dynamic`, `#selector` target-action and a
// selector notification observer). It must compile in Swift 5 mode and run.

protocol PortedCardDelegate: AnyObject {
    func cardWasTapped(_ card: PortedCardView)
}

extension PortedCardDelegate {
    func cardWasTapped(_ card: PortedCardView) {}
}

final class PortedCardView: UIView {
    weak var delegate: PortedCardDelegate?
    var progress: CGFloat = 0
    private(set) var keyboardNotifications = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.handleTap(_:)))
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] notification in
            MainActor.assumeIsolated { self?.keyboardWillShow(notification) }
        }
    }

    required init?(coder: NSCoder) { nil }

    func handleTap(_ gesture: UITapGestureRecognizer) {
        delegate?.cardWasTapped(self)
    }

    func keyboardWillShow(_ notification: Notification) {
        keyboardNotifications += 1
    }
}

@MainActor
@Suite struct PortedSourceTests {
    final class Recorder: PortedCardDelegate {
        var taps = 0
        func cardWasTapped(_ card: PortedCardView) { taps += 1 }
    }

    @Test func thePortedCardTakesTapsAndNotifications() {
        let host = TestHost()
        let card = PortedCardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let recorder = Recorder()
        card.delegate = recorder
        host.window.addSubview(card)
        host.tap(at: CGPoint(x: 10, y: 10))
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(recorder.taps == 1)
        #expect(card.keyboardNotifications == 1)
    }
}

/// PanModal's scroll tracking as written for iOS: key-value observation of
/// the content offset, unchanged.
final class ScrollTracker {
    private var scrollObserver: NSKeyValueObservation?
    private(set) var offsets: [CGFloat] = []

    func track(_ scrollView: UIScrollView) {
        scrollObserver = scrollView.observe(\.contentOffset, options: .old) { [weak self] scrollView, change in
            guard change.oldValue != nil else { return }
            self?.offsets.append(scrollView.contentOffset.y)
        }
    }
}

@MainActor
@Suite struct KeyValueObservationClientTests {
    @Test func scrollTrackingWrittenForIOSSeesTheOffsets() {
        _ = TestHost()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 500)
        let tracker = ScrollTracker()
        tracker.track(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 25)
        scroll.contentOffset = CGPoint(x: 0, y: 60)
        #expect(tracker.offsets == [25, 60])
    }
}
