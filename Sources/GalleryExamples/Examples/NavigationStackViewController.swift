import Foundation
import UIKit

/// Example 9: a navigation stack. Each page pushes the next with the
/// standard slide, or with the delegate's fade animator; the leading-edge
/// swipe pops interactively (let go early and the pop is cancelled).
@MainActor
final class NavigationStackViewController: UINavigationController {
    /// The delegate (a navigation controller holds its delegate weakly).
    private let fading = FadingNavigationDelegate()

    /// A stack on page 1 whose delegate animates the pages that ask to fade.
    init() {
        super.init(rootViewController: NavigationPageViewController(level: 1))
        delegate = fading
    }

    required init?(coder: NSCoder) { nil }
}

/// One page of the stack: its level in the title and a colour of its own.
@MainActor
final class NavigationPageViewController: UIViewController {
    static let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemTeal]
    let level: Int
    /// Whether the delegate fades this page in (and out).
    var fades = false

    init(level: Int) {
        self.level = level
        super.init(nibName: nil, bundle: nil)
        title = "Page \(level)"
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let column = ButtonColumnView(
            title: "Page \(level)",
            note: "Push slides the next page in; Fade in next uses the delegate's animator. "
                + "Swipe from the left edge to pop: let go before the middle and the pop is cancelled.")
        column.backgroundColor = Self.colors[(level - 1) % Self.colors.count].withAlphaComponent(0.25)
        column.addButton("Push") { [weak self] in self?.push(fading: false) }
        column.addButton("Fade in next") { [weak self] in self?.push(fading: true) }
        column.addButton("Pop to root") { [weak self] in self?.navigationController?.popToRootViewController(animated: true) }
        view = column
    }

    private func push(fading: Bool) {
        let next = NavigationPageViewController(level: level + 1)
        next.fades = fading
        navigationController?.pushViewController(next, animated: true)
    }
}

/// The example's navigation delegate: a cross-fade for pages that ask for it.
@MainActor
final class FadingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let page = (operation == .push ? toVC : fromVC) as? NavigationPageViewController
        return page?.fades == true ? FadeAnimator() : nil
    }
}

/// Cross-fades the new page over the old in 0.4 s.
@MainActor
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        toView.frame = transitionContext.finalFrame(for: to)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.4, animations: { toView.alpha = 1 }, completion: { _ in
            toView.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
