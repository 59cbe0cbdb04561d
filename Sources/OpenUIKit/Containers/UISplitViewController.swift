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
/// Display modes follow the split behavior: `show(_:)`, `hide(_:)`, the
/// display-mode button and the edge swipe (``presentsWithGesture``)
/// change the mode with a 0.3 s slide of the leading columns, telling the
/// delegate first (`willChangeTo`, then `willHide`/`willShow` per column;
/// *decided*: UIKit documents no order between them). In an overlay mode
/// a dimming view covers the secondary column and a tap on it hides the
/// leading columns again.
///
/// Differences from UIKit: the automatic display mode is
/// `.oneBesideSecondary` when the split is at least 1,000 points wide,
/// else `.secondaryOnly`, and the automatic split behavior is `.tile` as
/// wide, else `.overlay`; the edge swipe reveals the leading column when
/// it ends (it does not follow the finger); the display-mode button is
/// not placed in the secondary column's bar by the split.
@preconcurrency @MainActor
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
    /// The display mode the delegate last heard of (nil: none yet, or
    /// collapsed since); a layout that finds another one in effect — a
    /// size change under `.automatic` — tells the delegate.
    var reportedDisplayMode: DisplayMode?
    /// Views of columns sliding out, kept in the split's view until the
    /// slide ends.
    var leavingColumnViews: [UIView] = []
    /// The edge swipe that reveals the leading columns and the overlay's
    /// dimming view, made with the view.
    var revealGesture: SplitRevealGesture?
    let overlayDimmingView = SplitRevealGesture.makeDimmingView()

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

    // MARK: State restoration

    /// Saves each column's controller (column style; the children in the
    /// classic style) and the preferred display mode.
    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        for (column, controller) in restorableColumns { coder.encode(controller, forKey: "UISplitViewControllerColumn\(column.rawValue)") }
        coder.encode(preferredDisplayMode.rawValue, forKey: "UISplitViewControllerPreferredDisplayMode")
    }

    /// Puts the restored controllers back in their columns (those that
    /// differ from the current ones) and the preferred display mode.
    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        for column in [Column.primary, .supplementary, .secondary, .compact] {
            let key = "UISplitViewControllerColumn\(column.rawValue)"
            guard let controller = coder.decodeObject(forKey: key) as? UIViewController else { continue }
            if style == .unspecified {
                var classic = viewControllers
                if classic.indices.contains(column.rawValue), classic[column.rawValue] !== controller {
                    classic[column.rawValue] = controller
                    viewControllers = classic
                }
            } else if viewController(for: column) !== controller {
                setViewController(controller, for: column)
            }
        }
        if coder.containsValue(forKey: "UISplitViewControllerPreferredDisplayMode"),
            let mode = DisplayMode(rawValue: coder.decodeInteger(forKey: "UISplitViewControllerPreferredDisplayMode"))
        {
            preferredDisplayMode = mode
        }
    }

    /// The controllers state restoration saves, by column: the columns'
    /// controllers as given (column style) or the children (classic).
    var restorableColumns: [(Column, UIViewController)] {
        if style == .unspecified {
            return zip([Column.primary, .secondary], viewControllers).map { ($0, $1) }
        }
        return [Column.primary, .supplementary, .secondary, .compact].compactMap { column in
            viewController(for: column).map { (column, $0) }
        }
    }

    // MARK: Display

    /// Whether the interface is collapsed to one stack (horizontally compact).
    open var isCollapsed: Bool { isCollapsedStorage }

    /// The display mode asked for (default `.automatic`).
    /// Setting it changes the mode at once (no slide), telling the
    /// delegate as `show(_:)` and `hide(_:)` do.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { changeDisplayMode(to: preferredDisplayMode, animated: false) }
    }

    /// The display mode in effect (``preferredDisplayMode`` resolved for
    /// the style and the space).
    open var displayMode: DisplayMode { resolvedDisplayMode }

    /// How the columns share the space, asked for (default `.automatic`).
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// How the columns share the space in effect: the one asked for, or
    /// for `.automatic` `.tile` when the split is at least 1,000 points
    /// wide and `.overlay` when it is narrower.
    open var splitBehavior: SplitBehavior { resolvedSplitBehavior }

    /// Whether a swipe from the ``primaryEdge`` shows the leading column
    /// when it is hidden (default true).
    open var presentsWithGesture = true

    /// The side the primary column is on (default `.leading`).
    open var primaryEdge: PrimaryEdge = .leading {
        didSet {
            updateRevealEdge()
            viewIfLoaded?.setNeedsLayout()
        }
    }

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

    /// The primary column's width as a fraction of the split's width
    /// (``automaticDimension``: not used); ``preferredPrimaryColumnWidth``
    /// wins when both are set.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The narrowest the primary column gets (``automaticDimension``: no limit).
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The widest the primary column gets (``automaticDimension``: no limit).
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The supplementary column's width as a fraction of the split's width
    /// (``automaticDimension``: not used).
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The narrowest the supplementary column gets (``automaticDimension``: no limit).
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The widest the supplementary column gets (``automaticDimension``: no limit).
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The primary column's width in effect: the preferred width, else the
    /// fraction of the split's width, else 320 points, within the minimum
    /// and maximum.
    open var primaryColumnWidth: CGFloat {
        columnWidth(
            preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
            minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }

    /// The supplementary column's width in effect (as ``primaryColumnWidth``).
    open var supplementaryColumnWidth: CGFloat {
        columnWidth(
            preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
            minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
    }

    /// A bar button item that shows the primary column when it is hidden
    /// and hides it when it shows (put it in the secondary column's
    /// navigation item); made on first use.
    ///
    /// Difference from UIKit: it is titled "Sidebar" (UIKit draws a
    /// sidebar symbol) and the split does not place it by itself.
    open private(set) lazy var displayModeButtonItem = UIBarButtonItem(
        primaryAction: UIAction(title: "Sidebar") { [weak self] _ in self?.toggleLeadingColumns() })

    /// A plain view with the edge swipe that reveals the leading columns.
    open override func loadView() {
        super.loadView()
        installRevealGesture()
    }

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

    /// A new size drops the modes `show(_:)`, `hide(_:)`, the button and
    /// the swipe chose: the preferred display mode applies again.
    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        displayModeStorage = preferredDisplayMode
    }

    /// Decides collapse at the first layout, finishes an expansion (the
    /// delegate's display mode), tells the delegate of a display mode the
    /// new size brought, then lays out the columns.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if !collapseDecided { updateCollapse(compact: traitCollection.horizontalSizeClass == .compact) }
        finishExpansion()
        reportDisplayModeChange()
        layoutColumns()
    }
}
