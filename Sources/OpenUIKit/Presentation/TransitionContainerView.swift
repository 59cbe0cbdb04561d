import Foundation

/// The view a presentation happens in (UIKit's `UITransitionView`): it
/// covers the window (or, for a current-context presentation, the context
/// controller's view) above what was there, and holds the presented view
/// and the presentation controller's chrome.
///
/// When it lays out while no transition runs, it puts the presented view
/// back at the presentation controller's `frameOfPresentedViewInContainerView`
/// (after telling the controller, which may move its source first).
@MainActor
final class TransitionContainerView: UIView {
    weak var presentationController: UIPresentationController?
    /// Whether a transition runs in the container (the animator owns the frames then).
    var isTransitioning = false

    override func layoutSubviews() {
        super.layoutSubviews()
        guard !isTransitioning, let controller = presentationController,
            let presented = controller.presentedView, presented.superview === self
        else { return }
        controller.containerWillPlacePresentedView()
        presented.frame = controller.frameOfPresentedViewInContainerView
    }
}
