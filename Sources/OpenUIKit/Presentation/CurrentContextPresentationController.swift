import Foundation

/// The presentation controller of `.currentContext` and
/// `.overCurrentContext`: the container covers the view of the controller
/// that defines the presentation context; `.currentContext` removes that
/// view once the presentation finished. In a horizontally compact
/// environment `.currentContext` adapts to `.fullScreen`.
@MainActor
final class CurrentContextPresentationController: UIPresentationController {
    private let removesPresenter: Bool

    init(presentedViewController: UIViewController, presenting: UIViewController?, removesPresenter: Bool) {
        self.removesPresenter = removesPresenter
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var shouldRemovePresentersView: Bool { removesPresenter }

    override var shouldPresentInFullscreen: Bool { false }

    override var presentationStyle: UIModalPresentationStyle { removesPresenter ? .currentContext : .overCurrentContext }

    override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        removesPresenter && traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
    }
}
