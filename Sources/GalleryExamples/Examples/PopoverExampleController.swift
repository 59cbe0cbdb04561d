import Foundation
import UIKit

/// Example 12: popovers on a pad-sized stage. Four buttons near the
/// stage's edges each present a small controller as a popover that may
/// only point its arrow one way (below, above, to the right, to the left
/// of the button); a tap outside dismisses it as a user would. While a
/// popover shows, the "Count" button is a passthrough view: taps reach it
/// and the popover stays. Narrow the window to a compact width while one
/// shows and it becomes full screen; widen it and it is a popover again.
@MainActor
final class PopoverExampleController: UIViewController, UIPopoverPresentationControllerDelegate {
    private let column = ButtonColumnView(
        title: "Popovers",
        note: "Each button near an edge shows a popover pointing at it; tap outside to dismiss. "
            + "Count is a passthrough view: it still counts while a popover shows.")
    private var buttons: [(UIButton, UIPopoverArrowDirection)] = []
    private var count = 0
    private var countButton: UIButton?

    override func loadView() {
        column.backgroundColor = .systemBackground
        countButton = column.addButton("Count: 0") { [weak self] in self?.countTap() }
        let sides: [(String, UIPopoverArrowDirection)] = [("Below", .up), ("Above", .down), ("Right of", .left), ("Left of", .right)]
        for (title, direction) in sides {
            let button = UIButton(type: .system, primaryAction: UIAction(title: title) { [weak self] action in
                guard let button = action.sender as? UIButton else { return }
                self?.showPopover(from: button, direction: direction)
            })
            button.setTitle(title, for: .normal)
            button.backgroundColor = .secondarySystemBackground
            button.layer.cornerRadius = 8
            column.addSubview(button)
            buttons.append((button, direction))
        }
        view = column
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 20, dy: 20)
        let size = CGSize(width: 110, height: 40)
        for (button, direction) in buttons {
            let origin: CGPoint = switch direction {
            case .up: CGPoint(x: area.midX - size.width / 2, y: area.minY + 150)
            case .down: CGPoint(x: area.midX - size.width / 2, y: area.maxY - size.height)
            case .left: CGPoint(x: area.minX, y: area.midY)
            default: CGPoint(x: area.maxX - size.width, y: area.midY)
            }
            button.frame = CGRect(origin: origin, size: size)
        }
    }

    private func showPopover(from button: UIButton, direction: UIPopoverArrowDirection) {
        let content = PopoverContentController(title: button.currentTitle ?? "", direction: direction)
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 260, height: 150)
        let popover = content.popoverPresentationController
        popover?.sourceView = button
        popover?.permittedArrowDirections = direction
        popover?.passthroughViews = countButton.map { [$0] }
        popover?.delegate = self
        present(content, animated: true)
    }

    private func countTap() {
        count += 1
        countButton?.setTitle("Count: \(count)", for: .normal)
    }

    /// Keeps real popovers in compact widths too (the stage is a pad).
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        controller.adaptivePresentationStyle(for: traitCollection)
    }
}

/// The content of the example's popovers: where it is and how to leave.
@MainActor
final class PopoverContentController: UIViewController {
    private let titleText: String
    private let direction: UIPopoverArrowDirection

    init(title: String, direction: UIPopoverArrowDirection) {
        titleText = title
        self.direction = direction
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let label = UILabel()
        label.text = "\(titleText) the button"
        label.font = UIFont.boldSystemFont(ofSize: 17)
        let note = UILabel()
        note.text = "Arrow: \(Self.name(of: direction)). Tap outside to dismiss."
        note.font = UIFont.systemFont(ofSize: 13)
        note.textColor = .secondaryLabel
        note.numberOfLines = 0
        let view = PopoverContentView(label: label, note: note)
        view.backgroundColor = UIColor(red: 0.95, green: 0.97, blue: 1, alpha: 1)
        self.view = view
    }

    static func name(of direction: UIPopoverArrowDirection) -> String {
        switch direction {
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        default: "any"
        }
    }
}

/// A title and a note inside the safe area (the arrow's side is its inset).
@MainActor
final class PopoverContentView: UIView {
    let label: UILabel
    let note: UILabel

    init(label: UILabel, note: UILabel) {
        self.label = label
        self.note = note
        super.init(frame: .zero)
        addSubview(label)
        addSubview(note)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let area = bounds.inset(by: safeAreaInsets).insetBy(dx: 16, dy: 14)
        label.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: 24)
        let height = note.sizeThatFits(CGSize(width: area.width, height: .greatestFiniteMagnitude)).height
        note.frame = CGRect(x: area.minX, y: area.minY + 30, width: area.width, height: ceil(height))
    }
}
