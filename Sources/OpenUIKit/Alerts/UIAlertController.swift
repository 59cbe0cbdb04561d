import Foundation

/// An alert or an action sheet: a title, a message and a list of actions,
/// drawn as iOS 17 draws them.
///
/// An alert (`.alert`) is a 270-point card centred over a dimmed window:
/// title, message, then its actions — two side by side (the cancel action
/// on the left), otherwise one per row (the cancel action last). An action
/// sheet (`.actionSheet`) in a horizontally compact environment is a card of
/// actions at the bottom of the dimmed window with the cancel action in a
/// card of its own below; in a regular one it is a popover, so it needs a
/// source (``UIViewController/popoverPresentationController``; without one
/// it is refused with UIKit's message). Choosing an action dismisses the
/// controller, then runs the action's handler. A tap on the dimmed window
/// around an action sheet chooses its cancel action, if it has one.
///
/// It fades in and out; an alert's card also shrinks to its size from 15 %
/// larger, a compact action sheet's cards slide up from below the window
/// (and back down).
///
/// An alert may hold text fields (``addTextField(configurationHandler:)``),
/// stacked in a box under the message: the first begins editing when the
/// alert has appeared, the return key moves to the next one and, in the
/// last, chooses the ``preferredAction`` (*decided*). Their text stays
/// readable in the actions' handlers.
///
/// Differences from UIKit: no blur behind the card (a translucent fill
/// instead); no keyboard shows, so the alert stays centred.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// The two kinds of alert controller.
    public enum Style: Int, Sendable {
        /// Actions at the bottom of the screen (a popover in a regular width).
        case actionSheet = 0
        /// A card in the middle of the screen.
        case alert = 1
    }

    var actionStorage: [UIAlertAction] = []
    var messageStorage: String?
    let preferredStyleStorage: Style
    var preferredActionStorage: UIAlertAction?
    var textFieldStorage: [UITextField] = []

    /// An alert controller with `title`, `message` and `preferredStyle`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil, preferredStyle: preferredStyle)
        self.title = title
        messageStorage = message
    }

    init(nibName: String?, bundle: Bundle?, preferredStyle: Style) {
        preferredStyleStorage = preferredStyle
        super.init(nibName: nibName, bundle: bundle)
        switch preferredStyle {
        case .alert:
            modalPresentationStyle = .overFullScreen
        case .actionSheet:
            modalPresentationStyle = .popover
        }
        modalTransitionStyle = .crossDissolve
    }

    /// An alert (decodes nothing on Linux).
    public required init?(coder: NSCoder) {
        preferredStyleStorage = .alert
        super.init(coder: coder)
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    /// The message under the title.
    open var message: String? {
        get { messageStorage }
        set {
            messageStorage = newValue
            actionsDidChange()
        }
    }

    /// The kind of alert controller.
    open var preferredStyle: Style { preferredStyleStorage }

    /// The actions, in the order added.
    open var actions: [UIAlertAction] { actionStorage }

    /// Adds `action` (a second cancel action is refused with UIKit's message).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actionStorage.contains(where: { $0.style == .cancel }) {
            UIKitDiagnostics.raise(
                "NSInternalInconsistencyException",
                reason: "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            return
        }
        action.controller = self
        actionStorage.append(action)
        actionsDidChange()
    }

    /// The action shown in bold and chosen by the return key (must be one
    /// of ``actions``; an alert's only).
    open var preferredAction: UIAlertAction? {
        get { preferredActionStorage }
        set {
            if let newValue, !actionStorage.containsIdentical(newValue) {
                UIKitDiagnostics.raise(
                    "NSInternalInconsistencyException",
                    reason: "The -preferredAction of an alert controller must be contained in the -actions array.")
                return
            }
            preferredActionStorage = newValue
            actionsDidChange()
        }
    }

    /// The alert's text fields, in the order added (nil when it has none).
    open var textFields: [UITextField]? { textFieldStorage.isEmpty ? nil : textFieldStorage }

    /// Adds a text field under the message, configured by
    /// `configurationHandler` (13-point system font, no border: the alert
    /// draws the box). Only alerts hold text fields: on an action sheet it
    /// is refused with UIKit's message.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            UIKitDiagnostics.raise(
                "NSInternalInconsistencyException",
                reason: "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = makeTextField()
        configurationHandler?(field)
        textFieldStorage.append(field)
        actionsDidChange()
    }

    /// The alert's view: the dimming and the card(s), or — in a popover —
    /// the card's content alone.
    override open func loadView() {
        view = AlertControllerView(controller: self)
    }

    /// The cards move in alongside the fade: an alert's card shrinks to its
    /// size from a little larger, a compact action sheet's cards slide up
    /// from below the window.
    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard animated, let view = viewIfLoaded as? AlertControllerView, let coordinator = transitionCoordinator else { return }
        UIView.performWithoutAnimation {
            view.layoutIfNeeded()
            view.setCardsAway(true)
        }
        coordinator.animate(alongsideTransition: { _ in view.setCardsAway(false) })
    }

    /// The first text field begins editing once the alert is shown.
    override open func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        textFieldStorage.first?.becomeFirstResponder()
    }

    /// A compact action sheet's cards slide down alongside the fade.
    override open func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard animated, let view = viewIfLoaded as? AlertControllerView, view.isSheet, !view.isInPopover,
            let coordinator = transitionCoordinator
        else { return }
        coordinator.animate(alongsideTransition: { _ in view.setCardsAway(true) })
    }

    /// The title changed: the card shows it.
    override open var title: String? {
        didSet { actionsDidChange() }
    }

    /// The view needs its content again (an action, the title or message changed).
    func actionsDidChange() {
        (viewIfLoaded as? AlertControllerView)?.reload()
    }
}

// MARK: - PopoverAdaptingContent

extension UIAlertController: PopoverAdaptingContent {
    /// An action sheet in a compact width covers the window, drawing its
    /// own dimming under its cards.
    var compactPopoverStyle: UIModalPresentationStyle { .overFullScreen }

    /// A tap outside the popover is the cancel action's handler (the
    /// controller is already dismissed).
    func popoverDismissedByTapOutside() {
        guard let cancel = actions.first(where: { $0.style == .cancel }), cancel.isEnabled else { return }
        cancel.handler?(cancel)
    }
}
