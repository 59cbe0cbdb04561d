import Foundation
import UIKit

/// Example 6: current-context presentation inside a container — the
/// upper half stays visible while a card covers the lower panel, which
/// `definesPresentationContext`.
@MainActor
final class CurrentContextViewController: UIViewController {
    private let panel = ContextPanelViewController()

    override func loadView() {
        let column = ButtonColumnView(
            title: "Current context",
            note: "The lower half is a child that defines the presentation context; its .currentContext card stays inside it.")
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
