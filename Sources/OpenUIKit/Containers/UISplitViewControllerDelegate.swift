import Foundation

/// What a split view controller tells and asks its delegate about
/// collapsing, expanding and display-mode changes. Every method has a
/// default (UIKit's optional methods).
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Column style: which column is on top when the interface collapses
    /// (`proposedTopColumn` is `.secondary`).
    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column

    /// Column style: the display mode when the interface expands again.
    func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode

    /// Column style: the interface collapsed.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)

    /// Column style: the interface expanded.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)

    /// The display mode is about to change to `displayMode`.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)

    /// Column style: `column` is about to be shown (a display-mode change).
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)

    /// Column style: `column` is about to be hidden (a display-mode change).
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)

    /// The edge swipe that shows the leading column began.
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)

    /// The edge swipe that shows the leading column ended.
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)

    /// Classic style: whether the delegate folded the secondary controller
    /// into the primary itself (true: the split does nothing more; false:
    /// the split pushes it on the primary navigation controller).
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool

    /// Classic style: the secondary controller to show when the interface
    /// expands (nil: the split takes what it pushed on the primary).
    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?
}

extension UISplitViewControllerDelegate {
    /// The proposed column.
    public func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        proposedTopColumn
    }

    /// The proposed mode.
    public func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        proposedDisplayMode
    }

    /// Does nothing.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}

    /// Does nothing.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}

    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}

    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}

    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}

    /// Does nothing.
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {}

    /// Does nothing.
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {}

    /// False: the split collapses the secondary itself.
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        false
    }

    /// Nil: the split separates the secondary itself.
    public func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? {
        nil
    }
}
