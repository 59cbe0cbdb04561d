import Foundation

/// What a container that swaps its shown child through a
/// ``ContainerTransition`` provides (a navigation controller, a tab bar
/// controller): the view the children's views live in, and what it does
/// as the transition starts and ends.
@MainActor
protocol ContainerTransitionHost: UIViewController {
    /// The view the shown child's view fills, and transitions run in.
    var transitionView: UIView { get }
    /// The child whose view is shown now (nil: none).
    var shownChild: UIViewController? { get }
    /// Adds the container's chrome (bars, gestures) to its root view, once.
    func installChrome(in view: UIView)
    /// Places the transition view and the chrome, and the children's safe
    /// area inside the chrome (every layout of the root view).
    func layoutChrome()
    /// The appearance calls have begun: tell the delegate, update the bars.
    func containerTransitionWillShow(_ transition: ContainerTransition)
    /// Finished: views and appearance are final; move the children, tell the delegate.
    func containerTransitionDidFinish(_ transition: ContainerTransition)
    /// Cancelled: views and appearance are as before; put the model back.
    func containerTransitionDidCancel(_ transition: ContainerTransition)
    /// The transition ended either way; forget it. Called first, before
    /// ``containerTransitionDidFinish(_:)`` or ``containerTransitionDidCancel(_:)``.
    func containerTransitionDidEnd(_ transition: ContainerTransition)
}

/// One change of the child a container shows while on screen — a
/// navigation push or pop, a tab switch — from the call until
/// `completeTransition(_:)`: the animator and interaction controller the
/// container chose, the appearance callbacks in UIKit's order (ORACLE 32)
/// and, at the end, the views as the container now says — or, cancelled,
/// everything put back (ORACLE 23).
@MainActor
final class ContainerTransition: ControllerTransition {
    /// A push, a pop, or (a tab switch) neither.
    enum Kind {
        case push, pop, tabSwitch
    }

    unowned let host: any ContainerTransitionHost
    let kind: Kind
    /// The child shown before.
    let from: UIViewController
    /// The child shown after.
    let to: UIViewController

    init(_ kind: Kind, in host: any ContainerTransitionHost, from: UIViewController, to: UIViewController, animated: Bool) {
        self.host = host
        self.kind = kind
        self.from = from
        self.to = to
        super.init(animated: animated)
    }

    // MARK: What the context reports

    override var containerView: UIView { host.transitionView }

    override var subjectDescription: String {
        switch kind {
        case .push: "pushing \(to)"
        case .pop: "popping \(from)"
        case .tabSwitch: "switching from \(from) to \(to)"
        }
    }

    override func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return from
        case .to: return to
        default: return nil
        }
    }

    override func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return from.viewIfLoaded
        case .to: return to.viewIfLoaded
        default: return nil
        }
    }

    /// The old child starts where it is; the new one has no start (the
    /// animator places it).
    override func initialFrame(for controller: UIViewController) -> CGRect {
        controller === from ? frameInContainer(from.viewIfLoaded) : .zero
    }

    /// The new child ends filling the container; the old one has no end (it leaves).
    override func finalFrame(for controller: UIViewController) -> CGRect {
        controller === to ? host.transitionView.bounds : .zero
    }

    // MARK: Running

    /// Starts at once with `animator` and `interactor`: the new child's
    /// view loads, appearance begins, the host is told, the new view goes
    /// into the container (below the old one for a pop) laid out at its
    /// final frame, then the animator or the interaction controller runs.
    func start(
        animator: any UIViewControllerAnimatedTransitioning, interactor: (any UIViewControllerInteractiveTransitioning)?
    ) {
        state = .starting(Setup(animator: animator, interactor: interactor))
        to.loadViewIfNeeded()
        from.beginAppearance(false, animated: animated, trigger: .transition)
        to.beginAppearance(true, animated: animated, trigger: .transition)
        host.containerTransitionWillShow(self)
        let toView = to.view!
        let container = host.transitionView
        if kind == .pop, let fromView = from.viewIfLoaded, fromView.superview === container {
            container.insertSubview(toView, belowSubview: fromView)
        } else {
            container.addSubview(toView)
        }
        toView.frame = container.bounds
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        toView.layoutIfNeeded()
        run()
    }

    override func transitionDidComplete(_ didComplete: Bool) {
        if didComplete { finish() } else { cancel() }
    }

    /// Finished: the old child's view leaves, its `viewDidDisappear`, the
    /// new child's `viewDidAppear`, then the host moves the children.
    private func finish() {
        from.viewIfLoaded?.removeFromSuperview()
        to.viewIfLoaded?.frame = host.transitionView.bounds
        from.endAppearance(trigger: .transition)
        to.endAppearance(trigger: .transition)
        end(cancelled: false)
        host.containerTransitionDidFinish(self)
    }

    /// Cancelled (ORACLE 23): the child that was appearing goes first —
    /// `viewWillDisappear`, its view leaves, `viewDidDisappear` — then the
    /// old one `viewWillAppear`, `viewDidAppear`; the host puts its model back.
    private func cancel() {
        to.beginAppearance(false, animated: animated, trigger: .transition)
        to.viewIfLoaded?.removeFromSuperview()
        to.endAppearance(trigger: .transition)
        from.beginAppearance(true, animated: animated, trigger: .transition)
        if let fromView = from.viewIfLoaded {
            fromView.frame = host.transitionView.bounds
            if fromView.superview !== host.transitionView { host.transitionView.addSubview(fromView) }
        }
        from.endAppearance(trigger: .transition)
        end(cancelled: true)
        host.containerTransitionDidCancel(self)
    }

    override func end(cancelled: Bool) {
        super.end(cancelled: cancelled)
        host.containerTransitionDidEnd(self)
    }
}
