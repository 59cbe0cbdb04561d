import Foundation

extension UIView {
    func attachGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.viewStorage === self { return }
        gestureRecognizer.viewStorage?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizerStorage.append(gestureRecognizer)
        gestureRecognizer.viewStorage = self
    }

    func detachGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.viewStorage === self else { return }
        GestureArena.current.disable(gestureRecognizer)
        gestureRecognizerStorage.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.viewStorage = nil
    }

    func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
        for recognizer in gestureRecognizerStorage { removeGestureRecognizer(recognizer) }
        for recognizer in recognizers { addGestureRecognizer(recognizer) }
    }
}
