import Foundation
import UIKit

/// Example 11: tabs. Three children, one per tab; a tab's view loads when
/// it is first chosen; the third tab is a navigation stack whose pushed
/// page hides the tab bar (`hidesBottomBarWhenPushed`).
@MainActor
final class TabsExampleController: UITabBarController {
    init() {
        super.init(nibName: nil, bundle: nil)
        let inbox = TabPageViewController(title: "Inbox", note: "The first tab. Its view loaded at once; the others load when chosen.")
        inbox.tabBarItem.badgeValue = "3"
        let starred = TabPageViewController(title: "Starred", note: "The second tab's view loaded when this tab was first chosen.")
        let settings = TabPageViewController(title: "Settings", note: "A navigation stack in a tab: the pushed page hides the tab bar.")
        settings.canPush = true
        let stack = UINavigationController(rootViewController: settings)
        stack.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 2)
        viewControllers = [inbox, starred, stack]
    }

    required init?(coder: NSCoder) { nil }
}

/// One tab's page: a title, a note, and (for the stack's root) a push button.
@MainActor
final class TabPageViewController: UIViewController {
    let note: String
    var canPush = false

    init(title: String, note: String) {
        self.note = note
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let column = ButtonColumnView(title: title ?? "", note: note)
        column.backgroundColor = .systemBackground
        if canPush {
            column.addButton("Push details") { [weak self] in
                let details = TabPageViewController(title: "Details", note: "Pushed with hidesBottomBarWhenPushed: no tab bar here.")
                details.hidesBottomBarWhenPushed = true
                self?.navigationController?.pushViewController(details, animated: true)
            }
        }
        view = column
    }
}
