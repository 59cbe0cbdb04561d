import Foundation

/// The presentation controllers of the standard styles.
@MainActor
enum BuiltInPresentation {
    /// The internal presentation controller for `style` (`.custom` and
    /// `.none` get the full-screen one).
    static func controller(
        for style: UIModalPresentationStyle, presented: UIViewController, presenting: UIViewController?
    ) -> UIPresentationController {
        switch style {
        case .fullScreen, .custom, .none, .automatic:
            return FullScreenPresentationController(presentedViewController: presented, presenting: presenting, removesPresenter: true)
        case .overFullScreen:
            return FullScreenPresentationController(presentedViewController: presented, presenting: presenting, removesPresenter: false)
        case .currentContext:
            return CurrentContextPresentationController(presentedViewController: presented, presenting: presenting, removesPresenter: true)
        case .overCurrentContext:
            return CurrentContextPresentationController(presentedViewController: presented, presenting: presenting, removesPresenter: false)
        case .pageSheet, .formSheet:
            return UISheetPresentationController(presentedViewController: presented, presenting: presenting)
        case .popover:
            return UIPopoverPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }
}
