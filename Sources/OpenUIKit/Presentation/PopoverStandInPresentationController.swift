import Foundation

/// The presentation controller of `.popover` until OpenUIKit has real
/// popovers: in a horizontally compact environment it adapts to
/// `.fullScreen` (as UIKit's popover does); otherwise the presented view
/// appears at its `preferredContentSize` (320 × 480 when zero) centred in
/// the window, over the presenter.
@MainActor
final class PopoverStandInPresentationController: UIPresentationController {
    override var presentationStyle: UIModalPresentationStyle { .popover }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerStorage else { return .zero }
        var size = presentedViewController.preferredContentSize
        if size.width <= 0 || size.height <= 0 { size = CGSize(width: 320, height: 480) }
        size.width = min(size.width, container.bounds.width)
        size.height = min(size.height, container.bounds.height)
        return CGRect(
            x: container.bounds.midX - size.width / 2, y: container.bounds.midY - size.height / 2,
            width: size.width, height: size.height)
    }

    override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
    }
}
