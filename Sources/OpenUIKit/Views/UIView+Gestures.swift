import Foundation

extension UIView {
    func attachGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.viewStorage === self { return }
        gestureRecognizer.viewStorage?.removeGestureRecognizer(gestureRecognizer)
        stored.gestureRecognizerStorage.append(gestureRecognizer)
        gestureRecognizer.viewStorage = self
    }

    func detachGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.viewStorage === self else { return }
        GestureArena.current.disable(gestureRecognizer)
        stored.gestureRecognizerStorage.removeAllIdentical(gestureRecognizer)
        gestureRecognizer.viewStorage = nil
    }

    func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
        for recognizer in stored.gestureRecognizerStorage { removeGestureRecognizer(recognizer) }
        for recognizer in recognizers { addGestureRecognizer(recognizer) }
    }
}
