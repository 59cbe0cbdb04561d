import Foundation
import UIKit

/// Example 10: a double-column split view. The primary column lists
/// items; choosing one shows it in the secondary column with
/// `showDetailViewController`, whose bar carries the split's display-mode
/// button ("Sidebar"). Below 1,000 points the list is hidden: an edge
/// swipe lays it over the dimmed detail, a tap on the detail hides it.
/// Narrow the window to a phone's width and the split collapses to one
/// stack (the detail on top); widen it and the columns come back.
@MainActor
final class SplitViewExampleController: UISplitViewController {
    init() {
        super.init(style: .doubleColumn)
        setViewController(SplitListViewController(), for: .primary)
        setViewController(SplitDetailViewController(item: 1), for: .secondary)
    }

    required init?(coder: NSCoder) { nil }
}

/// The primary column: one button per item.
@MainActor
final class SplitListViewController: UIViewController {
    override func loadView() {
        let column = ButtonColumnView(
            title: "Items",
            note: "showDetailViewController puts the item in the secondary column; collapsed, it is pushed on this stack.")
        column.backgroundColor = .secondarySystemBackground
        for item in 1...4 {
            column.addButton("Item \(item)") { [weak self] in
                self?.showDetailViewController(SplitDetailViewController(item: item), sender: self)
            }
        }
        view = column
    }
}

/// The secondary column: the chosen item.
@MainActor
final class SplitDetailViewController: UIViewController {
    let item: Int

    init(item: Int) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let column = ButtonColumnView(
            title: "Item \(item)",
            note: "The secondary column. Sidebar hides and shows the list; narrower, swipe from the left edge. "
                + "Resize the window: narrow collapses the split, wide expands it again.")
        column.backgroundColor = NavigationPageViewController.colors[(item - 1) % NavigationPageViewController.colors.count]
            .withAlphaComponent(0.2)
        view = column
    }

    /// The split's display-mode button in this column's bar (expanded).
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationItem.leftBarButtonItem = splitViewController?.isCollapsed == false ? splitViewController?.displayModeButtonItem : nil
    }
}
