import Foundation
import UIKit

/// Example 6: current-context presentation inside a container. The lower
/// panel `definesPresentationContext`; on the phone-sized stage a plain
/// `.currentContext` card adapts to full screen (horizontally compact),
/// while a card whose delegate refuses adaptation covers only the panel
/// and the upper half stays visible.
@MainActor
final class CurrentContextViewController: UIViewController {
    private let panel = ContextPanelViewController()

    override func loadView() {
        let column = ButtonColumnView(
            title: "Current context",
            note: "The lower half is a child that defines the presentation context. On a phone .currentContext adapts to full screen; a delegate returning .none keeps the card inside the panel.")
        column.backgroundColor = .systemBackground
        view = column
        addChild(panel)
        view.addSubview(panel.view)
        panel.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        panel.view.frame = CGRect(x: 0, y: (bounds.height / 2).rounded(), width: bounds.width, height: bounds.height - (bounds.height / 2).rounded())
    }
}
