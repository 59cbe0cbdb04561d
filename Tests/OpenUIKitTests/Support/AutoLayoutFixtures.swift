import Foundation
import UIKit
import OpenUIKitTesting

/// A window root whose view (390 × 844, safe area 47/34) holds the views a
/// layout test constrains.
@MainActor
func layoutRoot(_ host: TestHost) -> UIView {
    let controller = UIViewController()
    host.window.rootViewController = controller
    host.turn()
    return controller.view
}

/// A view that takes part in Auto Layout, added to `superview`.
@MainActor
func constrainedView(in superview: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
}

/// Constraints that put `view` at `root`'s top-left corner with a height
/// of 10, leaving its width to the test.
@MainActor
func atTopLeading(_ view: UIView, of root: UIView) -> [NSLayoutConstraint] {
    [
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
    ]
}

/// A view with a fixed intrinsic content size.
final class IntrinsicView: UIView {
    var size: CGSize
    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// A vertical stack view added to `root`, pinned to its top, leading and
/// trailing edges (its height comes from its arranged views).
@MainActor
func pinnedColumn(in root: UIView) -> UIStackView {
    let column = UIStackView()
    column.axis = .vertical
    column.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(column)
    NSLayoutConstraint.activate([
        column.topAnchor.constraint(equalTo: root.topAnchor),
        column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    return column
}
