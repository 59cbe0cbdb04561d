import Foundation
import UIKit

/// A title and a column of buttons, laid out top-down inside the safe
/// area: the examples' whole interface.
@MainActor
final class ButtonColumnView: UIView {
    let titleLabel = UILabel()
    let noteLabel = UILabel()
    private(set) var buttons: [UIButton] = []

    init(title: String, note: String) {
        super.init(frame: .zero)
        titleLabel.styleAsExampleTitle(title)
        noteLabel.styleAsExampleNote(note)
        addSubview(titleLabel)
        addSubview(noteLabel)
    }

    required init?(coder: NSCoder) { nil }

    /// Adds a button titled `title` that runs `action` when tapped.
    @discardableResult
    func addButton(_ title: String, action: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .system, primaryAction: UIAction(title: title) { _ in action() })
        button.setTitle(title, for: .normal)
        button.backgroundColor = .secondarySystemBackground
        button.layer.cornerRadius = 8
        buttons.append(button)
        addSubview(button)
        setNeedsLayout()
        return button
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let area = bounds.inset(by: safeAreaInsets).insetBy(dx: 20, dy: 12)
        var y = area.minY
        titleLabel.frame = CGRect(x: area.minX, y: y, width: area.width, height: 30)
        y += 34
        let noteHeight = noteLabel.sizeThatFits(CGSize(width: area.width, height: .greatestFiniteMagnitude)).height
        noteLabel.frame = CGRect(x: area.minX, y: y, width: area.width, height: ceil(noteHeight))
        y += ceil(noteHeight) + 12
        for button in buttons {
            button.frame = CGRect(x: area.minX, y: y, width: area.width, height: 40)
            y += 48
        }
    }
}
