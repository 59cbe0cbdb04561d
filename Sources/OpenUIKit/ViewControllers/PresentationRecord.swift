import Foundation

/// What a presented controller's presentation keeps while it lasts: who
/// presented it, the presentation controller actually laying it out (the
/// adapted one when the style adapted), the style it ended up with, and
/// where the presenter's view came from when the presentation removed it.
@MainActor
final class PresentationRecord {
    /// The controller that presented.
    weak var presenter: UIViewController?
    /// The controller the user asked to present (the delegate's `source`).
    weak var source: UIViewController?
    /// The presentation controller doing the layout (another one after the
    /// presentation adapted again to a new size class).
    var layoutController: UIPresentationController
    /// The style in effect (after adaptation).
    var style: UIModalPresentationStyle
    /// The transition style the built-in animator uses.
    let transitionStyle: UIModalTransitionStyle
    /// Where the presenter's view was before the presentation removed it.
    var removedPresenterView: (view: UIView, superview: UIView, index: Int)?

    init(
        presenter: UIViewController, source: UIViewController?, layoutController: UIPresentationController,
        style: UIModalPresentationStyle, transitionStyle: UIModalTransitionStyle
    ) {
        self.presenter = presenter
        self.source = source
        self.layoutController = layoutController
        self.style = style
        self.transitionStyle = transitionStyle
    }
}
