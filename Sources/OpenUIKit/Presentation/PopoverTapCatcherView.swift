import Foundation

/// The clear view under a popover that covers the rest of the container:
/// a touch on one of the popover's passthrough views goes to it (as if the
/// container were not there); any other tap is a user-initiated dismissal
/// of the popover (ORACLE 27, 39).
@MainActor
final class PopoverTapCatcherView: UIView {
    unowned let popover: UIPopoverPresentationController

    init(popover: UIPopoverPresentationController) {
        self.popover = popover
        super.init(frame: .zero)
        backgroundColor = .clear
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: PopoverTapCatcherView.tapped))
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let passthrough = popover.passthroughViews, !passthrough.isEmpty,
            let below = hitTestBelowContainer(point, with: event),
            passthrough.contains(where: { below.isDescendant(of: $0) })
        else { return super.hitTest(point, with: event) }
        return below
    }

    private func tapped(_ gesture: UIGestureRecognizer) {
        guard gesture.state == .ended else { return }
        popover.userTappedOutside()
    }
}

extension UIView {
    /// What the window shows below this view's container (its superview)
    /// at `point`: the hit test of the container's earlier siblings, front
    /// to back — as if the container were not there.
    func hitTestBelowContainer(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let container = superview, let host = container.superview,
            let index = host.subviews.firstIndex(where: { $0 === container })
        else { return nil }
        for view in host.subviews[..<index].reversed() {
            if let hit = view.hitTest(convert(point, to: view), with: event) { return hit }
        }
        return nil
    }
}
