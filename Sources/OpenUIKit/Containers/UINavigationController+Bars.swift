import Foundation

extension UINavigationController {
    /// Set up once, from every initialiser.
    func setUpNavigation() {}

    /// Lays out the transition view (filling the navigation controller's view).
    func layoutBars() {
        guard let view = viewIfLoaded else { return }
        transitionView.frame = view.bounds
    }

    /// The stack changed without a transition.
    func navigationStackDidChange(animated: Bool) {}

    /// A push or pop starts.
    func navigationTransitionWillBegin(_ transition: ContainerTransition) {}

    /// A push or pop ended (`finished`, or cancelled).
    func navigationTransitionDidEnd(_ transition: ContainerTransition, finished: Bool) {}
}
