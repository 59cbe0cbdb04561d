import Foundation

/// A button of an alert or action sheet: a title, a style and what
/// happens when it is tapped.
///
/// The handler runs after the alert controller has been dismissed (as in
/// UIKit). A disabled action (``isEnabled`` false) shows dimmed and
/// ignores taps.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action looks and where it goes.
    public enum Style: Int, Sendable {
        /// A regular action.
        case `default` = 0
        /// The action that cancels (at most one per alert controller;
        /// shown last, or first of two side by side; in bold).
        case cancel = 1
        /// An action that destroys something (in red).
        case destructive = 2
    }

    let titleStorage: String?
    let styleStorage: Style
    let handler: ((UIAlertAction) -> Void)?

    /// An action titled `title` of `style` running `handler` when chosen.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        titleStorage = title
        styleStorage = style
        self.handler = handler
        super.init()
    }

    /// The button's title.
    open var title: String? { titleStorage }

    /// The action's style.
    open var style: Style { styleStorage }

    /// Whether the action can be chosen (default true); the button dims
    /// and ignores taps when false.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controller?.actionsDidChange() } }
    }

    /// The alert controller showing the action.
    weak var controller: UIAlertController?
}
