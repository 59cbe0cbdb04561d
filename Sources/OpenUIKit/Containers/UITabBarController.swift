import Foundation

/// A container that shows one of several children at a time, chosen with
/// the tab bar along its bottom edge (one item per child, its
/// `tabBarItem`).
///
/// Only the selected child's view is loaded and in the hierarchy: a tab's
/// view loads when the tab is first selected (ORACLE 36). Switching tabs
/// is a transition: the old child's `viewWillDisappear`, the new one's
/// `viewWillAppear` (after its view loads), its view replaces the old
/// one, the old child's `viewDidDisappear`, the new one's
/// `viewDidAppear` — at once, or through the delegate's animator and
/// interaction controller on the same transitioning context and
/// coordinator as presentations. Children's safe area ends above the bar.
///
/// With more than five children, the bar shows the first four and a
/// "More" item whose ``moreNavigationController`` lists the others.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    // MARK: Storage

    var tabsStorage: [UIViewController]?
    var selectedIndexStorage = Int.max
    /// The tab switch under way (on screen, switches run as transitions).
    var tabTransition: ContainerTransition?
    /// The selected index before the switch under way (put back if it is cancelled).
    var switchedFromIndex: Int?
    /// The view the selected child's view lives in, and transitions run in.
    let transitionView = UIView()
    private(set) lazy var moreListController = MoreListViewController(tabBarController: self)

    // MARK: Creating a tab bar controller

    /// A tab bar controller without children.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpTabBar()
    }

    /// A tab bar controller without children (decodes nothing on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTabBar()
    }

    // MARK: State restoration

    /// Saves the tabs (each with a restoration identifier is preserved)
    /// and the selected index.
    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(viewControllers ?? [], forKey: "UITabBarControllerViewControllers")
        coder.encode(selectedIndex, forKey: "UITabBarControllerSelectedIndex")
    }

    /// Restores the tabs (when they were all restored and differ from the
    /// current ones) and the selected tab, without animation.
    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        if let tabs = coder.decodeObject(forKey: "UITabBarControllerViewControllers") as? [UIViewController], !tabs.isEmpty,
            tabs.map(ObjectIdentifier.init) != (viewControllers ?? []).map(ObjectIdentifier.init)
        {
            setViewControllers(tabs, animated: false)
        }
        let index = coder.decodeInteger(forKey: "UITabBarControllerSelectedIndex")
        if coder.containsValue(forKey: "UITabBarControllerSelectedIndex"), (viewControllers ?? []).indices.contains(index) {
            selectedIndex = index
        }
    }

    // MARK: Children and selection

    /// The children, one per tab (nil: none). Setting it is
    /// ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [UIViewController]? {
        get { tabsStorage }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the children. The selection stays on the same controller
    /// if it is still there, else on the same index if it still exists,
    /// else on the first tab.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        defaultSetViewControllers(viewControllers, animated: animated)
    }

    /// The selected tab's index (`Int.max`, Foundation's `NSNotFound`, with
    /// no children). Setting it selects without asking the delegate; an
    /// index out of range changes nothing.
    open var selectedIndex: Int {
        get { selectedIndexStorage }
        set { select(index: newValue) }
    }

    /// The selected child — ``moreNavigationController`` while the "More"
    /// list is shown. Setting a controller that is not a child is refused
    /// with UIKit's message.
    open var selectedViewController: UIViewController? {
        get { defaultSelectedViewController }
        set { setSelectedViewController(newValue) }
    }

    /// The bar along the bottom edge (its delegate is this controller).
    open private(set) var tabBar = UITabBar()

    /// The delegate: asked before a user's tap selects a tab, told after,
    /// and asked for custom animators and interaction controllers.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The navigation controller of the "More" tab (shown with more than
    /// five children); its root lists the children the bar has no room for.
    open private(set) lazy var moreNavigationController: UINavigationController = {
        let navigation = UINavigationController(rootViewController: moreListController)
        navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        return navigation
    }()

    /// The children the user may rearrange: all of them, each time the
    /// children are set (as in UIKit), unless changed afterwards.
    ///
    /// Difference from UIKit: the customisation sheet is not built, so the
    /// list only answers apps that read it.
    open var customizableViewControllers: [UIViewController]?

    // MARK: Overrides

    /// The tab bar controller's own view: the selected child's view fills
    /// it, the tab bar lies along its bottom.
    open override func loadView() {
        view = ContainerRootView(host: self)
    }

    override func childBarItemsDidChange(_ child: UIViewController, animated: Bool) {
        syncTabBarItems()
    }

    override var containerTransitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        guard let transition = tabTransition, transition.isUnderway else { return nil }
        return transition.coordinator
    }

    /// An unwind segue passing through: selects the tab of `subsequentVC`.
    override open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard viewControllers?.containsIdentical(subsequentVC) == true else { return }
        selectedViewController = subsequentVC
    }
}
