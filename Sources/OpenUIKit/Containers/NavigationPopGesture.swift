import Foundation

/// The navigation controller's interactive pop: a screen-edge pan from
/// the left edge that pops the top controller, following the finger
/// through a percent-driven interaction, then finishing or cancelling.
///
/// It begins only when more than the root is on the stack, no transition
/// runs, and the delegate has no animator of its own for the pop (UIKit's
/// gesture drives only the standard slide). Progress is the horizontal
/// translation over the container's width; on release the pop finishes
/// when the position projected 0.2 s ahead at the release velocity is
/// past the middle, else it cancels.
///
/// Difference from UIKit: the gesture starts from the left edge in
/// right-to-left layouts too.
@MainActor
final class NavigationPopGesture: NSObject, UIGestureRecognizerDelegate {
    /// How far ahead the release velocity projects the finger.
    static let projection: TimeInterval = 0.2

    private(set) lazy var recognizer: UIScreenEdgePanGestureRecognizer = {
        let recognizer = UIScreenEdgePanGestureRecognizer(target: self, action: NavigationPopGesture.handle)
        recognizer.edges = .left
        recognizer.delegate = self
        return recognizer
    }()
    weak var navigation: UINavigationController?
    /// The interaction of the pop under way.
    private var interactor: UIPercentDrivenInteractiveTransition?

    /// Puts the recognizer on `navigation`'s view.
    func install(in navigation: UINavigationController, on view: UIView) {
        self.navigation = navigation
        view.addGestureRecognizer(recognizer)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation, navigation.viewControllers.count > 1, navigation.navigationTransition == nil,
            navigation.showsTransitions
        else { return false }
        let count = navigation.viewControllers.count
        let custom = navigation.delegate?.navigationController(
            navigation, animationControllerFor: .pop, from: navigation.viewControllers[count - 1],
            to: navigation.viewControllers[count - 2])
        return custom == nil
    }

    private func handle(_ gesture: UIGestureRecognizer) {
        guard let navigation, let pan = gesture as? UIPanGestureRecognizer else { return }
        let width = max(navigation.transitionView.bounds.width, 1)
        switch pan.state {
        case .began:
            let interactor = UIPercentDrivenInteractiveTransition()
            self.interactor = interactor
            navigation.gestureInteractor = interactor
            navigation.popViewController(animated: true)
        case .changed:
            interactor?.update(max(0, pan.translation(in: navigation.view).x) / width)
        case .ended:
            let projected = pan.translation(in: navigation.view).x + pan.velocity(in: navigation.view).x * Self.projection
            if projected > width / 2 { interactor?.finish() } else { interactor?.cancel() }
            interactor = nil
        case .cancelled, .failed:
            interactor?.cancel()
            interactor = nil
        default:
            break
        }
    }
}
