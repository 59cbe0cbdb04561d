import Foundation

/// A weak reference to a recognizer.
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
