import Foundation

/// A split view controller's edge swipe and overlay dismissal: a
/// screen-edge pan from the primary edge shows the leading column when the
/// secondary shows alone; a tap on the dimming view over the secondary
/// column hides an overlaid leading column.
///
/// The swipe begins only when the split is expanded, shows the secondary
/// alone, ``UISplitViewController/presentsWithGesture`` is on, and the
/// secondary column's navigation controller has nothing to pop (its own
/// edge swipe pops then). It shows the column when it ends (the position
/// projected 0.2 s ahead at the release velocity 60 points or more from
/// the edge), telling the delegate when it begins and ends.
///
/// Difference from UIKit: the column slides in when the swipe ends; it
/// does not follow the finger.
@MainActor
final class SplitRevealGesture: NSObject, UIGestureRecognizerDelegate {
    /// How far ahead the release velocity projects the finger.
    static let projection: TimeInterval = 0.2
    /// How far from the edge the projected finger must end.
    static let threshold: CGFloat = 60

    private(set) lazy var edgePan: UIScreenEdgePanGestureRecognizer = {
        let recognizer = UIScreenEdgePanGestureRecognizer(target: self, action: SplitRevealGesture.handleEdgePan)
        recognizer.delegate = self
        return recognizer
    }()
    private(set) lazy var dimmingTap = UITapGestureRecognizer(target: self, action: SplitRevealGesture.handleDimmingTap)
    weak var split: UISplitViewController?

    /// A translucent black view that covers the secondary column under an overlay.
    static func makeDimmingView() -> UIView {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0, alpha: 0.1)
        return view
    }

    /// Puts the swipe on the split's view and the tap on its dimming view.
    func install(in split: UISplitViewController, on view: UIView) {
        self.split = split
        view.addGestureRecognizer(edgePan)
        split.overlayDimmingView.addGestureRecognizer(dimmingTap)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === edgePan, let split, split.presentsWithGesture, !split.isCollapsed,
            split.resolvedDisplayMode == .secondaryOnly
        else { return gestureRecognizer !== edgePan }
        let secondary = split.columnController(.secondary) as? UINavigationController
        return (secondary?.viewControllers.count ?? 0) <= 1
    }

    private func handleEdgePan(_ gesture: UIGestureRecognizer) {
        guard let split, let pan = gesture as? UIPanGestureRecognizer, let view = split.viewIfLoaded else { return }
        switch pan.state {
        case .began:
            CallbackTrace.record("splitViewControllerInteractivePresentationGestureWillBegin", on: split.delegate)
            split.delegate?.splitViewControllerInteractivePresentationGestureWillBegin(split)
        case .ended, .cancelled, .failed:
            let sign: CGFloat = split.primaryEdge == .trailing ? -1 : 1
            let projected = sign * (pan.translation(in: view).x + pan.velocity(in: view).x * Self.projection)
            if pan.state == .ended, projected >= Self.threshold { split.show(.primary) }
            CallbackTrace.record("splitViewControllerInteractivePresentationGestureDidEnd", on: split.delegate)
            split.delegate?.splitViewControllerInteractivePresentationGestureDidEnd(split)
        default:
            break
        }
    }

    private func handleDimmingTap(_ gesture: UIGestureRecognizer) {
        guard let split, gesture.state == .ended, Self.overlaysNow(split) else { return }
        split.hide(.primary)
    }

    private static func overlaysNow(_ split: UISplitViewController) -> Bool {
        !split.isCollapsed && UISplitViewController.overlays(split.resolvedDisplayMode)
    }
}

extension UISplitViewController {
    /// Makes the edge swipe and the overlay tap (at the view's load), with
    /// the swipe's edge following ``primaryEdge``.
    func installRevealGesture() {
        guard let view = viewIfLoaded else { return }
        let gesture = SplitRevealGesture()
        gesture.install(in: self, on: view)
        revealGesture = gesture
        updateRevealEdge()
    }

    /// The swipe starts from the primary edge.
    func updateRevealEdge() {
        revealGesture?.edgePan.edges = primaryEdge == .trailing ? .right : .left
    }
}
