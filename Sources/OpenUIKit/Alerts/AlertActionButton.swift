import Foundation

/// The button of one alert action: its title in the action's colour —
/// blue, red for a destructive action, bold for the preferred action (the
/// cancel action when there is none), grey when disabled — choosing the action when tapped.
@MainActor
final class AlertActionButton: UIButton {
    let action: UIAlertAction
    unowned let controller: UIAlertController

    init(action: UIAlertAction, controller: UIAlertController, large: Bool) {
        self.action = action
        self.controller = controller
        super.init(frame: .zero)
        let preferred = controller.preferredAction
        let bold = preferred.map { $0 === action } ?? (action.style == .cancel)
        titleLabel?.font = .systemFont(ofSize: large ? 20 : 17, weight: bold ? .semibold : .regular)
        setTitle(action.title, for: .normal)
        let color: UIColor = !action.isEnabled ? .tertiaryLabel : action.style == .destructive ? .systemRed : .systemBlue
        setTitleColor(color, for: .normal)
        isEnabled = action.isEnabled
        addAction(UIAction { [unowned self] _ in self.controller.choose(self.action) }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }
}

extension UIAlertController {
    /// The user chose `action`: the controller is dismissed, then the
    /// action's handler runs (nothing for a disabled action).
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, transitionInProgress == nil, presentingViewController != nil else { return }
        dismiss(animated: true) { action.handler?(action) }
    }
}
