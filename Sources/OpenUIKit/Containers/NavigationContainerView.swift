import Foundation

/// A navigation controller's own view (UIKit's `UILayoutContainerView`):
/// the transition view, where the top controller's view lives, fills it;
/// the bars lie above (see `UINavigationController+Bars.swift`).
@MainActor
final class NavigationContainerView: UIView {
    unowned let navigation: UINavigationController

    init(navigationController: UINavigationController) {
        navigation = navigationController
        super.init(frame: UIScreen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = .systemBackground
        navigation.transitionView.frame = bounds
        navigation.transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        navigation.transitionView.clipsToBounds = true
        addSubview(navigation.transitionView)
        navigation.popGesture.install(in: navigation, on: self)
        if let top = navigation.topViewController { navigation.installShownView(of: top) }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("NavigationContainerView is made in code") }

    override func layoutSubviews() {
        super.layoutSubviews()
        navigation.layoutBars()
    }
}
