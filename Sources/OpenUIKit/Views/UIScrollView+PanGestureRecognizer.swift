import Foundation

extension UIScrollView {
    /// The scroll view's own pan recognizer: it tells the scroll view when
    /// a finger touches (stopping deceleration) and when the last lifts,
    /// and begins only for movement along an axis the scroll view can
    /// scroll, so an enclosing scroll view of the other direction can take
    /// the drag. Its delegate cannot be set: UIKit raises an exception
    /// ("UIScrollView's built-in pan gesture recognizer must have its
    /// scroll view as its delegate"); here the message is printed and the
    /// delegate stays nil.
    final class PanGestureRecognizer: UIPanGestureRecognizer {
        weak var scrollView: UIScrollView?

        override var delegate: (any UIGestureRecognizerDelegate)? {
            didSet {
                guard delegate != nil else { return }
                UIKitDiagnostics.report(
                    "UIScrollView's built-in pan gesture recognizer must have its scroll view as its delegate.")
                delegate = nil
            }
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            scrollView?.fingerDidTouch()
        }

        override func reset() {
            super.reset()
            scrollView?.fingersDidLift()
        }

        override func shouldBeginMoving(from origin: CGPoint) -> Bool {
            guard let scrollView else { return false }
            let start = scrollView.convert(origin, from: nil)
            let now = location(in: scrollView)
            return scrollView.canBeginDragging(dx: now.x - start.x, dy: now.y - start.y)
        }
    }
}
