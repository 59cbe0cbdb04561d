import Foundation

/// A container's own view (UIKit's `UILayoutContainerView`): the
/// container's transition view, where the shown child's view lives,
/// fills it; the container's chrome (bars) lies above, placed by the
/// container on every layout.
@MainActor
final class ContainerRootView: UIView {
    unowned let host: any ContainerTransitionHost

    init(host: any ContainerTransitionHost) {
        self.host = host
        super.init(frame: UIScreen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = .systemBackground
        let transitionView = host.transitionView
        transitionView.frame = bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.clipsToBounds = true
        addSubview(transitionView)
        host.installChrome(in: self)
        if let shown = host.shownChild { host.installShownView(of: shown) }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("ContainerRootView is made in code") }

    override func layoutSubviews() {
        super.layoutSubviews()
        host.layoutChrome()
    }
}
