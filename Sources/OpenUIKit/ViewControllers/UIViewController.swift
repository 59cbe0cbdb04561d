import Foundation

/// An object that manages a view hierarchy: loads its view on demand, is
/// told as the view appears, lays out and disappears, and contains child
/// view controllers.
///
/// Appearance callbacks (`viewWillAppear(_:)`, `viewIsAppearing(_:)`,
/// `viewDidAppear(_:)`, `viewWillDisappear(_:)`, `viewDidDisappear(_:)`)
/// all go through one counted path — ``beginAppearanceTransition(_:animated:)``
/// and ``endAppearanceTransition()`` — whoever starts them (a window
/// showing its root, a child's view entering or leaving a window on
/// screen, a container, a presentation), so they are always balanced.
///
/// Differences from UIKit, forced by Linux Swift: `init?(coder:)` decodes
/// nothing (storyboards build controllers in code); a `nibName` that names
/// no storyboard scene falls back to a plain view with UIKit's message.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    // MARK: Storage

    /// `nonisolated(unsafe)`: `deinit` (nonisolated) clears the view's link to this controller.
    nonisolated(unsafe) var viewStorage: UIView?
    var isLoadingView = false
    let nibNameStorage: String?
    let nibBundleStorage: Bundle?
    /// Not a weak reference (that would give every parent a side table and
    /// slow its reference counting): the parent holds this controller in
    /// its children and clears this when it lets it go or in its `deinit`,
    /// so it never dangles.
    nonisolated(unsafe) unowned(unsafe) var parentStorage: UIViewController?
    /// `nonisolated(unsafe)`: `deinit` clears the children's links to this controller.
    nonisolated(unsafe) var childStorage: [UIViewController] = []
    var appearance = AppearanceRecord()
    var isMovingToParentStorage = false
    var isMovingFromParentStorage = false
    var isBeingPresentedStorage = false
    var isBeingDismissedStorage = false
    var preferredContentSizeStorage = CGSize.zero
    var additionalSafeAreaInsetsStorage = UIEdgeInsets.zero
    /// What the container's bars cover of the view (a navigation bar
    /// above, a toolbar or tab bar below), set by the container; added to
    /// the view's safe area.
    var containerSafeAreaInsetsStorage = UIEdgeInsets.zero
    var traitState = TraitEnvironmentState()
    var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    var presentedStorage: UIViewController? {
        didSet { UIKitRuntime.current.statusBarControlChanges += 1 }
    }
    weak var presentingStorage: UIViewController?
    var presentationRecord: PresentationRecord?
    var presentationControllerStorage: UIPresentationController?
    /// The presentation or dismissal this controller takes part in (a
    /// `ModalTransition` of the Presentation layer; typed there as
    /// `transitionInProgress`).
    weak var transitionInProgressStorage: AnyObject?
    /// Whether the root view's layout margins are at least
    /// ``systemMinimumLayoutMargins`` (default true).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet {
            guard viewRespectsSystemMinimumLayoutMargins != oldValue, let view = viewIfLoaded else { return }
            view.layoutMarginsMinimumDidChange()
        }
    }
    /// The coordinator of a transition this container runs among its
    /// children now (a navigation push or pop), else nil. Containers
    /// override it; children find it through their parent.
    var containerTransitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    var navigationItemStorage: UINavigationItem?
    var toolbarItemsStorage: [UIBarButtonItem]?
    var tabBarItemStorage: UITabBarItem?
    var storyboardStorage: UIStoryboard?
    /// The storyboard scene the controller was made from (builds its view, performs its segues).
    var archivedScene: (any ArchivedScene)?
    /// The toolbar items or tab bar item changed: a container showing the
    /// controller updates its bars. Containers override it.
    func barItemsDidChange(animated: Bool) {
        parentStorage?.childBarItemsDidChange(self, animated: animated)
    }
    /// A child's bar items changed (see ``barItemsDidChange(animated:)``).
    func childBarItemsDidChange(_ child: UIViewController, animated: Bool) {}
    /// The top and bottom layout guides, made on first use.
    var layoutSupportGuides: (top: LayoutSupportGuide, bottom: LayoutSupportGuide)?

    // MARK: Creating view controllers

    /// Creates a view controller whose view comes from the nib (a
    /// storyboard scene) named `nibNameOrNil` in `nibBundleOrNil`, or — with
    /// a nil name — from ``loadView()``.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibNameStorage = nibNameOrNil
        nibBundleStorage = nibBundleOrNil
        super.init()
    }

    /// Creates a view controller without a nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a view controller from an archive (decodes nothing on Linux).
    public required init?(coder: NSCoder) {
        nibNameStorage = nil
        nibBundleStorage = nil
        super.init()
    }

    /// Clears the links that point back here without a weak reference:
    /// the view's to its controller and the children's to their parent.
    deinit {
        if let view = viewStorage, view.stored.owner === self { view.stored.owner = nil }
        for child in childStorage where child.parentStorage === self { child.parentStorage = nil }
    }

    /// The name of the nib the view loads from (nil: ``loadView()`` builds it).
    open var nibName: String? { nibNameStorage }

    /// The bundle of the nib.
    open var nibBundle: Bundle? { nibBundleStorage }

    // MARK: The view

    /// The root view, loaded on first access (``loadView()`` then
    /// ``viewDidLoad()``). Setting it replaces the view; setting nil
    /// unloads it.
    open var view: UIView! {
        get { loadedView() }
        set { setView(newValue) }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { viewStorage }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { viewStorage != nil }

    /// Creates the view. The default makes a plain view the size of the main
    /// screen (or loads ``nibName``); overrides set ``view`` and do not call
    /// `super`.
    open func loadView() {
        defaultLoadView()
    }

    /// Loads the view if it is not loaded.
    open func loadViewIfNeeded() {
        _ = loadedView()
    }

    /// Called once after the view loaded.
    open func viewDidLoad() {}

    /// Sent when the app receives a memory warning
    /// (`UIApplication.receiveMemoryWarning()`), to every controller in
    /// the windows' hierarchies. Overrides release what can be made again
    /// and call `super`. Does nothing by default (UIKit no longer unloads
    /// views). Difference from UIKit: a controller that no window's
    /// hierarchy holds (one the app keeps aside) is not told.
    open func didReceiveMemoryWarning() {}

    /// A title for the controller (containers show it). Setting it also
    /// titles the controller's navigation item and tab bar item, once
    /// they exist.
    open var title: String? {
        didSet {
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
        }
    }

    // MARK: Bars

    /// The item that represents the controller in a navigation bar (made
    /// on first use, titled with ``title``).
    open var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    /// The items a navigation controller's toolbar shows while this
    /// controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets ``toolbarItems``; a navigation controller showing this
    /// controller updates its toolbar.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        barItemsDidChange(animated: animated)
    }

    /// The item that represents the controller in a tab bar (made on first
    /// use, titled with ``title``).
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage = newValue
            barItemsDidChange(animated: false)
        }
    }

    /// Whether a tab bar controller's bar hides while this controller is
    /// on a navigation stack it shows (the root excepted).
    open var hidesBottomBarWhenPushed = false

    /// The size the controller would like its content to have (a parent or
    /// presentation controller is told when it changes).
    open var preferredContentSize: CGSize {
        get { preferredContentSizeStorage }
        set { setPreferredContentSize(newValue) }
    }

    /// Insets added to the view's safe area (for content the controller
    /// covers itself, such as custom bars).
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { additionalSafeAreaInsetsStorage }
        set { setAdditionalSafeAreaInsets(newValue) }
    }

    /// Called after the view's safe area changed.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called after the view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}

    // MARK: Appearance

    /// The view is about to be added to a window's view hierarchy.
    open func viewWillAppear(_ animated: Bool) {}

    /// The view is in the hierarchy, laid out by its superview, with
    /// accurate traits and geometry — once per appearance, after
    /// ``viewWillAppear(_:)`` and before ``viewDidAppear(_:)``.
    open func viewIsAppearing(_ animated: Bool) {}

    /// The view appeared.
    open func viewDidAppear(_ animated: Bool) {}

    /// The view is about to leave the window's view hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}

    /// The view left the window's view hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Starts an appearance transition by hand (for containers that set
    /// ``shouldAutomaticallyForwardAppearanceMethods`` to false): calls
    /// `viewWillAppear(_:)` or `viewWillDisappear(_:)`. Starting the
    /// opposite transition before ending one is allowed (the last one
    /// counts); repeating the current one prints
    /// `Unbalanced calls to begin/end appearance transitions for <X>.`
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated, trigger: .explicit)
    }

    /// Ends the current appearance transition: `viewDidAppear(_:)` (after
    /// `viewIsAppearing(_:)` if it has not run) or `viewDidDisappear(_:)`.
    /// Without a transition in progress it prints the unbalanced message.
    open func endAppearanceTransition() {
        endAppearance(trigger: .explicit)
    }

    /// Whether appearance callbacks reach the children automatically
    /// (default true). Containers that return false call
    /// ``beginAppearanceTransition(_:animated:)`` and
    /// ``endAppearanceTransition()`` on their children themselves.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// True during the appearance callbacks of a controller being added to a parent.
    open var isMovingToParent: Bool { isMovingToParentStorage }

    /// True during the appearance callbacks of a controller being removed from its parent.
    open var isMovingFromParent: Bool { isMovingFromParentStorage }

    /// True during the appearance callbacks of a controller being presented.
    open var isBeingPresented: Bool { isBeingPresentedStorage }

    /// True during the appearance callbacks of a controller being dismissed.
    open var isBeingDismissed: Bool { isBeingDismissedStorage }

    // MARK: Layout

    /// Called before the view lays out its subviews (after traits are up to date).
    open func viewWillLayoutSubviews() {}

    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Called when the view's constraints need updating: in the layout
    /// pass, before ``viewWillLayoutSubviews()``, once after the view loads
    /// and after each `view.setNeedsUpdateConstraints()`. Overrides call
    /// `super` last.
    open func updateViewConstraints() {}

    // MARK: Containment

    /// The controller this one is a child of.
    open var parent: UIViewController? { parentStorage }

    /// The child controllers, in the order added.
    open var children: [UIViewController] { childStorage }

    /// Makes `childController` a child: removes it from a previous parent,
    /// then calls its ``willMove(toParent:)`` (the container calls
    /// ``didMove(toParent:)`` after adding the child's view). A controller
    /// cannot be its own child or the child of its descendant: UIKit
    /// raises; the call is refused with the reason.
    open func addChild(_ childController: UIViewController) {
        defaultAddChild(childController)
    }

    /// Removes this controller from its parent and calls
    /// ``didMove(toParent:)`` with nil (the container calls
    /// ``willMove(toParent:)`` with nil first).
    open func removeFromParent() {
        defaultRemoveFromParent()
    }

    /// Called before the controller is added to (`parent`) or removed from
    /// (nil) a container; overrides call `super` (it marks the controller
    /// as moving from its parent when `parent` is nil).
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil && parentStorage != nil { isMovingFromParentStorage = true }
    }

    /// Called after the controller was added to (`parent`) or removed from
    /// (nil) a container; overrides call `super` (it ends
    /// ``isMovingToParent``).
    open func didMove(toParent parent: UIViewController?) {
        if parent != nil { isMovingToParentStorage = false }
    }

    /// Swaps two children: adds `toViewController`'s view where
    /// `fromViewController`'s is, runs `animations` (with `options`' curve
    /// or transition over `duration`), then removes the old view and calls
    /// `completion`. Appearance: from `viewWillDisappear`, to
    /// `viewWillAppear`; after the animation from `viewDidDisappear`, to
    /// `viewDidAppear`. Both must be children of the receiver: UIKit
    /// raises; the call is refused with the reason.
    open func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        defaultTransition(
            from: fromViewController, to: toViewController, duration: duration, options: options,
            animations: animations, completion: completion)
    }

    // MARK: Traits

    /// The controller's traits: its parent's with the parent's override
    /// for it, else those of the window (or view) its view is in, else the
    /// main screen's.
    open var traitCollection: UITraitCollection { resolvedTraitCollection() }

    /// Called after the controller's traits changed, in the layout phase
    /// before any layout, before its view's. Deprecated in iOS 17: prefer
    /// `registerForTraitChanges`.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Overrides traits of `childViewController` (nil removes the
    /// override); only the traits the collection sets change. The child
    /// hears of the change in the next layout phase.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        setChildTraitOverride(collection, for: childViewController)
    }

    /// The traits overridden for `childViewController`.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    // MARK: UIContentContainer

    /// A child's preferred content size changed (default: nothing).
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// A child's Auto Layout fitting size changed (default: nothing).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size for a child's content (default: the whole of `parentSize`).
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// The view is about to change size (a window resize or rotation), in
    /// a transition run by `coordinator`. The default passes the change to
    /// the children, each sized by ``size(forChildContentContainer:withParentContainerSize:)``;
    /// overrides call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in childStorage {
            CallbackTrace.record("viewWillTransition", on: child)
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }

    /// The traits are about to change to `newCollection`. The default
    /// passes the change to the children; overrides call `super`.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in childStorage {
            CallbackTrace.record("willTransition(to:with:)", on: child)
            child.willTransition(to: newCollection, with: coordinator)
        }
    }

    // MARK: Presenting

    /// How the controller is shown when presented (default `.automatic`,
    /// which is `.pageSheet` on iOS 17).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic {
        didSet { UIKitRuntime.current.statusBarControlChanges += 1 }
    }

    /// The animation of a standard presentation (default `.coverVertical`).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// Whether this controller's view is covered by current-context
    /// presentations made by it or its descendants (default false).
    open var definesPresentationContext = false

    // MARK: Status bar

    /// The status bar style this controller prefers (default `.default`).
    /// UIKit asks again only after ``setNeedsStatusBarAppearanceUpdate()``
    /// or when another controller takes control of the status bar.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// Whether this controller prefers the status bar hidden (default false).
    open var prefersStatusBarHidden: Bool { false }

    /// How showing or hiding the status bar animates (default `.fade`).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    /// The child whose ``preferredStatusBarStyle`` is used instead of this
    /// controller's (default nil: this controller's own; UIKit's containers
    /// return nil too).
    open var childForStatusBarStyle: UIViewController? { nil }

    /// The child whose ``prefersStatusBarHidden`` is used instead of this
    /// controller's (default nil).
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Whether this controller, presented not full screen, takes control
    /// of the status bar from its presenter (default false; a
    /// `.fullScreen` presentation always does).
    open var modalPresentationCapturesStatusBarAppearance = false {
        didSet { UIKitRuntime.current.statusBarControlChanges += 1 }
    }

    /// Tells UIKit the status bar attributes changed: the app's status bar
    /// (`UIApplication.statusBarStyle`, `isStatusBarHidden`) follows the
    /// controlling controller's preferences again.
    open func setNeedsStatusBarAppearanceUpdate() {
        UIKitRuntime.current.statusBarUpdates += 1
    }

    /// Whether a presentation in this context uses this controller's
    /// ``modalTransitionStyle`` (default false).
    open var providesPresentationContextTransitionStyle = false

    /// Whether the presentation refuses dismissals the user starts (a
    /// swipe down on a sheet, a tap outside a popover); default false.
    open var isModalInPresentation = false

    /// The object that vends this controller's custom animators and
    /// presentation controller (held weakly).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// The controller presented by this controller or by its nearest ancestor.
    open var presentedViewController: UIViewController? {
        presentedStorage ?? parentStorage?.presentedViewController
    }

    /// The controller that presented this controller or its farthest ancestor.
    open var presentingViewController: UIViewController? {
        parentStorage?.presentingViewController ?? presentingStorage
    }

    /// The object managing this controller's presentation: the current
    /// one while presented, else one made now for ``modalPresentationStyle``
    /// (for `.custom`, the transitioning delegate's).
    open var presentationController: UIPresentationController? {
        currentPresentationController()
    }

    /// The presentation controller when the controller is (or will be)
    /// presented as a sheet (`.pageSheet`, `.formSheet`, `.automatic`), else nil.
    open var sheetPresentationController: UISheetPresentationController? {
        currentPresentationController() as? UISheetPresentationController
    }

    /// The presentation controller when the controller is (or will be)
    /// presented as a popover (`.popover`), else nil. Set its source before
    /// presenting.
    open var popoverPresentationController: UIPopoverPresentationController? {
        currentPresentationController() as? UIPopoverPresentationController
    }

    /// The coordinator of the transition this controller (or an ancestor)
    /// takes part in now — a presentation, a dismissal or a size change —
    /// else nil.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        activeCoordinator()
    }

    /// Presents `viewControllerToPresent` modally. The relationship is set
    /// now (``presentedViewController``/``presentingViewController``); the
    /// transition starts in the next run-loop turn and `completion` runs
    /// after it ends (not when it is cancelled). The controller that really
    /// presents is found by the style: a full-screen style walks up to a
    /// controller that covers the window, a current-context style to the
    /// nearest ancestor that defines the presentation context.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        defaultPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented (with everything it
    /// presented), or — when it presents nothing — the presentation it is
    /// part of. Only the topmost controller animates; those between
    /// disappear without animation. Starts in the next run-loop turn;
    /// `completion` runs after the dismissal.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        defaultDismiss(animated: flag, completion: completion)
    }

    // MARK: Showing

    /// Shows `vc` in a primary context: asks
    /// ``targetViewController(forAction:sender:)`` for the controller that
    /// handles ``Selector/showViewController`` (a navigation controller
    /// pushes) and calls its `show`; with none, presents `vc` modally,
    /// animated. Override in a container to show it your way, and answer
    /// true from `canPerformAction(_:withSender:)` for the action.
    open func show(_ vc: UIViewController, sender: Any?) {
        defaultShow(vc, sender: sender)
    }

    /// Shows `vc` in a secondary (detail) context: the controller that
    /// handles ``Selector/showDetailViewController`` (a split view
    /// controller) shows it; with none, presents it modally, animated.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        defaultShowDetail(vc, sender: sender)
    }

    /// The controller that handles `action`: this one when
    /// `canPerformAction(action, withSender: sender)` is true, else the
    /// answer of the parent (or, for a presented controller without a
    /// parent, of the presenting one); nil when none handles it.
    ///
    /// Difference from UIKit: a controller is found because it answers
    /// `canPerformAction(_:withSender:)`, not because it overrides the
    /// method (there is no Objective-C runtime to ask); UIKit's containers
    /// answer for the actions they handle.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        defaultTargetViewController(forAction: action, sender: sender)
    }

    // MARK: Storyboards

    /// The storyboard the controller was made from (nil when made in code).
    open var storyboard: UIStoryboard? { storyboardStorage }

    /// The identifier that names the controller in saved state; a storyboard
    /// sets it to the storyboard identifier when the scene says so. Nil (the
    /// default) leaves the controller — and everything it contains or
    /// presents — out of preservation.
    open var restorationIdentifier: String?

    /// The class asked first to make the controller at restoration
    /// (default nil: the app delegate, then an existing controller with
    /// the same restoration path, then the storyboard are tried).
    open var restorationClass: UIViewControllerRestoration.Type?

    /// Saves the controller's state into `coder` when the app preserves
    /// its state (call super). Encoding another view controller saves a
    /// reference to it and preserves it too (if it has a restoration
    /// identifier): containers encode their children this way. The base
    /// implementation encodes nothing of its own.
    open func encodeRestorableState(with coder: NSCoder) {}

    /// Restores the state ``encodeRestorableState(with:)`` saved (call
    /// super); encoded controllers decode as the restored controllers.
    /// Not called when the controller found at launch is not of the class
    /// that was saved (nor a subclass).
    open func decodeRestorableState(with coder: NSCoder) {}

    /// Called on each restored controller once every restored object has
    /// decoded its state.
    open func applicationFinishedRestoringState() {}

    /// Performs the segue named `identifier` of the controller's storyboard
    /// scene (no `shouldPerformSegue` first, as in UIKit): the destination
    /// is made, then the segue, then ``prepare(for:sender:)``, then the
    /// segue performs. An identifier the scene does not have is UIKit's
    /// exception message, and nothing happens.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        if archivedScene?.performSegue(withIdentifier: identifier, sender: sender, from: self) == true { return }
        UIKitDiagnostics.raise(
            "NSInvalidArgumentException", reason: "Receiver (\(self)) has no segue with identifier '\(identifier)'")
    }

    /// Whether the segue named `identifier` that a control (`sender`)
    /// triggered may go on (default true). Not asked by
    /// ``performSegue(withIdentifier:sender:)``.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        true
    }

    /// Called on the source before a segue performs, after its destination
    /// was made: pass data to `segue.destination` here.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether this controller is the destination of an unwind segue
    /// running `action` (asked while UIKit searches, ORACLE 42): by
    /// default, when it lists `action` as an unwind action in
    /// ``storyboardActions`` and is not the segue's source.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        fromViewController !== self && storyboardActions[action.name]?.isUnwind == true
    }

    /// The children the search for an unwind destination looks through, in
    /// order (asked before this controller itself): by default every child
    /// except the one containing the source.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }

    /// The child whose hierarchy (children and what they present) holds the
    /// unwind segue's source, or nil.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        children.first { $0.holds(source.source) }
    }

    /// Called on a container between an unwind segue's source and its
    /// destination to bring `subsequentVC` (the child on the way to the
    /// destination) forward; the default does nothing. A navigation
    /// controller pops to it, a tab bar controller selects it.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    /// The methods of this controller its storyboard names by selector
    /// (actions, unwind actions, segue actions): see
    /// ``UIStoryboardActionHandler``. Default: none. An OpenUIKit addition
    /// (Linux Swift cannot call a method by its Objective-C name).
    open var storyboardActions: [String: UIStoryboardActionHandler] { [:] }

    // MARK: Responder chain

    /// The presenting controller for a presented controller; else the
    /// view's superview when the view is in a hierarchy, else the parent.
    open override var next: UIResponder? {
        presentingStorage ?? viewStorage?.superview ?? parentStorage
    }

    /// `<ClassName: 0xADDRESS>`, as UIKit prints controllers.
    open override nonisolated var description: String {
        ObjectDescription.describe(self)
    }
}
