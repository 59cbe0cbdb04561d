import Foundation
import UIKit

/// Example 7: child containment — two children swapped with
/// `transition(from:to:duration:options:animations:completion:)`, with
/// the guide's `willMove`/`addChild`/`didMove` calls around it.
@MainActor
final class ContainmentViewController: UIViewController {
    private let first = CardViewController("First child", color: .systemGreen, dismissible: false)
    private let second = CardViewController("Second child", color: .systemPurple, dismissible: false)
    private var current: UIViewController?

    override func loadView() {
        let column = ButtonColumnView(
            title: "Child containment",
            note: "Swap cross-dissolves the lower child into the other one with transition(from:to:).")
        column.backgroundColor = .systemBackground
        column.addButton("Swap") { [weak self] in self?.swap() }
        view = column
        addChild(first)
        view.addSubview(first.view)
        first.didMove(toParent: self)
        current = first
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        current?.view.frame = childFrame
    }

    private var childFrame: CGRect {
        let bounds = view.bounds
        return CGRect(x: 20, y: (bounds.height * 0.45).rounded(), width: bounds.width - 40, height: (bounds.height * 0.45).rounded())
    }

    private func swap() {
        guard let old = current else { return }
        let new = old === first ? second : first
        old.willMove(toParent: nil)
        addChild(new)
        new.view.frame = childFrame
        current = new
        transition(from: old, to: new, duration: 0.4, options: [.transitionCrossDissolve], animations: nil) { _ in
            old.removeFromParent()
            new.didMove(toParent: self)
        }
    }
}
