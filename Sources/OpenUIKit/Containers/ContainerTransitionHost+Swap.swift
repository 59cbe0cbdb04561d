import Foundation

extension ContainerTransitionHost {
    /// Whether a change of the shown child runs as a transition with
    /// appearance calls: the container's view is in a window and it has
    /// appeared. Otherwise the views change at once (``swapShownChild(from:to:)``).
    var showsTransitions: Bool {
        viewIfLoaded?.window != nil && appearance.state == .appeared
    }

    /// Replaces the shown child's view without a transition. While the
    /// container appears, the old child disappears and the new one joins
    /// the appearance the container forwards; otherwise no appearance
    /// calls are made.
    func swapShownChild(from: UIViewController?, to: UIViewController?) {
        let forwarding = appearance.state == .appearing && shouldAutomaticallyForwardAppearanceMethods
        if let from, from !== to {
            if forwarding, from.appearance.isVisibleOrAppearing {
                from.beginAppearance(false, animated: false, trigger: .parent)
                appearance.forwardedChildren.removeAllIdentical(from)
                from.viewIfLoaded?.removeFromSuperview()
                from.endAppearance(trigger: .parent)
            } else {
                from.viewIfLoaded?.removeFromSuperview()
            }
        }
        guard let to, isViewLoaded else { return }
        if forwarding, !to.appearance.isVisibleOrAppearing {
            to.beginAppearance(true, animated: false, trigger: .parent)
            appearance.forwardedChildren.append(to)
        }
        installShownView(of: to)
    }

    /// Puts `controller`'s view in the transition view, filling it.
    func installShownView(of controller: UIViewController) {
        let view = controller.view!
        if view.superview !== transitionView { transitionView.addSubview(view) }
        view.frame = transitionView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
}
