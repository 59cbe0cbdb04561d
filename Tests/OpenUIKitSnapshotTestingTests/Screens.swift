import Foundation
import UIKit
import OpenUIKitTesting

/// A controller whose view is `color` with `name` in large type near the top.
@MainActor
func screen(_ name: String, _ color: UIColor) -> UIViewController {
    let controller = UIViewController()
    controller.view.backgroundColor = color
    let label = UILabel(frame: CGRect(x: 20, y: 80, width: 160, height: 60))
    label.text = name
    label.font = UIFont.systemFont(ofSize: 48, weight: .bold)
    label.textColor = .white
    controller.view.addSubview(label)
    return controller
}

let presenterBlue = UIColor(red: 0.15, green: 0.45, blue: 0.85, alpha: 1)
let presentedOrange = UIColor(red: 0.95, green: 0.55, blue: 0.15, alpha: 1)

/// A host (390 × 844 points at `scale`) showing controller "A", at rest.
@MainActor
func hostShowingA(scale: CGFloat = 1) -> (TestHost, UIViewController) {
    let host = TestHost(scale: scale)
    let root = screen("A", presenterBlue)
    host.window.rootViewController = root
    host.runUntilIdle()
    return (host, root)
}
