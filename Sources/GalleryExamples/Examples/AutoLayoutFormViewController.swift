import Foundation
import UIKit

/// Example 8: Auto Layout — a form built only from constraints and stack
/// views that reflows when the window changes shape: in a portrait window
/// each label sits above its field, in a landscape one (wider than tall)
/// beside it, changed inside the size transition's animation so the
/// fields glide into place.
@MainActor
final class AutoLayoutFormViewController: UIViewController {
    private let rows = UIStackView()
    private var fieldRows: [UIStackView] = []
    private var labels: [UILabel] = []
    private let note = UILabel()
    /// Whether labels sit beside their fields in a view of `size`.
    static func isWide(_ size: CGSize) -> Bool { size.width > size.height }

    override func loadView() {
        let view = UIView()
        view.backgroundColor = .systemBackground
        self.view = view

        let title = UILabel()
        title.styleAsExampleTitle("Auto Layout form")
        note.styleAsExampleNote(
            "Stack views and anchors only. Portrait: labels above their fields. Landscape: beside them, and this note hidden (its stack collapses).")

        rows.axis = .vertical
        rows.spacing = 14
        for (name, value) in [("Name", "Ada Lovelace"), ("Email", "ada@example.com"), ("City", "London")] {
            let row = makeRow(name, value)
            fieldRows.append(row)
            rows.addArrangedSubview(row)
        }

        let submit = UIButton(type: .system)
        submit.setTitle("Submit", for: .normal)
        submit.backgroundColor = .systemBlue
        submit.setTitleColor(.white, for: .normal)
        submit.layer.cornerRadius = 8
        submit.contentEdgeInsets = UIEdgeInsets(top: 10, left: 24, bottom: 10, right: 24)

        let column = UIStackView(arrangedSubviews: [title, note, rows])
        column.axis = .vertical
        column.spacing = 12
        column.setCustomSpacing(24, after: note)
        for item in [column, submit] as [UIView] {
            item.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(item)
        }
        let guide = view.readableContentGuide
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            column.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            submit.topAnchor.constraint(equalToSystemSpacingBelow: column.bottomAnchor, multiplier: 3),
            submit.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        applyArrangement(wide: false)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        applyArrangement(wide: Self.isWide(view.bounds.size))
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.applyArrangement(wide: Self.isWide(size))
            self.view.layoutIfNeeded()
        })
    }

    /// Labels beside their fields (`wide`) or above them.
    private func applyArrangement(wide: Bool) {
        rows.spacing = wide ? 8 : 14
        note.isHidden = wide
        for row in fieldRows {
            row.axis = wide ? .horizontal : .vertical
            row.alignment = wide ? .center : .fill
            row.spacing = wide ? 16 : 4
        }
        for label in labels { label.textAlignment = wide ? .right : .left }
    }

    /// A label and a field showing `value`.
    private func makeRow(_ name: String, _ value: String) -> UIStackView {
        let label = UILabel()
        label.text = name
        label.font = UIFont.boldSystemFont(ofSize: 15)
        label.textColor = .secondaryLabel
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let minimumWidth = label.widthAnchor.constraint(greaterThanOrEqualToConstant: 70)
        minimumWidth.priority = .required - 1
        minimumWidth.isActive = true
        labels.append(label)

        let field = UILabel()
        field.text = value
        field.font = UIFont.systemFont(ofSize: 17)
        let box = UIView()
        box.backgroundColor = .secondarySystemBackground
        box.layer.cornerRadius = 6
        field.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(field)
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: box.topAnchor, constant: 9),
            field.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -9),
            field.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            field.trailingAnchor.constraint(lessThanOrEqualTo: box.trailingAnchor, constant: -10),
        ])
        return UIStackView(arrangedSubviews: [label, box])
    }
}
