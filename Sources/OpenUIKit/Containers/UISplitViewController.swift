import Foundation

/// A container of side-by-side columns — a primary list, an optional
/// supplementary column and a secondary detail — that collapses to one
/// navigation stack in a horizontally compact environment and expands
/// again in a regular one (ORACLE 37).
///
/// Column style (`init(style: .doubleColumn / .tripleColumn)`): each
/// column's controller is set with ``setViewController(_:for:)``; one
/// that is not a navigation controller is wrapped in one. Collapsing
/// shows the `.compact` column's controller if there is one; otherwise
/// the primary column's navigation controller, with the secondary
/// column's controllers pushed on it when the delegate's
/// `topColumnForCollapsingToProposedTopColumn` (proposed: `.secondary`)
/// puts the secondary (or supplementary) column on top. Expanding takes
/// them back and asks the delegate for the display mode.
///
/// Classic style (`init(nibName:bundle:)`, `viewControllers = [primary,
/// secondary]`): collapsing asks `collapseSecondary:onto:`; unless the
/// delegate handled it, the secondary is pushed on the primary navigation
/// controller; expanding asks `separateSecondaryFrom:`.
///
/// ``showDetailViewController(_:sender:)`` replaces the secondary column
/// when expanded and pushes on the primary stack when collapsed — never a
/// presentation (ORACLE 36).
///
/// Difference from UIKit: columns are laid out at once (no animation of
/// display-mode changes), there are no gesture or button for showing a
/// hidden column, and the automatic display mode is
/// `.oneBesideSecondary` when the split is at least 1,000 points wide,
/// else `.secondaryOnly`.
@MainActor
open class UISplitViewController: UIViewController {
    // MARK: Storage

    /// The controllers set per column (as given).
    var columnStorage: [Column: UIViewController] = [:]
    /// The navigation controller of each column (the one given, or its wrapper).
    var columnNavigations: [Column: UINavigationController] = [:]
    /// Classic style: the children, primary first.
    var classicStorage: [UIViewController] = []
    var displayModeStorage = DisplayMode.automatic
    var isCollapsedStorage = false
    /// Controllers moved onto the primary stack by a collapse, with the column each came from.
    var collapsedMoves: [(controller: UIViewController, column: Column)] = []
    /// The primary stack's depth when the interface collapsed (what lies
    /// above it goes back to the columns on expansion).
    var collapsedPrimaryDepth = 0
    /// Whether the collapse state has been decided once (at the first layout).
    var collapseDecided = false
    /// Whether the split expanded and the delegate is still to choose the
    /// display mode (at the next layout, when the new size is known).
    var expansionPending = false

    // MARK: Creating a split view controller

    /// A column-style split view controller of `style`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view controller (style `.unspecified`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A classic split view controller (decodes nothing on Linux).
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// The style the split view controller was made with.
    public let style: Style

    // MARK: Columns

    /// Sets the controller of `column` (column style; a controller that
    /// is not a navigation controller is wrapped in one, except in the
    /// `.compact` column). Nil removes it. In a classic split view
    /// controller this prints UIKit's message and changes nothing.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        defaultSetViewController(vc, for: column)
    }

    /// The controller set for `column` (as given), nil when none is.
    open func viewController(for column: Column) -> UIViewController? {
        columnStorage[column]
    }

    /// Classic style: the children, `[primary, secondary]`. Column style:
    /// the columns' navigation controllers, leading first (setting it
    /// prints UIKit's message and changes nothing).
    open var viewControllers: [UIViewController] {
        get { defaultViewControllers }
        set { setClassicViewControllers(newValue) }
    }

    /// The delegate, asked about collapsing and expanding.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    // MARK: Display

    /// Whether the interface is collapsed to one stack (horizontally compact).
    open var isCollapsed: Bool { isCollapsedStorage }

    /// The display mode asked for (default `.automatic`).
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { displayModeStorage = preferredDisplayMode; viewIfLoaded?.setNeedsLayout() }
    }

    /// The display mode in effect (``preferredDisplayMode`` resolved for
    /// the style and the space).
    open var displayMode: DisplayMode { resolvedDisplayMode }

    /// How the columns share the space, asked for (default `.automatic`).
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// How the columns share the space in effect: `.tile` unless asked otherwise.
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }

    /// Shows `column` (changing the display mode so that it is visible).
    open func show(_ column: Column) {
        defaultShow(column)
    }

    /// Hides `column` (changing the display mode so that it is not visible).
    open func hide(_ column: Column) {
        defaultHide(column)
    }

    /// The primary column's width asked for (``automaticDimension``: 320 points).
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The supplementary column's width asked for (``automaticDimension``: 320 points).
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The primary column's width in effect.
    open var primaryColumnWidth: CGFloat { Self.width(preferredPrimaryColumnWidth) }

    /// The supplementary column's width in effect.
    open var supplementaryColumnWidth: CGFloat { Self.width(preferredSupplementaryColumnWidth) }

    /// A bar button item that shows the primary column when it is hidden
    /// and hides it when it shows (put it in the secondary column's
    /// navigation item); made on first use.
    ///
    /// Difference from UIKit: it is titled "Sidebar" (UIKit draws a
    /// sidebar symbol) and the split does not place it by itself.
    open private(set) lazy var displayModeButtonItem = UIBarButtonItem(
        primaryAction: UIAction(title: "Sidebar") { [weak self] _ in self?.toggleLeadingColumns() })

    /// "Choose for me" for the column widths.
    public static let automaticDimension: CGFloat = -1

    // MARK: Overrides

    /// Replaces the secondary column (expanded) or pushes on the primary
    /// stack (collapsed).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        defaultSplitShowDetail(vc)
    }

    /// True for ``Selector/showDetailViewController``.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .showDetailViewController || super.canPerformAction(action, withSender: sender)
    }

    /// Collapses or expands for the new horizontal size class, inside the
    /// transition's coordinator.
    open override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        updateCollapse(compact: newCollection.horizontalSizeClass == .compact)
    }

    /// Decides collapse at the first layout, finishes an expansion (the
    /// delegate's display mode), then lays out the columns.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if !collapseDecided { updateCollapse(compact: traitCollection.horizontalSizeClass == .compact) }
        finishExpansion()
        layoutColumns()
    }
}
