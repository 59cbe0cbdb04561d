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
