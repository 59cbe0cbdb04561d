import Foundation

/// The presentation controller of `.fullScreen` and `.overFullScreen`:
/// the presented view fills the window; `.fullScreen` removes the
/// presenter's views once the presentation finished.
@MainActor
final class FullScreenPresentationController: UIPresentationController {
    private let removesPresenter: Bool

    init(presentedViewController: UIViewController, presenting: UIViewController?, removesPresenter: Bool) {
        self.removesPresenter = removesPresenter
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var shouldRemovePresentersView: Bool { removesPresenter }

    override var presentationStyle: UIModalPresentationStyle { removesPresenter ? .fullScreen : .overFullScreen }
}
