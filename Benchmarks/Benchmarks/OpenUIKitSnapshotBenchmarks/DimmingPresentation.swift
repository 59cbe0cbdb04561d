import OpenUIKitTesting

/// The guide's dimming presentation (Listings 11-1 … 11-5): the presented
/// view covers the right half of the container, a 40 % black dimming view
/// fades in over the rest.
@MainActor
final class DimmingPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.alpha = 0
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView!.bounds
        let width = (bounds.width / 2).rounded(.down)
        return CGRect(x: bounds.width - width, y: 0, width: width, height: bounds.height)
    }

    override func presentationTransitionWillBegin() {
        dimmingView.frame = containerView!.bounds
        containerView!.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }
}

/// Vends the dimming presentation controller.
@MainActor
final class DimmingDelegate: UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        DimmingPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// Films the dimming presentation: a fresh host, a root controller, then
/// 12 frames of the presentation at 2x rendered into one PNG strip.
@MainActor
func dimmingFilmStrip(compressionLevel: Int) -> Int {
    let host = TestHost(scale: 2)
    let root = UIViewController()
    root.view.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
    host.window.rootViewController = root
    host.runUntilIdle()
    let presented = UIViewController()
    presented.view.backgroundColor = UIColor(red: 1, green: 0.8, blue: 0.3, alpha: 1)
    presented.modalPresentationStyle = .custom
    let delegate = DimmingDelegate()
    presented.transitioningDelegate = delegate
    let script = TransitionScript("dimming", host: host) { root.present(presented, animated: true) }
    let recording = TransitionRecorder(frames: 12, scale: 2).record(script)
    return FilmStrip(recording).pngData(compressionLevel: compressionLevel)?.count ?? 0
}
