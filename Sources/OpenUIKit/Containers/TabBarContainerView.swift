import Foundation

/// A tab bar controller's own view (UIKit's `UILayoutContainerView`): the
/// transition view, where the selected child's view lives, fills it; the
/// tab bar lies along its bottom, above the bottom safe area.
@MainActor
final class TabBarContainerView: UIView {
    unowned let tabBarController: UITabBarController

    init(tabBarController: UITabBarController) {
        self.tabBarController = tabBarController
        super.init(frame: UIScreen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = .systemBackground
        let transitionView = tabBarController.transitionView
        transitionView.frame = bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(transitionView)
        addSubview(tabBarController.tabBar)
        if let shown = tabBarController.shownChild(forIndex: tabBarController.selectedIndex) {
            tabBarController.installShownView(of: shown)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("TabBarContainerView is made in code") }

    override func layoutSubviews() {
        super.layoutSubviews()
        tabBarController.layoutTabBar()
    }
}
