import Foundation

/// A container that shows one child at a time from a stack of view
/// controllers — the root at the bottom, the visible one on top — with a
/// navigation bar above it and an optional toolbar below.
///
/// Pushing slides the new controller in from the trailing edge over the
/// old one (which moves a third of the way under it, dimmed), popping
/// slides it back; a screen-edge pan from the leading edge pops
/// interactively (``interactivePopGestureRecognizer``). The delegate can
/// supply its own animator and interaction controller; every push and pop
/// runs through the same transitioning context and coordinator as a
/// presentation.
///
/// Appearance follows UIKit (ORACLE 32). Push: the new controller's
/// `willMove(toParent:)`, its view loads, the old one's
/// `viewWillDisappear`, the new one's `viewWillAppear`, the delegate's
/// `willShow`, the new view's layout, the animation, the old one's
/// `viewDidDisappear`, the new one's `viewDidAppear`, its
/// `didMove(toParent:)`, the delegate's `didShow`. Pop: the top's
/// `willMove(toParent: nil)`, its `viewWillDisappear`, the revealed one's
/// `viewWillAppear`, …, the top's `viewDidDisappear`, the revealed one's
/// `viewDidAppear`, the top's `didMove(toParent: nil)`. Controllers a
/// `popToRootViewController` or `setViewControllers` skips get no
/// appearance calls. While the navigation controller is not on screen
/// the stack changes without transitions or appearance calls.
///
/// A transition starts at once (not in the next run-loop turn, unlike a
/// presentation). Asking for another push or pop while one runs is
/// refused with a message.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    // MARK: Storage

    /// The stack, root first.
    var stackStorage: [UIViewController] = []
    /// The push or pop under way.
    var navigationTransition: ContainerTransition?
    /// What the push or pop under way changes: the stack before it (put
    /// back if it is cancelled) and whether the old top leaves.
    var navigationChange: (previousStack: [UIViewController], removesFrom: Bool)?
    /// The view the top controller's view lives in, and transitions run in.
    let transitionView = UIView()
    /// The interaction controller the pop gesture drives, for the pop it starts.
    var gestureInteractor: UIPercentDrivenInteractiveTransition?
    let popGesture = NavigationPopGesture()
    var isNavigationBarHiddenStorage = false
    var isToolbarHiddenStorage = true
    /// The standard slide's dimming view, made once and reused by every push and pop.
    private(set) lazy var slideDimmingView = NavigationSlideAnimator.makeDimmingView()

    // MARK: Creating a navigation controller

    /// A navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setUpNavigation()
        defaultSetViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpNavigation()
    }

    /// A navigation controller with an empty stack (decodes nothing on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpNavigation()
    }

    /// A navigation controller's status bar style comes from its
    /// navigation bar, not its top controller (UIKit's behaviour): light
    /// content over a `.black` bar, else the default.
    open override var preferredStatusBarStyle: UIStatusBarStyle {
        navigationBar.barStyle == .black ? .lightContent : .default
    }

    // MARK: State restoration

    /// Saves the stack: each controller with a restoration identifier is
    /// preserved under the navigation controller's path (the stack's order
    /// tells children with the same identifier apart).
    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(viewControllers, forKey: "UINavigationControllerViewControllers")
    }

    /// Restores the stack without animation (the restored controllers, in order).
    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        guard let stack = coder.decodeObject(forKey: "UINavigationControllerViewControllers") as? [UIViewController], !stack.isEmpty,
            stack.map(ObjectIdentifier.init) != viewControllers.map(ObjectIdentifier.init)
        else { return }
        setViewControllers(stack, animated: false)
    }

    // MARK: The stack

    /// The controllers on the stack, root first. Setting it is
    /// ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [UIViewController] {
        get { stackStorage }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the stack. The new top appears (pushed when it was not on
    /// the stack, popped to when it was); controllers that leave the
    /// stack leave the container, those that join it join it; controllers
    /// in between get no appearance calls. An empty array, or one that
    /// holds a controller twice or a navigation controller, is refused
    /// with UIKit's message.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        defaultSetViewControllers(viewControllers, animated: animated)
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stackStorage.last }

    /// The controller whose view is visible: one this navigation
    /// controller presents, else the top of the stack.
    open var visibleViewController: UIViewController? {
        presentedViewController ?? topViewController
    }

    /// Pushes `viewController` on the stack and shows it. Pushing a
    /// controller already on the stack, a navigation controller, or a
    /// controller that has another parent's place is refused with UIKit's
    /// message and changes nothing.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        defaultPush(viewController, animated: animated)
    }

    /// Pops the top controller and returns it (nil when only the root is left).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        defaultPop(animated: animated)
    }

    /// Pops everything above the root; returns the popped controllers,
    /// bottom first (nil when only the root is on the stack).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stackStorage.first else { return nil }
        return defaultPop(to: root, animated: animated)
    }

    /// Pops everything above `viewController`; returns the popped
    /// controllers, bottom first (nil when it is not on the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        defaultPop(to: viewController, animated: animated)
    }

    /// The delegate: told before and after a controller is shown, and
    /// asked for custom animators and interaction controllers (held weakly).
    open weak var delegate: (any UINavigationControllerDelegate)?

    // MARK: Bars

    /// The bar along the top: it shows the stack's navigation items (the
    /// top one's title and buttons, a back button titled after the item
    /// below); its back button pops.
    open private(set) var navigationBar = UINavigationBar()

    /// Whether the navigation bar is hidden (default false); setting it is
    /// ``setNavigationBarHidden(_:animated:)`` without animation.
    open var isNavigationBarHidden: Bool {
        get { isNavigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar; the children's safe area follows.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        setBarHidden(hidden, animated: animated)
    }

    /// The toolbar along the bottom, showing the top controller's `toolbarItems`.
    open private(set) var toolbar: UIToolbar! = UIToolbar()

    /// Whether the toolbar is hidden (default true); setting it is
    /// ``setToolbarHidden(_:animated:)`` without animation.
    open var isToolbarHidden: Bool {
        get { isToolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar; the children's safe area follows.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        setToolbarHiddenState(hidden, animated: animated)
    }

    /// How long hiding or showing a bar animates: 0.35 s (UIKit's
    /// `UINavigationControllerHideShowBarDuration`; its value is not
    /// documented, this is the push's duration).
    public static let hideShowBarDuration: CGFloat = 0.35

    /// The screen-edge pan from the leading edge that pops the top
    /// controller interactively. It does not begin with only the root on
    /// the stack, while a transition runs, or when the delegate supplies
    /// its own animator for the pop (as in UIKit).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture.recognizer }

    // MARK: Overrides

    /// The navigation controller's own view: the top controller's view
    /// fills it.
    open override func loadView() {
        view = ContainerRootView(host: self)
    }

    /// Pushes `vc` (the navigation controller handles
    /// ``Selector/showViewController``).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    override func childBarItemsDidChange(_ child: UIViewController, animated: Bool) {
        if child === topViewController { syncBars(animated: animated) }
    }

    override var containerTransitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        guard let transition = navigationTransition, transition.isUnderway else { return nil }
        return transition.coordinator
    }

    /// True for ``Selector/showViewController``.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .showViewController || super.canPerformAction(action, withSender: sender)
    }

    /// An unwind segue passing through: pops to `subsequentVC` (animated
    /// unless a dismissal animates the unwinding).
    override open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard viewControllers.containsIdentical(subsequentVC) else { return }
        _ = popToViewController(subsequentVC, animated: unwindSegue.animatesUnwinding)
    }
}
