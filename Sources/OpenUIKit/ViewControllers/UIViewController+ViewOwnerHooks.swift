import Foundation

// MARK: - ViewOwnerHooks

extension UIViewController: ViewOwnerHooks {
    /// The controller's part of its view's layout pass, before
    /// `layoutSubviews()`: `viewIsAppearing` once the appearing view is in
    /// a window, `updateViewConstraints` when the constraints need it,
    /// then `viewWillLayoutSubviews`, then (for a presented controller) its
    /// presentation controller's `containerViewWillLayoutSubviews` — after
    /// bringing traits up to date (normally done already at the start of
    /// the layout phase).
    func willLayout() {
        TraitPropagation.current.run()
        if appearance.state == .appearing, viewStorage?.window != nil { callViewIsAppearingIfDue() }
        viewStorage?.updateConstraintsIfNeeded()
        CallbackTrace.record("viewWillLayoutSubviews", on: self)
        viewWillLayoutSubviews()
        if let layoutController = presentationRecord?.layoutController {
            CallbackTrace.record("containerViewWillLayoutSubviews", on: layoutController)
            layoutController.containerViewWillLayoutSubviews()
        }
    }

    /// After `layoutSubviews()`: `viewDidLayoutSubviews`, then (for a
    /// presented controller) its presentation controller's
    /// `containerViewDidLayoutSubviews`.
    func didLayout() {
        CallbackTrace.record("viewDidLayoutSubviews", on: self)
        viewDidLayoutSubviews()
        if let layoutController = presentationRecord?.layoutController {
            CallbackTrace.record("containerViewDidLayoutSubviews", on: layoutController)
            layoutController.containerViewDidLayoutSubviews()
        }
    }

    /// `view.setNeedsUpdateConstraints()` on the root view asks the controller.
    func updateConstraintsOfView() {
        CallbackTrace.record("updateViewConstraints", on: self)
        updateViewConstraints()
    }

    /// The view is about to enter or leave a window: appearance starts,
    /// and a view entering a window needs layout there.
    func viewWillMove(toWindow newWindow: UIWindow?) {
        appearanceViewWillMove(toWindow: newWindow)
        if newWindow != nil { viewStorage?.setNeedsLayout() }
    }

    func viewDidMoveToWindow() {
        appearanceViewDidMoveToWindow()
    }

    var safeAreaInsetsAddedByOwner: UIEdgeInsets {
        let a = additionalSafeAreaInsets, c = containerSafeAreaInsetsStorage
        return UIEdgeInsets(top: a.top + c.top, left: a.left + c.left, bottom: a.bottom + c.bottom, right: a.right + c.right)
    }
}
