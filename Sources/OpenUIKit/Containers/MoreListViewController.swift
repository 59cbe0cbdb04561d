import Foundation

/// The root of a tab bar controller's "More" navigation controller: a
/// list of the children the bar has no room for, one row per child (its
/// tab item's image and title); tapping a row selects that child, which
/// the navigation controller pushes.
///
/// Difference from UIKit: the list is a stack of buttons, not a table
/// view, and has no "Edit" button (the customisation sheet is not built).
@MainActor
final class MoreListViewController: UIViewController {
    unowned let owner: UITabBarController
    private let list = UIStackView()

    init(tabBarController: UITabBarController) {
        self.owner = tabBarController
        super.init(nibName: nil, bundle: nil)
        title = "More"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("MoreListViewController is made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        list.axis = .vertical
        list.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(list)
        NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        reload()
    }

    /// Rebuilds the rows from the tab bar controller's children.
    func reload() {
        guard isViewLoaded else { return }
        for row in list.arrangedSubviews { row.removeFromSuperview() }
        let tabs = owner.viewControllers ?? []
        for index in tabs.indices.dropFirst(UITabBarController.maximumBarTabs - 1) {
            let controller = tabs[index]
            let row = UIButton(type: .system)
            row.setTitle(controller.tabBarItem.title ?? controller.title ?? "", for: .normal)
            row.contentHorizontalAlignment = .leading
            row.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
            row.heightAnchor.constraint(equalToConstant: 44).isActive = true
            row.addAction(UIAction { [unowned self] _ in self.owner.selectedIndex = index }, for: .touchUpInside)
            list.addArrangedSubview(row)
        }
    }

    /// Shown again (the user went back): the list itself is selected.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        owner.moreListDidAppear()
    }
}
